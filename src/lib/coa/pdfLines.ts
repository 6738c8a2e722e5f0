/**
 * Rebuilds the lines of a PDF page from its positioned text pieces (what pdf.js `getTextContent` returns), so
 * a table row reads as one line whatever order the PDF drew its cells in. Pure, so it is unit-tested.
 */
export interface PositionedText {
  str: string;
  /** The text matrix [a, b, c, d, x, y]: x and y place the piece on the page, y growing upwards. */
  transform: readonly number[];
  /** Width of the piece in page units. */
  width: number;
}

/** Pieces whose baselines are this close (in page units) sit on one line. */
const SAME_LINE_TOLERANCE = 2;
/** A horizontal gap this wide (page units) between two pieces is a column break: written as a tab. */
const COLUMN_GAP = 12;

export function linesFromTextItems(items: readonly PositionedText[]): string[] {
  const pieces = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, width: item.width }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - piece.y) <= SAME_LINE_TOLERANCE) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let line = '';
    let lastEnd: number | null = null;
    for (const piece of row) {
      if (lastEnd !== null) line += piece.x - lastEnd >= COLUMN_GAP ? '\t' : ' ';
      line += piece.text.trim();
      lastEnd = piece.x + piece.width;
    }
    return line;
  });
}

/** Less text than this in a whole PDF means it is a scan (a picture of the page) without a text layer. */
export const MIN_TEXT_CHARS = 20;

export function looksScanned(text: string): boolean {
  return text.replace(/\s+/g, '').length < MIN_TEXT_CHARS;
}
