import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class of layout that certificates from more labs and countries brought: panels
 * and statuses in the certificate's own language, sections that end where another panel starts, tables printed beside
 * other tables, names wrapped over two lines, a specification column before the result, and a scan's text. Each
 * figure the answer shows is read or cross-checked; anything else is said to be unsure.
 */

const POTENCY = ['Analyte  Result (%)', 'THCA     24.00', 'Δ9-THC   0.50', 'CBD      ND'].join('\n');

describe('panels named in the certificate’s language, or as a scan reads them', () => {
  it('reads Spanish, Dutch and Danish panel names with their pass words', () => {
    const text = [
      'Matriz: Flor',
      POTENCY,
      'Plaguicidas (GC-MS/MS)          Cumple',
      'Metales pesados (ICP-MS)        Cumple',
      'Mikrobiologi, TAMC   < 10 cfu/g   Overholder',
      'Micotoxinas                     Cumple',
      'Vocht / Moisture   7,4 %   ≤ 10 %   voldoet / complies',
      'Actividad de agua   0,55   ≤ 0,65   Cumple',
      'Materia extraña   0,4 %   ≤ 2 %   Cumple',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.productKind).toBe('flower');
  });

  it('reads a section headed only "Metals", and panel names whose l a scan wrote as 1', () => {
    const text = [
      'Matrix: Flower',
      POTENCY,
      'Pesticides: PASS',
      'Metals (ICP-MS), µg/g                      Passed',
      '  Arsenic 0.09 (0.2)   Cadmium <0.02 (0.2)',
      'Microbia1s - Sa1monella / STEC ......... PASS',
      'Mycotox1ns (LC-MS/MS) .................. PASS',
      'Moisture: 10.9 % PASS',
      'Water Activity: 0.53 aw PASS',
      'Foreign Matter (visua1) ................ PASS',
    ].join('\n');
    expect(checked(text).verdict.reasons).toEqual([]);
  });
});

