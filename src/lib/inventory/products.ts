/**
 * One row of an export as one product: its name, category and figures, its cannabinoid type, and its color as
 * the file carries it (decisions.md, "Inventory by color"): a DYC color column or DYC tag gives the color; the
 * store's own effect tags give an estimate only; every other product is not color-coded yet.
 */
import type { EffectColorId } from '../../consts.ts';
import type { CoaType } from '../coa/rules.ts';
import { isPotencyUnit, totalCannabinoid, typeFromTotals, type Potency, type PotencyUnit } from './cannabinoids.ts';
import { categoryOf, type CategoryId } from './categories.ts';
import { dycColorOf, dycTagOf, readEffectWords, tieReason } from './colors.ts';
import { quantityUnitOf, readPotencyText, type ColumnField, type FieldId } from './columns.ts';
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
  /** The store's own effect words: those an estimate comes from, or those that tie between colors. */
  estimateWords: string[];
  /** Why a product with effect words is not color-coded (they point at two colors); null otherwise. */
  notCodedWhy: string | null;
  /** Units on hand, in pieces; null where the file gives none or keeps the product by weight. */
  quantity: number | null;
  /** Grams on hand, for a product the file counts by weight ("450" with "gm", "28 g"); null otherwise. */
  gramsOnHand: number | null;
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

/** A function of a cell's text that remembers its answers: an export repeats its categories, tags and units. */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined && !answers.has(text)) answers.set(text, (answer = read(text)));
    return answer as T;
  };
}

/** The color a row's file carries, or the estimate from its effect words. */
interface RowColor {
  color: EffectColorId | null;
  source: ColorSource | null;
  words: string[];
  why: string | null;
}

const NO_WORDS: string[] = [];

/**
 * Whether a cell holds nothing but white space (as String.prototype.trim sees it); a cell with text usually says
 * so at its first character, an ASCII letter or digit, without being trimmed.
 */
function isBlankCell(cell: string): boolean {
  if (cell.length === 0) return true;
  const first = cell.charCodeAt(0);
  return (first <= 32 || first >= 0xa0) && cell.trim() === '';
}

/** Cheap test before the totals patterns: "Total…", "Grand…", "Sub…", "Sum…", after any leading space. */
function mayBeTotals(text: string): boolean {
  const first = text.charCodeAt(0) | 0x20;
  return first === 0x74 || first === 0x67 || first === 0x73 || text.charCodeAt(0) <= 32;
}

/**
 * Reads the rows of one sheet as products: the columns of each meaning are found once, and what a file writes
 * again and again (its categories, tags, units, figures, colors) is read once per distinct text, so a
 * 100,000-row export stays quick. `read` gives a row as a product, or why it is not one; `rowNumber` is the
 * row's number as the sheet shows it.
 */
