/**
 * A potency table read as a grid. The header names each column's role; the numbers confirm it before it is
 * trusted: % x 10 = mg/g on the same row, a result is not below its own LOQ unless it reads ND or <LOQ, LOQ and LOD
 * columns stay nearly constant down the table while results vary, and a result column with no unit printed is read
 * only when another figure of the certificate says which unit it is. Every reading the header allows is tried; the
 * one that fits is chosen, and when two fit with different figures, or none does, the table is said to be unsure,
 * with its lines, instead of guessed. Work is linear in the table's cells: a bounded number of readings, each one
 * pass.
 */
import { TOTAL_COMPONENTS, TOTAL_PARTS, type AnalyteId } from './analytes.ts';
import { eachBareUnitApart, withBareUnitsApart, withoutUnitAfterTitle, type Column, type Header } from './header.ts';
import {
  figuresRunTogetherIn,
  garbledFigure,
  sourceLine,
  type Cell,
  type Figure,
  type SourceLine,
  type TextLine,
} from './lines.ts';

export { sourceLine, type SourceLine } from './lines.ts';
import type { NameMatch } from './names.ts';
import { statusIn } from './panelStatus.ts';
import type { Unit, UnitInfo } from './units.ts';

/** One figure read for an analyte, with the column it came from. */
export interface Measure {
  figure: Figure;
  unit: Unit;
  /** The item of a per-item unit as printed ("gummy", "can"). */
  item: string | null;
  basis: Column['basis'];
  /** The column's heading as printed, or where the unit came from when no column names it. */
  column: string;
  /** The table and column, so the operator can correct the column's role. */
  table: number | null;
  columnIndex: number | null;
  /** ND or <LOQ printed with no unit: nothing in any unit, its unit taken from the rows around it. */
  unitless?: boolean;
}

/** An analyte's row (or a lab total's) as read. */
export interface RowRead {
  name: NameMatch;
  /** The name as printed. */
  label: string;
  formula: string | null;
  line: TextLine;
  measures: Measure[];
  /** Read in a table with a header, or on a line of its own. */
  inTable: boolean;
}

/** A part the reader could not read with certainty: why, the analytes it leaves unknown, and its lines. */
export interface UnsurePart {
  text: string;
  analytes: AnalyteId[];
  lines: SourceLine[];
}

/** The roles an operator can give a column. */
export type RoleChoice =
  'result:%' | 'result:mg/g' | 'result:mg/mL' | 'result:mg/unit' | 'result:mg/package' | 'limit' | 'ignore';

export const ROLE_CHOICES: readonly RoleChoice[] = [
  'result:%',
  'result:mg/g',
  'result:mg/mL',
  'result:mg/unit',
  'result:mg/package',
  'limit',
  'ignore',
];

/** A table's column as the answer lists it, with the role the reader gave it. */
export interface ColumnRead {
  index: number;
  label: string;
  /** The role read, or null when the reader could not tell (a result with no unit). */
  role: RoleChoice | null;
  /** Set by the operator. */
  corrected: boolean;
}

export interface TableRead {
  index: number;
  header: SourceLine;
  columns: ColumnRead[];
  sure: boolean;
}

export interface TableDraft {
  index: number;
  header: Header;
  /** The unit a title line printed for the table ("Cannabinoids (%)"), or null. */
  defaultUnit: UnitInfo | null;
  lines: TextLine[];
  /** The certificate counts several units in a package: "mg/unit" is one piece, not the package. */
  unitIsPiece: boolean;
  /** Two lines state different units for the table ("Results in %" above it, "* mg/g" under it): neither is read. */
  unitsDisagree?: [UnitInfo, UnitInfo];
  /**
   * The units line under the header was placed by its order, fewer units than columns: a result column it left
   * without a unit may be one of them, so it takes no unit from a title or a note.
   */
  unitsPlacedByOrder?: boolean;
}

export interface TableResult {
  rows: RowRead[];
  unsure: UnsurePart[];
  /** Lab totals whose column cannot be told: not compared with the rows. */
  unplacedTotals: RowRead[];
  read: TableRead;
}

/** More unitless result columns than this are not tried one unit at a time: the table is unsure. */
const MAX_UNKNOWN_UNITS = 3;
/** Short rows are placed by trying every order-keeping placement up to this many figure columns. */
const MAX_PLACED_COLUMNS = 8;

const isFigureColumn = (column: Column) =>
  column.role === 'result' || column.role === 'limit' || column.role === 'figure';

/** Half a step of the last printed digit: how far a rounded figure may be from the number it rounds. */
const halfStep = (figure: Figure) => 0.5 * 10 ** -figure.decimals;

/** Two figures of the same quantity agree when they differ by no more than their rounding. */
function agree(a: Figure, b: Figure, scaleB = 1): boolean {
  if (a.value === null || b.value === null)
    return a.qualifier === b.qualifier || (a.value === null && b.value === null);
  return Math.abs(a.value * scaleB - b.value) <= halfStep(a) * scaleB + halfStep(b) + 1e-9 + 0.002 * Math.abs(b.value);
}

/** A group of columns around one name column: a line may hold two analytes, or two tables side by side. */
interface Group {
  name: number;
  columns: number[];
}

function groupsOf(columns: readonly Column[]): Group[] {
  const names = columns.flatMap((column, index) => (column.role === 'name' ? [index] : []));
  const leading = names[0]!;
  return names.map((name, at) => {
    const from = at === 0 ? 0 : names[at - 1]! + 1 + Math.max(0, names[at]! - names[at - 1]! - 1 - leading);
    const to = at + 1 < names.length ? names[at + 1]! - leading : columns.length;
    const indices: number[] = [];
    for (let index = from; index < to; index += 1) if (index !== name) indices.push(index);
    return { name, columns: indices };
  });
}

/** A dash standing for a figure. */
const DASH = /^[-–—]{1,3}$/;

/** A status word standing in a row ("Pass", "ND Pass"): not an analyte's name. */
const isStatusWord = (cell: Cell) => cell.kind === 'word' && statusIn(cell.text) !== null;

/** A row's cells for each group, and the name of each: null when the row does not fit the header's groups. */
function rowGroups(
  line: TextLine,
  groups: readonly Group[],
  columns: readonly Column[],
): { name: Cell; cells: Cell[] }[] | null {
  const named = line.cells.filter((cell) => cell.kind === 'name');
  // A word under a column of another kind is that column's ("Report" under "Specification"), not a second table's
  // name: in aligned text, where a cell stands says whose it is.
  const nameColumns = new Set(groups.map((group) => group.name));
  const underOtherColumn = (cell: Cell) => {
    if (line.ruled || groups.length < 2) return false;
    let nearest = 0;
    columns.forEach((column, index) => {
      if (Math.abs(column.start - cell.start) < Math.abs(columns[nearest]!.start - cell.start)) nearest = index;
    });
    return !nameColumns.has(nearest);
  };
  // A word just before a name in its piece is part of it ("acid (CBDA)", the end of a wrapped name), not a name.
  const nameish = line.cells.filter(
    (cell, index) =>
      cell.kind === 'name' ||
      (cell.kind === 'word' &&
        !isStatusWord(cell) &&
        !garbledFigure(cell.text) &&
        !underOtherColumn(cell) &&
        !(line.cells[index + 1]?.kind === 'name' && line.cells[index + 1]!.piece === cell.piece)),
  );
  let names: (Cell | null)[];
  if (groups.length === 1) names = named.length >= 1 ? [named[0]!] : nameish.slice(0, 1);
  else if (nameish.length === groups.length) names = nameish;
  else if (named.length === groups.length) names = named;
  else if (nameish.length > groups.length && !line.ruled) {
    // More words than tables ("Salmonella spp.  ND in 1 g"): each table's name is the word that starts where its
    // name column starts.
    let from = 0;
    names = [];
    for (const group of groups) {
      const start = columns[group.name]!.start;
      const at = nameish.findIndex((cell, index) => index >= from && Math.abs(cell.start - start) <= 2);
      names.push(at >= 0 ? nameish[at]! : null);
      if (at >= 0) from = at + 1;
    }
    if (names.some((name, index) => name === null && index === 0)) return null;
  } else if (nameish.length > 0 && nameish.length < groups.length) {
    // A row only one of two side-by-side tables fills: each name goes to the group whose name column is nearest.
    names = groups.map(() => null);
    let from = 0;
    for (const cell of nameish) {
      let best = -1;
      for (let index = from; index < groups.length; index += 1) {
        const distance = Math.abs(columns[groups[index]!.name]!.start - cell.start);
        if (best === -1 || distance < Math.abs(columns[groups[best]!.name]!.start - cell.start)) best = index;
      }
      if (best === -1) return null;
      names[best] = cell;
      from = best + 1;
    }
  } else return null;
  if (names.every((name) => name === null)) return null;
  // Where each group's cells start: cells between two names are the left group's, but for the right group's own
  // columns before its name ("Result | Analyte | LOQ" twice on a line).
  const cellIndex = new Map(line.cells.map((cell, index) => [cell, index]));
  const positions = names.map((name) => (name ? cellIndex.get(name)! : -1));
  const starts: number[] = [];
  let previous = -1;
  groups.forEach((group, index) => {
    const position = positions[index]!;
    if (position < 0) {
      starts.push(-1);
      return;
    }
    const before = group.columns.filter((column) => column < group.name).length;
    starts.push(
      previous < 0
        ? starts.length === 0 || starts.every((start) => start < 0)
          ? 0
          : position
        : Math.max(previous + 1, position - before),
    );
    previous = position;
  });
  return groups.map((_, index) => {
    const name = names[index];
    if (!name) return { name: { kind: 'empty', text: '', start: 0, end: 0, piece: -1 }, cells: [] };
    const next = starts.slice(index + 1).find((start) => start >= 0) ?? line.cells.length;
    return { name, cells: line.cells.slice(starts[index]!, next).filter((cell) => cell !== name) };
  });
}

