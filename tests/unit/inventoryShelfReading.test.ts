import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessColumns, readPotencyText } from '../../src/lib/inventory/columns.ts';
import { colorsUnderIdeal, MIN_PRODUCTS_TO_JUDGE, shownPercentages } from '../../src/lib/inventory/report.ts';
import {
  countWords,
  leftOutLines,
  rowsList,
  stockNextText,
  unitsOnHandText,
} from '../../src/lib/inventory/reportText.ts';
import { InventorySession, type SessionView } from '../../src/lib/inventory/session.ts';
import { percentStyles, writePercentCells } from '../../src/lib/inventory/xlsxSheets.ts';
import { fieldsByHeader, readFixture } from './inventoryFixtures.ts';

/** A CSV written in the test, read as the page reads a chosen file. */
async function readCsv(text: string, session = new InventorySession()): Promise<SessionView> {
  const outcome = await session.read(new TextEncoder().encode(text), 'shelf.csv');
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.view;
}

const fieldOf = (headers: string[], rows: string[][], header: string) =>
  guessColumns(headers, rows)[headers.indexOf(header)]!.field;

describe('cells a workbook formats as percentages', () => {
  it('reads 0.261 shown as 26.1 % as 26.1 %, keeps the % columns beside the mg ones, and types every product', async () => {
    const session = new InventorySession();
    const view = await readFixture('percent-cells.xlsx', session);
    expect(fieldsByHeader(view)).toMatchObject({
      THC: 'thc',
      CBD: 'cbd',
      'TOTAL MG THC': 'thc',
      'TOTAL MG CBD': 'cbd',
    });
    expect(view.summary.columns.find((column) => column.header === 'THC')!.samples[0]).toBe('26.1%');
    expect(view.report!.types).toEqual({ I: 5, II: 1, III: 1, none: 0 });
    const gelato = session
      .csv()
      .split('\r\n')
      .find((line) => line.includes('Sample Gelato'))!;
    expect(gelato).toContain('"26.1 %"');
  });
});

describe('percentage styles of a workbook', () => {
  it('finds the built-in and custom percent formats, not a % inside quoted text', () => {
    const styles =
      '<styleSheet><numFmts count="2"><numFmt numFmtId="164" formatCode="0.0%"/><numFmt numFmtId="165" formatCode="0.0&quot; %&quot;"/></numFmts>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="10"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>';
    expect([...percentStyles(styles)]).toEqual([1, 2]);
    const sheet =
      '<row r="2"><c r="A2" s="1"><v>0.261</v></c><c r="B2" s="1" t="s"><v>3</v></c><c r="C2" s="3"><v>5</v></c><c r="D2" s="2"><f>B1/100</f><v>0.075</v></c></row>';
    expect(writePercentCells(sheet, percentStyles(styles))).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>26.1%</t></is></c><c r="B2" s="1" t="s"><v>3</v></c><c r="C2" s="3"><v>5</v></c><c r="D2" t="inlineStr"><is><t>7.5%</t></is></c></row>',
    );
  });
});

describe('quantity columns', () => {
  it.each([
    ['How many'],
    ['Qty'],
    ['On hand'],
    ['In stock'],
    ['Count'],
    ['Units'],
    ['Inventory'],
    ['Cantidad'],
    ['Existencias'],
    ['Unidades'],
  ])('"%s" holds the quantity on hand', (header) => {
    expect(fieldOf(['Product', header], [['Blue Dream 3.5g', '12']], header)).toBe('quantity');
  });

  it('takes a column of whole counts beside the names as the quantity, to be checked', () => {
    const rows = [
      ['Blue Dream 3.5g', '12', '3.5g', '35', '100234'],
      ['Sour Diesel 1g', '0', '1g', '12', '100235'],
      ['Calm Gummies', '48', '100mg', '20', '100236'],
      ['Rest Drops', '7', '30ml', '45', '100237'],
    ];
    const headers = ['Product', 'Shelf', 'Pack', 'Dollars', 'Ref'];
    const guesses = guessColumns(headers, rows);
    expect(guesses[1]).toEqual({ field: 'quantity', sure: false });
    // Weights, whole-dollar prices and product codes are not counts.
    expect(guesses[2]!.field).not.toBe('quantity');
    expect(guesses[3]!.field).not.toBe('quantity');
    expect(guesses[4]!.field).not.toBe('quantity');
  });

  it('leaves prices, SKUs and weights alone even when they are whole numbers', () => {
    const rows = [
      ['Blue Dream', '35', '4501', '28'],
      ['Sour Diesel', '40', '4502', '14'],
      ['Calm Gummies', '20', '4503', '7'],
    ];
    const guesses = guessColumns(['Product', 'Price', 'SKU', 'Weight'], rows);
    expect(guesses.map((guess) => guess.field)).toEqual(['name', 'price', 'sku', 'unitWeight']);
  });
});

