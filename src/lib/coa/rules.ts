/**
 * The network's rules applied to a parsed COA: total THC and total CBD, the cannabinoid type, and whether the
 * COA can be admitted, each reason in plain words. A figure is shown only when every row it comes from was read
 * with certainty; a type only from two such totals. Pure functions: the same answer in the browser and on the
 * server, in well under a millisecond for a full certificate.
 */
import {
  ANALYTES,
  analyteById,
  CONVERTED_TRACE_PERCENT,
  DECARBOXYLATION_FACTOR,
  TOTAL_PARTS,
  TYPE_RATIO_CUTOFF,
  type AnalyteId,
  type LabTotalId,
} from './analytes.ts';
import type { AnalyteResult, LabTotal, Measurement, ParsedCoa } from './parse.ts';
import type { PanelReading } from './panels.ts';
import type { ProductKind } from './product.ts';
import { unitsDisagreeing, unitsSwapped } from './unitAgreement.ts';
import { isServingItem, unitLabel, type Unit } from './units.ts';
import {
  capitalised,
  DEFAULT_LIMITS_PRODUCTS,
  DEFAULT_LIMITS_SOURCE,
  DEFAULT_MOISTURE_LIMIT_PERCENT,
  DEFAULT_WATER_ACTIVITY_LIMIT,
  formatAmount,
  listInWords,
  panelLabel,
  PANEL_RULE,
  PANELS,
  requiredPanels,
  type CoaType,
  type PanelId,
} from './words.ts';

export { formatAmount, listInWords, panelLabel, requiredPanels, TYPE_NAMES, type CoaType } from './words.ts';

const PANEL_IDS: readonly PanelId[] = PANELS.map((panel) => panel.id);

export interface Reason {
  kind:
    | 'no-cannabinoids'
    | 'failed'
    | 'panel-not-passed'
    | 'missing-panels'
    | 'converted'
    | 'check-value'
    | 'totals-differ'
    | 'unsure-columns'
    | 'unsure-status'
    | 'unsure-product';
  text: string;
}

/**
 * Reasons that say the pre-check could not read part of the certificate with certainty, not that the certificate
 * fails: an answer with only these is not a refusal (a clean certificate it could not read is not turned away).
 */
export const UNSURE_KINDS: readonly Reason['kind'][] = [
  // An impossible figure (over the whole sample, negative, two units that disagree): the lab may have printed it
  // so, or the pre-check may have placed a unit or a column wrongly. It cannot tell which, so it asks, and does
  // not refuse the certificate for it.
  'check-value',
  'totals-differ',
  'unsure-columns',
  'unsure-status',
  'unsure-product',
];

export type PanelState = 'failed' | 'not passed' | 'result not read' | 'read, not judged' | 'over the flower limit';

/** Admitted; refused for a reason of the certificate's own; or not refused, as the reader could not be sure. */
export type VerdictOutcome = 'admitted' | 'refused' | 'unsure';

export interface CoaVerdict {
  /** The unit the totals are given in (the COA's own). */
  unit: Unit | null;
  /** The unit in the answer's words, with the item the COA printed ("mg per gummy"). */
  unitLabel: string | null;
  /** The totals again in the other per-dose unit the COA prints (per package beside per serving), as printed. */
  alsoIn: { unit: Unit; unitLabel: string; totalThc: number; totalCbd: number; decimals: number }[];
  totalThc: number | null;
  totalCbd: number | null;
  /**
   * The decimals each total is shown with: those the figures it comes from were printed with (a lab's "51" is
   * 51, not 51.0), null when none was printed in the unit shown.
   */
  decimals: { thc: number | null; cbd: number | null };
  /** Where each total comes from: DYC's sum of the rows, or the lab's printed total when no row is printed. */
  totalsFrom: { thc: 'rows' | 'lab' | null; cbd: 'rows' | 'lab' | null };
  /** A total whose rows could not be read with certainty: not shown. */
  uncertain: { thc: boolean; cbd: boolean };
  type: CoaType | null;
  /**
   * Figures that cannot be right, marked where they are shown: a total beyond the whole sample or computed from an
   * impossible row, and each impossible row ("CBN: -0.03 % (negative)"). No type is derived from them.
   */
  impossible: { thc: string | null; cbd: string | null; rows: string[] };
  /** The lab's own total THC and total CBD where they differ from the computed ones beyond rounding, as printed. */
  labTotals: { thc: string | null; cbd: string | null };
  admissible: boolean;
  outcome: VerdictOutcome;
  /** Why it cannot be admitted as it stands, the certificate's own failings before the reader's doubts; empty when it can. */
  reasons: Reason[];
  /** Things worth knowing that do not block admission. */
  notes: string[];
  /** Every panel the certificate names or the verdict speaks of, passed or not. */
  panelsFound: PanelId[];
  /** What was read of each panel found that did not simply pass. */
  panelStates: Partial<Record<PanelId, PanelState>>;
  panelsMissing: PanelId[];
  productKind: ProductKind;
}