/** A figure cell's place: the index of the header column it is read under. */
type Placement = Map<number, Cell>;

interface PlacedRow {
  line: TextLine;
  name: Cell;
  /** Every order-keeping placement the row allows; one for a full or ruled row. */
  placements: Placement[];
  /** The unit a units column gives the row. */
  rowUnit: UnitInfo | null;
  /** More figures than the header has columns: a column the header does not name. */
  overfull: boolean;
  /** A lab's total whose first placement is where its figures sit: taken when it holds, else the one that does. */
  offsetFirst?: boolean;
  /** A figure a scan garbled ("2~ .8$"): nothing of the row is read. */
  garbled?: boolean;
  /** Figures a scan printed in letters ("O.O5"), placed: the row is read unless one stands under a result. */
  scanned?: Set<Cell>;
  /** A word among its cells that is no status ("NT", "pending"). */
  wordAmongFigures?: boolean;
  /** Its figures stand under other columns than the header's order gives them, as most rows' do. */
  misaligned?: boolean;
}

/** Every way of putting k figures in n columns in their order, or only the two ends for wide headers. */
function orderedPlacements(figures: readonly Cell[], columns: readonly number[]): Placement[] {
  const k = figures.length;
  const n = columns.length;
  if (k === 0) return [new Map()];
  if (n > MAX_PLACED_COLUMNS) {
    return [
      new Map(figures.map((figure, index) => [columns[index]!, figure])),
      new Map(figures.map((figure, index) => [columns[n - k + index]!, figure])),
    ];
  }
  const placements: Placement[] = [];
  const chosen: number[] = [];
  const choose = (from: number) => {
    if (chosen.length === k) {
      placements.push(new Map(chosen.map((column, index) => [column, figures[index]!])));
      return;
    }
    for (let at = from; at <= n - (k - chosen.length); at += 1) {
      chosen.push(columns[at]!);
      choose(at + 1);
      chosen.pop();
    }
  };
  choose(0);
  return placements;
}

/** The column whose span, widened to halfway to its neighbours, holds the cell's middle; -1 for none. */
function columnAt(cell: Cell, columns: readonly Column[], candidates: readonly number[]): number {
  const middle = (cell.start + cell.end) / 2;
  for (let at = 0; at < candidates.length; at += 1) {
    const column = columns[candidates[at]!]!;
    const previous = at > 0 ? columns[candidates[at - 1]!]! : null;
    const next = at + 1 < candidates.length ? columns[candidates[at + 1]!]! : null;
    const from = previous ? (previous.end + column.start) / 2 : -Infinity;
    const to = next ? (column.end + next.start) / 2 : Infinity;
    if (middle >= from && middle < to) return candidates[at]!;
  }
  return -1;
}

/**
 * In a table aligned with spaces, where every full row's figures sit under their header words, a short row's
 * figures are placed by where they sit: each under the column its middle falls in.
 */
function placeByOffsets(rows: PlacedRow[], header: Header): void {
  if (header.line.ruled || !spacedApart(header)) return;
  // Rows written with single spaces ("Tetrahydrocannabinolic acid (THCA) 0.05") sit under nothing.
  const spaced = rows.filter((row) => !row.line.ruled && row.line.pieces > 1);
  const full = spaced.filter((row) => row.placements.length === 1 && row.placements[0]!.size >= 2);
  if (full.length < 2) return;
  const figureColumns = header.columns.flatMap((column, index) => (isFigureColumn(column) ? [index] : []));
  const aligned = full.every((row) =>
    [...row.placements[0]!].every(([index, cell]) => columnAt(cell, header.columns, figureColumns) === index),
  );
  if (!aligned) return;
  for (const row of spaced) {
    if (row.placements.length < 2) continue;
    const byOffset: Placement = new Map();
    let last = -1;
    for (const cell of row.placements[0]!.values()) {
      const index = columnAt(cell, header.columns, figureColumns);
      if (index <= last) {
        last = Infinity;
        break;
      }
      byOffset.set(index, cell);
      last = index;
    }
    if (last === Infinity) continue;
    if (row.name.name?.total) {
      // A lab's total is printed wherever the lab likes (under the LOQ head, once empty cells are dropped): where it
      // sits is tried first, and its numbers place it when that does not hold.
      row.placements = [byOffset, ...row.placements];
      row.offsetFirst = true;
    } else row.placements = [byOffset];
  }
}

/**
 * In a table aligned with spaces whose rows' cells each start (or each end) where a word of the header does, a row
 * whose figures, placed in order, leave one under another column than the head it starts (or ends) with reads a
 * header that misses a column ("Specification  mg/unit  Flag  per bottle  Q  (loq)", the last head unread): when
 * most rows do, none of them is read. Answers how many of the rows set apart had fitted the header.
 */
function withMisalignedRowsApart(rows: PlacedRow[], header: Header): number {
  if (header.line.ruled || !spacedApart(header)) return 0;
  const starts = new Set(header.line.cells.map((cell) => cell.start));
  const ends = new Set(header.line.cells.map((cell) => cell.end));
  const figureColumns = header.columns.flatMap((column, index) => (isFigureColumn(column) ? [index] : []));
  const startsAt = new Map(figureColumns.map((index) => [header.columns[index]!.start, index]));
  const endsAt = new Map(figureColumns.map((index) => [header.columns[index]!.end, index]));
  const full = rows.filter(
    (row) => !row.line.ruled && row.line.pieces > 1 && row.placements.length === 1 && row.placements[0]!.size >= 2,
  );
  const misplaced = (row: PlacedRow, edge: 'start' | 'end', edges: Set<number>, heads: Map<number, number>) => {
    const after = row.line.cells.filter((cell) => cell.start >= row.name.end);
    if (!after.every((cell) => edges.has(cell[edge]))) return false;
    return [...row.placements[0]!].some(([index, cell]) => (heads.get(cell[edge]) ?? index) !== index);
  };
  const misaligned = full.filter(
    (row) => misplaced(row, 'start', starts, startsAt) || misplaced(row, 'end', ends, endsAt),
  );
  if (misaligned.length < 2 || misaligned.length * 2 <= full.length) return 0;
  let fitted = 0;
  for (const row of misaligned) {
    if (!row.overfull) fitted += 1;
    row.placements = [];
    row.misaligned = true;
  }
  return fitted;
}

/**
 * "Δ9-THC  10.2  mg/mL  Report": words after a row's last figure that are no status fill the columns at its end. Past
 * the text columns there (a method, a note), each takes the last limit column still free, which then holds no
 * figure of the row.
 */
function figureColumnsOf(cells: readonly Cell[], columns: readonly Column[], group: Group, name: Cell): number[] {
  const figureColumns = withLeadingWords(cells, columns, group, name);
  let lastFigure = -1;
  cells.forEach((cell, index) => {
    if (cell.kind === 'figure') lastFigure = index;
  });
  if (lastFigure < 0) return figureColumns;
  const after = cells.slice(lastFigure + 1);
  // A footnote's mark after the last figure ("0.002 *") stands in no column.
  let words = after.filter(
    (cell) => cell.kind === 'word' && !isStatusWord(cell) && !FOOTNOTE_MARKS.test(cell.text),
  ).length;
  let statuses = after.filter(isStatusWord).length;
  // From the row's end: each word fills a text or status column ("HPLC-DAD" under Method, "Reported" under Status),
  // or a limit column holding no figure ("Report" under Specification); a result's or a figure's column ends the walk.
  const kept = [...figureColumns];
  for (let at = group.columns.length - 1; at >= 0 && words > 0; at -= 1) {
    const index = group.columns[at]!;
    const { role } = columns[index]!;
    if (role === 'text') words -= 1;
    // A status column holds the row's status word, or a word that is none ("Reported").
    else if (role === 'status') {
      if (statuses > 0) statuses -= 1;
      else words -= 1;
    } else if (role === 'limit' && kept.length > 1 && kept.at(-1) === index) {
      kept.pop();
      words -= 1;
    } else if (role !== 'units') break;
  }
  return kept;
}

