/**
 * Where the privacy policy says what a store's quiz counts: its page's "Counting for stores" section in each
 * language (the heading's id, as Markdown writes it), and its PDFs.
 */
import type { Locale } from '../../i18n/locales.ts';

export const PRIVACY_PAGE_PATHS: Readonly<Record<Locale, string>> = { en: '/privacy/', es: '/es/privacy/' };

export const PRIVACY_COUNTING_PATHS: Readonly<Record<Locale, string>> = {
  en: '/privacy/#counting-for-stores',
  es: '/es/privacy/#conteos-para-tiendas',
};

export const PRIVACY_PDF_PATHS: Readonly<Record<Locale, string>> = {
  en: '/legal/privacy-policy.pdf',
  es: '/legal/privacy-policy.es.pdf',
};
