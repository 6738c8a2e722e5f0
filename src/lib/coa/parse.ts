/**
 * Reads the text of a certificate of analysis (pasted, or the text layer of its PDF) into the cannabinoid rows it
 * prints, the lab's own totals and formulas, the panels it reports and what the product is. Potency tables are read
 * as grids (table.ts), lines of their own by the units printed on them; a figure whose place or unit cannot be told
 * is not guessed but said to be unsure, with its lines. Odd numbers are kept as printed for the rules to question.
 */
import { withoutLabelClaims } from './labelClaims.ts';
import { analyteById, TOTAL_COMPONENTS, TOTAL_PARTS, type AnalyteId, type LabTotalId } from './analytes.ts';
import {
  declaredUnit,
  headerOf,
  isUnitDeclaration,
  unitsLine,
  withBasisLine,
  withUnitsLine,
  type Header,
} from './header.ts';
import { readCards } from './cards.ts';
import { withPotencyCellsRejoined } from './cellLines.ts';
import { columnBlocks } from './columnBlocks.ts';
import { JoinedHeaders } from './headerLines.ts';
import {
  csvAsTabs,
  decimalStyleOf,
  garbledFigure,
  lineOf,
  repairedText,
  linesOf,
  recordsAsCells,
  type Cell,
  type DecimalStyle,
  type Figure,
  type Qualifier,
  type TextLine,
} from './lines.ts';
import { findNames } from './names.ts';
import { CONTENT_PANELS, PANELS, readPanels, type PanelId, type PanelReading } from './panels.ts';
import { statusIn } from './panelStatus.ts';
import { isSentenceLine, LINK_WORDS, NOT_DETECTED_WORDS, sentenceRows, withSentencesRejoined } from './sentences.ts';
import { htmlAsText } from './html.ts';
import { readStructured } from './structured.ts';
import {
  piecesPerServingFrom,
  productKindFrom,
  productNameSpan,
  unitsPerPackageFrom,
  servingContainersFrom,
  unitWeightFrom,
  type ProductKind,
} from './product.ts';
import {
  readTable,
  sourceLine,
  unitOfNotDetected,
  type Measure,
  type RoleChoice,
  type RowRead,
  type SourceLine,
  type TableDraft,
  type TableRead,
  type UnsurePart,
} from './table.ts';
import { unitsDisagreeing, unitsSwapped } from './unitAgreement.ts';
import { containerWord, isContainerItem, isServingItem, unitLabel, type Unit, type UnitInfo } from './units.ts';
import { oncePerLine, oncePerParse, withinOneParse } from './perParse.ts';

export { PANELS, type PanelId, type PanelReading } from './panels.ts';
export { classifyProduct, type ProductKind } from './product.ts';
export type { SourceLine, TableRead, UnsurePart, RoleChoice } from './table.ts';
export type { Unit } from './units.ts';

export interface Measurement {
  unit: Unit;
  /** The item of a per-item unit as printed ("gummy", "can"), or null. */
  item: string | null;
  basis: 'as received' | 'dry weight' | null;
  /** The number as printed; null for ND, <LOQ and <LOD. */
  value: number | null;
  /** Why there is no number. */
  qualifier: Qualifier | null;
  /** Digits after the decimal mark, as printed (what rounding it allows). */
  decimals: number;
}

/** A row the answer used, as the operator sees it: what, which figure, from which column of which line. */
export interface RowUsed {
  /** The analyte, or the lab's total ("total:thc"). */
  analyte: AnalyteId | `total:${LabTotalId}`;
  /** The analyte as the answer names it ("Δ9-THC", "Total THC (the lab’s)"). */
  label: string;
  /** The name as printed. */
  printed: string;
  figure: string;
  unit: Unit;
  unitLabel: string;
  column: string;
  line: SourceLine | null;
  table: number | null;
  columnIndex: number | null;
}

export interface AnalyteResult {
  id: AnalyteId;
  measurements: Measurement[];
  rows: RowUsed[];
  /** Typed into the form by the operator rather than read from the text. */
  typed: boolean;
}

/** A total the lab prints ("Total THC", "Total Δ9-THC", "Total Cannabinoids"), before or after its table. */
export interface LabTotal {
  id: LabTotalId;
  measurements: Measurement[];
  rows: RowUsed[];
  /** A plain "THC" on a summary line that the table's own Δ9-THC row does not match: a total, if anything. */
  bare: boolean;
}

/** The formula a lab prints for its total: "Total THC = THCA × 0.877 + Δ9-THC". */
export interface LabFormula {
  total: 'thc' | 'cbd';
  /** Each analyte the formula adds, with its factor. */
  terms: { id: AnalyteId; factor: number }[];
  text: string;
  line: SourceLine;
}

export interface ParsedCoa {
  results: AnalyteResult[];
  /** The lab's own totals, as printed: never counted as analytes, compared with the computed ones. */
  labTotals: LabTotal[];
  formulas: LabFormula[];
  /** What could not be read with certainty, each with its lines. */
  unsure: UnsurePart[];
  /**
   * The lab's totals printed where their column cannot be told: not compared with the rows, and no doubt cast on
   * the rows themselves.
   */
  unplacedLabTotals: LabTotalId[];
  tables: TableRead[];
  /** Panels the certificate reports as passed (for cannabinoids and terpenes: reported at all). */
  panels: PanelId[];
  /** Every status read, one per panel, the gravest kept: a fail over a status that is not a pass, over a pass. */
  readings: PanelReading[];
  /** The word of an overall verdict line that reads as a failure ("RESULT: FAIL"), or null. */
  overallFailure: string | null;
  /** Lines that read as a failure and name no panel the pre-check knows. */
  unplacedFailures: SourceLine[];
  /** A row of statuses that could not be matched to the panel names above it. */
  unplacedStatuses: SourceLine[];
  /** Lines that read as a pass, outside any named panel, naming no panel the pre-check knows. */
  unplacedPasses: SourceLine[];
  productKind: ProductKind;
  /** Weight of one unit or serving, in grams, when the COA prints it. */
  unitWeightGrams: number | null;
  /** Units in a package, when the COA prints it. */
  unitsPerPackage: number | null;
  /** Pieces in a serving, when the COA says a serving is more than one piece. */
  piecesPerServing: number | null;
}

/** The operator's corrections of column roles: table index, then column index, then the role. */
export type ColumnCorrections = ReadonlyMap<number, ReadonlyMap<number, RoleChoice>>;

/**
 * The lab's formula for its totals: a total's name, then "=" or a bracket, then names ("= THCA × 0.877 + Δ9-THC").
 * A star is a multiplication only beside the factor or between spaces; after a name it is a footnote ("Total THC*").
 */
const FORMULA_SIGN = /[=×]|\bx\s?0?[.,]87|\*\s?0?[.,]87|[.,]87\d{0,2}\s?\*|\s\*\s/i;
/** The decarboxylation factor as labs print it: 0.877, 0.8772, .877, 0,877. */
const FACTOR = /(?<![\d.,])0?[.,]8\d{1,3}(?!\d)/;

/** A page marker, a rule or a footnote: a table goes on past it. */
const PASSING_LINE = /^\s*(?:page\s+\d+\s+of\s+\d+|\d+\s?\/\s?\d+|[*†‡¹]|[-_=.·]{3,}\s*$|continued|\(continued\))/i;