/** A cell of footnote marks alone: "*", "†", "¹", "**". */
const FOOTNOTE_MARKS = /^[*†‡§¹²³⁴⁵⁶⁷⁸⁹]{1,3}$/;

/**
 * "THCA  report  64.2": words between a row's name and its first figure that are no status fill the columns after the
 * name: a text column (a method), or a limit column holding no figure ("report" under Specification), which then
 * holds none of the row's figures. The figure columns left, in order.
 */
function withLeadingWords(cells: readonly Cell[], columns: readonly Column[], group: Group, name: Cell): number[] {
  const figureColumns = group.columns.filter((index) => isFigureColumn(columns[index]!));
  const firstFigure = cells.findIndex((cell) => cell.kind === 'figure');
  // A row that fills every figure column has no cell for a word to stand in.
  const figures = cells.filter((cell) => cell.kind === 'figure').length;
  if (firstFigure <= 0 || figures >= figureColumns.length) return figureColumns;
  let words = cells
    .slice(0, firstFigure)
    .filter((cell) => cell.kind === 'word' && cell.start >= name.end && !isStatusWord(cell)).length;
  const kept = [...figureColumns];
  for (const index of group.columns) {
    if (words === 0 || index < group.name) continue;
    const { role } = columns[index]!;
    if (role === 'text') words -= 1;
    else if (role === 'limit' && kept.length > 1 && kept[0] === index) {
      kept.shift();
      words -= 1;
    } else if (role !== 'units') break;
  }
  return kept;
}

/**
 * "CBDA  410  ppm  50  ppm": a units column naming parts per million for a cannabinoid's row (minor analytes in a %
 * table) gives its figures in mg/g, 1 ppm being 0.001 mg/g.
 */
function perMillionIn(cells: readonly Cell[]): UnitInfo | null {
  const unit = cells.find((cell) => cell.kind === 'unit' && cell.text.toLowerCase() === 'ppm');
  return unit ? PER_MILLION(unit.text) : null;
}

/** Parts per million as a cannabinoid's unit: 1 ppm is 0.001 mg/g. */
const PER_MILLION = (raw: string): UnitInfo => ({ unit: 'mg/g', item: null, perPrintedUnit: false, raw, scale: 0.001 });

/** A figure printed in a smaller unit, in the unit it is read in: "1,340" ppm is 1.34 mg/g. */
function scaled(figure: Figure, scale: number): Figure {
  // "1,340" is a whole number with a thousands mark, not three decimals.
  const printed = figure.value !== null && Number.isInteger(figure.value) && figure.value >= 1000 ? 0 : figure.decimals;
  const decimals = printed + Math.round(-Math.log10(scale));
  const value = figure.value === null ? null : figure.value * scale;
  return {
    ...figure,
    value,
    decimals,
    raw: value === null ? figure.raw : value.toFixed(decimals),
    ...(figure.bound === undefined ? {} : { bound: figure.bound * scale }),
  };
}

/** A row's figures placed under the header's columns, and whether a word stands among them. */
/** An interval around a result ("21.12–22.56", "(21.1, 22.6)", "± 0.66"): the cell of an interval's column. */
const INTERVAL =
  /^(?:[([]\d+(?:[.,]\d+)?[,;] ?\d+(?:[.,]\d+)?[)\]]|\d+(?:[.,]\d+)?[–—-]\d+(?:[.,]\d+)?|(?:±|\+\/-) ?\d+(?:[.,]\d+)?)$/;

const UNCERTAINTY_SIGN = /±|\+\/-/;

/**
 * Under a header with a column of figures that are no result (a confidence interval, an uncertainty), an interval's
 * cell stands in that column as a figure of no value: it is never a result, and the row's other figures keep their
 * places beside it.
 */
function withIntervals(cells: readonly Cell[], header: Header): readonly Cell[] {
  if (!header.columns.some((column) => column.role === 'figure')) return cells;
  const interval = (cell: Cell, text: string): Cell => ({
    ...cell,
    kind: 'figure',
    text,
    figure: { raw: text, value: null, qualifier: null, blank: true, decimals: 0, unit: null },
  });
  // "10.20 ± 0.80" under "Result  ± U" with single spaces between cells: the uncertainty is the next column's cell.
  // Under "Result ± U", one column, it is the result's own, whatever other column of uncertainties stands beside.
  const apart =
    header.columns.some((column) => column.interval) &&
    !header.columns.some((column) => column.role === 'result' && UNCERTAINTY_SIGN.test(column.label));
  return cells.flatMap((cell) => {
    if (cell.kind === 'word' && INTERVAL.test(cell.text)) return [interval(cell, cell.text)];
    if (!apart || !cell.uncertainty) return [cell];
    const { start, end } = cell.uncertainty;
    return [cell, { ...interval(cell, '±'), start, end }];
  });
}

/**
 * A figure whose digits a scan printed as the letters they look like ("O.O5", "l.2"), alone in its cell: a cell of
 * the row whose value is unknown, so the row's other figures keep their columns. Marks that are no letter ("2~ .8$")
 * or two figures run together ("0.5012.86") leave where the row's cells stand unknown.
 */
function lettersForDigits(text: string): boolean {
  return /^[<>≤]?[\d.,OoIl]+%?$/.test(text) && !figuresRunTogetherIn(text);
}

/** The row's cells with each figure a scan printed in letters as a figure of unknown value, marked as such. */
function withScannedFigures(cells: readonly Cell[]): { cells: readonly Cell[]; scanned: Set<Cell> } {
  const scanned = new Set<Cell>();
  const read = cells.map((cell): Cell => {
    if (cell.kind !== 'word' || !garbledFigure(cell.text) || !lettersForDigits(cell.text)) return cell;
    const figure: Cell = {
      ...cell,
      kind: 'figure',
      figure: { raw: cell.text, value: null, qualifier: null, blank: true, decimals: 0, unit: null },
    };
    scanned.add(figure);
    return figure;
  });
  return { cells: scanned.size > 0 ? read : cells, scanned };
}

/**
 * "ND / ND", "< LOQ / < LQ": a result that is no number said in two languages, one cell. (Under "% / mg/g" it is
 * a figure in each unit: only a row one cell too full for its header is read so.)
 */
function withQualifiersInTwoLanguages(cells: readonly Cell[]): readonly Cell[] {
  const wordless = (cell: Cell | undefined) =>
    cell?.kind === 'figure' && cell.figure!.value === null && cell.figure!.qualifier !== null;
  const joined: Cell[] = [];
  for (let at = 0; at < cells.length; at += 1) {
    const [first, slash, second] = [cells[at]!, cells[at + 1], cells[at + 2]];
    if (wordless(first) && slash?.kind === 'word' && slash.text === '/' && wordless(second)) {
      joined.push({ ...first, text: `${first.text} / ${second!.text}`, end: second!.end });
      at += 2;
    } else joined.push(first);
  }
  return joined.length === cells.length ? cells : joined;
}

function placeRow(line: TextLine, name: Cell, printed: readonly Cell[], header: Header, group: Group): PlacedRow {
  const { cells: read, scanned } = withScannedFigures(withIntervals(printed, header));
  let cells = read;
  let row = placeFigures(line, name, cells, header, group, scanned);
  const paired = row.overfull ? withQualifiersInTwoLanguages(cells) : cells;
  if (paired !== cells) {
    const again = placeFigures(line, name, paired, header, group, scanned);
    if (!again.overfull) [cells, row] = [paired, again];
  }
  if (scanned.size > 0) {
    // Read only where one placement puts each such figure in a column: which column it is decides whether it matters.
    if (row.placements.length !== 1 || row.overfull)
      return { line, name, placements: [], rowUnit: row.rowUnit, overfull: true, garbled: true };
    row.scanned = scanned;
  }
  // A word that is no pass beside a figure of the row ("0.50  pending"); words alone in a row that names a
  // cannabinoid name a test ("Identification (CBD, THC)  HPLC  Conforms").
  const hasFigure = cells.some((cell) => cell.kind === 'figure');
  if (
    cells.some((cell) => {
      if (cell.kind !== 'word') return false;
      const status = statusIn(cell.text)?.kind;
      return hasFigure && status !== 'passed';
    })
  )
    row.wordAmongFigures = true;
  return row;
}

