/**
 * The network's rules applied to a parsed COA: total THC and total CBD, the cannabinoid type, and whether the
 * COA can be admitted, each reason in plain words. Pure functions: the same answer in the browser and on the
 * server, in well under a millisecond for a full certificate.
 */
import {
  analyteById,
  ANALYTES,
  DECARBOXYLATION_FACTOR,
  CONVERTED_TRACE_PERCENT,
  TYPE_RATIO_CUTOFF,
  type AnalyteId,
  type LabTotalId,
} from './analytes.ts';
import {
  PANELS,
  UNIT_WORDS,
  type AnalyteResult,
  type PanelId,
  type ParsedCoa,
  type ProductKind,
  type Unit,
} from './parse.ts';

export type CoaType = 'I' | 'II' | 'III';

export const TYPE_NAMES: Readonly<Record<CoaType, string>> = {
  I: 'Type I (THC-dominant)',
  II: 'Type II (balanced)',
  III: 'Type III (CBD-dominant)',
};

export interface Reason {
  kind:
    | 'no-cannabinoids'
    | 'failed'
    | 'panel-not-passed'
    | 'missing-panels'
    | 'converted'
    | 'check-value'
    | 'totals-differ'
    | 'unsure-columns';
  text: string;
}

export interface CoaVerdict {
  /** The unit the totals are given in (the COA's own). */
  unit: Unit | null;
  /** The totals again in the other per-dose unit the COA prints (per package beside per serving), as printed. */
  alsoIn: { unit: Unit; totalThc: number; totalCbd: number }[];
  totalThc: number | null;
  totalCbd: number | null;
  type: CoaType | null;
  /**
   * Figures that cannot be right, marked where they are shown: a total beyond the whole sample or computed from an
   * impossible row, and each impossible row ("CBN: -0.03 % (negative)"). No type is derived from them.
   */
  impossible: { thc: string | null; cbd: string | null; rows: string[] };
  /** The lab's own total THC and total CBD where they differ from the computed ones beyond rounding, as printed. */
  labTotals: { thc: string | null; cbd: string | null };
  admissible: boolean;
  /** Why it cannot be admitted as it stands; empty when it can. */
  reasons: Reason[];
  /** Things worth knowing that do not block admission. */
  notes: string[];
  panelsFound: PanelId[];
  panelsMissing: PanelId[];
  productKind: ProductKind;
}

const BASE_PANELS: readonly PanelId[] = [
  'cannabinoids',
  'pesticides',
  'heavyMetals',
  'microbial',
  'mycotoxins',
  'foreignMaterial',
];

export function requiredPanels(kind: ProductKind): PanelId[] {
  // Flower needs moisture and water activity, each a requirement of its own.
  const extra: PanelId[] =
    kind === 'flower' ? ['moisture', 'waterActivity'] : kind === 'extract' ? ['residualSolvents'] : [];
  return PANELS.map((panel) => panel.id).filter((id) => BASE_PANELS.includes(id) || extra.includes(id));
}

