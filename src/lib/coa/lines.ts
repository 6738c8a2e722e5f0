/**
 * A certificate's text as lines of cells. Each line is cut at tabs, pipes, semicolons and wide gaps, then into cells
 * of one kind each: an analyte name, a figure (a number, ND, <LOQ, a dash standing in an empty cell) with the unit
 * printed beside it, a unit standing alone, or words. One pass over each line, every pattern bounded: linear.
 */
import { escaped, LANGUAGES } from './languages.ts';
import { findNames, type NameMatch } from './names.ts';
import { unitOf, type UnitInfo } from './units.ts';

export type Qualifier = 'not detected' | 'below LOQ' | 'below LOD';

export interface Figure {
  /** As printed: "26.41", "ND", "<LOQ", "< 0.05". */
  raw: string;
  /** The number; null for ND, <LOQ and a blank. */
  value: number | null;
  qualifier: Qualifier | null;
  /** A dash, "N/A" or "NT" standing in a cell: no figure. */
  blank: boolean;
  /** Digits after the decimal mark, as printed. */
  decimals: number;
  /** The unit printed with the figure ("21.3 %", "0.56 aw"). */
  unit: UnitInfo | null;
  /** The number after a sign ("≤ 5", "< 0.2"): a limit printed as a bound, or a result under it. */
  bound?: number;
  /** A range printed as a limit ("230 – 280", "18,0 – 22,0"): one cell, no result. */
  range?: readonly [number, number];
}

export interface Cell {
  kind: 'name' | 'figure' | 'unit' | 'word' | 'empty';
  text: string;
  start: number;
  end: number;
  /** Which separated piece of the line the cell is in. */
  piece: number;
  figure?: Figure;
  /** A unit's, or a name's printed in its cell ("THCa (%)"). */
  unit?: UnitInfo;
  name?: NameMatch;
  /** For a name: a formula printed in brackets after it ("Total THC (THCA × 0.877 + Δ9-THC)"). */
  formula?: string;
  /** For a figure: the uncertainty printed after it in its own piece ("10.20 ± 0.80"), where it starts and ends. */
  uncertainty?: { start: number; end: number };
}

export interface TextLine {
  /** 1-based, as an editor counts the lines of the text given. */
  number: number;
  text: string;
  cells: Cell[];
  /** Cut at tabs, pipes or semicolons: an empty cell between two separators is kept, so cells keep their column. */
  ruled: boolean;
  /** How many pieces the separators cut the line into. */
  pieces: number;
  /**
   * A page's header or footer ("HHA-26-30871 · Page 1 of 3", "Seite 2 von 2"): never a row or a result, and a table
   * goes on past the page's furniture.
   */
  page?: boolean;
  /** The first line of a new page (after a form feed). */
  newPage?: boolean;
  /** Separators ended the line with empty cells (a CSV row's empty limit and status), trimmed off with its end. */
  emptyAtEnd?: boolean;
  /** A pipe opened the line and was read as a frame ("| THCA | 76.30 |"), no empty cell before it. */
  framed?: boolean;
}

/**
 * Longest line read as cells. A certificate's rows are a few hundred characters; reading cells of a longer line
 * would cost time for nothing. Status words are read on lines of any length.
 */
export const MAX_TABLE_LINE_CHARS = 2_000;

/** How the certificate writes decimals: "18.42" or "18,42". A comma then three digits is read by it. */
export type DecimalStyle = 'point' | 'comma';

/** The certificate's decimal mark, from the figures it prints: a comma decimal is one or two digits after a comma. */
export function decimalStyleOf(text: string): DecimalStyle {
  let commas = 0;
  let points = 0;
  for (const match of text.matchAll(/\d([.,])\d+/g)) {
    const digits = match[0].length - 2;
    if (match[1] === ',' && digits !== 3) commas += 1;
    else if (match[1] === '.' && digits !== 3) points += 1;
  }
  return commas > points ? 'comma' : 'point';
}