function formulaOf(line: TextLine): LabFormula[] {
  const names = line.cells.filter((cell) => cell.kind === 'name');
  const formulas: LabFormula[] = [];
  names.forEach((cell, index) => {
    const total = cell.name!.total;
    if (total !== 'thc' && total !== 'cbd') return;
    let text: string;
    if (cell.formula) text = cell.formula;
    else {
      const next = names.slice(index + 1).find((candidate) => candidate.name!.total);
      text = line.text.slice(cell.end, next?.start ?? line.text.length);
      if (!/^\s?[:=]/.test(text) && !/^\s?\(/.test(text)) return;
    }
    const terms = findNames(text).flatMap((name) => (name.id ? [name.id] : []));
    if (terms.length === 0) return;
    const factor = FACTOR.exec(text);
    const value = factor ? Number(factor[0].replace(',', '.')) : 1;
    const acid = total === 'thc' ? 'thca' : 'cbda';
    formulas.push({
      total,
      terms: [...new Set(terms)].map((id) => ({ id, factor: id === acid ? value : 1 })),
      text: `${cell.text}${cell.formula ? '' : text}`.replace(/\s+/g, ' ').trim(),
      line: sourceLine(line),
    });
  });
  return formulas;
}

const isFormulaLine = oncePerLine((line: TextLine): boolean => {
  const names = line.cells.filter((cell) => cell.kind === 'name');
  if (
    names.some((cell) => cell.formula && !line.cells.some((other) => other.kind === 'figure' && other.start > cell.end))
  )
    return true;
  // "Total = Δ9-THC + 0.877 × THCA": a formula with the decarboxylation factor needs no total's name to be one.
  return (
    names.length >= 2 &&
    (names.some((cell) => cell.name!.total) || FACTOR.test(line.text)) &&
    FORMULA_SIGN.test(line.text)
  );
});

/** A word that is a figure a scan garbled ("l.50", "O.06"), read once per parse for each line printed again. */
const hasGarbledFigure = oncePerLine((line: TextLine): boolean =>
  line.cells.some((cell) => cell.kind === 'word' && garbledFigure(cell.text)),
);
const hasFigure = (line: TextLine) => line.cells.some((cell) => cell.kind === 'figure' && !cell.figure!.blank);
/** (Read once per parse for each line printed again.) */
const nameCells: (line: TextLine) => readonly Cell[] = oncePerLine((line) =>
  line.cells.filter((cell) => cell.kind === 'name'),
);

/**
 * A line of names each followed by its own figures, with no figure before the first name. Where `garbledCount`, a
 * figure a scan garbled ("l8.O4 %") stands in its name's place as a figure does: the name after it is not its owner.
 */
function pairsOnly(line: TextLine, garbledCount = false): boolean {
  const first = line.cells.findIndex((cell) => cell.kind === 'name');
  if (first < 0 || line.cells.slice(0, first).some((cell) => cell.kind === 'figure')) return false;
  let figures = 0;
  for (const cell of line.cells.slice(first)) {
    if (cell.kind === 'name') {
      if (cell !== line.cells[first] && figures === 0) return false;
      figures = 0;
    } else if (cell.kind === 'figure' || (garbledCount && cell.kind === 'word' && garbledFigure(cell.text)))
      figures += 1;
  }
  return figures > 0;
}

/**
 * "Δ9-THC as is: 0.92 % (reported for information only)": words around a figure that no column of the header holds
 * make a sentence, not a row of the table.
 */
function isProse(line: TextLine, header: Header): boolean {
  const first = line.cells.findIndex((cell) => cell.kind === 'name');
  if (first < 0) return false;
  const words = line.cells
    .slice(first + 1)
    .filter((cell) => cell.kind === 'word' && statusIn(cell.text) === null && !/^[+×x*/=]$/.test(cell.text)).length;
  const wordColumns = header.columns.filter((column) => column.role === 'text' || column.role === 'status').length;
  if (words >= 2 + wordColumns) return true;
  // A label after the name ("… as is:", "… measured:") that no head of the table prints: a note, however many word
  // columns the table has.
  const label = line.cells.slice(first + 1).find((cell) => cell.kind === 'word');
  return words >= 2 && label !== undefined && label.text.endsWith(':') && !header.line.text.includes(':');
}

/** The row of figures under a line of analyte names (a table printed across), or its label's role and unit. */
function acrossRole(cells: readonly Cell[]): {
  role: 'result' | 'limit' | 'other';
  unit: UnitInfo | null;
  label: string;
} {
  const label = cells.map((cell) => cell.text).join(' ');
  const unit = cells.find((cell) => cell.kind === 'unit')?.unit ?? null;
  if (/\blo[dq]\b|limit|\bmdl\b/i.test(label)) return { role: 'limit', unit, label };
  if (unit?.unit) return { role: 'result', unit, label };
  if (cells.length === 0 || /result|amount|conc|value/i.test(label)) return { role: 'result', unit, label };
  return { role: 'other', unit, label };
}

/** A row whose figure is nothing (ND, < LOQ) printed with no unit: nothing in whatever unit the rows around it are in. */
function nothingInAnyUnit(name: Cell, label: string, formula: string | null, line: TextLine, figure: Figure): RowRead {
  return { name: name.name!, label, formula, line, inTable: false, measures: [nothingMeasure(figure)] };
}

function nothingMeasure(figure: Figure): Measure {
  return {
    figure,
    unit: '%',
    item: null,
    basis: null,
    column: 'no unit printed (nothing is nothing in any unit)',
    table: null,
    columnIndex: null,
    unitless: true,
  };
}

/** A name's row on a line of its own as the line's cells give it: its measures, or why it cannot be read. */
type LooseRow =
  | { name: Cell; measures: readonly Measure[]; unsure?: undefined }
  | { name: Cell; unsure: string; analytes: readonly AnalyteId[] };

/**
 * A line that holds analytes and figures outside any table: each name at the start of its cell, followed by
 * figures and units only ("THCA 71.20 %", "Total THC: 22.38 %", "THCa 19.84  CBDa 0.04"). Prose ("Our THC test is
 * accredited", "Full Spectrum CBD Oil 1000 mg") is not a row. Read once per parse for each line printed again and
 * each unit the rows around it are in: each copy is given rows of its own, on its own line.
 */
function looseRows(line: TextLine, defaultUnit: UnitInfo | null, unsure: UnsureParts, rows: RowRead[]): void {
  const byUnit = looseRowsByUnit(line);
  let read = byUnit.get(defaultUnit);
  if (!read) {
    read = readLooseRows(line.cells, defaultUnit);
    byUnit.set(defaultUnit, read);
  }
  for (const row of read) {
    if (row.unsure !== undefined) {
      unsure.addLine(row.unsure, row.analytes, line);
      continue;
    }
    rows.push({
      name: row.name.name!,
      label: row.name.text,
      formula: row.name.formula ?? null,
      line,
      inTable: false,
      // (Each row its own measures: the rows' unit is given later to those printed with none.)
      measures: row.measures.map((measure) => ({ ...measure })),
    });
  }
}

/** A line's rows by the unit the rows around it are in. */
const looseRowsByUnit = oncePerLine(() => new Map<UnitInfo | null, readonly LooseRow[]>());

function readLooseRows(cells: readonly Cell[], defaultUnit: UnitInfo | null): LooseRow[] {
  const rows: LooseRow[] = [];
  // "67.96 %  Total THC   0.18 %  Total CBD": a strip that opens with a figure and closes with a name gives each
  // name the figures before it.
  const isMark = (cell: Cell) => cell.kind === 'name' || cell.kind === 'figure';
  const firstMark = cells.find(isMark);
  const lastMark = cells.findLast(isMark);
  const figuresFirst = firstMark?.kind === 'figure' && lastMark?.kind === 'name';
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index]!;
    if (cell.kind !== 'name' || (!cell.name!.id && !cell.name!.total)) continue;
    const previous = cells[index - 1];
    if (!figuresFirst && previous && previous.piece === cell.piece && previous.kind === 'word') continue;
    const after: Cell[] = [];
    if (figuresFirst)
      for (let at = index - 1; at >= 0 && cells[at]!.kind !== 'name'; at -= 1) after.unshift(cells[at]!);
    else for (let at = index + 1; at < cells.length && cells[at]!.kind !== 'name'; at += 1) after.push(cells[at]!);
    if (after.some((other) => other.kind === 'word' && garbledFigure(other.text))) {
      rows.push({
        name: cell,
        unsure: cell.name!.id
          ? 'This line prints a figure whose digits could not be read (garbled by a scan, or two cells run together), so its result cannot be told.'
          : // A lab's total a scan garbled may be one that disagrees with the rows: the answer cannot say it agrees.
            'This line prints the lab’s total with digits that could not be read (garbled by a scan, or two cells run together), so it cannot be compared with the rows.',
        analytes: cell.name!.id ? [cell.name!.id] : [],
      });
      continue;
    }
    if (after.some((other) => other.kind === 'word' && !/^(?:pass(?:ed)?|fail(?:ed)?|ok|\*+)$/i.test(other.text))) {
      // Words among the figures: prose, or a row of a table whose header was not read. A cannabinoid's figures that
      // follow its name ("THCA  0,05  13,52 ± 0,81  0,58  HPLC-DAD  Report") are a row's: not dropped in silence.
      const rowLike = after[0]?.kind === 'figure' && after.filter((other) => other.kind === 'figure').length >= 2;
      if (rowLike && cell.name!.id)
        rows.push({
          name: cell,
          unsure: 'This line prints several figures for one analyte and no header to say which is the result.',
          analytes: [cell.name!.id],
        });
      continue;
    }
    const figures = after.filter((other) => other.kind === 'figure' && !other.figure!.blank);
    if (figures.length === 0) continue;
    // "CBD ND": nothing, in whatever unit the rows around it are in.
    if (figures.length === 1 && figures[0]!.figure!.value === null && !figures[0]!.figure!.unit && !defaultUnit) {
      rows.push({ name: cell, measures: [nothingMeasure(figures[0]!.figure!)] });
      continue;
    }
    const unitOf = (figure: Cell) => figure.figure!.unit ?? defaultUnit;
    const units = figures.map(unitOf);
    if (units.some((unit) => unit && !unit.unit)) continue;
    const distinct =
      figures.length === 1
        ? 1
        : new Set(units.map((unit) => (unit?.unit ? `${unit.unit}/${unit.item ?? ''}` : null))).size;
    if (units.some((unit) => !unit) || distinct !== figures.length) {
      if (cell.name!.id)
        rows.push({
          name: cell,
          unsure:
            figures.length > 1
              ? 'This line prints several figures for one analyte and no header to say which is the result.'
              : 'This figure is printed with no unit, and nothing on the certificate says which unit it is in.',
          analytes: [cell.name!.id],
        });
      continue;
    }
    rows.push({
      name: cell,
      measures: figures.map((figure) => ({
        figure: figure.figure!,
        unit: unitOf(figure)!.unit!,
        item: unitOf(figure)!.item,
        basis: null,
        column: figure.figure!.unit ? 'the unit printed with the figure' : 'the unit its heading prints',
        table: null,
        columnIndex: null,
      })),
    });
  }
  return rows;
}

