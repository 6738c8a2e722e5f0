/**
 * The production server (`node server/main.ts` on the real build) on a free port of its own: one
 * start-up for the bench and the end-to-end tests that must stop it, starve it or cut its connections.
 *
 * Runs under Node 24 directly (type stripping) and under Playwright's loader: erasable TypeScript only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  process: ChildProcess;
  port: number;
  origin: string;
  /** Every JSON log line the server has written so far. */
  logs: Record<string, unknown>[];
  /** What the process has written to standard error so far (Node's own warnings land there). */
  stderr(): string;
  exited: Promise<number | null>;
  /** Ends the process at once (SIGKILL) unless it has already exited. */
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** A port the system has just handed out and released, so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /**
   * 'keep' (the default) parses every log line into `logs`, for tests that read them. 'discard' sends standard
   * output where a production log goes when nobody reads it here (/dev/null), so a load test measures the
   * server writing its access log, not this process parsing it.
   */
  logs?: 'keep' | 'discard';
}

/** Starts the server with the given environment on top of this one's and waits until /healthz answers. */
export async function startServer(
  env: Record<string, string> = {},
  { logs: logHandling = 'keep' }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', logHandling === 'keep' ? 'pipe' : 'ignore', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  let buffered = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before listening: ${stderr}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok)
        return { process: child, port, origin, logs, stderr: () => stderr, exited, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`server did not answer /healthz on ${origin}: ${stderr}`);
}

/**
 * The server with its stores' data (DYC_DATA_DIR) in a temporary folder of its own, never the checkout's data/:
 * what it joins and counts is gone when it stops. `prefix` names the folder, for whoever finds one left behind.
 */
export async function startServerWithOwnData(
  prefix: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let started: RunningServer;
  try {
    started = await startServer({ ...env, DYC_DATA_DIR: dataDir }, options);
  } catch (error) {
    removeData();
    throw error;
  }
  return {
    ...started,
    stop: async () => {
      await started.stop();
      removeData();
    },
  };
}