/** The measurements used for totals: as received where the COA prints a dry-weight figure beside it. */
function usable(result: AnalyteResult): Measurement[] {
  const asReceived = result.measurements.filter((measurement) => measurement.basis !== 'dry weight');
  return asReceived.length > 0 ? asReceived : result.measurements;
}

/**
 * The COA's own unit: per serving for an edible and per millilitre for a liquid (what its label and dose are written
 * in), by weight otherwise.
 */
function basisUnit(
  results: readonly AnalyteResult[],
  kind: ProductKind,
  piecesPerServing: number | null,
): { unit: Unit; item: string | null } | null {
  const measurements = results.flatMap(usable);
  const find = (unit: Unit) => measurements.find((measurement) => measurement.unit === unit);
  if (kind === 'edible' && find('mg/unit')) {
    // A serving of several pieces: a figure per piece is not a dose; the package, when printed, is read as it is.
    const perServing = measurements.find(
      (measurement) => measurement.unit === 'mg/unit' && (!piecesPerServing || isServingItem(measurement.item)),
    );
    if (perServing) return { unit: 'mg/unit', item: perServing.item };
    if (find('mg/package')) return { unit: 'mg/package', item: find('mg/package')!.item };
    return { unit: 'mg/unit', item: find('mg/unit')!.item };
  }
  // A liquid printed per millilitre is dosed by volume: its label and dose are in mg/mL, even beside a %.
  for (const unit of ['mg/mL', '%', 'mg/g', 'mg/unit', 'mg/package'] as const) {
    const found = find(unit);
    if (found) return { unit, item: found.item };
  }
  return null;
}

/** A result in the given unit: as printed, or converted where the conversion is exact. ND and <LOQ count as 0. */
function amountIn(result: AnalyteResult | undefined, unit: Unit, unitWeightGrams: number | null): number | null {
  if (!result) return null;
  const measurements = usable(result);
  const direct = measurements.find((measurement) => measurement.unit === unit);
  const perGram: Partial<Record<Unit, number>> = { '%': 10, 'mg/g': 1 };
  const pick = direct ?? measurements.find((measurement) => measurement.unit in perGram) ?? measurements[0]!;
  const value = pick.value ?? 0;
  if (pick.unit === unit) return value;
  if (pick.unit in perGram && unit in perGram) return (value * perGram[pick.unit]!) / perGram[unit]!;
  if (unitWeightGrams) {
    if (pick.unit === 'mg/unit' && unit in perGram) return value / unitWeightGrams / perGram[unit]!;
    if (unit === 'mg/unit' && pick.unit in perGram) return value * perGram[pick.unit]! * unitWeightGrams;
  }
  return null;
}

/** Why a figure cannot be right, or null: a share of the sample below nothing or above the whole of it. */
function impossibility(value: number | null, unit: Unit): string | null {
  if (value === null) return null;
  if (value < 0) return 'negative';
  if (unit === '%' && value > 100) return 'more than the whole sample';
  if (unit === 'mg/g' && value > 1000) return 'more than a gram per gram';
  return null;
}

const amountText = (value: number | null, unit: Unit, item: string | null = null) =>
  unit === '%' ? `${value} %` : `${value} ${unitLabel(unit, item)}`;

/** Each printed row that cannot be right, in a few words for the figure box. */
function impossibleRows(parsed: ParsedCoa): { id: AnalyteId; text: string }[] {
  return parsed.results.flatMap((result) =>
    result.measurements.flatMap((measurement) => {
      const why = impossibility(measurement.value, measurement.unit);
      if (!why) return [];
      return [
        {
          id: result.id,
          text: `${analyteById(result.id).label}: ${amountText(measurement.value, measurement.unit, measurement.item)} (${why})`,
        },
      ];
    }),
  );
}

