import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import type { RunningServer } from '../../../scripts/lib/productionServer.ts';

export { freePort, startServer, type RunningServer } from '../../../scripts/lib/productionServer.ts';

export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

export function rawGet(urlPath: string): string {
  return `GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  bodyBytes: number;
}

export function parseRawResponse(data: Buffer): RawResponse {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`incomplete response (${data.length} bytes)`);
  const [statusLine, ...headerLines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, bodyBytes: data.length - end - 4 };
}

/** Reads a socket to its end. */
export function readAll(socket: net.Socket): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('end', () => resolve(Buffer.concat(chunks)));
    socket.once('error', reject);
  });
}

/** The server process's resident memory, in bytes (Linux). */
export function residentBytes(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
}

/**
 * Waits until the start-up fill has put every result page in memory: its memory and CPU are the server's ordinary
 * start, not what a test's load costs.
 */
export async function resultPagesFilled(server: RunningServer, timeoutMs = 400_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
      resultPages: { ready: number; of: number };
    };
    if (health.resultPages.ready === health.resultPages.of) return;
    if (Date.now() > deadline) throw new Error('the result pages were not all in memory in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A connection that writes `count` pipelined copies of `request` at once and never reads an answer. `closed` turns
 * true once the server has cut it off.
 */
export function floodWithoutReading(port: number, request: string, count: number) {
  const socket = net.connect({ host: '127.0.0.1', port });
  const flood = { socket, closed: false, bytes: Buffer.byteLength(request) * count };
  socket.on('connect', () => {
    socket.pause();
    socket.write(request.repeat(count));
  });
  socket.on('error', () => (flood.closed = true));
  socket.on('close', () => (flood.closed = true));
  return flood;
}

export async function healthz(port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
  return response.json();
}

/**
 * A copy of the build (linked, not copied) with one extra file far larger than any socket buffer, so a
 * client that stops reading really holds its response in flight. Served with DYC_DIST_DIR.
 */
export function distWithLargeFile(bytes: number): { distDir: string; url: string; size: number; remove(): void } {
  const distDir = mkdtempSync(path.join(tmpdir(), 'dyc-dist-'));
  const realDist = path.resolve('dist');
  mkdirSync(path.join(distDir, 'client'));
  for (const entry of readdirSync(path.join(realDist, 'client'))) {
    symlinkSync(path.join(realDist, 'client', entry), path.join(distDir, 'client', entry));
  }
  symlinkSync(path.join(realDist, 'server'), path.join(distDir, 'server'));
  symlinkSync(path.join(realDist, '_headers.json'), path.join(distDir, '_headers.json'));
  writeFileSync(path.join(distDir, 'client', 'large-test-file.bin'), Buffer.alloc(bytes, 7));
  return {
    distDir,
    url: '/large-test-file.bin',
    size: bytes,
    remove: () => rmSync(distDir, { recursive: true, force: true }),
  };
}
