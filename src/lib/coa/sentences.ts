/**
 * Cannabinoid results written as sentences ("THCA was found at 24.31 % (w/w). Δ9-THC was found at 0.62 %."). Such a
 * line is never a row of a grid: its figures are not in the header's columns, and read as cells they land under the
 * wrong analytes. Each analyte takes the figures that follow its own name, up to the next name; a name with no figure
 * of its own, a figure with no unit or a figure hedged by words ("below", "less than") leaves the analyte unsure.
 */
import { analyteById, TOTAL_PARTS, type AnalyteId } from './analytes.ts';
import { LANGUAGES } from './languages.ts';
import { garbledFigure, lineOf, type Cell, type DecimalStyle, type TextLine } from './lines.ts';
import { findNames, type NameMatch } from './names.ts';
import type { Measure, RowRead } from './table.ts';
import type { UnitInfo } from './units.ts';
import { oncePerLine, oncePerParse } from './perParse.ts';

/** Words that make a figure a bound or a comparison, not the analyte's result. */
const HEDGE =
  /\b(?:below|under|less|above|over|exceed\w*|limits?|lo[dq]|than|approx\w*|about|around|range|between|average|mean|up)\b|[<>≤≥~±]/i;

/**
 * The same in other languages, as words: a limit's name ("LC", "Bestimmungsgrenze", "límite"), "below" and "about".
 */
const HEDGE_WORDS: ReadonlySet<string> = new Set([
  ...['lc', 'lq', 'ld', 'bg', 'ng', 'nwg', 'lloq', 'pql', 'mdl', 'rl', 'mrl'],
  ...LANGUAGES.flatMap((language) =>
    [...(language.heads.limit ?? []), ...(language.heads.loq ?? []), ...(language.heads.lod ?? [])].filter(
      (word) => !word.includes(' '),
    ),
  ),
  ...['inferior', 'menor', 'menos', 'debajo', 'inférieur', 'inférieure', 'moins', 'unter', 'unterhalb', 'kleiner'],
  ...['weniger', 'sotto', 'inferiore', 'minore', 'abaixo', 'onder', 'poniżej', 'superior', 'mayor', 'encima'],
  ...['supérieur', 'über', 'oberhalb', 'größer', 'sopra', 'superiore', 'maggiore', 'acima', 'boven', 'aprox'],
  ...['aproximadamente', 'environ', 'etwa', 'circa', 'ca', 'cerca', 'entre', 'zwischen', 'tra'],
]);

/** Whether the words before a figure make it a bound or a comparison, in any language the reader knows. */
export function hedged(words: string): boolean {
  return (
    HEDGE.test(words) ||
    words
      .toLowerCase()
      .split(/\P{L}+/u)
      .some((word) => HEDGE_WORDS.has(word))
  );
}

/** "not detected" written out in the words after a name that has no figure: "Δ8-THC was not detected." */
export const NOT_DETECTED_WORDS = /\bnot\s+detected\b|\(nd\)|\bn\.d\./i;

/**
 * "Not detected" said before the name, in its sentence: "No se detecta Δ8-THC (LC 0,02 %)", "Nicht nachgewiesen
 * wurde Δ8-THC".
 */
const NOT_DETECTED_BEFORE: readonly string[] = [
  ...LANGUAGES.flatMap((language) => language.notDetected),
  ...['not detected', 'no se detecta', 'no se detectan', 'no se detectó', 'no se detectaron', 'não se detecta'],
  ...['não foi detectado', 'non si rileva', 'non è stato rilevato', "n'est pas détecté", 'nicht nachgewiesen'],
];
const saysNotDetected = (words: string) => {
  const lower = words.toLowerCase();
  return NOT_DETECTED_BEFORE.some((phrase) => lower.includes(phrase));
};

/** The word that ties a figure to the name after it: "0,18 % de Δ9-THC", "0.18 % of THCA", "0,2 % di CBD". */
export const LINK_WORDS: ReadonlySet<string> = new Set([
  'of',
  'de',
  'del',
  'di',
  'du',
  'des',
  'do',
  'da',
  'van',
  'von',
  'aan',
]);

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

/** A sign of a formula between names: "Δ9-THC + 0,877 × THCA". */
const FORMULA_SIGN = /^[+×x*=]$/;
const CLOSING = /\)[.,;:]*$/;

/**
 * The cells with each formula in brackets inside a sentence ("… de 0,49 % (Δ9-THC + 0,877 × THCA).") made words: its
 * names and its factor are no analyte's figure.
 */
