/**
 * What one parse learns of a line's text, kept for that parse only. A pasted text can print one line thousands of
 * times (a repeated row, a page's header, an adversary's body); a pure reading of a text is made once per parse.
 * The caches are made when a parse starts and dropped when it ends: nothing is kept between requests.
 */
import type { Cell, TextLine } from './lines.ts';

let caches: Map<object, Map<unknown, unknown>> | null = null;

/** Runs one parse with caches of its own, dropped when it returns or throws. */
export function withinOneParse<T>(parse: () => T): T {
  const outer = caches;
  caches = new Map();
  try {
    return parse();
  } finally {
    caches = outer;
  }
}

/**
 * The reading `read` makes of a key (a line's text, a line's cells), made once per parse: outside a parse it is made
 * afresh each time. `read` must depend on its key alone, and its answer must not be changed by those who ask.
 */
export function oncePerParse<K, R>(read: (key: K) => R): (key: K) => R {
  return (key: K): R => {
    if (!caches) return read(key);
    let cache = caches.get(read) as Map<K, R> | undefined;
    if (!cache) {
      cache = new Map();
      caches.set(read, cache);
    }
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
  const byCells = oncePerParse((_cells: readonly Cell[]) => {
    let kept: { answer: R } | null = null;
    return (line: TextLine): R => (kept ??= { answer: read(line) }).answer;
  });
  return (line: TextLine): R => (line.cells.length === 0 ? read(line) : byCells(line.cells)(line));
}
