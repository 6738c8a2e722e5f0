import { siteSettings } from '../../settings.ts';

declare global {
  // Astro types `Astro.locals` through this global namespace; there is no module form.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace App {
    interface Locals {
      /**
       * The configured public origin (`DYC_PUBLIC_ORIGIN`), passed by the production server to every
       * page and endpoint it has Astro render, so no absolute URL is ever built from a Host header.
       */
      publicOrigin?: string;
    }
  }
}

/**
 * The origin for every absolute URL an on-demand page or endpoint writes (the quiz icon, the share
 * link). The production server always sets it; only `astro dev`, which has no such server in front,
 * falls back to its own address, and a build served any other way to the build-time site URL.
 */
export function publicOriginFor(locals: App.Locals, requestUrl: URL, isDev = import.meta.env.DEV): string {
  if (typeof locals.publicOrigin === 'string' && locals.publicOrigin) return locals.publicOrigin;
  return isDev ? requestUrl.origin : siteSettings.siteUrl;
}
