import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/lib/inventory/fileKind.ts';
import { InventorySession, refusal } from '../../src/lib/inventory/session.ts';
import { MAX_ROWS } from '../../src/lib/inventory/sheets.ts';
import { MAX_WORKBOOK_XML_BYTES, workbookParts } from '../../src/lib/inventory/xlsxSheets.ts';
import { fixtureBytes, readFixture } from './inventoryFixtures.ts';

async function refused(name: string, bytes = fixtureBytes(name)): Promise<string> {
  const outcome = await new InventorySession().read(bytes, name);
  if (outcome.ok) throw new Error(`${name} was read`);
  return outcome.message;
}

describe('bad input gets a clear answer', () => {
  it('an empty file', async () => {
    expect(await refused('empty.csv')).toBe(
      'empty.csv is empty. Export the product list again and choose the new file.',
    );
    expect(await refused('blank.csv', new TextEncoder().encode('\n\n  \n'))).toMatch(/has no rows to read/);
  });

  it('a PDF, a picture, an old .xls and a ZIP that is no workbook', async () => {
    expect(await refused('lab-certificate.pdf')).toMatch(/is a PDF.*COA pre-check/);
    expect(await refused('shelf-photo.png')).toMatch(/is a picture/);
    expect(await refused('old-excel.xls')).toMatch(/older Excel format \(\.xls\).*save it as \.xlsx or CSV/);
    expect(await refused('archive.zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toMatch(/ZIP archive/);
    expect(
      await refused(
        'random.bin',
        Uint8Array.from({ length: 512 }, (_, index) => index % 7),
      ),
    ).toMatch(/does not read as a spreadsheet/);
  });

  it('a file over 20 MB, before a byte of it is read', () => {
    expect(MAX_FILE_BYTES).toBe(20 * 1024 * 1024);
    expect(refusal('huge.csv', MAX_FILE_BYTES + 1, null)).toMatch(/larger than 20 MB/);
    expect(refusal('fine.csv', MAX_FILE_BYTES, new TextEncoder().encode('a,b'))).toBeNull();
  });

  it('a workbook that declares gigabytes, refused before it is inflated', async () => {
    expect(() => workbookParts(fixtureBytes('declares-gigabytes.xlsx'))).toThrow(/more than the page reads/);
    expect(MAX_WORKBOOK_XML_BYTES).toBeLessThanOrEqual(100 * 1024 * 1024);
    expect(await refused('declares-gigabytes.xlsx')).toMatch(/unpacks to more data than this page reads/);
  });

  it('a broken workbook', async () => {
    const bytes = fixtureBytes('cova-products.xlsx').slice(0, 600);
    expect(await refused('broken.xlsx', bytes)).toMatch(/could not be read as an Excel workbook/);
  });
});

describe('files people have', () => {
  it('semicolon-separated with decimal commas, a UTF-8 byte-order mark, a title above and totals below', async () => {
    const view = await readFixture('generic-semicolon.csv');
    expect(view.summary.format).toBe('CSV, semicolon-separated, UTF-8');
    expect(view.summary.decimalComma).toBe(true);
    expect(view.summary.columns[0]!.header).toBe('Product');
    expect(view.report!.unitsOnHand).toBe(1234 + 12 + 7 + 40 + 30);
    expect(view.report!.skipped.totals).toEqual({ count: 1, rows: [10] });
  });

  it('UTF-16 "Unicode text" from Excel: tab-separated, accents kept', async () => {
    const view = await readFixture('excel-unicode-text.txt');
    expect(view.summary.format).toBe('CSV, tab-separated, UTF-16');
    expect((await new InventorySession().read(fixtureBytes('excel-unicode-text.txt'), 'x')).ok).toBe(true);
    const session = new InventorySession();
    await session.read(fixtureBytes('excel-unicode-text.txt'), 'unicode.txt');
    expect(session.page('estimated', 0).items.map((item) => item.name)).toEqual([
      'Señorita Haze 3.5g',
      'Crème Brûlée Gummies',
      'Café Focus Drops',
    ]);
  });

  it('quoted cells holding commas, quotes and line breaks', async () => {
    const session = new InventorySession();
    await session.read(fixtureBytes('quoted-newlines.csv'), 'quoted.csv');
    const items = session.page('estimated', 0).items;
    expect(items.map((item) => [item.name, item.brand])).toEqual([
      ['Blue Dream\n3.5g (new batch)', 'Sample Farms, LLC'],
      ['Gummies "Night"', 'Sample Kitchen'],
    ]);
  });

  it('duplicate rows counted once, rows without a name and totals rows left out and said', async () => {
    const view = await readFixture('duplicates-and-blank-names.csv');
    expect(view.report!.products).toBe(3);
    expect(view.report!.skipped.duplicates).toEqual({ count: 1, rows: [3] });
    expect(view.report!.skipped.noName).toEqual({ count: 1, rows: [4] });
    expect(view.report!.skipped.totals).toEqual({ count: 1, rows: [8] });
  });

  it('duplicates among many rows of one name (a name column that holds the category) are still found', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => `Flower,Brand ${index % 12},20,1`);
    const csv = ['Product,Brand,THC %,CBD %', ...rows].join('\n');
    const view = await new InventorySession().read(new TextEncoder().encode(csv), 'one-name.csv');
    if (!view.ok) throw new Error(view.message);
    expect(view.view.report!.products).toBe(12);
    expect(view.view.report!.skipped.duplicates.count).toBe(18);
    expect(view.view.report!.skipped.duplicates.rows[0]).toBe(14);
  });

  it('a long semicolon-separated export with Windows line breaks reads the same to its last row', async () => {
    // Far longer than the start its separator and line breaks are guessed from; quoted cells hold both.
    const rows = Array.from({ length: 4000 }, (_, index) => `"Item ${index}; ""big""";${index % 7},5;"Calm\r\nsleepy"`);
    const csv = ['Product;THC %;Tags', ...rows, 'Total;;'].join('\r\n');
    const view = await new InventorySession().read(new TextEncoder().encode(csv), 'long.csv');
    if (!view.ok) throw new Error(view.message);
    expect(csv.length).toBeGreaterThan(128 * 1024);
    expect(view.view.summary.format).toBe('CSV, semicolon-separated, UTF-8');
    expect(view.view.summary.decimalComma).toBe(true);
    expect(view.view.summary.rowsRead).toBe(4001);
    expect(view.view.report!.products).toBe(4000);
    expect(view.view.report!.skipped.totals).toEqual({ count: 1, rows: [4002] });
    expect(view.view.summary.columns[0]!.samples[0]).toBe('Item 0; "big"');
  });

  it('a workbook with several sheets: the product sheet is chosen, and another can be', async () => {
    const session = new InventorySession();
    const outcome = await session.read(fixtureBytes('several-sheets.xlsx'), 'several.xlsx');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.view.summary.sheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Products', 'Notes']);
    expect(outcome.view.summary.sheetIndex).toBe(1);
    expect(outcome.view.summary.headerRow).toBe(2);
    expect(outcome.view.report!.products).toBe(5);
    expect(outcome.view.report!.skipped.totals.count).toBe(1);
    const notes = session.chooseSheet(2);
    expect(notes.ok && notes.view.summary.sheetIndex).toBe(2);
  });

  it(`reads at most ${MAX_ROWS.toLocaleString('en-US')} products from a sheet, and says so`, async () => {
    const lines = ['Product,THC %,CBD %', ...Array.from({ length: MAX_ROWS + 5 }, (_, index) => `P${index},20,1`)];
    const view = await new InventorySession().read(new TextEncoder().encode(lines.join('\n')), 'big.csv');
    if (!view.ok) throw new Error(view.message);
    expect(view.view.summary.rowsRead).toBe(MAX_ROWS);
    expect(view.view.summary.truncated).toBe(true);
    expect(view.view.report!.products).toBe(MAX_ROWS);
    // A hundred thousand rows take seconds of CPU on a shared test machine: not a speed check.
  }, 60_000);
});
