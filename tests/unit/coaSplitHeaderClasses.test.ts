import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * Potency tables whose header does not name every figure on one line: a header split over two or three lines (names
 * on one, bases or units on the next), a units column of words before the result, per-container and label-claim
 * columns beside the result, figures printed in E-notation. Each is read as its lab meant it, or not at all.
 */

/** A certificate of the product kind and lines given, its panels all passed: admitted, with these totals. */
function expectRead(text: string, expected: { unit: string; totalThc: number; totalCbd: number }) {
  const { verdict } = checked(text);
  expect(verdict.reasons).toEqual([]);
  expect(verdict.unit).toBe(expected.unit);
  expect(verdict.totalThc).toBeCloseTo(expected.totalThc, 6);
  expect(verdict.totalCbd).toBeCloseTo(expected.totalCbd, 6);
}

describe('figures a LIMS prints', () => {
  it('reads E-notation figures beside a method column whose name holds digits', () => {
    const lines = [
      'Analyte          Method               Units     LOQ            Result         Qualifier',
      'THCA             LAB-M-101 HPLC       mg/g      5.000E-01      2.140E+02',
      'D9-THC           LAB-M-101 HPLC       mg/g      5.000E-01      5.000E+00',
      'CBD              LAB-M-101 HPLC       mg/g      5.000E-01                     ND',
    ];
    expectRead(flowerCertificate(lines), { unit: 'mg/g', totalThc: 5 + 0.877 * 214, totalCbd: 0 });
  });
});

describe('lab totals printed beside a table of one result column', () => {
  const table = ['Cannabinoid content, % w/w', 'Analyte   Result', 'THCA      ND', 'Δ9-THC    ND', 'CBD       0.05'];

  it('compares a strip of figures each before its total’s name with the rows', () => {
    const { verdict } = checked(
      flowerCertificate([...table.slice(0, 1), '1.50 %  Total THC   0.05 %  Total CBD', ...table.slice(1)]),
    );
    expect(kinds(verdict.reasons)).toContain('totals-differ');
  });

  it('is unsure of a lab’s total whose digits a scan garbled, which may disagree with the rows', () => {
    const lines = [
      'Cannabinoid content, % w/w',
      'l.50 %  Total THC          O.09 %  Total CBD',
      'THCA Δ9-THC CBDA CBD',
      'LOQ (%) 0.05 0.05 0.05 0.05',
      '% ND ND 0.05 0.05',
    ];
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});
