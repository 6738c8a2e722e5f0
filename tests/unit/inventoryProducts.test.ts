import { describe, expect, it, vi } from 'vitest';
import { DECARBOXYLATION_FACTOR } from '../../src/lib/coa/analytes.ts';
import * as coaRules from '../../src/lib/coa/rules.ts';
import { totalCannabinoid, typeFromTotals } from '../../src/lib/inventory/cannabinoids.ts';
import { categoryOf } from '../../src/lib/inventory/categories.ts';
import { dycColorOf, dycTagOf, estimateFromTags } from '../../src/lib/inventory/colors.ts';
import type { ColumnField } from '../../src/lib/inventory/columns.ts';
import { headerUnit, productFromRow, type Product } from '../../src/lib/inventory/products.ts';
import { readFixture } from './inventoryFixtures.ts';

function product(headers: string[], fields: ColumnField[], cells: string[]): Product {
  const result = productFromRow(cells, 2, { fields, headerUnits: headers.map(headerUnit), decimalComma: false });
  if (typeof result === 'string') throw new Error(`not a product: ${result}`);
  return result;
}

describe('the type, by the COA pre-check’s rule and code', () => {
  it('calls the COA pre-check’s own cannabinoidType', () => {
    const spy = vi.spyOn(coaRules, 'cannabinoidType');
    typeFromTotals({ value: 20, unit: '%' }, { value: 1, unit: '%' }, null);
    expect(spy).toHaveBeenCalledWith(20, 1);
    spy.mockRestore();
  });

  it('gives Type I, II and III at the pre-check’s cut-off', () => {
    expect(typeFromTotals({ value: 20, unit: '%' }, { value: 4, unit: '%' }, null).type).toBe('I');
    expect(typeFromTotals({ value: 10, unit: 'mg' }, { value: 10, unit: 'mg' }, null).type).toBe('II');
    expect(typeFromTotals({ value: 2, unit: 'mg' }, { value: 300, unit: 'mg' }, null).type).toBe('III');
  });

  it('computes total THC from THC and THCA with the pre-check’s factor', () => {
    expect(totalCannabinoid({ value: 1, unit: '%' }, { value: 20, unit: '%' })).toEqual({
      value: 1 + DECARBOXYLATION_FACTOR * 20,
      unit: '%',
    });
    expect(totalCannabinoid({ value: 1, unit: '%' }, { value: 200, unit: 'mg/g' })!.value).toBeCloseTo(
      1 + DECARBOXYLATION_FACTOR * 20,
    );
  });

  it('compares % and mg/g, and milligrams per unit with % through the unit’s weight only', () => {
    expect(typeFromTotals({ value: 215, unit: 'mg/g' }, { value: 1, unit: '%' }, null).type).toBe('I');
    expect(typeFromTotals({ value: 10, unit: 'mg' }, { value: 2, unit: '%' }, null)).toEqual({
      type: null,
      why: 'THC and CBD in units that cannot be compared',
    });
    // 10 mg in a 5 g chocolate is 0.2 %: beside 2 % CBD, CBD-dominant.
    expect(typeFromTotals({ value: 10, unit: 'mg' }, { value: 2, unit: '%' }, 5).type).toBe('III');
  });

  it('gives no type for figures no product can hold, or none at all', () => {
    expect(typeFromTotals({ value: 215, unit: '%' }, null, null).type).toBeNull();
    expect(typeFromTotals(null, null, null).why).toBe('no THC or CBD figure');
    expect(typeFromTotals({ value: 0, unit: '%' }, { value: 0, unit: '%' }, null).type).toBeNull();
  });

  it('reads "<LOQ" and "ND" as none of that cannabinoid', () => {
    const headers = ['Product', 'THC', 'CBD'];
    const fields: ColumnField[] = ['name', 'thc', 'cbd'];
    expect(product(headers, fields, ['Vape', '85%', '<LOQ']).type).toBe('I');
    expect(product(headers, fields, ['Tincture', 'ND', '30 mg']).type).toBe('III');
  });

  it('takes the unit from the header when the cells carry none', () => {
    expect(headerUnit('THC %')).toBe('%');
    expect(headerUnit('THC (mg)')).toBe('mg');
    expect(headerUnit('THC Composition')).toBe('%');
    expect(headerUnit('THC')).toBeNull();
  });
});