/** The words that say one qualifier stands for every analyte named before it: "each < LOQ", "all ND". */
const EACH_WORDS = new Set(['each', 'all', 'both', 'all:', 'each:']);

/**
 * "CBD, CBDA, CBG, CBN ... each < LOQ (LOQ 0.5 mg/g)": analytes named together with one "not detected" or "below
 * LOQ" that stands for each; nothing else but a bracketed note after it. One row per analyte, none of a figure.
 */
function groupedRows(line: TextLine): RowRead[] | null {
  const cells = line.cells;
  let at = 0;
  while (cells[at]?.kind === 'name') at += 1;
  if (at < 2 || cells.slice(0, at).some((cell) => !cell.name!.id)) return null;
  if (cells[at]?.kind === 'word' && EACH_WORDS.has(cells[at]!.text.toLowerCase())) at += 1;
  const qualifier = cells[at];
  const figure = qualifier?.kind === 'figure' ? qualifier.figure! : null;
  if (!figure || figure.value !== null || figure.qualifier === null) return null;
  const rest = cells.slice(at + 1);
  if (
    rest.length > 0 &&
    !(rest[0]!.kind === 'word' && rest[0]!.text.startsWith('(') && line.text.trimEnd().endsWith(')'))
  )
    return null;
  return cells
    .slice(0, at)
    .flatMap((cell) =>
      cell.kind !== 'name' ? [] : [nothingInAnyUnit(cell, cell.text.replace(/,$/, ''), null, line, figure)],
    );
}

interface Parts {
  drafts: TableDraft[];
  tableless: RowRead[];
  across: RowRead[];
  formulas: LabFormula[];
  unsure: UnsureParts;
}

/** Most lines the answer shows for one part it could not read. */
const MAX_UNSURE_LINES = 8;

interface UnsurePartDraft {
  analytes: Set<AnalyteId>;
  lines: SourceLine[];
  numbers: Set<number>;
  more: number;
}

/** The parts the reader could not read, one per reason, each with its first few lines and a count of the rest. */
class UnsureParts {
  private readonly byText = new Map<string, UnsurePartDraft>();

  add(text: string, analytes: readonly AnalyteId[], lines: readonly (TextLine | SourceLine)[]): void {
    const part = this.partOf(text, analytes);
    for (const line of lines) UnsureParts.withLine(part, line);
  }

  /** One line's part: a line printed thousands of times is counted with no list made for each. */
  addLine(text: string, analytes: readonly AnalyteId[], line: TextLine): void {
    UnsureParts.withLine(this.partOf(text, analytes), line);
  }

  private partOf(text: string, analytes: readonly AnalyteId[]): UnsurePartDraft {
    let part = this.byText.get(text);
    if (!part) {
      part = { analytes: new Set(), lines: [], numbers: new Set(), more: 0 };
      this.byText.set(text, part);
    }
    for (const id of analytes) part.analytes.add(id);
    return part;
  }

  private static withLine(part: UnsurePartDraft, line: TextLine | SourceLine): void {
    if (part.numbers.has(line.number)) return;
    if (part.lines.length < MAX_UNSURE_LINES) {
      part.numbers.add(line.number);
      part.lines.push('cells' in line ? sourceLine(line) : line);
    } else part.more += 1;
  }

  parts(): UnsurePart[] {
    return [...this.byText].map(([text, part]) => ({
      text: part.more > 0 ? `${text} (${part.more} more lines like these are not shown.)` : text,
      analytes: [...part.analytes],
      lines: part.lines,
    }));
  }
}

/** The words that head another panel's part of a certificate. */
const OTHER_PANEL = /pesticide|metal|microb|mycotox|solvent|moisture|water\s+activity|foreign|terpen/i;

/** Lines a page's header may hold between the table's last row on one page and its next on the next. */
const MAX_PAGE_FURNITURE_LINES = 6;

/** Lines of words a table's rows may be parted by: a wrapped cell, a group's heading. */
const MAX_WORD_LINES = 6;

/**
 * Whether a cannabinoid's row (a name and a figure) comes after the line, past lines of words only: a blank line,
 * a header or a line of figures without a cannabinoid's name comes first, or nothing within a few lines, and not.
 */
function opensRows(lines: readonly TextLine[], at: number): boolean {
  for (const line of lines.slice(at + 1, at + 1 + MAX_WORD_LINES)) {
    // A page break's blank line: the rows may go on on the next page.
    if (line.page) continue;
    if (line.cells.length === 0 || headerOf(line)) return false;
    const named = nameCells(line).some((cell) => cell.name!.id);
    if (hasFigure(line)) return named;
  }
  return false;
}

/**
 * The lines with each page break (a page's header or footer line and the blank lines around it, or a form feed's)
 * made one blank line marked as the page's, and the first line after each break marked, so that a table read on one
 * page goes on on the next.
 */
function pageBreaksOut(lines: readonly TextLine[]): { kept: readonly TextLine[]; afterBreak: Set<TextLine> } {
  // Copied only from the first break on: a text without page breaks keeps its lines as they are.
  let kept: TextLine[] | null = null;
  const afterBreak = new Set<TextLine>();
  // The run of blank lines and page furniture before the line at hand: from `runStart` up to it.
  let runStart = 0;
  let broke = false;
  for (let at = 0; at <= lines.length; at += 1) {
    const line = lines[at];
    if (line && (line.page || line.cells.length === 0)) {
      broke ||= line.page === true || line.newPage === true;
      continue;
    }
    if (broke && at > runStart) {
      kept ??= lines.slice(0, runStart);
      kept.push({ number: lines[runStart]!.number, text: '', cells: [], ruled: false, pieces: 0, page: true });
    }
    // One at a time: a run of blank lines may be hundreds of thousands long, too many arguments for one call.
    else if (kept) for (let blank = runStart; blank < at; blank += 1) kept.push(lines[blank]!);
    runStart = at + 1;
    if (!line) break;
    if (broke || line.newPage === true) afterBreak.add(line);
    kept?.push(line);
    // The blank lines under a new page's first line (its letterhead) are the page's too.
    broke = line.newPage === true;
  }
  return { kept: kept ?? lines, afterBreak };
}

/**
 * Whether a cannabinoid's row comes next past a page's furniture (its letterhead's lines of words): then a table
 * left open at the foot of the page goes on with it.
 */
function rowsAfterFurniture(lines: readonly TextLine[], at: number): boolean {
  for (const line of lines.slice(at, at + MAX_PAGE_FURNITURE_LINES + 1)) {
    if (line.page || line.cells.length === 0) continue;
    if (headerOf(line)) return false;
    const named = nameCells(line).some((cell) => cell.name!.id);
    if (named || hasFigure(line)) return named && hasFigure(line);
  }
  return false;
}

/** The unit a line of words prints alone under a result column of the header, or null. */
function unitUnderResult(line: TextLine, header: Header): UnitInfo | null {
  if (hasFigure(line) || nameCells(line).length > 0) return null;
  // The header printed again over a page's rows ("Analyte Result (mg/g) Result") is no heading: its unit is a column's.
  const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (spaced(line.text) === spaced(header.line.text)) return null;
  const units = line.cells.filter((cell) => cell.kind === 'unit');
  if (units.length !== 1 || !units[0]!.unit?.unit || line.cells.some((cell) => cell.kind === 'empty')) return null;
  const [unit] = units;
  const under = header.columns.some(
    (column) =>
      column.role === 'result' && !column.unit && unit!.start < column.end + 2 && unit!.end > column.start - 2,
  );
  return under ? (unit!.unit ?? null) : null;
}

/** Marks that tie a footnote to a header's word ("Result*" and "* % w/w"). */
const FOOTNOTE_MARK = /^\s*([*†‡¹²³])/;

/**
 * A footnote that states the unit of the last table's result columns ("* % w/w", "* All results in mg/g"), read
 * when the header carries its mark or the table's rows end at it: the table's unit when none was stated, or a
 * disagreement when another line stated a different one. Whether the line was such a footnote.
 */
function footnoteUnit(line: TextLine, draft: TableDraft, tableOpen: boolean): boolean {
  const mark = FOOTNOTE_MARK.exec(line.text)?.[1];
  if (!mark || hasFigure(line)) return false;
  const { columns } = draft.header;
  const unitless = columns.filter((column) => column.role === 'result' && !column.unit);
  if (unitless.length === 0 || !(tableOpen || unitless.some((column) => column.label.includes(mark)))) return false;
  const lone = line.cells.filter((cell) => cell.kind === 'unit' && cell.unit!.unit);
  const unit = declaredUnit(line) ?? (lone.length === 1 ? lone[0]!.unit! : null);
  if (!unit?.unit) return false;
  if (draft.defaultUnit && draft.defaultUnit.unit !== unit.unit) draft.unitsDisagree = [draft.defaultUnit, unit];
  else draft.defaultUnit = unit;
  return true;
}

