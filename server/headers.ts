/**
 * Response header policy for the production server: security headers for every response, the
 * per-page Content-Security-Policy that Astro computed at build time, and the caching rules.
 * Pure functions, so the rules are unit-tested without a server.
 */
import { readFileSync } from 'node:fs';
import { DASHBOARD_SCRIPT_PATH } from '../src/lib/stores/storeApi.ts';

/**
 * Sent on every response: pages, assets, the API, errors and health checks alike.
 *
 * Cross-Origin-Opener-Policy is left out on purpose. Its protection is over window handles: a cross-origin page
 * that opens a DYC page (or is opened by one) could read its frame count, navigate it or post it messages. DYC
 * pages have no frames, listen to no messages, hold no sign-in, and open other sites with `noopener`. Its cost is
 * on every arrival in a new tab: the browser learns the policy from the response, must then move the page to a
 * new browsing context group, and launches a renderer process at that moment, on the path of the first paint
 * (measured in Chromium's trace, 10 loads each: the renderer's navigation commit took 13-33 ms of wall time with
 * the header, 10-16 ms without; Chrome on Android also gives such a site a process of its own). Framing, the
 * attack that does reach these pages, stays refused by X-Frame-Options and `frame-ancestors 'none'`.
 */
export const baselineSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Permitted-Cross-Domain-Policies': 'none',
};

/**
 * The embedded quiz (/embed/quiz/, /es/embed/quiz/; src/lib/embed/) is the one thing other sites may frame: any
 * site, since any store may put the quiz on its pages. Every other route keeps `frame-ancestors 'none'` and
 * X-Frame-Options DENY, so no other page can be dressed up inside someone else's.
 */
const FRAMABLE_PATH = /^\/(?:es\/)?embed\//;

export function isFramablePath(urlPath: string): boolean {
  return FRAMABLE_PATH.test(urlPath);
}

/** The quiz's loader for other sites (src/pages/embed.js.ts), loaded by their pages as a script. */
export const EMBED_SCRIPT_PATH = '/embed.js';