describe('sections of safety panels', () => {
  it('ends a panel’s table where a line starts with another panel, so a footnote with figures fails nothing', () => {
    const text = [
      'Matrix: Concentrate',
      POTENCY,
      'RESIDUAL SOLVENTS — HS-GC-MS                 Result (ppm)    Limit (ppm)    Status',
      '   n-Butane                                  412             5,000          PASS',
      'HEAVY METALS — ICP-MS (ppm)   As 0.03 (0.2)   Pb 0.05 (0.5)    PASS',
      'MICROBIALS — qPCR             STEC, Salmonella: absent in 1 g    PASS',
      'MYCOTOXINS — LC-MS/MS (ppb)   Aflatoxins total <4 (20)           PASS',
      'PESTICIDES — LC-MS/MS         none detected                      PASS',
      'FOREIGN MATTER — visual       none observed                      PASS',
      'Total THC is calculated per 1 CCR 212-3, Rule 4-120: Total THC = THCA × 0.877 + Δ9-THC.',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
  });

  it('reads a numbered heading with its method in brackets as the heading of the rows under it', () => {
    const text = [
      'Matrix: Flower',
      POTENCY,
      '6  PESTICIDES (GC-MS/MS, Ph. Eur. 2.8.13; 480 substances)',
      '   No residues above the reporting limit',
      '                                                voldoet / complies',
      'Heavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS',
      'Moisture: 10.9 % PASS\nWater Activity: 0.55 aw PASS',
    ].join('\n');
    const { verdict } = checked(text);
    expect(kinds(verdict.reasons)).toEqual([]);
  });

  // The lab's totals under their names ("1.50 %   1.13 %") are two figures, as a result and a limit are: under a
  // potency title the reader does not know as a panel's, they were read as the last panel's result over its limit.
  it.each([
    [
      'an analyte table with a limit column',
      ['Analyte     Result   Limit   Status', 'Foreign Matter  ND  0.10  Complies'],
    ],
    [
      'a table of tests with the action level first',
      ['Test        Action level    Result    Status', 'Foreign matter   5 %   0.3 %   Complies'],
    ],
  ])(
    'ends the last panel’s section at the cannabinoids’ lines after %s, its limit column no longer theirs',
    (_, section) => {
      // THC's total over CBD's and under it: the panel's result and limit columns may stand in either order.
      const profiles = [
        { row: '%         1.20      0.45      0.30     0.87', totals: '1.50 %             1.13 %', thc: 1.5024 },
        { row: '%         0.30      0.87      1.20     0.45', totals: '1.13 %             1.50 %', thc: 1.1331 },
      ];
      for (const title of ['KANNABINOJDI (HPLC)          % (w/w)', 'HPLC-DAD, % (w/w)'])
        for (const { row, totals, thc } of profiles) {
          const text = [
            'Matrix: Flower',
            'Pesticides: PASS\nHeavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS',
            'Moisture: 10.9 % PASS\nWater Activity: 0.55 aw PASS',
            '5  FOREIGN MATTER (visual; USP <561>)',
            ...section,
            '',
            title,
            '          THCA      Δ9-THC    CBDA     CBD',
            row,
            'Total THC          Total CBD',
            totals,
          ].join('\n');
          const { verdict } = checked(text);
          expect(verdict.reasons).toEqual([]);
          expect(verdict.totalThc).toBeCloseTo(thc, 4);
        }
    },
  );
});

/** Every panel a flower needs, passed. */
const PANELS_PASS = [
  'Pesticides: PASS',
  'Heavy Metals: PASS',
  'Microbials: PASS',
  'Mycotoxins: PASS',
  'Moisture: 10.9 % PASS',
  'Water Activity: 0.55 aw PASS',
  'Foreign Material: PASS',
].join('\n');
const flower = (...lines: string[]) => ['Matrix: Flower', ...lines, '', PANELS_PASS].join('\n');
const shown = (text: string) => {
  const { verdict } = checked(text);
  return { unit: verdict.unit, thc: verdict.totalThc?.toFixed(3) ?? null, cbd: verdict.totalCbd?.toFixed(3) ?? null };
};
/** THCA 24.00 %, Δ9-THC 0.50 %, CBDA 0.20 %, CBD not detected. */
const TRUTH = { unit: '%', thc: '21.548', cbd: '0.175' };

describe('tables printed beside other tables', () => {
  it('reads a potency table with a list printed beside it, its head on the header’s line', () => {
    const text = flower(
      'Analyte        mg/g       %        LOQ %        Sample Information',
      'THCA           240.0      24.00    0.05         Net weight 3.54 g',
      'Δ9-THC         5.0        0.50     0.05         Density 0.92 g/mL',
      'CBDA           2.0        0.20     0.05         Lot size 18.40 kg',
      'CBD            ND         ND       0.05',
    );
    expect(shown(text)).toEqual(TRUTH);
  });

  it('reads a header that shares its line with the first row of the table beside it, its unit from its own totals', () => {
    const text = flower(
      'Analito       Resultado      LD       LC             Humedad (pérdida por secado)    10,2 %       ≤ 12 %     Cumple',
      'THCA          24,00          0,01     0,03           Actividad de agua               0,55         ≤ 0,65     Cumple',
      'Δ9-THC        0,50           0,01     0,03           Materia extraña                 0,4 %        ≤ 2 %      Cumple',
      'CBDA          0,20           0,01     0,03',
      'CBD           n.d.           0,01     0,03',
      'THC total (Δ9-THC + 0,877 × THCA)     21,55 %         Plomo (ICP-MS)   0,18 mg/kg   ≤ 5 mg/kg  Cumple',
    );
    expect(shown(text)).toEqual(TRUTH);
  });
});

describe('tables of the same columns in different units', () => {
  it('reads a second table under the same head as its own, in the unit declared over it, not the first’s', () => {
    const text = flower(
      'MAJOR CANNABINOIDS                      Unit: %',
      'Analyte          Result      LOQ',
      'THCA             24.00       0.05',
      'Δ9-THC           0.50        0.05',
      '',
      'MINOR CANNABINOIDS                      Unit: mg/g',
      'Analyte          Result      LOQ',
      'CBDA             2.0         0.5',
      'CBD              <LOQ        0.5',
      'CBG              1.2         0.5',
    );
    expect(shown(text)).toEqual(TRUTH);
  });

  it('goes on with one table whose head is printed again under the same unit, over its next page', () => {
    const text = flower(
      'CANNABINOIDS                            Unit: %',
      'Analyte          Result      LOQ',
      'THCA             24.00       0.05',
      'Δ9-THC           0.50        0.05',
      '\f',
      'CANNABINOIDS (continued)                Unit: %',
      'Analyte          Result      LOQ',
      'CBDA             0.20        0.05',
      'CBD              ND          0.05',
    );
    expect(shown(text)).toEqual(TRUTH);
  });
});

describe('lines between a table’s rows', () => {
  it('reads a name wrapped over two lines, the figures on the second', () => {
    const text = flower(
      'Analyte                     %         LOQ (%)',
      'Tetrahydrocannabinolic',
      '  acid (THCA)               24.00     0.05',
      'Δ9-THC                      0.50      0.05',
      'Cannabidiolic',
      '  acid (CBDA)               0.20      0.05',
      'CBD                         ND        0.05',
    );
    expect(shown(text)).toEqual(TRUTH);
  });

  it('reads the rows under a group’s heading inside a table, a limit written "Limit / Spec" and dashes for status', () => {
    const text = flower(
      'TEST                 METHOD         RESULT        LIMIT / SPEC      STATUS',
      'Cannabinoids (HPLC-UV, % w/w, dried basis as received)',
      '  THCA               SOP-101        24.00 %       —                 —',
      '  THC (Δ9)           SOP-101        0.50 %        —                 —',
      '  CBDA               SOP-101        0.20 %        —                 —',
      '  CBD                SOP-101        N.D.          —                 —',
      '  CBN                SOP-101        0.09 %        ≤ 1.5 %           Complies',
      '  Total THC (THC + 0.877 THCA)      21.5 %        17 – 23 %         Complies',
    );
    expect(shown(text)).toEqual(TRUTH);
  });

  it('reads a specification column before the result, ranges and bounds in it, the unit from the group’s heading', () => {
    const text = [
      'Product: CBD Oral Liquid, 25 mL bottle',
      'Test                         Method                Specification                 Result                  Conclusion',
      'Identification (CBD, THC)    HPLC-DAD (RT, UV)     Conforms to reference         Conforms                Complies',
      'Assay — cannabinoids (mg/mL) HPLC-DAD',
      '   Cannabidiol (CBD)                               90.0 – 110.0 mg/mL            98.6                    Complies',
      '   Cannabidiolic acid (CBDA)                       Report                        1.2                     Reported',
      '   Δ9-Tetrahydrocannabinol (THC)                   ≤ 2.0 mg/mL                   1.9                     Complies',
      '   Tetrahydrocannabinolic acid (THCA)              Report                        BLQ                     Reported',
      'Pesticides: Complies\nHeavy Metals: Complies\nMicrobials: Complies\nMycotoxins: Complies',
      'Residual solvents: Complies\nForeign matter: Complies',
    ].join('\n');
    // 98.6 + 0.877 × 1.2 = 99.6524 mg/mL; THC 1.9 mg/mL.
    expect(shown(text)).toEqual({ unit: 'mg/mL', thc: '1.900', cbd: '99.652' });
  });

  it('ends the potency table at another panel’s heading after a blank line, whatever figures it prints', () => {
    const text = flower(
      'Cannabinoid     Result (%)    Result (mg/g)    LOD (%)    LOQ (%)',
      'THCA            24.00         240.0            0.010      0.030',
      'Δ9-THC          0.50          5.0              0.010      0.030',
      'CBDA            0.20          2.0              0.010      0.030',
      'CBD             ND            ND               0.010      0.030',
      '',
      'RESIDUAL SOLVENTS — µg/g: Ethanol 310 (5,000); Heptane 1,140 (5,000); Hexane ND (290)     PASS',
      '  Isopropanol ND (5,000); Acetone ND (5,000); Benzene ND (2)',
    );
    expect(shown(text)).toEqual(TRUTH);
  });
});

describe('a scan’s text and totals named in other words', () => {
  it('says it is unsure of rows whose figures a scan garbled, and shows no figure from the rest', () => {
    const text = flower(
      'Analyte           Resu1t (%)       LOQ (%)',
      'THCa              2~ .8$           O.05',
      'Δ9-THC            O.52             O.05',
      'CBDa              O.07             O.05',
      'CBD               ND               O.05',
      'Tota1 THC         1~ .?7 %',
    );
    const { verdict } = checked(text);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect({ thc: verdict.totalThc, cbd: verdict.totalCbd, type: verdict.type }).toEqual({
      thc: null,
      cbd: null,
      type: null,
    });
  });

  it('is unsure of a row whose two cells ran together into one token ("0.5012.86", "12.8.6"): no number has those decimal marks', () => {
    for (const cell of ['0.5012.86', '12.8.6', '22,4,1']) {
      const text = flower(
        'Analyte           LOQ (%)   Result (%)',
        'CBD               0.125     0.21',
        `THCA              ${cell}`,
        'Δ9-THC            0.05      0.31',
      );
      const { verdict } = checked(text);
      expect(kinds(verdict.reasons), cell).toContain('unsure-columns');
      expect({ thc: verdict.totalThc, type: verdict.type }, cell).toEqual({ thc: null, type: null });
    }
  });

  it('is unsure of a total when a row it needs prints a word for its result ("NT", "N/A", "pending"), not a figure', () => {
    const table = (thca: string, cbg = '0.06') =>
      flower(
        'Analyte           LOQ (%)   Result (%)',
        'CBD               0.125     0.21',
        `THCA              0.50      ${thca}`,
        'Δ9-THC            0.05      0.31',
        `CBG               0.05      ${cbg}`,
      );
    for (const word of ['NT', 'N/A', 'NR', 'pending', 'not tested', 'see note', 'n.t.']) {
      const { verdict } = checked(table(word));
      expect(kinds(verdict.reasons), word).toContain('unsure-columns');
      expect({ thc: verdict.totalThc, type: verdict.type }, word).toEqual({ thc: null, type: null });
    }
    // Not detected is a result (zero), in Spanish and Portuguese too ("< LC", "< LQ"); a minor cannabinoid not tested
    // leaves the totals read.
    for (const { thca, cbg } of [
      { thca: 'ND', cbg: '0.06' },
      { thca: '<LOQ', cbg: 'NT' },
      { thca: '< LC', cbg: '0.06' },
      { thca: '< LQ', cbg: '0.06' },
    ]) {
      const { verdict } = checked(table(thca, cbg));
      expect(kinds(verdict.reasons), thca).not.toContain('unsure-columns');
      expect(verdict.totalThc, thca).toBe(0.31);
    }
  });

  it('never reads "THC O.05" (a scan’s 0 as O) as THC-O', () => {
    const { verdict } = checked(flower('Analyte Result (%)', 'THCA 24.00', 'Δ9-THC O.50', 'CBD ND'));
    expect(verdict.reasons.map((reason) => reason.kind)).not.toContain('converted');
    expect(verdict.totalThc).toBeNull();
  });

  it('reads "Totaal THC" and "THCmax" as the lab’s totals, never as Δ9-THC', () => {
    for (const name of ['Totaal THC (THC + 0,877 × THCA)', 'THCmax (Δ9-THC + 0.877 × THCa)']) {
      const text = flower(
        'Analyte        Result (%)    LOQ (%)',
        'THCA           24.00         0.05',
        'Δ9-THC         0.50          0.05',
        'CBDA           0.20          0.05',
        'CBD            ND            0.05',
        `${name}  21.55 %`,
      );
      expect(shown(text)).toEqual(TRUTH);
      expect(checked(text).verdict.reasons).toEqual([]);
    }
  });
});

describe('a LIMS export that prints one card per analyte', () => {
  const card = (name: string, result: string, unit = '%') => [
    `-- Analyte: ${name}`,
    `   Result: ${result}   Units: ${unit}   LOQ: 0.10   Dilution: 200`,
  ];

  it('reads each card’s result in the unit the card prints', () => {
    const text = flowerCertificate([
      'TEST: CANNABINOIDS (HPLC)   Test Status: Complete',
      ...card('Tetrahydrocannabinolic Acid (THCA)', '20.00'),
      ...card('Delta-9 Tetrahydrocannabinol (d9-THC)', '0.50'),
      ...card('Cannabidiolic Acid (CBDA)', '<LOQ'),
      ...card('Cannabidiol (CBD)', '0.12'),
      '-- Calculated: Total THC (d9-THC + 0.877*THCA)',
      '   Result: 18.04   Units: %',
    ]);
    const { verdict } = checked(text);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2), cbd: verdict.totalCbd?.toFixed(2) }).toEqual({
      unit: '%',
      thc: '18.04',
      cbd: '0.12',
    });
    expect(verdict.reasons).toEqual([]);
  });

  it('reads a card whose keys stand one a line, and stays unsure of a card that prints no unit', () => {
    const keysApart = flowerCertificate([
      'Analyte: THCA',
      'Result: 21.30',
      'Unit: %',
      'Analyte: Δ9-THC',
      'Result: 0.40',
      'Unit: %',
      'Analyte: CBD',
      'Result: ND',
      'Unit: %',
    ]);
    expect(checked(keysApart).verdict.totalThc?.toFixed(3)).toBe('19.080');
    const unitless = flowerCertificate(['Analyte: THCA', 'Result: 21.30', 'Analyte: Δ9-THC', 'Result: 0.40']);
    const { verdict } = checked(unitless);
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });

  it('reads a not-detected card that prints no unit in the unit the other cards’ figures print', () => {
    const text = flowerCertificate([
      ...card('Tetrahydrocannabinolic Acid (THCA)', '20.00'),
      ...card('Delta-9 Tetrahydrocannabinol (d9-THC)', '0.50'),
      '-- Analyte: Cannabidiolic Acid (CBDA)',
      '   Result: ND   LOQ: 0.10',
      '-- Analyte: Cannabidiol (CBD)',
      '   Result: Not detected',
    ]);
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2), cbd: verdict.totalCbd?.toFixed(2) }).toEqual({
      unit: '%',
      thc: '18.04',
      cbd: '0.00',
    });
  });
});

