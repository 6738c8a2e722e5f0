/**
 * A new file's report is drawn in parts, each in a main-thread task of its own once the part before it is painted:
 * the columns table a few rows at a time, then the report's heading with the store's pie, then the ideal pie, then
 * what to stock next with the table by category, then each list. Drawn at once, a report of a wide export is one task long enough to hold
 * the page's input on a phone (most of it is the columns' selects: every row holds every field as an option).
 */

/**
 * Rows of the columns table drawn in one task: each row's choice holds every field as an option, and six rows cost
 * the browser about as much to style and lay out as one pie (the bench's trace): a dozen columns in two parts.
 */
export const COLUMN_ROWS_PER_PART = 6;

/** The report's sections after the columns, in the order they are drawn. */
export const REPORT_SECTIONS = ['charts', 'idealChart', 'details', 'notCodedList', 'estimatedList'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** How many parts a report of a file with `columns` columns is drawn in. */
export function partCount(columns: number): number {
  return Math.ceil(Math.max(0, columns) / COLUMN_ROWS_PER_PART) + REPORT_SECTIONS.length;
}

export interface DrawnParts {
  /** Rows of the columns table drawn, from the first. */
  columnRows: number;
  /** Whether each section of the report is drawn. */
  sections: Readonly<Record<ReportSection, boolean>>;
}

/** What the first `parts` parts of a report draw (Infinity: all of it, as a report already on screen is). */
export function drawnParts(parts: number, columns: number): DrawnParts {
  const columnParts = Math.ceil(Math.max(0, columns) / COLUMN_ROWS_PER_PART);
  const columnRows = Math.min(columns, Math.max(0, parts) * COLUMN_ROWS_PER_PART);
  const sectionsDrawn = Math.max(0, parts - columnParts);
  const sections = Object.fromEntries(
    REPORT_SECTIONS.map((section, index) => [section, index < sectionsDrawn]),
  ) as Record<ReportSection, boolean>;
  return { columnRows, sections };
}
