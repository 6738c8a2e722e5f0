/**
 * Rebuilds the lines of a PDF page from its positioned text pieces (what pdf.js `getTextContent` returns), so
 * a table row reads as one line whatever order the PDF drew its cells in. Pure, so it is unit-tested.
 *
 * Cells are told apart in two ways. A wide gap between two pieces is a column break. And the page's columns are
 * found from the rows whose cells are clearly apart: a piece (or a word inside one, placed by its share of the
 * piece's width) that falls in another of those columns than the text before it starts a new cell, however
 * close it is. That is how a header that pdf.js hands over as one item ("Analyte LOD LOQ Result") or cells set
 * tight against each other are split as the table prints them.
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
/** A column counts once this many rows show it with clear breaks around its cells. */
const MIN_ROWS_PER_COLUMN = 2;
/**
 * Most columns a page is read with. A lab's widest table has a dozen; a page that would need more is not a table,
 * and holding the count makes matching a cell to its column a bounded step, so a page of any width is read in
 * linear time.
 */
export const MAX_PAGE_COLUMNS = 48;

interface Piece {
  text: string;
  x: number;
  y: number;
  width: number;
  /** For a word split out of a piece: the white space the piece had before it, kept when no cell starts there. */
  spaceBefore?: string;
}

interface Span {
  start: number;
  end: number;
  rows: number;
}

/** A piece split into its words, each placed by its share of the piece's width. */
function words(piece: Piece): Piece[] {
  const parts = [...piece.text.matchAll(/\S+/g)];
  if (parts.length < 2 || piece.text.length === 0) return [piece];
  const charWidth = piece.width / piece.text.length;
  return parts.map((part, index) => ({
    text: part[0],
    x: piece.x + part.index * charWidth,
    y: piece.y,
    width: part[0].length * charWidth,
    ...(index > 0 && {
      spaceBefore: piece.text.slice(parts[index - 1]!.index + parts[index - 1]![0].length, part.index),
    }),
  }));
}

/** The cells of a row by gaps alone: runs of pieces with less than a column gap between them. */
function cellsByGap(row: readonly Piece[]): Piece[][] {
  const cells: Piece[][] = [];
  let lastEnd: number | null = null;
  for (const piece of row) {
    if (lastEnd === null || piece.x - lastEnd >= COLUMN_GAP) cells.push([piece]);
    else cells.at(-1)!.push(piece);
    lastEnd = piece.x + piece.width;
  }
  return cells;
}

/**
 * The page's columns: the extents of the cells of rows with two or more cells, rows with the most cells first,
 * each extent joined to the column it overlaps. An extent that overlaps two columns is two cells set too close
 * to tell apart by spacing: it marks no column.
 */
function columnsOf(rows: readonly Piece[][]): Span[] {
  const tables = rows.map(cellsByGap).filter((cells) => cells.length >= 2);
  tables.sort((a, b) => b.length - a.length);
  const spans: Span[] = [];
  for (const cells of tables) {
    for (const cell of cells) {
      const start = cell[0]!.x;
      const end = cell.at(-1)!.x + cell.at(-1)!.width;
      const overlapping = spans.filter((span) => start <= span.end && end >= span.start);
      if (overlapping.length === 0) {
        if (spans.length < MAX_PAGE_COLUMNS) spans.push({ start, end, rows: 1 });
      } else if (overlapping.length === 1) {
        const span = overlapping[0]!;
        span.start = Math.min(span.start, start);
        span.end = Math.max(span.end, end);
        span.rows += 1;
      }
    }
  }
  return spans.filter((span) => span.rows >= MIN_ROWS_PER_COLUMN).sort((a, b) => a.start - b.start);
}

/** The column a piece sits in: the one its start, else its middle, else its end falls in (left-aligned,
 * centred or right-aligned cells), or -1 for none. */
function columnIndex(piece: Piece, columns: readonly Span[]): number {
  for (const at of [piece.x, piece.x + piece.width / 2, piece.x + piece.width]) {
    const index = columns.findIndex((span) => at >= span.start && at <= span.end);
    if (index !== -1) return index;
  }
  return -1;
}

/**
 * A piece's words as cells of their own when it is a row of cells handed over as one item: every word sits over
 * a column and the words span two or more. A sentence runs across the gaps between columns, so it stays whole.
 */
function cellsInPiece(piece: Piece, columns: readonly Span[]): Piece[] {
  const split = words(piece);
  if (split.length < 2) return split;
  const placed = split.map((word) => columnIndex(word, columns));
  return !placed.includes(-1) && new Set(placed).size >= 2 ? split : [piece];
}

export function linesFromTextItems(items: readonly PositionedText[]): string[] {
  const pieces = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ text: item.str.trim(), x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, width: item.width }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Piece[][] = [];
  for (const piece of pieces) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - piece.y) <= SAME_LINE_TOLERANCE) row.push(piece);
    else rows.push([piece]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const columns = columnsOf(rows);
  return rows.map((row) => {
    let line = '';
    let lastEnd: number | null = null;
    /** The column the current cell began in, once one of its words is in a known column. */
    let cellColumn = -1;
    for (const piece of row) {
      for (const word of cellsInPiece(piece, columns)) {
        const column = columnIndex(word, columns);
        if (lastEnd !== null) {
          // Inside one piece its own spacing is text, not layout: only a column can split it.
          const wideGap = word.spaceBefore === undefined && word.x - lastEnd >= COLUMN_GAP;
          const newColumn = column !== -1 && cellColumn !== -1 && column !== cellColumn;
          if (wideGap || newColumn) {
            line += '\t';
            cellColumn = column;
          } else {
            line += word.spaceBefore ?? ' ';
            if (cellColumn === -1) cellColumn = column;
          }
        } else cellColumn = column;
        line += word.text;
        lastEnd = word.x + word.width;
      }
    }
    return line;
  });
}

/** Less text than this in a whole PDF means it is a scan (a picture of the page) without a text layer. */
export const MIN_TEXT_CHARS = 20;

export function looksScanned(text: string): boolean {
  return text.replace(/\s+/g, '').length < MIN_TEXT_CHARS;
}
