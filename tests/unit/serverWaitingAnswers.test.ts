import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  WAITING_ANSWER_OVERHEAD,
  waitingAnswers,
  type WaitingResponse,
  type WaitingSocket,
} from '../../server/waitingAnswers.ts';

/** A connection that records whether it is read and whether it was destroyed. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  paused = false;
  pause() {
    this.paused = true;
    return this;
  }
  resume() {
    this.paused = false;
    return this;
  }
  isPaused() {
    return this.paused;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
}

/**
 * A request as Node hands it over: the first on an idle connection has the socket at once, each one after it waits
 * (no socket) until the answers before it have gone out.
 */
function exchangeOn(socket: FakeSocket, goesOutAtOnce: boolean) {
  const response = Object.assign(new EventEmitter(), { socket: goesOutAtOnce ? socket : null });
  const request = { socket: socket as unknown as WaitingSocket };
  return { request, response: response as unknown as WaitingResponse & EventEmitter };
}

const admitted = (waiting: ReturnType<typeof waitingAnswers>, exchange: ReturnType<typeof exchangeOn>) =>
  waiting.admit(exchange.request, exchange.response);

/** `count` pipelined requests on one connection: the first goes out at once, the rest wait behind it. */
function pipeline(waiting: ReturnType<typeof waitingAnswers>, socket: FakeSocket, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const exchange = exchangeOn(socket, index === 0);
    return { ...exchange, admission: waiting.admit(exchange.request, exchange.response) };
  });
}

describe('what the server holds for clients that do not read', () => {
  it('never counts a request whose answer goes out at once: a client that reads is always answered', () => {
    const waiting = waitingAnswers({ perConnection: 4, totalBytes: 0 });
    const socket = new FakeSocket();
    for (let index = 0; index < 100; index += 1) expect(admitted(waiting, exchangeOn(socket, true))).toBe('answer');
    expect(socket.paused).toBe(false);
    expect(waiting.heldBytes).toBe(0);
  });

  it('stops reading a connection at half its bound, refuses past the bound, and destroys it past twice the bound', () => {
    const waiting = waitingAnswers({ perConnection: 8 });
    const socket = new FakeSocket();
    const admissions = pipeline(waiting, socket, 17).map((exchange) => exchange.admission);
    expect(admissions).toEqual([...Array(8).fill('answer'), ...Array(8).fill('refuse'), 'drop']);
    expect(socket.destroyed).toBe(true);
  });

  it('reads the connection again once its client has taken the answers', () => {
    const waiting = waitingAnswers({ perConnection: 8 });
    const socket = new FakeSocket();
    const exchanges = pipeline(waiting, socket, 5);
    expect(socket.paused).toBe(true);
    // The answer going out and the first waiting one have been taken: two are left waiting behind a third.
    exchanges[1]!.response.emit('finish');
    exchanges[2]!.response.emit('finish');
    expect(socket.paused).toBe(false);
    expect(waiting.heldBytes).toBe(2 * WAITING_ANSWER_OVERHEAD);
  });

  it('counts each answer once, however it ends, and gives every byte back when the connection closes', () => {
    const waiting = waitingAnswers({ perConnection: 8 });
    const socket = new FakeSocket();
    const exchanges = pipeline(waiting, socket, 4);
    waiting.hold(exchanges[1]!.request, 10_000);
    exchanges[1]!.response.emit('finish');
    exchanges[1]!.response.emit('close');
    for (const { response } of exchanges) response.emit('close');
    expect(waiting.heldBytes).toBe(0);
  });

  it('refuses a waiting request on any connection once all of them together hold the budget, then drops that connection', () => {
    const waiting = waitingAnswers({ perConnection: 32, totalBytes: 100_000 });
    const reader = new FakeSocket();
    const flooder = new FakeSocket();
    const flood = pipeline(waiting, flooder, 3);
    waiting.hold(flood[1]!.request, 60_000);
    waiting.hold(flood[2]!.request, 60_000);
    // A connection with nothing going out is answered whatever the total: the health check and every reader.
    expect(admitted(waiting, exchangeOn(reader, true))).toBe('answer');
    // A pipelined request on another connection is refused once; the next one on it drops the connection.
    expect(pipeline(waiting, reader, 3).map((exchange) => exchange.admission)).toEqual(['answer', 'refuse', 'drop']);
    expect(reader.destroyed).toBe(true);
    expect(flooder.destroyed).toBe(false);
  });

  it('leaves the rest of a dropped connection’s read unparsed: its parser’s next request is an error', () => {
    const waiting = waitingAnswers({ perConnection: 2 });
    const socket = Object.assign(new FakeSocket(), { parser: { onIncoming: (): number => 0 } });
    const admissions = pipeline(waiting, socket, 5).map((exchange) => exchange.admission);
    expect(admissions).toEqual(['answer', 'answer', 'refuse', 'refuse', 'drop']);
    // Node's parser stops a read when the request it hands over is answered -1 (HPE_CB_HEADERS_COMPLETE).
    expect(socket.parser.onIncoming()).toBe(-1);
  });

  it('adds a body only to an answer that waits', () => {
    const waiting = waitingAnswers();
    const socket = new FakeSocket();
    const atOnce = exchangeOn(socket, true);
    admitted(waiting, atOnce);
    waiting.hold(atOnce.request, 50_000);
    expect(waiting.heldBytes).toBe(0);
  });
});
