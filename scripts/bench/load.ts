/**
 * Load: autocannon against the site's server, and against a bare `node:http` server answering a
 * body of the same size in the same run, so the site's throughput is read as a share of what this
 * machine can do at all rather than as a number that moves with every machine.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CLOCK_TICK_MICROS, watchMachine, type MachineDuringLoad } from './machine.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '4xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors + timeouts + answers other than the expected kind (2xx, or 4xx for refused requests). */
  errors: number;
  /** Answers that were not 2xx (for refused requests: the expected kind). */
  non2xx: number;
  /**
   * CPU time the server process spent per request, in microseconds, when its pid is known. Unlike
   * req/s it hardly moves when other work shares the machine: the cost of one answer, not the share
   * of the CPU the server happened to get.
   */
  cpuMicrosPerRequest?: number;
  /** What the machine did meanwhile: steal, CPU wait, other processes, the load generator's own stalls. */
  machine?: MachineDuringLoad;
}

const warmUpSeconds = 1;

export interface LoadRun {
  label: string;
  origin: string;
  /** Requested in turn, one per request. */
  paths: string[];
  seconds: number;
  connections: number;
  /** The server's process, for its CPU time per request. */
  serverPid?: number;
  /** What every answer should be: a success, or (for requests the server must refuse) a 4xx. */
  expect?: 'success' | 'client-error';
}

export async function load({
  label,
  origin,
  paths,
  seconds,
  connections,
  serverPid,
  expect = 'success',
}: LoadRun): Promise<LoadFigures> {
  const moduleName = 'autocannon'; // untyped package: imported by name, typed here
  const autocannon = ((await import(moduleName)) as { default: Autocannon }).default;
  const options = {
    url: origin,
    connections,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  };
  // Unmeasured first: a fresh process spends its first thousands of requests compiling the hot path,
  // which would be counted against whichever load happens to come first.
  await autocannon({ ...options, duration: warmUpSeconds });
  const machineWatch = watchMachine(serverPid);
  const result = await autocannon({ ...options, duration: seconds });
  const machine = machineWatch.stop();
  const cpuMicrosPerRequest =
    machine.serverCpuTicks !== undefined && result.requests.total
      ? Math.round((machine.serverCpuTicks * CLOCK_TICK_MICROS) / result.requests.total)
      : undefined;
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors:
      result.errors + result.timeouts + (expect === 'success' ? result.non2xx : result.requests.total - result['4xx']),
    non2xx: result.non2xx,
    cpuMicrosPerRequest,
    machine,
  };
}

/**
 * The round with the median throughput, reported whole (its latency and errors with it), and the errors of every
 * round: an error in any round is an error.
 */
export function medianLoad(rounds: LoadFigures[]): LoadFigures {
  if (rounds.length === 0) throw new Error('no load rounds to take a median of');
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    ...median,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
  };
}

/** An answer the bare server repeats: its header list (name, value, ...) and body. */
export interface BareAnswer {
  headers: string[];
  body: Buffer;
}

/**
 * The machine's ceiling: a bare node:http server, in a process of its own like the site's, answering every request
 * with the same bytes as the file it is compared with (`answer`: its headers and body, as the site sent them). On
 * two cores the load generator shares the machine and reads every header line: a bare answer with 4 headers
 * against the site's 17 measured the generator's parsing, and left the site's server idle half the time.
 */
export async function startBareServer(
  answer: BareAnswer,
): Promise<{ origin: string; pid: number; close(): Promise<void> }> {
  const source = `
    const headers = ${JSON.stringify(answer.headers)};
    const body = Buffer.from(${JSON.stringify(answer.body.toString('base64'))}, 'base64');
    const server = require('node:http').createServer((request, response) => {
      response.writeHead(200, headers);
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
    pid: child.pid!,
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
