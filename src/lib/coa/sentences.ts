/**
 * Cannabinoid results written as sentences ("THCA was found at 24.31 % (w/w). Δ9-THC was found at 0.62 %."). Such a
 * line is never a row of a grid: its figures are not in the header's columns, and read as cells they land under the
 * wrong analytes. Each analyte takes the figures that follow its own name, up to the next name; a name with no figure
 * of its own, a figure with no unit or a figure hedged by words ("below", "less than") leaves the analyte unsure.
 */
import { TOTAL_PARTS, type AnalyteId } from './analytes.ts';
import { garbledFigure, type Cell, type TextLine } from './lines.ts';
import { findNames, type NameMatch } from './names.ts';
import type { Measure, RowRead } from './table.ts';
import type { UnitInfo } from './units.ts';
import { oncePerParse } from './perParse.ts';

/** Words that make a figure a bound or a comparison, not the analyte's result. */
const HEDGE =
  /\b(?:below|under|less|above|over|exceed\w*|limits?|lo[dq]|than|approx\w*|about|around|range|between|average|mean|up)\b|[<>≤≥~±]/i;

/** "not detected" written out in the words after a name that has no figure: "Δ8-THC was not detected." */
const NOT_DETECTED_WORDS = /\bnot\s+detected\b|\(nd\)|\bn\.d\./i;

/** The analytes a total is built from: a sentence that leaves one of them without a figure makes the total unsure. */
const COMPONENTS: ReadonlySet<AnalyteId> = new Set([
  TOTAL_PARTS.thc.neutral,
  TOTAL_PARTS.thc.acid,
  TOTAL_PARTS.cbd.neutral,
  TOTAL_PARTS.cbd.acid,
]);

/**
 * A sentence's full stop at the end of a cell: "24.31 %.", "(w/w).", "detected." (not a decimal point, nor an
 * abbreviation's: "calc.", "approx.").
 */
const FULL_STOP = /[a-z%)](?<!\b(?:calc|approx|max|min|incl|ref|no|nr|vs|ca|est|avg|corr|resp|conc|temp))\.$/i;

const counted = (cell: Cell) => cell.kind === 'name' && (cell.name!.id !== null || cell.name!.total !== null);

/**
 * A name, then words, then a figure with its unit (or "ND"), all in one piece of the line; or a name, then words
 * saying it was not found. ("CBD (olive oil), vial 10 ml" is a product's name.)
 */
function wordsBeforeFigure(cells: readonly Cell[], at: number): boolean {
  const name = cells[at]!;
  const words = cells[at + 1];
  const figure = cells[at + 2];
  if (words?.kind === 'word' && words.piece === name.piece && NOT_DETECTED_WORDS.test(words.text)) return true;
  return (
    words?.kind === 'word' &&
    figure?.kind === 'figure' &&
    (figure.figure!.unit !== null || figure.figure!.value === null) &&
    words.piece === name.piece &&
    figure.piece === name.piece &&
    /[a-z]{2}/i.test(words.text)
  );
}

/**
 * Whether a line reads as sentences: words between an analyte and its figure, and several analytes with figures or
 * a full stop after a figure or a word. A grid's row ("THCA  0.05  22.41", "Δ9-THC as is: 0.92 %") is not one.
 */
export function isSentenceLine(line: TextLine): boolean {
  return sentenceCells(line.cells);
}

/** (A line printed again shares its cells: they are read once in a parse.) */
const sentenceCells = oncePerParse((cells: readonly Cell[]): boolean => {
  let worded = 0;
  for (const [at, cell] of cells.entries()) if (counted(cell) && wordsBeforeFigure(cells, at)) worded += 1;
  // "The sample held 0.05 % CBD.": words, a figure, then the name.
  for (const [at, cell] of cells.entries())
    if (
      counted(cell) &&
      cells[at - 1]?.kind === 'figure' &&
      cells[at - 1]!.figure!.unit !== null &&
      cells[at - 2]?.kind === 'word' &&
      /[a-z]{2}/i.test(cells[at - 2]!.text)
    )
      worded += 1;
  if (worded === 0) return false;
  if (worded >= 2) return true;
  return cells.some((cell) => FULL_STOP.test(cell.text));
});

/** A name that prints its total's formula ("CBD (CBD + 0.877 × CBDA)") is that total, as a wrapped "total" said. */
function totalOfFormula(name: NameMatch, formula: string | undefined): NameMatch | null {
  if (!formula || name.total) return name;
  const ids = new Set(findNames(formula).map((match) => match.id));
  for (const total of ['thc', 'cbd'] as const)
    if (ids.has(TOTAL_PARTS[total].neutral) && ids.has(TOTAL_PARTS[total].acid))
      return { ...name, id: null, total, bare: false };
  return null;
}

type Unsure = (text: string, analytes: readonly AnalyteId[], lines: readonly TextLine[]) => void;

