/**
 * One file being read: its sheets, the chosen sheet's columns and their meanings, its products and the report.
 * Framework-free; the page runs it in a worker (src/islands/inventoryReport/inventory.worker.ts), so parsing a
 * large export never holds the page, and the tests run it as it is.
 */
import { guessColumns, headerRowIndex, yieldsNoFigures, type ColumnField } from './columns.ts';
import { productsCsv } from './csvExport.ts';
import { fileKind, refusal } from './fileKind.ts';
import { headerUnit, rowReader, type Product } from './products.ts';
import { buildReport, listPage, type InventoryReport, type ListId, type ListPage, type RowsLeftOut } from './report.ts';
import { MAX_ROWS, readTextSheet, type Sheet } from './sheets.ts';
import { headerSignature } from './mappingMemory.ts';

export interface ColumnView {
  index: number;
  header: string;
  /** A few of the column's values, to recognise it by. */
  samples: string[];
  field: ColumnField;
  /** The field was guessed with confidence, or confirmed by the operator. */
  sure: boolean;
  /** The column is mapped to a figure (THC, dosage, quantity) but none of its cells holds one. */
  noFigures: boolean;
}

export interface SheetChoice {
  index: number;
  name: string;
  /** Rows in the sheet, header included. */
  rows: number;
}

export interface ReadSummary {
  fileName: string;
  /** The file's format in words: "CSV, semicolon-separated, UTF-8", "Excel workbook". */
  format: string;
  sheets: SheetChoice[];
  sheetIndex: number;
  /** The header row's number as the sheet shows it. */
  headerRow: number;
  columns: ColumnView[];
  signature: string;
  /** The columns' meanings came from the operator's choices for a file with the same headers. */
  remembered: boolean;
  decimalComma: boolean;
  /** Data rows read below the header. */
  rowsRead: number;
  /** The sheet had more rows than the page reads. */
  truncated: boolean;
}

export interface SessionView {
  summary: ReadSummary;
  /** null until a column holds the product name. */
  report: InventoryReport | null;
  pages: Record<ListId, ListPage>;
}

export { refusal };

export type ReadOutcome = { ok: true; view: SessionView } | { ok: false; message: string };

const SAMPLE_COUNT = 3;
const DELIMITER_NAMES: Readonly<Record<string, string>> = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
  '|': 'bar-separated',
};

export class InventorySession {
  private sheets: Sheet[] = [];
  private sheetIndex = 0;
  private fileName = '';
  private format = '';
  private headerIndex = 0;
  private headers: string[] = [];
  private fields: ColumnField[] = [];
  private sure: boolean[] = [];
  private remembered = false;
  private products: Product[] = [];
  private report: InventoryReport | null = null;
  private rememberedMappings: Readonly<Record<string, readonly ColumnField[]>> = {};

