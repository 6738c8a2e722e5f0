/**
 * Answers prepared once, at start-up, and sent from memory: the built files of dist/client and the 192
 * quiz answers. Everything a request would otherwise redo (reading the file, hashing the ETag, building
 * the header list with the security headers and the page's policy) is done here once, so answering
 * is a table lookup, a header comparison or two and one write.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  acceptedEncodings,
  baselineSecurityHeaders,
  cacheRules,
  errorJson,
  jsonType,
  resourcePolicy,
} from './headers.ts';
import type { ConditionalHeaders } from './requestHeaders.ts';

export type Encoding = 'br' | 'gzip';

/** One encoding of an answer, with its headers ready for `writeHead` (a flat [name, value, ...] list). */
export interface Representation {
  body: Buffer;
  etag: string;
  /** Every header of the 200 answer, Content-Length included. */
  headers: readonly string[];
  /** The same without Content-Length, for a partial answer (206). */
  headersForRange: readonly string[];
  /** A 304 carries what the 200 would have, minus the body's own fields (RFC 9110 15.4.5). */
  notModifiedHeaders: readonly string[];
}

export interface MemoryAnswer {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** Whole seconds since the epoch (HTTP dates have no finer grain), for If-Modified-Since. */
  lastModifiedSeconds?: number;
  /** Byte ranges are honoured for files: video players ask for them, Safari's before it plays at all. */
  ranges: boolean;
}

export interface AnswerSource {
  body: Buffer;
  /** Content-Type, Cache-Control, Vary, a page's Content-Security-Policy and anything the answer adds. */
  headers: Readonly<Record<string, string>>;
  /** Precompressed twins; each is kept only when it is smaller than the body. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** The identity ETag, when the answer already has one (the quiz API computes its own). */
  etag?: string;
  lastModified?: Date;
  ranges?: boolean;
  /** The security headers, when the route's differ from the baseline (securityHeadersFor in headers.ts). */
  securityHeaders?: Readonly<Record<string, string>>;
}

/** A strong validator from the bytes: the same file gives the same tag in every process and deploy. */
export function contentEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const bodyFields = new Set(['content-type', 'content-length', 'content-encoding', 'content-range', 'accept-ranges']);

function flat(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
}

function representation(
  body: Buffer,
  etag: string,
  headers: Record<string, string>,
  encoding: Encoding | null,
): Representation {
  const all: Record<string, string> = { ...headers, ETag: etag };
  if (encoding) all['Content-Encoding'] = encoding;
  const notModified = Object.fromEntries(Object.entries(all).filter(([name]) => !bodyFields.has(name.toLowerCase())));
  return {
    body,
    etag,
    headers: flat({ ...all, 'Content-Length': String(body.length) }),
    headersForRange: flat(all),
    notModifiedHeaders: flat(notModified),
  };
}

