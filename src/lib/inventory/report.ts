/**
 * The inventory report: the store's products split by the operators chart's six slices (the four colors from the
 * file, "not color-coded yet", and the estimates from the store's own tags, counted apart), by products and by
 * units on hand, for the whole shelf and per category; what to stock next against the even ideal; the counts
 * of types; and the rows left out, with why.
 */
import type { EffectColorId } from '../../consts.ts';
import { COLOR_NAME, colorWithEffect } from '../../i18n/glossary.ts';
import type { CoaType } from '../coa/rules.ts';
import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from './categories.ts';
import { COLOR_IDS } from './colors.ts';
import type { Product } from './products.ts';

/**
 * The six slices in the operators pie's palette order (PIE_SLICES in src/lib/operators/inventoryStates.ts): the
 * four colors, the grey fifth slice for products not color-coded yet, the dark sixth for estimates.
 */
export const SLICE_IDS = ['yellow', 'green', 'blue', 'purple', 'notCoded', 'estimated'] as const;
export type SliceId = (typeof SLICE_IDS)[number];

/** The slices as legends, tables and lists name them: the color first, its effect beside it ("Purple (Rest)"). */
export const SLICE_NAMES: Readonly<Record<SliceId, string>> = {
  yellow: colorWithEffect('yellow', 'en'),
  green: colorWithEffect('green', 'en'),
  blue: colorWithEffect('blue', 'en'),
  purple: colorWithEffect('purple', 'en'),
  notCoded: 'Not color-coded yet',
  estimated: 'Estimated from your tags',
};

/** Counts in SLICE_IDS order, and the estimated slice's counts split by color (in COLOR_IDS order). */
export interface SliceCounts {
  products: number[];
  units: number[];
  estimated: { products: number[]; units: number[] };
}

/**
 * One slice of the store's pie: the four colors from the file, "not color-coded yet", then the estimates from the
 * store's own tags, one per color, each named as an estimate ("Estimated: Purple (Rest)") and drawn hatched, so an estimate
 * never reads as a DYC color. The slices of a split add up to its products (or units).
 */
export interface StoreSlice {
  /** The palette's slice it is drawn in: the color, or the grey of "not color-coded yet". */
  slice: Exclude<SliceId, 'estimated'>;
  color: EffectColorId | null;
  estimated: boolean;
  name: string;
  value: number;
}

export function storeSlices(counts: SliceCounts, measure: 'products' | 'units'): StoreSlice[] {
  const values = counts[measure];
  const plain = (['yellow', 'green', 'blue', 'purple', 'notCoded'] as const).map((slice, index) => ({
    slice,
    color: slice === 'notCoded' ? null : slice,
    estimated: false,
    name: SLICE_NAMES[slice],
    value: values[index] ?? 0,
  }));
  const estimates = COLOR_IDS.map((color, index) => ({
    slice: color,
    color,
    estimated: true,
    name: `Estimated: ${SLICE_NAMES[color]}`,
    value: counts.estimated[measure][index] ?? 0,
  }));
  return [...plain, ...estimates];
}

/**
 * The words written on a slice of the store's pie where they fit (src/lib/charts/pieGeometry.ts): the color word,
 * "Est." and the color word for an estimate, "Not coded" for the grey, over the share; the legend beside the pie
 * names each with its effect. Never the effect alone, so the pie reads without color.
 */
export function slicePieWord(slice: StoreSlice): string {
  if (!slice.color) return 'Not coded';
  const word = COLOR_NAME.en[slice.color];
  return slice.estimated ? `Est. ${word}` : word;
}

/** Each slice's words on the pie, with its shown percent; none for an empty slice. */
export function storePieLabels(slices: readonly StoreSlice[], percents: readonly number[]): string[][] {
  return slices.map((slice, index) => (slice.value > 0 ? [slicePieWord(slice), `${percents[index] ?? 0}%`] : []));
}

export interface CategorySplit {
  id: CategoryId;
  name: string;
  counts: SliceCounts;
}

export interface StockNextColor {
  color: EffectColorId;
  name: string;
  /** Products of this color now. */
  count: number;
  /** How many products this color is under an even share of the same shelf (rounded, at least 2). */
  short: number;
}

export interface StockNext {
  /** What the comparison counts: the colors in the file, or, where it has none, the estimates from its tags. */
  basis: 'coded' | 'estimated';
  /** The products compared. */
  total: number;
  /** The colors well under the even share (colorsUnderIdeal), furthest under first; none on a near-even shelf. */
  under: StockNextColor[];
  /** Fewer products than MIN_PRODUCTS_TO_JUDGE: too few to judge the balance, so no color is named. */
  tooFew: boolean;
}

