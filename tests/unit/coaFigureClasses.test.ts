import { describe, expect, it } from 'vitest';
import { checked, FLOWER_PANELS, flowerCertificate, kinds } from '../support/coaCertificate.ts';
import { unitsPerPackageFrom } from '../../src/lib/coa/product.ts';

/**
 * Rows that print more figures than the result (an uncertainty, a qualifier flag, a peak's number and retention
 * time, its area, a dry-weight reading beside the as-received one) are read by what the header says the extra
 * figures are; result columns that print no unit take the unit the certificate states once elsewhere (on the title,
 * a line above, a footnote), and are unsure when two statements disagree.
 */
const IN_PERCENT = { unit: '%', totalThc: 0.5 + 0.877 * 21.4, totalCbd: 0 } as const;
const IN_MG_PER_GRAM = { unit: 'mg/g', totalThc: 5 + 0.877 * 214, totalCbd: 0 } as const;

/** A clean flower certificate of the potency lines given: admitted, with these totals. */
function expectRead(lines: readonly string[], expected: { unit: string; totalThc: number; totalCbd: number }) {
  const { verdict } = checked(flowerCertificate(lines));
  expect(verdict.reasons).toEqual([]);
  expect(verdict.unit).toBe(expected.unit);
  // A total left unread is null, which toBeCloseTo alone takes for 0.
  expect([verdict.totalThc, verdict.totalCbd]).not.toContain(null);
  expect(verdict.totalThc).toBeCloseTo(expected.totalThc, 6);
  expect(verdict.totalCbd).toBeCloseTo(expected.totalCbd, 6);
}

/** The rows of a table of a result and a LOQ column, the result's unit printed nowhere on them. */
const UNITLESS_ROWS = ['THCA       21.40     0.05', 'Δ9-THC     0.50      0.05', 'CBD        ND        0.05'];

