/**
 * The words of a store's dashboard (/operators/shoppers/) and of its CSV, in one place: the operators pages are
 * English only. The color comes first, the effect beside it ("Purple (Rest)"), as everywhere a result is named.
 */
import { COLOR_MEANING, COLOR_WORD } from '../../i18n/glossary.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ProductType, ResultColor } from '../quiz/schema.ts';
import type { CountSource } from './countSources.ts';
import type { Figure } from './figures.ts';

export const FEWER_THAN_TEXT = 'fewer than 5';

export function figureText(figure: Figure): string {
  return figure === null ? FEWER_THAN_TEXT : figure.toLocaleString('en-US');
}

export function colorLabel(color: ResultColor): string {
  const word = COLOR_WORD.en[color];
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} (${COLOR_MEANING.en[color]})`;
}

export const FORM_LABEL: Readonly<Record<ProductType, string>> = {
  disposables: 'Disposables',
  edibles: 'Edibles',
  flower: 'Flower',
  'infused waters': 'Infused waters',
};

/** Where a result was counted: the store's own site, its page on DYC, or a printed piece's QR code. */
export const SOURCE_LABEL: Readonly<Record<CountSource, string>> = {
  embed: 'The quiz on your site',
  page: 'Your quiz page on DYC (opened directly)',
  poster: 'Scanned on the wall poster',
  placards: 'Scanned on a shelf placard',
  'pocket-card': 'Scanned on a pocket card',
  'budtender-card': 'Scanned on the budtender reference card',
};

export const LANGUAGE_LABEL: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

/** "27 Nov 2026", "Nov 2026": a period as the dashboard and its table name it. */
export function periodLabel(period: string): string {
  const [year, month, day] = period.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day ?? 1));
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    ...(day === undefined ? {} : { day: 'numeric' }),
  });
}
