/**
 * The words of a store's dashboard (/operators/shoppers/) and of its CSV, in one place: the operators pages are
 * English only. The color comes first, the effect beside it ("Purple (Rest)"), as everywhere a result is named.
 */
import { COLOR_MEANING, COLOR_WORD } from '../../i18n/glossary.ts';
import { englishNumber } from '../format/englishNumber.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ProductType, ResultColor } from '../quiz/schema.ts';
import type { CountSource } from './countSources.ts';
import type { Figure } from './figures.ts';

export const FEWER_THAN_TEXT = 'fewer than 5';

/** A count with its thousands grouped ("12,345"), or the words for one held back. */
export function figureText(figure: Figure): string {
  return figure === null ? FEWER_THAN_TEXT : englishNumber(figure);
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

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 27, 2026" for a day, "Nov 2026" for a month, as en-US writes them (written out, as englishNumber is). */
export function periodLabel(period: string): string {
  const [year, month, day] = period.split('-').map(Number);
  const name = MONTH_ABBREVIATIONS[month! - 1];
  return day === undefined ? `${name} ${year}` : `${name} ${day}, ${year}`;
}