describe('rows with more figures than the result', () => {
  it.each([
    [
      'an expanded uncertainty column headed "U (%)"',
      [
        'Analyte    Result (%)   U (%)   LOQ',
        'THCA       21.40        1.20    0.05',
        'Δ9-THC     0.50         0.04    0.05',
        'CBD        ND           -       0.05',
      ],
      IN_PERCENT,
    ],
    [
      '"Result ± U (%)", one column whose cells print the uncertainty after the result',
      [
        'Analyte     Result ± U (%)     Result (mg/g)     LOQ (%)',
        'THCA        21.40 ± 1.20 %     214.0             0.02',
        'Δ9-THC      0.50 ± 0.04 %      5.0               0.02',
        'CBD         ND                 ND                0.02',
      ],
      IN_PERCENT,
    ],
    [
      'flags in a qualifier column, and a THC:CBD ratio line after the table as no THC row',
      [
        'Analyte     Result (%)     Qual.   LOD      LOQ',
        'THCA        21.40          (E)     0.01     0.05',
        'Δ9-THC      0.50                   0.01     0.05',
        'CBG         0.03           J       0.01     0.05',
        'CBD         ND                     0.01     0.05',
        'THC:CBD ratio ................ 1 : 1.29',
      ],
      IN_PERCENT,
    ],
    [
      'a peak table, whose peak number, retention time and area % are no results',
      [
        'Peak  RT (min)  Code       Amount (mg/g)   Area %',
        '1     3.02      CBDA       2.6             0.36',
        '2     5.12      CBD        4.1             0.57',
        '3     6.04      Δ9-THC     5.0             2.51',
        '4     7.91      THCA       214.0           43.89',
      ],
      { ...IN_MG_PER_GRAM, totalCbd: 4.1 + 0.877 * 2.6 },
    ],
    [
      'a CSV export with a section column, the unit in a column after the result and empty cells at its end',
      [
        '"Section","Analyte","Result","Unit","LOQ","Limit","Status"',
        '"Potency","THCA","214.0","mg/g","0.5","",""',
        '"Potency","Delta-9 THC","5.0","mg/g","0.5","",""',
        '"Potency","CBD","ND","mg/g","0.5","",""',
      ],
      IN_MG_PER_GRAM,
    ],
    [
      'a method column before a status column that holds a word of no status',
      [
        'Analyte      Result   Units   LOQ    Method            Status',
        'THCA         21.40    %       0.05   HPLC-DAD LAB-C1   Reported',
        'Δ9-THC       0.50     %       0.05   HPLC-DAD LAB-C1   Reported',
        'CBD          ND       %       0.05   HPLC-DAD LAB-C1   Reported',
      ],
      IN_PERCENT,
    ],
    [
      'a "Spec." column of dashes and ranges before the result',
      [
        'Test                 Spec.              Result       Assessment',
        'Assay (HPLC), % w/w:',
        '  THCA               -                  21,40        -',
        '  Δ9-THC             -                  0,50         -',
        '  CBD                -                  < LOQ        -',
        '  Total THC          18,0 – 22,0 %      19,27        Complies',
      ],
      IN_PERCENT,
    ],
  ])('reads %s', (_what, lines, expected) => expectRead(lines, expected));

  it.each([
    ['a label-claim line', 'Label claim: 200 mg THC per jar — 96.4 % of claim.'],
    [
      'a compliance line that names Δ9-THC after a limit',
      'Low-THC cannabis (≤ 1 % by weight Δ9-THC): 0.50 % — COMPLIES',
    ],
    [
      'a note whose name stands under the result column',
      'Labelled; tolerance for   THC per jar 10 mg maximum - complies.',
    ],
  ])('reads the table and leaves out %s printed under it', (_what, note) => {
    expectRead(
      [
        'Analyte         Result (%)     Result (mg/g)     LOD (%)     LOQ (%)',
        'THCA            21.40          214.0             0.02        0.05',
        'Δ9-THC          0.50           5.0               0.02        0.05',
        'CBD             ND             ND                0.02        0.05',
        note,
      ],
      IN_PERCENT,
    );
  });

  it('reads "mg/unit" as one lozenge of a tin, when a line counts the lozenges per tin', () => {
    const { verdict } = checked(
      [
        'Product: Lozenge — Honey Lemon, 10 mg',
        'Unit: 1 lozenge = 2.50 g; 20 lozenges per tin (50.0 g)',
        'Analyte           mg/g       % w/w       mg/unit     LOQ (mg/g)',
        'Δ9-THC            4.02       0.402       10.05       0.05',
        'THCA              < 0.05     < 0.005     < 0.13      0.05',
        'CBD               0.21       0.021       0.53        0.05',
        'CBDA              < 0.05     < 0.005     < 0.13      0.05',
        'Low-THC cannabis (≤ 1 % by weight Δ9-THC): 0.402 % — COMPLIES',
        ...FLOWER_PANELS.slice(0, 5),
      ].join('\n'),
    );
    expect(verdict.productKind).toBe('edible');
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.totalThc).toBeCloseTo(10.05, 6);
    expect(verdict.alsoIn.filter((other) => other.unit === 'mg/package')).toEqual([]);
  });

  it('reads per-volume, per-dose and per-bottle columns whose heads print the volume they are per', () => {
    const { verdict, rows } = checked(
      [
        'Product type: Tincture (oil), 30 mL bottle',
        'Analyte          per mL (mg)    per 1 mL dose (mg)    per bottle, 30 mL (mg)    LOQ (mg/mL)',
        'Δ9-THC           1.12           1.12                  33.6                      0.05',
        'THCA             <0.05          <0.05                 <1.5                      0.05',
        'CBD              24.86          24.86                 745.8                     0.05',
        'CBDA             0.41           0.41                  12.3                      0.05',
        ...FLOWER_PANELS.slice(0, 5),
        'Residual Solvents: PASS',
      ].join('\n'),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalThc).toBeCloseTo(1.12, 6);
    expect(verdict.totalCbd).toBeCloseTo(24.86 + 0.877 * 0.41, 6);
    expect(rows.find((row) => row.analyte === 'd9thc' && row.unit === 'mg/package')?.figure).toBe('33.6');
  });

  it('places a lab’s total by the LOQ column’s own figures, not a ratio row’s', () => {
    const lines = ['Analyte LOQ Result (%)', 'THCA 0.05 ND', 'Δ9-THC 0.05 ND', 'CBD 0.05 ND', 'Total THC 1.50'];
    const { verdict } = checked(flowerCertificate([...lines, 'THC:CBD ratio ......... 1 : 1.29']));
    expect(kinds(verdict.reasons)).toEqual(['totals-differ']);
  });

  it('reads as received and dry weight named on the line above their columns, as received shown and said', () => {
    const lines = [
      '                 ---- as received ----   ---- dry weight ----',
      'Cannabinoid      % w/w      mg/g         % w/w      mg/g',
      'THCA             21.40      214.0        23.78      237.8',
      'Δ9-THC           0.50       5.0          0.56       5.6',
      'CBD              < 0.05     < 0.5        < 0.05     < 0.5',
    ];
    expectRead(lines, IN_PERCENT);
    const thca = checked(flowerCertificate(lines)).rows.find((row) => row.analyte === 'thca' && row.unit === '%');
    expect(thca?.column).toMatch(/as received/);
  });

  it('is unsure of as received and dry weight columns when no line says which is which', () => {
    const lines = ['Cannabinoid   % w/w   % w/w', 'THCA   21.40   23.78', 'Δ9-THC   0.50   0.56', 'CBD   ND   ND'];
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('result columns whose unit the certificate states once elsewhere', () => {
  it.each([
    [
      'a title prints on the header’s line with its method',
      [
        'CANNABINOIDS (% w/w, HPLC)   Result   LOQ',
        '  THCA                       21.40    0.05',
        '  Δ9-THC                     0.50     0.05',
        '  CBD                        ND       0.05',
      ],
    ],
    [
      'a title above the header prints after a comma, without brackets',
      ['CANNABINOIDS (HPLC-DAD), % (m/m)', 'Analyte    Result    LOQ', ...UNITLESS_ROWS],
    ],
    ['a footnote gives the starred result column', ['Analyte    Result*   LOQ', ...UNITLESS_ROWS, '* % w/w']],
    [
      'a title above the header prints after a dash',
      ['1. CANNABINOIDS (HPLC-DAD, in-house method) - % (m/m)', 'Analyte    Result    LOQ', ...UNITLESS_ROWS],
    ],
  ])('reads the unit %s', (_what, lines) => expectRead(lines, IN_PERCENT));

  it('reads a units column after each figure column, minor rows in ppm inside a % table', () => {
    const { verdict, rows } = checked(
      flowerCertificate([
        'Analyte      Result     Units    LOQ      Units',
        'Δ9-THC       0.50       %        0.02     %',
        'THCA         21.40      %        0.02     %',
        'CBD          ND         ppm      50       ppm',
        'CBDA         410        ppm      50       ppm',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc).toBeCloseTo(0.5 + 0.877 * 21.4, 6);
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 0.041, 6);
    expect(rows.find((row) => row.analyte === 'cbda')?.column).toMatch(/410 ppm/);
  });

  it('is unsure when a line above and a footnote state different units', () => {
    const { verdict, unsure } = checked(
      flowerCertificate(['Results in %', 'Analyte    Result*   LOQ', ...UNITLESS_ROWS, '* All results in mg/g']),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.map((part) => part.text).join(' ')).toMatch(/two different units/);
  });
});

describe('rows that leave cells empty', () => {
  it('places a total’s lone figure under the result when an uncertainty column is headed "± MU (k=2)"', () => {
    expectRead(
      [
        'Analyte         Result (mg/g)   ± MU (k=2)   LOQ (mg/g)   Status',
        'THCA            214.0           ± 10.7       0.5          Reported',
        'Δ9-THC          5.0             ± 0.3        0.5          Reported',
        'CBD             ND              —            0.5          Reported',
        'CBN             ND              —            0.5          Reported',
        'Total THC       192.7',
      ],
      IN_MG_PER_GRAM,
    );
  });
});

describe('units that are another name of mg/g or mg/mL', () => {
  const table = (unit: string, thca: string, d9: string, cbd: string) =>
    flowerCertificate([
      `Analyte   Result (${unit})   LOQ (${unit})`,
      `THCA   ${thca}   0.5`,
      `Δ9-THC   ${d9}   0.5`,
      `CBD   ${cbd}   0.5`,
    ]);

  it('reads g/kg and per mille (‰) as mg/g: 1 g/kg = 1 ‰ = 1 mg/g = 0.1 %', () => {
    for (const unit of ['g/kg', '‰']) {
      const { verdict } = checked(table(unit, '200.0', '5.0', 'ND'));
      expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2) }).toEqual({ unit: 'mg/g', thc: '180.40' });
    }
  });

  it('reads g/L as mg/mL, and a g/kg column beside % m/m as the same figures in two units', () => {
    const oil = [
      'Matrix: Tincture (oil)',
      'Analyte   Result (g/L)   LOQ (g/L)',
      'Δ9-THC   1.10   0.05',
      'CBD   98.40   0.05',
    ].join('\n');
    const read = checked(oil).verdict;
    expect({ unit: read.unit, cbd: read.totalCbd?.toFixed(2) }).toEqual({ unit: 'mg/mL', cbd: '98.40' });
    const both = flowerCertificate([
      'Cannabinoider   Halt (g/kg)   Halt (% m/m)   LOQ (g/kg)',
      'THCA   200,00   20,000   0,05',
      'Δ9-THC   5,00   0,500   0,05',
      'CBD   1,00   0,100   0,05',
    ]);
    const { verdict } = checked(both);
    expect(verdict.totalThc).not.toBeNull();
    expect(verdict.unit === '%' ? verdict.totalThc!.toFixed(3) : verdict.totalThc!.toFixed(2)).toBe(
      verdict.unit === '%' ? '18.040' : '180.40',
    );
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
  });

  it('reads the heads Swedish and Icelandic tables in these units print: a reporting limit, a per-mille total', () => {
    const swedish = flowerCertificate([
      'Cannabinoider   Halt (g/kg)   Rapp.gräns (g/kg)',
      'THCA   200,00   0,05',
      'Δ9-THC   5,00   0,05',
      'CBD   ej påvisad   0,05',
    ]);
    expect(checked(swedish).verdict.totalThc?.toFixed(2)).toBe('180.40');
    const icelandic = flowerCertificate([
      'Efni   Niðurstaða (‰)   Greiningarmörk (‰)',
      'THCA   200,0   0,2',
      'Δ9-THC   5,0   0,2',
      'CBDA   ekki greint   0,2',
      'CBD   1,0   0,2',
      'Heildar-THC (Δ9-THC + 0,877 × THCA)   180,4',
      'Heildar-CBD (CBD + 0,877 × CBDA)   1,0',
    ]);
    const { verdict } = checked(icelandic);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2), cbd: verdict.totalCbd?.toFixed(2) }).toEqual({
      unit: 'mg/g',
      thc: '180.40',
      cbd: '1.00',
    });
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
  });
});

