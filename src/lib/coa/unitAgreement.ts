/**
 * Whether an analyte's % and mg/g figures agree. Apart from the reader (parse.ts) because the rules use it too, and
 * the rules ship with the inventory page's worker, which must not carry the reader's patterns.
 */
import type { AnalyteResult, Measurement } from './parse.ts';

/** An analyte's % and mg/g figures on the same basis that do not agree (1 % is 10 mg/g), beyond their rounding. */
export function unitsDisagreeing(result: AnalyteResult): { percent: Measurement; perGram: Measurement }[] {
  const found: { percent: Measurement; perGram: Measurement }[] = [];
  for (const basis of new Set(result.measurements.map((measurement) => measurement.basis))) {
    const same = result.measurements.filter((measurement) => measurement.basis === basis);
    const percent = same.find((measurement) => measurement.unit === '%' && measurement.value !== null);
    const perGram = same.find((measurement) => measurement.unit === 'mg/g' && measurement.value !== null);
    if (!percent || !perGram || percent.value! < 0 || perGram.value! < 0) continue;
    const expected = percent.value! * 10;
    if (Math.abs(perGram.value! - expected) > Math.max(0.2, expected * 0.05)) found.push({ percent, perGram });
  }
  return found;
}

/**
 * Whether the % and mg/g figures that disagree all agree with the two units the other way round (two rows or more,
 * none agreeing as read): the units were placed in each other's columns, by the reader rather than the lab.
 */
export function unitsSwapped(results: readonly AnalyteResult[]): boolean {
  let swapped = 0;
  for (const result of results) {
    for (const { percent, perGram } of unitsDisagreeing(result)) {
      const expected = perGram.value! * 10;
      if (Math.abs(percent.value! - expected) > Math.max(0.2, expected * 0.05)) return false;
      swapped += 1;
    }
  }
  return swapped >= 2;
}
