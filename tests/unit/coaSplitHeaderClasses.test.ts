import { describe, expect, it } from 'vitest';
import { checked, FLOWER_PANELS, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * Potency tables whose header does not name every figure on one line: a header split over two or three lines (names
 * on one, bases or units on the next), a units column of words before the result, per-container and label-claim
 * columns beside the result, figures printed in E-notation. Each is read as its lab meant it, or not at all.
 */
const IN_PERCENT = { unit: '%', totalThc: 0.5 + 0.877 * 21.4, totalCbd: 0 } as const;

/** A certificate of the product kind and lines given, its panels all passed: admitted, with these totals. */
function expectRead(text: string, expected: { unit: string; totalThc: number; totalCbd: number }) {
  const { verdict } = checked(text);
  expect(verdict.reasons).toEqual([]);
  expect(verdict.unit).toBe(expected.unit);
  // A total left unread is null, which toBeCloseTo alone takes for 0.
  expect([verdict.totalThc, verdict.totalCbd]).not.toContain(null);
  expect(verdict.totalThc).toBeCloseTo(expected.totalThc, 6);
  expect(verdict.totalCbd).toBeCloseTo(expected.totalCbd, 6);
}

const oilCertificate = (lines: readonly string[]) =>
  [
    'Matrix: Oil / Tincture (ingested)',
    'Container: 30 mL dropper bottle',
    ...lines,
    ...FLOWER_PANELS,
    'Residual Solvents: PASS',
  ].join('\n');

describe('a header split over lines', () => {
  it('joins a word printed over a column’s name ("Per" over "Container (mg)") and reads a units column of words', () => {
    const lines = [
      '                                               Per',
      'Analyte            Units      Result     LOQ    Container (mg)',
      '-------------------------------------------------------------',
      'Delta-9 THC        mg/mL      9.62       0.05   288.6',
      'THCA-A             mg/mL      0.41       0.05   12.3',
      'CBD                mg/mL      9.85       0.05   295.5',
      'CBN                mg/mL      ND         0.05   ND',
    ];
    expectRead(oilCertificate(lines), { unit: 'mg/mL', totalThc: 9.62 + 0.877 * 0.41, totalCbd: 9.85 });
  });

  it('joins results named on one line, their basis on the next and their units on a third', () => {
    const lines = [
      '                                          Result     Result',
      'Analyte        Dilution   LOD      LOQ     as rec’d   as rec’d',
      '               (x)        (%)      (%)     (%)        (mg/g)',
      'THCA           20         0.010    0.030   21.40      214.0',
      'Delta-9 THC    20         0.010    0.030   0.50       5.0',
      'CBD            20         0.010    0.030   ND         ND',
    ];
    expectRead(flowerCertificate(lines), IN_PERCENT);
  });

  it('reads a label claim and its share beside the result as no result', () => {
    const lines = [
      '                 Label claim    Result       % of label   Acceptance      Result',
      'Analyte          (mg/capsule)   (mg/capsule) claim        (% of claim)    (mg/g fill)',
      'Delta-9-THC      2.0            2.00         100.0        90.0 - 110.0    4.00',
      'THCA             --             <0.05        --           --              <0.10',
      'CBD              10.0           10.00        100.0        90.0 - 110.0    20.00',
      'CBN              --             <0.05        --           --              <0.10',
    ];
    const text = ['Matrix: Capsules', 'Package: 60 capsules per bottle', ...lines, ...FLOWER_PANELS].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(verdict.unit === 'mg/g' ? 4 : 2, 6);
    expect(verdict.totalCbd).toBeCloseTo(verdict.unit === 'mg/g' ? 20 : 10, 6);
  });

  it('joins bilingual names on one line and units on the next, a per-container column beside the result', () => {
    const lines = [
      'Analyte          LQ / LOQ      Résultat / Result     Par contenant / Per container',
      '                 (mg/mL)       (mg/mL)               (mg / 30 mL)',
      'Δ9-THC           0,05          0,88                  26,4',
      'THCA             0,05          n.d.                  n.d.',
      'CBD              0,05          24,86                 745,8',
      'CBN              0,05          n.d.                  n.d.',
    ];
    expectRead(oilCertificate(lines), { unit: 'mg/mL', totalThc: 0.88, totalCbd: 24.86 });
  });

  // The names' head is a title whose words stand one space apart: one head, as on a header of one line, never a
  // column of its own per word ("(% w/w," a result column in %).
  it.each([
    ['CANNABINOIDS (% w/w, HPLC)', 'mg/serving'],
    ['Potency (% w/w; HPLC-DAD)', 'Per serving (mg)'],
    ['Cannabinoid content [% m/m]', 'mg/serving'],
  ])(
    'reads a title printed as the names’ head (“%s”) as that head, the results per serving beside it',
    (title, per) => {
      const [top, bottom] = per.startsWith('Per') ? ['Per', per.slice(4)] : ['', per];
      const lines = [
        `${''.padEnd(34)}${'Result'.padEnd(16)}${'Result'.padEnd(11)}${top}`,
        `${title.padEnd(34)}${'(mg/g)'.padEnd(16)}${'%'.padEnd(11)}${bottom}`,
        `${'Δ9-THC'.padEnd(34)}${'2.50'.padEnd(16)}${'0.250'.padEnd(11)}10.00`,
        `${'THCA'.padEnd(34)}${'< LOQ'.padEnd(16)}${'< LOQ'.padEnd(11)}< LOQ`,
        `${'CBD'.padEnd(34)}${'0.25'.padEnd(16)}${'0.025'.padEnd(11)}1.00`,
      ];
      const text = ['Matrix: Edible', 'Serving size: 1 piece (4.0 g)    Servings per package: 10', ...lines];
      expectRead([...text, ...FLOWER_PANELS.slice(0, 5)].join('\n'), { unit: 'mg/unit', totalThc: 10, totalCbd: 1 });
    },
  );
});

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

describe('analytes named together with one qualifier', () => {
  it('reads "CBD, CBDA, CBN ... each < LOQ" as each of them below its LOQ', () => {
    const lines = [
      'CANNABINOIDS (HPLC-UV)                    Result          Result',
      '                                          (mg/g)          (% w/w)',
      'THCA .................................... 214.0           21.40',
      'Delta-9-THC ............................. 5.0             0.50',
      'CBD, CBDA, CBG, CBN ..................... each < LOQ (LOQ 0.5 mg/g; 0.05 %)',
    ];
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc).toBeCloseTo(0.5 + 0.877 * 21.4, 6);
    expect(verdict.totalCbd).toBe(0);
  });
});