function placeFigures(
  line: TextLine,
  name: Cell,
  cells: readonly Cell[],
  header: Header,
  group: Group,
  scanned: ReadonlySet<Cell>,
): PlacedRow {
  const { columns } = header;
  const figureColumns = figureColumnsOf(cells, columns, group, name);
  const unitsColumn = group.columns.some((index) => columns[index]!.role === 'units');
  const unitCells = cells.filter((cell) => cell.kind === 'unit' && cell.unit!.unit);
  let rowUnit: UnitInfo | null = null;
  if (unitsColumn) {
    rowUnit =
      unitCells[0]?.unit ??
      cells.find((cell) => cell.kind === 'figure' && cell.figure!.unit?.unit)?.figure!.unit ??
      perMillionIn(cells);
  } else {
    // A unit standing alone after a figure, in a cell of its own, is that figure's.
    cells.forEach((cell, index) => {
      const before = cells[index - 1];
      if (cell.kind === 'unit' && before?.kind === 'figure' && !before.figure!.unit) before.figure!.unit = cell.unit!;
    });
  }
  // "THCa (%)  0.10  72.84": a unit printed in the name's cell is the row's, when the header gives its results none.
  if (!rowUnit && name.unit?.unit && !columns.some((column) => column.role === 'result' && column.unit))
    rowUnit = name.unit;
  if (cells.some((cell) => cell.kind === 'word' && garbledFigure(cell.text)))
    return { line, name, placements: [], rowUnit, overfull: true, garbled: true };
  const figures = cells.filter((cell) => cell.kind === 'figure' || cell.kind === 'empty');
  // Ruled alike, cell for cell: each figure is in its column's piece, empty cells included. A ruled line loses its
  // trailing empty cells (a CSV row's empty limit and status), never its leading ones: pieces match from the left.
  const headerPieces = new Set(figureColumns.map((index) => columns[index]!.piece));
  if (
    line.ruled &&
    header.line.ruled &&
    (line.pieces === header.line.pieces ||
      (line.pieces < header.line.pieces &&
        // Its missing cells at the end were empty: so the line says, or they are no result's (a label claim).
        (line.emptyAtEnd === true ||
          figureColumns.every((index) => columns[index]!.piece < line.pieces || columns[index]!.role !== 'result')))) &&
    headerPieces.size === figureColumns.length
  ) {
    const placement: Placement = new Map();
    let single = true;
    for (const index of figureColumns) {
      const inPiece = figures.filter((cell) => cell.piece === columns[index]!.piece);
      // Several figures in the cell of a column that holds no result ("0,41 – l,51" under "Spec.", a range whose
      // end a scan garbled) are that column's: no result, and the other cells keep their columns.
      if (inPiece.length > 1 && columns[index]!.role !== 'result') continue;
      if (inPiece.length > 1) single = false;
      if (inPiece[0] && inPiece[0].kind === 'figure') placement.set(index, inPiece[0]);
    }
    if (single)
      return {
        line,
        name,
        placements: intervalsHold(placement, columns) ? [placement] : [],
        rowUnit,
        overfull: false,
      };
  }
  const filled = figures.filter((cell) => cell.kind === 'figure');
  // A figure a scan printed in letters ("l,08", a range's end) is a cell of the row like any figure, never a dash.
  const dashLast = () => filled.at(-1)?.figure!.blank === true && !scanned.has(filled.at(-1)!);
  // A dash standing in a status column after the last figure column ("0.29   —" under "RESULT   CONCLUSION") is
  // that column's, no figure.
  const lastFigure = columns[figureColumns.at(-1) ?? -1];
  const after = lastFigure && columns.find((column) => column.start > lastFigure.end && column.role === 'status');
  while (after && dashLast() && filled.at(-1)!.start >= after.start - 1) filled.pop();
  // Dashes after the figures stand in the status or comment cells ("21.85 %  —  —"): no figure of a column.
  while (filled.length > figureColumns.length && dashLast()) filled.pop();
  // "<LOQ   Below LOQ", "ND   Not detected": the status column restating the result in words is no second result.
  while (filled.length > figureColumns.length && restatedInStatus(filled.at(-1)!, columns)) filled.pop();
  if (filled.length > figureColumns.length) return { line, name, placements: [], rowUnit, overfull: true };
  const placements =
    filled.length === figureColumns.length
      ? [new Map(filled.map((cell, index) => [figureColumns[index]!, cell]))]
      : orderedPlacements(filled, figureColumns);
  return {
    line,
    name,
    placements: placements.filter((placement) => intervalsHold(placement, columns)),
    rowUnit,
    overfull: false,
  };
}

/**
 * No uncertainty or interval is printed for what was not detected: a placement that puts "ND" or "0.20 U" under
 * "± U" has the row's figures in the wrong columns (a unit after a limit's head that was a column of its own).
 */
function intervalsHold(placement: Placement, columns: readonly Column[]): boolean {
  for (const [index, cell] of placement) if (columns[index]!.interval && cell.figure?.qualifier) return false;
  return true;
}

/** A figure without a value (a qualifier: "Below LOQ", "<LOQ", "Not detected") under a status column past the figures. */
function restatedInStatus(cell: Cell, columns: readonly Column[]): boolean {
  const { figure } = cell;
  if (!figure || figure.value !== null || figure.qualifier === null || figure.bound !== undefined) return false;
  const status = columns.findLast((column) => column.role === 'status');
  const lastFigure = columns.findLastIndex(isFigureColumn);
  return status !== undefined && columns.indexOf(status) > lastFigure && cell.end > status.start;
}

/** A reading: each figure column's role and unit. */
interface Reading {
  units: Map<number, UnitInfo | null>;
  /** Columns whose unit is a hypothesis, not printed. */
  guessed: Set<number>;
  /**
   * Result columns that print no unit of their own and share the one a title or heading gives the table: beside each
   * other one of them may be the other unit ("Result  Result" under "% w/w", one column ten times the other).
   */
  inherited: Set<number>;
  /** Columns whose role the operator set. */
  corrected: Set<number>;
  roles: Map<number, Column['role']>;
}

function unitInfo(unit: Unit): UnitInfo {
  return { unit, item: null, perPrintedUnit: false, raw: unit };
}

/** The unit a figure is read in: printed with it, its row's units column, its column, the table's title. */
function unitOfFigure(cell: Cell, columnIndex: number, row: PlacedRow, reading: Reading): UnitInfo | null {
  // A column headed per package or per serving ("Per Container (mg)") beside a units column of mg/mL: its figures are
  // the package's, whatever unit the row's results print.
  const column = reading.guessed.has(columnIndex) ? null : reading.units.get(columnIndex);
  const perItem = column?.unit === 'mg/package' || column?.unit === 'mg/unit' ? column : null;
  // "1900 ppm" in a cannabinoid's result cell, its unit joined to it: parts per million, as a units column says it.
  const own = cell.figure!.unit;
  if (own && own.raw.toLowerCase() === 'ppm') return PER_MILLION(own.raw);
  return own ?? perItem ?? row.rowUnit ?? reading.units.get(columnIndex) ?? null;
}

interface Verdict {
  consistent: boolean;
  /** Every guessed unit is confirmed by another figure. */
  confirmed: boolean;
  /** The placement chosen for each row, or null when the row fits several ways that give different figures. */
  chosen: (Placement | null)[];
}

const isLimit = (
  reading: Reading,
  index: number,
  kinds: readonly (Column['limit'] & string)[],
  columns: readonly Column[],
) => reading.roles.get(index) === 'limit' && kinds.includes(columns[index]!.limit ?? 'limit');

/** Distinct values kept of a limit column: a column with more is not nearly constant. */
const MAX_LIMIT_VALUES = 64;

/** The distinct values a limit column holds on the rows whose place is certain (a few at most). */
function limitValues(rows: readonly PlacedRow[], index: number): Figure[] & { constant?: boolean } {
  const values = new Map<string, Figure>();
  let count = 0;
  for (const row of rows) {
    // A row of no cannabinoid (a ratio, moisture) says nothing of the cannabinoids' limits.
    if (!row.name.name?.id && !row.name.name?.total) continue;
    const cell = row.placements.length === 1 ? row.placements[0]!.get(index) : undefined;
    if (!cell?.figure || cell.figure.value === null) continue;
    count += 1;
    values.set(cell.figure.raw, cell.figure);
    if (values.size > MAX_LIMIT_VALUES) return [];
  }
  // One or two values down three rows or more: a column whose every figure is one of them.
  return Object.assign([...values.values()], { constant: count >= 3 && values.size <= 2 });
}

/**
 * Whether a placement of one row holds under a reading. Hard signs of a misreading: a limit column holding ND, a
 * figure in a limit column that differs from that column's value on every other row (a totals row's figures are
 * results), a guessed unit that gives an impossible figure, and two result columns that should agree but do not.
 */
