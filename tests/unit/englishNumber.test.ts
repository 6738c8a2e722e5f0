import { describe, expect, it } from 'vitest';
import { englishNumber } from '../../src/lib/format/englishNumber.ts';

const values = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1001,
  12_345,
  99_999.95,
  123_456,
  1_234_567,
  1_000_000_000,
  2 ** 53,
  -1,
  -999,
  -1000,
  -1_234_567.25,
  0.04,
  0.05,
  0.15,
  0.25,
  0.35,
  -0.04,
  -0.05,
  1.45,
  2.5,
  1234.96,
  999.95,
  0.1 + 0.2,
  1e20,
  1e21,
  0.5,
  1.5,
  9.96,
  1e-7,
  5e-7,
  0.000123,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Infinity,
  -Infinity,
];

describe('englishNumber', () => {
  for (const digits of [0, 1, 2]) {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    it(`writes every number as Intl en-US does with at most ${digits} fraction digits`, () => {
      for (const value of values) expect(englishNumber(value, digits), String(value)).toBe(intl.format(value));
    });
  }

  it('writes whole counts with their thousands grouped by default', () => {
    expect(englishNumber(12_345)).toBe('12,345');
    expect(englishNumber(1_000_000)).toBe('1,000,000');
    expect(englishNumber(5)).toBe('5');
  });
});