describe('the lab’s totals on one line inside a table that has another printed beside it', () => {
  it('reads each total by the unit printed with its figure, and says a total that differs from the rows differs', () => {
    const text = flowerCertificate([
      '                       ---- as received ----                 ---- dry weight ----',
      'Analyte         LOQ    Result (%)   mg/g     Uncertainty     % w/w     mg/g      Test                  Result        Status',
      'THCA            0.05   ND           ND       0.03            ND        ND        Total Yeast & Mold    <100 CFU/g    Pass',
      'Δ9-THC          0.05   0.05         0.5      0.14            0.06      0.6       Salmonella spp.       ND in 1 g     Pass',
      'CBD             0.05   ND           ND       0.36            ND        ND',
      'Total THC   1.55 %   Total CBD   0.00 %',
    ]);
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('totals-differ');
  });
});

describe('columns beside the result that are no result', () => {
  it('reads the mean of replicates as the result, never one replicate or their spread', () => {
    const text = flowerCertificate([
      'POTENCY (HPLC-UV) - duplicate preparations, results in % (w/w)',
      'Analyte     Rep A     Rep B     Mean      RPD %    LOQ',
      'THCA        20.10     19.90     20.00     1.0      0.04',
      'Δ9-THC      0.49      0.51      0.50      4.0      0.04',
      'CBD         ND        ND        ND        -        0.04',
    ]);
    const { verdict } = checked(text);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2) }).toEqual({ unit: '%', thc: '18.04' });
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
  });

  it('never reads a share of the total cannabinoids as a result', () => {
    const text = flowerCertificate([
      'Compound     Result (% w/w)     % of total cannabinoids     LOQ (% w/w)',
      'THCA         20.00              97.56                       0.03',
      'Δ9-THC       0.50               2.44                        0.03',
      'CBD          < LOQ              -                           0.03',
    ]);
    const { verdict } = checked(text);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2) }).toEqual({ unit: '%', thc: '18.04' });
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
  });

  it('ends a share of the total cannabinoids at its cell, never taking the next column’s words (“LOQ %”)', () => {
    const rows = [
      ['Compound', 'Result (mg/g)', '% of total cannabinoids', 'LOQ %', 'Spec.'],
      ['THCA', '200.0', '97.56', '0.0030', 'Report'],
      ['Δ9-THC', '5.0', '2.44', '0.0033', 'Report'],
      ['CBD', '< LOQ', '-', '0.0036', 'Report'],
    ];
    for (const join of [
      (cells: string[]) => cells.join('\t'),
      (cells: string[]) => cells.map((cell) => `"${cell}"`).join(','),
      (cells: string[]) => cells.join(';'),
    ]) {
      const { verdict } = checked(flowerCertificate(rows.map(join)));
      expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2) }).toEqual({ unit: 'mg/g', thc: '180.40' });
      expect(kinds(verdict.reasons)).toEqual([]);
    }
  });
});