describe('effect tags that point at two colors', () => {
  it('says why the product is not color-coded, in the list and in the CSV, and keeps the words', async () => {
    const session = new InventorySession();
    await readCsv('Product,Effects\nJack Sample 3.5g,"focused, creative"\nCalm Sample 1g,relaxed\n', session);
    const item = session.page('notCoded', 0).items[0]!;
    expect(item.name).toBe('Jack Sample 3.5g');
    expect(item.why).toBe('your tags point at two colors: Green (Focus) from focused; Yellow (Energize) from creative');
    const line = session
      .csv()
      .split('\r\n')
      .find((row) => row.includes('Jack Sample'))!;
    expect(line).toContain(
      '"not color-coded yet: your tags point at two colors: Green (Focus) from focused; Yellow (Energize) from creative"',
    );
    expect(line).toContain('"focused, creative"');
  });
});

describe('DYC tags', () => {
  it.each([
    ['DYC: Calm', 'blue'],
    ['dyc:purple', 'purple'],
    ['DYC Purple III', 'purple'],
    ['sleepy, DYC Green', 'green'],
  ])('reads "%s" in a column mapped as effects', async (cell, color) => {
    const session = new InventorySession();
    const view = await readCsv(`Product,Effects\nSample Flower 3.5g,"${cell}"\nOther 1g,relaxed\n`, session);
    expect(fieldsByHeader(view).Effects).toBe('effects');
    const row = session.csv().split('\r\n')[1]!;
    expect(row).toContain('"your file (DYC color)"');
    const slice = ['yellow', 'green', 'blue', 'purple'].indexOf(color);
    expect(view.report!.total.products[slice]).toBe(1);
  });
});

describe('shown percentages', () => {
  it('gives equal counts equal percentages that add up to 100', () => {
    expect(shownPercentages([1, 1, 1, 1, 1, 1, 1, 1])).toEqual([12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5]);
    expect(shownPercentages([1, 2, 3, 4, 0, 0])).toEqual([10, 20, 30, 40, 0, 0]);
    expect(shownPercentages([2, 1, 0, 0])).toEqual([67, 33, 0, 0]);
    expect(shownPercentages([1, 1, 2, 0])).toEqual([25, 25, 50, 0]);
    const thirds = shownPercentages([1, 1, 1, 3]);
    expect(new Set(thirds.slice(0, 3)).size).toBe(1);
    expect(shownPercentages([0, 0])).toEqual([0, 0]);
  });

  it('keeps equal counts equal and the sum within a rounding step of 100, whatever the counts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.nat({ max: 3 }), fc.nat({ max: 500 })), { minLength: 1, maxLength: 6 }),
        (values) => {
          const shown = shownPercentages(values);
          const total = values.reduce((sum, value) => sum + value, 0);
          values.forEach((value, index) => {
            values.forEach((other, otherIndex) => {
              if (value === other) expect(shown[index]).toBe(shown[otherIndex]);
            });
          });
          const sum = shown.reduce((all, value) => all + value, 0);
          if (total === 0) expect(sum).toBe(0);
          else expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.1 * values.length + 1e-9);
        },
      ),
    );
  });
});

describe('what to stock next', () => {
  it('names only real gaps: at least 2 products and 5 points of the shelf under an even share', () => {
    expect(colorsUnderIdeal([248, 247, 248, 248], 'coded')!.under).toEqual([]);
    expect(colorsUnderIdeal([0, 0, 0, 1], 'estimated')!.under).toEqual([]);
    expect(colorsUnderIdeal([30, 20, 30, 30], 'coded')!.under.map((color) => color.name)).toEqual(['Green (Focus)']);
  });

  it('says there are too few color-coded products to judge balance under a stated minimum, with their count', async () => {
    const few = colorsUnderIdeal([0, 0, 1, 1], 'coded')!;
    expect(few.under).toEqual([]);
    expect(few.tooFew).toBe(true);
    const text = stockNextText(few, 2);
    expect(text.lead).toBe(
      `Only 2 products carry a DYC color: too few to judge the balance of your shelf (that takes ${MIN_PRODUCTS_TO_JUDGE} or more). The chart and the table show them as they are.`,
    );
    expect(text.items).toEqual([]);
    const estimated = stockNextText(colorsUnderIdeal([1, 0, 0, 0], 'estimated')!, 1);
    expect(estimated.lead).toContain('too few to judge');
    expect(estimated.lead).not.toContain('close to even');
    expect(colorsUnderIdeal([3, 3, 3, MIN_PRODUCTS_TO_JUDGE - 9], 'coded')!.tooFew).toBe(false);

    // A shelf of two coded products among others: the count and the percentages are still shown.
    const view = await readCsv('Product,DYC Color\nBlue Dream,Calm\nGrape Ape,Rest\nPlain One,\nPlain Two,\n');
    expect(view.report!.total.products).toEqual([0, 0, 1, 1, 2, 0]);
    expect(shownPercentages(view.report!.total.products)).toEqual([0, 0, 25, 25, 50, 0]);
    expect(stockNextText(view.report!.stockNext!, 2).lead).toContain('too few to judge');
  });

  it('says the shelf is close to even instead, and never ends a sentence with a colon', () => {
    const even = stockNextText(colorsUnderIdeal([248, 247, 248, 248], 'coded')!, 991);
    expect(even.items).toEqual([]);
    expect(even.lead).toBe(
      'Your shelf is close to even: no color is both 2 or more products and 5 or more percentage points below an even share.',
    );
    const estimated = stockNextText(colorsUnderIdeal([3, 3, 3, 3], 'estimated')!, 12);
    expect(estimated.items).toEqual([]);
    expect(estimated.lead).toContain('close to even');
    for (const text of [even.lead, estimated.lead]) expect(text.trim().endsWith(':')).toBe(false);
    const gap = stockNextText(colorsUnderIdeal([10, 2, 30, 38], 'coded')!, 80);
    expect(gap.items[0]).toBe('Green (Focus): 18 products under an even share (2 of 80 now).');
    expect(gap.lead).toBe('Colors 2 or more products and 5 or more percentage points below an even share:');
  });
});