/** Walks the lines once: headers open tables, rows join them, everything else ends them. */
function partsOf(all: readonly TextLine[], unitIsPiece: boolean): Parts {
  const drafts: TableDraft[] = [];
  const tableless: RowRead[] = [];
  const acrossRows: RowRead[] = [];
  const formulas: LabFormula[] = [];
  const unsure = new UnsureParts();
  let table: TableDraft | null = null;
  let afterHeader = false;
  let defaultUnit: UnitInfo | null = null;
  let across: { names: readonly Cell[]; line: TextLine } | null = null;

  const openTable = (header: Header) => {
    // A header printed again (over each page of a long table) goes on with the table it repeats, unless a unit
    // declared since says its rows are in another ("MINOR CANNABINOIDS  Unit: mg/g" over the same columns as the
    // major ones' in %): that is a table of its own.
    const unitNow = header.titleUnit ?? defaultUnit;
    const same = drafts.find(
      (draft) =>
        draft.header.line.text.replace(/\s+/g, ' ') === header.line.text.replace(/\s+/g, ' ') &&
        (!unitNow || !draft.defaultUnit || draft.defaultUnit.unit === unitNow.unit),
    );
    if (same) table = same;
    else {
      table = { index: drafts.length, header, defaultUnit: header.titleUnit ?? defaultUnit, lines: [], unitIsPiece };
      drafts.push(table);
    }
    afterHeader = true;
  };

  let blankBefore = false;
  // Lines of a page's furniture still to pass before the table's rows go on on the next page.
  let pageFurniture = 0;
  const { kept, afterBreak } = pageBreaksOut(all);
  const lines = kept;
  const joinedHeaders = new JoinedHeaders(lines);
  // Lines of a header printed over several, already read with its first.
  let headerLinesLeft = 0;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (headerLinesLeft > 0) {
      headerLinesLeft -= 1;
      continue;
    }
    // A new page: the table goes on past the page's furniture to its next rows.
    if (afterBreak.has(line) && table && rowsAfterFurniture(lines, at)) pageFurniture = MAX_PAGE_FURNITURE_LINES;
    if (line.cells.length === 0) {
      blankBefore = true;
      continue;
    }
    if (pageFurniture > 0 && table) {
      // The lab's name, the sample's id, a repeated title: words between a page's footer and the table's next row.
      // A unit declared there ("Units: mg/g") is the next rows', no furniture.
      const row = nameCells(line).some((cell) => cell.name!.id || cell.name!.total);
      if (!row && !headerOf(line) && !declaredUnit(line)) {
        pageFurniture -= 1;
        if (pageFurniture === 0) table = null;
        continue;
      }
    }
    pageFurniture = 0;
    // A Markdown table's alignment row under its header ("|---|:---:|"): a line of units may still follow it.
    if (afterHeader && isAlignmentRow(line)) continue;
    const afterBlank = blankBefore;
    blankBefore = false;
    const wasAfterHeader = afterHeader;
    afterHeader = false;
    // A row under names printed across whose every figure a scan garbled ("l.50 %   O.00 %" under "Total THC   Total
    // CBD"): no figure of it is read, and the answer says so.
    if (
      across &&
      nameCells(line).length === 0 &&
      !hasFigure(line) &&
      line.cells.some((cell) => cell.kind === 'word' && garbledFigure(cell.text))
    ) {
      unsure.add(
        'This row of a table printed across prints figures whose digits could not be read (garbled by a scan), so they cannot be told.',
        across.names.flatMap((cell) => (cell.name!.id ? [cell.name!.id] : [])),
        [across.line, line],
      );
      across = null;
      continue;
    }
    const joined = joinedHeaders.at(at);
    if (joined) {
      across = null;
      openTable(joined.header);
      headerLinesLeft = joined.used - 1;
      continue;
    }
    if (wasAfterHeader && table) {
      const units = unitsLine(line);
      if (units) {
        const draft: TableDraft = table;
        const { header, byOrder } = withUnitsLine(draft.header, units, line);
        draft.header = header;
        draft.unitsPlacedByOrder = byOrder;
        continue;
      }
    }
    const footnoted = drafts.at(-1);
    if (footnoted && footnoteUnit(line, footnoted, table === footnoted)) continue;
    // A group's heading inside a table with its unit alone under the result column ("Content (HPLC)   % m/m"): the
    // unit of the rows after it.
    // (`openTable` sets the table in a closure, which the compiler's narrowing of `table` above does not see.)
    const current = table as TableDraft | null;
    const headingUnit = current ? unitUnderResult(line, current.header) : null;
    if (current && headingUnit && opensRows(lines, at)) {
      current.defaultUnit = headingUnit;
      continue;
    }
    const header = headerOf(line);
    // A title with its unit in brackets that reads like a header ("Potency — three units tested (mg per gummy)"), a
    // header right under it: the title states the unit of the table under it.
    // A line of units alone under it is its units line, not a header ("Analyte  Result  BG (%)" over "(mg/g)  (%)").
    const under = lines[at + 1];
    const titleUnit = header && under && headerOf(under) && !unitsLine(under) ? declaredUnit(line) : null;
    if (titleUnit?.unit) {
      defaultUnit = titleUnit;
      table = null;
      continue;
    }
    if (header) {
      across = null;
      // "---- as received ----   ---- dry weight ----" over the header: the basis of the columns under each.
      const before = lines[at - 1];
      openTable((before && before.cells.length > 0 && withBasisLine(header, before)) || header);
      continue;
    }
    const names = nameCells(line);
    // (Under a table too, a line of the lab's totals whose every figure a scan garbled: it holds no figure a row
    // reader would take, "Total Δ9-THC;l.50 %;Total CBD;O.06 %".)
    const garbledTotals = table !== null && !hasFigure(line) && names.some((cell) => cell.name!.total);
    if ((!table || garbledTotals) && names.length > 0 && hasGarbledFigure(line)) {
      // A line outside a table with a figure a scan garbled ("Tota1 THC 1~ .?7 %"): which figure is whose cannot be
      // told. (A table's rows say so themselves.)
      // A lab's total on it is not read either, and the answer says so.
      const ids = names.flatMap((cell) => (cell.name!.id ? [cell.name!.id] : []));
      unsure.add(
        'This line prints a figure whose digits could not be read (garbled by a scan, or two cells run together), so its result cannot be told.',
        ids,
        [line],
      );
      continue;
    }
    // A sentence may quote the lab's formula beside its results ("un THC total de 0,49 % (Δ9-THC + 0,877 × THCA)"):
    // the formula is read, and so are the results.
    const sentences = names.length > 0 && isSentenceLine(line);
    if (isFormulaLine(line)) {
      formulas.push(...formulaOf(line));
      if (!sentences) continue;
    }
    // Results written as sentences are no row of the table above them: each analyte takes its own name's figure.
    if (sentences) {
      const draft = table as TableDraft | null;
      // One that names only the table's own analytes again says nothing its rows do not.
      const again = (cell: Cell) =>
        cell.name!.id !== null &&
        draft!.lines.some((other) => other.cells.some((known) => known.name?.id === cell.name!.id));
      if (draft && names.every((cell) => again(cell) || (!cell.name!.id && !cell.name!.total))) continue;
      const unit = draft ? (draft.defaultUnit ?? null) : defaultUnit;
      tableless.push(...sentenceRows(line, unit, (text, ids, at) => unsure.add(text, ids, at)));
      table = null;
      continue;
    }
    const grouped = names.length >= 2 ? groupedRows(line) : null;
    if (grouped) {
      tableless.push(...grouped);
      continue;
    }
    // Analytes across with no figure under them on this line: the head of a table printed across.
    // Names in brackets among words ("Identification (CBD, THC)  HPLC  Conforms") are no such head.
    if (names.length >= 2 && !hasFigure(line) && line.cells.filter((cell) => cell.kind === 'word').length <= 1) {
      across = { names, line };
      table = null;
      continue;
    }
    if (across && names.length === 0 && hasFigure(line)) {
      const first = line.cells.findIndex((cell) => cell.kind === 'figure' || cell.kind === 'empty');
      const label = line.cells.slice(0, first);
      const figures = line.cells.slice(first).filter((cell) => cell.kind === 'figure');
      const { role, unit, label: labelText } = acrossRole(label);
      const ids = across.names.flatMap((cell) => (cell.name!.id ? [cell.name!.id] : []));
      // A head that names an analyte twice ("CBD Acid canabidiolic (CBDA)" split at its spaces) has cut a name in
      // two: which figure is whose cannot be told.
      if (role === 'result' && new Set(ids).size < ids.length) {
        unsure.add(
          'The names above this row name an analyte more than once, so which figure is whose cannot be told.',
          ids,
          [across.line, line],
        );
        continue;
      }
      // A figure a scan garbled is no figure: the row's others, counted by place, may each be a place off even where
      // their count fits the names ("O.13" dropped, "n.d. / n.n." two).
      const garbled = hasGarbledFigure(line);
      if (role === 'result' && garbled && figures.length === across.names.length) {
        unsure.add(
          'This row of a table printed across prints a figure whose digits could not be read (garbled by a scan), so which figure is whose cannot be told.',
          ids,
          [across.line, line],
        );
        continue;
      }
      if (figures.length !== across.names.length) {
        if (role === 'result' && (ids.length > 0 || garbled))
          unsure.add(
            'This row of a table printed across holds a different number of figures than there are analytes above it.',
            ids,
            [across.line, line],
          );
        continue;
      }
      if (role !== 'result') continue;
      // "ND" among figures that each print their unit ("1.16 %"): not detected, in the unit the row's figures print.
      const notDetectedUnit = unitOfNotDetected(
        across.names.flatMap((name, index) => {
          const { value, unit: printed } = figures[index]!.figure!;
          return value !== null && printed?.unit ? [{ id: name.name!.id, unit: printed }] : [];
        }),
      );
      across.names.forEach((name, index) => {
        const figure = figures[index]!.figure!;
        const figureUnit =
          figure.unit ?? unit ?? defaultUnit ?? (figure.value === null && figure.qualifier ? notDetectedUnit : null);
        if (!name.name!.id && !name.name!.total) return;
        if (!figureUnit?.unit) {
          if (name.name!.id && figure.value !== null)
            unsure.add(
              'This figure of a table printed across has no unit printed for it.',
              [name.name!.id],
              [across!.line, line],
            );
          return;
        }
        if (figure.blank) return;
        acrossRows.push({
          name: name.name!,
          label: name.text,
          formula: null,
          line,
          inTable: true,
          measures: [
            {
              figure,
              unit: figureUnit.unit,
              item: figureUnit.item,
              basis: null,
              column: labelText || `the column under ${name.text}`,
              table: null,
              columnIndex: null,
            },
          ],
        });
      });
      continue;
    }
    across = null;
    const declared = declaredUnit(line);
    if (table && declared && !hasFigure(line) && opensRows(lines, at)) {
      // A group's heading inside a table ("Assay — cannabinoids (mg/mL)"): its unit is the rows' after it.
      const draft: TableDraft = table;
      draft.defaultUnit = declared;
      continue;
    }
    if (declared || isUnitDeclaration(line)) {
      defaultUnit = declared ?? defaultUnit;
      table = null;
      continue;
    }
    if (table) {
      const draft: TableDraft = table;
      if (PASSING_LINE.test(line.text)) continue;
      // After a blank line, another panel's heading ends the potency table: its rows are not cannabinoids'.
      // (A section's number before it, "6  PESTICIDES", is part of the heading.)
      const numbered = line.cells[0]?.kind === 'figure' && /^\d{1,2}\.?$/.test(line.cells[0].text);
      const lead = line.cells[numbered ? 1 : 0];
      if (afterBlank && names.length === 0 && OTHER_PANEL.test(lead?.text ?? '')) {
        table = null;
        defaultUnit = null;
        continue;
      }
      // A line of words alone between rows (a name wrapped over two lines, a group's heading) leaves the table open
      // when the next line is a cannabinoid's row.
      if (names.length === 0 && !hasFigure(line) && opensRows(lines, at)) continue;
      // "Total THC | 214.81 mg/g | Total CBD | 1.05 mg/g" under a header of one name column: not a row of the grid
      // but pairs of a name and its figures, each read as a line of its own.
      const counted = names.filter((cell) => cell.name!.id || cell.name!.total);
      const nameColumns = draft.header.columns.filter((column) => column.role === 'name').length;
      // So is a strip of figures each before its name ("1.50 %  Total THC   0.09 %  Total CBD").
      const strip = () => pairsOnly({ ...line, cells: [...line.cells].reverse() });
      // Lab totals each with its figure and the unit printed with it say whose figure is whose however many name
      // columns the header holds (a table printed beside this one may bring its own).
      const unitsPrinted = line.cells.every((cell) => cell.kind !== 'figure' || cell.figure!.unit?.unit);
      // A line of the lab's totals alone, each with its figure, is pairs even where a scan garbled a figure: the
      // total after the garbled one is not its owner. (Beside a row's figures, a garbled cell may be the row's.)
      const totalsAlone = counted.every((cell) => cell.name!.total);
      const totalsPaired = totalsAlone && (unitsPrinted || nameColumns === 1) && pairsOnly(line, true);
      if (
        counted.length >= 2 &&
        hasFigure(line) &&
        (totalsPaired || (nameColumns === 1 && (pairsOnly(line) || strip())))
      ) {
        // (In the unit the table declares for its rows, where it does: "Units: mg/g" over a LIMS record.)
        looseRows(line, draft.defaultUnit ?? null, unsure, tableless);
        continue;
      }
      // A sentence after the table that names its analytes again says nothing the table's rows do not.
      const known = (id: AnalyteId) =>
        draft.lines.some((other) => other.cells.some((cell) => cell.kind === 'name' && cell.name!.id === id));
      if (
        nameColumns === 1 &&
        counted.length > 0 &&
        counted.every((cell) => cell.name!.id && known(cell.name!.id)) &&
        isProse(line, draft.header)
      )
        continue;
      if (names.length > 0 || hasFigure(line) || line.cells.some((cell) => cell.kind === 'empty')) {
        draft.lines.push(line);
        continue;
      }
      table = null;
    }
    if (names.length === 0) {
      // A heading of another panel starts a new part of the certificate: the cannabinoids' unit stays behind.
      if (!hasFigure(line) && OTHER_PANEL.test(line.text)) defaultUnit = null;
      continue;
    }
    looseRows(line, defaultUnit, unsure, tableless);
  }
  return { drafts, tableless, across: acrossRows, formulas, unsure };
}

