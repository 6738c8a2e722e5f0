/**
 * A LIMS's YAML export read as the same tree its JSON export gives, so one walk reads both. Only the YAML an export
 * writes is read: mappings and sequences nested by indentation, flow mappings and sequences on one line
 * ("- {analyte: THCA, value: 5.84}"), quoted and plain scalars, literal and folded blocks, comments. A text with any
 * other line (a table's row, a title, an anchor or a tag) is no such export: undefined, and the line readers read it.
 * Each line is read once and each character of a flow once: linear in the text.
 */

/** A value of the tree: scalars as printed (a number keeps its decimals), mappings and sequences. */
export type YamlNode = string | boolean | null | YamlNode[] | { [key: string]: YamlNode };

/** Deepest nesting read, as in the JSON and XML readers: an export nests a handful of levels. */
const MAX_DEPTH = 24;
/** Fewest keys for a text to be taken as an export rather than a few "Name: value" lines. */
const MIN_KEYS = 6;

interface YamlLine {
  indent: number;
  /** The line without its indent, its comment or its trailing spaces. */
  content: string;
  /** The raw line, for a literal block's text. */
  raw: string;
}

/** Where a comment starts: a '#' at the start or after a space, outside quotes; the line's length when none does. */
function commentAt(line: string): number {
  let quote = '';
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      // A quote opens a scalar only where one can start, not inside a word ("Dr. O'Neil").
      const before = line[at - 1];
      if (before === undefined || /[\s:,[{-]/.test(before)) quote = char;
    } else if (char === '#' && (at === 0 || line[at - 1] === ' ' || line[at - 1] === '\t')) return at;
  }
  return line.length;
}

class NotYaml extends Error {}

