import fc from 'fast-check';
import { storeSlices } from '../../src/lib/inventory/report.ts';
import { describe, expect, it } from 'vitest';
import { FIELD_IDS, type ColumnField } from '../../src/lib/inventory/columns.ts';
import { readAmount } from '../../src/lib/inventory/numbers.ts';
import { InventorySession } from '../../src/lib/inventory/session.ts';

/** Cells as exports write them, and worse. */
const cell = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '21.5%',
    '215 mg/g',
    '<LOQ',
    'ND',
    '1,234',
    '1.234,5',
    'N/A',
    '',
    'DYC: Calm',
    'Sleepy, Relaxed',
    'Total',
  ),
  fc.double({ noNaN: false }).map(String),
  fc.integer().map(String),
);
const header = fc.constantFrom(
  'Product',
  'Name',
  'Category',
  'THC',
  'CBD %',
  'THCA',
  'Qty',
  'Tags',
  'Effects',
  'DYC color',
  'Price',
  'Type',
  'x',
);

function csvOf(rows: string[][]): string {
  return rows.map((row) => row.map((value) => `"${value.replace(/"/g, '""')}"`).join(',')).join('\n');
}

/** Every number a report holds, wherever it is. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers);
  return [];
}

describe('properties of any file', () => {
  it('never throws, shows no NaN or infinity, and its slices add up to the products read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(header, { minLength: 1, maxLength: 8 }),
        fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 30 }),
        fc.array(fc.constantFrom<ColumnField>(...FIELD_IDS, 'ignore'), { maxLength: 8 }),
        async (headers, rows, mapping) => {
          const session = new InventorySession();
          const outcome = await session.read(new TextEncoder().encode(csvOf([headers, ...rows])), 'any.csv');
          if (!outcome.ok) return;
          // The guessed columns first, then the operator's (arbitrary) choice; the CSV is of the view checked.
          for (const next of [() => outcome.view, () => session.setFields(mapping)]) {
            const view = next();
            expect(numbers(view).every(Number.isFinite)).toBe(true);
            const report = view.report;
            if (!report) continue;
            const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
            expect(sum(report.total.products)).toBe(report.products);
            expect(sum(report.categories.map((category) => sum(category.counts.products)))).toBe(report.products);
            expect(sum(Object.values(report.types))).toBe(report.products);
            expect(view.pages.notCoded.total).toBe(report.total.products[4]);
            expect(view.pages.estimated.total).toBe(report.total.products[5]);
            expect(sum(report.total.units)).toBeCloseTo(report.unitsOnHand);
            // The store's pie, its estimates one slice per color, adds up to the products read.
            expect(sum(storeSlices(report.total, 'products').map((slice) => slice.value))).toBe(report.products);
            expect(session.csv().split('\r\n').length).toBe(report.products + 2);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads any bytes without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (bytes) => {
        const outcome = await new InventorySession().read(bytes, 'bytes.bin');
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it('reads any cell as a finite figure or none', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (text, decimalComma) => {
        const { value } = readAmount(text, decimalComma);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
    );
  });
});
