/**
 * A product's cannabinoid type from the THC and CBD figures its export gives, by the COA pre-check's own rule
 * and code (decisions.md, "Cannabinoid type"): the totals formula from its constants, the type from its
 * `cannabinoidType`. An export's figures come in whatever units the store keeps; they are compared only in one
 * unit, and a figure no sample can hold gives no type.
 */
import { DECARBOXYLATION_FACTOR } from '../coa/analytes.ts';
import { cannabinoidType, type CoaType } from '../coa/rules.ts';
import type { AmountUnit } from './numbers.ts';

export type PotencyUnit = '%' | 'mg/g' | 'mg' | 'mg/ml';

export interface Potency {
  value: number;
  /** null where neither the cell, a unit column nor the header says. */
  unit: PotencyUnit | null;
}

export function isPotencyUnit(unit: AmountUnit | null): unit is PotencyUnit {
  return unit === '%' || unit === 'mg/g' || unit === 'mg' || unit === 'mg/ml';
}

/**
 * Total THC from Δ9-THC and THCA (or total CBD from CBD and CBDA): the neutral form plus the acid times the
 * decarboxylation factor, as decisions.md and the COA pre-check compute it. Either may be missing.
 */
export function totalCannabinoid(neutral: Potency | null, acid: Potency | null): Potency | null {
  if (!acid) return neutral;
  if (!neutral) return { value: DECARBOXYLATION_FACTOR * acid.value, unit: acid.unit };
  const unit = neutral.unit ?? acid.unit;
  const acidValue =
    acid.unit === neutral.unit || acid.unit === null || neutral.unit === null ? acid.value : convert(acid, unit);
  if (acidValue === null) return null;
  return { value: neutral.value + DECARBOXYLATION_FACTOR * acidValue, unit };
}

/** A figure in another unit of the same kind: % and mg/g convert (1 % = 10 mg/g); per-unit milligrams do not. */
function convert(potency: Potency, unit: PotencyUnit | null): number | null {
  if (potency.unit === unit || unit === null || potency.unit === null) return potency.value;
  if (potency.unit === 'mg/g' && unit === '%') return potency.value / 10;
  if (potency.unit === '%' && unit === 'mg/g') return potency.value * 10;
  return null;
}

export interface TypeReading {
  type: CoaType | null;
  /** Why no type was read, in a few words for the report; null when there is a type. */
  why: string | null;
}

/** A share of the sample below nothing or beyond the whole of it. */
function impossible(potency: Potency): boolean {
  if (potency.value < 0) return true;
  if (potency.unit === '%' && potency.value > 100) return true;
  if (potency.unit === 'mg/g' && potency.value > 1000) return true;
  return false;
}

/**
 * The type from a product's total THC and total CBD. A missing figure counts as none of that cannabinoid, as a
 * missing row does on a certificate; a figure without a unit is taken in its partner's unit (the type depends
 * only on the ratio). Milligrams per unit and percentages compare through the unit's weight in grams, where
 * the file gives it.
 */
export function typeFromTotals(thc: Potency | null, cbd: Potency | null, unitWeightGrams: number | null): TypeReading {
  if (!thc && !cbd) return { type: null, why: 'no THC or CBD figure' };
  if ((thc && impossible(thc)) || (cbd && impossible(cbd)))
    return { type: null, why: 'a THC or CBD figure no product can hold' };
  const unit = thc?.unit ?? cbd?.unit ?? null;
  const inUnit = (potency: Potency | null): number | null => {
    if (!potency) return 0;
    const direct = convert(potency, unit);
    if (direct !== null) return direct;
    if (!unitWeightGrams || unitWeightGrams <= 0) return null;
    const milligramsPerGram =
      potency.unit === 'mg'
        ? potency.value / unitWeightGrams
        : potency.unit === '%'
          ? potency.value * 10
          : potency.unit === 'mg/g'
            ? potency.value
            : null;
    if (milligramsPerGram === null) return null;
    if (unit === 'mg') return milligramsPerGram * unitWeightGrams;
    if (unit === '%') return milligramsPerGram / 10;
    if (unit === 'mg/g') return milligramsPerGram;
    return null;
  };
  const totalThc = inUnit(thc);
  const totalCbd = inUnit(cbd);
  if (totalThc === null || totalCbd === null)
    return { type: null, why: 'THC and CBD in units that cannot be compared' };
  const type = cannabinoidType(totalThc, totalCbd);
  return type ? { type, why: null } : { type: null, why: 'no THC or CBD above zero' };
}
