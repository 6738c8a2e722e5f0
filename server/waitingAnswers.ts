/**
 * One bound on what the server holds for clients that do not read their answers, for both ways in (answers from
 * memory and the Fastify routes): per connection and in total.
 *
 * Node reads a connection while its answers wait and dispatches every request it parses: a client that pipelines
 * requests and reads nothing would be answered, and its answers held, without end (150 such connections once took
 * 1.2 GB). An answer waits when another is still going out ahead of it on the same connection; only those are
 * counted, so a client that asks and reads, one request at a time, never meets any of this and costs nothing here.
 *
 * - At half the per-connection bound the connection is no longer read: nothing more comes in until the client has
 *   taken answers (Node reads it again once an answer has gone out).
 * - Past the bound, or once the answers waiting on all connections hold more than the total budget, a request is
 *   refused with a 503 that closes the connection: it is answered in order, after those before it.
 * - Node parses a whole read (up to 64 KiB, some 1,600 small requests) before any pause takes effect. Past twice
 *   the bound, or past one refusal while over the budget, the connection is destroyed and the rest of that read is
 *   left unparsed: everything queued for the client is let go at once.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Requests one connection may have waiting for their answers, the one going out included. */
export const MAX_WAITING_PER_CONNECTION = 32;
/** Bytes the waiting answers of every connection may hold together. */
export const MAX_WAITING_BYTES = 64 * 1024 * 1024;
/**
 * What a waiting answer holds besides its own body, counted generously: Node's request and response objects, the
 * parsed header list and the written header block (a few kilobytes for a page from memory, whose body is shared).
 */
export const WAITING_ANSWER_OVERHEAD = 4 * 1024;

/** answer: as usual; refuse: a 503 that closes the connection; drop: the connection is gone, answer nothing. */
export type Admission = 'answer' | 'refuse' | 'drop';

/** The parts of a socket this reads and acts on. */
export type WaitingSocket = Pick<Socket, 'destroyed' | 'pause' | 'resume' | 'isPaused' | 'destroy' | 'setMaxListeners'>;

interface Connection {
  /** Answers waiting behind the one going out. */
  queued: number;
  /** The connection has been answered a 503 that closes it. */
  refused: boolean;
}

interface Waiting {
  connection: Connection;
  socket: WaitingSocket;
  bytes: number;
  settled: boolean;
}

export interface WaitingLimits {
  perConnection?: number;
  totalBytes?: number;
}

/** The parts of a request and its response, as Node hands them to the server's request listener, this reads. */
export type WaitingRequest = { socket: WaitingSocket | null };
export type WaitingResponse = Pick<ServerResponse, 'socket' | 'once'>;

/** Node's parser for a connection: it calls `onIncoming` for each request whose headers it has read. */
interface ParsingSocket {
  parser?: { onIncoming: ((...args: never[]) => unknown) | null } | null;
}

/**
 * Destroys a connection the server gives up on, and the rest of what it sent with it. Node parses a whole read (up to
 * 64 KiB: some 1,600 small requests) before a destroy takes effect, building a request and a response for each
 * and then aborting each with an Error as the connection closes: 150 connections flooding at once cost 4 s of CPU,
 * /healthz waiting behind it. The parser's next request is answered as a parse error instead (its `onIncoming`
 * returning -1 ends the read there, and Node reports a client error on a socket already destroyed). Node sets
 * `onIncoming` afresh for each connection; should a release not have it, the read is parsed whole, as before.
 */
function drop(socket: WaitingSocket): void {
  const { parser } = socket as ParsingSocket;
  if (parser && typeof parser.onIncoming === 'function') parser.onIncoming = () => -1;
  socket.destroy();
}

export function waitingAnswers({
  perConnection = MAX_WAITING_PER_CONNECTION,
  totalBytes = MAX_WAITING_BYTES,
}: WaitingLimits = {}) {
  const connections = new WeakMap<WaitingSocket, Connection>();
  const waitingByRequest = new WeakMap<object, Waiting>();
  let heldBytes = 0;

  function settle(waiting: Waiting): void {
    if (waiting.settled) return;
    waiting.settled = true;
    const { connection, socket } = waiting;
    connection.queued -= 1;
    heldBytes -= waiting.bytes;
    if (connection.queued + 1 < perConnection / 2 && socket.isPaused() && !socket.destroyed) socket.resume();
  }

  return {
    /**
     * Called for every request before anything else reads it. An answer that will go out at once (nothing ahead
     * of it on its connection) is always let through: /healthz and every reader who reads keep being answered.
     */
    admit(request: WaitingRequest, response: WaitingResponse): Admission {
      // Node hands a response its socket at once when nothing is going out ahead of it.
      if (response.socket) return 'answer';
      const socket = request.socket;
      if (!socket || socket.destroyed) return 'drop';
      let connection = connections.get(socket);
      if (!connection) {
        connection = { queued: 0, refused: false };
        connections.set(socket, connection);
        // Astro listens for the socket's close once per request it renders: a connection may hold as many as it may
        // have waiting, which is no leak. Node warns past 10.
        socket.setMaxListeners(2 * perConnection + 10);
      }
      connection.queued += 1;
      const waiting: Waiting = { connection, socket, bytes: WAITING_ANSWER_OVERHEAD, settled: false };
      heldBytes += waiting.bytes;
      waitingByRequest.set(request, waiting);
      const done = () => settle(waiting);
      response.once('finish', done);
      response.once('close', done);

      const waitingHere = connection.queued + 1;
      const overBudget = heldBytes > totalBytes;
      if (waitingHere > 2 * perConnection || (overBudget && connection.refused)) {
        drop(socket);
        return 'drop';
      }
      // Node also reads a paused connection again once an answer has gone out: the client is reading.
      if ((waitingHere >= perConnection / 2 || overBudget) && !socket.isPaused()) socket.pause();
      if (waitingHere > perConnection || overBudget) {
        connection.refused = true;
        return 'refuse';
      }
      return 'answer';
    },

    /** An answer's body, once known, counts toward the total while it waits (nothing for one that goes out at once). */
    hold(request: object, bodyBytes: number): void {
      const waiting = waitingByRequest.get(request);
      if (!waiting || waiting.settled) return;
      waiting.bytes += bodyBytes;
      heldBytes += bodyBytes;
    },

    /** Bytes the waiting answers hold now, on every connection. */
    get heldBytes(): number {
      return heldBytes;
    },
  };
}

export type WaitingAnswers = ReturnType<typeof waitingAnswers>;