describe('a potency table pasted one cell a line', () => {
  const cells = (rows: readonly (readonly string[])[]) => rows.flat();

  it('reads each row as many lines as the header has cells, a total with a note after it left to the formula', () => {
    const text = flowerCertificate([
      'Cannabinoids by HPLC-UV',
      ...cells([
        ['Analyte', 'Result', 'Unit', 'LOQ'],
        ['Δ9-THC', '0.38', '% w/w', '0.02'],
        ['THCA-A', '23.71', '% w/w', '0.02'],
        ['CBD', '<LOQ', '% w/w', '0.02'],
        ['CBDA', '0.05', '% w/w', '0.02'],
        ['Total THC (Δ9-THC + 0.877 × THCA)', '21.17', '% w/w', 'Label claim 25% (as THC + THCA)'],
        ['Total CBD (CBD + 0.877 × CBDA)', '0.04', '% w/w'],
      ]),
      '',
    ]);
    const { verdict } = checked(text);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2), cbd: verdict.totalCbd?.toFixed(2) }).toEqual({
      unit: '%',
      thc: '21.17',
      cbd: '0.04',
    });
    expect(kinds(verdict.reasons).filter((kind) => kind.startsWith('unsure'))).toEqual([]);
  });

  it('reads an empty cell pasted as an empty line (a status column left empty) as that cell', () => {
    const text = flowerCertificate([
      ...cells([
        ['Analyte', 'Result', 'Unit', 'LOQ', 'Status'],
        ['THCA', '26.31', '%', '0.05', ''],
        ['Δ9-THC', '0.74', '%', '0.05', ''],
        ['CBDA', '0.09', '%', '0.05', ''],
        ['CBD', 'ND', '%', '0.05', ''],
      ]),
      '',
    ]);
    const { verdict } = checked(text);
    expect(kinds(verdict.reasons).filter((kind) => kind.startsWith('unsure'))).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(0.74 + 0.877 * 26.31, 6);
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 0.09, 6);
  });

  it('reads each cell in its column however long the row’s name, its limits printed in letters by a scan', () => {
    const text = flowerCertificate([
      ...cells([
        ['Analyte', 'Result', 'Unit', 'LOQ'],
        ['Tetrahidrokannabinolsav (THCA)', '3,33', '% w/w', 'O,02'],
        ['Delta-9 THC', 'ND', '% w/w', 'O,02'],
        ['CBD-A', '8,45', '% w/w', 'O,02'],
        ['CBD', '2,72', '% w/w', 'O,02'],
      ]),
      '',
    ]);
    const { verdict } = checked(text);
    expect(verdict.totalThc).toBeCloseTo(0.877 * 3.33, 4);
    expect(verdict.totalCbd).toBeCloseTo(2.72 + 0.877 * 8.45, 4);
  });

  it('reads the unit from the header’s cells, in any order', () => {
    const text = flowerCertificate([
      ...cells([
        ['Compound', 'LOQ (mg/g)', 'Result (mg/g)'],
        ['THCA', '0.2', '200.0'],
        ['Δ9-THC', '0.2', '5.0'],
        ['CBD', '0.2', 'ND'],
      ]),
      '',
    ]);
    const { verdict } = checked(text);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(1) }).toEqual({ unit: 'mg/g', thc: '180.4' });
  });

  it('gives no figure when a row lacks a cell, so every later cell would be a column off', () => {
    const text = flowerCertificate([
      ...cells([
        ['Analyte', 'Result', 'Unit', 'LOQ'],
        ['THCA', '23.71', '% w/w', '0.02'],
        ['Δ9-THC', '0.38', '0.02'],
        ['CBD', '<LOQ', '% w/w', '0.02'],
      ]),
      '',
    ]);
    const { verdict } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons).some((kind) => /unsure/.test(kind))).toBe(true);
  });
});