  /**
   * Reads a file's bytes. `rememberedMappings` are the operator's column choices for earlier files, by header
   * signature; a file with the same headers takes them instead of the guess.
   */
  async read(
    bytes: Uint8Array,
    fileName: string,
    rememberedMappings: Readonly<Record<string, readonly ColumnField[]>> = {},
  ): Promise<ReadOutcome> {
    const refused = refusal(fileName, bytes.length, bytes);
    if (refused) return { ok: false, message: refused };
    this.fileName = fileName;
    this.rememberedMappings = rememberedMappings;
    if (fileKind(bytes) === 'xlsx') {
      try {
        // The workbook reader is imported here: a CSV never needs it.
        const { readWorkbookSheets, WorkbookTooLarge } = await import('./xlsxSheets.ts');
        try {
          this.sheets = await readWorkbookSheets(bytes);
        } catch (error) {
          if (error instanceof WorkbookTooLarge)
            return {
              ok: false,
              message: `${fileName} unpacks to more data than this page reads. Export only the products, or save the sheet you need as CSV.`,
            };
          throw error;
        }
      } catch {
        return {
          ok: false,
          message: `${fileName} could not be read as an Excel workbook. Open it and save it again as .xlsx or CSV.`,
        };
      }
      this.format = 'Excel workbook';
    } else {
      const read = readTextSheet(bytes, fileName);
      this.sheets = [read.sheet];
      this.format = `CSV, ${DELIMITER_NAMES[read.delimiter] ?? 'one column'}, ${read.encoding}`;
    }
    if (this.sheets.every((sheet) => sheet.rows.length === 0))
      return {
        ok: false,
        message: `${fileName} has no rows to read. Export the product list again and choose the new file.`,
      };
    // The sheet that reads most like a product list: the most columns whose headers mean something.
    const best = this.sheets
      .map((sheet, index) => ({ index, score: this.sheetScore(sheet) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)[0]!;
    return this.chooseSheet(best.index);
  }

  private sheetScore(sheet: Sheet): number {
    if (sheet.rows.length < 2) return -1;
    const header = sheet.rows[headerRowIndex(sheet.rows)] ?? [];
    const guesses = guessColumns(header, []);
    return guesses.filter((guess) => guess.field !== 'ignore').length * 1000 + Math.min(sheet.rows.length, 999);
  }

  chooseSheet(index: number): ReadOutcome {
    const sheet = this.sheets[index];
    if (!sheet) return { ok: false, message: 'That sheet is not in the workbook.' };
    this.sheetIndex = index;
    this.headerIndex = headerRowIndex(sheet.rows);
    const header = sheet.rows[this.headerIndex] ?? [];
    const width = Math.max(
      header.length,
      ...sheet.rows.slice(this.headerIndex + 1, this.headerIndex + 50).map((row) => row.length),
    );
    this.headers = Array.from({ length: width }, (_, column) => header[column] || `Column ${column + 1}`);
    const remembered = this.rememberedMappings[headerSignature(this.headers)];
    if (remembered && remembered.length === this.headers.length) {
      this.fields = [...remembered];
      this.sure = this.fields.map(() => true);
      this.remembered = true;
    } else {
      const guesses = guessColumns(this.headers, this.dataRows().slice(0, 200));
      this.fields = guesses.map((guess) => guess.field);
      this.sure = guesses.map((guess) => guess.sure);
      this.remembered = false;
    }
    return { ok: true, view: this.rebuild() };
  }

  /** The operator's meaning for each column. */
  setFields(fields: readonly ColumnField[]): SessionView {
    this.fields = this.headers.map((_, index) => fields[index] ?? 'ignore');
    this.sure = this.fields.map(() => true);
    this.remembered = false;
    return this.rebuild();
  }

  page(list: ListId, offset: number): ListPage {
    return listPage(this.products, list, offset);
  }

  csv(): string {
    return productsCsv(this.products);
  }

  private dataRows(): string[][] {
    return this.sheets[this.sheetIndex]!.rows.slice(this.headerIndex + 1, this.headerIndex + 1 + MAX_ROWS);
  }

  private rebuild(): SessionView {
    const sheet = this.sheets[this.sheetIndex]!;
    const rows = this.dataRows();
    const hasName = this.fields.includes('name');
    const leftOut: RowsLeftOut = { noName: [], totals: [], duplicates: [], accessories: [] };
    const products: Product[] = [];
    if (hasName) {
      const readRow = rowReader({
        fields: this.fields,
        headerUnits: this.headers.map(headerUnit),
        decimalComma: sheet.decimalComma,
      });
      const isDuplicate = duplicateFinder();
      rows.forEach((cells, offset) => {
        const rowNumber = this.headerIndex + 2 + offset;
        const product = readRow(cells, rowNumber);
        if (product === 'blank') return;
        if (product === 'noName') leftOut.noName.push(rowNumber);
        else if (product === 'totals') leftOut.totals.push(rowNumber);
        else if (product === 'accessory') leftOut.accessories.push(rowNumber);
        // The same row twice (an export that lists a product once per location or page, or a copy and paste).
        else if (isDuplicate(product.name, cells)) leftOut.duplicates.push(rowNumber);
        else products.push(product);
      });
    }
    this.products = products;
    this.report = hasName ? buildReport(products, leftOut) : null;
    const rowsRead = rows.length;
    return {
      summary: {
        fileName: this.fileName,
        format: this.format,
        sheets: this.sheets.map((candidate, index) => ({ index, name: candidate.name, rows: candidate.rows.length })),
        sheetIndex: this.sheetIndex,
        headerRow: this.headerIndex + 1,
        columns: this.headers.map((header, index) => ({
          index,
          header,
          samples: samplesOf(rows, index),
          field: this.fields[index] ?? 'ignore',
          sure: this.sure[index] ?? false,
          noFigures: yieldsNoFigures(
            this.fields[index] ?? 'ignore',
            rows.slice(0, 200).map((row) => row[index] ?? ''),
            sheet.decimalComma,
          ),
        })),
        signature: headerSignature(this.headers),
        remembered: this.remembered,
        decimalComma: sheet.decimalComma,
        rowsRead,
        truncated: sheet.truncated || sheet.rows.length - this.headerIndex - 1 > MAX_ROWS,
      },
      report: this.report,
      pages: { notCoded: this.page('notCoded', 0), estimated: this.page('estimated', 0) },
    };
  }
}

/** Rows of one name compared cell by cell; past this many, looked up by their joined text instead. */
const ROWS_COMPARED_PER_NAME = 8;

/**
 * Tells a row that repeats an earlier one cell for cell. Rows are grouped by product name, so most rows are
 * compared with none or a few earlier ones instead of being joined into one long text to look up; a name that
 * many rows share (a mapping that put the category in the name column) falls back to that lookup.
 */
function duplicateFinder(): (name: string, cells: readonly string[]) => boolean {
  const byName = new Map<string, (readonly string[])[] | Set<string>>();
  const joined = (cells: readonly string[]) => cells.join('\u0001');
  return (name, cells) => {
    const earlier = byName.get(name);
    if (!earlier) {
      byName.set(name, [cells]);
      return false;
    }
    if (earlier instanceof Set) {
      const key = joined(cells);
      if (earlier.has(key)) return true;
      earlier.add(key);
      return false;
    }
    if (earlier.some((row) => sameCells(row, cells))) return true;
    if (earlier.length < ROWS_COMPARED_PER_NAME) earlier.push(cells);
    else byName.set(name, new Set([...earlier.map(joined), joined(cells)]));
    return false;
  };
}

function sameCells(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** A few of a column's values, to recognise it by. */
function samplesOf(rows: readonly (readonly string[])[], column: number): string[] {
  const samples: string[] = [];
  for (const row of rows) {
    const cell = row[column] ?? '';
    if (cell !== '' && !samples.includes(cell)) samples.push(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);
    if (samples.length === SAMPLE_COUNT) break;
  }
  return samples;
}