function placementHolds(
  placement: Placement,
  row: PlacedRow,
  reading: Reading,
  columns: readonly Column[],
  limits: Map<number, Figure[] & { constant?: boolean }>,
  isTotal: boolean,
): { holds: boolean; confirms: Set<number> } {
  // A short row that fits several ways ("Δ9-THC as is: 0.92 %" under LOD, LOQ, % and mg/g) is held to the table:
  // a figure under a limit that stays constant down the table is that limit, and a figure printed with its unit sits
  // under a result column of that unit.
  const short = row.placements.length > 1;
  const confirms = new Set<number>();
  const results: { index: number; figure: Figure; unit: UnitInfo | null; basis: Column['basis'] }[] = [];
  for (const [index, cell] of placement) {
    const figure = cell.figure!;
    const role = reading.roles.get(index);
    if (role === 'limit' || role === 'figure') {
      // "ND" is no limit; "≤ 5" is one, printed with its sign.
      if (figure.qualifier && figure.bound === undefined && role === 'limit') return { holds: false, confirms };
      const known = limits.get(index) ?? [];
      const held = isTotal || (short && known.constant === true);
      if (held && figure.value !== null && known.length > 0 && !known.some((value) => agree(value, figure)))
        return { holds: false, confirms };
    }
    if (role === 'result' && !figure.blank) {
      const unit = unitOfFigure(cell, index, row, reading);
      const columnUnit = reading.units.get(index)?.unit;
      if (short && figure.unit?.unit && columnUnit && figure.unit.unit !== columnUnit)
        return { holds: false, confirms };
      if (reading.guessed.has(index) && figure.value !== null) {
        if (unit?.unit === '%' && figure.value > 100) return { holds: false, confirms };
        if (unit?.unit === 'mg/g' && figure.value > 1000) return { holds: false, confirms };
      }
      results.push({ index, figure, unit, basis: columns[index]!.basis });
    }
  }
  if (!isTotal && !equivalentHolds(placement, row, reading, columns, results)) return { holds: false, confirms };
  for (let a = 0; a < results.length; a += 1) {
    for (let b = a + 1; b < results.length; b += 1) {
      const first = results[a]!;
      const second = results[b]!;
      const guessed =
        reading.guessed.has(first.index) ||
        reading.guessed.has(second.index) ||
        (reading.inherited.has(first.index) && reading.inherited.has(second.index));
      if (first.figure.value === null || second.figure.value === null || first.basis !== second.basis) continue;
      const pair = [first.unit?.unit, second.unit?.unit];
      let scale: number | null = null;
      if (pair[0] === pair[1] && first.unit?.item === second.unit?.item) scale = 1;
      else if (pair[0] === '%' && pair[1] === 'mg/g') scale = 10;
      else if (pair[0] === 'mg/g' && pair[1] === '%') scale = 0.1;
      if (scale === null) continue;
      if (agree(first.figure, second.figure, scale)) {
        if (first.figure.value !== 0 && scale !== 1) {
          confirms.add(first.index);
          confirms.add(second.index);
        }
      } else if (guessed) return { holds: false, confirms };
    }
  }
  return { holds: true, confirms };
}

/** Acids whose decarboxylated equivalent is their figure times 0.877 (0.867 to 0.878 by the acid's mass). */
const ACIDS: ReadonlySet<string> = new Set(['thca', 'cbda', 'cbga', 'thcva']);

/**
 * A decarboxylated equivalent agrees with the measured figure on its row: an acid's is its figure times about 0.877,
 * a neutral form's the figure itself. A row where it does not is a misplaced column.
 */
function equivalentHolds(
  placement: Placement,
  row: PlacedRow,
  reading: Reading,
  columns: readonly Column[],
  results: readonly { index: number; figure: Figure; unit: UnitInfo | null }[],
): boolean {
  const id = row.name.name?.id;
  if (!id) return true;
  for (const [index, cell] of placement) {
    const column = columns[index]!;
    if (!column.equivalent || reading.roles.get(index) !== 'figure' || reading.corrected.has(index)) continue;
    const equivalent = cell.figure!;
    const measured = results.find((result) => !column.unit?.unit || result.unit?.unit === column.unit.unit)?.figure;
    if (!measured || measured.value === null || equivalent.value === null) continue;
    if (!ACIDS.has(id)) {
      if (!agree(measured, equivalent)) return false;
      continue;
    }
    const low = (measured.value - halfStep(measured)) * 0.86 - halfStep(equivalent);
    const high = (measured.value + halfStep(measured)) * 0.88 + halfStep(equivalent);
    if (equivalent.value < low || equivalent.value > high) return false;
  }
  return true;
}

/** The result figures a placement gives, as a key: two placements that give the same figures need no choosing. */
function resultKey(placement: Placement | null, reading: Reading, row: PlacedRow): string {
  if (!placement) return 'none';
  const results = [...placement].filter(([index]) => reading.roles.get(index) === 'result');
  // "ND" under "%" or under "mg/g" beside it: nothing in either unit, one reading however the row is placed.
  const nothing = (cell: Cell) => cell.figure!.value === null && cell.figure!.qualifier !== null;
  if (results.length > 0 && results.every(([, cell]) => nothing(cell))) return 'nothing';
  return results
    .sort(([a], [b]) => a - b)
    .map(([index, cell]) => `${index}:${cell.figure!.raw}:${unitOfFigure(cell, index, row, reading)?.unit ?? '?'}`)
    .join('|');
}

function judgeReading(
  rows: readonly PlacedRow[],
  reading: Reading,
  columns: readonly Column[],
  confirmByTotals: (reading: Reading, chosen: (Placement | null)[]) => boolean,
): Verdict {
  const figureColumns = [...reading.roles.keys()];
  const limits = new Map(figureColumns.map((index) => [index, limitValues(rows, index)]));
  const confirmed = new Set<number>();
  const chosen: (Placement | null)[] = [];
  let consistent = true;
  const isTotalRow = (row: PlacedRow) => Boolean(row.name.name?.total);
  for (const row of rows) {
    const holding = row.placements.flatMap((placement) => {
      const check = placementHolds(placement, row, reading, columns, limits, isTotalRow(row));
      return check.holds ? [{ placement, confirms: check.confirms }] : [];
    });
    // A cannabinoid's row that fits no way is a misreading; a row of moisture or a metal in the same table is not
    // evidence about the cannabinoids' columns.
    if (row.placements.length === 1 && holding.length === 0 && row.name.name?.id) consistent = false;
    // A total's figure printed with its unit ("1.55 mg/serving") goes under the result column of that unit.
    if (isTotalRow(row) && holding.length > 1) {
      const inItsUnit = holding.filter(({ placement }) =>
        [...placement].every(
          ([index, cell]) =>
            !cell.figure!.unit?.unit ||
            (reading.roles.get(index) === 'result' && reading.units.get(index)?.unit === cell.figure!.unit.unit),
        ),
      );
      if (inItsUnit.length > 0) holding.splice(0, holding.length, ...inItsUnit);
      // A lab's total prints no limit or uncertainty of its own: its figures stand under the result columns.
      const asResults = holding.filter(({ placement }) =>
        [...placement].every(([index, cell]) => cell.figure!.value === null || reading.roles.get(index) === 'result'),
      );
      if (asResults.length > 0) holding.splice(0, holding.length, ...asResults);
    }
    const byOffset = row.offsetFirst && holding[0]?.placement === row.placements[0];
    const keys =
      holding.length <= 1 || byOffset
        ? Math.min(holding.length, 1)
        : new Set(holding.map((entry) => resultKey(entry.placement, reading, row))).size;
    const placement = keys === 1 ? holding[0]!.placement : null;
    chosen.push(placement);
    if (placement) for (const entry of holding) for (const index of entry.confirms) confirmed.add(index);
  }
  // LOQ and LOD stay nearly constant down a table while results vary: a "LOQ" that varies beside a constant
  // "result" is a misreading.
  const analyteRows = rows.flatMap((row, index) =>
    !isTotalRow(row) && chosen[index] ? [{ row, placement: chosen[index] }] : [],
  );
  const valuesOf = (index: number) =>
    analyteRows.flatMap(({ placement }) => {
      const figure = placement.get(index)?.figure;
      return figure && figure.value !== null ? [figure.value] : [];
    });
  const distinct = (values: number[]) => new Set(values).size;
  const varyingLimit = figureColumns.some((index) => {
    if (!isLimit(reading, index, ['loq', 'lod'], columns)) return false;
    const values = valuesOf(index);
    return values.length >= 3 && distinct(values) >= 3;
  });
  const constantResult = figureColumns.some((index) => {
    if (reading.roles.get(index) !== 'result') return false;
    const values = valuesOf(index);
    return values.length >= 3 && distinct(values) === 1;
  });
  if (varyingLimit && constantResult) consistent = false;
  // A result below its own LOQ, row after row, is a LOQ read as a result.
  let below = 0;
  let compared = 0;
  for (const { row, placement } of analyteRows) {
    const loq = [...placement].find(([index]) => isLimit(reading, index, ['loq'], columns));
    if (!loq || loq[1].figure!.value === null) continue;
    for (const [index, cell] of placement) {
      // A zero ("0.000" under an MDL and a PQL) is how a LIMS prints not detected: below every limit by right.
      if (reading.roles.get(index) !== 'result' || cell.figure!.value === null || cell.figure!.value === 0) continue;
      const loqUnit = columns[loq[0]]!.unit?.unit ?? null;
      const unit = unitOfFigure(cell, index, row, reading)?.unit ?? null;
      if (loqUnit !== null && unit !== loqUnit) continue;
      compared += 1;
      if (cell.figure!.value < loq[1].figure!.value!) below += 1;
    }
  }
  if (below >= 2 && below * 2 >= compared) consistent = false;
  if (consistent && [...reading.guessed].some((index) => !confirmed.has(index)))
    return { consistent, confirmed: confirmByTotals(reading, chosen), chosen };
  return { consistent, confirmed: true, chosen };
}