/** A figure as a measurement. */
function measurementOf(measure: Measure): Measurement {
  return {
    unit: measure.unit,
    item: measure.item,
    basis: measure.basis,
    value: measure.figure.value,
    qualifier: measure.figure.qualifier,
    decimals: measure.figure.decimals,
  };
}

/** How the answer names an analyte or a lab's total. */
export function analyteLabel(key: RowUsed['analyte']): string {
  if (key === 'total:thc') return 'Total THC (the lab’s)';
  if (key === 'total:cbd') return 'Total CBD (the lab’s)';
  if (key === 'total:cannabinoids') return 'Total cannabinoids (the lab’s)';
  return analyteById(key).label;
}

function rowUsed(row: RowRead, measure: Measure, key: RowUsed['analyte']): RowUsed {
  return {
    analyte: key,
    label: analyteLabel(key),
    printed: row.label,
    figure: measure.figure.raw,
    unit: measure.unit,
    unitLabel: unitLabel(measure.unit, measure.item),
    column: measure.column,
    line: sourceLine(row.line),
    table: measure.table,
    columnIndex: measure.columnIndex,
  };
}

const pieceWord = (item: string | null) => (item === null || item === 'unit' || item === 'units' ? 'piece' : item);

/** The 9R and 9S forms of HHC, printed on rows of their own. */
const EPIMER = /\b9\s?\(?([RS])\)?/i;

const keyOf = (measure: Measure | Measurement) => `${measure.unit}|${measure.item ?? ''}|${measure.basis ?? ''}`;

/** Two printings of one figure agree when they differ by no more than the coarser one's rounding. */
function sameFigure(a: Measure, b: Measure): boolean {
  const x = a.figure;
  const y = b.figure;
  if (x.value === null || y.value === null) return x.value === null && y.value === null;
  const step = 0.5 * 10 ** -Math.min(x.decimals, y.decimals);
  return Math.abs(x.value - y.value) <= step + 1e-9;
}

const figuresOn = (line: TextLine) => line.cells.filter((cell) => cell.kind === 'figure').length;

/**
 * The line's last figure, when it prints a number (a result, or a bound: "< 0,05"), or its uncertainty when one
 * follows it ("0,06 ± 0,01"): its decimals, its place among the line's figures, and whether it is a bound and one of
 * zero, or an uncertainty.
 */
function lastFigureAt(
  line: TextLine,
): { decimals: number; at: number; unit: boolean; bound: boolean; zero: boolean; uncertainty: boolean } | null {
  const figures = line.cells.filter((cell) => cell.kind === 'figure');
  const cell = figures.at(-1);
  const last = cell?.figure;
  const bound = last?.value === null && last.bound !== undefined;
  if (!last || (last.value === null && !bound)) return null;
  const at = figures.length - 1;
  // "0,06 ± 0" of "0,06 ± 0,01": the uncertainty is what the line ends on, held to the uncertainties above it.
  if (cell!.uncertainty) {
    const printed = line.text.slice(cell!.uncertainty.start, cell!.uncertainty.end);
    const decimals = /[.,](\d+)\D*$/.exec(printed)?.[1]?.length ?? 0;
    return { decimals, at, unit: false, bound: false, zero: false, uncertainty: true };
  }
  // Its unit joined to it ("0.05 %") or in the cell after it ("0.05   %").
  const unit = last.unit !== null || line.cells[line.cells.indexOf(cell!) + 1]?.kind === 'unit';
  // A bound's decimals are its printed number's ("< 0,005": 3).
  const decimals = bound ? (/[.,](\d+)\D*$/.exec(last.raw)?.[1]?.length ?? 0) : last.decimals;
  // "< 0" is no limit a lab prints: a bound cut after its first digit.
  return { decimals, at, unit, bound, zero: bound && last.bound === 0, uncertainty: false };
}

