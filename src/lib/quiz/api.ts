/**
 * The quiz API's whole behaviour, from a Request to a Response, so it is tested without a server.
 * The answer is a pure function of the query (and the origin the icon lives on): cacheable, with a strong ETag.
 */
import { createHash } from 'node:crypto';
import { parseQuizQuery, toQueryError, type QueryError } from './params.ts';
import { QUIZ_API_CONTENT_TYPE } from './questions.ts';
import { buildResult } from './recommend.ts';

export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;
/** Browsers keep an answer for a day; shared caches for a week. An engine change ships with a new ETag. */
export const RESULT_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';
export const ERROR_CACHE_CONTROL = 'no-store';

function respond(method: string, status: number, body: string, headers: Record<string, string>): Response {
  const all = new Headers({ 'Content-Type': QUIZ_API_CONTENT_TYPE, ...headers });
  // The result is public data for anyone, so another origin may read it (a separate API host, say).
  all.set('Access-Control-Allow-Origin', '*');
  return new Response(method === 'HEAD' ? null : body, { status, headers: all });
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

/**
 * `origin` is where the icon URLs point: the site's configured public origin, never the request's
 * Host (src/lib/security/publicOrigin.ts).
 */
export function handleQuizRequest(request: Request, origin = new URL(request.url).origin): Response {
  const method = request.method.toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return errorResponse(
      method,
      405,
      { error: 'Method not allowed.', parameter: null, allowed: [...ALLOWED_METHODS] },
      { Allow: ALLOWED_METHODS.join(', ') },
    );
  }
  const url = new URL(request.url);
  const parsed = parseQuizQuery(url.searchParams);
  if (!parsed.ok) return errorResponse(method, 400, toQueryError(parsed.issues[0]!));

  const body = JSON.stringify(buildResult(parsed.answers, origin));
  const etag = strongEtag(body);
  const cacheHeaders = { 'Cache-Control': RESULT_CACHE_CONTROL, ETag: etag, Vary: 'Accept-Encoding' };
  if (matchesIfNoneMatch(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers: { ...cacheHeaders, 'Access-Control-Allow-Origin': '*' } });
  }
  return respond(method, 200, body, cacheHeaders);
}
