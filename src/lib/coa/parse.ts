/**
 * Reads the text of a certificate of analysis (pasted, or the text layer of its PDF) into cannabinoid
 * results, the panels it reports and what the product is. It reads the layouts labs print: one row per
 * analyte, two analytes per line, percent and mg/g side by side, per-serving tables, decimal commas,
 * ND / <LOQ / <LOD. It never corrects a value: odd numbers are kept as printed for the rules to question.
 */
import { findNames, type AnalyteId, type LabTotalId, type NameMatch } from './analytes.ts';
import { overallFailure, statusIn, type StatusKind } from './panelStatus.ts';

export type Unit = '%' | 'mg/g' | 'mg/mL' | 'mg/unit' | 'mg/package';

export const UNIT_WORDS: Readonly<Record<Unit, string>> = {
  '%': '%',
  'mg/g': 'mg/g',
  // A tincture or a drink is dosed by volume: its figures stay per millilitre, never read as a share of weight.
  'mg/mL': 'mg/mL',
  // Labs print a dose per serving; "unit" is only this code's name for it.
  'mg/unit': 'mg per serving',
  'mg/package': 'mg per package',
};

export interface Measurement {
  unit: Unit;
  /** The number as printed; null for ND, <LOQ and <LOD. */
  value: number | null;
  /** Why there is no number. */
  qualifier: 'not detected' | 'below LOQ' | 'below LOD' | null;
}

export interface AnalyteResult {
  id: AnalyteId;
  measurements: Measurement[];
}

/** A figure of the lab's own total, with the decimals it was printed with (what rounding it allows). */
export interface PrintedMeasurement extends Measurement {
  decimals: number;
}

/** A total the lab prints ("Total THC", "Total Δ9-THC", "Total Cannabinoids"), before or after its table. */
export interface LabTotal {
  id: LabTotalId;
  measurements: PrintedMeasurement[];
}

export const PANELS = [
  { id: 'cannabinoids', label: 'cannabinoids', pattern: /cannabinoid|potency/i },
  { id: 'terpenes', label: 'terpenes', pattern: /terpen/i },
  { id: 'pesticides', label: 'pesticides', pattern: /pesticide/i },
  { id: 'heavyMetals', label: 'heavy metals', pattern: /heavy\s+metal/i },
  { id: 'microbial', label: 'microbial impurities', pattern: /microb/i },
  { id: 'mycotoxins', label: 'mycotoxins', pattern: /mycotoxin/i },
  { id: 'residualSolvents', label: 'residual solvents', pattern: /residuals?\s+solvent/i },
  { id: 'moisture', label: 'moisture', pattern: /moisture/i },
  { id: 'waterActivity', label: 'water activity', pattern: /water\s+activity/i },
  { id: 'foreignMaterial', label: 'foreign material', pattern: /foreign\s+(?:material|matter)|filth/i },
] as const;

export type PanelId = (typeof PANELS)[number]['id'];

export type ProductKind = 'flower' | 'extract' | 'edible' | 'unknown';

/** What the certificate says about one panel. */
export interface PanelReading {
  id: PanelId;
  /** blank: the panel is named, but no status is printed for it. */
  kind: StatusKind | 'blank';
  /** The status word as printed; null when blank. */
  word: string | null;
  /** Whether the word was read on the panel's own line or on one analyte line inside it. */
  from: 'panel' | 'analyte';
}

export interface ParsedCoa {
  results: AnalyteResult[];
  /** The lab's own totals, as printed: never counted as analytes, compared with the computed ones. */
  labTotals: LabTotal[];
  /** Panels the certificate reports as passed (for cannabinoids and terpenes: reported at all). */
  panels: PanelId[];
  /** Every status read, one per panel, the gravest kept: a fail over a status that is not a pass, over a pass. */
  readings: PanelReading[];
  /**
   * Result columns the reader could not tell apart (two or more with no unit), or a transposed row whose figures
   * do not match its analytes: nothing is read from them, and the verdict says so instead of guessing.
   */
  unsureColumns: number;
  /**
   * The lab's totals printed where their column cannot be told (a totals row that leaves limit cells blank between
   * result columns): not compared with the rows, and no doubt cast on the rows themselves.
   */
  unplacedLabTotals: LabTotalId[];
  /** The word of an overall verdict line that reads as a failure ("RESULT: FAIL"), or null. */
  overallFailure: string | null;
  productKind: ProductKind;
  /** Weight of one unit or serving, in grams, when the COA prints it. */
  unitWeightGrams: number | null;
}

