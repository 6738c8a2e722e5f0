/**
 * What the pre-check is given: the certificate's text, values typed into the form, the panels ticked, the product,
 * and the operator's corrections of a column's role. Read the same way from the island's form and from the body the
 * no-JavaScript form posts. Small and free of the reader, which the island loads only in its worker.
 */
import type { Unit } from './units.ts';
import { PANELS } from './words.ts';

/** Largest COA text the check reads (a long full-panel certificate is about 20 KB of text). */
export const COA_TEXT_MAX_CHARS = 200_000;
/** Rows of the "type the values" form when it is empty. */
export const MANUAL_ROWS = 4;
/** Most rows the form holds: a potency table of a dozen analytes, each in two units, and room to add. */
export const MAX_FORM_ROWS = 30;
export const MANUAL_UNITS: readonly Unit[] = ['%', 'mg/g', 'mg/mL', 'mg/unit', 'mg/package'];

export interface ManualRow {
  analyte: string;
  value: string;
  unit: string;
}

/** A column's role as the operator set it: which table (in reading order), which column, which role. */
export interface ColumnCorrection {
  table: number;
  column: number;
  role: string;
}

export interface CoaInput {
  text: string;
  rows: readonly ManualRow[];
  /** Panels ticked in the form, for values typed by hand. */
  panels: readonly string[];
  /** "flower", "extract", "edible" or "" (then the COA text decides). */
  product: string;
  /** Column roles the operator corrected in the island. */
  columns?: readonly ColumnCorrection[];
}

/** A correction's field name in the form: "role-0-3" is table 0, column 3. */
const ROLE_FIELD = /^role-(\d{1,3})-(\d{1,3})$/;

/** Reads the form as posted (the no-JavaScript route) or as the island holds it. */
export function coaInputFromForm(form: {
  get(name: string): unknown;
  keys?(): IterableIterator<string> | Iterable<string>;
}): CoaInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const rows: ManualRow[] = [];
  for (let index = 0; index < MAX_FORM_ROWS; index += 1) {
    if (form.get(`analyte-${index}`) === null && form.get(`value-${index}`) === null) continue;
    rows.push({ analyte: text(`analyte-${index}`), value: text(`value-${index}`), unit: text(`unit-${index}`) });
  }
  const columns: ColumnCorrection[] = [];
  for (const key of form.keys ? [...form.keys()] : []) {
    const match = ROLE_FIELD.exec(key);
    const role = text(key);
    if (match && role) columns.push({ table: Number(match[1]), column: Number(match[2]), role });
    if (columns.length >= 64) break;
  }
  return {
    text: text('coa-text'),
    rows,
    // One checkbox per panel, each with a name of its own ("panel-pesticides"), ticked or not.
    panels: PANELS.map((panel) => panel.id).filter((id) => form.get(`panel-${id}`) !== null),
    product: text('product'),
    ...(columns.length > 0 && { columns }),
  };
}

/** Whether the form holds anything to check: text, or a value typed. */
export function hasInput(input: CoaInput): boolean {
  return input.text.trim() !== '' || input.rows.some((row) => row.value.trim() !== '');
}

/** A figure as printed, as the typed form takes it: a number with its decimal mark, ND or <LOQ. */
export function formValue(figure: string): string {
  if (/^n\.?d\.?$|not\s?detected|none\s?detected|non-?detect/i.test(figure)) return 'ND';
  if (/^<|loq|blq|bql/i.test(figure)) return '<LOQ';
  return /-?\d+(?:[.,]\d+)*/.exec(figure)?.[0] ?? figure;
}
