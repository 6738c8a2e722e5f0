/**
 * Closes a connection on which nothing has moved for a while: no byte read from the client, no byte of an answer
 * taken by it. Mostly that is a client that stopped reading what it asked for: it would otherwise hold a socket,
 * and the answers queued on it, for good. (A client that connects and says nothing meets Node's headers timeout
 * first; idle time between requests is Node's keep-alive timeout's.)
 *
 * Node's own inactivity timeout (`server.setTimeout`) does the same with a timer per socket, created anew on every
 * request of a kept-alive connection: at tens of thousands of small answers a second that timer cost the server
 * about 4 % of its throughput. Here every open connection is looked at once per sweep instead, as Node checks its
 * header and request timeouts. A connection is closed between `inactiveMs` and `inactiveMs` plus one sweep after
 * its last movement.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** What a sweep reads of a socket. */
export type WatchedSocket = Pick<Socket, 'bytesRead' | 'bytesWritten' | 'writableLength' | 'destroy'> & {
  once(event: 'close', listener: () => void): unknown;
};

interface Movement {
  /** Bytes read, plus bytes of answers the client has taken, at the last sweep that saw them change. */
  moved: number;
  since: number;
}

/**
 * Bytes that left for the client: `bytesWritten` counts what was handed to the socket, `writableLength` what of it
 * still waits for the client to take it.
 */
const movedBytes = (socket: WatchedSocket) =>
  // Node's bytesWritten getter answers undefined once the socket's buffer is gone (destroyed).
  socket.bytesRead + (socket.bytesWritten ?? 0) - socket.writableLength;

/**
 * How often a timeout is checked: a quarter of it, within 0.1 to 5 s. Used here and for Node's own header and
 * request timeout checks (server/createServer.ts).
 */
export const checkIntervalFor = (timeoutMs: number) => Math.min(5_000, Math.max(100, Math.floor(timeoutMs / 4)));

export interface InactiveConnectionsOptions {
  inactiveMs: number;
  now?: () => number;
}

/** The connections being watched; `sweep` closes the inactive ones. */
export function inactiveConnectionWatch({ inactiveMs, now = Date.now }: InactiveConnectionsOptions) {
  const watched = new Map<WatchedSocket, Movement>();
  return {
    add(socket: WatchedSocket): void {
      watched.set(socket, { moved: movedBytes(socket), since: now() });
      socket.once('close', () => watched.delete(socket));
    },
    sweep(): void {
      const time = now();
      for (const [socket, movement] of watched) {
        const moved = movedBytes(socket);
        if (moved !== movement.moved) {
          movement.moved = moved;
          movement.since = time;
        } else if (time - movement.since >= inactiveMs) {
          watched.delete(socket);
          socket.destroy();
        }
      }
    },
    get size(): number {
      return watched.size;
    },
  };
}

/** Watches every connection of `server` from now until it closes. */
export function closeInactiveConnections(server: Server, inactiveMs: number): void {
  const watch = inactiveConnectionWatch({ inactiveMs });
  const sweeps = setInterval(() => watch.sweep(), checkIntervalFor(inactiveMs));
  // The sweep alone never keeps a process alive.
  sweeps.unref();
  server.on('connection', (socket: Socket) => watch.add(socket));
  server.once('close', () => clearInterval(sweeps));
}
