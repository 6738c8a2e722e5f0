/**
 * The inventory report's sentences, kept with the logic so they are tested as the page shows them: counts with
 * the right singular or plural (Intl.PluralRules, in both of the site's languages), the rows left out, what to
 * stock next and the units on hand.
 */
import type { Locale } from '../../i18n/locales.ts';
import {
  MIN_PRODUCTS_TO_JUDGE,
  STOCK_GAP_PRODUCTS,
  STOCK_GAP_SHARE,
  type InventoryReport,
  type SkippedRows,
  type StockNext,
} from './report.ts';

/** A word in its singular and plural forms. */
export interface WordForms {
  one: string;
  other: string;
}

const pluralRules: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules('en-US'),
  es: new Intl.PluralRules('es-US'),
};
const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
  es: new Intl.NumberFormat('es-US', { maximumFractionDigits: 1 }),
};

/** The form of a word a count takes: "1 row", "2 rows"; "1 fila", "2 filas". */
export function formFor(value: number, forms: WordForms, locale: Locale = 'en'): string {
  return pluralRules[locale].select(value) === 'one' ? forms.one : forms.other;
}

/** A count and its word: "1 product", "1,200 products". */
export function countWords(value: number, forms: WordForms, locale: Locale = 'en'): string {
  return `${numberFormats[locale].format(value)} ${formFor(value, forms, locale)}`;
}

const ROW_WORDS: Record<Locale, WordForms> = {
  en: { one: 'row', other: 'rows' },
  es: { one: 'fila', other: 'filas' },
};

/** Rows named by number, the word agreeing with how many: "row 6", "rows 11, 12", "rows 1, 2, …" for more. */
export function rowsList(rows: readonly number[], total: number, locale: Locale = 'en'): string {
  const more = total > rows.length ? ', …' : '';
  return `${formFor(total, ROW_WORDS[locale], locale)} ${rows.join(', ')}${more}`;
}

/** The sentences for the rows the report left out, each with its rows. */
export function leftOutLines(skipped: InventoryReport['skipped']): string[] {
  const line = (rows: SkippedRows, forms: WordForms, what: string) =>
    rows.count > 0 ? [`${countWords(rows.count, forms)} ${what} (${rowsList(rows.rows, rows.count)}).`] : [];
  return [
    ...line(skipped.duplicates, { one: 'duplicate row', other: 'duplicate rows' }, 'counted once'),
    ...line(skipped.noName, { one: 'row', other: 'rows' }, 'without a product name left out'),
    ...line(skipped.totals, { one: 'totals row', other: 'totals rows' }, 'left out'),
    ...(skipped.accessories.count > 0
      ? [
          `${countWords(skipped.accessories.count, { one: 'accessory or other product', other: 'accessories and other products' })} without cannabinoids left out.`,
        ]
      : []),
  ];
}

const PRODUCTS: WordForms = { one: 'product', other: 'products' };

/**
 * What to stock next as a lead sentence and one line per color well under an even share. A shelf with no such
 * color is "close to even"; the lead never ends in a colon without lines after it.
 */
export function stockNextText(stock: StockNext, products: number): { lead: string; items: string[] } {
  const items = stock.under.map(
    (color) =>
      `${color.name}: ${countWords(color.short, PRODUCTS)} under an even share (${numberFormats.en.format(color.count)} of ${numberFormats.en.format(stock.total)} now).`,
  );
  if (stock.tooFew) {
    const carry =
      stock.basis === 'estimated'
        ? `${formFor(products, { one: 'has', other: 'have' })} an estimate from your own tags`
        : `${formFor(products, { one: 'carries', other: 'carry' })} a DYC color`;
    return {
      lead: `Only ${countWords(products, PRODUCTS)} ${carry}: too few to judge the balance of your shelf (that takes ${MIN_PRODUCTS_TO_JUDGE} or more). The chart and the table show them as they are.`,
      items,
    };
  }
  const gap = `${STOCK_GAP_PRODUCTS} or more products and ${STOCK_GAP_SHARE * 100} or more percentage points`;
  const closeToEven = `no color is both ${gap} below an even share`;
  if (stock.basis === 'estimated') {
    const by = `By the estimates from your own tags (${countWords(products, PRODUCTS)}), which are not DYC colors`;
    return items.length > 0
      ? { lead: `${by}, these colors are under an even share:`, items }
      : { lead: `${by}, your shelf is close to even: ${closeToEven}.`, items };
  }
  return items.length > 0
    ? { lead: `Colors ${gap} below an even share:`, items }
    : { lead: `Your shelf is close to even: ${closeToEven}.`, items };
}

/**
 * The units on hand in words, saying plainly what is summed: pieces only; stock the file keeps by weight is
 * given in grams beside them, never added in.
 */
export function unitsOnHandText(report: Pick<InventoryReport, 'unitsOnHand' | 'gramsOnHand' | 'byWeight'>): string {
  const units = countWords(report.unitsOnHand, { one: 'unit', other: 'units' });
  if (report.byWeight === 0) return `${units} on hand`;
  return `${units} on hand (pieces); ${countWords(report.byWeight, PRODUCTS)} kept by weight (${numberFormats.en.format(report.gramsOnHand)} g) ${formFor(report.byWeight, { one: 'is', other: 'are' })} not counted as units`;
}
