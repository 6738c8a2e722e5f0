/**
 * An Excel workbook (.xlsx) as sheets of text cells, read with read-excel-file. A workbook is a ZIP of XML
 * parts; a hostile one declares or inflates to gigabytes (a "zip bomb"). So the parts are unpacked here first,
 * with fflate, only the XML parts and only up to MAX_WORKBOOK_XML_BYTES declared in all (fflate never writes
 * past a part's declared size), and handed to the reader stored, uncompressed: read-excel-file would otherwise
 * inflate large parts in nested workers made from blob: URLs, which this page's policy (and the policy its
 * own worker runs under) refuses.
 */
import { unzipSync, zipSync, type Unzipped } from 'fflate';
import readXlsxFile from 'read-excel-file/universal';
import { boundedRow, MAX_ROWS, sheetWritesDecimalComma, type Sheet } from './sheets.ts';

/** The XML a workbook may unpack to: an export at the 20 MB file limit unpacks to well under this. */
export const MAX_WORKBOOK_XML_BYTES = 100 * 1024 * 1024;

export class WorkbookTooLarge extends Error {
  constructor() {
    super('The workbook unpacks to more than the page reads.');
  }
}

function cellText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value === null || value === undefined ? '' : String(value);
}

/** The workbook's XML parts, each within its declared size and all within the limit. */
export function workbookParts(bytes: Uint8Array): Unzipped {
  let declared = 0;
  return unzipSync(bytes, {
    filter(file) {
      if (!file.name.endsWith('.xml') && !file.name.endsWith('.rels')) return false;
      declared += file.originalSize;
      if (declared > MAX_WORKBOOK_XML_BYTES) throw new WorkbookTooLarge();
      return true;
    },
  });
}

/** Every sheet of a workbook, in its order, each to at most MAX_ROWS rows (and a few of heading). */
export async function readWorkbookSheets(bytes: Uint8Array): Promise<Sheet[]> {
  const stored = zipSync(workbookParts(bytes), { level: 0 });
  const sheets = await readXlsxFile(stored.buffer as ArrayBuffer);
  return sheets.map(({ sheet, data }) => {
    const truncated = data.length > MAX_ROWS + 20;
    const rows = data.slice(0, MAX_ROWS + 20).map((row) => boundedRow(row.map(cellText)));
    while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
    return { name: sheet, rows, truncated, decimalComma: sheetWritesDecimalComma(rows, '') };
  });
}
