/**
 * A table pasted one column at a time, as some PDF text extractors give it: the cannabinoids' names each on a line
 * of its own, then a column's figures each on a line of its own, then the next column's. Which figure is whose is
 * the order of the lines alone, which a dropped or wrapped cell shifts unseen; the reader shows these lines as
 * unsure rather than pair them. One pass over the lines.
 */
import type { AnalyteId } from './analytes.ts';
import type { TextLine } from './lines.ts';

/** Fewest names, and fewest figures, in a row that make a column printed as a block. */
const MIN_BLOCK = 3;
/** Lines after the names within which a block of figures is still theirs. */
const MAX_GAP = 60;

const nameOnly = (line: TextLine) =>
  line.cells.length === 1 &&
  line.cells[0]!.kind === 'name' &&
  Boolean(line.cells[0]!.name?.id || line.cells[0]!.name?.total);
const figureOnly = (line: TextLine) => line.cells.length === 1 && line.cells[0]!.kind === 'figure';
const blank = (line: TextLine) => line.text.trim() === '';

/** A block of names and the block of figures after it (their lines, the names' analytes), or null when none is. */
export function columnBlocks(lines: readonly TextLine[]): { lines: TextLine[]; analytes: AnalyteId[] } | null {
  let names: TextLine[] = [];
  let figures: TextLine[] = [];
  let namesEnd = -1;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (nameOnly(line)) {
      if (figures.length > 0 || names.length === 0 || namesEnd !== at - 1) names = [];
      names.push(line);
      namesEnd = at;
      figures = [];
      continue;
    }
    if (names.length < MIN_BLOCK || at - namesEnd > MAX_GAP) continue;
    if (figureOnly(line)) {
      figures.push(line);
      if (figures.length >= MIN_BLOCK)
        return {
          lines: [...names, ...figures],
          analytes: [...new Set(names.flatMap((name) => name.cells[0]!.name?.id ?? []))],
        };
    } else if (!blank(line)) figures = [];
  }
  return null;
}