function withoutBracketedFormulas(cells: readonly Cell[]): readonly Cell[] {
  let result: Cell[] | null = null;
  for (let at = 0; at < cells.length; at += 1) {
    if (!cells[at]!.text.startsWith('(')) continue;
    let end = at;
    while (end < cells.length - 1 && !CLOSING.test(cells[end]!.text) && cells[end + 1]!.piece === cells[at]!.piece)
      end += 1;
    if (!CLOSING.test(cells[end]!.text)) continue;
    const group = cells.slice(at, end + 1);
    if (group.filter(counted).length < 2 || !group.some((cell) => FORMULA_SIGN.test(cell.text))) continue;
    result ??= [...cells];
    for (let index = at; index <= end; index += 1) result[index] = { ...cells[index]!, kind: 'word' };
    at = end;
  }
  return result ?? cells;
}

/** A paragraph's lines read as one: no more are joined, so a long letter is read line by line past them. */
const MAX_JOINED_LINES = 24;
/** Lines joined, at most, before the joined text must read as sentences (each one more is read again). */
const MAX_LINES_TO_A_SENTENCE = 2;
/** A sentence's end at a line's end: its next line starts another. */
const CLOSED = /[.!?:;]\)?$/;
const LOWER_WORD = /(?:^|[\s(])\p{Ll}{2,}/gu;
/** How many words in lower case a line's word cells hold (counted once per parse for a line printed again). */
const lowerWords = oncePerLine((line: TextLine) =>
  line.cells.reduce((sum, cell) => sum + (cell.kind === 'word' ? (cell.text.match(LOWER_WORD)?.length ?? 0) : 0), 0),
);

/**
 * The lines with each sentence a letter or an e-mail wraps where its line is full ("la muestra contiene 0,18 % de"
 * over "THCA, lo que da …") joined into one line, numbered as its first: a figure and its name on two lines are
 * one sentence's. Only lines of words in one piece are joined (never a grid's rows), and only where the joined line
 * reads as sentences.
 */
export function withSentencesRejoined(lines: readonly TextLine[], style: DecimalStyle): readonly TextLine[] {
  let result: TextLine[] | null = null;
  for (let at = 0; at < lines.length; at += 1) {
    let line = lines[at]!;
    const first = at;
    // The lines joined so far, which may read as sentences only once a line or two more are joined ("THCA and Δ9-THC
    // were" / "both not detected (LOQ 0,05 %), and CBDA" / "was found at 0,08 %.").
    let joined = line;
    let end = at;
    let pending = 0;
    while (
      end - first < MAX_JOINED_LINES &&
      pending < MAX_LINES_TO_A_SENTENCE &&
      joined.pieces === 1 &&
      !joined.page &&
      !CLOSED.test(joined.text) &&
      lowerWords(joined) >= 2
    ) {
      const next = lines[end + 1];
      if (!next || next.pieces !== 1 || next.page || next.newPage) break;
      // Two words in lower case between names ("THCA and Δ9-THC were") go on only where the next line's first word is
      // in lower case too ("both not detected"): a sentence cut where its line was full.
      if (lowerWords(joined) < 3 && !/^\s*\p{Ll}/u.test(next.text)) break;
      joined = lineOf(`${joined.text} ${next.text.trim()}`, line.number, style);
      end += 1;
      if (isSentenceLine(joined)) {
        line = joined;
        at = end;
        pending = 0;
      } else if (joined.cells.some(counted)) pending += 1;
      // Words that name no cannabinoid make no sentence of its results however many lines are joined.
      else break;
    }
    if (at > first) result ??= lines.slice(0, first);
    result?.push(line);
  }
  return result ?? lines;
}

/** A figure printed with its unit (or "ND"), as a sentence's result is. */
const statedFigure = (cell: Cell | undefined) =>
  cell?.kind === 'figure' && !cell.figure!.blank && (cell.figure!.unit !== null || cell.figure!.value === null);

/**
 * A name, then words, then a figure with its unit (or "ND"), all in one piece of the line; or a name, then words
 * saying it was not found. ("CBD (olive oil), vial 10 ml" is a product's name.)
 */
function wordsBeforeFigure(cells: readonly Cell[], at: number): boolean {
  const name = cells[at]!;
  const words = cells[at + 1];
  const figure = cells[at + 2];
  if (words?.kind === 'word' && words.piece === name.piece && NOT_DETECTED_WORDS.test(words.text)) return true;
  // "THC was found at l.24 %": a figure a scan garbled among the words is still where the sentence gives its result.
  if (words?.kind === 'word' && words.piece === name.piece && /[a-z]{2}/i.test(words.text) && garbledFigure(words.text))
    return true;
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
  // "0,18 % de Δ9-THC": a figure tied to the name after it by a word; "no se detecta CBD": nothing found, said first.
  for (const [at, cell] of cells.entries()) {
    const before = cells[at - 1];
    if (!counted(cell) || before?.kind !== 'word' || before.piece !== cell.piece) continue;
    const tied = LINK_WORDS.has(before.text.toLowerCase()) && statedFigure(cells[at - 2]);
    if (tied || saysNotDetected(before.text)) worded += 1;
  }
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
/** Words that list names together: "CBD and CBDA", "CBD, CBDA", "CBD y CBDA". */
const LIST_JOINERS = /^(?:[,&aeiy]|and|et|und|en|og|och|ja|és)$/i;
const HEDGED = 'This sentence gives a cannabinoid’s figure as a bound or a comparison, not as its result.';
const NO_UNIT = 'This sentence gives a cannabinoid’s figure with no unit, and nothing says which unit it is in.';
const GARBLED =
  'This sentence prints a figure whose digits could not be read (garbled by a scan, or two cells run together).';
const FIGURE_FIRST =
  'This sentence prints figures before the cannabinoids’ names, so which figure is whose cannot be told.';
const SEVERAL =
  'This sentence gives a cannabinoid several figures in one unit, and which one is its result cannot be told.';

/**
 * The figures tied to the name after them by a word ("0,18 % de Δ9-THC", "0.35 % of THCA"): each the next name's,
 * by the name's index, with the figure's.
 */
function boundFigures(cells: readonly Cell[]): Map<number, number> {
  const bound = new Map<number, number>();
  for (const [at, cell] of cells.entries()) {
    const link = cells[at + 1];
    const name = cells[at + 2];
    if (!statedFigure(cell) || /[,;.]$/.test(cell.text) || link?.kind !== 'word' || !name || !counted(name)) continue;
    if (link.piece !== cell.piece || name.piece !== cell.piece || !LINK_WORDS.has(link.text.toLowerCase())) continue;
    // (Its short name in brackets after it is the same name's: "0,06 % de Cannaibidhióil (CBD)".)
    const short = cells[at + 3];
    const sameShort =
      short !== undefined &&
      counted(short) &&
      short.piece === name.piece &&
      short.text.startsWith('(') &&
      short.name!.id === name.name!.id &&
      short.name!.total === name.name!.total;
    bound.set(sameShort ? at + 3 : at + 2, at);
  }
  return bound;
}

/** The rows a sentence-like line gives, each analyte with the figures after its own name. */
export function sentenceRows(line: TextLine, defaultUnit: UnitInfo | null, unsure: Unsure): RowRead[] {
  const rows: RowRead[] = [];
  const cells = withoutBracketedFormulas(line.cells);
  const bound = boundFigures(cells);
  const boundAt = new Set(bound.values());
  const isFigure = (cell: Cell, at: number) => cell.kind === 'figure' && !cell.figure!.blank && !boundAt.has(at);
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
    else if (isFigure(cell, at) && (!named || beforeName)) figureFirst.add(sentence);
    if (FULL_STOP.test(cell.text)) {
      sentence += 1;
      named = false;
    }
  }
  const measureOf = (figure: Cell, unit: UnitInfo): Measure => ({
    figure: figure.figure!,
    unit: unit.unit!,
    item: unit.item,
    basis: null,
    column: figure.figure!.unit ? 'the sentence that names it' : 'the sentence that names it, in its heading’s unit',
    table: null,
    columnIndex: null,
  });
  const notDetected = (): Measure => ({
    figure: { raw: 'not detected', value: null, qualifier: 'not detected', blank: false, decimals: 0, unit: null },
    unit: defaultUnit?.unit ?? '%',
    item: defaultUnit?.item ?? null,
    basis: null,
    column: 'the sentence that names it',
    table: null,
    columnIndex: null,
    unitless: !defaultUnit?.unit,
  });
  // "Cannaibidhióil (CBD)": a name spelled out, then its short name in brackets, is one name, read at the second.
  const spelledOut = (at: number) => {
    const next = cells[at + 1];
    // (Asked of the cell before a name too, which may be a word: "Acid" / "canabidiolic (CBDA)".)
    return (
      counted(cells[at]!) &&
      next !== undefined &&
      counted(next) &&
      next.piece === cells[at]!.piece &&
      next.text.startsWith('(') &&
      next.name!.id === cells[at]!.name!.id &&
      next.name!.total === cells[at]!.name!.total
    );
  };
  // "l,08 % of Delta-10-THC": a figure a scan garbled, tied to the name after it by a word, is that name's.
  const garbledTiedBefore = (at: number) => {
    let back = at - 1;
    if (cells[back]?.kind === 'word' && LINK_WORDS.has(cells[back]!.text.toLowerCase())) back -= 1;
    else return false;
    while (cells[back]?.kind === 'unit' || cells[back]?.text === '%') back -= 1;
    const figure = cells[back];
    return figure?.kind === 'word' && sentenceOf[back] === sentenceOf[at] && garbledFigure(figure.text);
  };
  const listed: { at: number; next: number; name: NameMatch; label: string; doubt: (text: string) => void }[] = [];
  // The row each name's cell gave, for the names listed before it.
  const rowAt = new Map<number, RowRead>();
  const read = (at: number, row: RowRead) => {
    rows.push(row);
    rowAt.set(at, row);
  };
  cells.forEach((cell, at) => {
    if (!counted(cell) || spelledOut(at)) return;
    const printed = cell.name!;
    const name = totalOfFormula(printed, cell.formula);
    const id = printed.id;
    const doubt = (text: string) => {
      if (id && COMPONENTS.has(id)) unsure(text, [id], [line]);
      else if (name?.total === 'thc' || name?.total === 'cbd') unsure(text, [TOTAL_PARTS[name.total].acid], [line]);
      // A converted cannabinoid beside a figure that cannot be placed may be over a trace: never passed in silence.
      else if (id && analyteById(id).converted && text !== NO_FIGURE) unsure(text, [id], [line]);
    };
    if (!name) return doubt(NO_FIGURE);
    const tied = bound.get(at);
    if (tied !== undefined) {
      const figure = cells[tied]!;
      const unit = figure.figure!.unit ?? defaultUnit;
      if (!unit?.unit) return doubt(NO_UNIT);
      read(at, {
        name,
        label: cell.text,
        formula: cell.formula ?? null,
        line,
        inTable: false,
        measures: [measureOf(figure, unit)],
      });
      return;
    }
    if (figureFirst.has(sentenceOf[at]!)) return doubt(FIGURE_FIRST);
    // The words before the name in its sentence, back to the last name or figure: "No se detecta Δ8-THC".
    let before = '';
    const from = at > 0 && spelledOut(at - 1) ? at - 2 : at - 1;
    for (let back = from; back >= 0 && cells[back]!.kind === 'word' && sentenceOf[back] === sentenceOf[at]; back -= 1)
      before = `${cells[back]!.text} ${before}`;
    const negated = !name.total && saysNotDetected(before);
    const notFound = () => {
      read(at, { name, label: cell.text, formula: null, line, inTable: false, measures: [notDetected()] });
    };
    // The figures after the name, up to the next name or the sentence's full stop.
    const after: { cell: Cell; at: number }[] = [];
    for (let next = at + 1; next < cells.length && !counted(cells[next]!); next += 1) {
      after.push({ cell: cells[next]!, at: next });
      if (FULL_STOP.test(cells[next]!.text)) break;
    }
    // "CBD and CBDA were not detected": a name with only a joining word before the next name shares its reading.
    const nextName = after.length > 0 ? after.at(-1)!.at + 1 : -1;
    if (
      after.length > 0 &&
      after.every((other) => other.cell.kind === 'word' && LIST_JOINERS.test(other.cell.text)) &&
      cells[nextName] &&
      sentenceOf[nextName] === sentenceOf[at]
    ) {
      listed.push({ at, next: nextName, name, label: cell.text, doubt });
      return;
    }
    const firstFigure = after.findIndex((other) => isFigure(other.cell, other.at));
    if (firstFigure < 0) {
      if (after.some((other) => other.cell.kind === 'word' && garbledFigure(other.cell.text))) return doubt(GARBLED);
      if (garbledTiedBefore(at)) return doubt(GARBLED);
      const words = after.map((other) => other.cell.text).join(' ');
      if ((NOT_DETECTED_WORDS.test(words) || negated) && !name.total) return notFound();
      return doubt(NO_FIGURE);
    }
    const lead = after
      .slice(0, firstFigure)
      .map((other) => other.cell.text)
      .join(' ');
    // "No se detecta Δ8-THC (LC 0,02 %)": the figure is the limit it was not found above.
    if (hedged(lead)) return negated ? notFound() : doubt(HEDGED);
    if (after.some((other) => other.cell.kind === 'word' && garbledFigure(other.cell.text))) return doubt(GARBLED);
    // A figure after a limit's word ("not detected (LOQ 0.05 %)") is that limit, no result of the name.
    const figures = after
      .filter((other) => isFigure(other.cell, other.at))
      .filter((other) => !(cells[other.at - 1]?.kind === 'word' && hedged(cells[other.at - 1]!.text)))
      .map((other) => other.cell);
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
      measures.push(measureOf(figure, unit));
    }
    read(at, { name, label: cell.text, formula: cell.formula ?? null, line, inTable: false, measures });
  });
  // A listed name takes the reading of the name it is listed with when that one was not found (none of either),
  // never a figure, which may be either's or their sum.
  for (const entry of listed.reverse()) {
    const shared = rowAt.get(entry.next);
    if (!shared || shared.measures.some((measure) => measure.figure.value !== null)) {
      entry.doubt(NO_FIGURE);
      continue;
    }
    const row: RowRead = { ...shared, name: entry.name, label: entry.label, formula: null, measures: shared.measures };
    rows.push(row);
    rowAt.set(entry.at, row);
  }
  return rows;
}
