/**
 * A connection answered before its request body has all arrived (a 413, a 405 to a POST, a refusal while closing)
 * is closed the way nginx's `lingering_close` does it: the answer, then this side's FIN, then whatever the client
 * was still sending is read and thrown away until it stops (its own FIN) or a short bound passes.
 *
 * Node's own close (`socket.destroySoon`) releases the socket as soon as the answer is flushed. Bytes of the body
 * still unread in the kernel then make it send a reset instead of a FIN, and a reset that reaches the client before
 * it has read the answer discards it: a browser uploading a form that is too large would see "connection reset"
 * instead of the 413 page.
 */
import type { Socket } from 'node:net';

/** How long, at most, a closing connection's unread body is drained (nginx's lingering_time is 30 s; this is an answer's worth). */
export const LINGER_MS = 2_000;

const lingering = new WeakSet<Socket>();

/**
 * Makes the close Node will do after the answer a lingering one. The body keeps flowing into Node's HTTP parser,
 * which discards it (the request is dumped once answered); the socket ends at the client's FIN or after `lingerMs`.
 */
export function lingerBeforeClose(socket: Socket | null | undefined, lingerMs = LINGER_MS): void {
  if (!socket || socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function closeAfterClientStops(this: Socket) {
    if (this.writable) this.end();
    const release = () => {
      clearTimeout(bound);
      this.destroy();
    };
    const bound = setTimeout(release, lingerMs);
    bound.unref();
    this.once('end', release);
    this.once('close', () => clearTimeout(bound));
  };
}