/** A scalar as the tree holds it: quotes taken off, booleans as booleans, "null" and "~" as null. */
function scalarOf(text: string): YamlNode {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"'))
    return trimmed.slice(1, -1).replace(/\\(["\\/nt])/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char);
  if (trimmed.length >= 2 && trimmed.startsWith("'") && trimmed.endsWith("'"))
    return trimmed.slice(1, -1).replaceAll("''", "'");
  if (/^(?:true|yes)$/i.test(trimmed)) return true;
  if (/^(?:false|no)$/i.test(trimmed)) return false;
  if (trimmed === '' || trimmed === '~' || /^null$/i.test(trimmed)) return null;
  // Anchors, aliases and tags are no export's.
  if (/^[&*!]/.test(trimmed)) throw new NotYaml();
  return trimmed;
}

/** A flow mapping or sequence on one line, read from `from`: its value and where it ends. */
function flowAt(text: string, from: number, depth: number, count: Count): { value: YamlNode; end: number } {
  if (depth > MAX_DEPTH) throw new NotYaml();
  const open = text[from];
  const close = open === '{' ? '}' : ']';
  const record: { [key: string]: YamlNode } = {};
  const list: YamlNode[] = [];
  let at = from + 1;
  const skipSpaces = () => {
    while (text[at] === ' ' || text[at] === '\t') at += 1;
  };
  // A scalar up to the next separator: a quoted one whole, a plain one to ',', the closing bracket or (for a key) ':'.
  const scalarUntil = (isKey: boolean): string => {
    skipSpaces();
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, at + 1);
      if (end < 0) throw new NotYaml();
      const quoted = text.slice(at, end + 1);
      at = end + 1;
      return quoted;
    }
    const start = at;
    while (at < text.length) {
      const char = text[at]!;
      if (char === ',' || char === close || char === '{' || char === '[' || char === '}' || char === ']') break;
      if (isKey && char === ':' && (text[at + 1] === ' ' || text[at + 1] === undefined || text[at + 1] === close))
        break;
      at += 1;
    }
    return text.slice(start, at);
  };
  const valueAt = (): YamlNode => {
    skipSpaces();
    if (text[at] === '{' || text[at] === '[') {
      const nested = flowAt(text, at, depth + 1, count);
      at = nested.end;
      return nested.value;
    }
    return scalarOf(scalarUntil(false));
  };
  for (;;) {
    skipSpaces();
    if (text[at] === close) return { value: open === '{' ? record : list, end: at + 1 };
    if (at >= text.length) throw new NotYaml();
    if (open === '{') {
      const key = scalarOf(scalarUntil(true));
      if (typeof key !== 'string' || text[at] !== ':') throw new NotYaml();
      at += 1;
      count.keys += 1;
      if (key !== '__proto__') record[key] = valueAt();
    } else list.push(valueAt());
    skipSpaces();
    if (text[at] === ',') at += 1;
    else if (text[at] !== close) throw new NotYaml();
  }
}

/** A value written on its key's line: a flow, or a scalar. */
function inlineValue(text: string, count: Count): YamlNode {
  if (text.startsWith('{') || text.startsWith('[')) {
    const { value, end } = flowAt(text, 0, 0, count);
    if (text.slice(end).trim() !== '') throw new NotYaml();
    return value;
  }
  return scalarOf(text);
}

/** "key: value" or "key:": the key and what follows it; null when the line is no such pair. */
function pairOf(content: string): { key: string; rest: string } | null {
  let keyEnd: number;
  if (content.startsWith('"') || content.startsWith("'")) {
    const close = content.indexOf(content[0]!, 1);
    if (close < 0) return null;
    keyEnd = close + 1;
    if (content[keyEnd] !== ':') return null;
  } else {
    keyEnd = content.search(/:(?: |$)/);
    if (keyEnd <= 0 || /^[{[]/.test(content)) return null;
  }
  const key = scalarOf(content.slice(0, keyEnd));
  if (typeof key !== 'string') return null;
  return { key, rest: content.slice(keyEnd + 1).trim() };
}

/** The keys read so far, of block and flow mappings alike. */
interface Count {
  keys: number;
}

class Reader implements Count {
  at = 0;
  keys = 0;
  nested = false;

  private readonly lines: YamlLine[];

  /** The values written on a line, by their text, with the keys each holds. */
  private readonly inlineRead = new Map<string, { value: YamlNode; keys: number }>();

  constructor(lines: YamlLine[]) {
    this.lines = lines;
  }

  /**
   * A value written on its line, read once for a text printed again: an export writes thousands of rows alike
   * ("- {analyte: THCA, value: 1}"), and the tree holds them as equal values. Its keys count at each row.
   */
  inline(text: string): YamlNode {
    let read = this.inlineRead.get(text);
    if (!read) {
      const count: Count = { keys: 0 };
      read = { value: inlineValue(text, count), keys: count.keys };
      this.inlineRead.set(text, read);
    }
    this.keys += read.keys;
    return read.value;
  }

  /** The block that starts at the current line, at its indent. */
  block(indent: number, depth: number): YamlNode {
    if (depth > MAX_DEPTH) throw new NotYaml();
    const line = this.lines[this.at]!;
    return isItem(line.content) ? this.sequence(indent, depth) : this.mapping(indent, depth);
  }

  /** A key's value on the lines under it: a block more indented, a sequence at its own indent, or nothing. */
  under(indent: number, depth: number): YamlNode {
    const next = this.lines[this.at];
    if (next && next.indent > indent) {
      this.nested = true;
      return this.block(next.indent, depth + 1);
    }
    if (next && next.indent === indent && isItem(next.content)) {
      this.nested = true;
      return this.sequence(indent, depth + 1);
    }
    return null;
  }

  /** A literal ("|") or folded (">") block: the lines more indented than its key. */
  textBlock(indent: number, folded: boolean): string {
    const texts: string[] = [];
    while (this.at < this.lines.length && this.lines[this.at]!.indent > indent) {
      texts.push(this.lines[this.at]!.raw.trim());
      this.at += 1;
    }
    return texts.join(folded ? ' ' : '\n');
  }

  mapping(indent: number, depth: number): YamlNode {
    const record: { [key: string]: YamlNode } = {};
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      if (line.indent < indent) break;
      if (line.indent > indent || isItem(line.content)) throw new NotYaml();
      const pair = pairOf(line.content);
      if (!pair) throw new NotYaml();
      this.at += 1;
      this.keys += 1;
      let value: YamlNode;
      if (pair.rest === '') value = this.under(indent, depth);
      else if (/^[|>][+-]?$/.test(pair.rest)) value = this.textBlock(indent, pair.rest.startsWith('>'));
      else value = this.inline(pair.rest);
      if (pair.key !== '__proto__') record[pair.key] = value;
    }
    return record;
  }

  sequence(indent: number, depth: number): YamlNode {
    const list: YamlNode[] = [];
    while (this.at < this.lines.length) {
      const line = this.lines[this.at]!;
      if (line.indent < indent || (line.indent === indent && !isItem(line.content))) break;
      if (line.indent > indent) throw new NotYaml();
      const item = line.content.slice(1).trimStart();
      const itemIndent = indent + (line.content.length - item.length);
      if (item === '') {
        this.at += 1;
        list.push(this.under(indent, depth));
      } else if (item.startsWith('{') || item.startsWith('[') || !pairOf(item)) {
        this.at += 1;
        list.push(this.inline(item));
      } else {
        // "- analyte: THCA" and the keys under it: a mapping whose first key stands on the item's line.
        this.lines[this.at] = { indent: itemIndent, content: item, raw: line.raw };
        this.nested = true;
        list.push(this.mapping(itemIndent, depth + 1));
      }
    }
    return list;
  }
}

/** A key that ends its line, a more indented line or an item under it. */
const NESTED_KEY = /:[ \t]*\r?\n(?: +\S|- )/;

/**
 * Whether the text has a key with lines under it ("results:" over "  cannabinoids:" or "- ..."): no export has none,
 * and a text without one is not split into lines for nothing.
 */
export const mayBeYaml = (text: string): boolean => NESTED_KEY.test(text);

const isItem = (content: string) => content === '-' || content.startsWith('- ');

/**
 * The tree a YAML export's text gives, or undefined when the text is not one: a line no export writes, a tab in an
 * indent, too few keys, or nothing nested (a few "Name: value" lines are a printed certificate's, not an export).
 */
export function yamlOf(text: string): YamlNode | undefined {
  if (!mayBeYaml(text)) return undefined;
  const lines: YamlLine[] = [];
  for (const raw of text.split('\n')) {
    const cut = raw.slice(0, commentAt(raw)).trimEnd();
    const content = cut.trimStart();
    if (content === '' || content === '---' || content === '...') continue;
    const indentText = cut.slice(0, cut.length - content.length);
    if (indentText.includes('\t')) return undefined;
    lines.push({ indent: indentText.length, content, raw });
  }
  if (lines.length === 0 || lines[0]!.indent !== 0) return undefined;
  const reader = new Reader(lines);
  try {
    const tree = reader.block(0, 0);
    if (reader.at !== lines.length || reader.keys < MIN_KEYS || !reader.nested) return undefined;
    return tree;
  } catch (error) {
    if (error instanceof NotYaml) return undefined;
    throw error;
  }
}
