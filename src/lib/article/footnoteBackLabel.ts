import type { Locale } from '../../i18n/locales.ts';

/**
 * GFM names each endnote's back link in English ("Back to reference 3") whatever the page's language.
 * The article's link component renames it for the page's language; English keeps GFM's own words.
 */
const BACK_LABELS: Readonly<Record<Locale, (reference: string) => string>> = {
  en: (reference) => `Back to reference ${reference}`,
  es: (reference) => `Volver a la referencia ${reference}`,
};

export function footnoteBackLabel(gfmLabel: string, locale: Locale): string {
  const reference = /(?<![\d-])(\d+(?:-\d+)?)\s*$/.exec(gfmLabel.trimEnd())?.[1];
  return reference ? BACK_LABELS[locale](reference) : gfmLabel;
}
