/**
 * Reading the numbers a store's export writes: "21.5%", "21,5 %", "215 mg/g", "10mg", "1,234.5", "1.234,5",
 * "<LOQ", "ND". Pure functions, written as scans rather than patterns, so no cell can make them backtrack.
 */

/** The units an export writes beside a cannabinoid figure or a weight. */
export type AmountUnit = '%' | 'mg/g' | 'mg' | 'mg/ml' | 'g' | 'oz' | 'ml';

export interface Amount {
  /** null where the cell holds no figure (empty, "N/A", text). */
  value: number | null;
  /** The unit written in the cell itself, if any. */
  unit: AmountUnit | null;
  /** A result under the lab's limit ("ND", "<LOQ", "<0.05"): counted as 0, as the COA pre-check does. */
  belowLimit: boolean;
}

const NO_FIGURE: Amount = { value: null, unit: null, belowLimit: false };

/** Words that say "not detected" or "below the limit of quantitation", with spaces, dots and slashes removed. */
const BELOW_LIMIT_WORDS = new Set([
  'nd',
  'notdetected',
  'nondetect',
  'nonedetected',
  'bdl',
  'bql',
  'blq',
  'bloq',
  'loq',
  '<loq',
  'lod',
  '<lod',
  'belowloq',
  'trace',
  'tr',
]);

/** Cells that hold no figure at all. */
const EMPTY_WORDS = new Set(['', 'na', 'n/a', '-', '--', '—', '–', 'null', 'none', 'nan', '?']);

const UNIT_WORDS: Readonly<Record<string, AmountUnit>> = {
  '%': '%',
  percent: '%',
  percentage: '%',
  pct: '%',
  'mg/g': 'mg/g',
  mgg: 'mg/g',
  milligramspergram: 'mg/g',
  mgpergram: 'mg/g',
  'mg/gram': 'mg/g',
  'milligrams/gram': 'mg/g',
  mgperml: 'mg/ml',
  'mg/ml': 'mg/ml',
  mgml: 'mg/ml',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  'mg/unit': 'mg',
  'mg/serving': 'mg',
  'mg/package': 'mg',
  'mg/pkg': 'mg',
  mgperunit: 'mg',
  mgperpackage: 'mg',
  mgperserving: 'mg',
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
};

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Characters that may sit inside a written number: digits, separators and the spaces some locales group with. */
function isNumberChar(char: string): boolean {
  return (
    isDigit(char.charCodeAt(0)) ||
    char === '.' ||
    char === ',' ||
    char === "'" ||
    char === ' ' ||
    char === '\u00a0' ||
    char === '\u202f'
  );
}

/** A unit written in words or symbols ("PERCENTAGE", "mg / g", "Milligrams"), or null. */
export function unitFromText(text: string): AmountUnit | null {
  return UNIT_WORDS[text.toLowerCase().replace(/[\s_]+/g, '')] ?? null;
}

/** Digits in groups of three after a first group of one to three: "1,234" or "1.234.567". */
function isThousandsGrouping(text: string, separator: string): boolean {
  const groups = text.split(separator);
  if (groups.length < 2) return false;
  const first = groups[0]!;
  if (first.length < 1 || first.length > 3) return false;
  return groups.slice(1).every((group) => group.length === 3);
}

/**
 * A written number to its value. `decimalComma` says the file writes "21,5" for 21.5 (a semicolon-separated
 * export from a European spreadsheet); where a number carries both separators, the last one is the decimal.
 */
