/**
 * The whole pre-check in one call, for the island and the no-JavaScript route alike: the pasted text, the
 * values typed into the form, and what the form says about panels and product, merged into one verdict.
 */
import { ANALYTES, type AnalyteId } from './analytes.ts';
import {
  classifyProduct,
  parseCoaText,
  parseNumber,
  PANELS,
  type AnalyteResult,
  type PanelId,
  type ParsedCoa,
  type ProductKind,
  type Unit,
} from './parse.ts';
import { formatAmount, judgeCoa, listInWords, panelLabel, TYPE_NAMES, type CoaVerdict } from './rules.ts';

/** Largest COA text the check reads (a long full-panel certificate is about 20 KB of text). */
export const COA_TEXT_MAX_CHARS = 200_000;
/** Rows of the "type the values" form. */
export const MANUAL_ROWS = 4;
export const MANUAL_UNITS: readonly Unit[] = ['%', 'mg/g', 'mg/mL', 'mg/unit'];

export interface ManualRow {
  analyte: string;
  value: string;
  unit: string;
}

export interface CoaInput {
  text: string;
  rows: readonly ManualRow[];
  /** Panels ticked in the form, for values typed by hand. */
  panels: readonly string[];
  /** "flower", "extract", "edible" or "" (then the COA text decides). */
  product: string;
}

export interface CoaCheck {
  verdict: CoaVerdict;
  /** Form rows that could not be read, in words. */
  inputProblems: string[];
}

function manualResults(rows: readonly ManualRow[]): { results: AnalyteResult[]; problems: string[] } {
  const results: AnalyteResult[] = [];
  const problems: string[] = [];
  rows.forEach((row, index) => {
    if (!row.analyte && !row.value.trim()) return;
    const analyte = ANALYTES.find((candidate) => candidate.id === row.analyte);
    const unit = MANUAL_UNITS.find((candidate) => candidate === row.unit);
    const text = row.value.trim();
    const qualifier = /^nd$/i.test(text) ? 'not detected' : /^<\s*loq$/i.test(text) ? 'below LOQ' : null;
    const value = qualifier ? null : parseNumber(text);
    if (!analyte) problems.push(`Row ${index + 1}: choose a cannabinoid.`);
    else if (!unit) problems.push(`Row ${index + 1}: choose a unit.`);
    else if (!qualifier && value === null)
      problems.push(`Row ${index + 1}: “${text.slice(0, 20)}” is not a number (write 21.4, 21,4, ND or <LOQ).`);
    else results.push({ id: analyte.id, measurements: [{ unit, value, qualifier }] });
  });
  return { results, problems };
}

export function checkCoa(input: CoaInput): CoaCheck {
  const parsed = parseCoaText(input.text.slice(0, COA_TEXT_MAX_CHARS));
  const manual = manualResults(input.rows);
  const typed = new Set<AnalyteId>(manual.results.map((result) => result.id));
  const panels = new Set<PanelId>(parsed.panels);
  for (const panel of PANELS) if (input.panels.includes(panel.id)) panels.add(panel.id);
  if (manual.results.length > 0) panels.add('cannabinoids');
  const chosen = classifyProduct(input.product);
  const merged: ParsedCoa = {
    // A value typed by hand stands over the same cannabinoid read from the text.
    results: [...parsed.results.filter((result) => !typed.has(result.id)), ...manual.results],
    labTotals: parsed.labTotals,
    unsureColumns: parsed.unsureColumns,
    unplacedLabTotals: parsed.unplacedLabTotals,
    panels: PANELS.map((panel) => panel.id).filter((id) => panels.has(id)),
    readings: parsed.readings,
    overallFailure: parsed.overallFailure,
    productKind: (chosen !== 'unknown' ? chosen : parsed.productKind) as ProductKind,
    unitWeightGrams: parsed.unitWeightGrams,
  };
  return { verdict: judgeCoa(merged), inputProblems: manual.problems };
}

/** Reads the form as posted (the no-JavaScript route) or as the island holds it. */
export function coaInputFromForm(form: { get(name: string): unknown }): CoaInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    text: text('coa-text'),
    rows: Array.from({ length: MANUAL_ROWS }, (_, index) => ({
      analyte: text(`analyte-${index}`),
      value: text(`value-${index}`),
      unit: text(`unit-${index}`),
    })),
    // One checkbox per panel, each with a name of its own ("panel-pesticides"), ticked or not.
    panels: PANELS.map((panel) => panel.id).filter((id) => form.get(`panel-${id}`) !== null),
    product: text('product'),
  };
}

/** The plain-text summary an operator copies into an email or a ticket. */
export function coaSummaryText(verdict: CoaVerdict): string {
  const lines = ['DYC COA pre-check'];
  if (verdict.unit && verdict.totalThc !== null && verdict.totalCbd !== null) {
    const remarks = (impossible: string | null, printed: string | null) =>
      [impossible?.toLowerCase(), printed && `the COA prints ${printed}`]
        .filter(Boolean)
        .map((remark) => ` (${remark})`)
        .join('');
    const { impossible, labTotals } = verdict;
    const alsoIn = (total: 'totalThc' | 'totalCbd') =>
      verdict.alsoIn.map((other) => `; ${formatAmount(other[total], other.unit)}`).join('');
    lines.push(
      `Total THC: ${formatAmount(verdict.totalThc, verdict.unit)}${alsoIn('totalThc')}${remarks(impossible.thc, labTotals.thc)}`,
    );
    lines.push(
      `Total CBD: ${formatAmount(verdict.totalCbd, verdict.unit)}${alsoIn('totalCbd')}${remarks(impossible.cbd, labTotals.cbd)}`,
    );
  }
  const noType = verdict.impossible.thc || verdict.impossible.cbd ? ' (no type from an impossible figure)' : '';
  lines.push(`Type: ${verdict.type ? TYPE_NAMES[verdict.type] : 'not determined'}${noType}`);
  for (const row of verdict.impossible.rows) lines.push(`Impossible figure: ${row}`);
  lines.push(`Verdict: ${verdict.admissible ? 'can join the network' : 'cannot join the network as it stands'}`);
  for (const reason of verdict.reasons) lines.push(`- ${reason.text}`);
  for (const note of verdict.notes) lines.push(`Note: ${note}`);
  if (verdict.panelsFound.length > 0) lines.push(`Panels found: ${listInWords(verdict.panelsFound.map(panelLabel))}`);
  lines.push('The color is not decided here: DYC assigns it from its consumer data after upload.');
  return lines.join('\n');
}