describe('a header split over two lines, a group heading under it', () => {
  it.each([
    ['Result', '± U (%)'],
    ['Result', '(%)'],
    ['Result', '% w/w'],
  ])(
    'reads "%s" over "%s" as the result in %, a group heading or a page break between the header and the rows',
    (top, bottom) => {
      for (const between of [
        ['Acidic and neutral cannabinoids'],
        ['Cannabinoids (HPLC-UV, % w/w, as received)'],
        // The page ends under the header: its footer, the next page's letterhead, then the rows.
        [
          'Acidic and neutral cannabinoids',
          'Página 1 de 2',
          'Certificado PCL-24-118733 — Pinecrest',
          'Página 2 de 2',
          '',
        ],
      ]) {
        const lines = [
          `                      ${top.padEnd(17)}Wert`,
          `Analyte               ${bottom.padEnd(17)}(mg/g)`,
          ...between,
          'Δ9-THC                0.50             5.0',
          'THCA                  21.40            214.0',
          'CBDA                  ND               ND',
          'CBD                   ND               ND',
        ];
        const { verdict } = checked(flowerCertificate(lines));
        expect(verdict.unit, between.join(' / ')).toBe('%');
        expect(verdict.totalThc).toBeCloseTo(IN_PERCENT.totalThc, 6);
      }
    },
  );
});

describe('a bilingual header over three lines, one language a line and the units under them', () => {
  it.each([
    [
      'English over French, the units on the third line',
      ['Analyte      Result      LOQ', 'Analyte      Résultat    LQ', '             (%)         (%)'],
    ],
    [
      'English over Spanish, the units on the third line',
      ['Analyte      Result      LOQ', 'Analito      Resultado   LC', '             (%)         (%)'],
    ],
  ])('%s: one set of column roles', (_, header) =>
    expectRead(
      flowerCertificate([
        ...header,
        'THCA         21.4        0.05',
        'Δ9-THC       0.5         0.05',
        'CBDA         ND          0.05',
        'CBD          ND          0.05',
      ]),
      IN_PERCENT,
    ),
  );
});

