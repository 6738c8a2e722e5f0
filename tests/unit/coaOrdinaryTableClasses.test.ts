import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate } from '../support/coaCertificate.ts';

/**
 * Ordinary potency tables with an everyday variation: a data qualifier after a figure ("0.050 U": not detected, the
 * figure is the reporting limit), both units in one cell, footnote marks glued to figures, chemical-index names, an
 * abbreviation column, a LIMS export's semicolon records. Each is read as its lab meant it, or said to be unsure.
 */
function expectRead(lines: readonly string[], expected: { unit: string; totalThc: number; totalCbd: number }) {
  const { verdict } = checked(flowerCertificate(lines));
  expect(verdict.reasons).toEqual([]);
  expect(verdict.unit).toBe(expected.unit);
  // A total left unread is null, which toBeCloseTo alone takes for 0.
  expect([verdict.totalThc, verdict.totalCbd]).not.toContain(null);
  expect(verdict.totalThc).toBeCloseTo(expected.totalThc, 6);
  expect(verdict.totalCbd).toBeCloseTo(expected.totalCbd, 6);
}

describe('data qualifier letters after a figure', () => {
  const thcaOnly = { unit: '%', totalThc: 0.877 * 21.36, totalCbd: 0 };
  it.each([
    [
      'a "Q" column whose U marks the figure as the reporting limit of an analyte not detected, and a dilution column',
      [
        'Units: % (w/w)',
        'Analyte        Result   Q     RL      Dil',
        'THCA           21.36          0.050   20',
        'Δ9-THC         0.050    U     0.050   20',
        'CBDA           0.050    U     0.050   20',
        'CBD            0.050    U     0.050   20',
        'CBG            0.061    J     0.050   20',
      ],
      thcaOnly,
    ],
    [
      'the same without the dilution column',
      [
        'Analyte        Result (%)   Q     RL',
        'THCA           21.36              0.050',
        'Δ9-THC         0.050        U     0.050',
        'CBD            0.050        U     0.050',
        'CBN            0.061        B     0.050',
      ],
      thcaOnly,
    ],
    [
      'qualifier letters glued to the figure ("0.050U", "0.61J", "0.40E")',
      [
        'Analyte        Result (%)   RL',
        'THCA           21.36        0.050',
        'Δ9-THC         0.050U       0.050',
        'CBD            0.050U       0.050',
        'CBG            0.61J        0.050',
        'CBN            0.40E        0.050',
      ],
      thcaOnly,
    ],
  ])('%s', (_, lines, expected) => expectRead(lines, expected));

  it.each([
    [
      'a units column between the figure and its qualifier',
      [
        'Analyte | Result | Unit | Q | RL',
        'THCA | 21.36 | % | | 0.050',
        'Δ9-THC | 0.050 | % | U | 0.050',
        'CBD | 0.050 | % | U | 0.050',
      ],
    ],
    [
      "single spaces, the qualifier run into the next column's words",
      ['Analyte Result (%) Q Method', 'THCA 21.36 HPLC-DAD', 'Δ9-THC 0.050 U HPLC-DAD', 'CBD 0.050 U HPLC-DAD'],
    ],
    [
      'single spaces, a decimal comma, the qualifier before a specification',
      ['Analyte Result (%) Q Spec.', 'THCA 21,36 Report', 'Δ9-THC 0,05 U Report', 'CBD 0,05 U Report'],
    ],
  ])('reads the U of %s as not detected', (_, lines) => {
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.totalThc === null || Math.abs(verdict.totalThc - 0.877 * 21.36) < 1e-6).toBe(true);
    expect(verdict.totalCbd === null || verdict.totalCbd === 0).toBe(true);
  });

  it('is never wrong of a scan that reads the glued limit\'s 0 as the letter O ("O.05U")', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte        Result (mg/g)   RL',
        'THCA           213.6           0.50',
        'Δ9-THC         O.50U           0.50',
        'CBD            0.50U           0.50',
      ]),
    );
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc === null || Math.abs(verdict.totalThc - 0.877 * 213.6) < 1e-6).toBe(true);
    expect(verdict.totalCbd === null || verdict.totalCbd === 0).toBe(true);
  });

  it('keeps a figure flagged J (estimated) as its value', () => {
    expectRead(
      [
        'Analyte        Result (%)   Q     RL',
        'THCA           21.36              0.050',
        'Δ9-THC         0.040        J     0.050',
        'CBD            0.050        U     0.050',
      ],
      { unit: '%', totalThc: 0.04 + 0.877 * 21.36, totalCbd: 0 },
    );
  });
});

describe('two units in one column', () => {
  it('reads "22.41 % (224.1 mg/g)" cells under "% (mg/g)", a row ND in both one reading', () => {
    expectRead(
      [
        'CANNABINOIDS          Concentration % (mg/g)      LOQ',
        '  THCA                22.41 % (224.1 mg/g)        0.05 %',
        '  Δ9-THC              0.39 % (3.9 mg/g)           0.05 %',
        '  CBDA                0.09 % (0.9 mg/g)           0.05 %',
        '  CBD                 ND                          0.05 %',
      ],
      { unit: '%', totalThc: 0.39 + 0.877 * 22.41, totalCbd: 0.877 * 0.09 },
    );
  });

  it('reads "0.248 / 2.48" cells under "% / mg/g" and "LOQ (% / mg/g)" as two results and two limits', () => {
    expectRead(
      [
        'CANNABINOIDS        % / mg/g          LOQ (% / mg/g)',
        '  THCa              ND / ND           0.001 / 0.01',
        '  Δ9-THC            0.248 / 2.48      0.001 / 0.01',
        '  CBD               ND / ND           0.001 / 0.01',
        '  CBN               0.004 / 0.04      0.001 / 0.01',
      ],
      { unit: '%', totalThc: 0.248, totalCbd: 0 },
    );
  });
});