export interface SkippedRows {
  count: number;
  /** The first few rows' numbers, to find them in the file. */
  rows: number[];
}

export interface InventoryReport {
  /** Products in the report: the slices of each split add up to this. */
  products: number;
  unitsOnHand: number;
  /** Products the file gives no quantity on hand for (counted as 0 units). */
  withoutQuantity: number;
  /** Stock the file keeps by weight: in grams, never added to the units (pieces) above. */
  gramsOnHand: number;
  /** Products kept by weight. */
  byWeight: number;
  total: SliceCounts;
  categories: CategorySplit[];
  /** Estimated products by color, in COLOR_IDS order. */
  estimatedByColor: number[];
  types: Record<CoaType | 'none', number>;
  stockNext: StockNext | null;
  stockNextEstimated: StockNext | null;
  skipped: { noName: SkippedRows; totals: SkippedRows; duplicates: SkippedRows; accessories: SkippedRows };
}

const SHOWN_ROWS = 10;

export function sliceOf(product: Pick<Product, 'color' | 'colorSource'>): SliceId {
  if (product.colorSource === 'estimate') return 'estimated';
  return product.color ?? 'notCoded';
}

function emptyCounts(): SliceCounts {
  return {
    products: SLICE_IDS.map(() => 0),
    units: SLICE_IDS.map(() => 0),
    estimated: { products: COLOR_IDS.map(() => 0), units: COLOR_IDS.map(() => 0) },
  };
}

function add(counts: SliceCounts, slice: number, units: number, estimate: number): void {
  counts.products[slice]! += 1;
  counts.units[slice]! += units;
  if (estimate < 0) return;
  counts.estimated.products[estimate]! += 1;
  counts.estimated.units[estimate]! += units;
}

/**
 * A color is a gap worth stocking for when it is at least this many products under an even share, and at least
 * STOCK_GAP_SHARE of the shelf: a color one product short of a quarter is an even shelf, not an order.
 */
export const STOCK_GAP_PRODUCTS = 2;
/** The share of the shelf (5 percentage points) a color must be under an even share to be named. */
export const STOCK_GAP_SHARE = 0.05;

/**
 * The fewest products whose colors are read for balance: an even shelf of 12 holds 3 of each color, and with fewer
 * one product moves a color's share by more than 8 percentage points, so "close to even" or "under" would be noise.
 */
export const MIN_PRODUCTS_TO_JUDGE = 12;

/** The colors well under an even share of `counts` (in COLOR_IDS order), furthest under first. */
export function colorsUnderIdeal(counts: readonly number[], basis: StockNext['basis']): StockNext | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  if (total < MIN_PRODUCTS_TO_JUDGE) return { basis, total, under: [], tooFew: true };
  const ideal = total / COLOR_IDS.length;
  const under = COLOR_IDS.flatMap((color, index) => {
    const count = counts[index] ?? 0;
    const gap = ideal - count;
    const real = gap >= STOCK_GAP_PRODUCTS && gap / total >= STOCK_GAP_SHARE;
    return real ? [{ color, name: SLICE_NAMES[color], count, short: Math.round(gap), gap }] : [];
  })
    .sort((a, b) => b.gap - a.gap)
    .map(({ gap: _gap, ...color }) => color);
  return { basis, total, under, tooFew: false };
}

/**
 * Shares of 100 in `step`s (1 for whole percents, 0.1 for tenths) by largest remainder, where every count of the
 * same size is rounded the same way; null when no such rounding adds up to 100.
 */
function evenRounding(values: readonly number[], total: number, step: number): number[] | null {
  const units = Math.round(100 / step);
  const exact = values.map((value) => (value / total) * units);
  const shares = exact.map((value) => Math.floor(value + 1e-9));
  let missing = units - shares.reduce((sum, share) => sum + share, 0);
  const groups = new Map<number, number[]>();
  values.forEach((value, index) => groups.set(value, [...(groups.get(value) ?? []), index]));
  const byRemainder = [...groups.values()]
    .map((indexes) => ({ indexes, remainder: exact[indexes[0]!]! - shares[indexes[0]!]! }))
    .filter((group) => group.remainder > 1e-9)
    .sort((a, b) => b.remainder - a.remainder);
  for (const group of byRemainder) {
    if (missing === 0) break;
    // A group is rounded up whole or not at all, so equal counts show equal shares.
    if (group.indexes.length > missing) continue;
    for (const index of group.indexes) shares[index]! += 1;
    missing -= group.indexes.length;
  }
  return missing === 0 ? shares.map((share) => Math.round(share * step * 10) / 10) : null;
}

