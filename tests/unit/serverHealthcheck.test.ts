import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHealth, containerServerPid } from '../../server/healthcheck.ts';

const folders: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'dyc-health-'));
  folders.push(folder);
  return folder;
}

/** A /healthz that answers `status`, on a port of its own. */
async function healthz(status: number): Promise<string> {
  const server = createServer((_request, response) => response.writeHead(status).end('{}'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/healthz`;
}

describe('the container health check', () => {
  it('ends the server after three failures in a row, and a success in between starts the count again', async () => {
    const failuresFile = path.join(scratch(), 'failures');
    const killed: number[] = [];
    const down = await healthz(503);
    const up = await healthz(200);
    const check = (url: string) =>
      checkHealth({ url, failuresFile, serverPid: () => 4242, kill: (pid) => killed.push(pid) });
    expect(await check(down)).toBe('unhealthy');
    expect(await check(down)).toBe('unhealthy');
    expect(await check(up)).toBe('healthy');
    expect(existsSync(failuresFile)).toBe(false);
    expect(await check(down)).toBe('unhealthy');
    expect(await check(down)).toBe('unhealthy');
    expect(killed).toEqual([]);
    expect(await check(down)).toBe('ended');
    expect(killed).toEqual([4242]);
  });

  it('counts a server that does not answer in time, or at all, as a failure', async () => {
    const failuresFile = path.join(scratch(), 'failures');
    const silent = createServer(() => {});
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const options = { failuresFile, timeoutMs: 200, limit: 2, serverPid: () => undefined };
    expect(await checkHealth({ ...options, url: `http://127.0.0.1:${port}/healthz` })).toBe('unhealthy');
    // Nothing it can name for sure: it reports, and signals nobody.
    expect(await checkHealth({ ...options, url: 'http://127.0.0.1:1/healthz' })).toBe('unhealthy');
  });

  it('kills a server whose event loop is stuck, where a SIGTERM handler would never run', async () => {
    const stuck = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); for (;;) {}"], { stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      stuck.once('exit', (_code, signal) => resolve(signal)),
    );
    const verdict = await checkHealth({
      url: 'http://127.0.0.1:1/healthz',
      limit: 1,
      failuresFile: path.join(scratch(), 'failures'),
      serverPid: () => stuck.pid,
    });
    expect(verdict).toBe('ended');
    expect(await exited).toBe('SIGKILL');
  });

  it('names the server only as tini’s one child running server/main.ts', () => {
    const proc = scratch();
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(proc, file)), { recursive: true });
      writeFileSync(path.join(proc, file), text);
    };
    write('1/comm', 'tini\n');
    write('1/task/1/children', '7 ');
    write('7/cmdline', 'node\0server/main.ts\0');
    expect(containerServerPid(proc)).toBe(7);
    write('1/task/1/children', '7 9 ');
    expect(containerServerPid(proc)).toBeUndefined();
    write('1/task/1/children', '7 ');
    write('7/cmdline', 'node\0something-else.js\0');
    expect(containerServerPid(proc)).toBeUndefined();
    // Outside the image PID 1 is an init system: its children are every service on the machine.
    write('1/comm', 'systemd\n');
    write('7/cmdline', 'node\0server/main.ts\0');
    expect(containerServerPid(proc)).toBeUndefined();
  });
});
