/**
 * An Excel workbook (.xlsx) as sheets of text cells, read with read-excel-file. A workbook is a ZIP of XML
 * parts; a hostile one declares or inflates to gigabytes (a "zip bomb"). So the parts are unpacked here first,
 * with fflate, only the XML parts and only up to MAX_WORKBOOK_XML_BYTES declared in all (fflate never writes
 * past a part's declared size), and handed to the reader stored, uncompressed: read-excel-file would otherwise
 * inflate large parts in nested workers made from blob: URLs, which this page's policy (and the policy its
 * own worker runs under) refuses.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';
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

/** Excel's built-in number formats that show a percentage: 0% and 0.00%. */
const BUILT_IN_PERCENT_FORMATS = new Set([9, 10]);

function attribute(tag: string, name: string): string | null {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? found[1]! : null;
}

/**
 * The cell styles (by their index in cellXfs) whose number format shows a percentage: a built-in one, or a
 * custom format with a % outside its quoted text ("0.0%", not "0.0\" pct\"").
 */
export function percentStyles(stylesXml: string): Set<number> {
  const percentFormats = new Set(BUILT_IN_PERCENT_FORMATS);
  for (const [tag] of stylesXml.matchAll(/<numFmt\b[^>]*>/g)) {
    const code = (attribute(tag, 'formatCode') ?? '').replace(/&quot;[^&]*&quot;|"[^"]*"|\\./g, '');
    if (code.includes('%')) percentFormats.add(Number(attribute(tag, 'numFmtId')));
  }
  const styles = new Set<number>();
  const start = stylesXml.indexOf('<cellXfs');
  const end = stylesXml.indexOf('</cellXfs>', start);
  if (start < 0 || end < 0) return styles;
  let index = 0;
  for (const [tag] of stylesXml.slice(start, end).matchAll(/<xf\b[^>]*>/g)) {
    if (percentFormats.has(Number(attribute(tag, 'numFmtId')))) styles.add(index);
    index += 1;
  }
  return styles;
}

/** 0.261 as "26.1%": the figure the cell shows, without the binary fraction's tail. */
function percentText(value: string): string | null {
  const fraction = Number(value);
  return Number.isFinite(fraction) ? `${Number((fraction * 100).toPrecision(12))}%` : null;
}

/**
 * A sheet's numeric cells formatted as percentages written as the text a person sees ("26.1%"), as inline
 * strings: Excel keeps 26.1 % as 0.261, and the reader would hand on the fraction.
 */
export function writePercentCells(sheetXml: string, styles: ReadonlySet<number>): string {
  if (styles.size === 0) return sheetXml;
  return sheetXml.replace(
    /<c\b([^>]*)>((?:<f\b[^>]*\/>|<f\b[^>]*>[^<]*<\/f>)?)<v>([^<]*)<\/v><\/c>/g,
    (cell, attributes: string, _formula, value: string) => {
      const style = attribute(attributes, 's');
      const type = attribute(attributes, 't');
      if (style === null || !styles.has(Number(style)) || (type !== null && type !== 'n')) return cell;
      const text = percentText(value);
      if (text === null) return cell;
      const kept = attributes.replace(/\s(?:s|t)="[^"]*"/g, '');
      return `<c${kept} t="inlineStr"><is><t>${text}</t></is></c>`;
    },
  );
}

/** The workbook's parts with its percentage cells as text (writePercentCells), for the reader. */
function withPercentCellsAsText(parts: Unzipped): Unzipped {
  const stylesPart = parts['xl/styles.xml'];
  if (!stylesPart) return parts;
  const styles = percentStyles(strFromU8(stylesPart));
  if (styles.size === 0) return parts;
  for (const name of Object.keys(parts)) {
    if (!name.startsWith('xl/worksheets/') || !name.endsWith('.xml')) continue;
    parts[name] = strToU8(writePercentCells(strFromU8(parts[name]!), styles));
  }
  return parts;
}

/** Every sheet of a workbook, in its order, each to at most MAX_ROWS rows (and a few of heading). */
export async function readWorkbookSheets(bytes: Uint8Array): Promise<Sheet[]> {
  const stored = zipSync(withPercentCellsAsText(workbookParts(bytes)), { level: 0 });
  const sheets = await readXlsxFile(stored.buffer as ArrayBuffer);
  return sheets.map(({ sheet, data }) => {
    const truncated = data.length > MAX_ROWS + 20;
    const rows = data.slice(0, MAX_ROWS + 20).map((row) => boundedRow(row.map(cellText)));
    while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
    return { name: sheet, rows, truncated, decimalComma: sheetWritesDecimalComma(rows, '') };
  });
}
