/**
 * A certificate pasted as HTML (a LIMS's web report, a page's source) read as the text the page shows: each table
 * row a line of tab-separated cells, so it reads like any ruled table; each paragraph, heading and break a line of
 * its own; entities as their characters. Scanned once from left to right: linear in the text.
 */

/** Named entities a lab's page prints, beyond XML's five. */
const ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['ensp', ' '],
  ['emsp', ' '],
  ['thinsp', ' '],
  ['ndash', '–'],
  ['mdash', '—'],
  ['middot', '·'],
  ['bull', '•'],
  ['hellip', '…'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['times', '×'],
  ['divide', '÷'],
  ['plusmn', '±'],
  ['le', '≤'],
  ['ge', '≥'],
  ['ne', '≠'],
  ['asymp', '≈'],
  ['deg', '°'],
  ['micro', 'µ'],
  ['mu', 'μ'],
  ['delta', 'δ'],
  ['Delta', 'Δ'],
  ['alpha', 'α'],
  ['beta', 'β'],
  ['gamma', 'γ'],
  ['sup2', '²'],
  ['sup3', '³'],
  ['frac12', '½'],
  ['reg', '®'],
  ['copy', '©'],
  ['trade', '™'],
  ['sect', '§'],
  ['para', '¶'],
]);

/** Entities as their characters: named ones a page prints, and numeric ones ("&#916;", "&#x394;"). */
export function withEntitiesDecoded(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z][a-z\d]{1,7});/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES.get(code) ?? ENTITIES.get(code.toLowerCase()) ?? whole;
  });
}

/** Tags that end a line where they open or close. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);
/** Tags whose content no reader sees. */
const HIDDEN_TAGS = new Set(['script', 'style', 'head', 'title', 'template']);

const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** Longest tag name read: "blockquote", "template". */
const MAX_TAG_NAME = 16;
/** How far past its "<" a tag's name may end. */
const TAG_REACH = 20;

/** A letter or a digit of ASCII, as a tag's name is spelt. */
function tagNameCode(code: number): boolean {
  const lower = code | 32;
  return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122);
}

/**
 * The name of the tag the "<" at `lt` opens, lower-cased ("</TD>" is td), read in place up to its ">" at `gt`: a
 * letter, then letters and digits, a name's length at most; null where no tag opens ("<LOQ" is a tag, "< 0.05" is
 * not). A page's table is tens of thousands of tags: nothing is cut from the text to read one.
 */
function tagNameAt(text: string, lt: number, gt: number): string | null {
  const limit = Math.min(gt, lt + TAG_REACH);
  let start = lt + 1;
  if (start < limit && text.charCodeAt(start) === 47) start += 1;
  const first = start < limit ? text.charCodeAt(start) | 32 : 0;
  if (first < 97 || first > 122) return null;
  let end = start + 1;
  while (end < limit && tagNameCode(text.charCodeAt(end))) {
    if (end - start === MAX_TAG_NAME) return null;
    end += 1;
  }
  return text.slice(start, end).toLowerCase();
}

/** Blanks in a page's text, shown as one space. */
const BLANKS = /\s+/g;
const SUPERSCRIPT_CHARACTERS = /[\d-]/g;
/** Tags that mark the text as a page's markup: a table's, a paragraph's or a page's own. */
const MARKUP = /<(?:table|tr|td|th|p|br|div|html|body|h[1-6])(?=[\s/>])/gi;
/** Fewest such tags for the text to be taken as markup, not a certificate that prints a "<p" by chance. */
const MIN_MARKUP_TAGS = 3;

/** Whether the text is a page's markup rather than text a page shows. */
export function isHtml(text: string): boolean {
  if (!text.includes('<')) return false;
  let found = 0;
  MARKUP.lastIndex = 0;
  while (MARKUP.exec(text)) {
    found += 1;
    if (found >= MIN_MARKUP_TAGS) return true;
  }
  return false;
}

/**
 * The text an HTML certificate shows: table rows as lines of tab-separated cells, blocks as lines, inline tags
 * dropped ("<b>Total THC</b>" reads "Total THC"), a superscript's digits as superscripts ("10<sup>4</sup>" reads
 * "10⁴"), entities decoded. The text itself when it is no markup.
 */
export function htmlAsText(text: string): string {
  if (!isHtml(text)) return text;
  const out: string[] = [];
  let cellsInRow = 0;
  let hidden: string | null = null;
  let superscript = false;
  const write = (shown: string) => {
    const spaced = withEntitiesDecoded(shown.replace(BLANKS, ' '));
    out.push(superscript ? spaced.replace(SUPERSCRIPT_CHARACTERS, (digit) => SUPERSCRIPT_DIGITS[digit]!) : spaced);
  };
  const newLine = () => {
    // Spaces before a line's end are no cell's.
    while (out.length > 0 && out[out.length - 1] === ' ') out.pop();
    if (out.length > 0 && out[out.length - 1] !== '\n') out.push('\n');
  };
  let at = 0;
  // The next ">" found, kept while the "<"s before it are passed: a run of "<" that opens no tag is read once.
  let nextGt = -1;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (lt < 0) {
      if (!hidden) write(text.slice(at));
      break;
    }
    if (!hidden && lt > at) write(text.slice(at, lt));
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      at = end < 0 ? text.length : end + 3;
      continue;
    }
    if (nextGt <= lt) nextGt = text.indexOf('>', lt + 1);
    const gt = nextGt;
    if (gt < 0) {
      // No tag closes past here: the rest is the page's text.
      if (!hidden) write(text.slice(lt));
      break;
    }
    const name = tagNameAt(text, lt, gt);
    if (name === null) {
      // A "<" that opens no tag ("<LOQ", "< 0.05") is the page's text.
      if (!hidden) write('<');
      at = lt + 1;
      continue;
    }
    at = gt + 1;
    const closing = text[lt + 1] === '/';
    if (hidden) {
      if (closing && name === hidden) hidden = null;
      continue;
    }
    if (HIDDEN_TAGS.has(name)) {
      if (!closing && !text.slice(lt, gt).endsWith('/')) hidden = name;
      continue;
    }
    if (name === 'sup') superscript = !closing;
    else if (name === 'td' || name === 'th') {
      if (closing) continue;
      if (cellsInRow > 0) {
        while (out.length > 0 && out[out.length - 1] === ' ') out.pop();
        out.push('\t');
      }
      cellsInRow += 1;
    } else if (BLOCK_TAGS.has(name)) {
      if (name === 'tr') cellsInRow = 0;
      newLine();
    }
  }
  return out
    .join('')
    .split('\n')
    .map(withoutEdgeSpaces)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A line without the spaces at its ends; its tabs (a row's empty first or last cells) kept. */
function withoutEdgeSpaces(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && line[start] === ' ') start += 1;
  while (end > start && line[end - 1] === ' ') end -= 1;
  return line.slice(start, end);
}
