/**
 * Numbers as each language writes them, through Intl.NumberFormat with the language's tag (LOCALE_TAGS): the site's
 * Spanish is US Spanish (es-US), which writes "2.5" and "30,000" as US English does, never a hand-typed variant.
 */
import { LOCALE_TAGS, type Locale } from './locales.ts';

const formats = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${locale} ${style}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[locale].hreflang, { style, maximumFractionDigits: 3 });
    formats.set(key, formatter);
  }
  return formatter;
}

/** 30000 → "30,000", 2.5 → "2.5" (es-US and en-US alike). */
export function numberText(value: number, locale: Locale): string {
  return format(locale, 'decimal').format(value);
}

/** A percentage given in percent: 12.5 → "12.5%". */
export function percentText(percent: number, locale: Locale): string {
  return format(locale, 'percent').format(percent / 100);
}
