/**
 * Response header policy for the production server: security headers for every response, the
 * per-page Content-Security-Policy that Astro computed at build time, and the caching rules.
 * Pure functions, so the rules are unit-tested without a server.
 */
import { readFileSync } from 'node:fs';

/** Sent on every response: pages, assets, the API, errors and health checks alike. */
export const baselineSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Permitted-Cross-Domain-Policies': 'none',
};

/** For anything that is not a page: nothing may load from it, nothing may frame it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A page can open a directive the site keeps closed (the COA pre-check adds `worker-src 'self'` for pdf.js);
 * Astro merges that into `worker-src 'none' 'self'`. Browsers ignore 'none' beside other sources but warn
 * about it, so the policy drops it: the page's source is the one meant.
 */
export function withoutOverriddenNone(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const sources = directive.trim().split(/\s+/);
      return sources.length > 2 && sources.includes("'none'") ? directive.replace(/\s*'none'/, '') : directive;
    })
    .join(';');
}

/** `frame-ancestors` only works in a header, so Astro's page policies never contain it. */
export function withHeaderOnlyDirectives(pagePolicy: string): string {
  const trimmed = withoutOverriddenNone(pagePolicy.trim().replace(/;+\s*$/, ''));
  return /(^|;)\s*frame-ancestors\b/.test(trimmed) ? trimmed : `${trimmed}; frame-ancestors 'none'`;
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
    if (csp) policies.set(routeKey(entry.pathname), withHeaderOnlyDirectives(csp.value));
  }
  return policies;
}

export function readPagePolicies(file: URL): PagePolicies {
  return parsePagePolicies(readFileSync(file, 'utf8'));
}

/** "/about/", "/about/index.html" and "/about" all name the route "/about". */
export function routeKey(path: string): string {
  const trimmed = path
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The policy for a built HTML file, given its path relative to the client folder ("about/index.html"). */
export function policyForHtmlFile(policies: PagePolicies, relativeFile: string): string | undefined {
  return policies.get(routeKey(`/${relativeFile}`));
}

export const cacheRules = {
  /** Hashed build output never changes under the same name. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages revalidate every time (ETag answers 304), so a deploy shows at once. */
  page: 'public, max-age=0, must-revalidate',
  /** Other public files keep their names across deploys: a day, then revalidate in the background. */
  file: 'public, max-age=86400, stale-while-revalidate=604800',
  none: 'no-store',
} as const;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return cacheRules.hashed;
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return cacheRules.page;
  return cacheRules.file;
}