describe('a table over two pages, its unit on a group’s heading under the result column', () => {
  it('reads the rows on both pages in that unit, past the footer and the header printed again, a dash its status', () => {
    const header = 'TEST                METHOD      SPECIFICATION     RESULT       CONCLUSION';
    const text = [
      'Matrix: Flower',
      header,
      'Content (HPLC)                                    % m/m',
      '  Δ9-THC            QC-M-012    Report            0.29         —',
      '  THCA              QC-M-012    Report            18.44        —',
      '----------------------------------------------------------------------',
      'QC-F-031 rev.05      Confidential                 Page 1 of 2',
      '----------------------------------------------------------------------',
      'QUALITY CONTROL LABORATORY',
      'CERTIFICATE OF ANALYSIS      CoA No.: QC-FL-25-0093',
      '',
      header,
      '  CBD               QC-M-012    Report            ND (<0.02)   —',
      '  CBN               QC-M-012    NMT 1.0 %         0.07         Complies',
      '  Total THC                     14.4 – 17.6 %     16.46        Complies',
    ].join('\n');
    const { verdict } = checked(text);
    expect({ unit: verdict.unit, thc: verdict.totalThc?.toFixed(2), cbd: verdict.totalCbd }).toEqual({
      unit: '%',
      thc: '16.46',
      cbd: 0,
    });
    expect(kinds(verdict.reasons).filter((kind) => kind.startsWith('unsure'))).toEqual([]);
  });

  it('reads the header printed again on the next page as the header, not a heading whose unit its rows take', () => {
    // "Result (mg/g)" beside a "Result" of the title's unit: the unit in the repeated header is its own column's.
    const header = 'Analyte Result (mg/g) Result LOQ Spec.';
    const lines = [
      'Potency — results reported as %',
      header,
      'Δ9-THC Not Detected Not Detected 0,05 Report',
      'THCA 214,0 21,40 0,05 Report',
      '',
      'Pinecrest Analytical Laboratories          Page 1 of 2',
      '',
      header,
      'CBDA Not Detected Not Detected 0,05 Report',
      'CBD 12,7 1,27 0,05 Report',
    ];
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc).toBeCloseTo(0.877 * 21.4, 6);
    expect(verdict.totalCbd).toBeCloseTo(1.27, 6);
  });
});

