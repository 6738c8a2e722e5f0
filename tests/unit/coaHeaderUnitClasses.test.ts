import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class of header that names its columns' units in a way other labs print them: a
 * unit in brackets followed by its basis, a units row above the column names, a spread or a method beside the result,
 * a unit line in the certificate's language, and units on a second line under heads the reader does not all know;
 * and a header that prints no unit over names that each print theirs in brackets after the name's other spelling.
 */

const read = (text: string) => {
  const { verdict } = checked(text);
  return { unit: verdict.unit, thc: verdict.totalThc?.toFixed(2), cbd: verdict.totalCbd?.toFixed(2) };
};

describe('a unit in brackets followed by its basis', () => {
  it.each([
    ['Result (% dry wt)', '%', '18.04'],
    ['Result (% w/w as is)', '%', '18.04'],
    ['Result (% (dry weight basis))', '%', '18.04'],
    ['Result (% dry weight)', '%', '18.04'],
  ])('reads "%s" as the result in %s', (head, unit, thc) => {
    const text = flowerCertificate([
      `Analyte      LOQ      ${head}`,
      'THCA         0.05     20.00',
      'Δ9-THC       0.05     0.50',
      'CBD          0.05     <LOQ',
    ]);
    expect(read(text)).toEqual({ unit, thc, cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });

  it('reads "mg/g DW" in brackets as mg/g, the basis beside it', () => {
    const text = flowerCertificate([
      'Analyte      Result (mg/g DW)      LOQ',
      'THCA         200.0                 0.5',
      'Δ9-THC       5.0                   0.5',
      'CBD          ND                    0.5',
    ]);
    expect(read(text)).toEqual({ unit: 'mg/g', thc: '180.40', cbd: '0.00' });
  });
});

describe('the units row above the column names', () => {
  it('places each unit over its column: "(mg/g)  (mg/g)  (%)" over "Analyte  LOQ  Result  Result"', () => {
    const text = flowerCertificate([
      '                 (mg/g)      (mg/g)      (%)',
      'Analyte          LOQ         Result      Result',
      'THCA             0.5         200.0       20.00',
      'Δ9-THC           0.5         5.0         0.50',
      'CBD              0.5         <LOQ        <LOQ',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });

  it('reads bare units over the heads, the result first', () => {
    const text = flowerCertificate([
      '              %           mg/g        %',
      'Analyte       Result      Result      LOQ',
      'THCA          20.00       200.0       0.05',
      'Δ9-THC        0.50        5.0         0.05',
      'CBD           ND          ND          0.05',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });
});

describe('a spread or a method beside the result, which is never a result', () => {
  const TINCTURE_PANELS = [
    'Pesticides: PASS',
    'Heavy Metals: PASS',
    'Microbials: PASS',
    'Mycotoxins: PASS',
    'Residual Solvents: PASS',
    'Foreign Material: PASS',
  ];
  const tincture = (lines: readonly string[]) => ['Matrix: Tincture', ...lines, ...TINCTURE_PANELS].join('\n');

  it.each([
    ['RSD (%)', '2.1', '3.4'],
    ['%RSD', '2.1', '3.4'],
    ['RPD %', '2.1', '3.4'],
  ])('reads "%s" beside a mg/mL result as no result', (head, first, second) => {
    const text = tincture([
      `Analyte     Result (mg/mL)     ${head.padEnd(10)}   LOQ (mg/mL)`,
      `Δ9-THC      9.50               ${first.padEnd(10)}   0.05`,
      `CBD         10.00              ${second.padEnd(10)}   0.05`,
      'THCA        ND                 —            0.05',
    ]);
    expect(read(text)).toEqual({ unit: 'mg/mL', thc: '9.50', cbd: '10.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });

  it('reads a %RSD head with its count of preparations under it, and a per-bottle column with its size', () => {
    const text = tincture([
      'Analyte     Result      %RSD       LOQ         Result',
      '            (mg/mL)     (n = 3)    (mg/mL)     (mg/bottle, 30 mL)',
      'Δ9-THC      9.50        1.8        0.05        285.0',
      'CBD         10.00       1.5        0.05        300.0',
      'THCA        <0.05       —          0.05        <1.5',
      'THC : CBD ratio (label) 1 : 1',
    ]);
    expect(read(text)).toEqual({ unit: 'mg/mL', thc: '9.50', cbd: '10.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });

  it.each(['QC-HPLC-07', 'SOP-112 rev 4', 'M 21.3'])(
    'reads a method ID column whose cells print "%s" as text',
    (method) => {
      const text = flowerCertificate([
        `Analyte     Method ID         LOQ (%)    Result (%)    Result (mg/g)`,
        `THCA        ${method.padEnd(18)}0.05       20.00         200.0`,
        `Δ9-THC      ${method.padEnd(18)}0.05       0.50          5.0`,
        `CBD         ${method.padEnd(18)}0.05       ND            ND`,
      ]);
      expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
      expect(kinds(checked(text).verdict.reasons)).toEqual([]);
    },
  );
});

describe('the unit on a line in the certificate’s language', () => {
  it.each([
    ['CANNABINOIDY (HPLC)      Jednotka: % (m/m)'],
    ['Cannabinoide             Einheit: %'],
    ['Cannabinoïdes            Unité : %'],
    ['Cannabinoides            Unidad: %'],
  ])('reads "%s" as the unit of the table under it', (title) => {
    const text = flowerCertificate([
      title,
      'Analyte       Result      LOQ',
      'THCA          20,00       0,05',
      'Δ9-THC        0,50        0,05',
      'CBD           <LOQ        0,05',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });

  it('reads a unit alone at the end of a title in another language as the table’s', () => {
    const text = flowerCertificate([
      'KANNABINOJDI (HPLC)                       % (w/w)',
      'Analita        Riżultat       LOQ',
      'THCA           20.00          0.05',
      'Δ9-THC         0.50           0.05',
      'CBD            Mhux misjub    0.05',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });
});

describe('units on a second line under a tab-separated header', () => {
  it.each([
    ['under every column', '\t(%)\t(mg/g)\t(%)'],
    ['without the names’ empty cell', '(%)\t(mg/g)\t(%)'],
  ])('places each unit by its column, a head the reader does not know in the last column (%s)', (_, units) => {
    const text = flowerCertificate([
      'Analyte\tResult\tResult\tSpread',
      units,
      'THCA\t20.00\t200.0\t1.0',
      'Δ9-THC\t0.50\t5.0\t1.0',
      'CBD\tND\tND\t1.0',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });
});

describe('a title’s unit on the header line that a result column prints again', () => {
  it.each([
    'Cannabinoid profile (% w/w) Result (mg/g) Result (%) mg/gummy',
    'CANNABINOIDS (% w/w, HPLC) Result (mg/g) As Received (%) mg/piece',
    'Potency (%, HPLC-DAD) Result (mg/g) Result ± U (%) Result (mg/serving) Specification',
  ])('reads the figures under the columns that print units, not under the title: %s', (header) => {
    const text = [
      'Product Type: Gummies',
      'Serving size: 1 piece (4.0 g)    Servings per package: 20',
      header,
      'THCA 0.05 U 0.005 U 0.20 U Report',
      'Δ9-THC 1.25 0.125 5.00 Report',
      'Cannabidiol (CBD) 0.50 0.050 2.00 Report',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(read(text)).toEqual({ unit: 'mg/unit', thc: '5.00', cbd: '2.00' });
    expect(verdict.reasons.filter((reason) => reason.kind === 'check-value')).toEqual([]);
  });

  it('reads the title’s unit as no column where the rows print one figure fewer than it would need', () => {
    const text = [
      'Product Type: Gummies',
      'Serving size: 1 piece (4.0 g)    Servings per package: 20',
      'Cannabinoid profile (% w/w) Result (mg/g) mg/serving Specification',
      'THCA 0.05 U 0.20 U Report',
      'Δ9-THC 1.25 5.00 Report',
      'Cannabidiol (CBD) 0.50 2.00 Report',
      'CBN 0.10 0.40 Report',
    ].join('\n');
    expect(checked(text).unsure).toEqual([]);
    expect(read(text)).toEqual({ unit: 'mg/unit', thc: '5.00', cbd: '2.00' });
  });

  it('keeps a bracketed unit after the names’ head as a column where no other column prints it', () => {
    const text = flowerCertificate(['Analyte (%) (mg/g)', 'THCA 20.00 200.0', 'Δ9-THC 0.50 5.0', 'CBD ND ND']);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
  });
});

describe('a dose’s unit after a limit’s head, a column of its own beside an uncertainty column', () => {
  const edible = (serving: string, header: string, rows: readonly string[]) =>
    [
      'Product Type: Gummies',
      `Serving size: 1 ${serving}    Servings per package: 20`,
      header,
      ...rows,
      'Pesticides: PASS',
      'Heavy Metals: PASS',
      'Microbials: PASS',
      'Mycotoxins: PASS',
      'Foreign Material: PASS',
    ].join('\n');
  const rows = (total: string) => [
    'THCA 0.05 0.20 U 4.00 U —',
    'Δ9-THC 0.05 5.00 100.00 ± 0.25',
    'CBD 0.05 0.20 U 4.00 U —',
    `Total THC ${total}`,
  ];
  it.each([
    ['gummy (4.0 g)', 'Compound LOQ mg/gummy Per Package (mg) ± U'],
    ['piece (4.0 g)', 'Compound Limit of Quantitation mg per serving Per Package (mg) ± U'],
    ['can (355 mL)', 'Analyte Kvantificēšanas robeža mg per can per package (mg) ± U'],
    // The package's "mg" after "mg per can" one space apart opens its own head.
    ['can (355 mL)', 'Analyte LOQ mg per can mg / fľaštička (10 ml) ± U'],
    ['gummy (4.0 g)', 'Compound LOQ mg/gummy mg / package ± U'],
  ])('reads the serving’s dose, not the package’s, under “%s”', (serving, header) => {
    const text = edible(serving, header, rows('5.00 100.00'));
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(read(text)).toEqual({ unit: 'mg/unit', thc: '5.00', cbd: '0.00' });
    expect(verdict.admissible).toBe(true);
  });

  it('sets the lab’s total row under the result columns, so a total that matches nothing keeps it out', () => {
    const text = edible('gummy (4.0 g)', 'Compound LOQ mg/gummy Per Package (mg) ± U', rows('6.50 130.00'));
    const { verdict } = checked(text);
    expect(read(text)).toEqual({ unit: 'mg/unit', thc: '5.00', cbd: '0.00' });
    expect(kinds(verdict.reasons)).toContain('totals-differ');
  });
});

describe('an uncertainty printed after its result, one space apart, under a column of its own', () => {
  const flower = (total: string) =>
    flowerCertificate([
      'Analyte Result (mg/g) Flag Result Qualifier ± MU (k=2) RL Method',
      'Δ9-THC 0.5 U 0.05 U — 0.0030 HPLC-DAD',
      'THCA 158.7 15.87 ± 0.58 0.0045 HPLC-DAD',
      'CBD 0.5 U 0.05 U — 0.0039 HPLC-DAD',
      `Total THC ${total} 12.00 – 16.00`,
    ]);
  it('reads the row’s results and its place in the table, and the total under the results', () => {
    const text = flower('139.2 13.92');
    expect(checked(text).unsure).toEqual([]);
    expect(read(text)).toEqual({ unit: '%', thc: '13.92', cbd: '0.00' });
    expect(checked(text).verdict.admissible).toBe(true);
  });

  it('says so when the lab’s total under the results matches nothing', () => {
    const text = flower('176.9 17.69');
    expect(kinds(checked(text).verdict.reasons)).toContain('totals-differ');
  });
});

describe('a share of another figure headed “% of …” in a ruled header', () => {
  it.each([
    ['semicolons', ';'],
    ['tabs', '\t'],
  ])('ends its head at the next cell, so the limit after it stays a limit (%s)', (_, separator) => {
    const row = (...cells: string[]) => cells.join(separator);
    const text = flowerCertificate([
      row('Analyte', 'Result (mg/g)', '% of total cannabinoids', 'LOQ (%)'),
      row('THCA', '200.0', '93.0', '0.05'),
      row('Δ9-THC', '5.0', '2.3', '0.05'),
      row('CBD', 'ND', '0.00', '0.05'),
    ]);
    expect(read(text)).toEqual({ unit: 'mg/g', thc: '180.40', cbd: '0.00' });
    expect(checked(text).unsure).toEqual([]);
  });
});

describe('a title on the header line with a semicolon inside its brackets', () => {
  it.each([
    ['round brackets', 'CANNABINOIDS (HPLC-DAD; names per CAS index)'],
    ['square brackets', 'Cannabinoids [HPLC-UV; ISO 17025; n = 2]'],
  ])('keeps the title one cell, so the header’s columns stay its own (%s)', (_, title) => {
    const text = flowerCertificate([
      `${title}   Result (% w/w)   LOQ (% w/w)`,
      'THCA                                            20.00            0.05',
      'Δ9-THC                                          0.50             0.05',
      'CBD                                             ND               0.05',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
    expect(kinds(checked(text).verdict.reasons)).toEqual([]);
  });

  it('still cuts a semicolon-separated row whose bracket holds no semicolon', () => {
    const text = flowerCertificate([
      'Analyte;Result (%);LOQ (%)',
      'THCA;20.00;0.05',
      'Δ9-THC;0.50;0.05',
      'CBD;ND;0.05',
    ]);
    expect(read(text)).toEqual({ unit: '%', thc: '18.04', cbd: '0.00' });
  });
});

describe('the size of the package a column is per, printed after its unit', () => {
  it.each([
    ['mg/frasco (100 mL)', ',', '1.964,0'],
    ['mg/bottle (30 mL)', '.', '1964.0'],
    ['mg/envase (30 gomitas)', ',', '1964,0'],
    ['mg per package [100 mL]', '.', '1,964.0'],
  ])('reads “%s” as the package’s column under a long title, not as words to doubt', (head, decimal, cbdPerPackage) => {
    const figure = (value: string) => value.replace('.', decimal);
    const text = [
      `DOSEAMENTO DE CANABINOIDES (CLAE-DAD)        mg/mL        ${head}`,
      `  Canabidiol (CBD)                           ${figure('19.64')}        ${cbdPerPackage}`,
      `  Ácido canabidiólico (CBDA)                 ${figure('0.45')}         ${figure('45.0')}`,
      `  Δ9-Tetra-hidrocanabinol (Δ9-THC)           ${figure('1.52')}         ${figure('152.0')}`,
      `  Ácido tetra-hidrocanabinólico (THCA)       ${figure('0.10')}         ${figure('10.0')}`,
      'Notas',
    ].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalCbd).toBeCloseTo(19.64 + 0.877 * 0.45, 2);
    expect(verdict.totalThc).toBeCloseTo(1.52 + 0.877 * 0.1, 2);
    const perPackage = verdict.alsoIn.find((other) => other.unit === 'mg/package');
    expect(perPackage?.totalCbd).toBeCloseTo(1964 + 0.877 * 45, 1);
  });
});

describe('a unit in brackets after a name’s other spelling in brackets, under a result column of no unit', () => {
  it.each([
    [
      'aligned',
      [
        'Analyte                                  Result',
        'Tetrahydrocannabinolic acid (THCA) (%)   21.40',
        'Δ9-THC (%)                               0.50',
        'Cannabidiol (CBD) (%)                    ND',
      ],
      { unit: '%', thc: '19.27', cbd: '0.00' },
    ],
    [
      'ruled with pipes, a specification and a method beside the result',
      [
        'Analyte | Spec. | Result | Method',
        'Tetrahydrocannabinolic acid (THCA) (%) | Report | 21.40 | HPLC',
        'Δ9-THC (%) | Report | 0.50 | HPLC',
        'Cannabidiol (CBD) (%) | Report | ND | HPLC',
      ],
      { unit: '%', thc: '19.27', cbd: '0.00' },
    ],
    [
      'in mg/g, ruled with tabs',
      [
        'Analyte\tResult',
        'Tetrahydrocannabinolic acid (THCA) (mg/g)\t214.0',
        'Δ9-THC (mg/g)\t5.0',
        'Cannabidiol (CBD) (mg/g)\tND',
      ],
      { unit: 'mg/g', thc: '192.68', cbd: '0.00' },
    ],
  ])('reads each row in the unit its name’s cell prints (%s)', (_layout, lines, expected) => {
    expect(read(flowerCertificate(lines))).toEqual(expected);
    expect(checked(flowerCertificate(lines)).verdict.reasons).toEqual([]);
  });
});

describe('the size of the package a column is per, printed inside its head', () => {
  const TINCTURE_PANELS = [
    'Residual Solvents: PASS',
    'Pesticides: PASS',
    'Heavy Metals: PASS',
    'Microbials: PASS',
    'Mycotoxins: PASS',
    'Foreign Material: PASS',
  ];
  const tincture = (head: string, decimal = '.', beside = '') => {
    const figure = (value: string) => value.replace('.', decimal);
    return [
      'Matrix: Tincture',
      `Analyte       Result (mg/mL)    ${head.padEnd(40)}LOQ (mg/mL)${beside}`,
      `CBD           ${figure('19.80')}             ${figure('594.0').padEnd(40)}${figure('0.05')}`,
      `CBDA          ${figure('0.45')}              ${figure('13.5').padEnd(40)}${figure('0.05')}`,
      `Δ9-THC        ${figure('1.05')}              ${figure('31.5').padEnd(40)}${figure('0.05')}`,
      `THCA          ${figure('0.12')}              ${figure('3.6').padEnd(40)}${figure('0.05')}`,
      `CBN           ND                ${'–'.padEnd(40)}${figure('0.05')}`,
      ...TINCTURE_PANELS,
    ].join('\n');
  };

  it.each([
    ['Por frasco 30 mL (mg)', ','],
    ['Por frasco de 30 mL (mg)', ','],
    ['Par flacon 30 mL (mg)', ','],
    ['Pro Flasche 30 ml (mg)', ','],
    ['Per bottle 30 mL (mg)', '.'],
    ['30 mL per bottle (mg)', '.'],
    ['ανά φιαλίδιο 30 mL / per bottle (mg)', '.'],
    ['на флакон 30 мл / per bottle (mg)', '.'],
    ['mg por frasco de 30 mL', ','],
  ])('reads “%s” as the package’s column, the size no figure of a row', (head, decimal) => {
    const { verdict, unsure } = checked(tincture(head, decimal));
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalCbd).toBeCloseTo(19.8 + 0.877 * 0.45, 2);
    expect(verdict.totalThc).toBeCloseTo(1.05 + 0.877 * 0.12, 2);
    expect(kinds(verdict.reasons)).toEqual([]);
    const perPackage = verdict.alsoIn.find((other) => other.unit === 'mg/package');
    expect(perPackage?.totalCbd).toBeCloseTo(594 + 0.877 * 13.5, 1);
  });

  // The sample's details printed beside the header, a figure among them: the header is the words before them, and
  // the size inside a head is none of theirs.
  it.each([['30 mL per bottle (mg)'], ['Por frasco 30 mL (mg)']])(
    'reads “%s” as the package’s column beside a list of the sample’s details',
    (head) => {
      const { verdict, unsure } = checked(tincture(head, '.', '      Net weight 28.40 g'));
      expect(unsure).toEqual([]);
      expect(verdict.unit).toBe('mg/mL');
      expect(verdict.totalCbd).toBeCloseTo(19.8 + 0.877 * 0.45, 2);
      expect(verdict.alsoIn.find((other) => other.unit === 'mg/package')?.totalCbd).toBeCloseTo(594 + 0.877 * 13.5, 1);
    },
  );

  it.each([
    ['mg per 30 mL'],
    ['mg/30 mL'],
    ['per 30 mL (mg)'],
    ['mg in 30 mL'],
    ['mg / 30 ml'],
    ['Amount per 30 mL (mg)'],
    ['Result (mg/30 mL)'],
    ['Gehalt pro 30 ml (mg)'],
  ])('reads “%s”, the amount in a stated volume, as no result beside the mg/mL result', (head) => {
    const { verdict, unsure } = checked(tincture(head));
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.totalCbd).toBeCloseTo(19.8 + 0.877 * 0.45, 2);
    expect(verdict.totalThc).toBeCloseTo(1.05 + 0.877 * 0.12, 2);
    expect(kinds(verdict.reasons)).toEqual([]);
  });
});

describe('two result columns under a title that names one unit', () => {
  // The title says "% w/w"; one column holds ten times the other's figures on every row: that one is mg/g.
  it.each([
    ['% first', ['20.00\t200.0', '0.50\t5.0', '1.20\t12.0']],
    ['mg/g first', ['200.0\t20.00', '5.0\t0.50', '12.0\t1.20']],
  ])('reads the column of ten times the figures as mg/g (%s)', (_, figures) => {
    const text = flowerCertificate([
      'Cannabinoids (HPLC-UV, % w/w, as received)',
      'Analyte\tResult\tResult\tLOQ',
      `THCA\t${figures[0]}\t0.05`,
      `Δ9-THC\t${figures[1]}\t0.05`,
      `CBDA\t${figures[2]}\t0.05`,
      'CBD\t<LOQ\t<LOQ\t0.05',
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc?.toFixed(2)).toBe('18.04');
    expect(verdict.totalCbd?.toFixed(2)).toBe('1.05');
    expect(kinds(verdict.reasons)).toEqual([]);
  });

  it.each([
    [
      'the unit as a group heading under the header',
      [
        'Analyte\tResult ± U\tResult\tLOQ',
        'Cannabinoids (HPLC-UV, % w/w, as received)',
        'THCA\t20.00 ± 0.90\t200.0\t0.05',
        'Δ9-THC\t0.50 ± 0.04\t5.0\t0.05',
        'CBDA\t1.20 ± 0.08\t12.0\t0.05',
        'CBD\t<LOQ\t<LOQ\t0.05',
      ],
    ],
    [
      // The result keeps its uncertainty in its cell; the expanded uncertainty is a column of its own.
      '"Result ± U" beside a column of expanded uncertainties',
      [
        'Cannabinoids (HPLC-UV, % w/w, as received)',
        'Analyte\tLimits\tResult ± U\tResult\tExpanded uncertainty\tLOQ',
        'THCA\tReport\t20.00 ± 0.90\t200.0\t0.45\t0.05',
        'Δ9-THC\tReport\t0.50 ± 0.04\t5.0\t0.02\t0.05',
        'CBDA\tReport\t1.20 ± 0.08\t12.0\t0.04\t0.05',
        'CBD\tReport\t< LOQ\t< LOQ\t0.03\t0.05',
      ],
    ],
  ])('reads the "Result ± U" column as %% and the next as mg/g with %s', (_, lines) => {
    const { verdict, unsure } = checked(flowerCertificate(lines));
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc?.toFixed(2)).toBe('18.04');
    expect(verdict.totalCbd?.toFixed(2)).toBe('1.05');
    expect(kinds(verdict.reasons)).toEqual([]);
  });
});

describe('bare units after two limits, one of them the head of a result column', () => {
  // "LOD %" is the LOD's unit; "g/100 g" after the LOQ's name heads the % results beside the mg/g ones.
  it.each([['LOQ'], ['Medza stanovenia']])('reads "LOD % %s g/100 g Result (mg/g) ± MU" by the figures', (loq) => {
    const text = flowerCertificate([
      `Analyte LOD % ${loq} g/100 g Result (mg/g) ± MU (k=2) Specification`,
      'THCA 0.02 0.05 20.00 200.0 ± 0.90 Report',
      'Δ9-THC 0.02 0.05 0.12 1.2 ± 0.14 Report',
      'CBDA 0.02 0.05 1.20 12.0 ± 0.25 Report',
      'CBD 0.02 0.05 ND ND — Report',
    ]);
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc?.toFixed(2)).toBe('17.66');
    expect(verdict.totalCbd?.toFixed(2)).toBe('1.05');
    expect(kinds(verdict.reasons)).toEqual([]);
  });
});
