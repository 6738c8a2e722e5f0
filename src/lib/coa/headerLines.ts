/**
 * A table's header printed over two to four lines ("Result" over "as rec'd" over "(%)", "Per" over "Container (mg)",
 * "Label claim" over "(mg/capsule)"), joined column by column into the one line a header would be: the words that
 * stand over one another are one column's. Aligned text only: ruled lines keep their own reading.
 */
import { headerOf, unitsLine, type Column, type Header } from './header.ts';
import { lineOf, type Cell, type TextLine } from './lines.ts';

/** Lines a header may be printed over. */
const MAX_HEADER_LINES = 4;

/** A line of a rule alone: "-----", "=====". */
const isRule = (line: TextLine) =>
  line.cells.length === 1 && line.cells[0]!.kind === 'word' && /^[-=_–—\s]+$/.test(line.cells[0]!.text);

/** A bracket opened in a word and not closed in it ("(mg /"). */
const opens = (text: string) => text.lastIndexOf('(') > text.lastIndexOf(')');
/** A bracket closed in a word that none opened before it ("mL)"). */
const closes = (text: string) => {
  const close = text.indexOf(')');
  const open = text.indexOf('(');
  return close >= 0 && (open < 0 || open > close);
};

/** A figure in brackets among a header's words ("(mg / 30 mL)"): the package's size, no row's figure. */
const bracketed = (cells: readonly Cell[], index: number) =>
  (cells[index - 1]?.kind === 'word' || cells[index - 1]?.kind === 'unit') &&
  opens(cells[index - 1]!.text) &&
  cells[index + 1]?.kind === 'word' &&
  closes(cells[index + 1]!.text);

/** A size between a column's words ("Por frasco 30 mL (mg)", "Per 30 mL bottle"): the package's, no row's figure. */
const SIZE_WORD = /^(?:mL|ml|L|g|oz|fl\.? ?oz)(?![\p{L}\d])/u;
const sized = (cells: readonly Cell[], index: number) =>
  cells[index - 1]?.kind === 'word' && cells[index + 1]?.kind === 'word' && SIZE_WORD.test(cells[index + 1]!.text);

/**
 * Words and units only, aligned with spaces: a line a header may be printed over. (Asked of each line and the few
 * after it: a loop over the cells, with nothing made for it.)
 */
function headerPart(line: TextLine): boolean {
  const { cells } = line;
  if (cells.length === 0 || line.ruled || isRule(line)) return false;
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index]!;
    if (cell.kind === 'word' || cell.kind === 'unit') continue;
    if (cell.kind === 'figure' && (cell.figure!.blank || bracketed(cells, index) || sized(cells, index))) continue;
    return false;
  }
  return true;
}

const isName = (cell: Cell) => cell.kind === 'name';
const isFigure = (cell: Cell) => cell.kind === 'figure';
const isFilledFigure = (cell: Cell) => cell.kind === 'figure' && !cell.figure!.blank;

/** A row of the table: an analyte's name and a figure. */
const isRow = (line: TextLine) => line.cells.some(isName) && line.cells.some(isFigure);

/** A name alone on the text's last line: a row a paste cut short, which says the lines above are its header. */
function isLastName(lines: readonly TextLine[], at: number): boolean {
  if (!lines[at]!.cells.some(isName) || lines[at]!.cells.some(isFilledFigure)) return false;
  for (let after = at + 1; after < lines.length; after += 1)
    if (!lines[after]!.page && lines[after]!.cells.length > 0) return false;
  return true;
}

/** A line of words alone, no figure in it: a group's heading, a title. */
const isGroupHeading = (line: TextLine) => line.cells.length > 0 && !line.cells.some(isFilledFigure);

interface Stack {
  cells: { cell: Cell; line: number }[];
  start: number;
  end: number;
}

type JoinedHeader = { header: Header; used: number } | null;

/**
 * The headers `lines` print over several lines, asked line by line: the header the lines from `at` print, and how
 * many lines it takes; null when they are one line, when no row follows them, when a word stands over two columns (a
 * title, a group's name), or when the joined line names no table. Each line is tested once as a header's part,
 * however many lines above it look on to it (a page of words alone is all parts).
 */
export class JoinedHeaders {
  private readonly lines: readonly TextLine[];
  /** 0: not tested yet, 1: no part, 2: a part. */
  private readonly parts: Uint8Array;

  constructor(lines: readonly TextLine[]) {
    this.lines = lines;
    this.parts = new Uint8Array(lines.length);
  }