/**
 * A paste that stops partway through a cannabinoid row: the text's last line is an analyte's row under the table's
 * header, holding no figure or fewer than the table's rows above it. Its figure may be cut ("THCA  0.05  2" of
 * "THCA  0.05  22.41"), and rows after it are lost.
 */
function cutRow(
  lines: readonly TextLine[],
  drafts: readonly TableDraft[],
): { line: TextLine; analytes: AnalyteId[] } | null {
  let at = lines.length - 1;
  while (at >= 0 && lines[at]!.text.trim() === '') at -= 1;
  const last = lines[at];
  if (!last) return null;
  // A row: one analyte's name first on the line (perhaps twice: "Cannabidiolic acid (CBDA)"), not a total or a
  // formula naming several. The name is the line's first cell, whatever prefix stands before the words the names
  // pattern knows in it ("Δ4(8)-" of "Δ4(8)-iso-THC").
  const names = findNames(last.text);
  const [name] = names;
  const first = last.cells.find((cell) => cell.kind !== 'empty');
  const nameFirst =
    name !== undefined &&
    (last.text.slice(0, name.index).trim() === '' ||
      (first?.kind === 'name' && first.start <= name.index && name.index < first.end));
  if (!name?.id || name.total || !nameFirst) return null;
  if (names.some((other) => other.id !== name.id)) return null;
  // Under a table's header with nothing between but its rows, headings and a page break: no lab's total, and no
  // blank line but a page break's.
  const table = drafts.findLast((draft) => draft.header.line.number < last.number);
  if (!table) return null;
  // (Found by number: a run of blank lines is read as its ends, so a line's number is no place in the lines.)
  const between = lines.slice(
    lines.findIndex((line) => line.number > table.header.line.number),
    at,
  );
  const paged = between.some((line) => line.page || line.newPage);
  // (The header printed again over the next page's rows names what its heads name: "% of total cannabinoids".)
  const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
  const headerText = spaced(table.header.line.text);
  const inTable = between.every(
    (line) =>
      (paged || line.text.trim() !== '') &&
      (spaced(line.text) === headerText || !findNames(line.text).some((other) => other.total)),
  );
  const rowsAbove = between.filter((line) => findNames(line.text).length > 0);
  const widest = Math.max(0, ...rowsAbove.map(figuresOn));
  // Or with fewer cells than every row above prints alike (a method column's "QC-HPLC-07" lost after its figures).
  const cellsOn = (line: TextLine) => line.cells.filter((cell) => cell.kind !== 'empty').length;
  const alike = rowsAbove.length > 0 && rowsAbove.every((line) => cellsOn(line) === cellsOn(rowsAbove[0]!));
  // Or it ends on a comparison sign, a bound cut before its number ("Total Yeast & Mold <" in a table beside).
  const short =
    figuresOn(last) === 0 ||
    figuresOn(last) < widest ||
    (alike && cellsOn(last) < cellsOn(rowsAbove[0]!)) ||
    /[<>≤≥]$/.test(last.text.trimEnd());
  // With nothing after the table (no totals line, no footer, no other section), the row's last figure may itself
  // be cut ("THCA  2" of "THCA  22.41"): so it is when printed with fewer decimals than every figure above it in its
  // place, or as a whole number where nothing above shows how many decimals the column prints.
  const cutFigure = lastFigureAt(last);
  const above = rowsAbove.flatMap((line) => {
    const figure = lastFigureAt(line);
    // A bound's decimals are its limit's, a result's the column's: each is held to its own kind above it.
    return figure &&
      figure.at === cutFigure?.at &&
      figure.bound === cutFigure.bound &&
      figure.uncertainty === cutFigure.uncertainty &&
      figuresOn(line) === figuresOn(last)
      ? [figure]
      : [];
  });
  // Or without the unit every row above prints after that figure ("0" of "0.05 %", above "500 ppm" and "0.05 %").
  const coarser =
    cutFigure !== null &&
    (above.length > 0
      ? cutFigure.decimals < Math.min(...above.map((figure) => figure.decimals)) ||
        (!cutFigure.unit && above.every((figure) => figure.unit))
      : cutFigure.decimals === 0 && (!cutFigure.bound || cutFigure.zero || rowsAbove.length === 0));
  return inTable && (short || coarser) ? { line: last, analytes: [name.id] } : null;
}

/**
 * Lines that name a cannabinoid beside a figure (a digit outside the name) or "not detected": when the reader read
 * no row at all,
 * these are results it could not place, never a certificate without results.
 */
function unreadCannabinoidLines(
  lines: readonly TextLine[],
  analytesOnly: boolean,
): { analytes: AnalyteId[]; lines: TextLine[] } | null {
  const analytes = new Set<AnalyteId>();
  const found: TextLine[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (line.page || line.text === '') continue;
    const names = countedNamesIn(line.text);
    if (names.length === 0 || (analytesOnly && !names.some((name) => name.id))) continue;
    // A row of names over rows of figures (a table printed across): the figures are the names' below them.
    const distinct = analytesNamedIn(line.text);
    const below = lines[at + 1];
    if (distinct.length >= 3 && below && figuresOn(below) >= distinct.length && findNames(below.text).length === 0) {
      found.push(line, below);
      for (const id of distinct) analytes.add(id);
      continue;
    }
    if (!resultBesideNames(line.text)) continue;
    found.push(line);
    for (const name of names) if (name.id) analytes.add(name.id);
    for (const name of names)
      if (name.total === 'thc' || name.total === 'cbd') analytes.add(TOTAL_PARTS[name.total].acid);
  }
  return found.length > 0 ? { analytes: [...analytes], lines: found } : null;
}

/** A unit word between a figure and the word that ties it to a name ("0,18 % de", "6.9 mg/g of"). */
const TIED_UNIT = /^(?:%|mg\/g|mg\/ml|mg|ppm|µg\/g|w\/w|%w\/w)$/i;

/**
 * Lines that name one of `asked`'s converted cannabinoids with a figure of its own: after its name, before the next
 * name's figure tied to it ("HHC 6,9 % y 0,18 % de Δ9-THC": 6,9 is HHC's), or before its name tied to it by a word
 * ("l,08 % of Δ10-THC").
 */
function unreadConvertedLines(
  lines: readonly TextLine[],
  asked: (id: AnalyteId) => boolean,
): { analytes: AnalyteId[]; lines: TextLine[] } {
  const analytes = new Set<AnalyteId>();
  const found: TextLine[] = [];
  // The line before, past blank lines: the words after its last name may tie a figure to this line's first name.
  let above: TextLine | null = null;
  for (const line of lines) {
    if (line.page || line.text === '') continue;
    const printed = countedNamesIn(line.text);
    for (let index = 0; index < printed.length; index += 1) {
      const name = printed[index]!;
      if (!name.id || !asked(name.id)) continue;
      const after = line.text
        .slice(name.end, printed[index + 1]?.index ?? line.text.length)
        .trim()
        .split(/\s+/);
      // The figure tied to the next name is the next name's.
      if (printed[index + 1] && LINK_WORDS.has(after.at(-1)!.toLowerCase())) {
        after.pop();
        while (after.length > 0 && TIED_UNIT.test(after.at(-1)!)) after.pop();
        after.pop();
      }
      // (A name that opens its line may be tied to the figure that ends the line before: "l.08 % of" / "Δ10-THC".)
      const lead = printed[index - 1] ? '' : `${above ? afterNames(above.text) : ''} `;
      const before = (lead + line.text.slice(printed[index - 1]?.end ?? 0, name.index)).trim().split(/\s+/);
      let tied = false;
      if (before.length >= 2 && LINK_WORDS.has(before.at(-1)!.toLowerCase())) {
        before.pop();
        while (before.length > 1 && TIED_UNIT.test(before.at(-1)!)) before.pop();
        tied = /\d/.test(before.at(-1)!);
      }
      // "(Δ8-THC, HHC) not detected (LOQ 0.05 %)": the figure is the limit it was not found above.
      if (!tied && (!after.some((word) => /\d/.test(word)) || NOT_DETECTED_WORDS.test(after.join(' ')))) continue;
      analytes.add(name.id);
      if (found.at(-1) !== line) found.push(line);
    }
    above = line;
  }
  return { analytes: [...analytes], lines: found };
}

/** The analytes a line's text names, each once. */
const analytesNamedIn = oncePerParse((text: string): readonly AnalyteId[] => [
  ...new Set(countedNamesIn(text).flatMap((name) => (name.id ? [name.id] : []))),
]);

/** Whether a line's words outside the names it prints hold a figure or "not detected". */
const resultBesideNames = oncePerParse((text: string): boolean => {
  let outside = '';
  let from = 0;
  for (const name of countedNamesIn(text)) {
    outside += text.slice(from, name.index);
    from = name.end;
  }
  outside += text.slice(from);
  return /\d|not\s+detected|\bn\.?d\b/i.test(outside);
});

/** The analytes and the lab's totals a line's text names, read once per parse for a line printed again. */
const countedNamesIn = oncePerParse((text: string) => findNames(text).filter((name) => name.id || name.total));

/** A line's words after the last analyte or total it names: all of them where it names none. */
const afterNames = (text: string) => text.slice(countedNamesIn(text).at(-1)?.end ?? 0);

