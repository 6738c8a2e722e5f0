import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyMiddie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import compression from 'compression';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { declaresTooLargeBody } from './bodyLimits.ts';
import {
  baselineSecurityHeaders,
  cacheControlFor,
  cacheRules,
  policyForHtmlFile,
  readPagePolicies,
  resourcePolicy,
  withHeaderOnlyDirectives,
} from './headers.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface ServerOptions {
  /** The Astro build folder (holds client/, server/ and _headers.json). */
  distDir: URL;
  /** Log level for the JSON request log; "silent" in tests. */
  logLevel?: string;
  /** A client must finish sending its request headers within this time (slow-loris guard). */
  headersTimeoutMs?: number;
  /** A client must finish sending its whole request within this time. */
  requestTimeoutMs?: number;
}

export const defaultTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 15_000 } as const;

/**
 * `DYC_HEADERS_TIMEOUT_MS` and `DYC_REQUEST_TIMEOUT_MS` (positive integers, milliseconds) override the
 * defaults; anything else stops the server at start with a message naming the variable.
 */
export function timeoutsFromEnv(
  env: Record<string, string | undefined>,
): Required<Pick<ServerOptions, 'headersTimeoutMs' | 'requestTimeoutMs'>> {
  const read = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds`);
    return value;
  };
  const headersTimeoutMs = read('DYC_HEADERS_TIMEOUT_MS', defaultTimeouts.headersTimeoutMs);
  const requestTimeoutMs = read('DYC_REQUEST_TIMEOUT_MS', Math.max(defaultTimeouts.requestTimeoutMs, headersTimeoutMs));
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error('DYC_REQUEST_TIMEOUT_MS must not be shorter than DYC_HEADERS_TIMEOUT_MS');
  }
  return { headersTimeoutMs, requestTimeoutMs };
}

/** Astro's request handler in middleware mode, loaded from the build. */
async function loadAstroHandler(distDir: URL): Promise<NodeHandler> {
  const entry = (await import(new URL('server/entry.mjs', distDir).href)) as { handler: NodeHandler };
  return entry.handler;
}

/**
 * Astro sets its own `content-security-policy` on pages it renders on demand; add the header-only
 * directives to it the moment the headers are written.
 */
function completeAstroPolicy(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null) as
      Record<string, string | string[]> | undefined;
    const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy');
    if (headers && key) headers[key] = withHeaderOnlyDirectives(String(headers[key]));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

export async function createServer({
  distDir,
  logLevel = 'info',
  headersTimeoutMs = defaultTimeouts.headersTimeoutMs,
  requestTimeoutMs = defaultTimeouts.requestTimeoutMs,
}: ServerOptions): Promise<FastifyInstance> {
  const clientDir = fileURLToPath(new URL('client/', distDir));
  const pagePolicies = readPagePolicies(new URL('_headers.json', distDir));
  const astroHandler = await loadAstroHandler(distDir);
  // Dynamic answers (the quiz API, on-demand pages) are compressed as they stream; files were
  // compressed at build time and already carry their Content-Encoding, which this leaves alone.
  const compressDynamic = compression({ threshold: 256 });

  const app = Fastify({
    logger: { level: logLevel },
    // Fastify's own two lines per request are replaced by the single line logged below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
    // Slow or stalled clients are cut off instead of holding a socket open. Node enforces the header
    // and request timeouts on a timer (30 s by default): check often enough for the timeouts to hold.
    requestTimeout: requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(headersTimeoutMs / 4))) },
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    trustProxy: true,
  });
  app.server.headersTimeout = headersTimeoutMs;

  // Security headers go on the raw response first, so they survive whoever writes it:
  // Fastify, the static file plugin or Astro.
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(baselineSecurityHeaders)) reply.raw.setHeader(name, value);
    reply.raw.setHeader('Content-Security-Policy', resourcePolicy);
    reply.raw.removeHeader('X-Powered-By');
    (request as unknown as { startedAt: bigint }).startedAt = process.hrtime.bigint();
  });

  // One line per request, in the JSON format log collectors read.
  app.addHook('onResponse', async (request, reply) => {
    const startedAt = (request as unknown as { startedAt?: bigint }).startedAt ?? process.hrtime.bigint();
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Number(process.hrtime.bigint() - startedAt) / 1e6,
        bytes: Number(reply.getHeader('content-length') ?? 0) || undefined,
        ua: request.headers['user-agent'],
      },
      'request',
    );
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', cacheRules.none);
    return { status: 'ok' };
  });

  await app.register(fastifyMiddie);
  // Astro answers the routes it renders on demand and calls next() for everything else.
  app.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (declaresTooLargeBody(req.url ?? '/', req.headers['content-length'])) {
      res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheRules.none });
      res.end(JSON.stringify({ error: 'Request body too large' }));
      return;
    }
    completeAstroPolicy(res);
    compressDynamic(req as never, res as never, () => astroHandler(req, res, next));
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    redirect: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      // A precompressed twin ("about/index.html.br") carries the headers of its original.
      const relative = path
        .relative(clientDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControlFor(`/${relative}`));
      reply.header('Vary', 'Accept-Encoding');
      if (relative.endsWith('.html')) {
        const policy = policyForHtmlFile(pagePolicies, relative);
        if (policy) reply.raw.setHeader('Content-Security-Policy', policy);
      }
    },
  });

  // A path that is neither a file nor an Astro route gets the site's own 404 page, with status 404.
  app.setNotFoundHandler(async (_request, reply) => {
    const policy = policyForHtmlFile(pagePolicies, '404.html');
    if (policy) reply.raw.setHeader('Content-Security-Policy', policy);
    reply.header('Cache-Control', cacheRules.none);
    return reply.code(404).sendFile('404.html');
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    reply.header('Cache-Control', cacheRules.none);
    return reply.code(status).send({ error: status === 500 ? 'Internal server error' : error.message });
  });

  return app;
}
