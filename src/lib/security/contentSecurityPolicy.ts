import type { AstroUserConfig } from 'astro';
import { originOf, type SiteSettings } from '../settings/readSettings.ts';

type CspDirective = NonNullable<
  Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>['directives']
>[number];

/**
 * The site's Content-Security-Policy beyond what Astro hashes itself (`script-src`, `style-src`).
 * Astro writes these into every page's policy; the production server sends that policy as a
 * header and adds `frame-ancestors`, which only works in a header. The server owns every other
 * policy string: the one for files and errors, the header-only directives and the per-page
 * widenings (`pageDirectiveOverrides` in server/headers.ts).
 */
export function contentSecurityDirectives(settings: SiteSettings): CspDirective[] {
  const apiOrigin = originOf(settings.apiBaseUrl);
  const videoOrigin = originOf(settings.effectsVideoBaseUrl);
  const sources = (...extra: (string | null)[]) =>
    ["'self'", ...extra.filter((value): value is string => Boolean(value))].join(' ');

  return [
    "default-src 'self'",
    `img-src ${sources('data:', apiOrigin)}`,
    `media-src ${sources(videoOrigin)}`,
    `connect-src ${sources(apiOrigin)}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
  ];
}
