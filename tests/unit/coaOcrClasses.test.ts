import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * A scan read by OCR confuses letters and digits (O and 0, l, I and 1, S and 5): a status word is read through them
 * only where the whole word is a status word once they are folded; a figure never becomes a word, and a word never
 * becomes a pass it is not.
 */
const POTENCY = ['Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND'];
const panels = (pesticides: string, metals: string, water: string) => [
  `Pesticides .......... ${pesticides}`,
  `Heavy Meta1s ........ ${metals}`,
  'Microbia1s .......... PASS',
  'Mycotoxins .......... PASS',
  'Foreign Matter ...... PASS',
  'Moisture 10.3 %  Lirnit 15 %  PASS',
  `WATER ACTlVlTY  0.61 aw  Lirnit 0.65 aw  ${water}`,
];

describe('statuses read by OCR', () => {
  it.each([
    ['PA5S', 'PASS', 'PA5S'],
    ['PA55ED', 'PASSED', 'PASSED'],
    ['PAS5', 'PA55', 'Pa5s'],
    ['C0MPLlES', 'PASS', 'PASS'],
  ])('reads %s, %s and %s as passes', (pesticides, metals, water) => {
    const { verdict } = checked(flowerCertificate(POTENCY, panels(pesticides, metals, water)));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it.each([['FAlL'], ['FAI1'], ['FA1LED'], ['FAILED']])('reads %s as a fail', (word) => {
    const { verdict } = checked(flowerCertificate(POTENCY, panels(word, 'PASS', 'PASS')));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });

  it.each([['5'], ['P55'], ['PA5SX'], ['1055']])('does not read %s as a status', (word) => {
    const { verdict } = checked(flowerCertificate(POTENCY, panels(word, 'PASS', 'PASS')));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).not.toContain('failed');
  });
});

describe('a row of statuses under the panels’ names, one of them read by OCR', () => {
  const NAMES =
    'SUMMARY    Pesticides    Heavy Metals    Microbials    Mycotoxins    Foreign Matter    Moisture    Water Activity';
  const row = (statuses: readonly string[]) =>
    ['COMPLETE', ...statuses].map((word, index) => word.padEnd([11, 14, 16, 14, 14, 18, 12][index] ?? 0)).join('');

  it.each([['PA5S'], ['PA55ED'], ['C0MPLlES']])(
    'reads %s last in the row as the last panel’s, no status moved',
    (word) => {
      const text = [...POTENCY, NAMES, row(['FAIL', 'PASS', 'PASS', 'PASS', 'PASS', 'PASS', word])].join('\n');
      const { verdict } = checked(text);
      expect(verdict.admissible).toBe(false);
      expect(verdict.reasons.map((reason) => reason.text).join('\n')).toMatch(/^Pesticides: the panel reads “FAIL”/m);
      expect(verdict.reasons.map((reason) => reason.text).join('\n')).not.toMatch(/heavy metals/i);
    },
  );
});

describe('a row whose figure a scan garbled, its unit in a cell of its own after the name', () => {
  it.each([
    ['the last row', ['THCA (%)   21.40', 'Δ9-THC (%)   0.50', 'CBDA (%)   ND', 'Cannabidiol (CBD) (%)   l.83']],
    ['a row between rows', ['THCA (%)   21.40', 'CBDA (%)   ND', 'Cannabidiol (CBD) (%)   l.83', 'Δ9-THC (%)   0.50']],
    [
      'a row ruled with pipes',
      [
        'THCA (%) | 21.40 | HPLC',
        'CBDA (%) | ND | HPLC',
        'Cannabidiol (CBD) (%) | 1.8O | HPLC',
        'Δ9-THC (%) | 0.50 | HPLC',
      ],
    ],
  ])('is a row it could not read, never a heading that gives the rows their unit: %s', (_where, rows) => {
    const header = rows[0]!.includes('|') ? 'Analyte | Result | Method' : 'Analyte   Result';
    const { verdict, unsure } = checked(flowerCertificate([header, ...rows]));
    expect(verdict.totalCbd).toBeNull();
    expect(verdict.type).toBeNull();
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.flatMap((part) => part.analytes)).toContain('cbd');
  });
});

