import { normalizePath } from '../lib/navigation/isCurrentPath.ts';

/**
 * The site's languages. English is the default and lives at the root; Spanish lives under /es/ and covers the
 * consumer pages only (home, quiz, science: see TRANSLATED_PATHS). Operators, about and advocacy stay English.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `hreflang`, `og:locale` and the sitemap: both languages are written for US readers. */
export const LOCALE_TAGS: Readonly<Record<Locale, { hreflang: string; ogLocale: string; name: string }>> = {
  en: { hreflang: 'en-US', ogLocale: 'en_US', name: 'English' },
  es: { hreflang: 'es-US', ogLocale: 'es_US', name: 'Español' },
};

/** The English paths that have a Spanish twin at `/es` + path. Adding a translated page is one line here. */
export const TRANSLATED_PATHS: readonly string[] = ['/', '/quiz/', '/quiz/result/', '/science/', '/privacy/'];

const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

/** The language a path is written in: anything under /es/ is Spanish, the rest English. */
export function localeFromPath(pathname: string): Locale {
  const path = normalizePath(pathname);
  return path === '/es/' || path.startsWith('/es/') ? 'es' : 'en';
}

/** The path without its language prefix: "/es/quiz/" -> "/quiz/", "/about" -> "/about/". */
export function unlocalizedPath(pathname: string): string {
  const path = normalizePath(pathname);
  return localeFromPath(path) === 'es' ? path.slice(LOCALE_PREFIX.es.length) : path;
}

/** The same page in another language: localizedPath('/quiz/', 'es') === '/es/quiz/'. */
export function localizedPath(pathname: string, locale: Locale): string {
  return `${LOCALE_PREFIX[locale]}${unlocalizedPath(pathname)}`;
}

/** Families of pages that exist in every language: a store's quiz page, /s/<store id>/ and /es/s/<store id>/. */
export const TRANSLATED_PATH_PREFIXES: readonly string[] = ['/s/'];

/** True when the page at this path exists in every language. */
export function hasTranslation(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return TRANSLATED_PATHS.includes(path) || TRANSLATED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export interface LanguageAlternate {
  locale: Locale;
  hreflang: string;
  path: string;
}

/**
 * The `hreflang` alternates of a page: every language including its own (search engines want the set to be
 * reciprocal and self-referencing), or none when the page is in one language only.
 */
export function languageAlternates(pathname: string): LanguageAlternate[] {
  if (!hasTranslation(pathname)) return [];
  return LOCALES.map((locale) => ({
    locale,
    hreflang: LOCALE_TAGS[locale].hreflang,
    path: localizedPath(pathname, locale),
  }));
}

/** A sitemap entry's alternate, as @astrojs/sitemap writes it. */
export interface SitemapAlternate {
  url: string;
  lang: string;
}

/**
 * A translated page's sitemap alternates with `x-default` added, pointing at the English page: the same set the
 * page's own head carries (src/layouts/BaseLayout.astro), so search engines read one answer from both.
 */
export function withDefaultAlternate<T extends SitemapAlternate[] | undefined>(links: T): T {
  const fallback = links?.find((link) => link.lang === LOCALE_TAGS[DEFAULT_LOCALE].hreflang);
  return (fallback ? [...links!, { url: fallback.url, lang: 'x-default' }] : links) as T;
}

/**
 * A picture that carries words, in a language: its twin sits beside the English file with the language before
 * the extension ("step-1-colors.es.svg"), drawn by the same script (scripts/media/).
 */
export function localizedPicture(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : path.replace(/(\.[a-z]+)$/, `.${locale}$1`);
}