/** Panels with no pass or fail of their own: reported at all is what counts. */
const CONTENT_PANELS: readonly PanelId[] = ['cannabinoids', 'terpenes'];

/**
 * Longest line read as a table row or header. A certificate's rows are a few hundred characters; reading cells
 * of a longer line would cost time for nothing. Status words are read on lines of any length.
 */
export const MAX_TABLE_LINE_CHARS = 2_000;

const GRAVITY: Readonly<Record<PanelReading['kind'], number>> = { blank: 0, passed: 1, 'not-passed': 2, failed: 3 };

/**
 * The words that name a product's form. A product name often holds a sweet or a form word that is only part of a
 * strain's name ("Kush Mints Pre-Roll", "Girl Scout Cookies Smalls", "Chocolate Thai Vape Cart"); its form is the
 * last such word it holds.
 */
const FORM_WORDS =
  /\b(?:(?<edible>edibles?|gumm\w*|chocolates?|beverages?|drinks?|cand(?:y|ies)|cookies?|brownies?|chews?|tablets?|capsules?|mints?|lozenges?)|(?<extract>concentrates?|extracts?|vapes?|vapori[sz]\w*|cart(?:ridge)?s?|distillates?|derivatives?|oils?|tinctures?|rosin|resin|wax|shatter|badder|budder|hash|kief|isolates?|topicals?|syringes?|diamonds?|pods?)|(?<flower>flowers?|buds?|pre-?rolls?|joints?|plants?|shake|trim|smalls|popcorn|inflorescences?))\b/giu;

export function classifyProduct(description: string): ProductKind {
  let kind: ProductKind = 'unknown';
  for (const match of description.matchAll(FORM_WORDS)) {
    const groups = match.groups!;
    kind = groups.edible ? 'edible' : groups.extract ? 'extract' : 'flower';
  }
  return kind;
}