function valueChecks(parsed: ParsedCoa): string[] {
  const problems: string[] = [];
  const swapped = unitsSwapped(parsed.results);
  // A figure the reader set under the other unit's column is its own misplacing, said so as unread: no value of the
  // lab's to check, alone or in the sum.
  const misplaced = (result: AnalyteResult) => swapped && unitsDisagreeing(result).length > 0;
  for (const result of parsed.results) {
    const { label } = analyteById(result.id);
    for (const measurement of result.measurements) {
      if (measurement.value === null) continue;
      if (misplaced(result) && (measurement.unit === '%' || measurement.unit === 'mg/g')) continue;
      if (measurement.value < 0) {
        problems.push(`${label}: ${amountText(measurement.value, measurement.unit, measurement.item)} is negative.`);
      } else if (measurement.unit === '%' && measurement.value > 100) {
        problems.push(
          `${label}: ${measurement.value} in a % column is more than the whole sample; it looks like a mg/g value.`,
        );
      } else if (measurement.unit === 'mg/g' && measurement.value > 1000) {
        problems.push(`${label}: ${measurement.value} mg/g is more than a gram per gram.`);
      }
    }
    // (Figures that agree with the units the other way round are the reader's misplacing, shown as unread.)
    if (!swapped)
      for (const { percent, perGram } of unitsDisagreeing(result))
        problems.push(`${label}: ${percent.value} % and ${perGram.value} mg/g do not agree (1 % is 10 mg/g).`);
  }
  const percents = parsed.results.map((result) =>
    misplaced(result) ? null : amountIn(result, '%', parsed.unitWeightGrams),
  );
  if (percents.every((value) => value !== null) && percents.length > 0) {
    const sum = percents.reduce((total, value) => total + Math.max(0, value!), 0);
    if (sum > 100) {
      problems.push(`The cannabinoids add up to ${formatAmount(sum, '%')}, more than the whole sample.`);
    }
  }
  return problems;
}

/** A figure written with the decimals the lab printed it with. */
function printedAmount(value: number, decimals: number, unit: Unit, item: string | null = null): string {
  const text = value.toFixed(decimals);
  return unit === '%' ? `${text} %` : `${text} ${unitLabel(unit, item)}`;
}

const LAB_TOTAL_NAMES: Readonly<Record<LabTotalId, string>> = {
  thc: 'total THC',
  cbd: 'total CBD',
  cannabinoids: 'total cannabinoids',
};

/**
 * Labs print the decarboxylation factor as 0.877, 0.8772 or 0.878 and compute from unrounded rows, so a large
 * total may be a few hundredths off the rows without anyone's mistake: this share of the total is allowed too.
 */
const FACTOR_SPREAD = 0.001;

/** A limit reading that starts with its figure ("0.71 aw is over …"), not with an analyte's name. */
const FIGURE_FIRST = /^[<>]?\d/;

/** Rounding allows half a step of the lab's last printed digit, and as much again for each of the two rows. */
function withinRounding(printed: Measurement, computed: number): boolean {
  const step = 10 ** -printed.decimals;
  return Math.abs(printed.value! - computed) <= 1.5 * step + FACTOR_SPREAD * Math.abs(computed) + 1e-9;
}

interface TotalComparison {
  /** A reason: the printed total matches nothing known, so the reading is not certain. */
  reason: string | null;
  /** A note: the lab's total follows its own formula, quoted. */
  note: string | null;
  printed: string | null;
}

/**
 * The lab's printed total against the rows. Agreeing with DYC's formula, it is the same total. Following a formula
 * the lab prints, or the common THCA + Δ9-THC without the factor, it is quoted as the lab's and blocks nothing.
 * Matching nothing known, the reading is not certain: said so without blaming the lab (decisions.md, "Reading a
 * certificate without guessing").
 */
