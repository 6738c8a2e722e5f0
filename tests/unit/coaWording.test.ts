import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/coa/rules.ts';
import { checked } from '../support/coaCertificate.ts';

/**
 * How the pre-check's answer reads: a failure said once (the answer sets "Failed:" before each failed reason), a
 * small figure with the decimals it was read to, and the default limits said plainly.
 */
const ROWS = 'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND';
const OTHERS = 'Pesticides: PASS\nHeavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS';
const reasonsOf = (text: string) => checked(text).verdict.reasons.map((reason) => reason.text);

describe('the pre-check’s wording', () => {
  it('names a failed panel once, without "failed" after it, whichever way it failed', () => {
    const reasons = [
      ...reasonsOf(`Matrix: Flower\n${ROWS}\n${OTHERS}\nMoisture: 11.0 %\nWater Activity: 0.71 aw`),
      ...reasonsOf(`Matrix: Flower\n${ROWS}\n${OTHERS}\nMoisture: 11.0 %\nWater Activity: 0.71 aw (limit 0.65)`),
      ...reasonsOf(
        `Matrix: Flower\n${ROWS}\n${OTHERS.replace('Microbials: PASS', 'Microbials: FAIL')}\nMoisture: 11.0 %\nWater Activity: 0.55 aw`,
      ),
    ];
    expect(reasons).toEqual([
      expect.stringMatching(/^Water activity at 0\.71 aw is over the limit of 0\.65 aw/),
      expect.stringMatching(/^Water activity at 0\.71 aw is over the printed limit of 0\.65/),
      expect.stringMatching(/^Microbial impurities: the panel reads “FAIL”/),
    ]);
    for (const reason of reasons) expect(reason).not.toMatch(/\bfailed:/i);
  });

  it('shows a small percentage with the decimals it was read to, at least two', () => {
    expect(formatAmount(0.04, '%')).toBe('0.04 %');
    expect(formatAmount(0.5, '%')).toBe('0.50 %');
    expect(formatAmount(0.004, '%')).toBe('0.004 %');
    expect(formatAmount(0.123, '%')).toBe('0.123 %');
    expect(formatAmount(21.548, '%')).toBe('21.5 %');
    expect(formatAmount(0, '%')).toBe('0.0 %');
    expect(formatAmount(5, 'mg/g')).toBe('5.0 mg/g');
  });

  it('says plainly which limits a figure printed alone was judged against', () => {
    const { verdict } = checked(`Matrix: Flower\n${ROWS}\n${OTHERS}\nMoisture: 10.2 %\nWater Activity: 0.55 aw`);
    expect(verdict.notes.join(' ')).not.toMatch(/applies then/);
    expect(verdict.notes).toContainEqual(
      'Moisture and water activity are printed as figures only, with no pass, fail or limit. The pre-check judged them against 15 % moisture and 0.65 aw water activity, the limits it uses when a COA prints none (Oregon, OAR 333-007-0420).',
    );
  });
});