/** "18,42" and "18.42" are the same number; "1,234.5" keeps its thousands separator out. */
export function parseNumber(raw: string): number | null {
  let text = raw.trim();
  if (!/^[-−–]?\d+(?:[.,]\d+)*$/.test(text)) return null;
  text = text.replace(/^[−–]/, '-');
  if (text.includes(',') && text.includes('.')) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Digits after the last decimal mark: "23.78" has 2, "1,234.5" has 1, "24" has 0. */
function decimalsOf(raw: string): number {
  const mark = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
  return mark < 0 ? 0 : raw.length - mark - 1;
}

/** A dose per serving, as labs write it after "mg/". */
const PER_SERVING = /^mg\/(?:serving|serv|srv|piece|gummy|each|dose|capsule|tablet)$/;
/**
 * A dose per package. Labs print "per unit" for the unit sold (a bottle, a bar, a pack of gummies), not for a
 * serving: a 30 mL tincture's "mg/unit" is the whole bottle.
 */
const PER_PACKAGE = /^mg\/(?:package|pkg|container|pack|unit|bottle)$/;

function unitOf(raw: string): Unit | null {
  const text = raw.toLowerCase().replace(/\s+/g, '');
  if (text === '%' || text === '%w/w' || text === 'percent' || text === 'wt%') return '%';
  if (text === 'mg/g') return 'mg/g';
  if (text === 'mg/ml') return 'mg/mL';
  if (PER_SERVING.test(text)) return 'mg/unit';
  if (PER_PACKAGE.test(text)) return 'mg/package';
  return null;
}

/** Writes units and qualifiers the same way whatever the lab's spacing ("< LOQ", "mg / g", "mg per serving"). */
function normaliseSegment(text: string): string {
  return text
    .replace(/[()[\]]/g, ' ')
    .replace(/<\s+/g, '<')
    .replace(/\bmg\s*\/\s*/gi, 'mg/')
    .replace(/\bmg\s+per\s+/gi, 'mg/')
    .replace(/(\d)\s*(%)/g, '$1$2');
}

interface ValueToken {
  value: number | null;
  /** Digits after the decimal mark, as printed. */
  decimals: number;
  qualifier: Measurement['qualifier'];
  unit: Unit | null;
}

const IGNORED_WORDS = /^(?:pass(?:ed)?|fail(?:ed)?|n\/?a|[—–\-†|]|\*+|\.{2,}|_+)$/i;

/**
 * The value tokens of one row segment, or null when the segment holds words that are not values (prose such
 * as a product name or a formula): such a line is not a result row.
 */
function valueTokens(segment: string): { tokens: ValueToken[]; rowUnit: Unit | null } | null {
  const tokens: ValueToken[] = [];
  let rowUnit: Unit | null = null;
  for (const word of normaliseSegment(segment)
    .split(/[\s|;:]+/)
    .filter(Boolean)) {
    const qualifier = /^(?:ND|N\.D\.|n\/d)$/i.test(word)
      ? 'not detected'
      : /^<LOQ$/i.test(word)
        ? 'below LOQ'
        : /^<LOD$/i.test(word)
          ? 'below LOD'
          : /^<[\d.,]+$/.test(word)
            ? 'below LOQ'
            : null;
    if (qualifier) {
      tokens.push({ value: null, decimals: 0, qualifier, unit: null });
      continue;
    }
    const withUnit = /^([-−–]?\d+(?:[.,]\d+)*)(%|mg\/[a-z]+)?$/i.exec(word);
    if (withUnit) {
      const value = parseNumber(withUnit[1]!);
      const unit = withUnit[2] ? unitOf(withUnit[2]) : null;
      if (value === null || (withUnit[2] && !unit)) return null;
      tokens.push({ value, decimals: decimalsOf(withUnit[1]!), qualifier: null, unit });
      continue;
    }
    const unit = unitOf(word);
    if (unit) {
      // A unit standing alone belongs to the value before it, or, in a "Units" column, to the row.
      const previous = tokens.at(-1);
      if (previous && previous.unit === null && previous.value !== null) previous.unit = unit;
      else rowUnit = unit;
      continue;
    }
    if (IGNORED_WORDS.test(word)) continue;
    return null;
  }
  if (rowUnit) for (const token of tokens) token.unit ??= rowUnit;
  return { tokens, rowUnit };
}

type ColumnKind = { kind: 'name' | 'limit' | 'units' | 'other' } | { kind: 'value'; unit: Unit | null };

/** What one header cell says about its column. */
function columnOf(cell: string): ColumnKind {
  const text = cell.toLowerCase();
  if (/^(?:analyte|compound|cannabinoid|name|test)s?\b/.test(text)) return { kind: 'name' };
  if (/\blo[dq]\b|limit|action|spec/.test(text)) return { kind: 'limit' };
  if (/^units?$/.test(text)) return { kind: 'units' };
  if (/mg\s*\/\s*g/.test(text)) return { kind: 'value', unit: 'mg/g' };
  if (/mg\s*\/\s*ml/.test(text)) return { kind: 'value', unit: 'mg/mL' };
  if (/mg\s*(?:\/|per)\s*(?:serving|serv|srv|piece|gummy|each|dose|capsule|tablet)/.test(text))
    return { kind: 'value', unit: 'mg/unit' };
  if (/mg\s*(?:\/|per)\s*(?:package|pkg|container|pack|unit|bottle)/.test(text))
    return { kind: 'value', unit: 'mg/package' };
  if (/%|percent/.test(text)) return { kind: 'value', unit: '%' };
  if (/result|amount|conc|mass|value/.test(text)) return { kind: 'value', unit: null };
  return { kind: 'other' };
}

/**
 * "mg per serving", "Per Serving (mg)" and "mg / g" written as one word each ("mg/serving", "mg/g"), so that a
 * header split on single spaces keeps them and a per-dose column is known by its unit.
 */
function joinUnits(line: string): string {
  return line
    .replace(/\bmg\s+per\s+/gi, 'mg/')
    .replace(/\bper\s+(serving|package|pkg|unit|container|bottle|piece)\b(?:\s*\(mg\))?/gi, 'mg/$1')
    .replace(/\bmg\s*\/\s*/gi, 'mg/');
}

/** A table header's columns, in order: "Analyte LOD LOQ Result (%) Result (mg/g)". */
function headerColumns(line: string): ColumnKind[] | null {
  if (!/\b(?:LOD|LOQ|result|amount|conc|analyte|compound)\b|mg\s*\/\s*g|%/i.test(line)) return null;
  const joined = joinUnits(line);
  let cells = joined
    .split(/[\t|;]|\s{2,}/)
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length < 2) {
    // Single spaces: a parenthesised unit, of one word or more, belongs to the word before it.
    cells = [];
    let open = false;
    for (const word of joined.split(/\s+/).filter(Boolean)) {
      if (open || (word.startsWith('(') && cells.length > 0)) {
        cells[cells.length - 1] += ` ${word}`;
        open = !word.includes(')') && (open || word.startsWith('('));
      } else cells.push(word);
    }
  }
  const columns = cells.map(columnOf);
  return columns.some((column) => column.kind === 'value') ? columns : null;
}