function compareTotal(
  parsed: ParsedCoa,
  id: 'thc' | 'cbd',
  computed: number | null,
  unit: Unit | null,
  byId: ReadonlyMap<AnalyteId, AnalyteResult>,
): TotalComparison {
  const none = { reason: null, note: null, printed: null };
  if (computed === null || unit === null) return none;
  const parts = TOTAL_PARTS[id];
  const rows = [byId.get(parts.neutral), byId.get(parts.acid)].filter((result) => result !== undefined);
  if (rows.length === 0) return none;
  const lab = parsed.labTotals.find((total) => total.id === id);
  const byWeight = (candidate: Unit) => candidate === '%' || candidate === 'mg/g';
  // Each printed figure is set against the rows printed in its own unit, so neither side is rounded twice; a unit
  // the rows do not print is reached by the one exact conversion, % to mg/g.
  const candidates = (lab?.measurements ?? []).filter(
    (measurement) =>
      measurement.value !== null &&
      (rows.every((result) => usable(result).some((printed) => printed.unit === measurement.unit)) ||
        measurement.unit === unit ||
        (byWeight(measurement.unit) && byWeight(unit))),
  );
  if (candidates.length === 0) return none;
  const amountOf = (analyte: AnalyteId, inUnit: Unit) =>
    amountIn(byId.get(analyte), inUnit, parsed.unitWeightGrams) ?? 0;
  const totalIn = (inUnit: Unit, acidFactor: number) =>
    amountOf(parts.neutral, inUnit) + acidFactor * amountOf(parts.acid, inUnit);
  if (candidates.some((printed) => withinRounding(printed, totalIn(printed.unit, DECARBOXYLATION_FACTOR)))) return none;
  const printed = candidates[0]!;
  const labText = printedAmount(printed.value!, printed.decimals, printed.unit, printed.item);
  const own = printedAmount(
    totalIn(printed.unit, DECARBOXYLATION_FACTOR),
    printed.decimals,
    printed.unit,
    printed.item,
  );
  const formula = parsed.formulas.find((candidate) => candidate.total === id);
  const byFormula = formula
    ? formula.terms.reduce((sum, term) => sum + term.factor * amountOf(term.id, printed.unit), 0)
    : null;
  if (byFormula !== null && withinRounding(printed, byFormula))
    return {
      reason: null,
      note: `The COA prints ${parts.label} ${labText}, by its own formula (${formula!.text}); DYC's ${parts.label} from the same rows is ${own} (${parts.formula}).`,
      printed: labText,
    };
  if (withinRounding(printed, totalIn(printed.unit, 1)))
    return {
      reason: null,
      note: `The COA prints ${parts.label} ${labText}, which adds ${parts.rows} without the 0.877 factor; DYC's ${parts.label} from the same rows is ${own} (${parts.formula}).`,
      printed: labText,
    };
  if (rows.every((result) => result.typed)) return none;
  return {
    reason: `The COA prints ${parts.label} ${labText}, but the rows read give ${own} (${parts.formula}), and no formula the COA prints gives ${labText} either. The pre-check may have misread a row: check the rows read below, and type the ${parts.rows} values into the form to confirm them.`,
    note: null,
    printed: labText,
  };
}

/**
 * Converted and synthetic cannabinoids above the one trace threshold (decisions.md, "Cannabinoid type"), each
 * weighed as a share of the product's weight. One the COA gives no weight for cannot be taken for a trace.
 */
function convertedFindings(parsed: ParsedCoa): string[] {
  const findings: string[] = [];
  const byId = new Map(parsed.results.map((result) => [result.id, result]));
  const unsure = new Set(parsed.unsure.flatMap((part) => part.analytes));
  for (const analyte of ANALYTES.filter((candidate) => candidate.converted)) {
    const result = byId.get(analyte.id);
    const printed = result?.measurements.find((measurement) => measurement.value !== null && measurement.value > 0);
    if (!result || !printed) continue;
    // Readings that disagree ("0.70 %" beside "0.07 mg/g") refuse only when each is above the trace; otherwise the
    // row is shown as unread, never judged by the reading the reader happened to take.
    const eachPercent = result.measurements.map((measurement) =>
      amountIn({ ...result, measurements: [measurement] }, '%', parsed.unitWeightGrams),
    );
    if (unsure.has(analyte.id)) {
      if (eachPercent.some((percent) => percent === null || percent <= CONVERTED_TRACE_PERCENT)) continue;
      // Which reading is right is not known: the finding names them all, no figure as the one read.
      const readings = result.measurements
        .filter((measurement) => measurement.value !== null)
        .map((measurement) => amountText(measurement.value, measurement.unit, measurement.item));
      findings.push(
        `${analyte.label}, above a trace (${CONVERTED_TRACE_PERCENT} % by weight) whichever of its figures is right (${readings.join(' or ')}).`,
      );
      continue;
    }
    const shown = `${analyte.label} at ${amountText(printed.value, printed.unit, printed.item)}`;
    const percent = amountIn(result, '%', parsed.unitWeightGrams);
    if (percent === null) {
      findings.push(
        `${shown}: the COA gives no weight to compare it with the trace threshold (${CONVERTED_TRACE_PERCENT} % by weight), so it cannot be taken for a trace.`,
      );
    } else if (percent > CONVERTED_TRACE_PERCENT) {
      findings.push(`${shown}, above a trace (${CONVERTED_TRACE_PERCENT} % by weight).`);
    }
  }
  return findings;
}

