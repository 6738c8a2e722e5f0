import { describe, expect, it } from 'vitest';
import { guessColumns, headerRowIndex } from '../../src/lib/inventory/columns.ts';
import { fieldsByHeader, readFixture } from './inventoryFixtures.ts';

/** Each vendor's layout (tests/fixtures/inventory/README.md names the published column list it follows). */
describe('the column guesser on eight vendors’ layouts', () => {
  it('Dutchie POS report columns', async () => {
    expect(fieldsByHeader(await readFixture('dutchie-inventory.csv'))).toEqual({
      SKU: 'sku',
      Product: 'name',
      'Brand Name': 'brand',
      'Master Category': 'category',
      Strain: 'strain',
      'Strain Type': 'strainType',
      'Quantity on Hand': 'quantity',
      'Grams/Concentration': 'unitWeight',
      'THC Content': 'thc',
      'THC Unit': 'thcUnit',
      'CBD Content': 'cbd',
      'CBD Unit': 'cbdUnit',
      Price: 'price',
      Tags: 'tags',
    });
  });

  it('Dutchie POS API inventory: the master category is the category, its finer category beside it is not read', async () => {
    const view = await readFixture('dutchie-api-inventory.csv');
    const fields = fieldsByHeader(view);
    expect(fields).toMatchObject({ productName: 'name', masterCategory: 'category', quantityAvailable: 'quantity' });
    expect(fields.category).toBeUndefined();
    const products = Object.fromEntries(
      view.report!.categories.map((category) => [
        category.id,
        category.counts.products.reduce((sum, count) => sum + count, 0),
      ]),
    );
    // "Live Resin" under Vaporizers is a vape, "Infused Flower" under Pre-Rolls a pre-roll: each product once.
    expect(products).toEqual({ edibles: 2, vapes: 1, prerolls: 1, flower: 1, beverages: 1 });
    expect(view.report!.products).toBe(6);
  });

  it('Treez inventory dataset: sellable units, not sold or reserved ones; classification as flower type', async () => {
    const fields = fieldsByHeader(await readFixture('treez-inventory.csv'));
    expect(fields).toMatchObject({
      productname: 'name',
      productbrand: 'brand',
      product_type: 'category',
      classification: 'strainType',
      sellable_units: 'quantity',
      total_thc: 'thc',
      total_mg_thc: 'thc',
      total_cbd: 'cbd',
      total_mg_cbd: 'cbd',
    });
    expect(fields.sold_units).toBeUndefined();
    expect(fields.reserved_units).toBeUndefined();
  });

  it('Flowhub: THC and THCa apart, one potency unit column', async () => {
    expect(fieldsByHeader(await readFixture('flowhub-inventory.csv'))).toMatchObject({
      'Product Name': 'name',
      Type: 'strainType',
      THC: 'thc',
      THCa: 'thca',
      CBD: 'cbd',
      CBDa: 'cbda',
      'Potency Unit': 'thcUnit',
      Quantity: 'quantity',
      'Product Tags': 'tags',
    });
  });

  it('BLAZE: a total THC column leaves its THCa column unused (the total counts it already)', async () => {
    const fields = fieldsByHeader(await readFixture('blaze-products.csv'));
    expect(fields).toMatchObject({ 'Product Name': 'name', 'Total THC': 'thc', 'Total CBD': 'cbd', Stock: 'quantity' });
    expect(fields.THCa).toBeUndefined();
    expect(fields.CBDa).toBeUndefined();
  });

  it('Cova (a workbook): potency in mg and composition in % both read as THC and CBD', async () => {
    expect(fieldsByHeader(await readFixture('cova-products.xlsx'))).toMatchObject({
      Name: 'name',
      ClassificationPath: 'category',
      'THC Potency': 'thc',
      'THC Composition': 'thc',
      'CBD Potency': 'cbd',
      'CBD Composition': 'cbd',
      'Quantity On Hand': 'quantity',
      Tags: 'tags',
    });
  });

  it('Jane: "category" holding indica and sativa is the flower type, "kind" the category', async () => {
    expect(fieldsByHeader(await readFixture('jane-menu.csv'))).toMatchObject({
      name: 'name',
      kind: 'category',
      category: 'strainType',
      percent_thc: 'thc',
      percent_cbd: 'cbd',
      effects: 'effects',
    });
  });

  it('Leafly menu: camelCase headers and unit columns', async () => {
    expect(fieldsByHeader(await readFixture('leafly-menu.csv'))).toMatchObject({
      name: 'name',
      brandName: 'brand',
      strainName: 'strain',
      thcContent: 'thc',
      thcUnit: 'thcUnit',
      cbdContent: 'cbd',
      cbdUnit: 'cbdUnit',
      effects: 'effects',
      stockQuantity: 'quantity',
    });
  });

  it('a generic spreadsheet with a title above its header row and a DYC color column', async () => {
    const view = await readFixture('generic-semicolon.csv');
    expect(view.summary.headerRow).toBe(3);
    expect(fieldsByHeader(view)).toEqual({
      Product: 'name',
      Category: 'category',
      Brand: 'brand',
      'THC %': 'thc',
      'CBD %': 'cbd',
      'On hand': 'quantity',
      Price: 'price',
      'DYC color': 'dycColor',
    });
  });
});

describe('guesses from values', () => {
  it('reads a "Type" column by what it holds', () => {
    const byStrain = guessColumns(
      ['Name', 'Type'],
      [
        ['A', 'Indica'],
        ['B', 'Sativa'],
        ['C', 'Hybrid'],
      ],
    );
    const byCategory = guessColumns(
      ['Name', 'Type'],
      [
        ['A', 'Flower'],
        ['B', 'Edibles'],
        ['C', 'Vape'],
      ],
    );
    expect(byStrain[1]!.field).toBe('strainType');
    expect(byCategory[1]!.field).toBe('category');
  });

  it('takes a "Color" column as the DYC color only when it holds DYC colors', () => {
    expect(
      guessColumns(
        ['Product', 'Color'],
        [
          ['A', 'Calm'],
          ['B', 'Rest'],
        ],
      )[1]!.field,
    ).toBe('dycColor');
    expect(
      guessColumns(
        ['Product', 'Color'],
        [
          ['A', 'Green gummy'],
          ['B', 'Red can'],
        ],
      )[1]!.field,
    ).toBe('ignore');
  });

  it('marks a loose guess as one for the operator to check', () => {
    const [name] = guessColumns(['Item Description Name'], [['A']]);
    expect(name).toEqual({ field: 'name', sure: false });
  });

  it('finds the header row under title and date lines', () => {
    expect(
      headerRowIndex([['Inventory report'], ['Exported', '2026-11-01'], ['Product', 'Qty', 'THC %'], ['A', '1', '20']]),
    ).toBe(2);
  });
});
