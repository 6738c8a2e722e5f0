/**
 * One row of an export as one product: its name, category and figures, its cannabinoid type, and its color as
 * the file carries it (decisions.md, "Inventory by color"): a DYC color column or DYC tag gives the color; the
 * store's own effect tags give an estimate only; every other product is not color-coded yet.
 */
import type { EffectColorId } from '../../consts.ts';
import type { CoaType } from '../coa/rules.ts';
import { isPotencyUnit, totalCannabinoid, typeFromTotals, type Potency, type PotencyUnit } from './cannabinoids.ts';
import { categoryOf, type CategoryId } from './categories.ts';
import { dycColorOf, dycTagOf, estimateFromTags } from './colors.ts';
import type { ColumnField, FieldId } from './columns.ts';
import { readAmount, readNumber, unitFromText } from './numbers.ts';

export type ColorSource = 'file' | 'estimate';

export interface Product {
  /** The row's number in the sheet as a spreadsheet shows it (the header row is 1 when it is the first). */
  row: number;
  name: string;
  brand: string;
  /** The file's own category words, and the report's category read from them (or from the name). */
  categoryText: string;
  category: CategoryId;
  strain: string;
  strainType: string;
  /** THC and CBD as the report read them ("21.5 %"), empty where the file gives none. */
  thcText: string;
  cbdText: string;
  type: CoaType | null;
  /** Why no type, in a few words; null when there is one. */
  typeWhy: string | null;
  color: EffectColorId | null;
  colorSource: ColorSource | null;
  /** The store's own words an estimate comes from. */
  estimateWords: string[];
  /** Units on hand; null where the file gives none. */
  quantity: number | null;
  price: number | null;
  unitWeight: string;
}

/** What a row that is not a product is. */
export type RowSkip = 'blank' | 'noName' | 'totals' | 'accessory';

export interface RowContext {
  /** Each column's meaning, in column order. */
  fields: readonly ColumnField[];
  /** Each column's unit as its header says it ("THC %", "CBD (mg)"), or null. */
  headerUnits: readonly (PotencyUnit | null)[];
  decimalComma: boolean;
}

/** The unit a column's header names: "THC %" is a percentage, "THC (mg)" milligrams, "THC Composition" a %. */
export function headerUnit(header: string): PotencyUnit | null {
  const text = header.toLowerCase();
  if (text.includes('%') || text.includes('percent') || text.includes('composition')) return '%';
  if (text.includes('mg/g') || text.includes('mg per g')) return 'mg/g';
  if (text.includes('mg/ml')) return 'mg/ml';
  if (/\bmg\b|milligram/.test(text)) return 'mg';
  return null;
}

/** "Total", "Grand total", "Subtotal", "Totals:" at the start of a row's first words: a sum, not a product. */
function isTotalsText(text: string): boolean {
  return /^(?:grand\s+|sub-?\s*)?totals?\b/i.test(text.trim()) || /^sum\b/i.test(text.trim());
}

/** A weight in grams from "3.5g", "1 g", "1/8 oz" (as 0.125 oz), "100mg"; a bare figure is taken as grams. */
export function gramsOf(cell: string, decimalComma: boolean): number | null {
  const text = cell.trim();
  const fraction = /^(\d+)\s*\/\s*(\d+)\s*(?:oz|ounces?)$/i.exec(text);
  if (fraction) return (Number(fraction[1]) / Number(fraction[2])) * 28.3495;
  const amount = readAmount(text, decimalComma);
  if (amount.value === null || amount.value <= 0) return null;
  switch (amount.unit) {
    case null:
    case 'g':
      return amount.value;
    case 'mg':
      return amount.value / 1000;
    case 'oz':
      return amount.value * 28.3495;
    default:
      return null;
  }
}

function formatPotency(potency: Potency | null): string {
  if (!potency) return '';
  const value = Math.round(potency.value * 100) / 100;
  return potency.unit ? `${value} ${potency.unit}` : String(value);
}

/**
 * A row as a product, or why it is not one. `rowNumber` is the row's number as the sheet shows it.
 */
export function productFromRow(cells: readonly string[], rowNumber: number, context: RowContext): Product | RowSkip {
  if (cells.every((cell) => cell.trim() === '')) return 'blank';
  const { fields, headerUnits, decimalComma } = context;
  const columnsOf = (field: FieldId) => fields.flatMap((candidate, index) => (candidate === field ? [index] : []));
  const first = (field: FieldId) => {
    for (const index of columnsOf(field)) {
      const cell = (cells[index] ?? '').trim();
      if (cell !== '') return cell;
    }
    return '';
  };
  const all = (field: FieldId) =>
    columnsOf(field).flatMap((index) => ((cells[index] ?? '').trim() ? [cells[index]!.trim()] : []));

  const name = first('name');
  const firstFilled = cells.find((cell) => cell.trim() !== '') ?? '';
  if (isTotalsText(name) || (name === '' && isTotalsText(firstFilled))) return 'totals';
  if (name === '') return 'noName';

  // The first category column whose words name a category ("Flower > Indica", not "Indica"), else the name's.
  const categoryCells = all('category');
  const categoryText = categoryCells[0] ?? '';
  const category = categoryCells.map(categoryOf).find((found) => found !== null) ?? categoryOf(name) ?? 'other';
  if (category === 'accessories') return 'accessory';

  // THC and CBD: the first column with a figure, in the unit the cell, its unit column or its header names.
  const potencyOf = (field: 'thc' | 'thca' | 'cbd' | 'cbda', unitField: 'thcUnit' | 'cbdUnit'): Potency | null => {
    // One unit column for both cannabinoids ("Potency Unit") serves both.
    const unitColumnUnit = unitFromText(first(unitField) || first(unitField === 'thcUnit' ? 'cbdUnit' : 'thcUnit'));
    for (const index of columnsOf(field)) {
      const amount = readAmount(cells[index] ?? '', decimalComma);
      if (amount.value === null) continue;
      const unit = isPotencyUnit(amount.unit)
        ? amount.unit
        : isPotencyUnit(unitColumnUnit)
          ? unitColumnUnit
          : (headerUnits[index] ?? null);
      return { value: amount.value, unit };
    }
    return null;
  };
  const thc = totalCannabinoid(potencyOf('thc', 'thcUnit'), potencyOf('thca', 'thcUnit'));
  const cbd = totalCannabinoid(potencyOf('cbd', 'cbdUnit'), potencyOf('cbda', 'cbdUnit'));
  const unitWeight = first('unitWeight');
  const { type, why } = typeFromTotals(thc, cbd, gramsOf(unitWeight, decimalComma));

  // The color only from the file; the store's effect words give an estimate, counted apart.
  const tags = all('tags');
  const fileColor = dycColorOf(first('dycColor')) ?? tags.map(dycTagOf).find((color) => color !== null) ?? null;
  const estimate = fileColor ? null : estimateFromTags([...all('effects'), ...tags]);

  const quantity = readNumber(first('quantity'), decimalComma);
  return {
    row: rowNumber,
    name,
    brand: first('brand'),
    categoryText,
    category,
    strain: first('strain'),
    strainType: first('strainType'),
    thcText: formatPotency(thc),
    cbdText: formatPotency(cbd),
    type,
    typeWhy: why,
    color: fileColor ?? estimate?.color ?? null,
    colorSource: fileColor ? 'file' : estimate ? 'estimate' : null,
    estimateWords: estimate?.words ?? [],
    quantity: quantity !== null && quantity >= 0 ? quantity : null,
    price: readNumber(first('price'), decimalComma),
    unitWeight,
  };
}