/** Units a lab prints for columns that hold no cannabinoid (ppm, CFU/g): they name a column, not a result. */
const OTHER_UNIT = /^(?:µg\/g|ug\/g|ppm|ppb|cfu\/g|aw)$/i;

/**
 * The second line of a header split over two ("Result Result" above "(%) (mg/g)"): a unit per cell and nothing
 * else, or null.
 */
function unitsLine(line: string): (Unit | null)[] | null {
  const words = joinUnits(line)
    .split(/[\s|;]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const units: (Unit | null)[] = [];
  for (const word of words) {
    const inner = word.replace(/^\(/, '').replace(/\)$/, '');
    const unit = unitOf(inner);
    if (unit) units.push(unit);
    else if (OTHER_UNIT.test(inner)) units.push(null);
    else return null;
  }
  return units;
}

/** The header's columns with the units of the line under it, matched from the right (the name column has none). */
function withUnitsLine(columns: ColumnKind[], units: (Unit | null)[]): ColumnKind[] {
  const start = columns.length - units.length;
  return columns.map((column, index) =>
    index >= start && column.kind === 'value' ? { kind: 'value', unit: units[index - start] ?? null } : column,
  );
}

/** Result columns of a header that name no unit: with two or more, which is which cannot be known. */
function unitlessResultColumns(columns: ColumnKind[] | null): number {
  return columns
    ? [...columnsBeforeName(columns), ...numericColumns(columns)].filter(
        (column) => column.kind === 'value' && column.unit === null,
      ).length
    : 0;
}

/** A figure as a cell of a table holds it: a number, ND, <LOQ. */
const FIGURE_WORD = /^(?:[-−–]?\d[\d.,]*%?|ND|N\.D\.|n\/d|<LOQ|<LOD|<[\d.,]+)$/i;

/**
 * A row of a transposed table ("%  21.30  0.44  ND"): the column its label names, and the figures after it; null
 * when the line does not start with a label followed by figures.
 */
function acrossRow(line: string): { column: ColumnKind; figures: string } | null {
  const words = joinUnits(line.replace(/<\s+/g, '<'))
    .split(/[\s|;]+/)
    .filter(Boolean);
  const first = words.findIndex((word) => FIGURE_WORD.test(word));
  if (first < 1) return null;
  const column = columnOf(words.slice(0, first).join(' '));
  return column.kind === 'value' || column.kind === 'limit' ? { column, figures: words.slice(first).join(' ') } : null;
}

const holdsFigures = (column: ColumnKind) => column.kind !== 'units' && column.kind !== 'name';

/** The columns that hold numbers for one analyte (the part after the first name column, up to a second one). */
function numericColumns(columns: ColumnKind[]): ColumnKind[] {
  const first = columns.findIndex((column) => column.kind === 'name');
  const next = columns.findIndex((column, index) => index > first && column.kind === 'name');
  return columns.slice(first + 1, next > first ? next : undefined).filter(holdsFigures);
}

/** The columns printed before the analyte's name ("Result (%) | Result (mg/g) | Analyte | LOD | LOQ"). */
function columnsBeforeName(columns: ColumnKind[] | null): ColumnKind[] {
  const first = columns ? columns.findIndex((column) => column.kind === 'name') : -1;
  return first > 0 ? columns!.slice(0, first).filter(holdsFigures) : [];
}

interface ReadToken {
  token: ValueToken;
  unit: Unit;
}

/** A row whose figures cannot be placed in the header's columns: how many result columns are in doubt. */
interface Unsure {
  unsure: number;
}

const isResult = (column: ColumnKind) => column.kind === 'value';
const unitOfColumn = (column: ColumnKind) => (column.kind === 'value' ? column.unit : null);

/**
 * The column of the first figure of a pipe-ruled row ("|  | 18.73 |" puts it in the second), or null for a row
 * not ruled with pipes. Tabs are not counted: a tab can be alignment as well as a cell border.
 */
function firstFigureCell(segment: string): number | null {
  if (!segment.includes('|')) return null;
  const cells = segment.split('|').slice(1);
  const first = cells.findIndex((cell) => (valueTokens(cell)?.tokens.length ?? 0) > 0);
  return first < 0 ? null : first;
}

/**
 * The columns a row with fewer figures than its header fills: a totals row leaves LOD and LOQ blank. A pipe-ruled
 * row shows where its figures start; otherwise they line up with the result columns at the left or at the right,
 * whichever end holds only results. When both ends do and name different units, the row does not say which it is;
 * when neither does, the figures sit between limits: either way, null.
 */
function shortRowColumns(numeric: ColumnKind[], count: number, firstCell: number | null): ColumnKind[] | null {
  const ruled = firstCell === null ? [] : numeric.slice(firstCell, firstCell + count);
  if (ruled.length === count && ruled.every(isResult)) return ruled;
  const leading = numeric.slice(0, count);
  const trailing = numeric.slice(numeric.length - count);
  const leads = leading.every(isResult);
  const trails = trailing.every(isResult);
  if (leads && trails) {
    const same = leading.every((column, index) => unitOfColumn(column) === unitOfColumn(trailing[index]!));
    return same ? leading : null;
  }
  if (leads) return leading;
  if (trails) return trailing;
  return null;
}

/**
 * Reads a row's figures by the header's figure columns (null: no header). The figures of a row are placed by the
 * header only when the header tells where each is; otherwise by their printed units; otherwise, with no header, the
 * last figure is the result (labs print limits before results). A figure whose column cannot be known is not
 * guessed: the row is read as unsure, never as the lab's mistake.
 */
function rowMeasurements(
  tokens: ValueToken[],
  numeric: ColumnKind[] | null,
  defaultUnit: Unit,
  firstCell: number | null = null,
): ReadToken[] | Unsure {
  const read = (token: ValueToken, unit: Unit | null): ReadToken => ({
    token,
    unit: token.unit ?? unit ?? defaultUnit,
  });
  const byColumns = (placed: ColumnKind[]) =>
    tokens.flatMap((token, index) => (isResult(placed[index]!) ? [read(token, unitOfColumn(placed[index]!))] : []));
  if (tokens.length === 0) return [];
  const withUnits = tokens.filter((token) => token.unit !== null);
  if (numeric && numeric.length > 0) {
    if (numeric.length === tokens.length) return byColumns(numeric);
    if (withUnits.length === tokens.length) return tokens.map((token) => read(token, null));
    const results = numeric.filter(isResult).length;
    if (tokens.length < numeric.length) {
      const placed = shortRowColumns(numeric, tokens.length, firstCell);
      if (placed) return byColumns(placed);
      // Between limits, with one result column only: that column is the result's, as the last figure is.
      return results === 1 ? [read(tokens.at(-1)!, unitOfColumn(numeric.find(isResult)!))] : { unsure: 1 };
    }
    // More figures than the header has columns, none with a unit: a column the header does not name is in the row.
    if (withUnits.length === 0) return { unsure: 1 };
  }
  if (withUnits.length > 0) return withUnits.map((token) => read(token, null));
  return [read(tokens.at(-1)!, null)];
}

const isUnsure = (read: ReadToken[] | Unsure): read is Unsure => 'unsure' in read;

/**
 * The figures of the row a name starts, read by the header's columns on each side of it (results may be printed
 * before the analyte's name); null when the row holds words that are not figures.
 */
function figuresOfName(
  line: string,
  names: NameMatch[],
  index: number,
  columns: ColumnKind[] | null,
  defaultUnit: Unit,
): ReadToken[] | Unsure | null {
  const segment = line.slice(names[index]!.end, names[index + 1]?.index ?? line.length);
  const after = valueTokens(segment);
  const beforeColumns = index === 0 ? columnsBeforeName(columns) : [];
  const before = beforeColumns.length > 0 ? valueTokens(line.slice(0, names[0]!.index)) : { tokens: [] };
  if (!after || !before) return null;
  // Result columns without units: which is the share by weight cannot be known, so none is guessed.
  const unitless = unitlessResultColumns(columns);
  const unitlessFigures = [...before.tokens, ...after.tokens].filter((token) => token.unit === null).length;
  if (unitless >= 2 && unitlessFigures >= 2) return { unsure: unitless };
  const sides = [
    rowMeasurements(before.tokens, beforeColumns, defaultUnit),
    rowMeasurements(after.tokens, columns ? numericColumns(columns) : null, defaultUnit, firstFigureCell(segment)),
  ];
  return sides.find(isUnsure) ?? sides.flatMap((side) => (isUnsure(side) ? [] : side));
}

const asMeasurement = ({ token, unit }: ReadToken): Measurement => ({
  unit,
  value: token.value,
  qualifier: token.qualifier,
});

function unitWeightFrom(text: string): number | null {
  const match =
    /(?:unit|serving|piece|portion)\s*(?:weight|size|mass)[^0-9\n]{0,30}(\d+(?:[.,]\d+)?)\s*(mg|g)\b/i.exec(text) ??
    /(?:serving|unit)[^\n(]{0,50}\((\d+(?:[.,]\d+)?)\s*(mg|g)\)/i.exec(text);
  if (!match) return null;
  const value = parseNumber(match[1]!);
  if (value === null || value <= 0) return null;
  return match[2]!.toLowerCase() === 'mg' ? value / 1000 : value;
}

/** A line that says what kind of product the sample is: "Matrix: Flower", "Product Type: Concentrate". */
const PRODUCT_TYPE_LINE =
  /\b(?:matrix|sample\s+type|product\s+type|type|category|sample\s+matrix|product\s+category)\s*:(.+)$/i;
/**
 * A line that names the product, its form last ("Sample: Purple Punch #2 Flower", "Product Name: … Cartridge"),
 * at a line's start or after a tab or a wide gap; "Sample ID:" and "Client:" are not among them.
 */
const PRODUCT_NAME_LABEL =
  /(?:^|\t| {2})(?:product|sample|item|description|strain|commodity)(?: (?:name|description))? ?[:–—-]/gi;
/** Every match of the two patterns above holds one of these words: other lines are passed over at once. */
const PRODUCT_TYPE_HINT = /matrix|type|category/i;
const PRODUCT_NAME_HINT = /product|sample|item|description|strain|commodity/i;

function productKindFrom(lines: string[]): ProductKind {
  // Blank lines name nothing; a pasted page can be mostly blank lines.
  const filled = lines.filter((line) => line !== '');
  const typed = filled.map((line) => (PRODUCT_TYPE_HINT.test(line) ? PRODUCT_TYPE_LINE.exec(line)?.[1] : undefined));
  // Every such label on a line counts: "Sample: Sherbet #5    Product: Flower" names the form in its second.
  // Read with exec from lastIndex: matchAll copies the pattern for every line, which cost more than the read.
  const named: string[] = [];
  for (const line of filled) {
    if (!PRODUCT_NAME_HINT.test(line)) continue;
    const text = line.trimStart();
    PRODUCT_NAME_LABEL.lastIndex = 0;
    for (let label = PRODUCT_NAME_LABEL.exec(text); label; label = PRODUCT_NAME_LABEL.exec(text)) {
      named.push(text.slice(label.index + label[0].length));
    }
  }
  for (const value of [...typed, ...named]) {
    // A value ends where the next label on its line begins, after a tab or a wide gap.
    const kind = value === undefined ? 'unknown' : classifyProduct(value.trimStart().split(/\t| {2}/)[0]!);
    if (kind !== 'unknown') return kind;
  }
  return 'unknown';
}

/** Between two panel names, what leaves a panel without a status of its own: figures, units, "and", "/". */
const NO_STATUS_OF_ITS_OWN = /^[\s\d.,:;%/&|–—-]*(?:(?:and|aw)[\s\d.,:;%/&|–—-]*)*$/i;

/**
 * The status each panel named on a line is given: the words after its name, up to the next panel's name. A panel
 * with only figures of its own takes the next status on the line ("Moisture: 9.6 %   Water Activity: 0.49 — PASS",
 * "Moisture and Water Activity: PASS"); one with other words ("Cannabinoids: Complete") does not.
 */
function panelLineReadings(line: string): { id: PanelId; status: ReturnType<typeof statusIn> }[] {
  const mentions = PANELS.flatMap((panel) => {
    const match = panel.pattern.exec(line);
    return match ? [{ id: panel.id, start: match.index, end: match.index + match[0].length }] : [];
  }).sort((a, b) => a.start - b.start);
  const segments = mentions.map((mention, index) => line.slice(mention.end, mentions[index + 1]?.start ?? line.length));
  const statuses = segments.map(statusIn);
  return mentions.map((mention, index) => ({
    id: mention.id,
    status:
      statuses[index] ??
      (NO_STATUS_OF_ITS_OWN.test(segments[index]!)
        ? statuses.slice(index + 1).find((status) => status !== null)
        : null) ??
      null,
  }));
}

/** The lab's formula for its totals ("Total THC = THCA x 0.877 + Δ9-THC"): not a result. */
const TOTALS_FORMULA = /[=×]|\bx\s*0[.,]877/i;

export function parseCoaText(text: string): ParsedCoa {
  const lines = text
    .replace(/\u00a0/g, ' ')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  const named = new Set<PanelId>();
  const readings = new Map<PanelId, PanelReading>();
  const byId = new Map<AnalyteId, AnalyteResult>();
  const labTotals = new Map<LabTotalId, LabTotal>();
  const unplacedLabTotals = new Set<LabTotalId>();
  let overall: string | null = null;
  const hasCannabinoidHeading = lines.some((line) => PANELS[0].pattern.test(line) && findNames(line).length === 0);

  const read = (reading: PanelReading) => {
    const known = readings.get(reading.id);
    if (!known || GRAVITY[reading.kind] > GRAVITY[known.kind]) readings.set(reading.id, reading);
  };

  let section: PanelId | null = null;
  let columns: ColumnKind[] | null = null;
  let defaultUnit: Unit = '%';
  // Whether the line before was a header: a units line under it completes it.
  let afterHeader = false;
  let unsureColumns = 0;
  // A transposed table's analytes, in order, while its rows are read; and those it has read.
  let across: NameMatch[] | null = null;
  const readAcross = new Set<AnalyteId>();

  for (const line of lines) {
    if (!line) continue;
    const tableLine = line.length <= MAX_TABLE_LINE_CHARS;
    const headerBefore = afterHeader;
    afterHeader = false;
    const names = findNames(line);
    if (names.length === 0) {
      const mentioned = panelLineReadings(line);
      const panel = mentioned[0];
      if (panel) {
        // A summary line can name several panels ("Pesticides: Pass   Heavy Metals: Pass").
        for (const { id, status } of mentioned) {
          named.add(id);
          read({ id, kind: status?.kind ?? 'blank', word: status?.word ?? null, from: 'panel' });
        }
        // A heading starts a new table; a safety summary line ("Pesticides: Pass") changes nothing else.
        section = panel.id;
        const pattern = PANELS.find((candidate) => candidate.id === panel.id)!.pattern;
        columns = tableLine ? headerColumns(line.replace(pattern, '')) : null;
        afterHeader = columns !== null;
        across = null;
        const unitInHeading =
          /\((%|mg\s*\/\s*g|mg\s*\/\s*ml|mg\s*\/\s*(?:serving|unit))\)|(?:reported\s+(?:as|in)|units?\s*:)\s*(%|mg\s*\/\s*g)/i.exec(
            line,
          );
        if (panel.id === 'cannabinoids' && unitInHeading)
          defaultUnit = unitOf(unitInHeading[1] ?? unitInHeading[2]!) ?? '%';
        continue;
      }
    }
    // An analyte line's own status: a failed pesticide or microbe fails its panel, passes show the table's status.
    const failure = overallFailure(line);
    const rowStatus = failure ? null : statusIn(line);
    if (failure) overall ??= failure.word;
    else if (rowStatus && section !== null && rowStatus.kind !== 'not-passed')
      read({ id: section, kind: rowStatus.kind, word: rowStatus.word, from: 'analyte' });
    if (!tableLine) continue;
    if (names.length === 0) {
      const units = headerBefore && columns ? unitsLine(line) : null;
      if (units && columns) {
        columns = withUnitsLine(columns, units);
        continue;
      }
      const row = across ? acrossRow(line) : null;
      if (across && row) {
        if (row.column.kind !== 'value') continue;
        const unit = row.column.unit ?? defaultUnit;
        const tokens = valueTokens(row.figures)?.tokens;
        if (!tokens || tokens.length !== across.length) {
          unsureColumns = Math.max(unsureColumns, 1);
          continue;
        }
        across.forEach((name, index) => {
          if (name.id === null || (byId.has(name.id) && !readAcross.has(name.id))) return;
          const token = tokens[index]!;
          const measurement: Measurement = { unit: token.unit ?? unit, value: token.value, qualifier: token.qualifier };
          const known = byId.get(name.id);
          if (known) known.measurements.push(measurement);
          else byId.set(name.id, { id: name.id, measurements: [measurement] });
          readAcross.add(name.id);
        });
        continue;
      }
      across = null;
      const header = headerColumns(line);
      if (header) {
        columns = header;
        afterHeader = true;
      }
      continue;
    }
    across = null;
    if (TOTALS_FORMULA.test(line)) continue; // the lab's formula for totals, not a result
    const segmentOf = (index: number) => line.slice(names[index]!.end, names[index + 1]?.index ?? line.length);
    // The lab's totals are read wherever they are printed: in a summary above the table, in it, or below it.
    names.forEach((name, index) => {
      if (name.total === null || labTotals.has(name.total)) return;
      const figures = figuresOfName(line, names, index, columns, defaultUnit);
      if (!figures) return;
      // A total whose column cannot be known is not set against the rows: it is left out, and the verdict says so.
      if (isUnsure(figures)) {
        unplacedLabTotals.add(name.total);
        return;
      }
      const measurements = figures
        .filter(({ token }) => token.value !== null)
        .map((read) => ({ ...asMeasurement(read), decimals: read.token.decimals }));
      if (measurements.length > 0) labTotals.set(name.total, { id: name.total, measurements });
    });
    if (hasCannabinoidHeading && section !== 'cannabinoids') continue;
    // Analytes across with no figure between them: the head of a transposed table, its rows to follow.
    if (names.length >= 2 && names.every((_, index) => valueTokens(segmentOf(index))?.tokens.length === 0)) {
      across = names;
      continue;
    }
    names.forEach((name, index) => {
      // The first row of an analyte counts; later ones are not read at all.
      if (name.id === null || byId.has(name.id)) return;
      const figures = figuresOfName(line, names, index, columns, defaultUnit);
      if (!figures) return;
      if (isUnsure(figures)) {
        unsureColumns = Math.max(unsureColumns, figures.unsure);
        return;
      }
      if (figures.length === 0) return;
      byId.set(name.id, { id: name.id, measurements: figures.map(asMeasurement) });
    });
    if (byId.size > 0 && !hasCannabinoidHeading) named.add('cannabinoids');
  }

  const reported = (id: PanelId) => {
    const kind = readings.get(id)?.kind;
    if (CONTENT_PANELS.includes(id)) return named.has(id) && kind !== 'not-passed' && kind !== 'failed';
    return kind === 'passed';
  };
  return {
    results: [...byId.values()],
    labTotals: [...labTotals.values()],
    unplacedLabTotals: [...unplacedLabTotals].filter((id) => !labTotals.has(id)),
    panels: PANELS.map((panel) => panel.id).filter(reported),
    readings: PANELS.flatMap((panel) => readings.get(panel.id) ?? []),
    unsureColumns,
    overallFailure: overall,
    productKind: productKindFrom(lines),
    unitWeightGrams: unitWeightFrom(text),
  };
}
