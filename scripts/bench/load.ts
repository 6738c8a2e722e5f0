/**
 * Load: wrk (or autocannon where wrk is not installed) against the site's server, and against a bare `node:http`
 * server answering the same bytes in the same run, so the site's throughput is read as a share of what this
 * machine can do at all rather than as a number that moves with every machine.
 *
 * On two CPUs the load generator shares the machine with the server, and must cost far less than the server or it
 * measures itself. autocannon runs JavaScript in the bench's own process: loading the 384 result pages it took the
 * server to a third of the built page's rate, which wrk, in C, showed to be the same rate (the server waited on
 * autocannon, and answered in smaller batches that cost more each). wrk comes from Debian (`apt-get install wrk`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** The load generator this machine has: wrk when it is installed, else autocannon. */
export const loadGenerator: 'wrk' | 'autocannon' =
  spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined ? 'wrk' : 'autocannon';

export interface GeneratorResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  socketErrors: number;
  non2xx: number;
}

/** One run of the load generator, as it is: no warm-up, no watch of the machine (a background for another load). */
export function generateLoad(run: LoadRun): Promise<GeneratorResult> {
  return loadGenerator === 'wrk' ? wrkLoad(run) : autocannonLoad(run);
}

export async function load(run: LoadRun): Promise<LoadFigures> {
  const { label, serverPid, expect = 'success' } = run;
  const generate = generateLoad;
  // Unmeasured first: a fresh process spends its first thousands of requests compiling the hot path,
  // which would be counted against whichever load happens to come first.
  await generate({ ...run, seconds: warmUpSeconds });
  const machineWatch = watchMachine(serverPid);
  const result = await generate(run);
  const machine = machineWatch.stop();
  const cpuMicrosPerRequest =
    machine.serverCpuTicks !== undefined && result.requests
      ? Math.round((machine.serverCpuTicks * CLOCK_TICK_MICROS) / result.requests)
      : undefined;
  return {
    label,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    errors: result.socketErrors + (expect === 'success' ? result.non2xx : result.requests - result.non2xx),
    non2xx: result.non2xx,
    cpuMicrosPerRequest,
    machine,
  };
}

async function autocannonLoad({ origin, paths, seconds, connections }: LoadRun): Promise<GeneratorResult> {
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
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    socketErrors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** wrk's durations ("812.00us", "4.50ms", "1.02s") in milliseconds. */
export function wrkMilliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(match[1]) * scale * 100) / 100;
}

/** What `wrk --latency` printed, read line by line. */
export function parseWrkOutput(output: string): GeneratorResult {
  const lines = output.split('\n').map((line) => line.trim());
  const first = (pattern: RegExp) => {
    for (const line of lines) {
      const match = pattern.exec(line);
      if (match) return match;
    }
    return null;
  };
  const socketErrors = first(/^Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)$/);
  return {
    requestsPerSecond: Number(first(/^Requests\/sec: +([\d.]+)$/)?.[1] ?? 0),
    p50Ms: wrkMilliseconds(first(/^50% +(\S+)$/)?.[1] ?? ''),
    p99Ms: wrkMilliseconds(first(/^99% +(\S+)$/)?.[1] ?? ''),
    requests: Number(first(/^(\d+) requests in /)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(first(/^Non-2xx or 3xx responses: (\d+)$/)?.[1] ?? 0),
  };
}

/** One wrk thread (the server has one) for `seconds`, its requests made by the Lua `script`; wrk's parsed summary. */
export async function runWrk(
  origin: string,
  connections: number,
  seconds: number,
  script: string,
): Promise<GeneratorResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'dyc-wrk-'));
  const scriptFile = path.join(folder, 'load.lua');
  writeFileSync(scriptFile, script);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', scriptFile, origin], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve(printed) : reject(new Error(`wrk exited with ${code}`))));
    });
    return parseWrkOutput(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A wrk Lua script that GETs the paths in turn, as a browser asks (br, gzip). */
export function pathsInTurnLua(paths: readonly string[]): string {
  return [
    `local paths = { ${paths.map((requestPath) => JSON.stringify(requestPath)).join(', ')} }`,
    'local next = 0',
    'request = function()',
    '  next = next % #paths + 1',
    '  return wrk.format("GET", paths[next], { ["Accept-Encoding"] = "br, gzip" })',
    'end',
    '',
  ].join('\n');
}

function wrkLoad({ origin, paths, seconds, connections }: LoadRun): Promise<GeneratorResult> {
  return runWrk(origin, connections, seconds, pathsInTurnLua(paths));
}

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