/** Builds every header once: the security headers, the resource policy unless the answer names its own, then the answer's. */
export function prepareAnswer(source: AnswerSource): MemoryAnswer {
  const named = new Set(Object.keys(source.headers).map((name) => name.toLowerCase()));
  const headers: Record<string, string> = { ...(source.securityHeaders ?? baselineSecurityHeaders) };
  if (!named.has('content-security-policy')) headers['Content-Security-Policy'] = resourcePolicy;
  Object.assign(headers, source.headers);
  if (source.ranges) headers['Accept-Ranges'] = 'bytes';
  const lastModifiedSeconds = source.lastModified ? Math.floor(source.lastModified.getTime() / 1000) : undefined;
  if (lastModifiedSeconds !== undefined) headers['Last-Modified'] = new Date(lastModifiedSeconds * 1000).toUTCString();

  const identityEtag = source.etag ?? contentEtag(source.body);
  const answer: MemoryAnswer = {
    identity: representation(source.body, identityEtag, headers, null),
    lastModifiedSeconds,
    ranges: source.ranges ?? false,
  };
  for (const encoding of ['br', 'gzip'] as const) {
    const bytes = source.encoded?.[encoding];
    if (!bytes || bytes.length >= source.body.length) continue;
    // Each encoding is its own representation, so it gets its own strong tag.
    const etag = `${identityEtag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
    answer[encoding] = representation(bytes, etag, headers, encoding);
  }
  return answer;
}

/** A refusal (a 4xx with a JSON body) with its whole header list, sent as it is: no encodings, no validators. */
export interface PreparedRefusal {
  status: number;
  headers: readonly string[];
  body: Buffer;
}

/** The security headers, the policy for non-pages, the answer's own headers, and never a cached copy. */
export function prepareRefusal(status: number, answerHeaders: Readonly<Record<string, string>>, body: Buffer) {
  const headers: Record<string, string> = {
    ...baselineSecurityHeaders,
    'Content-Security-Policy': resourcePolicy,
    ...answerHeaders,
    'Cache-Control': cacheRules.none,
    'Content-Length': String(body.length),
  };
  return { status, headers: flat(headers), body } satisfies PreparedRefusal;
}

/** Sends a prepared refusal, without its body for HEAD. Returns the body bytes written (for the log). */
export function sendRefusal(method: string | undefined, response: ServerResponse, refusal: PreparedRefusal): number {
  const isHead = method === 'HEAD';
  response.writeHead(refusal.status, refusal.headers as string[]);
  endWith(response, isHead ? undefined : refusal.body);
  return isHead ? 0 : refusal.body.length;
}

/**
 * Accept-Encoding values repeat (a browser sends the same one every time): each distinct value is
 * parsed once. The cache is bounded, so a client sending endless variants only costs parsing.
 */
const encodingsByHeader = new Map<string, readonly Encoding[]>();
const encodingCacheLimit = 64;

export function representationFor(answer: MemoryAnswer, acceptEncoding: string | undefined): Representation {
  if (!acceptEncoding) return answer.identity;
  let accepted = encodingsByHeader.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = acceptedEncodings(acceptEncoding);
    if (encodingsByHeader.size < encodingCacheLimit) encodingsByHeader.set(acceptEncoding, accepted);
  }
  for (const encoding of accepted) {
    const encoded = answer[encoding];
    if (encoded) return encoded;
  }
  return answer.identity;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2); `*` matches any current answer. */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

function isNotModified(request: ConditionalHeaders, answer: MemoryAnswer, chosen: Representation): boolean {
  const ifNoneMatch = request.ifNoneMatch;
  // If-Modified-Since counts only without If-None-Match (RFC 9110 13.1.3).
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, chosen.etag);
  const ifModifiedSince = request.ifModifiedSince;
  if (!ifModifiedSince || answer.lastModifiedSeconds === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && answer.lastModifiedSeconds * 1000 <= since;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `bytes=` range (RFC 9110 14.1.2): `a-b`, `a-` or the suffix `-n`. Several ranges, or anything
 * malformed, give null: the whole body is sent, which a server may always do.
 */
export function parseByteRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** If-Range names the representation a client holds a part of: a different one gets the whole body. */
function ifRangeHolds(request: ConditionalHeaders, answer: MemoryAnswer, chosen: Representation): boolean {
  if (request.ifRange === undefined) return true;
  const ifRange = request.ifRange.trim();
  if (ifRange.startsWith('"')) return ifRange === chosen.etag;
  const date = Date.parse(ifRange);
  return answer.lastModifiedSeconds !== undefined && answer.lastModifiedSeconds * 1000 === date;
}

function answerRange(
  response: ServerResponse,
  chosen: Representation,
  range: Exclude<ByteRange, null>,
  isHead: boolean,
): number {
  const size = chosen.body.length;
  if (range === 'unsatisfiable') {
    const body = errorJson(416);
    response.writeHead(416, [
      ...flat({ ...baselineSecurityHeaders, 'Content-Security-Policy': resourcePolicy }),
      ...flat({ 'Cache-Control': cacheRules.none, 'Content-Type': jsonType, 'Content-Range': `bytes */${size}` }),
      ...['Content-Length', String(Buffer.byteLength(body))],
    ]);
    response.end(isHead ? undefined : body);
    return 0;
  }
  const part = chosen.body.subarray(range.start, range.end + 1);
  response.writeHead(206, [
    ...chosen.headersForRange,
    ...['Content-Range', `bytes ${range.start}-${range.end}/${size}`, 'Content-Length', String(part.length)],
  ]);
  endWith(response, isHead ? undefined : part);
  return isHead ? 0 : part.length;
}

/** A body this small leaves in one write: the socket takes it whole. */
const singleWriteBytes = 16 * 1024;

/**
 * `end(body)` marks a response finished at once, and a closing server (SIGTERM) destroys every
 * connection whose response is finished, even with bytes of a large body still queued for a slow
 * client. A large body is therefore written first, and the response ended once it has gone out.
 */
function endWith(response: ServerResponse, body: Buffer | undefined): void {
  if (!body || body.length <= singleWriteBytes) response.end(body);
  else response.write(body, () => response.end());
}

/**
 * Sends a prepared answer: the encoding the client prefers, 304 when its copy is current, a byte
 * range when it asks for one, no body for HEAD. Returns the body bytes written (for the log).
 */
export function sendFromMemory(
  method: string | undefined,
  request: ConditionalHeaders,
  response: ServerResponse,
  answer: MemoryAnswer,
): number {
  const isHead = method === 'HEAD';
  const rangeHeader = answer.ranges ? request.range : undefined;
  // A range counts bytes of one representation: ranges are served from the unencoded body.
  const chosen = rangeHeader ? answer.identity : representationFor(answer, request.acceptEncoding);
  if (isNotModified(request, answer, chosen)) {
    response.writeHead(304, chosen.notModifiedHeaders as string[]);
    response.end();
    return 0;
  }
  if (rangeHeader && ifRangeHolds(request, answer, chosen)) {
    const range = parseByteRange(rangeHeader, chosen.body.length);
    if (range) return answerRange(response, chosen, range, isHead);
  }
  response.writeHead(200, chosen.headers as string[]);
  endWith(response, isHead ? undefined : chosen.body);
  return isHead ? 0 : chosen.body.length;
}