export function parseNumberText(raw: string, decimalComma: boolean): number | null {
  const text = raw.replace(/[\s']/g, '');
  if (text === '') return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // "1,234.5" or "1.234,5": the later separator is the decimal one.
    normal = lastDot > lastComma ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.');
  } else if (lastComma >= 0) {
    const grouped = isThousandsGrouping(text, ',');
    const single = text.indexOf(',') === lastComma;
    if (grouped && !decimalComma) normal = text.replace(/,/g, '');
    else if (single) normal = text.replace(',', '.');
    else if (grouped) normal = text.replace(/,/g, '');
    else return null;
  } else if (lastDot >= 0) {
    const single = text.indexOf('.') === lastDot;
    if (decimalComma && isThousandsGrouping(text, '.')) normal = text.replace(/\./g, '');
    else if (single) normal = text;
    else return null;
  } else {
    normal = text;
  }
  if (normal.startsWith('.')) normal = `0${normal}`;
  if (!/^\d+(?:\.\d+)?$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/**
 * A cell as an amount: its figure, the unit written with it, and whether it reads as under the lab's limit.
 * A range ("20-24%") is not a figure: the report would have to choose a point in it.
 */
export function readAmount(cell: string, decimalComma: boolean): Amount {
  const trimmed = cell.trim();
  const lower = trimmed.toLowerCase();
  if (EMPTY_WORDS.has(lower)) return NO_FIGURE;
  const squeezed = lower.replace(/[\s./]/g, '');
  if (BELOW_LIMIT_WORDS.has(squeezed) || BELOW_LIMIT_WORDS.has(lower.replace(/\s/g, ''))) {
    return { value: 0, unit: null, belowLimit: true };
  }
  let index = 0;
  let sign = 1;
  let lessThan = false;
  if (trimmed[index] === '<') {
    lessThan = true;
    index += 1;
  }
  while (trimmed[index] === ' ') index += 1;
  if (trimmed[index] === '-' || trimmed[index] === '+') {
    if (trimmed[index] === '-') sign = -1;
    index += 1;
  }
  // A currency sign before the figure ("$35.00").
  if (trimmed[index] === '$' || trimmed[index] === '€' || trimmed[index] === '£') index += 1;
  const start = index;
  while (index < trimmed.length && isNumberChar(trimmed[index]!)) index += 1;
  const numberText = trimmed.slice(start, index);
  if (!/\d/.test(numberText)) return NO_FIGURE;
  const rest = trimmed.slice(index).trim();
  const value = parseNumberText(numberText, decimalComma);
  if (value === null) return NO_FIGURE;
  const unit = rest === '' ? null : unitFromText(rest);
  // Text after the figure that is not a unit ("20-24%", "3.5g x 2"): not a figure the report can use.
  if (rest !== '' && unit === null) return NO_FIGURE;
  if (lessThan) return { value: 0, unit, belowLimit: true };
  return { value: sign * value, unit, belowLimit: false };
}

/** A plain count or price: the figure only, whatever unit or currency sign is written beside it. */
export function readNumber(cell: string, decimalComma: boolean): number | null {
  const amount = readAmount(cell, decimalComma);
  return amount.belowLimit ? null : amount.value;
}

/** The digits a text starts with. */
function leadingDigits(text: string): string {
  let end = 0;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return text.slice(0, end);
}

/**
 * Whether a file writes its decimals with a comma: some cell reads "21,5" (a comma followed by one, two or more
 * than three digits, which no thousands grouping writes) and none reads "21.5". Only asked of files whose cells
 * are not separated by commas.
 */
export function writesDecimalComma(cells: Iterable<string>): boolean {
  let commaDecimals = 0;
  let pointDecimals = 0;
  for (const cell of cells) {
    const text = cell.trim();
    if (text.length === 0 || text.length > 24 || !isDigit(text.charCodeAt(0))) continue;
    const comma = text.indexOf(',');
    const point = text.indexOf('.');
    if (comma > 0 && point < 0) {
      const after = leadingDigits(text.slice(comma + 1));
      if (after.length > 0 && after.length !== 3) commaDecimals += 1;
    } else if (point > 0 && comma < 0) {
      const after = leadingDigits(text.slice(point + 1));
      if (after.length > 0 && after.length !== 3) pointDecimals += 1;
    }
  }
  return commaDecimals > 0 && commaDecimals >= pointDecimals;
}