describe('columns that print the same analyte in another meaning', () => {
  /** THCA 20.00 % measured, its decarboxylated equivalent 17.54 %: total THC 0.60 + 0.877 × 20.00. */
  const MEASURED = { unit: '%', totalThc: 0.6 + 0.877 * 20, totalCbd: 0.877 * 0.2 } as const;

  it.each([
    [
      'on one header line',
      [
        'Analyte   As measured (%)   Decarboxylated equivalent (%)   LOQ (%)',
        'THCA   20.00   17.54   0.05',
        'Δ9-THC   0.60   0.60   0.05',
        'CBDA   0.20   0.18   0.05',
        'CBD   ND   ND   0.05',
      ],
    ],
    [
      'over two lines, the units under the names',
      [
        '                 As measured   Decarboxylated   LOQ',
        'Analyte          (%)           equivalent (%)   (%)',
        'THCA             20.00         17.54            0.05',
        'Δ9-THC           0.60          0.60             0.05',
        'CBDA             0.20          0.18             0.05',
        'CBD              ND            ND               0.05',
      ],
    ],
    [
      'headed "As THC"',
      [
        'Analyte   Result (%)   As THC (%)   LOQ (%)',
        'THCA   20.00   17.54   0.05',
        'Δ9-THC   0.60   0.60   0.05',
        'CBDA   0.20   0.18   0.05',
        'CBD   ND   ND   0.05',
      ],
    ],
  ])('reads the measured column as the result beside a decarboxylated equivalent %s', (_, lines) => {
    expectRead(lines, MEASURED);
  });

  it('is unsure when only the decarboxylated equivalents are printed: 0.877 is never applied twice', () => {
    const { verdict, unsure } = checked(
      flowerCertificate([
        'Analyte   Decarboxylated equivalent (%)   LOQ (%)',
        'THCA   17.54   0.05',
        'Δ9-THC   0.60   0.05',
        'CBDA   0.18   0.05',
        'CBD   ND   0.05',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.map((part) => part.text).join(' ')).toMatch(/decarboxylated equivalents/);
  });

  it('is unsure when an "equivalent" column does not hold the measured figures times 0.877', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte   Result (%)   Decarb. (%)   LOQ (%)',
        'THCA   20.00   20.00   0.05',
        'Δ9-THC   0.60   0.60   0.05',
        'CBDA   0.20   0.20   0.05',
        'CBD   ND   ND   0.05',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('per-item columns beside a flower’s result', () => {
  /** THCA 20.00 %, a pre-roll of 0.5 g holding 100.0 mg of it, a pack of five 500.0 mg. */
  const PRE_ROLLS = { unit: '%', totalThc: 0.6 + 0.877 * 20, totalCbd: 0.877 * 0.2 } as const;

  it.each([
    [
      'one header line',
      [
        'Pre-rolls per pack: 5',
        'Analyte   %   mg/g   mg per pre-roll   mg per pack',
        'THCA   20.00   200.0   100.0   500.0',
        'Δ9-THC   0.60   6.0   3.0   15.0',
        'CBDA   0.20   2.0   1.0   5.0',
        'CBD   ND   ND   ND   ND',
      ],
    ],
    [
      'the count in the pack’s head',
      [
        'Analyte     %        mg/g     mg per pre-roll   mg per pack (5)',
        'THCA        20.00    200.0    100.0             500.0',
        'Δ9-THC      0.60     6.0      3.0               15.0',
        'CBDA        0.20     2.0      1.0               5.0',
        'CBD         ND       ND       ND                ND',
      ],
    ],
    [
      'the weights on a second header line',
      [
        'Analyte     %        mg/g     mg per pre-roll   mg per pack',
        '                              (0.5 g)           (5 × 0.5 g)',
        'THCA        20.00    200.0    100.0             500.0',
        'Δ9-THC      0.60     6.0      3.0               15.0',
        'CBDA        0.20     2.0      1.0               5.0',
        'CBD         ND       ND       ND                ND',
      ],
    ],
  ])('reads % as the result of a pack of pre-rolls, mg per pre-roll and per pack beside it: %s', (_, lines) => {
    expectRead(lines, PRE_ROLLS);
  });

  it('counts the pre-rolls a pack holds, as its head prints them', () => {
    expect(unitsPerPackageFrom('Pre-rolls per pack: 5')).toBe(5);
    expect(unitsPerPackageFrom('Sold as 5 pre-rolls per pack (0.5 g each)')).toBe(5);
    expect(unitsPerPackageFrom('Joints per package: 3')).toBe(3);
  });
});

describe('sample information after a safety table', () => {
  it('is no analyte row over its limit: "Pre-rolls per pack: 5    Net weight per pre-roll: 0.50 g"', () => {
    const { verdict } = checked(
      flowerCertificate(
        ['Cannabinoids', 'Analyte   Result (%)   LOQ (%)', 'THCA   20.00   0.05', 'CBD   ND   0.05'],
        [
          ...FLOWER_PANELS.slice(0, -3),
          'Moisture: 10.9 % PASS',
          'Water Activity: 0.55 aw PASS',
          'Test',
          'Result',
          'Limit',
          'Status',
          'Foreign Material',
          'None detected',
          'State list',
          'In spec',
          '',
          'Pre-rolls per pack: 5    Net weight per pre-roll: 0.50 g',
        ],
      ),
    );
    expect(verdict.reasons).toEqual([]);
  });
});

describe('a drink printed per US fluid ounce and per can', () => {
  const DRINK_PANELS = [
    'Pesticides: PASS',
    'Heavy Metals: PASS',
    'Microbials: PASS',
    'Mycotoxins: PASS',
    'Residual Solvents: PASS',
    'Foreign Material: PASS',
  ];
  const drink = (lines: readonly string[]) =>
    [
      'Matrix: Beverage (seltzer)',
      'Serving size: 1 can (12 fl oz)    Servings per container: 1',
      ...lines,
      ...DRINK_PANELS,
    ].join('\n');

  it.each([
    [
      '"mg per fl oz" and "mg per 12 fl oz can"',
      [
        'Analyte   mg per fl oz   mg per 12 fl oz can   LOQ (mg/fl oz)',
        'Δ9-THC   0.417   5.00   0.005',
        'THCA   ND   ND   0.005',
        'CBD   0.833   10.00   0.005',
        'CBDA   ND   ND   0.005',
      ],
    ],
    [
      'units under "Result  Result  LOQ"',
      [
        'Analyte          Result         Result        LOQ',
        '                 (mg/fl oz)     (mg/can)      (mg/fl oz)',
        'Δ9-THC           0.417          5.00          0.005',
        'THCA             ND             ND            0.005',
        'CBD              0.833          10.00         0.005',
        'CBDA             ND             ND            0.005',
      ],
    ],
  ])('reads the can’s figure, never the fluid ounce’s as mg/g or a percent: %s', (_, lines) => {
    const { verdict } = checked(drink(lines));
    expect(verdict.reasons).toEqual([]);
    expect({ unit: verdict.unit, thc: verdict.totalThc, cbd: verdict.totalCbd, type: verdict.type }).toEqual({
      unit: 'mg/unit',
      thc: 5,
      cbd: 10,
      type: 'II',
    });
  });

  it('is unsure of a table printed only per fluid ounce', () => {
    const { verdict } = checked(
      drink([
        'Analyte   Result (mg/fl oz)   LOQ (mg/fl oz)',
        'Δ9-THC   0.417   0.005',
        'THCA   ND   0.005',
        'CBD   0.833   0.005',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toEqual(['unsure-columns']);
  });
});

describe('µg/mg, with a specification column before the result', () => {
  /** THCA 64.2 µg/mg = 64.2 mg/g, Δ9-THC 2.1, CBDA 87.6, CBD 3.4: total THC 58.40, total CBD 80.23 mg/g, Type II. */
  const IN_MICROGRAMS = { unit: 'mg/g', totalThc: 2.1 + 0.877 * 64.2, totalCbd: 3.4 + 0.877 * 87.6 } as const;

  it.each([
    [
      '"Specification  Result (µg/mg)", the specification "report" on most rows',
      [
        'Analyte   Specification   Result (µg/mg)',
        'THCA   report   64.2',
        'Δ9-THC   report   2.1',
        'CBDA   report   87.6',
        'CBD   report   3.4',
        'CBN   ≤ 10   0.6',
      ],
    ],
    [
      'a method column, the unit in each cell and on a line above the rows',
      [
        'Test                 Method        Specification     Result',
        'Cannabinoid content (HPLC), expressed in µg/mg:',
        '  THCA               HPLC-UV       report            64.2 µg/mg',
        '  Δ9-THC             HPLC-UV       report            2.1 µg/mg',
        '  CBDA               HPLC-UV       report            87.6 µg/mg',
        '  CBD                HPLC-UV       report            3.4 µg/mg',
        '  CBN                HPLC-UV       ≤ 10 µg/mg        0.6 µg/mg',
      ],
    ],
    [
      'µg/mg spelled "ug/mg", the totals with their ranges',
      [
        'Analyte      Specification     Result (ug/mg)',
        'THCA         report            64.2',
        'Δ9-THC       report            2.1',
        'CBDA         report            87.6',
        'CBD          report            3.4',
        'Total THC    54 – 66           58.4',
        'Total CBD    72 – 88           80.2',
      ],
    ],
  ])('reads µg/mg as mg/g: %s', (_, lines) => {
    expectRead(lines, IN_MICROGRAMS);
  });
});

describe('a homogeneity table: units tested one by one, and their mean', () => {
  const GUMMY_PANELS = [
    'Pesticides: PASS',
    'Heavy Metals: PASS',
    'Microbials: PASS',
    'Mycotoxins: PASS',
    'Residual Solvents: PASS',
    'Foreign Material: PASS',
  ];
  const gummies = (lines: readonly string[]) =>
    ['Matrix: Edible (gummies)', 'Serving size: 1 gummy    Servings per package: 20', ...lines, ...GUMMY_PANELS].join(
      '\n',
    );

  it.each([
    [
      'under a title that gives the unit',
      [
        'Potency — three units tested one by one (mg per gummy)',
        'Analyte        Unit 1     Unit 2     Unit 3     Mean       %RSD     LOQ',
        'Δ9-THC         5.08       4.91       5.02       5.00       1.7      0.10',
        'THCA           ND         ND         ND         ND         —        0.10',
        'CBD            10.21      9.88       10.06      10.05      1.6      0.10',
        'CBDA           ND         ND         ND         ND         —        0.10',
      ],
    ],
    [
      'ruled with tabs, the unit on the mean',
      [
        'Analyte\tGummy 1\tGummy 2\tGummy 3\tMean (mg/serving)\tRSD (%)',
        'Δ9-THC\t5.08\t4.91\t5.02\t5.00\t1.7',
        'THCA\tND\tND\tND\tND\t—',
        'CBD\t10.21\t9.88\t10.06\t10.05\t1.6',
        'CBDA\tND\tND\tND\tND\t—',
      ],
    ],
  ])('reads the mean as the result, never a unit’s figure: %s', (_, lines) => {
    const { verdict } = checked(gummies(lines));
    expect(verdict.reasons).toEqual([]);
    expect({ unit: verdict.unit, thc: verdict.totalThc, cbd: verdict.totalCbd, type: verdict.type }).toEqual({
      unit: 'mg/unit',
      thc: 5,
      cbd: 10.05,
      type: 'II',
    });
  });

  it('is unsure when no mean is printed beside the units', () => {
    const { verdict } = checked(
      gummies([
        'Potency — three units tested one by one (mg per gummy)',
        'Analyte        Unit 1     Unit 2     Unit 3     %RSD     LOQ',
        'Δ9-THC         5.08       4.91       5.02       1.7      0.10',
        'THCA           ND         ND         ND         —        0.10',
        'CBD            10.21      9.88       10.06      1.6      0.10',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toEqual(['unsure-columns']);
  });
});

describe('figures and names as a careless copy prints them', () => {
  it('reads figures printed without their leading zero (".11", ".05")', () => {
    expectRead(
      [
        'Analyte   Result (%)   LOQ (%)',
        'THCA      21.40        .05',
        'Δ9-THC    .50          .05',
        'CBD       ND           .05',
      ],
      IN_PERCENT,
    );
  });

  it('reads a Δ that a wrong text encoding turned into "Î”", never leaving its row out', () => {
    expectRead(
      [
        'Analyte   Result (%)   LOQ (%)',
        'THCA      21.40        0.05',
        'Î”9-THC   0.50         0.05',
        'CBD       ND           0.05',
      ],
      IN_PERCENT,
    );
  });

  it('never reads a figure in micrograms per unit as milligrams', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte       µg/g        µg per unit     LOQ (µg/g)',
        'THCA          <LOQ        <LOQ            50',
        'Δ9-THC        4,960       2,480           50',
        'CBD           5,060       2,530           50',
      ]),
    );
    const shown = [verdict.totalThc, verdict.totalCbd].filter((figure) => figure !== null);
    for (const figure of shown) expect(figure).toBeLessThan(10);
  });
});

describe('a result column whose figures each print their own unit', () => {
  /** A table headed "Result" with no unit, each figure followed by its unit; a not-detected row prints none. */
  const rows = (thca: string, d9thc: string, cbd: string, cbg: string) => [
    'Analyte   Method    Specification   Result',
    `THCA      HPLC-UV   report          ${thca}`,
    `Δ9-THC    HPLC-UV   report          ${d9thc}`,
    'CBDA      HPLC-UV   report          ND',
    `CBD       HPLC-UV   report          ${cbd}`,
    `CBG       HPLC-UV   report          ${cbg}`,
  ];

  it.each([
    ['µg/mg, a minor the only figure', ['ND', 'Not detected', 'ND', '11.6 µg/mg'], 'mg/g', 0, 0],
    ['µg/mg', ['214.0 µg/mg', '5.0 µg/mg', 'ND', '11.6 µg/mg'], 'mg/g', IN_MG_PER_GRAM.totalThc, 0],
    ['%, a not-detected written "<LOQ"', ['21.40 %', '0.50 %', '<LOQ', '1.16 %'], '%', IN_PERCENT.totalThc, 0],
    ['%, a minor in ppm', ['21.40 %', '0.50 %', 'ND', '1160 ppm'], '%', IN_PERCENT.totalThc, 0],
  ])('reads each not-detected cell in the unit its column prints (%s)', (_unit, cells, unit, totalThc, totalCbd) => {
    const [thca, d9thc, cbd, cbg] = cells as [string, string, string, string];
    const { verdict } = checked(flowerCertificate(rows(thca, d9thc, cbd, cbg)));
    expect(kinds(verdict.reasons)).not.toContain('no-cannabinoids');
    expect(verdict.unit).toBe(unit);
    // A total left unread is null, which toBeCloseTo takes for 0.
    expect([verdict.totalThc, verdict.totalCbd]).not.toContain(null);
    expect(verdict.totalThc).toBeCloseTo(totalThc, 6);
    expect(verdict.totalCbd).toBeCloseTo(totalCbd, 6);
  });

  it.each([
    ['a minor the only figure', 'Result    ND       ND        ND      ND     1.16 %', 0],
    [
      'the totals’ parts in %, a minor in ppm',
      'Result    21.40 %  0.50 %    ND      ND     1160 ppm',
      IN_PERCENT.totalThc,
    ],
  ])('reads each not-detected cell of a table printed across in the unit its row prints (%s)', (_case, row, thc) => {
    const { verdict } = checked(flowerCertificate(['Potency', '          THCA     Δ9-THC    CBDA    CBD    CBG', row]));
    expect(kinds(verdict.reasons)).not.toContain('no-cannabinoids');
    expect(verdict.unit).toBe('%');
    expect([verdict.totalThc, verdict.totalCbd]).not.toContain(null);
    expect(verdict.totalThc).toBeCloseTo(thc, 6);
    expect(verdict.totalCbd).toBeCloseTo(0, 6);
  });
});

describe('a footnote mark in superscript set apart from the words it marks', () => {
  it('reads "(THCA + Δ9-THC) ¹" and "Total CBD ¹" as names with a mark, never the mark as a figure', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte                              Result (%)   LOQ (%)',
        'THCA                                 22.14        0.03',
        'Δ9-THC                               0.88         0.03',
        'CBDA                                 0.09         0.03',
        'CBD                                  ND           0.03',
        'TOTAL POTENTIAL THC (THCA + Δ9-THC) ¹   23.02',
        'TOTAL POTENTIAL CBD ¹                   0.09',
        '¹ Sum of acid and neutral forms; no decarboxylation factor applied.',
      ]),
    );
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
    expect(verdict.totalThc).toBeCloseTo(0.88 + 0.877 * 22.14, 6);
  });

  it('reads the mark at the end of a cell, a CSV export’s or a tab-separated one, as no figure', () => {
    for (const separator of ['","', '\t']) {
      const row = (...cells: string[]) => (separator === '","' ? `"${cells.join(separator)}"` : cells.join(separator));
      const { verdict } = checked(
        flowerCertificate([
          row('Analyte', 'Mass mg/g', 'Result (%) ± MU (k=2)', 'LOQ', 'Method', 'Specification'),
          row('THCA', '221.4', '22.14 ± 1.10', '0.0036', 'QC-HPLC-07', 'Report'),
          row('Δ9-THC', '8.8', '0.88 ± 0.05', '0.0033', 'QC-HPLC-07', 'Report'),
          row('CBD', 'ND', 'ND', '0.0030', 'QC-HPLC-07', 'Report'),
          row('Total THC (THCA + Δ9-THC) ¹', '230.2', '23.02', '', '', '20.72 – 25.32'),
          '¹ Sum of acid and neutral forms; no decarboxylation factor applied.',
        ]),
      );
      expect(kinds(verdict.reasons)).not.toContain('totals-differ');
      expect(verdict.totalThc).toBeCloseTo(0.88 + 0.877 * 22.14, 6);
    }
  });
});