export function rowReader(context: RowContext): (cells: readonly string[], rowNumber: number) => Product | RowSkip {
  const { fields, headerUnits, decimalComma } = context;
  const columns = new Map<FieldId, number[]>();
  fields.forEach((field, index) => {
    if (field === 'ignore') return;
    const list = columns.get(field);
    if (list) list.push(index);
    else columns.set(field, [index]);
  });
  const columnsOf = (field: FieldId): readonly number[] => columns.get(field) ?? [];
  const nameColumns = columnsOf('name');
  const brandColumns = columnsOf('brand');
  const categoryColumns = columnsOf('category');
  const strainColumns = columnsOf('strain');
  const strainTypeColumns = columnsOf('strainType');
  const unitWeightColumns = columnsOf('unitWeight');
  const quantityColumns = columnsOf('quantity');
  const quantityUnitColumns = columnsOf('quantityUnit');
  const potencyTextColumns = columnsOf('potencyText');
  const priceColumns = columnsOf('price');
  const dycColorColumns = columnsOf('dycColor');
  const effectColumns = columnsOf('effects');
  const tagColumns = columnsOf('tags');
  const potencyColumns = {
    thc: columnsOf('thc'),
    thca: columnsOf('thca'),
    cbd: columnsOf('cbd'),
    cbda: columnsOf('cbda'),
    thcUnit: columnsOf('thcUnit'),
    cbdUnit: columnsOf('cbdUnit'),
  };

  const categoryOfCell = remembered(categoryOf);
  const amountOf = remembered((cell) => readAmount(cell, decimalComma));
  const unitOf = remembered(unitFromText);
  const gramsOfCell = remembered((cell) => gramsOf(cell, decimalComma));
  const numberOf = remembered((cell) => readNumber(cell, decimalComma));
  const quantityUnitOfCell = remembered(quantityUnitOf);
  const potencyTextOf = remembered((cell) => readPotencyText(cell, decimalComma));
  const colors = new Map<string, RowColor>();
  const colorOf = (dycCell: string, effects: readonly string[], tags: readonly string[]): RowColor => {
    // The cells joined by characters no export writes: one text per distinct combination, cheap to look up.
    const key = `${dycCell}\u0001${effects.join('\u0002')}\u0001${tags.join('\u0002')}`;
    let color = colors.get(key);
    if (color) return color;
    // A DYC tag is read in a tags column and in an effects column alike ("DYC: Calm" among the effects).
    const fileColor =
      dycColorOf(dycCell) ?? [...tags, ...effects].map(dycTagOf).find((found) => found !== null) ?? null;
    const reading = fileColor ? null : readEffectWords([...effects, ...tags]);
    color = fileColor
      ? { color: fileColor, source: 'file', words: NO_WORDS, why: null }
      : reading?.estimate
        ? { color: reading.estimate.color, source: 'estimate', words: reading.estimate.words, why: null }
        : reading && reading.tied.length > 0
          ? { color: null, source: null, words: reading.words, why: tieReason(reading.tied) }
          : { color: null, source: null, words: NO_WORDS, why: null };
    colors.set(key, color);
    return color;
  };

  return (cells, rowNumber) => {
    let blank = true;
    for (const cell of cells) {
      if (!isBlankCell(cell)) {
        blank = false;
        break;
      }
    }
    if (blank) return 'blank';
    const first = (indexes: readonly number[]): string => {
      for (const index of indexes) {
        const cell = cells[index];
        if (cell !== undefined && !isBlankCell(cell)) return cell.trim();
      }
      return '';
    };
    const all = (indexes: readonly number[]): string[] => {
      const found: string[] = [];
      for (const index of indexes) {
        const cell = cells[index];
        if (cell !== undefined && !isBlankCell(cell)) found.push(cell.trim());
      }
      return found;
    };

    const name = first(nameColumns);
    if (name === '') {
      const firstFilled = cells.find((cell) => !isBlankCell(cell)) ?? '';
      return isTotalsText(firstFilled) ? 'totals' : 'noName';
    }
    if (mayBeTotals(name) && isTotalsText(name)) return 'totals';

    // The first category column whose words name a category ("Flower > Indica", not "Indica"), else the name's.
    const categoryCells = categoryColumns.length === 0 ? NO_WORDS : all(categoryColumns);
    const categoryText = categoryCells[0] ?? '';
    let category: CategoryId | 'accessories' | null = null;
    for (const cell of categoryCells) if ((category = categoryOfCell(cell)) !== null) break;
    category ??= categoryOf(name) ?? 'other';
    if (category === 'accessories') return 'accessory';

    // THC and CBD: the first column with a figure, in the unit the cell, its unit column or its header names.
    const potencyOf = (field: 'thc' | 'thca' | 'cbd' | 'cbda', unitField: 'thcUnit' | 'cbdUnit'): Potency | null => {
      const figures = potencyColumns[field];
      if (figures.length === 0) return null;
      // One unit column for both cannabinoids ("Potency Unit") serves both.
      const unitColumnUnit = unitOf(
        first(potencyColumns[unitField]) || first(potencyColumns[unitField === 'thcUnit' ? 'cbdUnit' : 'thcUnit']),
      );
      for (const index of figures) {
        const amount = amountOf(cells[index] ?? '');
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
    let thc = totalCannabinoid(potencyOf('thc', 'thcUnit'), potencyOf('thca', 'thcUnit'));
    let cbd = totalCannabinoid(potencyOf('cbd', 'cbdUnit'), potencyOf('cbda', 'cbdUnit'));
    // A dosage in words fills what the figure columns leave empty.
    if (!thc && !cbd && potencyTextColumns.length > 0) {
      const written = potencyTextOf(first(potencyTextColumns));
      if (written) ({ thc, cbd } = written);
    }
    const unitWeight = first(unitWeightColumns);
    const { type, why } = typeFromTotals(thc, cbd, gramsOfCell(unitWeight));

    // The color only from the file; the store's effect words give an estimate, counted apart.
    const color = colorOf(
      first(dycColorColumns),
      effectColumns.length === 0 ? NO_WORDS : all(effectColumns),
      tagColumns.length === 0 ? NO_WORDS : all(tagColumns),
    );

    // Stock kept by weight (a gram unit beside the count, or in its cell) is grams, never added to pieces.
    const quantityCell = first(quantityColumns);
    const quantityAmount = amountOf(quantityCell);
    const unit = quantityUnitColumns.length === 0 ? null : quantityUnitOfCell(first(quantityUnitColumns));
    const cellGrams =
      quantityAmount.unit === 'g' || quantityAmount.unit === 'oz' || quantityAmount.unit === 'mg'
        ? gramsOfCell(quantityCell)
        : null;
    const byWeight = cellGrams !== null || unit?.kind === 'weight';
    const counted = numberOf(quantityCell);
    const quantity = byWeight ? null : counted;
    const gramsOnHand =
      cellGrams ?? (unit?.kind === 'weight' && counted !== null && counted >= 0 ? counted * unit.grams : null);
    return {
      row: rowNumber,
      name,
      brand: first(brandColumns),
      categoryText,
      category,
      strain: first(strainColumns),
      strainType: first(strainTypeColumns),
      thcText: formatPotency(thc),
      cbdText: formatPotency(cbd),
      type,
      typeWhy: why,
      color: color.color,
      colorSource: color.source,
      estimateWords: color.words,
      notCodedWhy: color.why,
      quantity: quantity !== null && quantity >= 0 ? quantity : null,
      gramsOnHand,
      price: numberOf(first(priceColumns)),
      unitWeight,
    };
  };
}

/** One row as a product, or why it is not one (rowReader for a single row). */
export function productFromRow(cells: readonly string[], rowNumber: number, context: RowContext): Product | RowSkip {
  return rowReader(context)(cells, rowNumber);
}