describe('units on hand', () => {
  it('counts pieces as units and says apart what is sold by weight', async () => {
    const view = await readCsv(
      'Product,Qty,UOM\nBulk Flower Sample,450,gm\nSample Gummies,20,each\nSample Cart 0.5g,11,ea\nSample Shake,"28 g",\n',
    );
    const report = view.report!;
    expect(fieldsByHeader(view).UOM).toBe('quantityUnit');
    expect(report.unitsOnHand).toBe(31);
    expect(report.gramsOnHand).toBe(478);
    expect(report.byWeight).toBe(2);
    expect(unitsOnHandText(report)).toBe(
      '31 units on hand (pieces); 2 products kept by weight (478 g) are not counted as units',
    );
  });
});

describe('rows named in the report', () => {
  it('says row or rows as the count asks, in both languages', () => {
    expect(rowsList([6], 1, 'en')).toBe('row 6');
    expect(rowsList([11, 12], 2, 'en')).toBe('rows 11, 12');
    expect(rowsList([1, 2], 14, 'en')).toBe('rows 1, 2, …');
    expect(rowsList([6], 1, 'es')).toBe('fila 6');
    expect(rowsList([11, 12], 2, 'es')).toBe('filas 11, 12');
    expect(countWords(1, { one: 'product', other: 'products' }, 'en')).toBe('1 product');
    expect(countWords(1200, { one: 'producto', other: 'productos' }, 'es')).toBe('1,200 productos');
  });

  it('writes the left-out rows with the right number', () => {
    const none = { count: 0, rows: [] };
    expect(
      leftOutLines({
        noName: { count: 1, rows: [6] },
        totals: { count: 2, rows: [11, 12] },
        duplicates: { count: 1, rows: [4] },
        accessories: none,
      }),
    ).toEqual([
      '1 duplicate row counted once (row 4).',
      '1 row without a product name left out (row 6).',
      '2 totals rows left out (rows 11, 12).',
    ]);
  });
});

describe('dosage written as text', () => {
  it('reads THC and CBD from "10mg THC / 5mg CBD" in a dosage column', async () => {
    const view = await readCsv(
      'Name,Kind,Dosage\nSample Gummies,Edibles,"100mg THC / 0mg CBD"\nSample Balance Drops,Tinctures,"THC 10 mg, CBD 300 mg"\nSample Even Chews,Edibles,5mg THC / 5mg CBD\n',
    );
    expect(fieldsByHeader(view).Dosage).toBe('potencyText');
    expect(view.report!.types).toEqual({ I: 1, II: 1, III: 1, none: 0 });
  });

  it('reads the figures whether the names come after them or before', () => {
    expect(readPotencyText('10mg THC / 5mg CBD', false)).toEqual({
      thc: { value: 10, unit: 'mg' },
      cbd: { value: 5, unit: 'mg' },
    });
    expect(readPotencyText('THC 10 mg, CBD 300 mg', false)).toEqual({
      thc: { value: 10, unit: 'mg' },
      cbd: { value: 300, unit: 'mg' },
    });
    expect(readPotencyText('THC: 21,5%', true)).toEqual({ thc: { value: 21.5, unit: '%' }, cbd: null });
    expect(readPotencyText('1:1 gummies', false)).toBeNull();
  });

  it('warns when a column mapped to a figure yields no numbers', async () => {
    const session = new InventorySession();
    const view = await readCsv('Name,Notes\nSample Gummies,very tasty\nSample Drops,for evenings\n', session);
    expect(view.summary.columns[1]!.noFigures).toBe(false);
    const mapped = session.setFields(['name', 'thc']);
    expect(mapped.summary.columns[1]!.noFigures).toBe(true);
  });
});