describe('a ruled header whose units line leaves its first cells empty', () => {
  // " |  | (%) | (mg/g)": the pipe after the empty name cell is a separator, not the frame of a framed table, when
  // the header over it has no frame.
  it.each([
    [
      'two results, % then mg/g',
      ['Analyte | Spec. | Result | Result', ' |  | (%) | (mg/g)'],
      (thca: string, d9: string) => `| Report | ${thca} | ${d9}`,
    ],
    [
      'one result in mg/g beside an LOQ in %',
      ['Analyte | Spec. | Result | LOQ (%)', ' |  | (mg/g) | (%)'],
      (figure: string) => `| Report | ${figure} | 0.05`,
    ],
  ])('%s: each unit under its own column', (title, header, cells) => {
    const inMilligrams = title.startsWith('one');
    const figure = (percent: number) => (inMilligrams ? (percent * 10).toFixed(1) : percent.toFixed(2));
    const row = (name: string, percent: number | null) =>
      percent === null
        ? `${name} ${cells('ND', 'ND')}`
        : `${name} ${cells(figure(percent), (percent * 10).toFixed(1))}`;
    const lines = [...header, row('THCA', 21.4), row('Δ9-THC', 0.5), row('CBDA', null), row('CBD', null)];
    expectRead(
      flowerCertificate(lines),
      inMilligrams ? { unit: 'mg/g', totalThc: 10 * IN_PERCENT.totalThc, totalCbd: 0 } : IN_PERCENT,
    );
  });
});

describe('a header over two lines whose per-container column names its size', () => {
  it.each([
    ['Por', 'frasco 30 mL (mg)'],
    ['Per', 'bottle 30 mL (mg)'],
    // The size, then the column's name in a second language after a slash.
    ['ανά', 'φιαλίδιο 10 mL / per bottle (mg)'],
  ])('joins "%s" over "%s" and reads the mg/mL column as the result', (top, bottom) => {
    const lines = [
      `                     Specification   LOQ               ${top}`,
      `Analyte              / Limit         (%)     mg/mL     ${bottom}`,
      'Δ9-THC               Report          0.05    9.62      288.6',
      'THCA                 Report          0.05    0.41      12.3',
      'CBD                  Report          0.05    9.85      295.5',
      'CBDA                 Report          0.05    ND        ND',
    ];
    expectRead(oilCertificate(lines), { unit: 'mg/mL', totalThc: 9.62 + 0.877 * 0.41, totalCbd: 9.85 });
  });
});

describe('a header over two lines whose per-package head names its size, columns after it', () => {
  // "mg" over "por frasco de 30 mL": the words about the size are one head, and the columns after it keep their places.
  it('reads the rows without flags by where their figures stand', () => {
    const lines = [
      '                                     Result                       mg',
      'Analyte                Specification (mg/serving)          Flag   por frasco de 30 mL      Q   LOQ    Method',
      'THCA                   Report        0.20                  U      2.00                     U   0.05   QC-HPLC-07',
      'CBDA                   Report        2.93                         29.30                        0.05   QC-HPLC-07',
      'Δ9-THC                 Report        0.20                  U      2.00                     U   0.05   QC-HPLC-07',
      'CBD                    Report        0.20                  U      2.00                     U   0.05   QC-HPLC-07',
    ];
    const text = ['Matrix: Edible', 'Serving size: 1 piece (4.0 g)    Servings per package: 10', ...lines];
    const { verdict } = checked([...text, ...FLOWER_PANELS.slice(0, 5)].join('\n'));
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 2.93, 6);
  });
});

describe('a header over two lines, a head glossed in another script over its name and its unit one space apart', () => {
  it('reads "ผล" over "/ Result (%)" as one column in %, beside the per-serving column', () => {
    const lines = [
      '                      Result          ผล                mg',
      'Analyte               (mg/g)          / Result (%)      per serving      Method',
      'CBD                   2.50            0.250             10.00            HPLC-DAD',
      'CBDA                  0.05U           0.005U            0.20U            HPLC-DAD',
      'THCA                  0.05U           0.005U            0.20U            HPLC-DAD',
      'Δ9-THC                1.25            0.125             5.00             HPLC-DAD',
    ];
    const text = ['Product Type: Gummies', 'Serving size: 1 piece (4.0 g)    Servings per package: 40', ...lines];
    const { verdict, unsure } = checked([...text, ...FLOWER_PANELS.slice(0, 5)].join('\n'));
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.totalThc).toBeCloseTo(5, 6);
    expect(verdict.totalCbd).toBeCloseTo(10, 6);
  });
});