export function panelLabel(id: PanelId): string {
  return PANELS.find((panel) => panel.id === id)!.label;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** One decimal, as the page and the summary print it. */
export function formatAmount(value: number, unit: Unit): string {
  const rounded = (Math.round(value * 10) / 10).toFixed(1);
  return unit === '%' ? `${rounded} %` : `${rounded} ${UNIT_WORDS[unit]}`;
}

/**
 * The COA's own unit: per serving for an edible and per millilitre for a liquid (what its label and dose are written
 * in), by weight otherwise.
 */
function basisUnit(results: readonly AnalyteResult[], kind: ProductKind): Unit | null {
  const units = new Set(results.flatMap((result) => result.measurements.map((measurement) => measurement.unit)));
  if (kind === 'edible' && units.has('mg/unit')) return 'mg/unit';
  // A liquid printed per millilitre is dosed by volume: its label and dose are in mg/mL, even beside a %.
  for (const unit of ['mg/mL', '%', 'mg/g', 'mg/unit', 'mg/package'] as const) if (units.has(unit)) return unit;
  return null;
}

/**
 * The totals in each per-dose unit the COA prints beside its own, from the figures printed in that unit only (a
 * package's count of servings is not assumed).
 */
function totalsAlsoIn(results: readonly AnalyteResult[], unit: Unit | null): CoaVerdict['alsoIn'] {
  const inputs = results.filter((result) => (['d9thc', 'thca', 'cbd', 'cbda'] as AnalyteId[]).includes(result.id));
  return (['mg/unit', 'mg/package'] as const).flatMap((other) => {
    if (other === unit || inputs.length === 0) return [];
    const printed = (id: AnalyteId) => {
      const result = inputs.find((candidate) => candidate.id === id);
      return result ? result.measurements.find((measurement) => measurement.unit === other) : null;
    };
    if (inputs.some((result) => !printed(result.id))) return [];
    const value = (id: AnalyteId) => printed(id)?.value ?? 0;
    return [
      {
        unit: other,
        totalThc: value('d9thc') + DECARBOXYLATION_FACTOR * value('thca'),
        totalCbd: value('cbd') + DECARBOXYLATION_FACTOR * value('cbda'),
      },
    ];
  });
}

/** A result in the given unit: as printed, or converted where the conversion is exact. ND and <LOQ count as 0. */
function amountIn(result: AnalyteResult | undefined, unit: Unit, unitWeightGrams: number | null): number | null {
  if (!result) return null;
  const direct = result.measurements.find((measurement) => measurement.unit === unit);
  const pick = direct ?? result.measurements[0]!;
  const value = pick.value ?? 0;
  if (pick.unit === unit) return value;
  const perGram: Partial<Record<Unit, number>> = { '%': 10, 'mg/g': 1 };
  if (pick.unit in perGram && unit in perGram) return (value * perGram[pick.unit]!) / perGram[unit]!;
  if (unitWeightGrams) {
    if (pick.unit === 'mg/unit' && unit in perGram) return value / unitWeightGrams / perGram[unit]!;
    if (unit === 'mg/unit' && pick.unit in perGram) return value * perGram[pick.unit]! * unitWeightGrams;
  }
  return null;
}

function percentOf(result: AnalyteResult, unitWeightGrams: number | null): number | null {
  return amountIn(result, '%', unitWeightGrams);
}

/** Why a figure cannot be right, or null: a share of the sample below nothing or above the whole of it. */
function impossibility(value: number | null, unit: Unit): string | null {
  if (value === null) return null;
  if (value < 0) return 'negative';
  if (unit === '%' && value > 100) return 'more than the whole sample';
  if (unit === 'mg/g' && value > 1000) return 'more than a gram per gram';
  return null;
}

/** Each printed row that cannot be right, in a few words for the figure box. */
function impossibleRows(parsed: ParsedCoa): { id: AnalyteId; text: string }[] {
  return parsed.results.flatMap((result) =>
    result.measurements.flatMap((measurement) => {
      const why = impossibility(measurement.value, measurement.unit);
      if (!why) return [];
      const shown =
        measurement.unit === '%' ? `${measurement.value} %` : `${measurement.value} ${UNIT_WORDS[measurement.unit]}`;
      return [{ id: result.id, text: `${analyteById(result.id).label}: ${shown} (${why})` }];
    }),
  );
}

function valueChecks(parsed: ParsedCoa): string[] {
  const problems: string[] = [];
  for (const result of parsed.results) {
    const { label } = analyteById(result.id);
    for (const measurement of result.measurements) {
      if (measurement.value === null) continue;
      if (measurement.value < 0) {
        problems.push(`${label}: ${measurement.value} ${UNIT_WORDS[measurement.unit]} is negative. Check this value.`);
      } else if (measurement.unit === '%' && measurement.value > 100) {
        problems.push(
          `${label}: ${measurement.value} in a % column is more than the whole sample; it looks like a mg/g value. Check this value.`,
        );
      } else if (measurement.unit === 'mg/g' && measurement.value > 1000) {
        problems.push(`${label}: ${measurement.value} mg/g is more than a gram per gram. Check this value.`);
      }
    }
    const percent = result.measurements.find((measurement) => measurement.unit === '%' && measurement.value !== null);
    const perGram = result.measurements.find(
      (measurement) => measurement.unit === 'mg/g' && measurement.value !== null,
    );
    if (percent && perGram && percent.value! >= 0 && perGram.value! >= 0) {
      const expected = percent.value! * 10;
      if (Math.abs(perGram.value! - expected) > Math.max(0.2, expected * 0.05)) {
        problems.push(
          `${label}: ${percent.value} % and ${perGram.value} mg/g do not agree (1 % is 10 mg/g). Check these values.`,
        );
      }
    }
  }
  const percents = parsed.results.map((result) => percentOf(result, parsed.unitWeightGrams));
  if (percents.every((value) => value !== null) && percents.length > 0) {
    const sum = percents.reduce((total, value) => total + Math.max(0, value!), 0);
    if (sum > 100) {
      problems.push(
        `The cannabinoids add up to ${formatAmount(sum, '%')}, more than the whole sample. Check the values.`,
      );
    }
  }
  return problems;
}

/** A figure written with the decimals the lab printed it with. */
function printedAmount(value: number, decimals: number, unit: Unit): string {
  const text = value.toFixed(decimals);
  return unit === '%' ? `${text} %` : `${text} ${UNIT_WORDS[unit]}`;
}

const LAB_TOTAL_NAMES: Readonly<Record<LabTotalId, string>> = {
  thc: 'total THC',
  cbd: 'total CBD',
  cannabinoids: 'total cannabinoids',
};

const TOTAL_PARTS = {
  thc: { label: 'total THC', rows: 'Δ9-THC and THCA', formula: 'Δ9-THC + 0.877 × THCA', ids: ['d9thc', 'thca'] },
  cbd: { label: 'total CBD', rows: 'CBD and CBDA', formula: 'CBD + 0.877 × CBDA', ids: ['cbd', 'cbda'] },
} as const;

/**
 * Labs print the decarboxylation factor as 0.877, 0.8772 or 0.878 and compute from unrounded rows, so a large
 * total may be a few hundredths off the rows without anyone's mistake: this share of the total is allowed too.
 */
const FACTOR_SPREAD = 0.001;

/**
 * The lab's printed total against the one its rows give. Rounding allows half a step of the lab's last printed
 * digit for the total and as much again for each of the two rows it sums, plus the labs' spread of factors;
 * beyond that the two are shown, and neither is "corrected".
 */
function totalDifference(
  parsed: ParsedCoa,
  id: 'thc' | 'cbd',
  computed: number | null,
  unit: Unit | null,
): { printed: string; text: string } | null {
  if (computed === null || unit === null) return null;
  const parts = TOTAL_PARTS[id];
  if (!parsed.results.some((result) => (parts.ids as readonly AnalyteId[]).includes(result.id))) return null;
  const lab = parsed.labTotals.find((total) => total.id === id);
  const printed = lab?.measurements.find((measurement) => measurement.unit === unit && measurement.value !== null);
  if (!printed) return null;
  const step = 10 ** -printed.decimals;
  if (Math.abs(printed.value! - computed) <= 1.5 * step + FACTOR_SPREAD * Math.abs(computed) + 1e-9) return null;
  const labText = printedAmount(printed.value!, printed.decimals, unit);
  const ownText = printedAmount(computed, printed.decimals, unit);
  return {
    printed: labText,
    text: `The COA prints ${parts.label} ${labText}; its ${parts.rows} rows give ${ownText} (${parts.formula}). The two differ by more than rounding: check which is right before uploading.`,
  };
}

/**
 * Converted and synthetic cannabinoids above the one trace threshold (decisions.md, "Cannabinoid type"), each
 * weighed as a share of the product's weight. One the COA gives no weight for cannot be taken for a trace.
 */
function convertedFindings(parsed: ParsedCoa): string[] {
  const findings: string[] = [];
  const byId = new Map(parsed.results.map((result) => [result.id, result]));
  for (const analyte of ANALYTES.filter((candidate) => candidate.converted)) {
    const result = byId.get(analyte.id);
    const printed = result?.measurements.find((measurement) => measurement.value !== null && measurement.value > 0);
    if (!result || !printed) continue;
    const shown = `${analyte.label} at ${printed.unit === '%' ? `${printed.value} %` : `${printed.value} ${UNIT_WORDS[printed.unit]}`}`;
    const percent = percentOf(result, parsed.unitWeightGrams);
    if (percent === null) {
      findings.push(
        `${shown}: the COA gives no weight to compare it with the trace threshold (${CONVERTED_TRACE_PERCENT} % by weight), so it cannot be taken for a trace.`,
      );
    } else if (percent > CONVERTED_TRACE_PERCENT) {
      findings.push(
        `${shown}, above a trace (${CONVERTED_TRACE_PERCENT} % by weight): a converted or synthetic cannabinoid.`,
      );
    }
  }
  return findings;
}

/** Type from the two totals, with the cut-off that the science page states. */
export function cannabinoidType(totalThc: number, totalCbd: number): CoaType | null {
  if (totalThc <= 0 && totalCbd <= 0) return null;
  if (totalThc >= TYPE_RATIO_CUTOFF * totalCbd) return 'I';
  if (totalCbd >= TYPE_RATIO_CUTOFF * totalThc) return 'III';
  return 'II';
}

export function judgeCoa(parsed: ParsedCoa): CoaVerdict {
  const unit = basisUnit(parsed.results, parsed.productKind);
  const byId = new Map(parsed.results.map((result) => [result.id, result]));
  const reasons: Reason[] = [];
  const notes: string[] = [];

  let totalThc: number | null = null;
  let totalCbd: number | null = null;
  let type: CoaType | null = null;
  if (unit) {
    const amount = (id: AnalyteId) => amountIn(byId.get(id), unit, parsed.unitWeightGrams) ?? 0;
    totalThc = amount('d9thc') + DECARBOXYLATION_FACTOR * amount('thca');
    totalCbd = amount('cbd') + DECARBOXYLATION_FACTOR * amount('cbda');
  }
  const rows = impossibleRows(parsed);
  const impossibleTotal = (total: number | null, ids: readonly AnalyteId[]): string | null => {
    if (total === null || unit === null) return null;
    const beyond = impossibility(total, unit);
    if (beyond) return `Impossible: ${beyond}`;
    return rows.some((row) => ids.includes(row.id)) ? 'Impossible: computed from an impossible row' : null;
  };
  const impossible = {
    thc: impossibleTotal(totalThc, TOTAL_PARTS.thc.ids),
    cbd: impossibleTotal(totalCbd, TOTAL_PARTS.cbd.ids),
    rows: rows.map((row) => row.text),
  };
  // A type is derived only from totals that can be right.
  if (totalThc !== null && totalCbd !== null && !impossible.thc && !impossible.cbd)
    type = cannabinoidType(totalThc, totalCbd);
  if (parsed.unsureColumns > 0) {
    // A table read with doubt is said to be so; its figures are neither guessed nor held against the lab.
    reasons.push({
      kind: 'unsure-columns',
      text:
        parsed.unsureColumns >= 2
          ? `The pre-check could not tell which column holds each result: the cannabinoid table has ${parsed.unsureColumns} result columns and no unit for them. It read nothing from them rather than guess. Type the values into the form, or paste the table with its units.`
          : 'The pre-check could not tell which figure belongs to which cannabinoid in a row of the table. It read nothing from that row rather than guess. Type the values into the form, or paste the table as the lab printed it.',
    });
  } else if (!byId.has('d9thc') && !byId.has('thca') && !byId.has('cbd') && !byId.has('cbda')) {
    reasons.push({
      kind: 'no-cannabinoids',
      text: 'No THC or CBD results were found. Paste the cannabinoid table, or type the values into the form.',
    });
  }

  // A failure anywhere on the certificate is final, whatever else it passed.
  if (parsed.overallFailure) {
    reasons.push({
      kind: 'failed',
      text: `The certificate’s overall result reads “${parsed.overallFailure}”. A failed certificate cannot join the network.`,
    });
  }
  for (const reading of parsed.readings.filter((candidate) => candidate.kind === 'failed')) {
    const where = reading.from === 'analyte' ? 'an analyte line in this panel reads' : 'the panel reads';
    reasons.push({
      kind: 'failed',
      text: `${capitalised(panelLabel(reading.id))} failed: ${where} “${reading.word}”. A failed certificate cannot join the network.`,
    });
  }

  const required = requiredPanels(parsed.productKind);
  const panelsMissing = required.filter((id) => !parsed.panels.includes(id));
  const readingOf = new Map(parsed.readings.map((reading) => [reading.id, reading]));
  // A status that is not a pass counts against the panel even when the form says it was reported.
  const notPassed = required.flatMap((id) => {
    const reading = readingOf.get(id);
    if (reading?.kind === 'not-passed') return [`${panelLabel(id)} (“${reading.word}”)`];
    if (reading?.kind === 'blank' && panelsMissing.includes(id))
      return [`${panelLabel(id)} (no pass or fail word read)`];
    return [];
  });
  if (notPassed.length > 0) {
    reasons.push({
      kind: 'panel-not-passed',
      text: `Not passed on this COA: ${listInWords(notPassed)}. A panel counts only when the COA says it passed.`,
    });
  }
  const absent = panelsMissing.filter((id) => !readingOf.has(id));
  const missingWords = listInWords(absent.map(panelLabel));
  if (absent.length > 0) {
    const isContent = (id: PanelId) => id === 'cannabinoids' || id === 'terpenes';
    const onlyCannabinoids =
      parsed.panels.length > 0 &&
      parsed.panels.every(isContent) &&
      parsed.readings.every((reading) => isContent(reading.id));
    reasons.push({
      kind: 'missing-panels',
      text: onlyCannabinoids
        ? `This COA reports cannabinoids only: ${missingWords} ${absent.length === 1 ? 'is' : 'are'} missing.`
        : `Missing from this COA: ${missingWords}. The network admits full-panel results only.`,
    });
  }
  for (const id of parsed.unplacedLabTotals) {
    notes.push(
      `The lab’s printed ${LAB_TOTAL_NAMES[id]} could not be placed in its column, so it was not compared with the rows.`,
    );
  }
  if (parsed.productKind === 'unknown') {
    notes.push(
      'The COA does not say what the product is: flower also needs moisture and water activity, and an extract needs residual solvents.',
    );
  }
  for (const text of convertedFindings(parsed)) reasons.push({ kind: 'converted', text });
  for (const text of valueChecks(parsed)) reasons.push({ kind: 'check-value', text });
  // A table read with doubt is never set against the lab's own totals.
  const sure = parsed.unsureColumns === 0;
  const thcDifference = sure ? totalDifference(parsed, 'thc', totalThc, unit) : null;
  const cbdDifference = sure ? totalDifference(parsed, 'cbd', totalCbd, unit) : null;
  for (const difference of [thcDifference, cbdDifference])
    if (difference) reasons.push({ kind: 'totals-differ', text: difference.text });

  return {
    unit,
    alsoIn: unit ? totalsAlsoIn(parsed.results, unit) : [],
    totalThc,
    totalCbd,
    type,
    impossible,
    labTotals: { thc: thcDifference?.printed ?? null, cbd: cbdDifference?.printed ?? null },
    admissible: reasons.length === 0,
    reasons,
    notes,
    panelsFound: parsed.panels,
    panelsMissing,
    productKind: parsed.productKind,
  };
}