describe('a certificate copied from a portal as raw HTML', () => {
  const potency = [
    '<tr><th>Analyte</th><th>LOQ (%)</th><th>Result (%)</th><th>Result (mg/g)</th></tr>',
    '<tr><td>THCA</td><td>0.05</td><td>24.00</td><td>240.0</td></tr>',
    '<tr><td>&Delta;9-THC</td><td>0.05</td><td>0.50</td><td>5.0</td></tr>',
    '<tr><td>CBD</td><td>0.05</td><td>&lt;LOQ</td><td>&lt;LOQ</td></tr>',
    '<tr><td><b>Total THC</b></td><td></td><td><b>21.55</b></td><td><b>215.5</b></td></tr>',
  ];
  const panels = (moisture: string) => [
    '<tr><th>Test</th><th>Result</th><th>Limit</th><th>Status</th></tr>',
    '<tr><td>Pesticides</td><td>None detected</td><td>per ai</td><td>Pass</td></tr>',
    '<tr><td>Heavy metals</td><td>0.07 &micro;g/g</td><td>USP &lt;2232&gt;</td><td>Pass</td></tr>',
    '<tr><td>Microbials</td><td>1.8 &times; 10<sup>4</sup> CFU/g</td><td>10<sup>5</sup></td><td>Pass</td></tr>',
    '<tr><td>Mycotoxins</td><td>&lt;2 &micro;g/kg</td><td>20</td><td>Pass</td></tr>',
    '<tr><td>Foreign matter</td><td>None observed</td><td>&le; 2 %</td><td>Pass</td></tr>',
    `<tr><td>Moisture</td><td>${moisture} %</td><td>&le; 12.0 %</td><td></td></tr>`,
    '<tr><td>Water activity</td><td>0.55 aw</td><td>&le; 0.65</td><td>Pass</td></tr>',
  ];
  const page = (moisture: string, oneLine: boolean) => {
    const table = (rows: string[]) =>
      oneLine ? [`<table border="1">${rows.join('')}</table>`] : ['<table border="1">', ...rows, '</table>'];
    return [
      '<html><body>',
      '<p><b>Product:</b> &ldquo;Sunset&rdquo; dried cannabis flower<br><b>Lot:</b> KCC-2610</p>',
      '<h3>Cannabinoids (HPLC-UV) &mdash; as received</h3>',
      ...table(potency),
      '<h3>Quality and contaminants</h3>',
      ...table(panels(moisture)),
      '</body></html>',
    ].join('\n');
  };

  for (const [layout, oneLine] of [
    ['a row a line', false],
    ['each table on one line', true],
  ] as const) {
    it(`reads its tables as it reads tables ruled with tabs, ${layout}`, () => {
      const { verdict } = checked(page('10.9', oneLine));
      expect(verdict.reasons).toEqual([]);
      expect(verdict.unit).toBe('%');
      expect(verdict.totalThc).toBeCloseTo(0.5 + 0.877 * 24, 6);
      expect(verdict.totalCbd).toBe(0);
    });

    it(`fails moisture over its printed limit with no status word, ${layout}`, () => {
      expect(kinds(checked(page('13.2', oneLine)).verdict.reasons)).toEqual(['failed']);
    });
  }
});