/** The readings of a table's figure columns: printed units as they are, each unknown unit as % or as mg/g. */
function readingsOf(
  header: Header,
  draft: TableDraft,
  rows: readonly PlacedRow[],
  overrides: ReadonlyMap<number, RoleChoice>,
): Reading[] | null {
  const { columns } = header;
  const roles = new Map<number, Column['role']>();
  const units = new Map<number, UnitInfo | null>();
  const corrected = new Set<number>();
  const unknown: number[] = [];
  const inherited: number[] = [];
  let disagree = false;
  const measuredBeside = !equivalentsAlone(header);
  // Only decarboxylated equivalents printed: each acid's measured figure is not on the certificate.
  if (!measuredBeside && !columns.some((column, index) => column.equivalent && overrides.has(index))) return null;
  columns.forEach((column, index) => {
    if (!isFigureColumn(column)) return;
    const override = overrides.get(index);
    if (override) {
      corrected.add(index);
      if (override === 'ignore') roles.set(index, 'figure');
      else if (override === 'limit') roles.set(index, 'limit');
      else {
        roles.set(index, 'result');
        units.set(index, unitInfo(override.slice('result:'.length) as Unit));
      }
      return;
    }
    // A decarboxylated equivalent beside the measured result is no result of its own: the 0.877 is already in it.
    if (column.equivalent && measuredBeside) {
      roles.set(index, 'figure');
      units.set(index, column.unit ?? draft.defaultUnit);
      return;
    }
    roles.set(index, column.role);
    if (column.role !== 'result') return;
    if (!column.unit && draft.unitsDisagree) disagree = true;
    let unit = column.unit ?? (draft.unitsPlacedByOrder ? null : draft.defaultUnit);
    if (unit?.perPrintedUnit && draft.unitIsPiece) unit = { ...unit, unit: 'mg/unit' };
    units.set(index, unit);
    // Rows that print their own unit (a units column, or units beside the figures) need no hypothesis; a column of
    // ND only says nothing of its unit.
    let numbers = 0;
    let cells = 0;
    // Only the cannabinoids' rows count: a moisture or terpene row in the same table says nothing of their unit.
    const cannabinoidRows = rows.filter((row) => row.name.name?.id || row.name.name?.total);
    const printedInRows =
      cannabinoidRows.every((row) =>
        row.placements.every((placement) => {
          const cell = placement.get(index);
          if (cell) cells += 1;
          if (cell?.figure!.value !== null && cell?.figure!.value !== undefined) numbers += 1;
          return !cell || cell.figure!.value === null || Boolean(cell.figure!.unit ?? row.rowUnit);
        }),
      ) && numbers > 0;
    // A column no cannabinoid's row fills (the microbial table printed beside the potency one) needs no unit.
    if (!unit && !printedInRows && cells > 0) unknown.push(index);
    else if (!column.unit && !printedInRows && (unit?.unit === '%' || unit?.unit === 'mg/g')) inherited.push(index);
  });
  if (disagree) return null;
  // One column under a title's unit is in that unit; two or more of the same basis may hold % and mg/g side by side,
  // and the numbers on each row (% x 10 = mg/g) say which is which.
  const sideBySide = inherited.filter((index) =>
    inherited.some((other) => other !== index && columns[other]!.basis === columns[index]!.basis),
  );
  const hypotheses = [...unknown, ...sideBySide];
  if (hypotheses.length > MAX_UNKNOWN_UNITS) {
    if (unknown.length > MAX_UNKNOWN_UNITS) return null;
    sideBySide.length = 0;
  }
  const readings: Reading[] = [];
  for (let mask = 0; mask < 2 ** (unknown.length + sideBySide.length); mask += 1) {
    const guessed = new Map(units);
    const bit = (at: number) => (mask & (1 << at)) !== 0;
    unknown.forEach((index, at) => guessed.set(index, unitInfo(bit(at) ? 'mg/g' : '%')));
    const other = new Set<number>();
    sideBySide.forEach((index, at) => {
      if (!bit(unknown.length + at)) return;
      guessed.set(index, unitInfo(units.get(index)!.unit === '%' ? 'mg/g' : '%'));
      other.add(index);
    });
    readings.push({
      units: guessed,
      guessed: new Set([...unknown, ...other]),
      inherited: new Set(sideBySide),
      corrected,
      roles,
    });
  }
  return readings;
}

/** A header whose only results are decarboxylated equivalents. */
const equivalentsAlone = (header: Header) =>
  header.columns.some((column) => column.equivalent) &&
  !header.columns.some((column) => column.role === 'result' && !column.equivalent);

function columnRole(column: Column, reading: Reading | null, index: number, sure: boolean): RoleChoice | null {
  if (!reading && column.equivalent) return null;
  const role = reading?.roles.get(index) ?? column.role;
  if (role === 'limit') return 'limit';
  if (role !== 'result') return 'ignore';
  const unit = reading && (sure || !reading.guessed.has(index)) ? reading.units.get(index) : column.unit;
  return unit?.unit ? (`result:${unit.unit}` as RoleChoice) : unit ? 'ignore' : null;
}

/**
 * A row without what is printed beside its table: from the first name or word (not a status) that starts past the
 * header's last column, after the row's figures, the cells are another table's ("THCA 9,12 0,01 0,03   Actividad de
 * agua 0,55 Cumple"). Rows ruled with tabs or pipes keep their cells: their places are pieces, not offsets.
 */
function withoutBeside(line: TextLine, header: Header): TextLine {
  if (line.ruled || header.line.ruled || (header.beside == null && !spacedApart(header))) return line;
  const lastColumn = header.columns.at(-1)!;
  const boundary = header.beside != null ? header.beside - 2 : lastColumn.end + 3;
  let figures = 0;
  const cut = line.cells.findIndex((cell, index) => {
    if (cell.kind === 'figure') figures += 1;
    return (
      figures > 0 &&
      cell.start >= boundary &&
      line.cells[index - 1]?.piece !== cell.piece &&
      (cell.kind === 'name' || (cell.kind === 'word' && !isStatusWord(cell)))
    );
  });
  return cut < 0 ? line : { ...line, cells: line.cells.slice(0, cut) };
}

/**
 * "THCA  WLQ-SOP-112 rev 4  0.10  74.35": a figure a row prints inside a text column's words (a method's ID, a note)
 * is part of them, no result's: read as a word, it fills no figure column. Under the column on an aligned line (from
 * its head to just before the next head), or in its piece on a line ruled alike.
 */
function withTextColumnWords(line: TextLine, header: Header): TextLine {
  const { columns } = header;
  // A column of its own: apart from the heads beside it (a wide gap, a tab), else where its figures stand says nothing.
  const apart = (index: number) => columns.every((other, at) => at === index || other.piece !== columns[index]!.piece);
  const spans = columns.flatMap((column, index) =>
    column.role === 'text' && apart(index)
      ? [{ piece: column.piece, start: column.start, end: (columns[index + 1]?.start ?? Infinity) - 2 }]
      : [],
  );
  if (spans.length === 0) return line;
  // The text column stands apart (above), so where a cell stands says whether it is under it, even beside figure
  // heads printed one space apart ("Result (%) ± MU (k=2)").
  const aligned = !line.ruled && !header.line.ruled;
  const ruledAlike = line.ruled && header.line.ruled && line.pieces === header.line.pieces;
  const under = (cell: Cell) =>
    spans.some((span) =>
      ruledAlike ? cell.piece === span.piece : aligned && cell.start >= span.start && cell.end <= span.end,
    );
  // A figure one space after a word of the column ("SOP-112 rev 4", "M 21.3") is part of that word; a figure standing
  // apart is a figure wherever it stands (a row printed out of line with its header).
  const cells: Cell[] = [];
  let joined = false;
  for (const cell of line.cells) {
    const before = cells.at(-1);
    if (
      cell.kind === 'figure' &&
      !cell.figure!.blank &&
      before?.kind === 'word' &&
      before.piece === cell.piece &&
      cell.start === before.end + 1 &&
      under(cell) &&
      under(before)
    ) {
      cells[cells.length - 1] = { ...before, text: line.text.slice(before.start, cell.end), end: cell.end };
      joined = true;
    } else cells.push(cell);
  }
  return joined ? { ...line, cells } : line;
}