/**
 * The analytes and totals the rows give. An analyte printed twice in one unit must agree with itself: a second
 * figure that differs is not dropped but makes the analyte unsure, with both lines. A plain "THC" on a line of its
 * own that differs from the table's Δ9-THC is taken as a total, to be compared like one.
 */
function gather(rows: readonly RowRead[], unsure: UnsurePart[]): { results: AnalyteResult[]; labTotals: LabTotal[] } {
  const explicitD9 = rows.some((row) => row.name.id === 'd9thc' && !row.name.bare);
  // ND printed with no unit takes the unit most figures around it are printed in.
  const counts = new Map<string, { unit: Unit; item: string | null; count: number }>();
  for (const row of rows)
    for (const measure of row.measures) {
      if (measure.unitless) continue;
      const key = `${measure.unit}|${measure.item ?? ''}`;
      const entry = counts.get(key) ?? { unit: measure.unit, item: measure.item, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  const common = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  if (common)
    for (const row of rows)
      for (const measure of row.measures)
        if (measure.unitless) {
          measure.unit = common.unit;
          measure.item = common.item;
        }
  const byAnalyte = new Map<AnalyteId, { measures: Measure[]; rows: RowUsed[]; lines: TextLine[] }>();
  const byTotal = new Map<LabTotalId, { measures: Measure[]; rows: RowUsed[]; bare: boolean }>();
  const conflicted = new Set<AnalyteId>();
  for (const row of rows) {
    const { id, total, bare } = row.name;
    if (total) {
      const entry = byTotal.get(total) ?? { measures: [], rows: [], bare: false };
      for (const measure of row.measures) {
        if (entry.measures.some((known) => keyOf(known) === keyOf(measure))) continue;
        entry.measures.push(measure);
        entry.rows.push(rowUsed(row, measure, `total:${total}`));
      }
      byTotal.set(total, entry);
      continue;
    }
    if (!id) continue;
    if (bare && !row.inTable && explicitD9) {
      // "THC 22.3 %" above a table that prints Δ9-THC and THCA: a summary of the total, not a second Δ9-THC.
      const entry = byTotal.get('thc') ?? { measures: [], rows: [], bare: true };
      for (const measure of row.measures) {
        if (entry.measures.some((known) => keyOf(known) === keyOf(measure))) continue;
        entry.measures.push(measure);
        entry.rows.push(rowUsed(row, measure, 'total:thc'));
      }
      byTotal.set('thc', entry);
      continue;
    }
    const entry = byAnalyte.get(id) ?? { measures: [], rows: [], lines: [] };
    const epimer = EPIMER.exec(row.label)?.[1]?.toUpperCase() ?? null;
    for (const measure of row.measures) {
      const known = entry.measures.find((candidate) => keyOf(candidate) === keyOf(measure));
      const knownEpimer = known
        ? (EPIMER.exec(entry.rows[entry.measures.indexOf(known)]!.printed)?.[1]?.toUpperCase() ?? null)
        : null;
      if (known && epimer && knownEpimer && epimer !== knownEpimer) {
        // 9R-HHC and 9S-HHC are two forms of one compound: their figures add up.
        const sum = (known.figure.value ?? 0) + (measure.figure.value ?? 0);
        const decimals = Math.max(known.figure.decimals, measure.figure.decimals);
        entry.measures[entry.measures.indexOf(known)] = {
          ...known,
          figure: {
            ...known.figure,
            value: sum > 0 ? Number(sum.toFixed(decimals)) : known.figure.value,
            decimals,
            qualifier: sum > 0 ? null : known.figure.qualifier,
          },
        };
        entry.rows.push(rowUsed(row, measure, id));
        continue;
      }
      if (known) {
        if (!sameFigure(known, measure) && !conflicted.has(id)) {
          conflicted.add(id);
          const first = entry.lines[entry.measures.indexOf(known)]!;
          unsure.push({
            text: `${row.label} is printed more than once, with different figures (${known.figure.raw} and ${measure.figure.raw}), and which one is right cannot be told.`,
            analytes: [id],
            lines: [sourceLine(first), sourceLine(row.line)],
          });
        }
        continue;
      }
      entry.measures.push(measure);
      entry.lines.push(row.line);
      entry.rows.push(rowUsed(row, measure, id));
    }
    byAnalyte.set(id, entry);
  }
  const results: AnalyteResult[] = [];
  for (const [id, entry] of byAnalyte) {
    if (conflicted.has(id) || entry.measures.length === 0) continue;
    results.push({ id, measurements: entry.measures.map(measurementOf), rows: entry.rows, typed: false });
  }
  const labTotals = [...byTotal].flatMap(([id, entry]) =>
    entry.measures.length > 0
      ? [{ id, measurements: entry.measures.map(measurementOf), rows: entry.rows, bare: entry.bare }]
      : [],
  );
  return { results, labTotals };
}

/** Whether rows read under guessed units give one of the lab's totals printed elsewhere with its unit. */
function totalsConfirm(rows: readonly RowRead[], printed: readonly RowRead[]): boolean {
  for (const total of printed) {
    const part =
      total.name.total === 'thc'
        ? (['d9thc', 'thca'] as const)
        : total.name.total === 'cbd'
          ? (['cbd', 'cbda'] as const)
          : null;
    if (!part) continue;
    for (const measure of total.measures) {
      if (measure.figure.value === null) continue;
      const amount = (id: AnalyteId) => {
        const row = rows.find((candidate) => candidate.name.id === id && !candidate.name.total);
        const figure = row?.measures.find((candidate) => candidate.unit === measure.unit);
        return figure ? (figure.figure.value ?? 0) : null;
      };
      const neutral = amount(part[0]);
      const acid = amount(part[1]);
      if (neutral === null && acid === null) continue;
      const computed = (neutral ?? 0) + 0.877 * (acid ?? 0);
      const step = 0.5 * 10 ** -measure.figure.decimals;
      if (computed > 0 && Math.abs(computed - measure.figure.value) <= 2 * step + 0.002 * computed) return true;
    }
  }
  return false;
}

/**
 * The texts of the lines that are not blank, each once, in the order first printed: a pasted page can be mostly
 * blank lines, which name nothing, and a line printed again names what it did the first time.
 */
function filledTexts(lines: readonly TextLine[]): string[] {
  const texts = new Set<string>();
  for (const line of lines) if (line.text !== '') texts.add(line.text);
  return [...texts];
}

/** The lines with each product's name blanked, its label and the rest of its line kept. */
function withoutProductNames(lines: readonly TextLine[], style: DecimalStyle): readonly TextLine[] {
  return lines.map((line) => {
    // (A blank line names no product.)
    if (line.text === '') return line;
    const span = productNameSpan(line.text);
    if (!span) return line;
    const text = line.text.slice(0, span.start) + ' '.repeat(span.end - span.start) + line.text.slice(span.end);
    return lineOf(text, line.number, style);
  });
}

/** A Markdown table's alignment row: cells of dashes, each with or without a colon at its ends. */
const isAlignmentRow = (line: TextLine) => line.ruled && /^[\s|:]*-[\s|:-]*$/.test(line.text);

export function parseCoaText(pasted: string, corrections: ColumnCorrections = new Map()): ParsedCoa {
  return withinOneParse(() => readCoaText(pasted, corrections));
}

function readCoaText(pasted: string, corrections: ColumnCorrections): ParsedCoa {
  // A LIMS's export (JSON or XML) is read by its structure: its analytes as rows, everything else as lines.
  // A page's markup is read as the text the page shows, its table rows as lines of cells.
  const shown = htmlAsText(repairedText(pasted));
  const structured = readStructured(shown);
  // A product label's claim is no figure of the lab's: read apart from everything else.
  const text = withoutLabelClaims(structured ? structured.text : recordsAsCells(csvAsTabs(shown)));
  const lines = linesOf(text);
  // The export's tests the pre-check does not know, by their lines (the lines are numbered from 1 until renumbered).
  const unknownTests = new Set(structured?.unknownTests.map((index) => index + 1));
  const unknownTestLines = unknownTests.size > 0 ? lines.filter((line) => unknownTests.has(line.number)) : [];
  // Each line an export's values make is numbered as the document line it comes from.
  if (structured) for (const line of lines) line.number = structured.origins[line.number - 1] ?? line.number;
  // A product's name ("Product: CBD Oil 10 % w/w") is no result: the cannabinoid readers see the line without it.
  // A table pasted one cell a line is read as the rows its header's cells make.
  const cellLines = withPotencyCellsRejoined(withoutProductNames(lines, decimalStyleOf(text)));
  // A sentence wrapped where its line is full is read as one line.
  const potency = withSentencesRejoined(cellLines.lines, decimalStyleOf(text));
  const unitsPerPackage = unitsPerPackageFrom(text);
  // A LIMS's result cards are read as cards: no table or line reader sees their lines.
  const cards = readCards(potency);
  const { drafts, tableless, across, formulas, unsure } = partsOf(
    cards.used.size > 0 ? potency.filter((line) => !cards.used.has(line)) : potency,
    (unitsPerPackage ?? 0) > 1,
  );
  for (const part of cards.unsure) unsure.add(part.text, part.analytes, part.lines);
  if (cellLines.unsure.length > 0)
    unsure.add(
      'The cannabinoid table came one cell a line, and its rows do not hold as many cells as its header names, so which figure belongs to which cannabinoid cannot be told with certainty.',
      [...new Set(cellLines.unsure.flatMap((line) => line.cells.flatMap((cell) => cell.name?.id ?? [])))],
      cellLines.unsure,
    );
  for (const part of structured?.unsure ?? []) unsure.add(part.text, part.analytes, part.lines);
  const piecesPerServing = piecesPerServingFrom(text, unitsPerPackage);
  const rows: RowRead[] = [];
  const tables: TableRead[] = [];
  const unplaced = new Set<LabTotalId>();
  // A can or a bottle of a multipack, or one stated as a serving: its figure is per serving, not per package.
  const servingContainers = servingContainersFrom(text);
  const containerServes = (item: string | null) =>
    isContainerItem(item) && (servingContainers === 'all' || servingContainers.has(containerWord(item)));
  for (const draft of drafts)
    for (const column of draft.header.columns)
      if (column.unit?.unit === 'mg/package' && containerServes(column.unit.item))
        column.unit = { ...column.unit, unit: 'mg/unit' };
  // A table that prints "mg/unit" beside a per-package column counts one piece per unit.
  for (const draft of drafts) {
    const perUnit = draft.header.columns.some((column) => column.unit?.perPrintedUnit);
    const perPackage = draft.header.columns.some(
      (column) => column.unit?.unit === 'mg/package' && !column.unit.perPrintedUnit,
    );
    if (perUnit && perPackage) draft.unitIsPiece = true;
  }
  const printedTotals = [...tableless, ...across].filter((row) => row.name.total);
  const tableUnsure: UnsurePart[] = [];
  for (const draft of drafts) {
    const result = readTable(draft, corrections.get(draft.index) ?? new Map(), (candidate) =>
      totalsConfirm(candidate, [
        ...printedTotals,
        ...rows.filter((row) => row.name.total),
        // The table's own totals count only by the unit printed with their figure ("THC total  8,48 %").
        ...candidate.flatMap((row) => {
          const printed = row.name.total ? row.measures.filter((measure) => measure.figure.unit?.unit) : [];
          return printed.length > 0 ? [{ ...row, measures: printed }] : [];
        }),
      ]),
    );
    if (result.rows.length > 0 || result.unsure.length > 0 || result.unplacedTotals.length > 0)
      tables.push(result.read);
    rows.push(...result.rows);
    tableUnsure.push(...result.unsure);
    for (const total of result.unplacedTotals) unplaced.add(total.name.total!);
  }
  rows.push(...across, ...tableless, ...cards.rows, ...(structured?.rows ?? []));
  // A can or a bottle of a multipack, or one stated as a serving: its figure is per serving, not per package.
  for (const row of rows)
    for (const measure of row.measures)
      if (measure.unit === 'mg/package' && containerServes(measure.item)) measure.unit = 'mg/unit';
  // A serving of several pieces: a figure per unit, gummy or piece is per piece, and said so.
  if (piecesPerServing)
    for (const row of rows)
      for (const measure of row.measures)
        if (measure.unit === 'mg/unit' && !isServingItem(measure.item)) measure.item = pieceWord(measure.item);
  for (const part of tableUnsure) unsure.add(part.text, part.analytes, part.lines);
  // (A document that parses whole is not cut short.)
  const cut = structured ? null : cutRow(potency, drafts);
  if (cut) {
    const read = new Set(rows.flatMap((row) => (row.name.id && row.line !== cut.line ? [row.name.id] : [])));
    const lost = TOTAL_COMPONENTS.filter((id) => !read.has(id));
    unsure.add(
      'The text ends inside the cannabinoid table, on this row: its figure may be cut short, and any rows after it are missing.',
      [...new Set([...cut.analytes, ...lost])],
      [cut.line],
    );
  }
  const allUnsure: UnsurePart[] = [];
  // A row the text may cut short is said so, and read no further: its figures are no value to check.
  const { results, labTotals } = gather(cut ? rows.filter((row) => row.line !== cut.line) : rows, allUnsure);
  allUnsure.unshift(...unsure.parts());
  // A row whose % and mg/g disagree: the reader has caught its own figures out, and shows no total built on either.
  const swapped = unitsSwapped(results);
  for (const result of results)
    for (const { percent, perGram } of unitsDisagreeing(result))
      allUnsure.push({
        text: swapped
          ? `${analyteById(result.id).label} is read as ${percent.value} % and ${perGram.value} mg/g, which agree only with the two units the other way round: the pre-check may have placed the units under the wrong columns, so which is which cannot be told.`
          : `${analyteById(result.id).label} is printed as ${percent.value} % and as ${perGram.value} mg/g, which do not agree (1 % is 10 mg/g), and which one is right cannot be told.`,
        analytes: [result.id],
        lines: result.rows
          .flatMap((row) => (row.line && (row.unit === '%' || row.unit === 'mg/g') ? [row.line] : []))
          .filter((line, index, all) => all.findIndex((other) => other.number === line.number) === index),
      });
  const blocks =
    results.length === 0 && labTotals.length === 0 && allUnsure.length === 0 ? columnBlocks(potency) : null;
  if (blocks)
    allUnsure.push({
      text: 'The cannabinoid table came one column at a time (its names, then its figures, each on a line of its own), so which figure belongs to which cannabinoid cannot be told with certainty.',
      analytes: blocks.analytes,
      lines: blocks.lines.slice(0, MAX_UNSURE_LINES * 2).map(sourceLine),
    });
  // No row read, nothing said of them: lines that name a cannabinoid beside a figure are shown as unread, not passed
  // over. (Where the lab's totals were read, a line naming only totals is theirs; a line naming an analyte is not.)
  if (results.length === 0 && allUnsure.length === 0) {
    const unread = unreadCannabinoidLines(potency, labTotals.length > 0);
    if (unread)
      allUnsure.push({
        text: 'These lines name a cannabinoid beside a figure, but the pre-check could not read them as results.',
        analytes: unread.analytes,
        lines: unread.lines.slice(0, MAX_UNSURE_LINES).map(sourceLine),
      });
  }
  // A converted cannabinoid named beside a figure and neither read nor doubted anywhere may be over a trace: its lines
  // are shown as unread, never passed over in silence.
  const settled = new Set([...results.map((result) => result.id), ...allUnsure.flatMap((part) => part.analytes)]);
  const convertedUnread = unreadConvertedLines(potency, (id) => analyteById(id).converted && !settled.has(id));
  if (convertedUnread.lines.length > 0)
    allUnsure.push({
      text: 'These lines name a converted cannabinoid beside a figure, but the pre-check could not read its result.',
      analytes: convertedUnread.analytes,
      lines: convertedUnread.lines.slice(0, MAX_UNSURE_LINES).map(sourceLine),
    });
  // So is a part of the totals (THCA, Δ9-THC, CBDA, CBD) named beside a figure of its own and neither read nor
  // doubted, beside rows that were read: a total without it would be shown as if it were none. (A lab's formula
  // names the parts beside its factor, no figure of theirs.)
  const partsUnread = unreadConvertedLines(
    potency.filter((line) => !FORMULA_SIGN.test(line.text)),
    (id) => TOTAL_COMPONENTS.includes(id) && !settled.has(id),
  );
  if (partsUnread.lines.length > 0)
    allUnsure.push({
      text: 'These lines name a cannabinoid beside a figure, but the pre-check could not read its result.',
      analytes: partsUnread.analytes,
      lines: partsUnread.lines.slice(0, MAX_UNSURE_LINES).map(sourceLine),
    });
  const panelsRead = readPanels(lines);
  const named = new Set(panelsRead.named);
  if (results.length > 0 || labTotals.length > 0 || allUnsure.length > 0) named.add('cannabinoids');
  const kindOf = new Map(panelsRead.readings.map((reading) => [reading.id, reading.kind]));
  const reported = (id: PanelId) => {
    const kind = kindOf.get(id);
    if (CONTENT_PANELS.includes(id)) return named.has(id) && kind !== 'not-passed' && kind !== 'failed';
    return kind === 'passed';
  };
  return {
    results,
    labTotals,
    formulas,
    unsure: allUnsure,
    unplacedLabTotals: [...unplaced].filter((id) => !labTotals.some((total) => total.id === id)),
    tables,
    panels: PANELS.map((panel) => panel.id).filter(reported),
    readings: panelsRead.readings,
    overallFailure: panelsRead.overallFailure,
    unplacedFailures: panelsRead.unplacedFailures,
    unplacedStatuses: panelsRead.unplacedStatuses,
    // An export's test under a name the pre-check does not know is such a pass too, wherever its document puts it.
    unplacedPasses: [
      ...panelsRead.unplacedPasses,
      ...unknownTestLines
        .map(sourceLine)
        .filter(
          (line) =>
            !panelsRead.unplacedPasses.some((known) => known.number === line.number && known.text === line.text),
        ),
    ],
    productKind: productKindFrom(filledTexts(lines)),
    unitWeightGrams: unitWeightFrom(text),
    unitsPerPackage,
    piecesPerServing,
  };
}