/** "18,42" and "18.42" are the same number; "1,234.5" keeps its thousands separator out. */
export function parseNumber(raw: string, style: DecimalStyle = 'point'): number | null {
  let text = raw.trim();
  // Most figures: digits and at most one point.
  if (/^-?\d+(?:\.\d+)?$/.test(text) && (style === 'point' || !/^-?[1-9]\d*\.\d{3}$/.test(text))) return Number(text);
  if (!/^[-−–]?\d+(?:[.,]\d+)*$/.test(text)) return null;
  text = text.replace(/^[−–]/, '-');
  const lastComma = text.lastIndexOf(',');
  const lastPoint = text.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    // Both marks: the last one is the decimal mark.
    text = lastComma > lastPoint ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const groups = text.split(',');
    // A leading 0 is no thousand ("0,001" is a decimal comma, whatever the rest of the text uses).
    const thousands =
      style === 'point' && !/^-?0$/.test(groups[0]!) && groups.slice(1).every((group) => group.length === 3);
    text = thousands ? groups.join('') : groups.length === 2 ? groups.join('.') : text;
  } else if (lastPoint >= 0) {
    const groups = text.split('.');
    const thousands = groups.length > 2 || (style === 'comma' && groups[1]!.length === 3 && !/^-?0$/.test(groups[0]!));
    text = thousands && groups.slice(1).every((group) => group.length === 3) ? groups.join('') : text;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Digits after the decimal mark, as printed: "23.78" has 2, "1,234.5" has 1, "24" has 0. */
function decimalsOf(raw: string, value: number): number {
  const mark = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
  if (mark < 0) return 0;
  const digits = raw.length - mark - 1;
  // A thousands separator ("1,500") leaves no decimals.
  return Number.isInteger(value) && digits === 3 && !raw.slice(mark + 1).endsWith('0') ? 0 : digits;
}

/** Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits, the Arabic decimal mark (٫) and thousands mark (٬). */
const EASTERN_DIGITS = /[\u0660-\u066c\u06f0-\u06f9]/u;
const EASTERN_NUMBERS = /[\u0660-\u066c\u06f0-\u06f9]+/gu;

/**
 * A certificate's text with its digits written as ASCII digits: "٣١٫٢٦" is 31.26 and "١٬٠٢٨" is 1028, wherever the
 * reader reads a figure (a table, a panel's line, a limit, a sentence). The Arabic decimal mark is a point and its
 * thousands mark is dropped, as neither can be taken for the other. One pass over the text, done once before it is
 * read; a text without such digits is returned as it is.
 */
export function westernDigits(text: string): string {
  if (!EASTERN_DIGITS.test(text)) return text;
  // Each number at once: the thousands marks it drops come back as spaces after it, so that what follows it on its
  // line stays where it was printed, under its column's head.
  return text.replace(EASTERN_NUMBERS, (number) => {
    let western = '';
    let dropped = 0;
    for (const char of number) {
      const code = char.charCodeAt(0);
      if (code === 0x066b) western += '.';
      else if (code === 0x066c) dropped += 1;
      else if (code >= 0x06f0) western += String(code - 0x06f0);
      else western += code <= 0x0669 ? String(code - 0x0660) : char;
    }
    return western + ' '.repeat(dropped);
  });
}

/** Characters that look alike written the same way, each one for one, so that offsets stay. */
const LOOK_ALIKES = /[\u00a0\u2000-\u200a\u202f\u205f\u2010\u2011\u2212⁰¹²³⁴⁵⁶⁷⁸⁹％\u2500-\u257f]/;

/**
 * A superscript digit that marks a footnote: glued to a word ("THC total²"), to a bracket, or to a figure with
 * decimals ("20,14¹"), or set apart after a word or a bracket, which no exponent or position follows ("Δ⁹-THC" and
 * "10⁴" keep theirs). Written as a space, never as a digit of the figure ("20,14¹" is 20,14, not 20,141).
 */
function footnoteMarkAt(text: string, at: number): boolean {
  const before = text[at - 1] ?? '';
  if (/[a-ce-z]/i.test(before)) return true;
  // After a bracket, or set apart by spaces after a word or a bracket ("(THCA + Δ9-THC) ¹", "Total CBD ¹   0.09"): no
  // exponent stands so.
  if (/[)\]]/.test(before)) return true;
  const after = text[at + 1] ?? ' ';
  // (The cell may end at it: a tab, a bar or a quote after it, "(THCA + Δ9-THC) ¹\t327.3".)
  if (before === ' ' && /[\s"|;]/.test(after) && /[\p{L})\]]/u.test(text[at - 2] ?? '')) return true;
  let from = at - 1;
  while (from >= 0 && /\d/.test(text[from]!)) from -= 1;
  return from < at - 1 && from > 0 && /[.,]/.test(text[from]!) && /\d/.test(text[from - 1]!);
}

/**
 * A reference to a note in words after a row's figures: "see note 3", "note 2", "(footnote 4)", "ref. 1", "siehe Anm. 2",
 * "voir remarque 1", "ver nota 2". Its number points to a note, never a figure of the row.
 */
const NOTE_REFERENCE =
  /\(?\b(?:(?:see|cf\.|siehe|vgl\.|voir|ver|vedi|zie)\s+)?(?:foot)?(?:notes?|ref\.?|refs?\.|reference|anm\.?|anmerkung|fu(?:ß|ss)note|fn\.?|nota|remarque|opmerking|pozn\.?)\s?(?:no\.\s?|nr\.\s?)?\d{1,2}\b\)?/giu;

/** A note's reference blanked, its place kept so columns stay where they stand. */
const withoutNoteReferences = (line: string): string =>
  /not|ref|anm|fn|fu|remarque|opmerking|pozn/i.test(line)
    ? line.replace(NOTE_REFERENCE, (reference) => ' '.repeat(reference.length))
    : line;

/**
 * A cell's words or figure in Markdown's bold ("**21.55**", "__Total THC__"), a footnote's single star among its
 * words ("**Total THC* (mg/g)**").
 */
const EMPHASIS = /(\*\*|__)([^*_|\t](?:[^*_|\t]|\*(?!\*)){0,79})\1/g;

/** A Markdown emphasis's marks blanked, their places kept so columns stay where they stand. */
const withoutEmphasis = (line: string): string =>
  line.includes('**') || line.includes('__')
    ? line.replace(EMPHASIS, (whole, marks: string, inner: string) =>
        // Only marks that hug their words: "** 0.05 **" is no emphasis but stars set apart. The blanks go before the
        // words, so a footnote's star after the marks ("**Total THC***") stays glued to its name.
        /^\S/.test(inner) && /\S$/.test(inner) ? `${' '.repeat(2 * marks.length)}${inner}` : whole,
      )
    : line;

export function normalisedLine(raw: string): string {
  const line = withoutEmphasis(withoutNoteReferences(raw));
  if (!LOOK_ALIKES.test(line)) return line;
  return (
    line
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ')
      .replace(/[\u2010\u2011\u2212]/g, '-')
      .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (digit, at: number, whole: string) =>
        footnoteMarkAt(whole, at) ? ' ' : String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)),
      )
      .replace(/％/g, '%')
      // A table ruled with box-drawing characters ("│ THCA │ 0.18 │", "├───┼───┤"): its walls are pipes and its
      // rules dashes, as a Markdown table's.
      .replace(/[\u2500-\u2503\u2504-\u250b\u2550\u254c-\u254f]/g, (char) => ('│┃┆┇┊┋║╎╏'.includes(char) ? '|' : '-'))
      .replace(/[\u250c-\u254b\u2551-\u257f]/g, '|')
  );
}

interface Piece {
  start: number;
  end: number;
}

/** A piece from `from` to `to`, its spaces trimmed; an empty one only when kept. */
function closePiece(text: string, pieces: Piece[], from: number, to: number, keepEmpty: boolean): void {
  while (from < to && text[from] === ' ') from += 1;
  while (to > from && text[to - 1] === ' ') to -= 1;
  if (to > from || keepEmpty) pieces.push({ start: from, end: to });
}

/**
 * The line cut at tabs, pipes and semicolons (empty pieces kept) and at gaps of two spaces or more (not kept). A
 * semicolon inside brackets that close later on the line ("CANNABINOIDS (HPLC-DAD; names per CAS index)") is part
 * of its words, not a column's edge.
 */
function piecesOf(text: string): { pieces: Piece[]; ruled: boolean; framed: boolean } {
  const pieces: Piece[] = [];
  let ruled = false;
  let pieceStart = 0;
  let spaces = 0;
  let depth = 0;
  const lastClose = Math.max(text.lastIndexOf(')'), text.lastIndexOf(']'));
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    const bracketed = char === ';' && depth > 0 && index < lastClose;
    if (char === '\t' || char === '|' || (char === ';' && !bracketed)) {
      // A tab or a pipe closes any bracket left open before it: brackets do not run across cells.
      depth = 0;
      ruled = true;
      closePiece(text, pieces, pieceStart, index, true);
      pieceStart = index + 1;
      spaces = 0;
    } else if (char === ' ') {
      spaces += 1;
    } else {
      if (spaces >= 2 && index - spaces > pieceStart) {
        closePiece(text, pieces, pieceStart, index - spaces, false);
        pieceStart = index - spaces;
      }
      spaces = 0;
    }
  }
  closePiece(text, pieces, pieceStart, text.length, ruled);
  // A ruled row's frame ("| THCA | 76.30 |") is not two empty cells; a row not framed on the left ("Total THC |
  // 10.0 |") ends with an empty cell.
  const framed = text.trimStart().startsWith('|') && pieces[0]?.start === pieces[0]?.end;
  if (framed) {
    pieces.shift();
    if (text.trimEnd().endsWith('|') && pieces.at(-1)?.start === pieces.at(-1)?.end) pieces.pop();
  }
  return { pieces, ruled, framed };
}

interface Token {
  text: string;
  start: number;
  end: number;
}

