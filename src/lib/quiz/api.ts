/**
 * The quiz API's whole behaviour, from a Request to a Response, so it is tested without a server.
 * The answer is a pure function of the query (and the origin the icon lives on): cacheable, with a strong ETag.
 */
import { createHash } from 'node:crypto';
import { parseQuizQuery, toQueryError, type QueryError, type QueryIssue } from './params.ts';
import { QUIZ_API_CONTENT_TYPE } from './questions.ts';
import { buildResult } from './recommend.ts';

export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;
/** Browsers keep an answer for a day; shared caches for a week. An engine change ships with a new ETag. */
export const RESULT_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';
export const ERROR_CACHE_CONTROL = 'no-store';

/** An answer as plain data: what `handleQuizRequest` wraps in a Response, and what the server writes itself. */
export interface QuizApiAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for HEAD and 304. */
  body: string | null;
}

function respond(method: string, status: number, body: string, headers: Record<string, string>): QuizApiAnswer {
  // The result is public data for anyone, so another origin may read it (a separate API host, say).
  return {
    status,
    headers: { 'Content-Type': QUIZ_API_CONTENT_TYPE, ...headers, 'Access-Control-Allow-Origin': '*' },
    body: method === 'HEAD' ? null : body,
  };
}

function errorResponse(method: string, status: number, error: QueryError, headers: Record<string, string> = {}) {
  return respond(method, status, JSON.stringify(error), { 'Cache-Control': ERROR_CACHE_CONTROL, ...headers });
}

/** A strong validator: the same bytes always get the same tag. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match matches with the weak comparison (RFC 9110 13.1.2), for GET and HEAD. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** The 400 for a query that does not parse: its first issue, naming the parameter and what it accepts. */
export function refuseQuery(method: string, issue: QueryIssue): QuizApiAnswer {
  return errorResponse(method.toUpperCase(), 400, toQueryError(issue));
}

/**
 * The whole API from what a request carries that matters: its method, its query, its If-None-Match. `origin` is
 * where the icon URLs point: the site's configured public origin, never the request's Host
 * (src/lib/security/publicOrigin.ts).
 */
export function answerQuizQuery(
  method: string,
  query: URLSearchParams,
  ifNoneMatch: string | null,
  origin: string,
): QuizApiAnswer {
  const verb = method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(verb)) {
    return errorResponse(
      verb,
      405,
      { error: 'Method not allowed.', parameter: null, allowed: [...ALLOWED_METHODS] },
      { Allow: ALLOWED_METHODS.join(', ') },
    );
  }
  const parsed = parseQuizQuery(query);
  if (!parsed.ok) return refuseQuery(verb, parsed.issues[0]!);

  const body = JSON.stringify(buildResult(parsed.answers, origin));
  const etag = strongEtag(body);
  const cacheHeaders = { 'Cache-Control': RESULT_CACHE_CONTROL, ETag: etag, Vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(ifNoneMatch, etag)) {
    return { status: 304, headers: { ...cacheHeaders, 'Access-Control-Allow-Origin': '*' }, body: null };
  }
  return respond(verb, 200, body, cacheHeaders);
}

/** The API route's handler: `answerQuizQuery` for a Request. */
export function handleQuizRequest(request: Request, origin = new URL(request.url).origin): Response {
  const answer = answerQuizQuery(
    request.method,
    new URL(request.url).searchParams,
    request.headers.get('If-None-Match'),
    origin,
  );
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
