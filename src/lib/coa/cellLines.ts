/**
 * A potency table pasted from a PDF one cell a line: the header's cells each on a line ("Analyte", "Result", "Unit",
 * "LOQ"), then each row's cells each on a line. The count of the header's cells is the length of a row, so the
 * lines are put back together as the rows they were, each keeping its first line's number. A row's name is a
 * cannabinoid alone on its line and no other cell of it names one: a dropped cell would shift every later cell a
 * column off, which puts the next name inside a row, and then no row is rejoined and the lines are said unsure.
 */
import { headerOf } from './header.ts';
import { decimalStyleOf, lineOf, type TextLine } from './lines.ts';

/** The most header cells a pasted table's header gives on lines of their own. */
const MAX_HEADS = 8;
/** A header's cell is a few words: a longer line is prose. */
const MAX_HEAD_CHARS = 40;

const headCell = (line: TextLine) =>
  line.text.length <= MAX_HEAD_CHARS &&
  line.cells.length > 0 &&
  line.cells.every((cell) => cell.kind === 'word' || cell.kind === 'unit');
const namesAnalyte = (line: TextLine) => line.cells.some((cell) => cell.kind === 'name');
const nameAlone = (line: TextLine) =>
  line.cells.length === 1 &&
  line.cells[0]!.kind === 'name' &&
  Boolean(line.cells[0]!.name?.id || line.cells[0]!.name?.total);
const countedName = (line: TextLine) => nameAlone(line) && !line.cells[0]!.name!.total;

/** The cells put back as one line, a tab between each: read cell for cell, as a spreadsheet's row is. */
function joined(group: readonly TextLine[]): TextLine {
  const text = group.map((line) => line.text.trim()).join('\t');
  return lineOf(text, group[0]!.number, decimalStyleOf(text));
}

/** How many lines from `at` are a header's cells, one a line, the first naming the analyte column; 0 when none. */
function headerWidth(lines: readonly TextLine[], at: number): number {
  let run = 0;
  while (run < MAX_HEADS && at + run < lines.length && headCell(lines[at + run]!)) run += 1;
  // The first row's name follows the header's last cell: a title over the header is no cell of it.
  for (let width = run; width >= 3; width -= 1) {
    if (at + width >= lines.length || !nameAlone(lines[at + width]!)) continue;
    const header = headerOf(joined(lines.slice(at, at + width)));
    // (One name column: a title over the header reads as a second.)
    const names = header?.columns.filter((column) => column.role === 'name').length;
    if (header?.columns.length === width && header.columns[0]!.role === 'name' && names === 1) return width;
  }
  return 0;
}

/**
 * The lines with each potency table pasted one cell a line put back as rows, and the lines of any such table whose
 * rows could not be told apart (a cell missing or one too many).
 */
export function withPotencyCellsRejoined(lines: readonly TextLine[]): {
  lines: readonly TextLine[];
  unsure: TextLine[];
} {
  let rejoined: TextLine[] | null = null;
  const unsure: TextLine[] = [];
  let at = 0;
  while (at < lines.length) {
    // (A head's line is a cell of words; most lines are passed over at this test.)
    const width =
      headCell(lines[at]!) && at + 1 < lines.length && headCell(lines[at + 1]!) ? headerWidth(lines, at) : 0;
    if (width === 0) {
      rejoined?.push(lines[at]!);
      at += 1;
      continue;
    }
    const rows: TextLine[] = [joined(lines.slice(at, at + width))];
    let end = at + width;
    let emptiesAbove: string | null = null;
    while (end + width <= lines.length) {
      const group = lines.slice(end, end + width);
      if (!nameAlone(group[0]!) || group.slice(1).some(namesAnalyte)) break;
      // An empty cell pasted as an empty line (a status not given): a cell where the next row's name follows the
      // row, or, for the table's last row, where the rows above left the same cells empty; elsewhere an empty line
      // ends the table.
      const empties = group.flatMap((line, index) => (line.text.trim() === '' ? [index] : [])).join(',');
      const after = lines[end + width];
      if (empties !== '' && !(after && nameAlone(after)) && empties !== emptiesAbove) break;
      if (empties !== '' && after && nameAlone(after)) emptiesAbove = empties;
      rows.push(joined(group));
      end += width;
    }
    // Rows that stop at a cannabinoid's name (a total's may carry a note in place of a cell) are a column off.
    const next = lines.slice(end, end + width);
    const blank = next.findIndex((line) => line.text.trim() === '');
    const shifted = (blank < 0 ? next : next.slice(0, blank)).some(countedName);
    if (shifted) {
      unsure.push(...lines.slice(at, end + width));
      rejoined?.push(...lines.slice(at, end));
      at = end;
      continue;
    }
    if (rows.length === 1) {
      rejoined?.push(lines[at]!);
      at += 1;
      continue;
    }
    rejoined ??= lines.slice(0, at);
    rejoined.push(...rows);
    at = end;
  }
  return { lines: rejoined ?? lines, unsure };
}