describe('footnote marks glued to figures', () => {
  it('reads "24.8*", "0.21**", "9.9†" under a title "Cannabinoid content (%)" that gives the unit', () => {
    expectRead(
      [
        'Cannabinoid content (%)',
        'Analyte       Result      LOQ',
        '  THCA        24.8*       0.05',
        '  Δ9-THC      0.21**      0.05',
        '  CBD         9.9†        0.05',
        '  CBG         0.62‡       0.05',
      ],
      { unit: '%', totalThc: 0.21 + 0.877 * 24.8, totalCbd: 9.9 },
    );
  });

  it('reads the title "CANNABINOID CONTENT" on the header line as the names\' column, no unitless result', () => {
    expectRead(
      [
        'CANNABINOID CONTENT (UHPLC)      % (w/w)       mg/g        LOQ (mg/g)',
        '  THCA                           24.8*         248.0*      0.05',
        '  Δ9-THC                         0.21*         2.1*        0.05',
        '  CBD                            ND            ND          0.05',
      ],
      { unit: '%', totalThc: 0.21 + 0.877 * 24.8, totalCbd: 0 },
    );
  });
});

describe("a chemical index's inverted names", () => {
  it('reads "Tetrahydrocannabinol, Δ8-" as Δ8-THC, never Δ9-THC, and "Cannabidiol, acid" as CBDA', () => {
    const { verdict } = checked(
      flowerCertificate([
        'CANNABINOIDS (HPLC-DAD, names per CAS index)     Result (% w/w)    LOQ (% w/w)',
        '  Cannabidiol                          0.04              0.02',
        '  Cannabidiol, acid                    0.22              0.02',
        '  Tetrahydrocannabinol, Δ8-            0.34              0.02',
        '  Tetrahydrocannabinolic acid A        71.36             0.05',
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(0.877 * 71.36, 6);
    expect(verdict.totalCbd).toBeCloseTo(0.04 + 0.877 * 0.22, 6);
    expect(verdict.reasons.map((reason) => reason.kind)).toEqual(['converted']);
  });

  it('reads "Tetrahydrocannabinol, Δ9-" and "Tetrahydrocannabinol, acid" as Δ9-THC and THCA', () => {
    expectRead(
      [
        'Analyte                              Result (%)      LOQ (%)',
        '  Tetrahydrocannabinol, Δ9-          3.28            0.02',
        '  Tetrahydrocannabinol, acid         20.10           0.05',
        '  Cannabidiol                        ND              0.02',
      ],
      { unit: '%', totalThc: 3.28 + 0.877 * 20.1, totalCbd: 0 },
    );
  });
});

describe('a confidence interval or expanded uncertainty column beside the result', () => {
  const read = { unit: '%', totalThc: 0.877 * 21.84 + 0.41, totalCbd: 0 };
  const table = (head: string, cells: readonly [string, string, string]) => [
    `Analyte   Result (%)   ${head.padEnd(30)}LOQ (%)`,
    `THCA      21.84        ${cells[0].padEnd(30)}0.05`,
    `Δ9-THC    0.41         ${cells[1].padEnd(30)}0.05`,
    `CBDA      ND           ${''.padEnd(30)}0.05`,
    `CBD       ND           ${''.padEnd(30)}0.05`,
    `CBG       0.62         ${cells[2].padEnd(30)}0.05`,
  ];
  const ranges: [string, string, string] = ['21.12–22.56', '0.37–0.45', '0.55–0.69'];
  const pairs: [string, string, string] = ['(21.1, 22.6)', '(0.37, 0.45)', '(0.55, 0.69)'];
  const plusMinus: [string, string, string] = ['± 0.66', '± 0.04', '± 0.07'];
  it.each([
    ['95% CI', ranges],
    ['95 % C.I.', ranges],
    ['CI (95%)', pairs],
    ['95% Confidence Interval', pairs],
    ['U (k=2)', plusMinus],
    ['Expanded Uncertainty (k=2)', plusMinus],
  ] as const)('"%s" over its cells: never a result nor a limit', (head, cells) => expectRead(table(head, cells), read));
});

describe('not detected printed as a zero under MDL and PQL (or LOD and LOQ, RL) columns', () => {
  it.each([
    [
      'MDL and PQL before the result, a units column, half the rows zero',
      [
        'Analyte   MDL    PQL    Result   Units',
        'THCA      0.10   0.30   218.4    mg/g',
        'Δ9-THC    0.10   0.30   4.1      mg/g',
        'CBDA      0.10   0.30   0.00     mg/g',
        'CBD       0.10   0.30   0.00     mg/g',
      ],
      { unit: 'mg/g', totalThc: 0.877 * 218.4 + 4.1, totalCbd: 0 },
    ],
    [
      'LOD and LOQ before the result in %, zeros with three decimals',
      [
        'Analyte   LOD     LOQ     Result (%)',
        'THCA      0.010   0.030   21.84',
        'Δ9-THC    0.010   0.030   0.41',
        'CBDA      0.010   0.030   0.000',
        'CBD       0.010   0.030   0.000',
      ],
      { unit: '%', totalThc: 0.877 * 21.84 + 0.41, totalCbd: 0 },
    ],
    [
      'a result then its RL',
      [
        'Analyte   Result   RL      Units',
        'THCA      21.84    0.030   %',
        'Δ9-THC    0.41     0.030   %',
        'CBDA      0.00     0.030   %',
        'CBD       0.00     0.030   %',
      ],
      { unit: '%', totalThc: 0.877 * 21.84 + 0.41, totalCbd: 0 },
    ],
  ])('%s: a zero is not detected, never a limit read as a result', (_, lines, expected) => expectRead(lines, expected));
});