const NOT_DETECTED = /^(?:nd|n\.d\.?|n\.n\.|n\/d|non-?detect(?:ed)?|none\s?detected|not\s?detected|absent|nd\*)$/i;
const BELOW_LOQ = /^(?:<\s?(?:loq|lloq|lq|lc|bvk|rl|pql|lod\/loq|bg)|blq|bql|below\s?loq)$/i;
const BELOW_LOD = /^(?:<\s?(?:lod|mdl|dl|ng)|bdl|below\s?lod)$/i;
const BLANK = /^(?:-{1,3}|[—–]|n\/?a|n\/?r|n\/?t|not\s?tested|not\s?reported|not\s?analy[sz]ed)$/i;
/** Footnote marks and the like after a figure. */
const MARKS = /^[*†‡§¹²³ᵃᵇ]{0,3}$/;
/** Punctuation that only leads the eye ("........", ":", "="): no cell of its own. */
const LEADERS = /^[.:=_…·]+$/;

/** A text without the marks at its end that are not part of it ("23.78*", "(THCA)"). */
function trimEnd(text: string, marks: string): string {
  let last = text.length;
  while (last > 0 && marks.includes(text[last - 1]!)) last -= 1;
  return text.slice(0, last);
}

const isDigit = (code: number) => code >= 48 && code <= 57;
/** A digit, a point or a comma. */
const isDigitOrMark = (code: number) => isDigit(code) || code === 46 || code === 44;

/**
 * A figure's comparison sign, its number and what is printed against it: "<0.05", "21.3%", "0.51aw", "23.78*".
 * Read by a scan rather than one pattern: a number and the unit after it share characters no pattern should trade.
 */
function figureParts(word: string): { comparison: string; number: string; rest: string } | null {
  const sign = word.charAt(0);
  const comparison =
    sign === '<' || sign === '>'
      ? word.charAt(1) === '='
        ? word.slice(0, 2)
        : sign
      : sign === '≤' || sign === '≥'
        ? sign
        : '';
  let at = comparison.length;
  const numberStart = at;
  if ('-−–'.includes(word[at] ?? 'x')) at += 1;
  const digitsStart = at;
  while (at < word.length && isDigitOrMark(word.charCodeAt(at))) at += 1;
  // The number ends at its last digit: "24." is 24 and a full stop.
  while (at > digitsStart && !isDigit(word.charCodeAt(at - 1))) at -= 1;
  if (at === digitsStart || !isDigit(word.charCodeAt(digitsStart))) return null;
  const number = word.slice(numberStart, at);
  if (!/^[-−–]?\d+(?:[.,]\d+)*$/.test(number)) return null;
  return { comparison, number, rest: word.slice(at) };
}

/** "Not detected" in the languages of the language table, as a figure's text is compared: lower case. */
const NOT_DETECTED_WORDS = new Set(LANGUAGES.flatMap((language) => language.notDetected));

/** Every qualifier or blank starts with one of these: other words skip the four patterns. */
const QUALIFIER_START = new Set([
  'n',
  'a',
  'b',
  '<',
  '≤',
  '-',
  '—',
  '–',
  ...[...NOT_DETECTED_WORDS].map((word) => word.charAt(0)),
]);

/**
 * The data qualifiers of an environmental lab's report, printed after a figure in a column of their own or glued to
 * it: U, not detected (the figure is the reporting limit, so the result is nothing); J, estimated; B, also found in
 * the method blank; E, over the calibration range. J, B and E leave the figure as the lab's result.
 */
const QUALIFIER_LETTER = /^[UJBE]$/;

const notDetectedAt = (raw: string, limit: number): Figure => ({
  raw,
  value: null,
  qualifier: 'not detected',
  blank: false,
  decimals: 0,
  unit: null,
  bound: limit,
});

/**
 * "0.050   U": a figure whose next cell is the letter U is the reporting limit of an analyte not detected. The letter
 * may follow the figure's unit cell ("0.05 | % | U"), and with single spaces run into the next column's words
 * ("0.05 U HPLC-DAD").
 */
function qualifiedByLetter(cells: Cell[]): void {
  for (let at = 0; at + 1 < cells.length; at += 1) {
    const cell = cells[at]!;
    const after = cells[at + 1]!.kind === 'unit' ? at + 2 : at + 1;
    const next = cells[after];
    if (cell.kind !== 'figure' || cell.figure!.value === null || next?.kind !== 'word') continue;
    if (next.text !== 'U' && !/^U\s/.test(next.text)) continue;
    cell.figure = { ...notDetectedAt(`${cell.text} U`, cell.figure!.value), unit: cell.figure!.unit };
  }
}

function figureOf(text: string, style: DecimalStyle): Figure | null {
  const word = trimEnd(text, '*†‡');
  const first = word.charAt(0).toLowerCase();
  if (first >= '0' && first <= '9') return numberFigure(text, word, style);
  if (!QUALIFIER_START.has(first) && first !== '−' && first !== '>' && first !== '≥') return null;
  if (NOT_DETECTED.test(word) || NOT_DETECTED_WORDS.has(word.toLowerCase()))
    return { raw: text, value: null, qualifier: 'not detected', blank: false, decimals: 0, unit: null };
  if (BELOW_LOQ.test(word))
    return { raw: text, value: null, qualifier: 'below LOQ', blank: false, decimals: 0, unit: null };
  if (BELOW_LOD.test(word))
    return { raw: text, value: null, qualifier: 'below LOD', blank: false, decimals: 0, unit: null };
  if (BLANK.test(word)) return { raw: text, value: null, qualifier: null, blank: true, decimals: 0, unit: null };
  return numberFigure(text, word, style);
}

function numberFigure(text: string, word: string, style: DecimalStyle): Figure | null {
  const parts = figureParts(word);
  if (!parts) return null;
  const { comparison, number } = parts;
  let { rest } = parts;
  // "8.620E+01", as a LIMS prints: one digit, a point, the mantissa's digits, then the power of ten.
  const exponent = rest.charAt(0) === 'e' || rest.charAt(0) === 'E' ? /^e([+-]?\d{1,2})(?!\d)/i.exec(rest) : null;
  if (exponent && /^\d\.\d+$/.test(number)) {
    rest = rest.slice(exponent[0].length);
    if (rest && !MARKS.test(rest)) return null;
    const power = Number(exponent[1]);
    const value = Number(`${number}e${power}`);
    const decimals = Math.max(0, number.length - 2 - power);
    if (comparison === '<' || comparison === '≤' || comparison === '<=')
      return { raw: text, value: null, qualifier: 'below LOQ', blank: false, decimals: 0, unit: null, bound: value };
    return comparison ? null : { raw: text, value, qualifier: null, blank: false, decimals, unit: null };
  }
  let unit: UnitInfo | null = null;
  // "0.050U", "0.061J": a data qualifier glued to the figure (see qualifiedByLetter).
  const letter = QUALIFIER_LETTER.exec(rest);
  if (letter && !comparison) {
    const value = parseNumber(number, style);
    if (value === null) return null;
    if (letter[0] === 'U') return notDetectedAt(text, value);
    return { raw: text, value, qualifier: null, blank: false, decimals: decimalsOf(number, value), unit: null };
  }
  if (rest && !MARKS.test(rest)) {
    unit = unitOf(rest);
    if (!unit) return null;
  }
  const value = parseNumber(number, style);
  if (value === null) return null;
  // "<0.05": under the limit the lab could measure.
  if (comparison === '<' || comparison === '≤' || comparison === '<=')
    return { raw: text, value: null, qualifier: 'below LOQ', blank: false, decimals: 0, unit, bound: value };
  if (comparison) return null;
  return { raw: text, value, qualifier: null, blank: false, decimals: decimalsOf(number, value), unit };
}