  isPart(index: number): boolean {
    if (this.parts[index] === 0) this.parts[index] = headerPart(this.lines[index]!) ? 2 : 1;
    return this.parts[index] === 2;
  }

  at(at: number): JoinedHeader {
    const { lines } = this;
    if (!this.isPart(at)) return null;
    let end = at;
    while (end < lines.length && end - at < MAX_HEADER_LINES && this.isPart(end)) end += 1;
    // A group's heading between the header and its rows ("Acidic and neutral cannabinoids"): the header ends above it.
    const grouped = end - at > 2 && isGroupHeading(lines[end - 1]!);
    return joinedOver(lines, at, end, false, this) ?? (grouped ? joinedOver(lines, at, end - 1, true, this) : null);
  }
}

/** Lines of a page's letterhead that may stand between a page's foot and the rows its header heads on the next. */
const MAX_LETTERHEAD_LINES = 6;

/**
 * The first line from `at` past a page break (its footer and the next page's letterhead: blank lines, lines of words)
 * where the page breaks there; `at` where it does not.
 */
function pastPageBreak(lines: readonly TextLine[], at: number): number {
  let next = at;
  let broke = false;
  while (next < lines.length && (lines[next]!.page || lines[next]!.cells.length === 0)) {
    broke ||= lines[next]!.page === true;
    next += 1;
  }
  if (!broke) return at;
  for (let letterhead = 0; next < lines.length && letterhead < MAX_LETTERHEAD_LINES; next += 1) {
    const line = lines[next]!;
    if (line.page || line.cells.length === 0) continue;
    if (line.cells.some(isName) || line.cells.some(isFilledFigure)) break;
    letterhead += 1;
  }
  return next;
}

/**
 * Each cell of a run of cells one space apart that holds a size ("por frasco de 30 mL"), with its run's number: the
 * words of one head, which a figure among them splits into cells.
 */
function runsWithSize(part: readonly TextLine[]): Map<Cell, number> {
  const runs = new Map<Cell, number>();
  let number = 0;
  for (const line of part) {
    let from = 0;
    for (let index = 1; index <= line.cells.length; index += 1) {
      const cell = line.cells[index];
      const before = line.cells[index - 1]!;
      if (cell && cell.piece === before.piece && cell.start - before.end === 1) continue;
      const run = line.cells.slice(from, index);
      if (run.some(isFilledFigure)) {
        number += 1;
        for (const member of run) runs.set(member, number);
      }
      from = index;
    }
  }
  return runs;
}

