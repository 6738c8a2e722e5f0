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
    const text = cell === null || cell === undefined ? '' : String(cell).trim();
    row.push(text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text);
  }
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
  // One more row than the limit, to know whether the file held more.
  const parsed = Papa.parse<string[]>(decoded.text, {
    delimitersToGuess: [',', ';', '\t', '|'],
    preview: MAX_ROWS + 21,
    skipEmptyLines: false,
  });
  const rows = parsed.data.map(boundedRow);
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  const truncated = rows.length > MAX_ROWS + 20;
  if (truncated) rows.length = MAX_ROWS + 20;
  const delimiter = parsed.meta.delimiter;
  return {
    sheet: { name, rows, truncated, decimalComma: sheetWritesDecimalComma(rows, delimiter) },
    encoding: decoded.encoding,
    delimiter,
  };
}