describe('the color: only from the file; effect tags give an estimate', () => {
  it('reads a DYC color cell in its names and color words', () => {
    expect(dycColorOf('Calm')).toBe('blue');
    expect(dycColorOf('Calm (blue)')).toBe('blue');
    expect(dycColorOf('purple')).toBe('purple');
    expect(dycColorOf('Calm or Rest')).toBeNull();
    expect(dycColorOf('')).toBeNull();
  });

  it('reads a DYC tag, and never a plain effect word, as the file’s color', () => {
    expect(dycTagOf('DYC: Calm')).toBe('blue');
    expect(dycTagOf('dyc-rest')).toBe('purple');
    expect(dycTagOf('#DYC_Energize, daytime')).toBe('yellow');
    expect(dycTagOf('calm, relaxed')).toBeNull();
  });

  it('estimates from the store’s effect words, and not at all when they do not lean one way', () => {
    expect(estimateFromTags(['Sleepy, Relaxed, Sleep'])).toEqual({
      color: 'purple',
      words: ['sleepy', 'relaxed', 'sleep'],
    });
    expect(estimateFromTags(['Energetic', 'Creative, Happy'])!.color).toBe('yellow');
    expect(estimateFromTags(['Focused, Clear-headed'])!.color).toBe('green');
    expect(estimateFromTags(['Relaxed, Sleepy'])).toBeNull();
    expect(estimateFromTags(['Happy, Euphoric, Giggly'])).toBeNull();
  });

  it('gives a product with a DYC color its color, one with effect tags an estimate, the rest none', () => {
    const headers = ['Product', 'DYC color', 'Effects'];
    const fields: ColumnField[] = ['name', 'dycColor', 'effects'];
    expect(product(headers, fields, ['A', 'Rest', 'energetic'])).toMatchObject({
      color: 'purple',
      colorSource: 'file',
    });
    expect(product(headers, fields, ['B', '', 'sleepy'])).toMatchObject({
      color: 'purple',
      colorSource: 'estimate',
      estimateWords: ['sleepy'],
    });
    expect(product(headers, fields, ['C', '', ''])).toMatchObject({ color: null, colorSource: null });
  });

  it('counts the vendors’ fixtures by their colors, estimates and the rest', async () => {
    const dutchie = await readFixture('dutchie-inventory.csv');
    // Focus, Calm, two Rest from DYC tags; two estimates; three not color-coded yet.
    expect(dutchie.report!.total.products).toEqual([0, 1, 1, 2, 3, 2]);
    const generic = await readFixture('generic-semicolon.csv');
    expect(generic.report!.total.products).toEqual([1, 0, 1, 2, 1, 0]);
  });
});

describe('cells that hold only white space', () => {
  it('are passed over for the next column of the same meaning, whatever the space', () => {
    const headers = ['Product Name', 'Menu Name', 'Brand', 'Vendor', 'THC %'];
    const fields: ColumnField[] = ['name', 'name', 'brand', 'brand', 'thc'];
    for (const space of [' ', '\t', '\u00a0', '\u2007\u3000', '\ufeff']) {
      const read = product(headers, fields, [space, 'Blue Dream', space, 'Sample Farms', '21.5']);
      expect([read.name, read.brand]).toEqual(['Blue Dream', 'Sample Farms']);
    }
    const blank = productFromRow(['\u00a0', ' ', '', '\u3000', ''], 2, {
      fields,
      headerUnits: headers.map(headerUnit),
      decimalComma: false,
    });
    expect(blank).toBe('blank');
  });
});

describe('categories', () => {
  it('reads what exports call them', () => {
    expect(categoryOf('Vaporizers')).toBe('vapes');
    expect(categoryOf('CARTRIDGE')).toBe('vapes');
    expect(categoryOf('Infused Pre-Roll')).toBe('prerolls');
    expect(categoryOf('Flower > Indica')).toBe('flower');
    expect(categoryOf('Edibles - Gummies')).toBe('edibles');
    expect(categoryOf('Live Resin')).toBe('concentrates');
    expect(categoryOf('Beverage')).toBe('beverages');
    expect(categoryOf('Tinctures')).toBe('tinctures');
    expect(categoryOf('Topicals')).toBe('topicals');
    expect(categoryOf('Apparel')).toBe('accessories');
    expect(categoryOf('Indica')).toBeNull();
  });
});
