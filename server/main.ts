/**
 * Production entry point: `npm run serve` (and `npm start`, which builds first).
 * Listens on HOST:PORT (default 127.0.0.1:4321), answers for that address and the public origin's
 * host (DYC_SITE_URL, or DYC_PUBLIC_ORIGIN where set), and shuts down gracefully on SIGTERM/SIGINT:
 * it stops accepting connections and lets in-flight responses finish before exiting.
 */
// First, before any other module runs: see the module's comment.
import './tickEntryShape.ts';
import { createServer, millisecondsFromEnv, timeoutsFromEnv } from './createServer.ts';
import { DroppingLogDestination } from './logDestination.ts';
import { publicOriginSetting, trustProxyFromEnv } from './requestPolicy.ts';
import { databaseConfigFromEnv } from './db/database.ts';

// React and the other libraries Astro renders with pick their production builds from this, read when they are first
// loaded (the result pages' fill worker inherits it): a production server never runs their development checks.
process.env.NODE_ENV ??= 'production';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number.parseInt(process.env.PORT ?? '4321', 10);
const distDir = new URL(
  process.env.DYC_DIST_DIR ? `file://${process.env.DYC_DIST_DIR.replace(/\/?$/, '/')}` : '../dist/',
  import.meta.url,
);
/**
 * After SIGTERM, in-flight answers get this long to finish before the process exits anyway: DYC_SHUTDOWN_GRACE_MS,
 * 10 s by default. Set it below the supervisor's own wait before SIGKILL (systemd's TimeoutStopSec, Docker's stop
 * timeout, Kubernetes' terminationGracePeriodSeconds), so the log says which answers were cut.
 */
const shutdownGraceMs = millisecondsFromEnv(process.env, 'DYC_SHUTDOWN_GRACE_MS', 10_000);
/** At exit, the log lines still queued get this long to be written. */
const logFlushMs = 500;
const logDestination = new DroppingLogDestination();

const app = await createServer({
  distDir,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  publicOrigin: publicOriginSetting(process.env),
  logDestination,
  trustProxy: trustProxyFromEnv(process.env.DYC_TRUST_PROXY),
  ...timeoutsFromEnv(process.env),
  // The stores' counts: SQLite in DYC_DATA_DIR (default ./data/), or PostgreSQL at DATABASE_URL.
  storeDatabase: databaseConfigFromEnv(process.env),
});

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const forceExit = setTimeout(() => {
    app.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, shutdownGraceMs);
  forceExit.unref();
  // Resolves once the last in-flight answer has gone: the process ends then, not at the grace period.
  await app.close();
  await logDestination.settled(logFlushMs);
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  await app.listen({ host, port });
} catch (error) {
  app.log.error(error);
  await logDestination.settled(logFlushMs);
  process.exit(1);
}