/** Type from the two totals, with the cut-off that the science page states. */
export function cannabinoidType(totalThc: number, totalCbd: number): CoaType | null {
  if (totalThc <= 0 && totalCbd <= 0) return null;
  // "At least five times", as the printed decimals say it: a sum's float noise (0.7000000000000001) never tips it.
  const atLeastFiveTimes = (more: number, less: number) => more >= TYPE_RATIO_CUTOFF * less * (1 - 1e-12);
  if (atLeastFiveTimes(totalThc, totalCbd)) return 'I';
  if (atLeastFiveTimes(totalCbd, totalThc)) return 'III';
  return 'II';
}

/** The totals in each per-dose unit the COA prints beside its own, from the figures printed in that unit only. */
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
    const decimals = Math.max(...inputs.map((result) => printed(result.id)!.decimals));
    const item = inputs.map((result) => printed(result.id)!.item).find((candidate) => candidate) ?? null;
    return [
      {
        unit: other,
        unitLabel: unitLabel(other, item),
        totalThc: value('d9thc') + DECARBOXYLATION_FACTOR * value('thca'),
        totalCbd: value('cbd') + DECARBOXYLATION_FACTOR * value('cbda'),
        decimals,
      },
    ];
  });
}

/** The lab's printed total, as the figure shown when the COA prints no rows to compute it from. */
function labFigure(total: LabTotal | undefined): Measurement | null {
  return total?.measurements.find((measurement) => measurement.value !== null || measurement.qualifier) ?? null;
}

