import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * A figure is never shown, nor its absence claimed, in silence: a certificate whose lines name a cannabinoid beside
 * a figure the reader could not place is "could not read with certainty", never "no results were found"; a paste
 * that stops inside the potency table leaves every total its cut row could change unread.
 */
function expectUnsureNotMissing(lines: readonly string[]) {
  const { verdict, unsure } = checked(flowerCertificate(lines));
  const reasonKinds = kinds(verdict.reasons);
  expect(reasonKinds).not.toContain('no-cannabinoids');
  expect(reasonKinds).toContain('unsure-columns');
  expect(verdict.totalThc).toBeNull();
  expect(unsure.flatMap((part) => part.lines.map((line) => line.number)).length).toBeGreaterThan(0);
}

describe('cannabinoid figures the reader cannot place', () => {
  it('is unsure, not "no results", of potency written as sentences', () => {
    expectUnsureNotMissing([
      'Potency (HPLC)',
      'Tetrahydrocannabinolic acid was measured at 19.40 percent by weight; Δ9-THC came to 0.81 percent.',
      'Cannabidiol was below the limit.',
    ]);
  });

  it('is unsure, not "no results", of a lone line naming a cannabinoid beside figures it cannot read', () => {
    expectUnsureNotMissing(['THCA ≈ 18 ± 2 by area ratio 7/3']);
  });
});

describe('a paste that stops inside the potency table', () => {
  const HEAD = [
    'Analyte        Result (%)     Result (mg/g)     LOQ (%)',
    'CBD            ND             ND                0.05',
  ];

  it('shows no total THC when the THCA row is cut before its figures end', () => {
    const { verdict, unsure } = checked(
      [
        'Matrix: Flower',
        'Pesticides: PASS',
        ...HEAD,
        'Δ9-THC         0.71           7.1               0.05',
        'THCA           1',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.some((part) => part.analytes.includes('thca'))).toBe(true);
  });

  it('shows no total THC when the text ends on the THCA row’s name alone', () => {
    const { verdict } = checked(
      [
        'Matrix: Flower',
        'Pesticides: PASS',
        ...HEAD,
        'Δ9-THC         0.71           7.1               0.05',
        'THCA',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});