describe('a figure read by OCR with a data qualifier glued to it', () => {
  it.each([
    ['O.05U', '\t'],
    ['l.05U', ';'],
    ['O.05J', ' | '],
  ])('reads “%s” in a ruled row as a figure it could not read, never as an empty cell', (garbled, separator) => {
    const row = (...cells: string[]) => cells.join(separator);
    const { verdict, unsure } = checked(
      flowerCertificate([
        row('Analyte', 'Result (%)', 'Result (mg/g)', 'LOD', 'LOQ'),
        row('THCA', garbled, '182.4', '0.02', '0.05'),
        row('Δ9-THC', garbled, '5.2', '0.02', '0.05'),
        row('CBD', 'ND', 'ND', '0.02', '0.05'),
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(unsure.some((part) => part.analytes.includes('thca'))).toBe(true);
  });
});

describe('figures a scan printed in letters', () => {
  const table = (head: string, rows: readonly [string, string, string][]) =>
    flowerCertificate([head, ...rows.map(([name, first, second]) => `${name.padEnd(12)}${first.padEnd(16)}${second}`)]);

  it.each([
    ['O.O5', 'O,O5'],
    ['0.O5', 'O.05'],
    ['O.l0', 'l.00'],
  ])('reads a limit column printed “%s” or “%s” as limits, the results beside them', (first, second) => {
    const text = table('Analyte     Result (%)      LOQ (%)', [
      ['THCA', '20.00', first],
      ['Δ9-THC', '0.50', second],
      ['CBD', 'ND', first],
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(18.04, 2);
    expect(verdict.reasons).toEqual([]);
  });

  it('reads the limit column first as well', () => {
    const text = table('Analyte     LOQ (%)         Result (%)', [
      ['THCA', 'O.O5', '20.00'],
      ['Δ9-THC', 'O.O5', '0.50'],
      ['CBD', 'O.O5', 'ND'],
    ]);
    expect(checked(text).verdict.totalThc).toBeCloseTo(18.04, 2);
  });

  it.each([
    ['a result printed in letters', 'O.5O', 'O.O5'],
    ['a limit garbled with marks', '0.50', '0~ .0$'],
    ['a limit run together with another figure', '0.50', '0.050.05'],
  ])('is unsure of a row with %s', (_, result, limit) => {
    const text = table('Analyte     Result (%)      LOQ (%)', [
      ['THCA', '20.00', '0.05'],
      ['Δ9-THC', result, limit],
      ['CBD', 'ND', '0.05'],
    ]);
    const { verdict } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });

  it('is unsure where a row with fewer figures than columns could put the letters under the result', () => {
    const text = table('Analyte     Result (%)      Result (mg/g)   LOQ (%)', [
      ['THCA', '20.00           200.0', '0.05'],
      ['Δ9-THC', 'O.O5', ''],
      ['CBD', 'ND              ND', '0.05'],
    ]);
    expect(checked(text).verdict.totalThc).toBeNull();
  });
});

describe('a line of the lab’s totals, each with its figure, one figure printed in letters by a scan', () => {
  const spaced = [
    'Analyte     LOQ (%)   Result (%)   Result (mg/g)',
    'THCA        0.05      20.00        200.0',
    'Δ9-THC      0.05      0.50         5.0',
    'CBD         0.05      1.00         10.0',
  ];
  const ruled = [
    '│ Analyte │ LOQ (%) │ Result (%) │ Result (mg/g) │',
    '│ THCA    │ 0.05    │ 20.00      │ 200.0         │',
    '│ Δ9-THC  │ 0.05    │ 0.50       │ 5.0           │',
    '│ CBD     │ 0.05    │ 1.00       │ 10.0          │',
  ];
  it.each([
    ['a ruled table', ruled, '│ Total THC │ l8.O4 % │ Total CBD │ 1.00 % │'],
    ['a ruled table, the CBD figure in letters', ruled, '│ Total THC │ 18.04 % │ Total CBD │ l.OO % │'],
    ['a ruled table, both figures in letters', ruled, '│ Total THC │ l8.O4 % │ Total CBD │ l.OO % │'],
    [
      'a table cut at semicolons, both figures in letters',
      [
        'Analyte;LOQ %;Result (%);Q;Limits',
        'THCA;0.05;20.00;;Report',
        'Δ9-THC;0.05;0.50;;Report',
        'CBD;0.05;1.00;;Report',
      ],
      'Total Δ9-THC;l8.O4 %;Total CBD;l.OO %',
    ],
    [
      'a ruled table, pipes',
      ruled.map((line) => line.replaceAll('│', '|')),
      '| Total THC | l8.O4 % | Total CBD | 1.00 % |',
    ],
    ['a spaced table', spaced, '│ Total THC │ l8.O4 % │ Total CBD │ 1.00 % │'],
    ['a spaced table, spaced totals', spaced, 'Total THC   l8.O4 %    Total CBD   1.00 %'],
  ])(
    'never gives one total the next total’s figure, and is unsure of the one it cannot read (%s)',
    (_, table, totals) => {
      const { verdict } = checked(flowerCertificate([...table, totals]));
      expect(verdict.totalThc).toBeCloseTo(18.04, 2);
      expect(verdict.totalCbd).toBeCloseTo(1, 2);
      // Nor says the lab's total agrees: it cannot be read, so it cannot be compared.
      expect(kinds(verdict.reasons)).toEqual(['unsure-columns']);
    },
  );
});

describe('a range in a column that holds no result, its end printed in letters by a scan', () => {
  const table = (thc: string, totals: string) =>
    flowerCertificate([
      '| Analyte | LOQ (%) | Result (%) | Result (mg/g) | Spec. |',
      '| THCA | 0.05 | 20.00 | 200.0 | Report |',
      `| Δ9-THC | 0.05 | ${thc} |`,
      '| CBD | 0.05 | ND | ND | Report |',
      totals,
    ]);

  it.each([
    ['the total’s result in letters', '| Total THC | | l8.O4 | 180.4 | 15.0 – 2l.0 |'],
    ['the total’s result read', '| Total THC | | 18.04 | 180.4 | 15.0 – 2l.0 |'],
  ])('never takes the range for the lab’s total (%s)', (_, totals) => {
    const { verdict } = checked(table('0.50 | 5.0 | Report', totals));
    expect(verdict.totalThc).toBeCloseTo(18.04, 2);
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
  });

  // Single spaces place no cell by where it sits: the row's figures are counted, and the range's end, a figure the
  // scan printed in letters, is one of them, never a dash the row can do without.
  it.each([
    ['the total’s result read', 'Total THC 18.04 180.4 15.0 – 2l.0'],
    ['the total’s result in letters', 'Total THC l8.O4 180.4 15.0 – 2l.0'],
  ])('never reads a total row that prints no limit a column off, single-spaced (%s)', (_, totals) => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte LOQ (%) Result (%) Result (mg/g) Spec.',
        'THCA O.0036 20.00 200.0 Report',
        'Δ9-THC O.0033 0.50 5.0 Report',
        'CBD O.0030 ND ND Report',
        totals,
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(18.04, 2);
    expect(verdict.labTotals.thc).not.toBe('180.4 %');
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
  });

  // Aligned with spaces, the total leaving its limits' cells empty: the range whose end is in letters is one cell under
  // its column, so the row's other figures stand where they are printed, not shifted into the empty limits.
  it.each([
    ['the total’s result in letters', 'O,50'],
    ['the total’s result read', '0,50'],
  ])('never reads a total row a column off, aligned with spaces (%s)', (_, total) => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte          NG       LOQ      Result   Result (mg/g)   Method     Specification',
        'THCA             O,0012   0,0036   < 0,05   < 0,5           HPLC-DAD   Report',
        'Δ9-THC           O,0015   0,0045   0,50     5,0             HPLC-DAD   Report',
        'CBD              O,0016   0,0048   < 0,05   < 0,5           HPLC-DAD   Report',
        `Total THC                          ${total}     5,0                        0,45 – l,56`,
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(0.5, 6);
    expect(verdict.labTotals.thc).not.toBe('0.45 %');
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
  });

  it('never takes the range for a row’s result', () => {
    const { verdict } = checked(table('0.50 | 5.0 | O.1 – l.0', '| Total THC | | 18.04 | 180.4 | Report |'));
    expect(verdict.totalThc).toBeCloseTo(18.04, 2);
    expect(verdict.reasons).toEqual([]);
  });
});

describe('panel names read by OCR', () => {
  it.each([
    ['HEAVY META1S', 'MYC0T0XINS', 'F0REIGN MATTER'],
    ['Heavy Meta1s', 'Myc0toxins', 'Foreign Matter'],
    ['HEAVY METALS', 'MYCOTOXlNS', 'FOREIGN MATERlAL'],
    ['ZWARE META1EN', 'MYK0T0XINE', 'F0REIGN MATTER'],
  ])('reads %s, %s and %s as the panels they name', (metals, mycotoxins, foreign) => {
    const text = flowerCertificate(POTENCY, [
      'PESTICIDES                    Status: PASS',
      `${metals.padEnd(30)}Status: PA5S`,
      'MICR0BIAL C0NTAMINANTS        Status: PASS',
      `${mycotoxins.padEnd(30)}Status: PASS`,
      `${foreign.padEnd(30)}Status: PASS`,
      'M0ISTURE 10.3 %  (1imit 15 %)  Status: PASS',
      'WATER ACT1V1TY 0.55 aw (1imit 0.65)  Status: PASS',
    ]);
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it.each([['F0RE1GNER'], ['MET4LS'], ['FOREIGN']])('keeps %s, which folds to no panel’s name, as printed', (word) => {
    const text = flowerCertificate(POTENCY, [
      'Pesticides: PASS',
      'Heavy Metals: PASS',
      'Microbials: PASS',
      'Mycotoxins: PASS',
      `${word}: PASS`,
      'Moisture 10.3 %  PASS',
      'Water Activity 0.55 aw  PASS',
    ]);
    expect(checked(text).verdict.admissible).toBe(false);
  });
});

describe('results written as sentences wrapped over lines, a figure garbled by the scan', () => {
  it('reads no total from them, under a table or alone, and says which analytes are unsure', () => {
    const sentences = [
      'Cannabinoids (HPLC)',
      'THCA was found at 9.71 %, and Δ9-Tetrahydrocannabinol',
      'was found at l.24 %, and Cannabidiolic acid (CBDA) was found',
      'at 4.79 %, and Cannabidiol (CBD) was found at 0.47 %.',
    ];
    const terpenes = ['Terpenes', 'Analyte Result (%) LOQ (%)', 'beta-Myrcene 0.61 0.05', 'Limonene 0.33 0.05', ''];
    for (const text of [sentences, [...terpenes, ...sentences]]) {
      const { verdict, unsure } = checked(flowerCertificate(text));
      expect(verdict.totalThc).toBeNull();
      expect(unsure.flatMap((part) => part.analytes)).toContain('d9thc');
    }
  });
});

describe('a lab’s totals printed across, every figure garbled by the scan', () => {
  it('says the totals cannot be read, never admits the certificate as if they agreed', () => {
    const text = flowerCertificate([
      'Cannabinoids',
      '          CBC       THCA      Delta-9 THC   CBD',
      'LOQ (%)   0.0030    0.0042    0.0045        0.0045',
      '%         8.4E-01   ND        ND            ND',
      'Total THC                  Total CBD',
      'l.50 %                     O.00 %',
    ]);
    const { verdict, unsure } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(unsure.map((part) => part.lines.map((line) => line.text).join(' / '))).toContainEqual(
      expect.stringContaining('l.50 %'),
    );
  });
});
