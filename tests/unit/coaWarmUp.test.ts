import { describe, expect, it } from 'vitest';
import { warmUpCoaReader } from '../../server/coaWarmUp.ts';

describe('the certificate a COA worker reads before it takes requests', () => {
  it('is read whole, so the warm-up runs the reader’s paths an operator’s first certificate will take', () => {
    const check = warmUpCoaReader();
    expect(check.verdict.totalThc).toBeCloseTo(18.1277, 4);
    expect(check.verdict.totalCbd).toBeCloseTo(0.07016, 4);
    expect(check.verdict.type).toBe('I');
    expect(check.verdict.admissible).toBe(true);
    expect(check.unsure).toEqual([]);
  });
});
