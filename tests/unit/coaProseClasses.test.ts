import { describe, expect, it } from 'vitest';
import { checked } from '../support/coaCertificate.ts';

/**
 * A fail word counts only as a row's or a panel's status: a legend that defines the status words, a definition of
 * "Fail" in a footnote, or a method note that speaks of failed batches says nothing about this sample's panels.
 */

const POTENCY = ['Matrix: Flower', 'Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND'];
const PANELS = [
  'Pesticides           PASS',
  'Heavy Metals         PASS',
  'Microbials           PASS',
  'Mycotoxins           PASS',
  'Moisture             PASS',
  'Water Activity       PASS',
  'Foreign Material',
  'Stems                ND     PASS',
  'Seeds                ND     PASS',
];

describe('prose that holds a fail word', () => {
  it.each([
    [
      'a legend of the status words',
      ['Bewertung: i.O. = in Ordnung (Anforderung erfüllt) · n.i.O. = nicht in Ordnung'],
    ],
    ['a legend in English', ['P = Pass; F = Fail; NT = not tested']],
    ['a footnote that defines “Fail”', ['* Fail = a result at or above the action level.']],
    [
      'a method note of several lines',
      [
        'Method notes: analytical batches that fail system suitability or calibration checks are rejected and',
        're-injected; no reported result comes from a failed batch.',
      ],
    ],
  ])('admits a clean certificate with %s after its panels', (_what, prose) => {
    const { verdict } = checked([...POTENCY, '', ...PANELS, ...prose].join('\n'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it('admits it with the legend before the panels too', () => {
    const legend = 'Key: PASS = within limits · FAIL = over the limit · NT = not tested';
    const { verdict } = checked([...POTENCY, legend, '', ...PANELS].join('\n'));
    expect(verdict.reasons).toEqual([]);
  });

  it('still fails a panel whose own status is a fail, and an overall result given as “= FAIL”', () => {
    const failing = PANELS.map((line) => (line.startsWith('Heavy Metals') ? 'Heavy Metals         FAIL' : line));
    const legend = 'P = Pass; F = Fail';
    expect(checked([...POTENCY, '', ...failing, legend].join('\n')).verdict.admissible).toBe(false);
    expect(checked([...POTENCY, '', ...PANELS, 'Overall Result = FAIL'].join('\n')).verdict.admissible).toBe(false);
  });
});

describe('a table pasted from a spreadsheet export', () => {
  it('reads a CSV paste with quoted fields and a quoted thousands comma ("1,012.4") like any table', () => {
    const text = [
      '"Analyte","Result (mg/g)","LOQ (mg/g)"',
      '"THCA","1,012.4","0.5"',
      '"Δ9-THC","18.2","0.5"',
      '"CBDA","3.1","0.5"',
      '"CBD","ND","0.5"',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(18.2 + 0.877 * 1012.4, 2);
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 3.1, 2);
  });
});