/** Two or three words that are one unit or one qualifier when joined: "mg / g", "mg per can", "Not Detected". */
function joined(tokens: readonly Token[], from: number, count: number, glue: string): string | null {
  if (from + count > tokens.length) return null;
  return tokens
    .slice(from, from + count)
    .map((token) => token.text)
    .join(glue);
}

/** Words of a piece, each with its offset in the line; a number whose thousands are set apart by spaces is one. */
function tokensOf(text: string, piece: Piece): Token[] {
  const tokens: Token[] = [];
  let index = piece.start;
  while (index < piece.end) {
    while (index < piece.end && text[index] === ' ') index += 1;
    const from = index;
    while (index < piece.end && text[index] !== ' ') index += 1;
    if (index > from) tokens.push({ text: text.slice(from, index), start: from, end: index });
  }
  return spaceGroupedJoined(tokens);
}

/** The first group of a number whose thousands are set apart by spaces: "12" of "12 000", "≤1" of "≤1 000". */
const LEADING_GROUP = /^(?:[<>≤≥]|<=|>=)?[1-9]\d{0,2}$/;
const THOUSANDS_GROUP = /^\d{3}$/;
/** The last group, with the decimals a thousands separator cannot have ("002,5", not "002,500"). */
const LAST_GROUP = /^\d{3}(?:[.,](?:\d{1,2}|\d{4,}))?$/;
const DECIMALS = /[.,]/;

/**
 * "12 000 KTJ/g", "1 002,5", "≤ 100 000": thousands set apart by spaces, as Slovak, Czech, French and SI print them,
 * joined into one word without its spaces (its offsets kept, so the cell still shows it as printed). Only when
 * nothing else reads: the last group carries decimals, or a word, not a figure, follows it, or the number stands
 * alone in its piece. "5 100 0,5" and "21 300" stay figures apart, as two columns parted by one space may print.
 */
function spaceGroupedJoined(tokens: Token[]): Token[] {
  if (tokens.length < 2) return tokens;
  // Made only when a number is joined: most lines keep their words as they are.
  let joined: Token[] | null = null;
  for (let at = 0; at < tokens.length; at += 1) {
    const first = tokens[at]!;
    let last = at;
    // (A leading group is a digit, or a sign then a digit: other words are not tried.)
    if ((isDigit(first.text.charCodeAt(0)) || isDigit(first.text.charCodeAt(1))) && LEADING_GROUP.test(first.text)) {
      while (THOUSANDS_GROUP.test(tokens[last + 1]?.text ?? '')) last += 1;
      const decimal = tokens[last + 1]?.text ?? '';
      if (LAST_GROUP.test(decimal) && DECIMALS.test(decimal)) last += 1;
    }
    const next = tokens[last + 1]?.text;
    const alone = at === 0 && last === tokens.length - 1;
    const certain =
      last > at && (DECIMALS.test(tokens[last]!.text) || alone || (next !== undefined && !/^[\d<>≤≥−–-]/.test(next)));
    if (!certain) {
      joined?.push(first);
      continue;
    }
    joined ??= tokens.slice(0, at);
    const parts = tokens.slice(at, last + 1);
    joined.push({ text: parts.map((part) => part.text).join(''), start: first.start, end: tokens[last]!.end });
    at = last;
  }
  return joined ?? tokens;
}

/** Every unit starts with one of these (lower case): other words are not tried as units. */
const UNIT_START = new Set(['%', '‰', '(', '[', 'm', 'g', 'p', 'µ', 'μ', 'u', 'c', 'a', 'w']);
/**
 * The first words of units of several words: "mg / g", "mg per can", "g/100 g", "mg/100 mL", "% w/w", "per serving
 * (mg)", "Por frasco", "mg/fl oz".
 */
