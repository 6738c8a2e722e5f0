/**
 * A file as sheets of text cells: a CSV or tab-separated text through papaparse, a workbook through
 * read-excel-file (xlsxSheets.ts). What is read is bounded: rows, columns and the length of a cell.
 */
import Papa from 'papaparse';
import { decodeText, type DecodedText } from './fileKind.ts';
import { writesDecimalComma } from './numbers.ts';

/** Products read from one sheet at most; a larger export is read to here and said so. */
export const MAX_ROWS = 100_000;
/** Columns read per row: exports have a few dozen. */
export const MAX_COLUMNS = 200;
/** Characters kept per cell: a product name or a tag list is far shorter. */
export const MAX_CELL_CHARS = 1000;
/** The start of a text file its separator and line break are guessed from: many rows of any export. */
const GUESS_CHARS = 64 * 1024;

export interface Sheet {
  name: string;
  /** Every row read, header included, as trimmed text. */
  rows: string[][];
  /** More rows were in the sheet than were read. */
  truncated: boolean;
  /** The file writes "21,5" for 21.5. */
  decimalComma: boolean;
}

export interface TextFileRead {
  sheet: Sheet;
  encoding: DecodedText['encoding'];
  delimiter: string;
}

export function boundedRow(cells: readonly unknown[]): string[] {
  const row: string[] = [];
  const count = Math.min(cells.length, MAX_COLUMNS);
  for (let index = 0; index < count; index += 1) {
    const cell = cells[index];
    row.push(boundedCell(cell === null || cell === undefined ? '' : String(cell)));
  }
  return row;
}

/** Whether a character code may be white space that String.prototype.trim removes (ASCII or beyond). */
function mayBeSpace(code: number): boolean {
  return code <= 32 || code >= 0xa0;
}

/** A cell's text trimmed and cut to MAX_CELL_CHARS; most cells need neither, and are kept as they are. */
function boundedCell(text: string): string {
  const last = text.length - 1;
  const trimmed =
    last >= 0 && (mayBeSpace(text.charCodeAt(0)) || mayBeSpace(text.charCodeAt(last))) ? text.trim() : text;
  return trimmed.length > MAX_CELL_CHARS ? trimmed.slice(0, MAX_CELL_CHARS) : trimmed;
}

/**
 * boundedRow for the rows papaparse hands over, in place: they are text already and nobody else holds them, so a
 * 100,000-row export is not copied cell by cell.
 */
function boundTextRowInPlace(row: string[]): string[] {
  if (row.length > MAX_COLUMNS) row.length = MAX_COLUMNS;
  for (let index = 0; index < row.length; index += 1) row[index] = boundedCell(row[index]!);
  return row;
}

/** Whether the numbers of a sheet are written with decimal commas, from its cells. */
export function sheetWritesDecimalComma(rows: readonly (readonly string[])[], delimiter: string): boolean {
  // In a comma-separated file a decimal comma would have to be quoted; such files write points.
  if (delimiter === ',') return false;
  function* cells() {
    for (const row of rows.slice(0, 2000)) yield* row;
  }
  return writesDecimalComma(cells());
}

/**
 * A CSV or tab-separated text file as one sheet. The separator is guessed by papaparse among comma, semicolon,
 * tab and bar; quoted cells may hold separators and line breaks.
 */
export function readTextSheet(bytes: Uint8Array, name: string): TextFileRead {
  const decoded = decodeText(bytes);
  // The separator and the line break are guessed from the file's start, as papaparse would from its first rows;
  // asked of the whole text, it would first copy and split the first megabyte to count its line breaks.
  const start = Papa.parse<string[]>(decoded.text.slice(0, GUESS_CHARS), {
    delimitersToGuess: [',', ';', '\t', '|'],
    preview: 20,
  });
  const { delimiter, linebreak } = start.meta;
  // One more row than the limit, to know whether the file held more.
  const parsed = Papa.parse<string[]>(decoded.text, {
    delimiter,
    newline: linebreak as Papa.ParseConfig['newline'],
    preview: MAX_ROWS + 21,
    skipEmptyLines: false,
  });
  const rows = parsed.data;
  for (const row of rows) boundTextRowInPlace(row);
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  const truncated = rows.length > MAX_ROWS + 20;
  if (truncated) rows.length = MAX_ROWS + 20;
  return {
    sheet: { name, rows, truncated, decimalComma: sheetWritesDecimalComma(rows, delimiter) },
    encoding: decoded.encoding,
    delimiter,
  };
}
