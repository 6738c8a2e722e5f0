/**
 * The report's products as a CSV file to download: each product with its type and its color, and where the
 * color came from. Every cell that a spreadsheet could read as a formula is written as text (OWASP's guidance
 * on CSV injection): a product name from a file is never run as a formula in the operator's spreadsheet.
 */
import { colorWithEffect } from '../../i18n/glossary.ts';
import { CATEGORY_NAMES } from './categories.ts';
import type { Product } from './products.ts';

/** Characters a spreadsheet takes as the start of a formula (or of a cell it then evaluates). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\n', '\uff1d', '\uff0b', '\uff0d', '\uff20']);

/** A text cell, quoted, with a leading apostrophe where it would otherwise start a formula. */
export function csvTextCell(value: string): string {
  const guarded = value.length > 0 && FORMULA_STARTS.has(value[0]!) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

function csvNumberCell(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(value);
}

export const CSV_HEADERS = [
  'Row in your file',
  'Product',
  'Brand',
  'Category',
  'Your category',
  'Strain',
  'Flower type',
  'THC',
  'CBD',
  'Type',
  'Color',
  'Color from',
  'Your effect words',
  'Units on hand',
  'Grams on hand',
] as const;

/** The color as every page names it, the color word first: "Purple (Rest)". */
function colorName(product: Product): string {
  return product.color ? colorWithEffect(product.color, 'en') : '';
}

function colorFrom(product: Product): string {
  if (product.colorSource === 'file') return 'your file (DYC color)';
  if (product.colorSource === 'estimate') return 'estimate from your tags';
  return product.notCodedWhy ? `not color-coded yet: ${product.notCodedWhy}` : 'not color-coded yet';
}

/** The whole CSV, CRLF line ends and a byte-order mark so spreadsheet programs read it as UTF-8. */
export function productsCsv(products: readonly Product[]): string {
  const lines = [CSV_HEADERS.map(csvTextCell).join(',')];
  for (const product of products) {
    lines.push(
      [
        csvNumberCell(product.row),
        csvTextCell(product.name),
        csvTextCell(product.brand),
        csvTextCell(CATEGORY_NAMES[product.category]),
        csvTextCell(product.categoryText),
        csvTextCell(product.strain),
        csvTextCell(product.strainType),
        csvTextCell(product.thcText),
        csvTextCell(product.cbdText),
        csvTextCell(product.type ? `Type ${product.type}` : ''),
        csvTextCell(colorName(product)),
        csvTextCell(colorFrom(product)),
        csvTextCell(product.estimateWords.join(', ')),
        csvNumberCell(product.quantity),
        csvNumberCell(product.gramsOnHand),
      ].join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