const { 'X-Frame-Options': _denyFraming, ...framableSecurityHeaders } = baselineSecurityHeaders;
/** Other sites load the embed script with a plain `<script src>`: a same-origin resource policy would block it. */
const embedScriptSecurityHeaders: Readonly<Record<string, string>> = {
  ...baselineSecurityHeaders,
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The security headers for a built file's URL path: the baseline, but for the embed pages and the embed script. */
export function securityHeadersFor(urlPath: string): Readonly<Record<string, string>> {
  if (urlPath === EMBED_SCRIPT_PATH) return embedScriptSecurityHeaders;
  return isFramablePath(urlPath) ? framableSecurityHeaders : baselineSecurityHeaders;
}

/** For anything that is not a page: nothing may load from it, nothing may frame it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Directives only honoured in a response header, never in a `<meta>` policy, so Astro's page
 * policies never contain them: the server adds them to every page's policy.
 */
export const headerOnlyDirectives = ["frame-ancestors 'none'"] as const;

/**
 * The one place a page widens its policy beyond the site's (src/lib/security/contentSecurityPolicy.ts),
 * by route: each directive listed replaces the site's directive of the same name on that page alone.
 * For example a page whose PDF reader runs a worker: `'/operators/coa-check': ["worker-src 'self'"]`.
 */
export const pageDirectiveOverrides: Readonly<Record<string, readonly string[]>> = {
  // pdf.js reads a dropped COA in a worker loaded from this site; every other page keeps `worker-src 'none'`.
  '/operators/coa-check': ["worker-src 'self'"],
  // The inventory page reads a store's export in a worker loaded from this site.
  '/operators/inventory': ["worker-src 'self'"],
  // The quiz registers the service worker that keeps it working offline (OFFLINE_QUIZ_PAGES, src/lib/offline/).
  '/quiz': ["worker-src 'self'"],
  '/es/quiz': ["worker-src 'self'"],
  // The snippet builder previews the embedded quiz from this site in a frame.
  '/operators/embed': ["frame-src 'self'"],
};

/** The quiz's service worker script (SERVICE_WORKER_URL in src/lib/offline/offlinePages.ts; a test checks both). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The worker's own policy: a worker obeys the policy its script came with, and it fetches what it keeps
 * offline from this site, so it may connect here and nowhere else.
 */
export const serviceWorkerPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function directiveName(directive: string): string {
  return directive.trim().split(/\s+/)[0]!.toLowerCase();
}

/** A page's full header policy: Astro's policy, the route's overrides, then the header-only directives. */
export function completePagePolicy(pagePolicy: string, route = ''): string {
  const directives = pagePolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const replacements = [...(pageDirectiveOverrides[routeKey(route || '/')] ?? [])];
  const replaced = new Set(replacements.map(directiveName));
  const present = new Set(directives.map(directiveName));
  const headerOnly = isFramablePath(normalizedRoute(route)) ? ['frame-ancestors *'] : headerOnlyDirectives;
  const extra = headerOnly.filter((directive) => !present.has(directiveName(directive)));
  return [...directives.filter((directive) => !replaced.has(directiveName(directive))), ...replacements, ...extra].join(
    '; ',
  );
}

interface HeadersFileEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

/** Route path ("/", "/about", "/404") to that page's full header policy. */
export type PagePolicies = ReadonlyMap<string, string>;

export function parsePagePolicies(json: string): PagePolicies {
  const entries = JSON.parse(json) as HeadersFileEntry[];
  const policies = new Map<string, string>();
  for (const entry of entries) {
    const csp = entry.headers.find((header) => header.key.toLowerCase() === 'content-security-policy');
    if (csp) policies.set(routeKey(entry.pathname), completePagePolicy(csp.value, entry.pathname));
  }
  return policies;
}

export function readPagePolicies(file: URL): PagePolicies {
  return parsePagePolicies(readFileSync(file, 'utf8'));
}

/** A route in any of its forms ("/embed/quiz", "/embed/quiz/index.html") as a folder path: "/embed/quiz/". */
function normalizedRoute(route: string): string {
  const key = routeKey(route || '/');
  return key === '/' ? key : `${key}/`;
}

/** "/about/", "/about/index.html" and "/about" all name the route "/about". */
export function routeKey(path: string): string {
  const trimmed = path
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/(?<!\/)\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The policy for a built HTML file, given its path relative to the client folder ("about/index.html"). */
export function policyForHtmlFile(policies: PagePolicies, relativeFile: string): string | undefined {
  return policies.get(routeKey(`/${relativeFile}`));
}

/** A served file's own policy when it is not the default for files: a page's, or the service worker's. */
export function filePolicyFor(policies: PagePolicies, relativeFile: string): string | undefined {
  if (`/${relativeFile}` === SERVICE_WORKER_PATH) return serviceWorkerPolicy;
  return relativeFile.endsWith('.html') ? policyForHtmlFile(policies, relativeFile) : undefined;
}

export const cacheRules = {
  /** Hashed build output never changes under the same name. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages revalidate every time (ETag answers 304), so a deploy shows at once. */
  page: 'public, max-age=0, must-revalidate',
  /** Other public files keep their names across deploys: a day, then revalidate in the background. */
  file: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Other sites' pages load the embed script: a fix reaches them within minutes, and the ETag makes a check cheap. */
  embedScript: 'public, max-age=300',
  /** Stored, but checked with the server before each use: the service worker script. */
  revalidate: 'no-cache',
  none: 'no-store',
} as const;

/** What an error answer says: a fixed sentence per status, never anything taken from the request. */
const errorMessages: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  408: 'Request timeout.',
  413: 'Request body too large.',
  416: 'Range not satisfiable.',
  417: 'Expectation failed.',
  421: 'This server does not answer for that host name.',
  431: 'Request headers too large.',
  500: 'Internal server error.',
  503: 'Service unavailable.',
};

/**
 * The JSON body of every error the server itself answers, in the quiz API's error shape
 * (`error`, `parameter`, `allowed`), so a client reads every refusal the same way.
 */
export function errorJson(status: number, allowed: readonly string[] = []): string {
  const error = errorMessages[status] ?? (status >= 500 ? errorMessages[500]! : errorMessages[400]!);
  return JSON.stringify({ error, parameter: null, allowed });
}

export const jsonType = 'application/json; charset=utf-8';
export const htmlType = 'text/html; charset=utf-8';

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return cacheRules.hashed;
  // A worker kept a day would keep its old precache list a day: every visit asks for the script afresh.
  if (urlPath === SERVICE_WORKER_PATH) return cacheRules.revalidate;
  if (urlPath === EMBED_SCRIPT_PATH) return cacheRules.embedScript;
  // Not named by its content: kept, it could run against a newer page than its own.
  if (urlPath === DASHBOARD_SCRIPT_PATH) return cacheRules.revalidate;
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return cacheRules.page;
  return cacheRules.file;
}

export type ContentEncoding = 'br' | 'gzip';

/** The codings the server has, in its own order of preference (brotli is the smaller). */
const SERVER_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];
/** An RFC 9110 qvalue: 0 to 1 with up to three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The encodings a client takes, its most wanted first (RFC 9110 12.5.3), the one rule for every answer the server
 * sends, from memory or compressed as it goes: a higher q first, brotli first between equals; q=0 refuses; `*`
 * stands for every coding the header does not name; "x-gzip" is gzip (RFC 9110 8.4.1.3); a coding named twice
 * ("br, br;q=0") counts at its lowest q, so a refusal is never overruled; a malformed q drops its entry.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    if (!name) continue;
    let q = 1;
    let malformed = false;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((piece) => piece.trim());
      if (key !== 'q') continue;
      if (QVALUE.test(value)) q = Number(value);
      else malformed = true;
    }
    if (malformed) continue;
    weights.set(name, Math.min(q, weights.get(name) ?? 1));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  return SERVER_ENCODINGS.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
}

/** The encoding to send for an Accept-Encoding header: the client's most wanted the server has, or none. */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  return acceptedEncodings(header)[0] ?? null;
}
