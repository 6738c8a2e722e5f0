import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, withDefaultAlternate } from './src/i18n/locales.ts';
import { COA_FORM_BODY_LIMIT } from './src/lib/coa/form.ts';
import { inlineScriptPlugin } from './src/lib/build/inlineScriptPlugin.ts';
import { hydrateOnIntentIntegration } from './src/lib/hydration/intentIntegration.ts';
import { contentSecurityDirectives } from './src/lib/security/contentSecurityPolicy.ts';
import { readBuildSettings } from './src/lib/settings/readSettings.ts';

const settings = readBuildSettings(process.env);

export default defineConfig({
  site: settings.siteUrl,
  trailingSlash: 'ignore',
  // Everything is prerendered; only routes with `prerender = false` (the quiz API) run on demand.
  output: 'static',
  // Middleware mode: our own Fastify server (server/) owns compression, caching and headers.
  // Only the COA pre-check's no-JavaScript form takes a body (server/requestPolicy.ts routes nothing else
  // that reads one to Astro); it reads its own body up to COA_FORM_BODY_LIMIT, which this cap allows.
  adapter: node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: COA_FORM_BODY_LIMIT }),
  session: false,
  // English at the root, Spanish under /es/ for the consumer pages (src/i18n/locales.ts lists them).
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    mdx(),
    sitemap({
      // Pages that ask robots not to index them stay out: the 404 page and the result pages (the quiz's and the
      // COA pre-check's), which show one reader's answers, the embedded quiz, made to be framed on other sites, a
      // store's private dashboard, and the shell of the stores' own quiz pages (each filled by the server).
      // tests/e2e/server.spec.ts checks every listed page.
      filter: (page) =>
        !/^\/(?:(?:es\/)?404|.*\/result\/$|(?:es\/)?embed\/|(?:es\/)?s\/|operators\/shoppers\/)/.test(
          new URL(page).pathname,
        ),
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_TAGS[locale].hreflang])),
      },
      serialize: (item) => ({ ...item, links: withDefaultAlternate(item.links) }),
    }),
    hydrateOnIntentIntegration(),
  ],
  // Stylesheets are inlined: a few KB per page beats a second round trip before first paint on slow networks.
  build: { inlineStylesheets: 'always' },
  // No code blocks on this site, and Shiki's inline styles would break the Content-Security-Policy.
  markdown: { syntaxHighlight: false },
  prefetch: false,
  // The validated settings are baked into server and browser bundles alike (read by src/settings.ts).
  vite: { define: { __DYC_SITE_SETTINGS__: JSON.stringify(settings) }, plugins: [inlineScriptPlugin()] },
  security: {
    // The one form post (the COA pre-check) changes nothing and sets no cookie, so Astro's cross-site POST
    // check has nothing to guard; without it every method the quiz API does not take gets the same 405 with `Allow`.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: contentSecurityDirectives(settings),
    },
  },
});