describe('a Markdown table, its alignment row under the header and its totals in bold', () => {
  const table = (total: string) =>
    flowerCertificate([
      '## Cannabinoids',
      '| Analyte | LOQ (%) | Result (%) |',
      '|---|:---:|---:|',
      '| THCA | 0.05 | 24.00 |',
      '| Δ9-THC | 0.05 | 0.50 |',
      '| CBD | 0.05 | ND |',
      `| **Total THC** | | **${total}** |`,
    ]);

  it('reads the bold total as the lab’s and admits a certificate whose total agrees with its rows', () => {
    const { verdict } = checked(table('21.55'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(0.5 + 0.877 * 24, 6);
  });

  it('reads a line of units under the alignment row as the header’s', () => {
    const { verdict } = checked(
      flowerCertificate([
        '| Analyte | Result | LOQ |',
        '| --- | :---: | ---: |',
        '|  | (mg/g) | (%) |',
        '| THCA | 240.0 | 0.05 |',
        '| Δ9-THC | 5.0 | 0.05 |',
        '| CBD | ND | 0.05 |',
      ]),
    );
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(5 + 0.877 * 240, 6);
  });

  it('says so when the bold total matches no formula, never admitting it', () => {
    const { verdict } = checked(table('23.10'));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('totals-differ');
  });

  it('reads a bold total whose name carries a footnote star and a unit inside the bold, no outer pipes', () => {
    const text = (total: string) =>
      flowerCertificate([
        'Analyte | Result | LOQ',
        ':--- | :--- | ---',
        'THCA (%) | 24.00 | 0.05',
        'Δ9-THC (%) | 0.50 | 0.05',
        'CBD (%) | ND | 0.05',
        `**Total THC* (%)** | **${total}** | `,
      ]);
    expect(checked(text('21.55')).verdict.reasons).toEqual([]);
    const wrong = checked(text('26.10')).verdict;
    expect(wrong.admissible).toBe(false);
    expect(kinds(wrong.reasons)).toContain('totals-differ');
  });
});

describe('a table aligned with spaces whose header misses a column', () => {
  // "(loq)" under a two-line head is not read as a column: placed in order, each row's figures would move one column
  // left of the heads they stand under, the LOQ read as the per-bottle figure.
  it('reads none of its rows when most rows stand under other heads than their order gives them', () => {
    const text = flowerCertificate([
      'Cannabinoid                Specification   mg/unit   Flag   per bottle (mg)      Q   (loq)',
      'THCA                       Report          1.82             72.80                    0.0030',
      'Δ9-THC                     Report          0.20      U      8.00                 U   0.0036',
      'CBD                        Report          0.20      U      8.00                 U   0.0033',
    ]);
    const { verdict, unsure } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(unsure.map((part) => part.analytes).flat()).toEqual(expect.arrayContaining(['thca', 'd9thc', 'cbd']));
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });

  it('reads rows printed out of line with their header by the order of their cells', () => {
    const text = flowerCertificate([
      'Analyte       Result (%)   Result (mg/g)   LOQ (%)',
      'THCA   20.00   200.0   0.05',
      'Δ9-THC   0.50   5.0   0.05',
      'CBD   0.10   1.0   0.05',
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.totalThc?.toFixed(2)).toBe('18.04');
  });
});

describe('marks and asides about a table’s rows', () => {
  it('reads a row whose last figure carries a footnote mark in a cell of its own ("0.002 *")', () => {
    const text = flowerCertificate([
      'CANNABINOIDS (HPLC-DAD)       % w/w        mg/g      LOQ (mg/g)',
      '  THCA                        20.00        200.0     0.02',
      '  Δ9-THC                      0.50         5.0       0.02',
      '  Δ8-THC                      0.0005       0.005     0.002 *',
      '  CBD                         ND           ND        0.02',
      '  * Δ8-THC quantified with the low-level LC-MS/MS confirmation method.',
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.totalThc?.toFixed(2)).toBe('18.04');
    expect(kinds(verdict.reasons)).toEqual([]);
  });

  it('reads no row from a sentence under the table that names a cannabinoid in an aside', () => {
    const text = flowerCertificate([
      'CANNABINOIDS (HPLC-DAD)       % w/w        mg/g      LOQ (mg/g)',
      '  THCA                        20.00        200.0     0.02',
      '  Δ9-THC                      0.50         5.0       0.02',
      '  CBD                         ND           ND        0.02',
      '  Federal hemp check (Δ9-THC ≤ 0.3 % dry weight): 0.50 % – COMPLIES',
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.totalThc?.toFixed(2)).toBe('18.04');
    expect(kinds(verdict.reasons)).toEqual([]);
  });
});

describe('a method column whose cells end in a figure', () => {
  it('reads "SOP-112 rev 4" as the method beside result and uncertainty heads printed one space apart', () => {
    const text = flowerCertificate([
      'Potency                              LOQ %   Result (%) ± MU (k=2)   Result (mg/g)   Method          Specification',
      'THCA                                 0.05    20.00 ± 0.90            200.0           SOP-112 rev 4   Report',
      'Δ9-THC                               0.05    0.50 ± 0.04             5.0             SOP-112 rev 4   Report',
      'CBC                                  0.05    0.06 ± 0.01             0.6             SOP-112 rev 4   Report',
      'CBD                                  0.05    ND                      ND              SOP-112 rev 4   Report',
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.totalThc?.toFixed(2)).toBe('18.04');
    expect(kinds(verdict.reasons)).toEqual([]);
  });
});