/** The header lines from `at` to `end` print, joined; `grouped`: a group's heading stands between them and the rows. */
function joinedOver(
  lines: readonly TextLine[],
  at: number,
  end: number,
  grouped: boolean,
  headers: JoinedHeaders,
): JoinedHeader {
  if (end - at < 2) return null;
  let next = grouped ? end + 1 : end;
  while (next < lines.length && isRule(lines[next]!)) next += 1;
  next = pastPageBreak(lines, next);
  if ((!grouped && end < lines.length && headers.isPart(end)) || !lines[next]) return null;
  if (!isRow(lines[next]!) && !isLastName(lines, next)) return null;
  const part = lines.slice(at, end);
  // Each column: the cells whose spans overlap, over all the lines.
  const cells = part
    .flatMap((line, index) => line.cells.map((cell) => ({ cell, line: index })))
    .sort((a, b) => a.cell.start - b.cell.start);
  const sizedRuns = runsWithSize(part);
  const stacks: Stack[] = [];
  for (const entry of cells) {
    const last = stacks.at(-1);
    // The names' head is one however its words are spaced ("CANNABINOIDS (% w/w, HPLC)"): a word one space after
    // another of its line is the same head, never a column of its own.
    const oneSpaceAfter = last?.cells.find(
      (other) => other.line === entry.line && entry.cell.start - other.cell.end === 1,
    );
    // A size among a head's words ("per 30 mL", "por frasco de 30 mL", "ανά φιαλίδιο 10 mL / per bottle (mg)") makes
    // the words one space apart about it one head.
    const run = sizedRuns.get(entry.cell);
    const sameHead =
      oneSpaceAfter !== undefined &&
      (stacks.length === 1 || (run !== undefined && sizedRuns.get(oneSpaceAfter.cell) === run));
    if (sameHead) {
      last!.cells.push(entry);
      last!.end = Math.max(last!.end, entry.cell.end);
    } else if (last && entry.cell.start <= last.end) {
      // Two cells of one line in one column, apart: a word over both (a title, a group's name) spans two columns.
      const before = last.cells.filter((other) => other.line === entry.line).at(-1);
      if (before && entry.cell.start - before.cell.end > 1) return null;
      last.cells.push(entry);
      last.end = Math.max(last.end, entry.cell.end);
    } else stacks.push({ cells: [entry], start: entry.cell.start, end: entry.cell.end });
  }
  // Words over the names' column are a title ("CANNABINOID PROFILE" over "Analyte"), not the header's; so is a line
  // over the names alone (a title above, a group's heading below: "Acidic and neutral cannabinoids").
  const over = (index: number) => stacks.some((stack, at) => at > 0 && stack.cells.some((cell) => cell.line === index));
  if (stacks.length < 2 || !part.every((_, index) => over(index))) return null;
  if (new Set(stacks[0]!.cells.map((entry) => entry.line)).size > 1) return null;
  // The joined line: each column's words top to bottom, at its place or just after the column before it. A line of
  // units alone goes last wherever it stands ("(mg/g)  (%)" over "LOQ  Result" or under it), when the words under it
  // print no unit of their own (a title's "(% w/w)" under units is no header's): each unit is the one of the head it
  // stands over or under, bracketed so ("LOQ (%)"), never a column of its own after a limit.
  const unitsOnly = part.map((line) => unitsLine(line) !== null);
  const firstUnits = unitsOnly.indexOf(true);
  const unitsLast =
    firstUnits >= 0 &&
    part.every(
      (line, index) => index < firstUnits || unitsOnly[index] || !line.cells.some((cell) => cell.kind === 'unit'),
    );
  const order = part
    .map((_, index) => index)
    .sort((a, b) => (unitsLast ? Number(unitsOnly[a]) - Number(unitsOnly[b]) : a - b));
  let text = '';
  const placed: { from: number; to: number; stack: Stack }[] = [];
  for (const stack of stacks) {
    const words = order
      .map((index) => {
        const mine = stack.cells.filter((entry) => entry.line === index);
        if (mine.length === 0) return '';
        // "(mg / 30 mL)" under "Per container": the package's size, which the column's name says is the package's;
        // "(mg/bottle, 30 mL)": the unit before it is the column's, its bracket closed after it. A size among words
        // ("per 30 mL" under "mg") is the column's own name, kept whole: without it the column would be lost.
        const size = mine.findIndex((entry) => entry.cell.kind === 'figure' && !entry.cell.figure!.blank);
        const unit = mine[0]!.cell;
        if (size === 1 && opens(unit.text)) return `${unit.text.replace(/[,;/]$/, '').trimEnd()})`;
        const words = part[index]!.text.slice(mine[0]!.cell.start, mine.at(-1)!.cell.end);
        return unitsLast && unitsOnly[index] && mine.length === 1 && !/^[([]/.test(words) ? `(${words})` : words;
      })
      .filter((words) => words !== '')
      .join(' ');
    // A head one space after the one before it on its line ("/ Result (%)", the unit a cell of its own) stays one
    // space after it: the header is read as that line reads it, never as two columns.
    const before = placed.at(-1)?.stack;
    const tight =
      before !== undefined &&
      stack.cells.some((entry) =>
        before.cells.some((other) => other.line === entry.line && entry.cell.start - other.cell.end === 1),
      );
    const from = tight ? text.length + 1 : Math.max(stack.start, text.length + (text ? 3 : 0));
    text = text.padEnd(from, ' ') + words;
    placed.push({ from, to: text.length, stack });
  }
  const bottom = part.at(-1)!;
  const line = lineOf(text, bottom.number, 'point');
  const header = headerOf(line);
  if (!header) return null;
  // Each column back at the place its words stand over the rows.
  const back = (offset: number) => {
    const where = placed.find((entry) => offset >= entry.from && offset <= entry.to) ?? placed.at(-1)!;
    return Math.min(where.stack.end, Math.max(where.stack.start, offset - where.from + where.stack.start));
  };
  const columns = header.columns.map((column): Column => {
    const where = placed.find((entry) => column.start >= entry.from && column.start <= entry.to);
    const alone =
      where && header.columns.filter((other) => other.start >= where.from && other.start <= where.to).length === 1;
    // A column read over two heads set one space apart ("/ Result" and "(%)") spans both.
    const through = placed.find((entry) => column.end >= entry.from && column.end <= entry.to)?.stack ?? where?.stack;
    return alone
      ? { ...column, start: where.stack.start, end: Math.max(where.stack.end, through!.end) }
      : { ...column, start: back(column.start), end: back(column.end) };
  });
  return {
    header: { ...header, columns, beside: header.beside == null ? header.beside : back(header.beside) },
    used: end - at,
  };
}
