/**
 * What one parse learns of a line's text, kept for that parse only. A pasted text can print one line thousands of
 * times (a repeated row, a page's header, an adversary's body); a pure reading of a text is made once per parse.
 * The caches are made when a parse starts and dropped when it ends: nothing is kept between requests.
 */
import type { Cell, TextLine } from './lines.ts';

/** The parse under way: how to drop the caches its readings made. */
interface Parse {
  drops: (() => void)[];
}

let current: Parse | null = null;

/** Runs one parse with caches of its own, dropped when it returns or throws. */
export function withinOneParse<T>(parse: () => T): T {
  const outer = current;
  const own: Parse = { drops: [] };
  current = own;
  try {
    return parse();
  } finally {
    for (const drop of own.drops) drop();
    current = outer;
  }
}

/**
 * One reading's cache for the parse under way, or null outside a parse. Each reading holds its own (a lookup per
 * question, however many readings a parse makes), made at its first question in a parse and dropped when it ends.
 */
function cacheOfParse<K, R>(): () => Map<K, R> | null {
  let cache: Map<K, R> | null = null;
  let owner: Parse | null = null;
  return () => {
    if (!current) return null;
    if (owner !== current) {
      cache = new Map();
      owner = current;
      current.drops.push(() => {
        cache = null;
        owner = null;
      });
    }
    return cache;
  };
}

/**
 * The reading `read` makes of a key (a line's text, a line's cells), made once per parse: outside a parse it is made
 * afresh each time. `read` must depend on its key alone, and its answer must not be changed by those who ask.
 */
export function oncePerParse<K, R>(read: (key: K) => R): (key: K) => R {
  const cacheOf = cacheOfParse<K, R>();
  return (key: K): R => {
    const cache = cacheOf();
    if (!cache) return read(key);
    const known = cache.get(key);
    if (known !== undefined || cache.has(key)) return known!;
    const answer = read(key);
    cache.set(key, answer);
    return answer;
  };
}

/**
 * The reading `read` makes of a line's words (its cells, text and separators), made once per parse for each line
 * printed again: a copy shares its first line's cells, so the first copy's reading is every copy's. `read` must not
 * depend on the line's number, nor answer with the line: each copy keeps its own. The lines without cells (blank, or
 * too long to be a table's) share one empty list of them, whatever their text: each is read afresh.
 */
export function oncePerLine<R>(read: (line: TextLine) => R): (line: TextLine) => R {
  const cacheOf = cacheOfParse<readonly Cell[], R>();
  return (line: TextLine): R => {
    const cache = line.cells.length === 0 ? null : cacheOf();
    if (!cache) return read(line);
    const known = cache.get(line.cells);
    if (known !== undefined || cache.has(line.cells)) return known!;
    const answer = read(line);
    cache.set(line.cells, answer);
    return answer;
  };
}
