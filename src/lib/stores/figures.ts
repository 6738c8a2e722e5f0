/**
 * A store's figures as its dashboard shows them (/operators/shoppers/): quiz results per period, the color mix,
 * product forms, languages and shop-link clicks per color. Every figure under 5 is withheld before it leaves the
 * server (`null`, shown as "fewer than 5"): a store must not be able to pick out one shopper's result. Shaped here
 * from the rows the database holds; pure, shared by the server (which shapes) and the dashboard (which reads).
 */
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { PRODUCT_TYPES, RESULT_COLORS, type ProductType, type ResultColor } from '../quiz/schema.ts';
import { COUNT_SOURCES, type CountSource } from './countSources.ts';
import { daysFrom, monthOf } from './days.ts';

/** Figures under this are never shown (decisions.md). */
export const FEWER_THAN = 5;

/** A figure as it may be shown: the number, or null for "fewer than 5". */
export type Figure = number | null;

export interface FigureSet {
  results: Figure;
  colors: Record<ResultColor, Figure>;
  forms: Record<ProductType, Figure>;
  languages: Record<Locale, Figure>;
  /** Results by where the quiz ran: the store's site, its page on DYC, or a printed piece's QR code. */
  sources: Record<CountSource, Figure>;
  shopClicks: Record<ResultColor, Figure>;
}

export interface PeriodFigures extends FigureSet {
  /** A day ('YYYY-MM-DD') while daily rows are kept, a month ('YYYY-MM') before that. */
  period: string;
}

export interface StoreFigures {
  storeName: string;
  from: string;
  to: string;
  /** The first day counted day by day; the periods before it are months. */
  dailyFrom: string;
  /** The store's quiz page on DYC is on (its dashboard's switch). */
  pageOn: boolean;
  totals: FigureSet;
  periods: PeriodFigures[];
}

/** One row of daily_counts or monthly_counts, its day or month as `period`. */
export interface CountTally {
  period: string;
  event: string;
  color: string;
  form: string;
  lang: string;
  source: string;
  count: number;
}

export function shownFigure(count: number): Figure {
  return count < FEWER_THAN ? null : count;
}

interface RawSet {
  results: number;
  colors: Map<string, number>;
  forms: Map<string, number>;
  languages: Map<string, number>;
  sources: Map<string, number>;
  shopClicks: Map<string, number>;
}

function emptyRaw(): RawSet {
  return {
    results: 0,
    colors: new Map(),
    forms: new Map(),
    languages: new Map(),
    sources: new Map(),
    shopClicks: new Map(),
  };
}

function add(map: Map<string, number>, key: string, count: number): void {
  map.set(key, (map.get(key) ?? 0) + count);
}

function tally(raw: RawSet, row: CountTally): void {
  if (row.event === 'result') {
    raw.results += row.count;
    add(raw.colors, row.color, row.count);
    add(raw.forms, row.form, row.count);
    add(raw.languages, row.lang, row.count);
    add(raw.sources, row.source, row.count);
  } else if (row.event === 'shop') {
    add(raw.shopClicks, row.color, row.count);
  }
}

function shownSet(raw: RawSet): FigureSet {
  const each = <Key extends string>(keys: readonly Key[], map: Map<string, number>) =>
    Object.fromEntries(keys.map((key) => [key, shownFigure(map.get(key) ?? 0)])) as Record<Key, Figure>;
  return {
    results: shownFigure(raw.results),
    colors: each(RESULT_COLORS, raw.colors),
    forms: each(PRODUCT_TYPES, raw.forms),
    languages: each(LOCALES, raw.languages),
    sources: each(COUNT_SOURCES, raw.sources),
    shopClicks: each(RESULT_COLORS, raw.shopClicks),
  };
}

/** The period a row is shown under: its day, or its month before daily rows begin (a day not yet folded included). */
function periodOf(row: CountTally, dailyFrom: string): string {
  return row.period.length === 10 && row.period < dailyFrom ? monthOf(row.period) : row.period;
}

/**
 * The figures of a range from its rows: one period per day from `dailyFrom` (or `from`, if later) to `to`, every day
 * listed even when nothing was counted, preceded by one per month counted before daily rows begin; totals over all.
 */
export function shapeFigures(
  rows: readonly CountTally[],
  range: { storeName: string; from: string; to: string; dailyFrom: string; pageOn: boolean },
): StoreFigures {
  const total = emptyRaw();
  const firstDay = range.from > range.dailyFrom ? range.from : range.dailyFrom;
  const days = firstDay <= range.to ? daysFrom(firstDay, range.to) : [];
  const months = [
    ...new Set(rows.map((row) => periodOf(row, range.dailyFrom)).filter((period) => period.length === 7)),
  ];
  const byPeriod = new Map<string, RawSet>([...months.sort(), ...days].map((period) => [period, emptyRaw()]));
  for (const row of rows) {
    const raw = byPeriod.get(periodOf(row, range.dailyFrom));
    if (!raw) continue;
    tally(raw, row);
    tally(total, row);
  }
  return {
    storeName: range.storeName,
    from: range.from,
    to: range.to,
    dailyFrom: range.dailyFrom,
    pageOn: range.pageOn,
    totals: shownSet(total),
    periods: [...byPeriod].map(([period, raw]) => ({ period, ...shownSet(raw) })),
  };
}