const LONG_UNIT_START = /^(?:[([]?(?:mg|%|g\/100|mg\/100|per|por|par|pro|wt|µg|ug|mcg)[)\]]?|mg\/|[([]?mg\/fl\.?)$/i;

/** Longest run of tokens, up to three, that reads as a unit: the run's length and the unit, or null. */
function unitRun(tokens: readonly Token[], from: number): { length: number; unit: UnitInfo } | null {
  const first = tokens[from]?.text;
  if (!first || !UNIT_START.has(first.charAt(0).toLowerCase())) return null;
  // Four words at most: "mg per fl oz".
  for (const count of LONG_UNIT_START.test(first) ? [4, 3, 2, 1] : [1]) {
    const text = joined(tokens, from, count, '');
    const unit = text === null ? null : unitOf(text);
    if (unit) return { length: count, unit };
  }
  return null;
}

/** The first words of qualifiers of several words: "Not Detected", "< LOQ", "< 0.05", "Below LOQ". */
const QUALIFIER_WORDS = new Set([
  '<',
  '≤',
  '<=',
  'not',
  'none',
  'non',
  'below',
  ...[...NOT_DETECTED_WORDS].filter((word) => word.includes(' ')).map((word) => word.split(' ')[0]!),
]);

/** Longest run of tokens, up to three, that reads as a qualifier or a blank: "Not Detected", "< LOQ", "< 0.05". */
function qualifierRun(
  tokens: readonly Token[],
  from: number,
  style: DecimalStyle,
): { length: number; figure: Figure } | null {
  if (!QUALIFIER_WORDS.has(tokens[from]!.text.toLowerCase())) return null;
  for (const count of [3, 2]) {
    const text = joined(tokens, from, count, ' ');
    if (text === null) continue;
    const figure = figureOf(text.replace(/^([<≤]) /, '$1'), style);
    if (figure && (figure.qualifier || figure.blank)) return { length: count, figure: { ...figure, raw: text } };
  }
  return null;
}

const OPEN = /^[([]/;
/** Words in brackets a not-detected result may carry, its limit: "不検出 (< 1 ppm)", "ND (< 0.05 %)". */
const MAX_BRACKET_WORDS = 4;

/** The last token of a bracket that opens right after `at` and holds a limit, or `at` when none does. */
function bracketAfter(tokens: readonly Token[], at: number): number {
  if (at + 1 >= tokens.length || !tokens[at + 1]!.text.startsWith('(')) return at;
  for (let close = at + 1; close < tokens.length && close - at <= MAX_BRACKET_WORDS; close += 1)
    if (tokens[close]!.text.endsWith(')')) return /[<≤]/.test(tokens[at + 1]!.text) ? close : at;
  return at;
}
const CLOSE = /[)\]][*:,]*$/;
const FORMULA_SIGN = /[=+×*]|\bx\b/i;

/**
 * A cell's text as printed, from its first token to `end`: the token's own string when the cell is that one token as
 * printed (a number joined from groups set apart by spaces is not), rather than a copy of it kept on every line.
 */
function cellText(text: string, token: Token, end: number): string {
  return end === token.end && token.text.length === end - token.start ? token.text : text.slice(token.start, end);
}

/** A piece's names when it holds none: never added to. */
const NO_NAMES: NameMatch[] = [];

/** Two names of the same analyte, or of the same lab total. */
const sameName = (a: NameMatch, b: NameMatch) => a.id === b.id && a.total === b.total && (a.id ?? a.total) !== null;

/** The cell before a "/" that ends the cells is a name the same as this one, in the same piece. */
function sameAsBefore(cells: readonly Cell[], index: number, cell: Omit<Cell, 'piece'>): boolean {
  const before = cells.at(-2);
  return before?.kind === 'name' && before.piece === index && sameName(before.name!, cell.name!);
}

/** A cell at the line's end: a unit after a figure's uncertainty is the figure's, and words run on into one cell. */
function pushCell(text: string, index: number, cells: Cell[], cell: Omit<Cell, 'piece'> & { piece?: number }): void {
  const last = cells.at(-1);
  if (cell.kind === 'unit' && last?.kind === 'figure' && last.piece === index && !last.figure!.unit) {
    // "21.3 ± 0.6 %": the unit after an uncertainty is the figure's.
    last.figure!.unit = cell.unit!;
    last.text = text.slice(last.start, cell.end);
    last.end = cell.end;
  } else if (cell.kind === 'word' && last?.kind === 'word' && last.piece === index) {
    last.text = text.slice(last.start, cell.end);
    last.end = cell.end;
  } else if (
    cell.kind === 'name' &&
    last?.kind === 'word' &&
    last.text === '/' &&
    last.piece === index &&
    sameAsBefore(cells, index, cell)
  ) {
    // "مجموع THC / Total THC", "Δ9-THC / Δ9-Tetrahydrocannabinol": one name in two languages or spellings is one
    // cell, as a column of names or a line of totals over their figures counts it.
    cells.pop();
    const before = cells.at(-1)!;
    before.text = text.slice(before.start, cell.end);
    before.end = cell.end;
    before.unit ??= cell.unit;
    before.formula ??= cell.formula;
  } else {
    const pushed = cell as Cell;
    pushed.piece = index;
    cells.push(pushed);
  }
}

/** A statistic of an analyte's figures printed after its name: its relative or absolute spread. */
const SPREAD_AFTER_NAME = /^%?(?:rsd|rpd|cv|sd)%?$/i;

/** The cells of one piece: names, figures with their units, units alone, and runs of other words. */
function cellsOfPiece(
  text: string,
  piece: Piece,
  index: number,
  style: DecimalStyle,
  lineNames: { names: readonly NameMatch[]; cursor: number },
  cells: Cell[],
): void {
  const tokens = tokensOf(text, piece);
  // The line's names that lie within this piece (a name is never cut by a separator), found from where the
  // previous piece's names ended: the pieces and the names are both in order.
  let names: NameMatch[] = NO_NAMES;
  while (lineNames.cursor < lineNames.names.length && lineNames.names[lineNames.cursor]!.index < piece.end) {
    const name = lineNames.names[lineNames.cursor]!;
    if (name.index >= piece.start && name.end <= piece.end) {
      if (names === NO_NAMES) names = [];
      names.push(name);
    }
    lineNames.cursor += 1;
  }
  let nameAt = 0;
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!;
    while (nameAt < names.length && names[nameAt]!.end <= token.start) nameAt += 1;
    const name = names[nameAt];
    if (name && name.index < token.end) {
      // The name and every word it touches; then a bracketed part after it: its other spelling or its formula.
      let last = at;
      while (last + 1 < tokens.length && tokens[last + 1]!.start < name.end) last += 1;
      // "THC:CBD ratio  1 : 1.29", "Ratio THC/CBD", "THC : CBD ratio": two analytes joined by a colon or a slash name
      // a ratio, no analyte's row.
      const joined = names[nameAt + 1];
      // "Delta-9 THC RSD (n=3 cans)", "THCA %CV": the spread of an analyte's figures, no analyte's row.
      if (last + 1 < tokens.length && SPREAD_AFTER_NAME.test(tokens[last + 1]!.text)) {
        pushCell(text, index, cells, {
          kind: 'word',
          text: cellText(text, token, tokens.at(-1)!.end),
          start: token.start,
          end: tokens.at(-1)!.end,
        });
        break;
      }
      if (
        joined &&
        (joined.id !== name.id || joined.total !== name.total) &&
        (joined.index < tokens[last]!.end ? /^[:/]$/ : /^ ?: ?$/).test(text.slice(name.end, joined.index))
      ) {
        while (last + 1 < tokens.length && tokens[last + 1]!.start < joined.end) last += 1;
        while (nameAt < names.length && names[nameAt]!.index < tokens[last]!.end) nameAt += 1;
        pushCell(text, index, cells, {
          kind: 'word',
          text: cellText(text, token, tokens[last]!.end),
          start: token.start,
          end: tokens[last]!.end,
        });
        at = last + 1;
        continue;
      }
      // The same analyte named again in the next word, in another language or as its abbreviation
      // ("カンナビジオール CBD", "Cannabidiol CBD"): one name.
      const again = names[nameAt + 1];
      if (
        again &&
        last + 1 < tokens.length &&
        again.index === tokens[last + 1]!.start &&
        again.id === name.id &&
        again.total === name.total
      )
        while (last + 1 < tokens.length && tokens[last + 1]!.start < again.end) last += 1;
      let formula: string | undefined;
      let nameUnit: UnitInfo | undefined;
      // "Cannabidiol (CBD) (mg/g)": the other spelling's bracket, then the unit's, both the name's.
      for (let bracket = 0; bracket < 2 && !nameUnit && last + 1 < tokens.length; bracket += 1) {
        if (!OPEN.test(tokens[last + 1]!.text)) break;
        let close = last + 1;
        while (close < tokens.length && close - last <= 12 && !CLOSE.test(tokens[close]!.text)) close += 1;
        if (close >= tokens.length || close - last > 12) break;
        const inner = text.slice(tokens[last + 1]!.start, tokens[close]!.end);
        const holdsFigure = tokens
          .slice(last + 1, close + 1)
          .some((word) => figureOf(trimEnd(word.text.replace(/^[([]/, ''), ')]'), style)?.value != null);
        if (FORMULA_SIGN.test(inner)) formula = inner;
        // "THCa (%)": the unit of the row's figures, printed in the name's cell.
        const unit = close === last + 1 ? unitOf(inner) : null;
        if (unit?.unit) nameUnit = unit;
        // A second bracket is the name's only when it is its unit.
        if (bracket === 1 && !nameUnit) break;
        if (holdsFigure && !formula) break;
        last = close;
        if (formula) break;
      }
      // "Cannabidiolzuur (CBDA) (%)": the unit in brackets of its own after the name's other spelling in brackets.
      const unitBracket = tokens[last + 1];
      if (!nameUnit && unitBracket && OPEN.test(unitBracket.text) && CLOSE.test(unitBracket.text)) {
        const unit = unitOf(unitBracket.text);
        if (unit?.unit) {
          nameUnit = unit;
          last += 1;
        }
      }
      while (nameAt < names.length && names[nameAt]!.index < tokens[last]!.end) nameAt += 1;
      const cellEnd = tokens[last]!.end;
      pushCell(text, index, cells, {
        kind: 'name',
        text: cellText(text, token, cellEnd),
        start: token.start,
        end: cellEnd,
        name,
        ...(formula && { formula }),
        ...(nameUnit && { unit: nameUnit }),
      });
      at = last + 1;
      continue;
    }
    const sign = token.text === '±' || token.text === '+/-';
    const uncertaintyAfter = sign && isDigitOrMark((tokens[at + 1]?.text ?? '').charCodeAt(0));
    if (uncertaintyAfter || (token.text.charAt(0) === '±' && isDigit(token.text.charCodeAt(1)))) {
      // A measurement uncertainty belongs to the figure before it; "± U" in a header is a column's name. Apart from
      // that figure, in a piece of its own ("21.84    ± 0.66    0.05"), it is the cell of an uncertainty column.
      const next = token.text.length > 1 && token.text !== '+/-' ? at + 1 : at + 2;
      const before = cells.at(-1);
      if (before?.piece === index && before.kind === 'figure')
        before.uncertainty = { start: token.start, end: tokens[next - 1]!.end };
      if (before?.piece !== index) {
        const cellEnd = tokens[next - 1]!.end;
        pushCell(text, index, cells, {
          kind: 'word',
          text: text.slice(token.start, cellEnd),
          start: token.start,
          end: cellEnd,
        });
      }
      at = next;
      continue;
    }
    const qualifier = qualifierRun(tokens, at, style);
    if (qualifier) {
      const last = bracketAfter(tokens, at + qualifier.length - 1);
      const cellEnd = tokens[last]!.end;
      pushCell(text, index, cells, {
        kind: 'figure',
        text: cellText(text, token, cellEnd),
        start: token.start,
        end: cellEnd,
        figure: qualifier.figure,
      });
      at = last + 1;
      continue;
    }
    const figure = figureOf(token.text, style);
    const range = figure ? rangeAfter(figure, tokens, at, style) : null;
    if (range) {
      const cellEnd = tokens[at + 2]!.end;
      pushCell(text, index, cells, {
        kind: 'figure',
        text: cellText(text, token, cellEnd),
        start: token.start,
        end: cellEnd,
        figure: range,
      });
      at += 3;
      continue;
    }
    if (figure?.qualifier === 'not detected') {
      const last = bracketAfter(tokens, at);
      pushCell(text, index, cells, {
        kind: 'figure',
        text: cellText(text, token, tokens[last]!.end),
        start: token.start,
        end: tokens[last]!.end,
        figure,
      });
      at = last + 1;
      continue;
    }
    if (figure) {
      let cellEnd = tokens[at]!.end;
      let next = at + 1;
      if (!figure.unit) {
        const unit = unitRun(tokens, next);
        if (unit) {
          figure.unit = unit.unit;
          cellEnd = tokens[next + unit.length - 1]!.end;
          next += unit.length;
        }
      }
      pushCell(text, index, cells, {
        kind: 'figure',
        text: cellText(text, token, cellEnd),
        start: token.start,
        end: cellEnd,
        figure,
      });
      at = next;
      continue;
    }
    const unit = unitRun(tokens, at);
    if (unit) {
      const cellEnd = tokens[at + unit.length - 1]!.end;
      pushCell(text, index, cells, {
        kind: 'unit',
        text: cellText(text, token, cellEnd),
        start: token.start,
        end: cellEnd,
        unit: unit.unit,
      });
      at += unit.length;
      continue;
    }
    if (!LEADERS.test(token.text))
      pushCell(text, index, cells, { kind: 'word', text: token.text, start: token.start, end: token.end });
    at += 1;
  }
}

/**
 * "230 – 280": two numbers printed alike (the same decimals, the second the larger) with a dash between them are a
 * range, one cell of a limit column; a dash between two unlike numbers stays an empty cell between them.
 */
function rangeAfter(first: Figure, tokens: readonly Token[], at: number, style: DecimalStyle): Figure | null {
  if (first.value === null || first.unit || !/^[-–—]$/.test(tokens[at + 1]?.text ?? '')) return null;
  const end = tokens[at + 2]?.text;
  if (end === undefined) return null;
  // "0,45 – l,56": an end a scan printed in letters that read as digits would make it a range is one still, a cell
  // of the limit's column whose bounds are not read, never a figure of the row's own.
  const inLetters = LETTERS_FOR_DIGITS.test(end) && /[OoIl]/.test(end);
  const second = figureOf(inLetters ? end.replace(/o/gi, '0').replace(/[Il]/g, '1') : end, style);
  if (!second || second.value === null || second.unit || second.decimals !== first.decimals) return null;
  if (second.value <= first.value) return null;
  const raw = `${first.raw} ${tokens[at + 1]!.text} ${inLetters ? end : second.raw}`;
  return {
    raw,
    value: null,
    qualifier: null,
    blank: true,
    decimals: 0,
    unit: null,
    ...(inLetters ? {} : { range: [first.value, second.value] as [number, number] }),
  };
}

/** A number printed with letters for some of its digits ("l,56", "O.5"), nothing else in it. */
const LETTERS_FOR_DIGITS = /^[\dOoIl]+(?:[.,][\dOoIl]+)?$/;

const pageWords = (pick: (language: (typeof LANGUAGES)[number]) => readonly string[]) =>
  [...new Set(LANGUAGES.flatMap(pick))]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|');
/**
 * "Page 1 of 3", "Seite 2 von 2", "Strana 1 z 1", "Página 1 de 1", "Page 2/3": a page's number and the pages', in any
 * language of the language table ("see page 2" is a reference, not a page's furniture).
 */
const PAGE_NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${pageWords((language) => language.page)})\\s{0,3}\\d{1,4}\\s{0,3}(?:${pageWords((language) => language.pageOf)})\\s{0,3}\\d{1,4}(?![\\p{L}\\p{N}])`,
  'iu',
);
/** A line of a page's number alone: "1 / 3", "- 2 -". */
const BARE_PAGE_NUMBER = /^[\s\-–—]*\d{1,4}\s?\/\s?\d{1,4}[\s\-–—]*$/u;

/** Whether the text holds two runs of digits apart: a page's number and the pages' count need both. */
function twoDigitRuns(text: string): boolean {
  let runs = 0;
  let inRun = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const digit = code >= 48 && code <= 57;
    if (digit && !inRun && ++runs === 2) return true;
    inRun = digit;
  }
  return false;
}

export function isPageLine(raw: string): boolean {
  // Both patterns need two numbers: most lines are passed over by one scan of their characters.
  return twoDigitRuns(raw) && (PAGE_NUMBER.test(raw) || BARE_PAGE_NUMBER.test(raw));
}

/** The cells of every line that has none: one array, frozen, rather than one kept for each blank line. */
const NO_CELLS: Cell[] = Object.freeze([]) as unknown as Cell[];

/** One line as cells. A line longer than a table row is kept as text only. */
export function lineOf(raw: string, number: number, style: DecimalStyle): TextLine {
  // A blank line, the commonest of a pasted page, is read without a pass over its characters.
  if (raw === '') return { number, text: '', cells: NO_CELLS, ruled: false, pieces: 0, page: false, newPage: false };
  const newPage = raw.includes('\f');
  const normalised = normalisedLine(raw);
  const untrimmed = newPage ? normalised.replaceAll('\f', ' ') : normalised;
  const text = untrimmed.trimEnd();
  const page = raw.length <= MAX_TABLE_LINE_CHARS && isPageLine(raw);
  // (Trimmed at its end, the text is blank only when it is empty.)
  if (text.length > MAX_TABLE_LINE_CHARS || text === '')
    return { number, text, cells: NO_CELLS, ruled: false, pieces: 0, page, newPage };
  const emptyAtEnd = text.length < untrimmed.length && /[\t|;]/.test(untrimmed.slice(text.length));
  const { pieces, ruled, framed } = piecesOf(text);
  const cells: Cell[] = [];
  const names = { names: findNames(text), cursor: 0 };
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    if (piece.start === piece.end)
      cells.push({ kind: 'empty', text: '', start: piece.start, end: piece.end, piece: index });
    else cellsOfPiece(text, piece, index, style, names, cells);
  }
  qualifiedByLetter(cells);
  return { number, text, cells, ruled, pieces: pieces.length, page, newPage, emptyAtEnd, framed };
}

/**
 * A spreadsheet's CSV export pasted as text ("THCA","742.6","mg/g","5,000"): each record becomes a line of
 * tab-separated cells, so it reads like any ruled table and a comma inside a quoted field ("5,000") stays the
 * figure's. A record is a line whose fields are quoted, or one of a run of unquoted records under a header of words
 * ("analyte,result,unit,loq") that each hold as many fields as the header: a decimal comma would add a field, so a
 * line it splits is no record. Other lines are kept as they are. One pass over each line's characters.
 */
export function csvAsTabs(text: string): string {
  if (!text.includes(',')) return text;
  const lines = text.split('\n');
  // A line printed again is the same record: its fields are read once.
  const read = new Map<string, ReturnType<typeof csvFields>>();
  const records = lines.map((line) => {
    if (!line.includes(',')) return null;
    let record = read.get(line);
    if (record === undefined) {
      record = csvFields(line);
      read.set(line, record);
    }
    return record;
  });
  let changed = false;
  for (let at = 0; at < lines.length; at += 1) {
    const record = records[at];
    if (!record) continue;
    if (record.quoted >= 2) {
      lines[at] = record.fields.join('\t');
      changed = true;
      continue;
    }
    if (!record.fields.every(csvHead) || record.fields.length < 3) continue;
    let end = at + 1;
    while (records[end]?.fields.length === record.fields.length && !splitsFigureInWords(records[end]!.fields)) end += 1;
    // A header and two records at least: one line of as many fields may be prose.
    if (end - at < 3) continue;
    for (let line = at; line < end; line += 1) lines[line] = records[line]!.fields.join('\t');
    changed = true;
    at = end - 1;
  }
  // (A text with no record is given back as it came, not joined again.)
  return changed ? lines.join('\n') : text;
}

/**
 * Whether a comma between two digits cuts words ("contains 1" and "20 % of CBDA" of "contains 1,20 % of CBDA"): a
 * sentence's decimal comma, where a record's figures stand in fields of their own ("0.5,10").
 */
function splitsFigureInWords(fields: readonly string[]): boolean {
  return fields.some((field, index) => {
    const next = fields[index + 1];
    // "Sample 1,20.41": a name's number beside a figure of its own decimals, not one figure cut in two.
    return (
      next !== undefined &&
      /(?:^|\s)\d+$/.test(field) &&
      /^\d+(?:[\s%]|$)/.test(next) &&
      (/\p{L}/u.test(field) || /\p{L}/u.test(next))
    );
  });
}

/** A field of a CSV export's header: a column's name, no figure. */
const CSV_HEAD = /^\p{L}[\p{L}\p{N} _./()%-]{0,39}$/u;
/** A decimal figure in a field: a sentence's piece between its commas ("the sample contains 0.46 % of CBG"). */
const DECIMAL = /\d[.,]\d/;
/** Most words a column's name holds: more is a sentence's piece. */
const MAX_HEAD_WORDS = 4;
/** "was not detected", "no detectado": a clause of a sentence set apart by commas, never a column's name. */
const NOT_FOUND_CLAUSE = new RegExp(
  `(?:^|\\s)(?:${['not detected', ...[...NOT_DETECTED_WORDS].filter((word) => word.includes(' '))].map(escaped).join('|')})(?=\\s|$)`,
  'iu',
);
const csvHead = (field: string) =>
  CSV_HEAD.test(field) &&
  !DECIMAL.test(field) &&
  field.split(' ').length <= MAX_HEAD_WORDS &&
  !(field.includes(' ') && NOT_FOUND_CLAUSE.test(field));

function csvFields(line: string): { fields: string[]; quoted: number } | null {
  const fields: string[] = [];
  let at = 0;
  let quoted = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let field = '';
      at += 1;
      while (at < line.length && !(line[at] === '"' && line[at + 1] !== '"')) {
        field += line[at];
        at += line[at] === '"' ? 2 : 1;
      }
      if (at >= line.length) return null;
      at += 1;
      quoted += 1;
      fields.push(field.replaceAll('\t', ' '));
    } else {
      const comma = line.indexOf(',', at);
      const end = comma === -1 ? line.length : comma;
      const field = line.slice(at, end).trim();
      if (field.includes('"')) return null;
      fields.push(field);
      at = end;
    }
    if (at >= line.length) break;
    if (line[at] !== ',') return null;
    at += 1;
  }
  return fields.length >= 2 ? { fields, quoted } : null;
}

/**
 * Where a LIMS record splits its pairs: a ';', '|' or ',' before the next "KEY=". A comma that is a decimal mark
 * ("THCA=20,41,D9-THC=0,52") has digits and no "=" after it, so it is never a split. Each look ahead is bounded.
 */
const RECORD_SPLIT = /[;|,](?=\s{0,3}[\p{L}\p{N}][^=;|,\n]{0,39}=)/u;
const RECORD_KEY = /^[\p{L}\p{N}][\p{L}\p{N} _.()/-]{0,39}$/u;
/** Longest value of a record's pair: a figure with its qualifier and unit, or a status. */
const MAX_RECORD_VALUE_CHARS = 40;

/** A LIMS record's line as cells of "KEY: value", or null when the line is no record of two pairs or more. */
function recordCells(line: string): string | null {
  if (line.length > MAX_TABLE_LINE_CHARS) return null;
  const pairs = line.split(RECORD_SPLIT);
  if (pairs.length < 2) return null;
  const cells: string[] = [];
  // A legend defines codes ("P = Pass; F = Fail", "P=Pass;F=Fail;NT=Not tested"): short keys, words for values.
  let legendLike = true;
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const key = pair.slice(0, Math.max(equals, 0)).trim();
    const value = pair.slice(equals + 1).trim();
    if (equals < 0 || !RECORD_KEY.test(key) || value === '' || value.length > MAX_RECORD_VALUE_CHARS) return null;
    // A record writes its pairs tight, with no space around the sign.
    if (value.includes('=') || /\s/.test(pair[equals - 1] ?? '') || /\s/.test(pair[equals + 1] ?? '')) return null;
    if (key.length > 3 || /\d/.test(value)) legendLike = false;
    // "TOTAL_THC", "HEAVY_METALS": a key's underscores are spaces, as the name is printed elsewhere.
    cells.push(`${key.replaceAll('_', ' ')}: ${value}`);
  }
  return legendLike ? null : cells.join('\t');
}

/**
 * A LIMS's record of key=value pairs on one line ("THCA=20,41;D9-THC=0,52;TOTAL_THC=18,42", "PESTICIDES=PASS|
 * HEAVY_METALS=PASS") as a line of tab-separated cells, each a name and its value, read like any ruled line. Its
 * line stays one line, so every line keeps its number.
 */
export function recordsAsCells(text: string): string {
  if (!text.includes('=')) return text;
  return text
    .split('\n')
    .map((line) => (line.indexOf('=') !== line.lastIndexOf('=') ? (recordCells(line) ?? line) : line))
    .join('\n');
}

/**
 * Characters a wrong text encoding garbled (UTF-8 read as Windows-1252: "Î”9-THC", "Âµg/g", "â€“"), as they
 * were meant.
 */
const MOJIBAKE: Readonly<Record<string, string>> = {
  'Î”': 'Δ',
  Âµ: 'µ',
  'Î¼': 'μ',
  'â€“': '–',
  'â€”': '—',
  'Â±': '±',
  'Ã—': '×',
  'Â°': '°',
  'âˆ†': '∆',
  'â‰¤': '≤',
  'â‰¥': '≥',
};
const MOJIBAKE_PATTERN = /Î”|Âµ|Î¼|â€“|â€”|Â±|Ã—|Â°|âˆ†|â‰¤|â‰¥/g;
/** A figure printed without its leading zero (".05", "-.3"), at the start of a cell. */
const BARE_DECIMAL = /(^|[\s(|;<>≤-])\.(\d)/gm;

/** The pasted text with garbled characters and bare decimals written as a lab meant them: one pass each. */
export function repairedText(text: string): string {
  const decoded =
    text.includes('Î') || text.includes('Â') || text.includes('â') || text.includes('Ã')
      ? text.replace(MOJIBAKE_PATTERN, (garbled) => MOJIBAKE[garbled]!)
      : text;
  return decoded.includes('.') ? decoded.replace(BARE_DECIMAL, '$10.$2') : decoded;
}

/**
 * Blank lines a run keeps at each of its ends. The reader looks across at most 60 lines (a column's figures under
 * its names, in `columnBlocks`): a run longer than both ends together reads as they do, and a pasted text can be
 * hundreds of thousands of blank lines.
 */
export const BLANK_RUN_ENDS = 64;

/** Where the line that starts at `from` ends: at a line feed, a carriage return or the text's end. */
function lineEnd(text: string, from: number, returns: boolean): number {
  if (!returns) {
    const end = text.indexOf('\n', from);
    return end < 0 ? text.length : end;
  }
  let end = from;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end += 1;
  return end;
}

/** A line with no words: its text empty, no page's furniture nor break. */
const isBlank = (line: TextLine) => line.text === '' && line.page !== true && line.newPage !== true;

/**
 * The text's lines, each numbered as an editor counts it. A run of blank lines longer than its two ends is read as
 * its ends: the lines after it keep their numbers.
 */
export function linesOf(text: string): TextLine[] {
  const style = decimalStyleOf(text);
  const returns = text.includes('\r');
  // A line printed again (a page's header, a repeated row) is read once in this text: the same words are the same
  // cells, and a pasted text can repeat one line thousands of times.
  const read = new Map<string, TextLine>();
  const lines: TextLine[] = [];
  // The blank lines just read: the first ones are kept as they come, the last ones once the run ends.
  let run = 0;
  const endRun = (next: number) => {
    for (let blank = Math.max(next - run + BLANK_RUN_ENDS, next - BLANK_RUN_ENDS); blank < next; blank += 1)
      lines.push(lineOf('', blank, style));
    run = 0;
  };
  let number = 0;
  for (let from = 0; from <= text.length;) {
    const end = lineEnd(text, from, returns);
    const start = from;
    from = end + (text.startsWith('\r\n', end) ? 2 : 1);
    number += 1;
    // (Past a run's first lines, an empty line is counted and not read.)
    if (end === start && run >= BLANK_RUN_ENDS) {
      run += 1;
      continue;
    }
    const raw = text.slice(start, end);
    const before = raw === '' ? undefined : read.get(raw);
    const line = before ? { ...before, number } : lineOf(raw, number, style);
    if (!before && line.cells.length > 0) read.set(raw, line);
    if (isBlank(line)) {
      if (run < BLANK_RUN_ENDS) lines.push(line);
      run += 1;
      continue;
    }
    if (run > 0) endRun(number);
    lines.push(line);
  }
  if (run > 0) endRun(number + 1);
  return lines;
}

/**
 * A figure a scan's text recognition garbled: digits with letters or marks that look like them ("O.52", "2~ .8$",
 * "1~ .?7"); "~6" is about 6, not a garble. Or two figures run together ("0.5012.86"). Never read as a number (which
 * digit it was, or where one figure ends, cannot be told); a row holding one is not read with certainty.
 */
export function garbledFigure(text: string): boolean {
  return text.split(' ').some(
    (part) =>
      (part.length >= 2 &&
        !part.startsWith('~') &&
        // A data qualifier glued to it ("O.05U") as to a figure ("0.050U").
        /^[<>≤]?[\d.,OoIl|~$?]+(?:[Ee][+-]?[\dOoIl]{1,2})?[%BJU]?$/.test(part) &&
        /[\d.]/.test(part) &&
        /[OoIl|~$?]/.test(part)) ||
      figuresRunTogetherIn(part),
  );
}

/**
 * Two cells a PDF's copy joined into one token ("0.50" and "12.86" as "0.5012.86"): more decimal marks than any
 * number carries, in no thousands grouping. Where one figure ends cannot be told.
 */
export function figuresRunTogetherIn(part: string): boolean {
  return (
    /^\d+(?:[.,]\d+){2,}%?$/.test(part) &&
    parseNumber(part.replace(/%$/, ''), 'point') === null &&
    parseNumber(part.replace(/%$/, ''), 'comma') === null
  );
}

/** A line as the answer shows it: its number in the text given and its words. */
export interface SourceLine {
  number: number;
  text: string;
}

/** The longest source line the answer repeats: enough for a table row. */
const SOURCE_LINE_CHARS = 160;

export function sourceLine(line: TextLine): SourceLine {
  const text = /\s{2}|\t/.test(line.text) ? line.text.replace(/\s+/g, ' ').trim() : line.text.trim();
  return { number: line.number, text: text.length > SOURCE_LINE_CHARS ? `${text.slice(0, SOURCE_LINE_CHARS)}…` : text };
}
