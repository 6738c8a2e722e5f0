import { describe, expect, it } from 'vitest';
import { csvTextCell, productsCsv } from '../../src/lib/inventory/csvExport.ts';
import {
  headerSignature,
  loadMappings,
  MAPPINGS_STORAGE_KEY,
  saveMapping,
} from '../../src/lib/inventory/mappingMemory.ts';
import { COLOR_IDS } from '../../src/lib/inventory/colors.ts';
import { colorsUnderIdeal, storePieLabels, storeSlices } from '../../src/lib/inventory/report.ts';
import { InventorySession } from '../../src/lib/inventory/session.ts';
import { fixtureBytes, readFixture } from './inventoryFixtures.ts';

describe('the report', () => {
  it('splits products and units on hand by the six slices, whole and per category', async () => {
    const report = (await readFixture('blaze-products.csv')).report!;
    expect(report.products).toBe(6);
    expect(report.total.products).toEqual([1, 1, 1, 1, 1, 1]);
    expect(report.total.units).toEqual([20, 22, 40, 8, 50, 35]);
    expect(report.categories.map((category) => [category.name, category.counts.products])).toEqual([
      ['Flower', [1, 0, 0, 1, 0, 0]],
      ['Pre-rolls', [0, 0, 0, 0, 1, 0]],
      ['Vapes', [0, 1, 0, 0, 0, 0]],
      ['Edibles', [0, 0, 1, 0, 0, 1]],
    ]);
    expect(report.skipped.accessories.count).toBe(1);
    expect(report.types).toEqual({ I: 5, II: 1, III: 0, none: 0 });
  });

  it('names what to stock next: the colors furthest under an even shelf, with how many products', () => {
    expect(colorsUnderIdeal([10, 2, 30, 38], 'coded')).toEqual({
      basis: 'coded',
      total: 80,
      under: [
        { color: 'green', name: 'Green (Focus)', count: 2, short: 18 },
        { color: 'yellow', name: 'Yellow (Energize)', count: 10, short: 10 },
      ],
      tooFew: false,
    });
    expect(colorsUnderIdeal([0, 0, 0, 0], 'coded')).toBeNull();
  });

  it('counts estimates apart from the file’s colors, and compares them apart', async () => {
    const report = (await readFixture('jane-menu.csv')).report!;
    expect(report.total.products.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(report.stockNext).toBeNull();
    expect(report.estimatedByColor).toEqual([1, 1, 1, 0]);
    expect(report.stockNextEstimated!.basis).toBe('estimated');
    expect(report.withoutQuantity).toBe(6);
  });

  it('splits the estimates by color on the pie, each named as an estimate, the slices adding up to the products', async () => {
    const report = (await readFixture('dutchie-inventory.csv')).report!;
    expect(report.total.products).toEqual([0, 1, 1, 2, 3, 2]);
    const products = storeSlices(report.total, 'products');
    expect(products.map((slice) => slice.name)).toEqual([
      'Yellow (Energize)',
      'Green (Focus)',
      'Blue (Calm)',
      'Purple (Rest)',
      'Not color-coded yet',
      'Estimated: Yellow (Energize)',
      'Estimated: Green (Focus)',
      'Estimated: Blue (Calm)',
      'Estimated: Purple (Rest)',
    ]);
    expect(products.map((slice) => slice.value)).toEqual([0, 1, 1, 2, 3, 2, 0, 0, 0]);
    expect(products.filter((slice) => slice.estimated).map((slice) => slice.color)).toEqual(COLOR_IDS);
    expect(products.reduce((sum, slice) => sum + slice.value, 0)).toBe(report.products);
    const units = storeSlices(report.total, 'units');
    expect(units.reduce((sum, slice) => sum + slice.value, 0)).toBe(report.unitsOnHand);
    const edibles = report.categories.find((category) => category.id === 'beverages')!;
    expect(storeSlices(edibles.counts, 'products').map((slice) => slice.value)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0]);
  });

  it('writes every slice’s color word and share on the pie, an estimate as “Est.” with its color word', () => {
    // The review's ten products: one each of the four colors and not coded; estimated Yellow 2, Blue 2, Purple 1.
    const slices = storeSlices(
      {
        products: [1, 1, 1, 1, 1, 5],
        units: [0, 0, 0, 0, 0, 0],
        estimated: { products: [2, 0, 2, 1], units: [0, 0, 0, 0] },
      },
      'products',
    );
    expect(storePieLabels(slices, [10, 10, 10, 10, 10, 20, 0, 20, 10])).toEqual([
      ['Yellow', '10%'],
      ['Green', '10%'],
      ['Blue', '10%'],
      ['Purple', '10%'],
      ['Not coded', '10%'],
      ['Est. Yellow', '20%'],
      [],
      ['Est. Blue', '20%'],
      ['Est. Purple', '10%'],
    ]);
  });

  it('lists the products not color-coded yet and the estimated ones, a page at a time', async () => {
    const session = new InventorySession();
    await session.read(fixtureBytes('dutchie-inventory.csv'), 'dutchie.csv');
    expect(session.page('notCoded', 0).items.map((item) => item.name)).toEqual([
      'Granddaddy Purple 3.5g',
      'ACDC Tincture 30ml',
      'Relief Balm 1oz',
    ]);
    expect(session.page('estimated', 0).items.map((item) => [item.name, item.estimate])).toEqual([
      ['Sour Diesel Cartridge 0.5g', { name: 'Yellow (Energize)', words: ['energetic', 'creative', 'uplifted'] }],
      ['Sparkling Lime 10mg', { name: 'Yellow (Energize)', words: ['uplifted', 'focused', 'energetic'] }],
    ]);
    expect(session.page('notCoded', 2)).toMatchObject({ total: 3, offset: 2 });
  });

  it('follows a corrected mapping', async () => {
    const session = new InventorySession();
    const outcome = await session.read(fixtureBytes('dutchie-inventory.csv'), 'dutchie.csv');
    if (!outcome.ok) throw new Error(outcome.message);
    const fields = outcome.view.summary.columns.map((column) => (column.field === 'tags' ? 'ignore' : column.field));
    const view = session.setFields(fields);
    expect(view.report!.total.products).toEqual([0, 0, 0, 0, 9, 0]);
    expect(view.summary.columns.every((column) => column.sure)).toBe(true);
    const noName = session.setFields(fields.map((field) => (field === 'name' ? 'ignore' : field)));
    expect(noName.report).toBeNull();
  });
});