/**
 * A sentence printed under a table that names a cannabinoid ("Label claim: 5 mg THC per can — 100.8 % of claim",
 * "Low-THC cannabis (≤ 1 % by weight Δ9-THC): 0.402 %"), no row of it: its name follows a figure or a label ending in
 * a colon, where the table's names follow neither, or it starts under a column after the names'.
 */
function isNoteUnderTable(line: TextLine, header: Header): boolean {
  const { columns } = header;
  const first = line.cells.findIndex((cell) => cell.kind === 'name');
  if (first <= 0) return false;
  const before = line.cells.slice(0, first);
  // A label before the first name ("Labelled: THC 10 mg / CBD 10 mg"), under one table or two side by side.
  if (before.some((cell) => cell.kind === 'word' && cell.text.endsWith(':'))) return true;
  // A name opening an aside after words ("Federal hemp check (Δ9-THC ≤ 0.3 % dry weight): 0.128 %"), its bracket
  // closed past the name: a sentence. (A name wrapped over two lines ends in its own brackets: "acid (CBDA)".)
  const opening = line.cells[first]!.text;
  if (before.every((cell) => cell.kind === 'word') && opening.startsWith('(') && !opening.includes(')')) return true;
  const nameColumn = columns.findIndex((column) => column.role === 'name');
  if (nameColumn < 0) return false;
  // A figure before the first name where the first table prints none before its names, beside a second table too.
  const figuresBeforeNames = columns.slice(0, nameColumn).some(isFigureColumn);
  if (!figuresBeforeNames && before.some((cell) => cell.kind === 'figure' && !cell.figure!.blank)) return true;
  if (columns.some((column, index) => column.role === 'name' && index !== nameColumn)) return false;
  const next = columns[nameColumn + 1];
  return !header.line.ruled && spacedApart(header) && next !== undefined && line.cells[first]!.start >= next.start;
}

/** A header whose figure columns each stand apart (a wide gap, a tab): where a row's cell sits means something. */
function spacedApart(header: Header): boolean {
  const figureColumns = header.columns.filter(isFigureColumn);
  return new Set(figureColumns.map((column) => column.piece)).size === figureColumns.length;
}

/** Reads one table. `confirmByTotals` says whether a reading with guessed units gives the lab's printed totals. */
export function readTable(
  draft: TableDraft,
  overrides: ReadonlyMap<number, RoleChoice>,
  confirmByTotals: (rows: RowRead[]) => boolean,
): TableResult {
  const alternatives = [
    draft.header,
    ...[withBareUnitsApart(draft.header), withoutUnitAfterTitle(draft.header)].filter((header) => header !== null),
    ...eachBareUnitApart(draft.header),
  ];
  const lines = draft.lines.map((line) => withTextColumnWords(withoutBeside(line, draft.header), draft.header));
  const unsure: UnsurePart[] = [];
  const unsureLines = (extra: readonly TextLine[] = []) => [draft.header.line, ...extra].slice(0, 8).map(sourceLine);
  const analytesOf = (placed: readonly PlacedRow[]) => [
    ...new Set(placed.flatMap((row) => (row.name.name?.id ? [row.name.name.id] : []))),
  ];

  // Each header reading with the rows it places; the one most rows fit is read.
  const candidates = alternatives.flatMap((header) => {
    const groups = groupsOf(header.columns);
    const placed: PlacedRow[] = [];
    let fits = 0;
    const unfitted: TextLine[] = [];
    for (const line of lines) {
      if (isNoteUnderTable(line, header)) continue;
      const parts = rowGroups(line, groups, header.columns);
      if (!parts) {
        if (line.cells.some((cell) => cell.kind === 'name' && cell.name!.id)) unfitted.push(line);
        continue;
      }
      parts.forEach((part, index) => {
        if (part.name.kind === 'empty') return;
        const row = placeRow(line, part.name, part.cells, header, groups[index]!);
        if (row.placements.length === 1 && !row.overfull) fits += 1;
        placed.push(row);
      });
    }
    return [{ header, placed, fits, unfitted }];
  });
  for (const candidate of candidates) {
    placeByOffsets(candidate.placed, candidate.header);
    candidate.fits -= withMisalignedRowsApart(candidate.placed, candidate.header);
  }
  const best = Math.max(...candidates.map((candidate) => candidate.fits));
  const fitting = candidates.filter((candidate) => candidate.fits === best);

  interface Outcome {
    header: Header;
    placed: PlacedRow[];
    /** Lines that name a cannabinoid but fit none of the header's tables. */
    unfitted: TextLine[];
    reading: Reading | null;
    verdict: Verdict | null;
  }
  const outcomes = fitting.flatMap(({ header, placed, unfitted }): Outcome[] => {
    const readings = readingsOf(header, draft, placed, overrides);
    if (!readings) return [{ header, placed, unfitted, reading: null, verdict: null }];
    return readings.map((reading): Outcome => {
      const toRows = (chosen: (Placement | null)[]) => rowsOf(header, placed, reading, chosen, draft);
      const verdict = judgeReading(placed, reading, header.columns, (_, chosen) =>
        confirmByTotals(toRows(chosen).rows),
      );
      return { header, placed, unfitted, reading, verdict };
    });
  });
  const accepted = outcomes.filter(
    (outcome) =>
      outcome.verdict?.consistent &&
      (outcome.verdict.confirmed || outcome.reading!.guessed.size === 0 || outcome.reading!.corrected.size > 0),
  );
  const read = new Map<Outcome, ReturnType<typeof rowsOf>>();
  const readAs = (outcome: Outcome) => {
    let rows = read.get(outcome);
    if (!rows) {
      rows = rowsOf(outcome.header, outcome.placed, outcome.reading!, outcome.verdict!.chosen, draft);
      read.set(outcome, rows);
    }
    return rows;
  };
  const keyOf = (result: ReturnType<typeof rowsOf>) =>
    result.rows
      .filter((row) => row.name.id)
      .map(
        (row) => `${row.line.number}:${row.name.id}:${row.measures.map((m) => `${m.figure.raw}${m.unit}`).join(',')}`,
      )
      .join(';');
  const distinctReadings = new Set(accepted.length === 1 ? ['one'] : accepted.map((outcome) => keyOf(readAs(outcome))));
  const header = (accepted[0] ?? outcomes[0])!.header;
  const tableRead = (reading: Reading | null, sure: boolean): TableRead => ({
    index: draft.index,
    header: sourceLine(draft.header.line),
    columns: header.columns.flatMap((column, index) =>
      isFigureColumn(column)
        ? [
            {
              index,
              label: column.label,
              role: columnRole(column, reading, index, sure),
              corrected: overrides.has(index),
            },
          ]
        : [],
    ),
    sure,
  });

  if (accepted.length === 0 || distinctReadings.size !== 1) {
    const placed = outcomes[0]?.placed ?? [];
    const unfittedNames = (outcomes[0]?.unfitted ?? []).flatMap((line) =>
      line.cells.flatMap((cell) => (cell.kind === 'name' && cell.name!.id ? [cell.name!.id] : [])),
    );
    const analytes = [...new Set([...analytesOf(placed), ...unfittedNames])];
    if (analytes.length > 0) {
      const guessedUnits = outcomes.some((outcome) => outcome.reading && outcome.reading.guessed.size > 0);
      const overfull = placed.some((row) => row.overfull);
      const disagree = draft.unitsDisagree;
      const equivalentOnly = outcomes.every((outcome) => outcome.reading === null) && equivalentsAlone(header);
      unsure.push({
        text: equivalentOnly
          ? 'Its figures are decarboxylated equivalents (each acid’s already times 0.877), and the measured figures are not printed beside them.'
          : disagree
            ? `Its result columns print no unit, and the certificate states two different units for them (${disagree[0].raw} and ${disagree[1].raw}).`
            : overfull
              ? 'Its rows hold more figures than its header names columns, so which figure is the result cannot be told.'
              : guessedUnits && accepted.length !== 0
                ? 'Its result columns print no unit, and the figures fit more than one unit.'
                : guessedUnits
                  ? 'Its result columns print no unit, and no other figure on the certificate says which unit they are in.'
                  : 'Its figures do not fit its header the way a results table reads (a limit column that varies, results under their own LOQ).',
        analytes,
        lines: unsureLines(placed.filter((row) => row.name.name?.id).map((row) => row.line)),
      });
    }
    return { rows: [], unsure, unplacedTotals: [], read: tableRead(outcomes[0]?.reading ?? null, false) };
  }
  const outcome = accepted[0]!;
  const acceptedRows = readAs(outcome);
  // "THCA  0.50  NT": a part of a total with no figure under a result column and a word among its cells printed a
  // word for its result (not tested, not reported), which is no zero.
  const wordForResult = (row: RowRead) => {
    if (row.measures.length > 0 || !row.name.id || !TOTAL_COMPONENTS.includes(row.name.id)) return null;
    const at = outcome.placed.findIndex((placed) => placed.line === row.line && placed.name.name === row.name);
    const placed = outcome.placed[at];
    const placement = outcome.verdict!.chosen[at];
    const results = [...(placement ?? [])].filter(([index]) => outcome.reading!.roles.get(index) === 'result');
    // "NT", "N/A" under the result ("—" is how many labs print not detected); or no cell under it and a word beside
    // the row's other figures.
    // A row that prints "< LOQ" or "ND" beside its dashes read not detected, wherever its dashes were placed.
    const notDetected = placed?.line.cells.some((cell) => cell.kind === 'figure' && cell.figure!.qualifier);
    if (!notDetected && results.some(([, cell]) => cell.figure!.blank && !DASH.test(cell.text))) return placed;
    return placed?.wordAmongFigures && results.length === 0 ? placed : null;
  };
  // Unless the lab's printed total agrees with the row read as zero (a lab that prints "—" for not detected).
  const zeroConfirmed = (row: RowRead) => {
    const [total, part] = Object.entries(TOTAL_PARTS).find(
      ([, candidate]) => candidate.neutral === row.name.id || candidate.acid === row.name.id,
    )!;
    return confirmByTotals(
      acceptedRows.rows.filter(
        (candidate) =>
          candidate.name.total === total ||
          (!candidate.name.total && (candidate.name.id === part.neutral || candidate.name.id === part.acid)),
      ),
    );
  };
  const unread = new Set(acceptedRows.rows.filter((row) => wordForResult(row) && !zeroConfirmed(row)));
  const result = { rows: acceptedRows.rows.filter((row) => !unread.has(row)), unplaced: acceptedRows.unplaced };
  for (const row of unread) {
    unsure.push({
      text: 'This row prints a word where its result would be (not tested? not reported?), not a figure, so its result cannot be told.',
      analytes: [row.name.id!],
      lines: unsureLines([row.line]),
    });
  }
  for (const line of outcome.unfitted)
    unsure.push({
      text: 'This line names a cannabinoid but its cells fit none of the table’s columns.',
      analytes: [
        ...new Set(line.cells.flatMap((cell) => (cell.kind === 'name' && cell.name!.id ? [cell.name!.id] : []))),
      ],
      lines: unsureLines([line]),
    });
  for (const row of result.unplaced) {
    // A lab's total a scan garbled may be one that disagrees with the rows: the answer cannot say it agrees.
    if (row.name.name?.total && row.garbled)
      unsure.push({
        text: 'This row prints the lab’s total with digits that could not be read (garbled by a scan, or two cells run together), so it cannot be compared with the rows.',
        analytes: [],
        lines: unsureLines([row.line]),
      });
    if (row.name.name?.total) continue;
    if (row.name.name?.id)
      unsure.push({
        text: row.garbled
          ? 'This row prints a figure whose digits could not be read (garbled by a scan, or two cells run together), so its result cannot be told.'
          : row.overfull
            ? 'This row holds more figures than the table’s header names columns, so which figure is the result cannot be told.'
            : row.misaligned
              ? 'This row’s figures do not stand under the columns the table’s header names (as most rows’ do not: a column the header does not name?), so which figure is the result cannot be told.'
              : 'This row leaves cells empty, and its figures fit more than one column.',
        analytes: [row.name.name.id],
        lines: unsureLines([row.line]),
      });
  }
  const unplacedTotals = result.unplaced
    .filter((row) => row.name.name?.total)
    .map((row) => ({
      name: row.name.name!,
      label: row.name.text,
      formula: row.name.formula ?? null,
      line: row.line,
      measures: [],
      inTable: true,
    }));
  // A result column whose unit each row prints (a units column) takes the unit its rows were read in.
  const tableColumns = tableRead(outcome.reading, true);
  for (const column of tableColumns.columns) {
    if (column.role !== null) continue;
    const measure = result.rows
      .flatMap((row) => row.measures)
      .find((candidate) => candidate.columnIndex === column.index);
    if (measure) column.role = `result:${measure.unit}`;
  }
  return { rows: result.rows, unsure, unplacedTotals, read: tableColumns };
}