const NO_FIGURE = 'This sentence names a cannabinoid but gives no figure after its name, so its result cannot be told.';
const HEDGED = 'This sentence gives a cannabinoid’s figure as a bound or a comparison, not as its result.';
const NO_UNIT = 'This sentence gives a cannabinoid’s figure with no unit, and nothing says which unit it is in.';
const GARBLED =
  'This sentence prints a figure whose digits could not be read (garbled by a scan, or two cells run together).';
const FIGURE_FIRST =
  'This sentence prints figures before the cannabinoids’ names, so which figure is whose cannot be told.';
const SEVERAL =
  'This sentence gives a cannabinoid several figures in one unit, and which one is its result cannot be told.';

/** The rows a sentence-like line gives, each analyte with the figures after its own name. */
export function sentenceRows(line: TextLine, defaultUnit: UnitInfo | null, unsure: Unsure): RowRead[] {
  const rows: RowRead[] = [];
  const { cells } = line;
  // Each cell's sentence, and the sentences that print a figure before their first name ("It held 24.31 % THCA and
  // 0.62 % Δ9-THC."): there a figure after a name is the next name's, and no name's figure can be told.
  const sentenceOf: number[] = [];
  const figureFirst = new Set<number>();
  let sentence = 0;
  let named = false;
  for (const [at, cell] of cells.entries()) {
    sentenceOf.push(sentence);
    const next = cells[at + 1];
    // A figure straight before a name, no comma between ("held 0.05 % CBGA"): the name's, not the one before.
    const beforeName = next !== undefined && counted(next) && next.piece === cell.piece && !/[,;.]$/.test(cell.text);
    if (counted(cell)) named = true;
    else if (cell.kind === 'figure' && !cell.figure!.blank && (!named || beforeName)) figureFirst.add(sentence);
    if (FULL_STOP.test(cell.text)) {
      sentence += 1;
      named = false;
    }
  }
  cells.forEach((cell, at) => {
    if (!counted(cell)) return;
    const printed = cell.name!;
    const name = totalOfFormula(printed, cell.formula);
    const id = printed.id;
    const doubt = (text: string) => {
      if (id && COMPONENTS.has(id)) unsure(text, [id], [line]);
      else if (name?.total === 'thc' || name?.total === 'cbd') unsure(text, [TOTAL_PARTS[name.total].acid], [line]);
    };
    if (!name) return doubt(NO_FIGURE);
    if (figureFirst.has(sentenceOf[at]!)) return doubt(FIGURE_FIRST);
    // The figures after the name, up to the next name or the sentence's full stop.
    const after: Cell[] = [];
    for (let next = at + 1; next < cells.length && !counted(cells[next]!); next += 1) {
      after.push(cells[next]!);
      if (FULL_STOP.test(cells[next]!.text)) break;
    }
    const firstFigure = after.findIndex((other) => other.kind === 'figure' && !other.figure!.blank);
    if (firstFigure < 0) {
      if (after.some((other) => other.kind === 'word' && garbledFigure(other.text))) return doubt(GARBLED);
      const words = after.map((other) => other.text).join(' ');
      if (NOT_DETECTED_WORDS.test(words) && !name.total) {
        rows.push({
          name,
          label: cell.text,
          formula: null,
          line,
          inTable: false,
          measures: [
            {
              figure: {
                raw: 'not detected',
                value: null,
                qualifier: 'not detected',
                blank: false,
                decimals: 0,
                unit: null,
              },
              unit: defaultUnit?.unit ?? '%',
              item: defaultUnit?.item ?? null,
              basis: null,
              column: 'the sentence that names it',
              table: null,
              columnIndex: null,
              unitless: !defaultUnit?.unit,
            },
          ],
        });
        return;
      }
      return doubt(NO_FIGURE);
    }
    const lead = after
      .slice(0, firstFigure)
      .map((other) => other.text)
      .join(' ');
    if (HEDGE.test(lead)) return doubt(HEDGED);
    if (after.some((other) => other.kind === 'word' && garbledFigure(other.text))) return doubt(GARBLED);
    const figures = after.filter((other) => other.kind === 'figure' && !other.figure!.blank);
    const measures: Measure[] = [];
    for (const figure of figures) {
      const unit = figure.figure!.unit ?? defaultUnit;
      if (!unit?.unit) {
        if (figure.figure!.value === null && figures.length === 1) {
          measures.push({
            figure: figure.figure!,
            unit: '%',
            item: null,
            basis: null,
            column: 'the sentence that names it (nothing is nothing in any unit)',
            table: null,
            columnIndex: null,
            unitless: true,
          });
          continue;
        }
        return doubt(NO_UNIT);
      }
      if (measures.some((known) => known.unit === unit.unit && known.item === unit.item)) return doubt(SEVERAL);
      measures.push({
        figure: figure.figure!,
        unit: unit.unit,
        item: unit.item,
        basis: null,
        column: figure.figure!.unit
          ? 'the sentence that names it'
          : 'the sentence that names it, in its heading’s unit',
        table: null,
        columnIndex: null,
      });
    }
    rows.push({ name, label: cell.text, formula: cell.formula ?? null, line, inTable: false, measures });
  });
  return rows;
}