export function judgeCoa(parsed: ParsedCoa): CoaVerdict {
  const byId = new Map(parsed.results.map((result) => [result.id, result]));
  const basis = basisUnit(parsed.results, parsed.productKind, parsed.piecesPerServing);
  const reasons: Reason[] = [];
  const notes: string[] = [];
  const unsureAnalytes = new Set(parsed.unsure.flatMap((part) => part.analytes));

  const totalOf = (id: 'thc' | 'cbd') => {
    const parts = TOTAL_PARTS[id];
    const uncertain = unsureAnalytes.has(parts.neutral) || unsureAnalytes.has(parts.acid);
    const present = byId.has(parts.neutral) || byId.has(parts.acid);
    if (uncertain) return { value: null, from: null, uncertain: true, unit: null, item: null, decimals: null };
    if (present && basis) {
      const neutral = byId.has(parts.neutral)
        ? amountIn(byId.get(parts.neutral), basis.unit, parsed.unitWeightGrams)
        : 0;
      const acid = byId.has(parts.acid) ? amountIn(byId.get(parts.acid), basis.unit, parsed.unitWeightGrams) : 0;
      if (neutral === null || acid === null)
        return { value: null, from: null, uncertain: true, unit: null, item: null, decimals: null };
      const printedIn = [parts.neutral, parts.acid].flatMap((id) =>
        (byId.has(id) ? usable(byId.get(id)!) : []).filter(
          (measurement) => measurement.unit === basis.unit && measurement.value !== null,
        ),
      );
      return {
        value: neutral + DECARBOXYLATION_FACTOR * acid,
        from: 'rows' as const,
        uncertain: false,
        unit: basis.unit,
        item: basis.item,
        decimals: printedIn.length > 0 ? Math.max(...printedIn.map((measurement) => measurement.decimals)) : null,
      };
    }
    const lab = labFigure(parsed.labTotals.find((total) => total.id === id));
    if (lab)
      return {
        value: lab.value ?? 0,
        from: 'lab' as const,
        uncertain: false,
        unit: lab.unit,
        item: lab.item,
        decimals: lab.value !== null ? lab.decimals : null,
      };
    return { value: null, from: null, uncertain: false, unit: null, item: null, decimals: null };
  };
  const thc = totalOf('thc');
  const cbd = totalOf('cbd');
  const unit = thc.unit ?? cbd.unit ?? basis?.unit ?? null;
  const item = thc.unit ? thc.item : cbd.unit ? cbd.item : (basis?.item ?? null);
  // Both totals in the one unit shown; a lab's total in another unit is not set beside a computed one.
  const totalThc = thc.value !== null && thc.unit === unit ? thc.value : null;
  const totalCbd = cbd.value !== null && cbd.unit === unit ? cbd.value : null;

  const rows = impossibleRows(parsed);
  const impossibleTotal = (total: number | null, ids: readonly AnalyteId[]): string | null => {
    if (total === null || unit === null) return null;
    const beyond = impossibility(total, unit);
    if (beyond) return `Impossible: ${beyond}`;
    return rows.some((row) => ids.includes(row.id)) ? 'Impossible: computed from an impossible row' : null;
  };
  const impossible = {
    thc: impossibleTotal(totalThc, [TOTAL_PARTS.thc.neutral, TOTAL_PARTS.thc.acid]),
    cbd: impossibleTotal(totalCbd, [TOTAL_PARTS.cbd.neutral, TOTAL_PARTS.cbd.acid]),
    rows: rows.map((row) => row.text),
  };
  // A type only from two totals read with certainty, both possible: never from a missing or unread figure, nor from
  // a lab's total beside rows left unread, which alone could check it.
  const unchecked = (thc.from === 'lab' || cbd.from === 'lab') && parsed.unsure.length > 0;
  const type =
    totalThc !== null && totalCbd !== null && !impossible.thc && !impossible.cbd && !unchecked
      ? cannabinoidType(totalThc, totalCbd)
      : null;

  if (parsed.unsure.length > 0) {
    const [first] = parsed.unsure;
    reasons.push({
      kind: 'unsure-columns',
      text:
        parsed.unsure.length === 1
          ? `Part of the cannabinoid table, where the pre-check read nothing rather than guess: ${first!.text} Its lines are shown below: correct the column, or type the values into the form.`
          : `${parsed.unsure.length} parts of the cannabinoid results, where the pre-check read nothing rather than guess. Their lines are shown below: correct the columns, or type the values into the form.`,
    });
  } else if (!thc.from && !cbd.from) {
    reasons.push({
      kind: 'no-cannabinoids',
      text: 'The pre-check found no THC or CBD figures. Paste the cannabinoid table, or type the values into the form.',
    });
  }

  // A failure anywhere on the certificate is final, whatever else it passed.
  if (parsed.overallFailure) {
    reasons.push({
      kind: 'failed',
      text: `The certificate’s overall result reads “${parsed.overallFailure}”. Any failure keeps a certificate out of the network.`,
    });
  }
  // The default limits judge only the products their source covers; another product's figure is read, not judged.
  const byDefaultLimit = (reading: PanelReading) => reading.from === 'default-limit';
  const kindUnknown = parsed.productKind === 'unknown';
  const notJudged =
    !kindUnknown && !DEFAULT_LIMITS_PRODUCTS.includes(parsed.productKind) ? parsed.readings.filter(byDefaultLimit) : [];
  const overDefaultOfUnknown = kindUnknown
    ? parsed.readings.filter((reading) => byDefaultLimit(reading) && reading.kind === 'failed')
    : [];
  const judged = parsed.readings.filter(
    (reading) => !notJudged.includes(reading) && !overDefaultOfUnknown.includes(reading),
  );
  for (const reading of judged.filter((candidate) => candidate.kind === 'failed')) {
    // The answer sets "Failed:" before the reason: the reason names the panel and what it read, not "failed" again.
    const panel = capitalised(panelLabel(reading.id));
    const why =
      reading.from === 'limit' || reading.from === 'default-limit'
        ? FIGURE_FIRST.test(reading.word ?? '')
          ? `${panel} at ${reading.word}`
          : `${panel}: ${reading.word}`
        : `${panel}: ${reading.from === 'analyte' ? 'an analyte line in this panel reads' : 'the panel reads'} “${reading.word}”`;
    const text = `${why}. Any failure keeps a certificate out of the network.`;
    reasons.push({ kind: 'failed', text });
  }
  for (const line of parsed.unplacedFailures) {
    reasons.push({
      kind: 'failed',
      text: `Line ${line.number} (“${line.text}”), which names no panel the pre-check knows. Any failure keeps a certificate out of the network.`,
    });
  }
  for (const line of parsed.unplacedStatuses) {
    reasons.push({
      kind: 'unsure-status',
      text: `The statuses on line ${line.number} (“${line.text}”) could not be matched to the panel names above them. Check which panel each status belongs to.`,
    });
  }

  const required = requiredPanels(parsed.productKind);
  const panelsMissing = required.filter((id) => !parsed.panels.includes(id));
  const readingOf = new Map(parsed.readings.map((reading) => [reading.id, reading]));
  // A status that is not a pass counts against the panel even when the form says it was reported. Not for the
  // cannabinoids when their rows are on the certificate: a "not reported" or "not tested" by their table is a remark
  // about something else ("as-received values are not reported"), the rows being the report. A failure still counts.
  const cannabinoidsReported = parsed.results.length > 0 || parsed.unsure.length > 0;
  const notPassed = required.flatMap((id) => {
    const reading = readingOf.get(id);
    if (id === 'cannabinoids' && cannabinoidsReported) return [];
    return reading?.kind === 'not-passed' ? [`${panelLabel(id)} (“${reading.word}”)`] : [];
  });
  if (notPassed.length > 0) {
    reasons.push({
      kind: 'panel-not-passed',
      text: `${capitalised(listInWords(notPassed))}. A panel counts only when the COA says it passed.`,
    });
  }
  // A panel a line names, with no status the reader could place: unread, not missing, and its line shown.
  const unread = required.flatMap((id) => {
    const reading = readingOf.get(id);
    if (reading?.kind !== 'blank' || !panelsMissing.includes(id)) return [];
    return [reading.line ? `${panelLabel(id)} (line ${reading.line.number}: “${reading.line.text}”)` : panelLabel(id)];
  });
  if (unread.length > 0) {
    reasons.push({
      kind: 'unsure-status',
      text: `The result of ${listInWords(unread)}: the COA names ${unread.length === 1 ? 'this panel' : 'these panels'}, but no pass, fail or figure the pre-check could place. A panel counts only when the COA says it passed; check the line, or tick the panel if the COA shows it passed.`,
    });
  }
  // With no cannabinoid figures at all, the answer already says the potency report is missing: it is no missing panel
  // again, and no pass the reader could not name stands for it (its figures are the report).
  const noFigures = reasons.some((reason) => reason.kind === 'no-cannabinoids');
  const absent = panelsMissing.filter((id) => !readingOf.has(id) && !(noFigures && id === 'cannabinoids'));
  const missingWords = listInWords(absent.map(panelLabel));
  // A pass the reader could not tie to a panel may be a missing panel named in words it does not know: it asks
  // rather than turning a clean certificate away as incomplete.
  const unplacedPasses = parsed.unplacedPasses.slice(0, 3);
  if (absent.length > 0 && unplacedPasses.length > 0) {
    const lines = listInWords(unplacedPasses.map((line) => `line ${line.number} (“${line.text}”)`));
    reasons.push({
      kind: 'unsure-status',
      text: `${capitalised(missingWords)}: the pre-check finds no name it knows for ${absent.length === 1 ? 'this panel' : 'these panels'}, but ${lines} ${unplacedPasses.length === 1 ? 'reads' : 'read'} as a pass for a test it could not name. Check whether ${unplacedPasses.length === 1 ? 'it is' : 'one of them is'} ${missingWords}, and tick the panel if the COA shows it passed.`,
    });
  } else if (absent.length > 0) {
    const isContent = (id: PanelId) => id === 'cannabinoids' || id === 'terpenes';
    const onlyCannabinoids =
      parsed.panels.length > 0 &&
      parsed.panels.every(isContent) &&
      parsed.readings.every((reading) => isContent(reading.id));
    reasons.push({
      kind: 'missing-panels',
      text: onlyCannabinoids
        ? `This COA reports cannabinoids only: ${missingWords} ${absent.length === 1 ? 'is' : 'are'} missing.`
        : `${capitalised(missingWords)} ${absent.length === 1 ? 'is' : 'are'} missing from this COA. The network admits full-panel results only.`,
    });
  }
  // A product the COA does not name, that reports moisture or water activity as flower certificates do: never
  // admitted on fewer panels than flower's, and never refused for them either, as it may not be flower.
  const flowerWords = PANEL_RULE.flower.filter((id) => readingOf.has(id));
  const flowerLacking = PANEL_RULE.flower.filter(
    (id) => !parsed.panels.includes(id) && !overDefaultOfUnknown.some((reading) => reading.id === id),
  );
  if (kindUnknown && flowerWords.length > 0 && flowerLacking.length > 0) {
    reasons.push({
      kind: 'unsure-product',
      text: `Which product this is: the COA names none the pre-check knows, and it reports ${listInWords(flowerWords.map(panelLabel))}, as flower certificates do. Flower also needs ${listInWords(flowerLacking.map(panelLabel))} passed: choose the product in the form and check again.`,
    });
  }
  const byDefault = judged.filter((reading) => byDefaultLimit(reading) && reading.kind === 'passed');
  if (byDefault.length > 0) {
    notes.push(
      `${capitalised(listInWords(byDefault.map((reading) => panelLabel(reading.id))))} ${byDefault.length === 1 ? 'is' : 'are'} printed as ${byDefault.length === 1 ? 'a figure' : 'figures'} only, with no pass, fail or limit. The pre-check judged ${byDefault.length === 1 ? 'it' : 'them'} against ${DEFAULT_MOISTURE_LIMIT_PERCENT} % moisture and ${DEFAULT_WATER_ACTIVITY_LIMIT} aw water activity, the limits it uses when a COA prints none (${DEFAULT_LIMITS_SOURCE}).`,
    );
  }
  for (const reading of notJudged) {
    notes.push(
      `${capitalised(panelLabel(reading.id))} is printed as ${reading.figure} with no limit. The limits the pre-check applies when a COA prints none (${DEFAULT_MOISTURE_LIMIT_PERCENT} % moisture, ${DEFAULT_WATER_ACTIVITY_LIMIT} aw water activity; ${DEFAULT_LIMITS_SOURCE}) are written for usable marijuana and dried flower, so for ${parsed.productKind === 'edible' ? 'an edible' : 'an extract'} it is shown as read and not judged.`,
    );
  }
  for (const reading of overDefaultOfUnknown) {
    reasons.push({
      kind: 'unsure-product',
      text: `${capitalised(panelLabel(reading.id))} at ${reading.figure} is over the limit of ${reading.id === 'waterActivity' ? `${DEFAULT_WATER_ACTIVITY_LIMIT} aw` : `${DEFAULT_MOISTURE_LIMIT_PERCENT} %`} the pre-check applies to flower when a COA prints none (${DEFAULT_LIMITS_SOURCE}), and the COA does not say what the product is. Choose the product in the form and check again.`,
    });
  }
  for (const id of parsed.unplacedLabTotals) {
    notes.push(
      `The lab’s printed ${LAB_TOTAL_NAMES[id]} could not be placed in its column, so it was not compared with the rows.`,
    );
  }
  if (thc.from === 'lab' || cbd.from === 'lab') {
    notes.push(
      `The COA prints no ${thc.from === 'lab' ? 'THC' : 'CBD'} rows: the total shown is the lab’s own, as printed.`,
    );
  }
  if (parsed.productKind === 'unknown') {
    notes.push(
      'The COA does not say what the product is: flower also needs moisture and water activity, and an extract needs residual solvents.',
    );
  }
  for (const text of convertedFindings(parsed)) reasons.push({ kind: 'converted', text });
  for (const text of valueChecks(parsed)) reasons.push({ kind: 'check-value', text });
  const thcComparison = thc.from === 'rows' ? compareTotal(parsed, 'thc', totalThc, unit, byId) : null;
  const cbdComparison = cbd.from === 'rows' ? compareTotal(parsed, 'cbd', totalCbd, unit, byId) : null;
  for (const comparison of [thcComparison, cbdComparison]) {
    if (comparison?.reason) reasons.push({ kind: 'totals-differ', text: comparison.reason });
    if (comparison?.note) notes.push(comparison.note);
  }

  const isUnsure = (reason: Reason) => UNSURE_KINDS.includes(reason.kind);
  // The refusal leads; what the reader could not be sure of follows it.
  const ordered = [...reasons.filter((reason) => !isUnsure(reason)), ...reasons.filter(isUnsure)];
  const outcome: VerdictOutcome = ordered.length === 0 ? 'admitted' : ordered.every(isUnsure) ? 'unsure' : 'refused';

  return {
    unit,
    unitLabel: unit ? unitLabel(unit, item) : null,
    alsoIn: unit && thc.from === 'rows' ? totalsAlsoIn(parsed.results, unit) : [],
    totalThc,
    totalCbd,
    decimals: { thc: totalThc !== null ? thc.decimals : null, cbd: totalCbd !== null ? cbd.decimals : null },
    totalsFrom: { thc: totalThc !== null ? thc.from : null, cbd: totalCbd !== null ? cbd.from : null },
    uncertain: { thc: thc.uncertain, cbd: cbd.uncertain },
    type,
    impossible,
    labTotals: { thc: thcComparison?.printed ?? null, cbd: cbdComparison?.printed ?? null },
    admissible: outcome === 'admitted',
    outcome,
    reasons: ordered,
    notes,
    panelsFound: PANEL_IDS.filter(
      (id) => parsed.panels.includes(id) || parsed.readings.some((reading) => reading.id === id),
    ),
    panelStates: Object.fromEntries(
      judged
        .flatMap((reading): [PanelId, PanelState][] =>
          reading.kind === 'failed'
            ? [[reading.id, 'failed']]
            : reading.kind === 'not-passed'
              ? [[reading.id, 'not passed']]
              : reading.kind === 'blank' && !parsed.panels.includes(reading.id)
                ? [[reading.id, 'result not read']]
                : [],
        )
        .concat(notJudged.map((reading) => [reading.id, 'read, not judged']))
        .concat(overDefaultOfUnknown.map((reading) => [reading.id, 'over the flower limit'])),
    ),
    panelsMissing,
    productKind: parsed.productKind,
  };
}
