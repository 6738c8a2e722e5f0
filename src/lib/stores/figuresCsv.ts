/**
 * A store's figures as CSV, the same figures the dashboard shows: one row per period (day, or month before daily
 * rows begin), then the range's total; a figure under 5 is written "fewer than 5" there too. RFC 4180 quoting, and
 * every cell that a spreadsheet would read as a formula (=, +, -, @, a tab or a carriage return first) is prefixed
 * with an apostrophe: the store name is the store's own text.
 */
import { LOCALES } from '../../i18n/locales.ts';
import { PRODUCT_TYPES, RESULT_COLORS } from '../quiz/schema.ts';
import { COUNT_SOURCES } from './countSources.ts';
import { colorLabel, figureText, FORM_LABEL, LANGUAGE_LABEL, SOURCE_LABEL } from './dashboardWords.ts';
import type { FigureSet, StoreFigures } from './figures.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_COLUMNS: readonly string[] = [
  'Period',
  'Quiz results',
  ...RESULT_COLORS.map((color) => `Results ${colorLabel(color)}`),
  ...PRODUCT_TYPES.map((form) => `Results ${FORM_LABEL[form]}`),
  ...LOCALES.map((locale) => `Results in ${LANGUAGE_LABEL[locale]}`),
  ...COUNT_SOURCES.map((source) => `Results: ${SOURCE_LABEL[source]}`),
  ...RESULT_COLORS.map((color) => `Shop clicks ${colorLabel(color)}`),
];

function cells(figures: FigureSet): string[] {
  return [
    figureText(figures.results),
    ...RESULT_COLORS.map((color) => figureText(figures.colors[color])),
    ...PRODUCT_TYPES.map((form) => figureText(figures.forms[form])),
    ...LOCALES.map((locale) => figureText(figures.languages[locale])),
    ...COUNT_SOURCES.map((source) => figureText(figures.sources[source])),
    ...RESULT_COLORS.map((color) => figureText(figures.shopClicks[color])),
  ];
}

export function figuresCsv(figures: StoreFigures): string {
  const rows = [
    [`${figures.storeName}: quiz results from ${figures.from} to ${figures.to} (UTC days)`],
    CSV_COLUMNS,
    ...figures.periods.map((period) => [period.period, ...cells(period)]),
    [`Total ${figures.from} to ${figures.to}`, ...cells(figures.totals)],
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The download's file name: the store name's letters and digits, then the range. */
export function csvFileName(figures: StoreFigures): string {
  const name = figures.storeName.normalize('NFKD').split(/\W/).filter(Boolean).join('-').toLowerCase();
  return `${name || 'store'}-quiz-results-${figures.from}-to-${figures.to}.csv`;
}
