/**
 * A product label's claim printed near the lab's table ("Cannabinoid content (label)" over "THC 6.4 mg/g", "As
 * labelled: THC 6.4 mg/g  Total THC 185 mg/g" beside the rows): what the producer prints on the package, never the
 * lab's result or total. It is blanked before the text is read, so it neither changes a total nor raises a doubt;
 * only the words a label's claim is introduced by mark it, and only where a cannabinoid and a figure follow them.
 */

/** The words that introduce a label's claim: English, French (Canada prints both) and the Health Canada heading. */
const MARKER =
  /(?<![\p{L}\p{N}])(?:cannabinoid\s+content\s+\(label(?:led)?\)|label(?:l?ed)?\s+claims?|as\s+labell?ed|per\s+label|on\s+label|labell?ed|label|teneur\s+\(étiquette\)|étiquette|étiqueté)(?![\p{L}\p{N}])[\t ]*[:\-–—]?/iu;

/**
 * The start of a claim: a cannabinoid the label names (THC, CBD, total or not, "THC / Total THC" as Health Canada
 * pairs them) and its figure.
 */
const CLAIM =
  /^(?:total\s+)?(?:Δ-?9-?|d9-?)?(?:thc|cbd)a?(?:\s*\/\s*total\s+(?:thc|cbd)a?)?(?:\s*\(total\))?[\t ]*(?::[\t ]*)?(?:[<≤~][\t ]*)?\d/iu;

/** The words after a claim that give what the lab found: its result, never the label's. */
const MEASURED = /(?<!\p{L})(?:measured|found|result|results|actual|tested|assay|analy[sz]ed)(?!\p{L})/iu;

/** A cannabinoid a claim names: THC or CBD, its acid, total or not ("THC / Total THC" names two). */
const NAMED = /(?<![\p{L}\p{N}])(total\s+)?(?:Δ-?9-?|d9-?|delta-?9-?)?(thc|cbd)(a)?(?![\p{L}\p{N}])(\s*\(total\))?/giu;

/** How far a line under a claim may start from it and still go on the same block (a column's ragged edge). */
const DRIFT = 3;

interface Block {
  /** Where the claims may stand on the lines under the marker's: under the marker, or under its first claim. */
  at: readonly number[];
  /** Whether the block has the whole line (a block above or below the table) or only its end (beside the rows). */
  whole: boolean;
  /** In a text whose cells are split by tabs, the cell the claims stand in: tabs place it, not characters. */
  field: number | null;
  /** The cannabinoids the block has claimed so far: a label names each once, so a second is the lab's. */
  named: Set<string>;
}

/** The cannabinoids a claim names, as "total thc", "thc", "cbda". */
function namedIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(NAMED)].map(
      ([, total, analyte, acid, totalAfter]) =>
        `${total || totalAfter ? 'total ' : ''}${analyte!.toLowerCase()}${acid ? 'a' : ''}`,
    ),
  );
}

/** The text with every label claim blanked (its lines kept, so a line's number still points at the pasted line). */
export function withoutLabelClaims(text: string): string {
  if (!MARKER.test(text)) return text;
  const lines = text.split('\n');
  let block: Block | null = null;
  for (const [index, line] of lines.entries()) {
    if (block) {
      // A line of words alone that prints nothing where the claims stand beside the rows (the first line of a name
      // wrapped over two, a group's heading) leaves the block open; a blank line or a row without a claim ends it.
      if (!block.whole && line.trim() !== '' && !/\d/.test(line) && nothingBeside(line, block)) continue;
      const at = claimNear(line, block);
      const named = at === null ? null : namedIn(line.slice(at));
      // "Total THC 185 mg/g" claimed, then "THC (total) 11.09 mg/piece": the second is the lab's total.
      if (at !== null && named && ![...named].some((name) => block!.named.has(name))) {
        for (const name of named) block.named.add(name);
        lines[index] = line.slice(0, at).trimEnd();
        continue;
      }
      block = null;
    }
    const found = markerIn(line, lines.slice(index + 1));
    if (!found) continue;
    lines[index] =
      found.end === undefined
        ? line.slice(0, found.cut).trimEnd()
        : `${line.slice(0, found.cut)}${' '.repeat(found.end - found.cut)}${line.slice(found.end)}`;
    block = found.block;
  }
  return lines.join('\n');
}

/** A marker on the line that a claim follows, on the line itself or on the lines under it. */
function markerIn(line: string, after: readonly string[]): { cut: number; end?: number; block: Block | null } | null {
  const match = MARKER.exec(line);
  if (!match) return null;
  const cut = match.index;
  const whole = line.slice(0, cut).trim() === '';
  const field = line.includes('\t') ? line.slice(0, cut).split('\t').length - 1 : null;
  const rest = line.slice(cut + match[0].length);
  const claimAt = cut + match[0].length + (rest.length - rest.trimStart().length);
  if (rest.trim() !== '') {
    if (!CLAIM.test(rest.trimStart())) return null;
    // "Label claim: THC 10 mg; measured: 11.9 mg": what the lab found after the claim stays.
    const found = MEASURED.exec(rest);
    if (found) return { cut, end: cut + match[0].length + found.index, block: null };
    const named = namedIn(rest);
    if (!whole) return { cut, block: { at: [cut, claimAt], whole, field, named } };
    // A claim after its marker on a line of its own goes on, if at all, under its first claim: a line back at the
    // marker's edge starts something else ("Labelled: THC 10 mg / CBD 10 mg" over "Total THC 9.8 mg", the lab's).
    const before = line.slice(0, claimAt);
    const claimField = before.slice(before.trimEnd().length).includes('\t') ? before.split('\t').length - 1 : null;
    return { cut, block: { at: [claimAt], whole: false, field: claimField, named } };
  }
  // A heading alone: a label's block only if a claim stands under it.
  const under: Block = { at: [cut], whole, field, named: new Set() };
  return after.length > 0 && claimNear(after[0]!, under) !== null ? { cut, block: under } : null;
}

/** Whether the line ends before the place the block's claims stand: its field, or its column give or take a drift. */
function nothingBeside(line: string, block: Block): boolean {
  if (block.field !== null && line.includes('\t')) return line.split('\t').length <= block.field;
  if (block.field !== null) return !line.includes('\t');
  return line.trimEnd().length < Math.min(...block.at) - DRIFT;
}

/** Where a claim of the block starts on this line, or null where the block has ended. */
function claimNear(line: string, block: Block): number | null {
  if (block.whole) {
    const start = line.length - line.trimStart().length;
    return line.trim() !== '' && CLAIM.test(line.trimStart()) ? start : null;
  }
  if (block.field !== null && line.includes('\t')) {
    const fields = line.split('\t');
    if (fields.length <= block.field) return null;
    const at = fields.slice(0, block.field).join('\t').length + (block.field > 0 ? 1 : 0);
    const start = at + (line.slice(at).length - line.slice(at).trimStart().length);
    return CLAIM.test(line.slice(start)) ? start : null;
  }
  for (const near of block.at) {
    const at = cellStartNear(line, near);
    if (at !== null && CLAIM.test(line.slice(at))) return at;
  }
  return null;
}

/** The start of the cell that begins within a few characters of a position: after a gap, never inside a word. */
function cellStartNear(line: string, near: number): number | null {
  const end = Math.min(line.length, near + DRIFT + 1);
  for (let at = Math.max(0, near - DRIFT); at < end; at++) {
    if (line[at] === ' ' || line[at] === '\t') continue;
    const before = line.slice(0, at);
    return before.trimEnd() === '' || /(?: {2}|\t)$/u.test(before) ? at : null;
  }
  return null;
}
