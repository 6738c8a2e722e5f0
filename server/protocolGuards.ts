/**
 * What Node's HTTP server handles before any route, answered the site's way: a request its parser cannot read, an
 * Expect it does not know, CONNECT, `Expect: 100-continue`, and a request line naming another HTTP version. Each
 * answer carries the security headers and the JSON error shape of every other refusal, nothing of the request, and
 * closes the connection. Node would otherwise answer some of these bare (400 and 417 without a header of ours),
 * close others silently (CONNECT), say `100 Continue` to a body the route refuses, and serve `GET / HTTP/2.0`.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { baselineSecurityHeaders, cacheRules, errorJson, jsonType, resourcePolicy } from './headers.ts';
import { prepareRefusal, type PreparedRefusal } from './memoryAnswer.ts';
import { checkMethod, onDemandRouteFor, pathOf } from './requestPolicy.ts';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Node's HTTP parser codes for requests it cannot read, and the status each one gets. */
function statusForParserError(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * An error answer written straight to the socket, for what Node handles before any route (a request it cannot
 * parse, CONNECT): the security headers, the JSON error shape, then the connection closes.
 */
function answerOnSocket(socket: Socket, status: number, allowed: readonly string[] = []): void {
  const body = errorJson(status, allowed);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(baselineSecurityHeaders).map(([name, value]) => `${name}: ${value}`),
    `Content-Security-Policy: ${resourcePolicy}`,
    `Cache-Control: ${cacheRules.none}`,
    `Content-Type: ${jsonType}`,
    ...(allowed.length > 0 ? [`Allow: ${allowed.join(', ')}`] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * A request Node's parser rejects (unknown method, oversized or malformed headers, a header timeout) never reaches
 * a route: it is answered here, on the socket (Fastify's `clientErrorHandler`).
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, statusForParserError(error.code));
}

const closing = { Connection: 'close' } as const;
const refusalOf = (status: number) =>
  prepareRefusal(status, { 'Content-Type': jsonType, ...closing }, Buffer.from(errorJson(status)));

/** Past what a connection, or all of them, may have waiting (server/waitingAnswers.ts). */
export const overloadedRefusal: PreparedRefusal = refusalOf(503);
/**
 * The server speaks HTTP/1.x on this socket; HTTP/2 would begin with its own preface, never a request line. A request
 * line naming another version is the client's error (400), not one of the server's: no request gets a 5xx for what it
 * carries.
 */
export const versionRefusal: PreparedRefusal = refusalOf(400);
const expectationRefusal: PreparedRefusal = refusalOf(417);

/** The refusal for a request line naming an HTTP version other than 1.x, or undefined for 1.0 and 1.1. */
export function refusalForVersion(request: Pick<IncomingMessage, 'httpVersionMajor'>): PreparedRefusal | undefined {
  return request.httpVersionMajor === 1 ? undefined : versionRefusal;
}

/**
 * Whether a request that says `Expect: 100-continue` would have its body read: its route takes the method with a
 * body, and the length it declares is within the route's limit. Any other is answered at once (405, 413, ...), and
 * the client never sends a body it was told to hold back.
 */
export function wouldReadBody(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const route = onDemandRouteFor(pathOf(request.url ?? '/'));
  if (!route?.bodyLimit || !route.methods.includes(request.method ?? '')) return false;
  const declared = request.headers['content-length'];
  return declared === undefined || Number(declared) <= route.bodyLimit;
}

/**
 * Installs the answers Node would give itself: `handle` is the server's one way in, which a request that asked
 * whether to send its body goes through too (with `100 Continue` first only when the body would be read).
 */
export function guardProtocol(
  server: Server,
  handle: RequestListener,
  send: (request: IncomingMessage, response: ServerResponse, refusal: PreparedRefusal) => void,
): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (wouldReadBody(request)) response.writeContinue();
    handle(request, response);
  });
  // Any other expectation: 417, as Node would, but with the site's headers.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
    send(request, response, expectationRefusal),
  );
  // Node closes a CONNECT without a word: it gets the 405 of any method a route does not take.
  server.on('connect', (request: IncomingMessage, socket: Socket) => {
    const verdict = checkMethod('CONNECT', pathOf(request.url ?? '/'));
    answerOnSocket(socket, 405, verdict.ok ? [] : verdict.allowed);
  });
}