/**
 * The unit of not-detected cells that print none, among figures that each print theirs ("11.6 µg/mg", "21.40 %"):
 * the one unit those figures print. The figures of the totals' parts speak before a minor's ("21.40 %" beside
 * "1160 ppm"); figures printing two units give none.
 */
export function unitOfNotDetected(printed: readonly { id: AnalyteId | null; unit: UnitInfo }[]): UnitInfo | null {
  const parts = printed.filter(({ id }) => id !== null && TOTAL_COMPONENTS.includes(id));
  const speaking = parts.length > 0 ? parts : printed;
  const units = new Set(speaking.map(({ unit }) => unit.unit));
  return units.size === 1 ? speaking[0]!.unit : null;
}

/** Each result column's unitOfNotDetected, where its header and the table print none. */
function unitsPrintedDown(
  placed: readonly PlacedRow[],
  reading: Reading,
  chosen: readonly (Placement | null)[],
): Map<number, UnitInfo> {
  const printed = new Map<number, { id: AnalyteId; unit: UnitInfo }[]>();
  placed.forEach((row, at) => {
    const id = row.name.name?.id;
    const placement = chosen[at];
    if (!id || !placement || row.overfull) return;
    for (const [index, cell] of placement) {
      if (reading.roles.get(index) !== 'result' || cell.figure!.value === null) continue;
      const unit = unitOfFigure(cell, index, row, reading);
      if (unit?.unit) printed.set(index, [...(printed.get(index) ?? []), { id, unit }]);
    }
  });
  const units = new Map<number, UnitInfo>();
  for (const [index, figures] of printed) {
    const unit = unitOfNotDetected(figures);
    if (unit) units.set(index, unit);
  }
  return units;
}

/** The rows a reading gives: each result figure with its unit and column; rows that could not be placed apart. */
function rowsOf(
  header: Header,
  placed: readonly PlacedRow[],
  reading: Reading,
  chosen: readonly (Placement | null)[],
  draft: TableDraft,
): { rows: RowRead[]; unplaced: PlacedRow[] } {
  const rows: RowRead[] = [];
  const unplaced: PlacedRow[] = [];
  const printedDown = unitsPrintedDown(placed, reading, chosen);
  placed.forEach((row, at) => {
    const name = row.name.name;
    if (!name || (!name.id && !name.total)) return;
    const placement = chosen[at];
    if (!placement || row.overfull) {
      unplaced.push(row);
      return;
    }
    if (
      row.scanned &&
      [...placement].some(([index, cell]) => row.scanned!.has(cell) && reading.roles.get(index) === 'result')
    ) {
      unplaced.push({ ...row, overfull: true, garbled: true });
      return;
    }
    const measures: Measure[] = [];
    for (const [index, cell] of [...placement].sort(([a], [b]) => a - b)) {
      if (reading.roles.get(index) !== 'result' || cell.figure!.blank) continue;
      let unit = unitOfFigure(cell, index, row, reading);
      // "ND" under figures that each print their unit ("11.6 µg/mg"): not detected, in the unit its column prints.
      if (!unit && cell.figure!.value === null && cell.figure!.qualifier) unit = printedDown.get(index) ?? null;
      if (unit?.perPrintedUnit && draft.unitIsPiece) unit = { ...unit, unit: 'mg/unit' };
      if (!unit?.unit) continue;
      const column = header.columns[index]!;
      const label = reading.corrected.has(index) ? `${column.label || 'column'} (as you set it)` : column.label;
      measures.push({
        figure: unit.scale ? scaled(cell.figure!, unit.scale) : cell.figure!,
        unit: unit.unit,
        item: unit.item,
        basis: column.basis,
        column: unit.scale ? `${label} (printed ${cell.figure!.raw} ${unit.raw})` : label,
        table: draft.index,
        columnIndex: index,
      });
    }
    // "THCA  0.50  NT": a part of a total whose result is a word, not a figure, is no zero.
    rows.push({
      name,
      label: row.name.text,
      formula: row.name.formula ?? null,
      line: row.line,
      measures,
      inTable: true,
    });
  });
  return { rows, unplaced };
}