/**
 * The percentages a report shows for counts: equal counts always show equal percentages, and the shown ones add
 * up to 100, in whole numbers where they can, else in tenths (1 of 8 each is 12.5 %). Where even tenths cannot
 * do both (three counts of a third each), each is its nearest tenth (33.3 %), so the sum is off by a tenth or two.
 */
export function shownPercentages(values: readonly number[]): number[] {
  const counts = values.map((value) => Math.max(0, value));
  const total = counts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return counts.map(() => 0);
  return (
    evenRounding(counts, total, 1) ??
    evenRounding(counts, total, 0.1) ??
    counts.map((value) => Math.round((value / total) * 1000) / 10)
  );
}

function skippedRows(rows: readonly number[]): SkippedRows {
  return { count: rows.length, rows: rows.slice(0, SHOWN_ROWS) };
}

export interface RowsLeftOut {
  noName: number[];
  totals: number[];
  duplicates: number[];
  accessories: number[];
}

export function buildReport(products: readonly Product[], leftOut: RowsLeftOut): InventoryReport {
  const total = emptyCounts();
  const byCategory = new Map<CategoryId, SliceCounts>();
  const estimatedByColor = COLOR_IDS.map(() => 0);
  const types: Record<CoaType | 'none', number> = { I: 0, II: 0, III: 0, none: 0 };
  let unitsOnHand = 0;
  let withoutQuantity = 0;
  let gramsOnHand = 0;
  let byWeight = 0;
  for (const product of products) {
    const slice = SLICE_IDS.indexOf(sliceOf(product));
    const units = product.quantity ?? 0;
    if (product.gramsOnHand !== null) {
      byWeight += 1;
      gramsOnHand += product.gramsOnHand;
    } else if (product.quantity === null) withoutQuantity += 1;
    unitsOnHand += units;
    const estimate = product.colorSource === 'estimate' && product.color ? COLOR_IDS.indexOf(product.color) : -1;
    add(total, slice, units, estimate);
    let counts = byCategory.get(product.category);
    if (!counts) byCategory.set(product.category, (counts = emptyCounts()));
    add(counts, slice, units, estimate);
    if (estimate >= 0) estimatedByColor[estimate]! += 1;
    types[product.type ?? 'none'] += 1;
  }
  const coded = total.products.slice(0, COLOR_IDS.length);
  return {
    products: products.length,
    unitsOnHand,
    withoutQuantity,
    gramsOnHand: Math.round(gramsOnHand * 10) / 10,
    byWeight,
    total,
    categories: CATEGORY_IDS.flatMap((id) => {
      const counts = byCategory.get(id);
      return counts ? [{ id, name: CATEGORY_NAMES[id], counts }] : [];
    }),
    estimatedByColor,
    types,
    stockNext: colorsUnderIdeal(coded, 'coded'),
    stockNextEstimated: colorsUnderIdeal(estimatedByColor, 'estimated'),
    skipped: {
      noName: skippedRows(leftOut.noName),
      totals: skippedRows(leftOut.totals),
      duplicates: skippedRows(leftOut.duplicates),
      accessories: skippedRows(leftOut.accessories),
    },
  };
}

/** A product as the report's lists show it. */
export interface ListedProduct {
  row: number;
  name: string;
  brand: string;
  category: string;
  type: string;
  /** For an estimate: the estimated color's name and the store's words it comes from. */
  estimate: { name: string; words: string[] } | null;
  /** Why a product is not color-coded, where its file says more than nothing (tags that tie). */
  why: string | null;
}

export type ListId = 'notCoded' | 'estimated';

export interface ListPage {
  list: ListId;
  total: number;
  offset: number;
  items: ListedProduct[];
}

export const LIST_PAGE_SIZE = 50;

function listed(product: Product): ListedProduct {
  return {
    row: product.row,
    name: product.name,
    brand: product.brand,
    category: CATEGORY_NAMES[product.category],
    type: product.type ? `Type ${product.type}` : '',
    estimate:
      product.colorSource === 'estimate' && product.color
        ? { name: SLICE_NAMES[product.color], words: product.estimateWords }
        : null,
    why: product.notCodedWhy,
  };
}

/** One page of the products not color-coded yet, or of the estimated ones, in the file's order. */
export function listPage(products: readonly Product[], list: ListId, offset: number, size = LIST_PAGE_SIZE): ListPage {
  const members = products.filter((product) => sliceOf(product) === list);
  const start = Math.max(0, Math.min(offset, members.length));
  return { list, total: members.length, offset: start, items: members.slice(start, start + size).map(listed) };
}
