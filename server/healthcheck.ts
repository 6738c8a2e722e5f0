/**
 * The container's health check (the Dockerfile's HEALTHCHECK runs `node server/healthcheck.ts`). It asks
 * `/healthz`; after three failures in a row it ends the server, so that the container stops and its restart
 * policy starts a fresh one: Docker itself only marks a container unhealthy, and restarts it only when it exits.
 *
 * In the image the server is the one child of tini (PID 1, which passes signals on and exits with its child), so
 * SIGKILL reaches it even when its event loop is stuck and a SIGTERM handler would never run. Anywhere else (PID 1
 * is not tini with the server as its child) the check only reports: it never signals a process it cannot name.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface HealthCheckOptions {
  url: string;
  /** Time /healthz has to answer: shorter than the HEALTHCHECK's own timeout, so every failure is counted. */
  timeoutMs?: number;
  /** Failures in a row that end the server. */
  limit?: number;
  /** Where the failures in a row are counted between runs (each run is a process of its own). */
  failuresFile?: string;
  /** The server's process id, or undefined when it cannot be named for sure. */
  serverPid?: () => number | undefined;
  kill?: (pid: number) => void;
}

export type HealthVerdict = 'healthy' | 'unhealthy' | 'ended';

const readCount = (file: string) => {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10) || 0;
  } catch {
    return 0;
  }
};

/** The server in the image: tini is PID 1, and its one child runs server/main.ts. */
export function containerServerPid(proc = '/proc'): number | undefined {
  try {
    if (readFileSync(`${proc}/1/comm`, 'utf8').trim() !== 'tini') return undefined;
    const children = readFileSync(`${proc}/1/task/1/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    if (children.length !== 1) return undefined;
    const pid = Number(children[0]);
    const command = readFileSync(`${proc}/${pid}/cmdline`, 'utf8').split('\0');
    return command.includes('server/main.ts') ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function checkHealth({
  url,
  timeoutMs = 3_000,
  limit = 3,
  failuresFile = '/tmp/dyc-healthcheck-failures',
  serverPid = containerServerPid,
  kill = (pid) => process.kill(pid, 'SIGKILL'),
}: HealthCheckOptions): Promise<HealthVerdict> {
  let healthy = false;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    healthy = response.ok;
    await response.body?.cancel();
  } catch {
    // Refused, reset or too slow: a failure like any other.
  }
  if (healthy) {
    rmSync(failuresFile, { force: true });
    return 'healthy';
  }
  const failures = readCount(failuresFile) + 1;
  if (failures < limit) {
    writeFileSync(failuresFile, String(failures));
    return 'unhealthy';
  }
  rmSync(failuresFile, { force: true });
  const pid = serverPid();
  if (pid === undefined) return 'unhealthy';
  kill(pid);
  return 'ended';
}

if (import.meta.main) {
  const verdict = await checkHealth({ url: `http://127.0.0.1:${process.env.PORT ?? 4321}/healthz` });
  process.exit(verdict === 'healthy' ? 0 : 1);
}