describe('the CSV download', () => {
  it('writes each product with its type and color, and where the color came from', async () => {
    const session = new InventorySession();
    await session.read(fixtureBytes('generic-semicolon.csv'), 'generic.csv');
    const lines = session.csv().split('\r\n');
    expect(lines[0]).toBe(
      '\ufeff"Row in your file","Product","Brand","Category","Your category","Strain","Flower type","THC","CBD","Type","Color","Color from","Your effect words","Units on hand","Grams on hand"',
    );
    expect(lines[1]).toBe(
      '4,"Lemon Haze 3,5g","Sample Farms","Flower","Flower","","","21.5 %","0.1 %","Type I","Yellow (Energize)","your file (DYC color)","",1234,',
    );
  });

  it('writes no cell a spreadsheet would run as a formula', () => {
    for (const value of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '＝1'])
      expect(csvTextCell(value).slice(1, 2), value).toBe("'");
    expect(csvTextCell('Blue "Dream"')).toBe('"Blue ""Dream"""');
    const csv = productsCsv([
      {
        row: 2,
        name: '=cmd|calc',
        brand: '@brand',
        categoryText: '+x',
        category: 'flower',
        strain: '-y',
        strainType: '',
        thcText: '',
        cbdText: '',
        type: null,
        typeWhy: null,
        color: null,
        colorSource: null,
        estimateWords: [],
        notCodedWhy: null,
        quantity: 1,
        gramsOnHand: null,
        price: null,
        unitWeight: '',
      },
    ]);
    expect(csv).toContain(`"'=cmd|calc","'@brand","Flower","'+x","'-y"`);
  });
});

describe('remembering the columns for the next file with the same headers', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
  }

  it('saves the choices by the headers’ signature, and a file with those headers takes them', async () => {
    const storage = memoryStorage();
    const first = new InventorySession();
    const outcome = await first.read(fixtureBytes('dutchie-inventory.csv'), 'dutchie.csv');
    if (!outcome.ok) throw new Error(outcome.message);
    const corrected = outcome.view.summary.columns.map((column) => (column.field === 'tags' ? 'ignore' : column.field));
    saveMapping(storage, outcome.view.summary.signature, corrected);
    expect(storage.getItem(MAPPINGS_STORAGE_KEY)).not.toContain('Blue Dream');
    const second = await new InventorySession().read(
      fixtureBytes('dutchie-inventory.csv'),
      'again.csv',
      loadMappings(storage),
    );
    if (!second.ok) throw new Error(second.message);
    expect(second.view.summary.remembered).toBe(true);
    expect(second.view.summary.columns.map((column) => column.field)).toEqual(corrected);
  });

  it('ignores what it cannot use', () => {
    const storage = memoryStorage();
    storage.setItem(MAPPINGS_STORAGE_KEY, '{"a":["name","bogus"],"b":["name"],"c":7}');
    expect(loadMappings(storage)).toEqual({ b: ['name'] });
    storage.setItem(MAPPINGS_STORAGE_KEY, 'not json');
    expect(loadMappings(storage)).toEqual({});
    expect(loadMappings(null)).toEqual({});
    expect(headerSignature([' Product ', 'THC  %'])).toBe(headerSignature(['product', 'thc %']));
  });
});
