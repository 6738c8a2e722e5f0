/**
 * The whole pre-check in one call, for the island's worker and the no-JavaScript route's worker alike: the pasted
 * text, the values typed into the form, what the form says about panels and product, and the operator's
 * corrections of a column's role, merged into one verdict with the rows it used and what it could not read. The
 * answer is plain data (structured-cloneable), so it crosses from a worker unchanged.
 */
import { ANALYTES, type AnalyteId } from './analytes.ts';
import { COA_TEXT_MAX_CHARS, formValue, MANUAL_UNITS, type CoaInput, type ManualRow } from './input.ts';
import { parseNumber, westernDigits, type Qualifier } from './lines.ts';
import {
  analyteLabel,
  classifyProduct,
  parseCoaText,
  PANELS,
  type AnalyteResult,
  type ColumnCorrections,
  type PanelId,
  type ParsedCoa,
  type ProductKind,
  type RowUsed,
  type SourceLine,
  type TableRead,
  type UnsurePart,
} from './parse.ts';
import { judgeCoa, type CoaVerdict } from './rules.ts';
import { coaSummaryText } from './summary.ts';
import { ROLE_CHOICES, type RoleChoice } from './table.ts';
import { unitLabel } from './units.ts';

export {
  COA_TEXT_MAX_CHARS,
  coaInputFromForm,
  MANUAL_ROWS,
  MANUAL_UNITS,
  MAX_FORM_ROWS,
  type CoaInput,
  type ManualRow,
} from './input.ts';
export { coaSummaryText } from './summary.ts';

export interface CoaCheck {
  verdict: CoaVerdict;
  /** Form rows that could not be read, in words. */
  inputProblems: string[];
  /** Every row the answer used: analyte, figure, unit, the column it came from, the source line. */
  rows: RowUsed[];
  /** What could not be read with certainty, each with its lines. */
  unsure: UnsurePart[];
  /** The cannabinoid tables read, their columns and the role each was given, for the operator to correct. */
  tables: TableRead[];
  /** The plain-text summary an operator copies into an email or a ticket. */
  summary: string;
}

function manualResults(input: CoaInput): { results: AnalyteResult[]; problems: string[] } {
  const byId = new Map<AnalyteId, AnalyteResult>();
  const problems: string[] = [];
  input.rows.forEach((row, index) => {
    if (!row.analyte && !row.value.trim()) return;
    const analyte = ANALYTES.find((candidate) => candidate.id === row.analyte);
    const unit = MANUAL_UNITS.find((candidate) => candidate === row.unit);
    const text = row.value.trim();
    const qualifier: Qualifier | null = /^nd$/i.test(text)
      ? 'not detected'
      : /^<\s*loq$/i.test(text)
        ? 'below LOQ'
        : /^<\s*lod$/i.test(text)
          ? 'below LOD'
          : null;
    const value = qualifier ? null : parseNumber(text);
    if (!analyte) problems.push(`Row ${index + 1}: choose a cannabinoid.`);
    else if (!unit) problems.push(`Row ${index + 1}: choose a unit.`);
    else if (!qualifier && value === null)
      problems.push(`Row ${index + 1}: “${text.slice(0, 20)}” is not a number (write 21.4, 21,4, ND or <LOQ).`);
    else {
      const decimals = /[.,](\d+)$/.exec(text)?.[1]?.length ?? 0;
      const result = byId.get(analyte.id) ?? { id: analyte.id, measurements: [], rows: [], typed: true };
      result.measurements.push({ unit, item: null, basis: null, value, qualifier, decimals });
      result.rows.push({
        analyte: analyte.id,
        label: analyteLabel(analyte.id),
        printed: analyte.label,
        figure: text,
        unit,
        unitLabel: unitLabel(unit, null),
        column: 'typed in the form',
        line: null,
        table: null,
        columnIndex: null,
      });
      byId.set(analyte.id, result);
    }
  });
  return { results: [...byId.values()], problems };
}

function correctionsOf(input: CoaInput): ColumnCorrections {
  const corrections = new Map<number, Map<number, RoleChoice>>();
  for (const { table, column, role } of input.columns ?? []) {
    const choice = ROLE_CHOICES.find((candidate) => candidate === role);
    if (!choice || !Number.isInteger(table) || !Number.isInteger(column)) continue;
    const forTable = corrections.get(table) ?? new Map<number, RoleChoice>();
    forTable.set(column, choice);
    corrections.set(table, forTable);
  }
  return corrections;
}

export function checkCoa(input: CoaInput): CoaCheck {
  const parsed = parseCoaText(westernDigits(input.text.slice(0, COA_TEXT_MAX_CHARS)), correctionsOf(input));
  const manual = manualResults(input);
  const typed = new Set<AnalyteId>(manual.results.map((result) => result.id));
  const panels = new Set<PanelId>(parsed.panels);
  for (const panel of PANELS) if (input.panels.includes(panel.id)) panels.add(panel.id);
  if (manual.results.length > 0) panels.add('cannabinoids');
  const chosen = classifyProduct(input.product);
  // What could not be read is settled once the operator types every analyte it left unknown.
  // (A part that names no analyte, a lab's total the reader could not read, is not settled by typing.)
  const unsure = parsed.unsure.filter(
    (part) => part.analytes.length === 0 || !part.analytes.every((id) => typed.has(id)),
  );
  const merged: ParsedCoa = {
    ...parsed,
    // A value typed by hand stands over the same cannabinoid read from the text.
    results: [...parsed.results.filter((result) => !typed.has(result.id)), ...manual.results],
    unsure,
    panels: PANELS.map((panel) => panel.id).filter((id) => panels.has(id)),
    productKind: (chosen !== 'unknown' ? chosen : parsed.productKind) as ProductKind,
  };
  const verdict = judgeCoa(merged);
  const rows = [
    ...merged.results.flatMap((result) => result.rows),
    ...merged.labTotals.flatMap((total) => total.rows),
  ].sort((a, b) => (a.line?.number ?? Infinity) - (b.line?.number ?? Infinity));
  return {
    verdict,
    inputProblems: manual.problems,
    rows,
    unsure,
    tables: parsed.tables,
    summary: coaSummaryText(verdict, unsure),
  };
}

/** The rows an answer used, as the typed form's rows: what the no-JavaScript page gives back to correct. */
export function formRowsOf(check: CoaCheck): ManualRow[] {
  return check.rows.flatMap((row) =>
    row.analyte.startsWith('total:') ? [] : [{ analyte: row.analyte, value: formValue(row.figure), unit: row.unit }],
  );
}

export type { SourceLine, TableRead, UnsurePart, RowUsed };
