/**
 * How large a request body each route may send. Fastify's `bodyLimit` covers the routes it parses itself;
 * Astro's routes read their bodies through the adapter, whose cap is the largest any route takes (the COA
 * pre-check's form). This keeps every other path at the site's 16 KiB.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Paths (without trailing slash) that take more; the route itself enforces its own cap with a page of its own. */
const LARGER_BODY_ROUTES: ReadonlySet<string> = new Set(['/operators/coa-check/result']);

function pathOf(url: string): string {
  const path = url.split('?')[0]!.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** True when the request says it carries more than its route takes (Content-Length), so it is refused unread. */
export function declaresTooLargeBody(url: string, contentLength: string | undefined): boolean {
  if (LARGER_BODY_ROUTES.has(pathOf(url))) return false;
  const declared = Number(contentLength ?? '0');
  return Number.isFinite(declared) && declared > DEFAULT_BODY_LIMIT;
}
