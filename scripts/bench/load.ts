/**
 * Load: autocannon against the site's server, and against a bare `node:http` server answering a
 * body of the same size in the same run, so the site's throughput is read as a share of what this
 * machine can do at all rather than as a number that moves with every machine.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors + timeouts + answers that were not 2xx. */
  errors: number;
  non2xx: number;
}

export async function load(
  label: string,
  origin: string,
  paths: string[],
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  const moduleName = 'autocannon'; // untyped package: imported by name, typed here
  const autocannon = ((await import(moduleName)) as { default: Autocannon }).default;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
  };
}

/**
 * The machine's ceiling: a bare node:http server, in a process of its own like the site's, answering
 * `bodyBytes` bytes to every request.
 */
export async function startBareServer(bodyBytes: number): Promise<{ origin: string; close(): Promise<void> }> {
  const source = `
    const body = Buffer.alloc(${bodyBytes}, 'a');
    const server = require('node:http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssBytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