describe('a header over two lines whose extra column names a volume', () => {
  // "mg" over "per 30 mL": the amount in a volume beside the per-item result, a column of its own; without it, the
  // rows' figures under it were read as the per-item result.
  it.each([
    ['mg', 'per 30 mL'],
    ['', 'mg per 30 mL'],
  ])('keeps "%s" over "%s" a column apart from the result per gummy', (top, bottom) => {
    const lines = [
      `                          Specification                          ${top}`,
      `Analyte                   / Limit                 mg/gummy   Q   ${bottom}`,
      'CBG                       Report                  0.20       U   0.03',
      'CBDA                      Report                  2.84           0.14',
      'CBD                       Report                  2.31           0.25',
      'THCA                      Report                  0.36           0.36',
      'Δ9-THC                    Report                  0.20       U   0.58',
    ];
    const text = ['Matrix: Edible (gummies)', 'Units per package: 20', ...lines, ...FLOWER_PANELS.slice(0, 5)];
    const { verdict } = checked(text.join('\n'));
    expect(verdict.unit).toBe('mg/unit');
    // "U": the Δ9-THC was not detected.
    expect(verdict.totalThc).toBeCloseTo(0.877 * 0.36, 6);
    expect(verdict.totalCbd).toBeCloseTo(2.31 + 0.877 * 2.84, 6);
  });
});

describe('units under a single-spaced header that the reader can only place by their order', () => {
  it('says it cannot tell which column is in which unit when the figures agree only the other way round', () => {
    const lines = [
      'Cannabinoids (HPLC-DAD) Result Result Granica kvantifikacije Specification / Limit',
      '                                       (mg/g)   (%)      (%)',
      'Cannabinoids (HPLC-UV, % w/w, as received)',
      'CBD < 0.5 < 0.05 0.05 Report',
      'CBDA 53.0 5.30 0.05 Report',
      'THCA 1.3 0.13 0.05 Report',
      'Δ9-THC < 0.5 < 0.05 0.05 Report',
    ];
    const { verdict } = checked(flowerCertificate(lines));
    // The lab printed nothing that disagrees: the doubt is the reader's, never a value for the lab to check.
    expect(kinds(verdict.reasons)).not.toContain('check-value');
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.admissible).toBe(false);
  });

  // Two units under five heads, placed by neither their place nor their order: the result's may be either, and a
  // title's "% w/w" after them does not say which.
  it('takes no unit from a title for a result column the units under the header may name', () => {
    const lines = [
      'Cannabinoids (HPLC-DAD) Result Uncertainty Ms (loq) Limits',
      '                                  (mg/g)                       (%)',
      'Cannabinoids (HPLC-UV, % w/w, as received)',
      'CBD ND 0.03 0.0030 Report',
      'THCA 180.5 0.14 0.0033 Report',
      'Δ9-THC 4.2 0.25 0.0036 Report',
      'CBDA 33.3 0.36 0.0039 Report',
    ];
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });

  it('says nothing of a figure over 100 % that only its misplaced unit makes impossible', () => {
    const lines = [
      'Cannabinoids (HPLC-DAD) Result Result Limit of Quantitation Method Spec.',
      '                                      (mg/g)   (%)      (%)',
      'Cannabinoids (HPLC-UV, % w/w, as received)',
      'CBDA 1,1 0,11 0,0030 HPLC-DAD Report',
      'CBD 7,3 0,73 0,0033 HPLC-DAD Report',
      'THCA 303,2 30,32 0,0039 HPLC-DAD Report',
      'Delta-9 THC 0,5U 0,05U 0,0045 HPLC-DAD Report',
    ];
    const { verdict } = checked(flowerCertificate(lines));
    expect(kinds(verdict.reasons)).not.toContain('check-value');
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});
