import { describe, expect, it } from 'vitest';
import { withoutLabelClaims } from '../../src/lib/coa/labelClaims.ts';
import { linesOf } from '../../src/lib/coa/lines.ts';
import { readPanels } from '../../src/lib/coa/panels.ts';
import { checked, FLOWER_PANELS, flowerCertificate } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class of words printed around a potency table that were read as the lab's: a
 * product label's claim beside or above the table (never the lab's total), a combined moisture and water activity
 * line (both panels), a title's unit after a dash and a method over a status column of qualifier words, and a
 * product's name that names a cannabinoid and a figure (never a result).
 */
/** A figure read and near the one expected: a total left unread is null, which toBeCloseTo alone takes for 0. */
const near = (value: number | null, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 2);
};
const PANELS = [
  'Microbial contaminants: Pass',
  'Pesticides: Pass',
  'Heavy metals: Pass',
  'Mycotoxins: Pass',
  'Residual solvents: Pass',
  'Moisture: 11.2 %   Pass',
  'Water activity: 0.58 aw   Pass',
  'Foreign matter: Pass',
];
const ROWS: readonly (readonly [string, string])[] = [
  ['Δ9-THC', '5.2'],
  ['THCA', '223.3'],
  ['CBD', '< LOQ'],
  ['CBDA', '< LOQ'],
  ['CBG', '2.1'],
];
const HEAD = 'Analyte          Result (mg/g)    LOQ (mg/g)';
const row = ([name, result]: readonly [string, string]) => `${name.padEnd(17)}${result.padEnd(17)}0.5`;
const certificate = (lines: readonly string[]) =>
  ['Certificate of Analysis — Dried Cannabis', 'Product: Dried Cannabis — Blue Dream', ...lines, '', ...PANELS].join(
    '\n',
  );
/** The table's rows with the given words printed to their right, one a row. */
const beside = (words: readonly string[]) =>
  ROWS.map((cells, index) => (words[index] ? `${row(cells).padEnd(HEAD.length + 8)}${words[index]}` : row(cells)));
const admittedAsRead = (text: string) => {
  const { verdict } = checked(text);
  expect(verdict.reasons).toEqual([]);
  expect(verdict.unit).toBe('mg/g');
  near(verdict.totalThc, 5.2 + 0.877 * 223.3);
  near(verdict.totalCbd, 0);
};

describe('a product label’s claim printed near the lab’s table', () => {
  it('reads a “Cannabinoid content (label)” block above the table apart, never as the lab’s totals', () => {
    admittedAsRead(
      certificate([
        'Cannabinoid content (label)',
        'THC 6.4 mg/g  CBD 0.3 mg/g',
        'Total THC 185 mg/g  Total CBD 0.3 mg/g',
        '',
        HEAD,
        ...ROWS.map(row),
      ]),
    );
  });

  it('reads the Health Canada pair “THC / Total THC” under its label heading apart', () => {
    admittedAsRead(
      certificate([
        'Cannabinoid content (label)',
        'THC / Total THC:  6.4 mg/g / 185 mg/g',
        'CBD / Total CBD:  0.3 mg/g / 0.3 mg/g',
        HEAD,
        ...ROWS.map(row),
      ]),
    );
  });

  it('reads a claim after “Label claim”, “As labelled” or “Étiquette” on a line of its own apart', () => {
    for (const marker of ['Label claim:', 'As labelled:', 'Étiquette :', 'LABELLED'])
      admittedAsRead(
        certificate([`${marker}  THC 6.4 mg/g  CBD 0.3 mg/g  Total THC 185 mg/g`, HEAD, ...ROWS.map(row)]),
      );
  });

  it('reads a label block printed beside the table’s rows apart, its heading beside the table’s', () => {
    for (const heading of ['Label claim', 'Cannabinoid content (label)', 'As labelled'])
      admittedAsRead(
        certificate([
          `${HEAD}        ${heading}`,
          ...beside([
            'THC          6.4 mg/g',
            'Total THC    185 mg/g',
            'CBD          0.3 mg/g',
            'Total CBD    0.3 mg/g',
          ]),
        ]),
      );
  });

  // A name wrapped over two lines prints nothing where the claims stand on its first line: the block goes on beside
  // the row's second line, whose claim is the label's, never the lab's total (nor a pair that takes the row apart).
  it.each([
    [
      'spaces',
      [
        `${HEAD}        Cannabinoid content (label)`,
        ...beside(['THC          6.4 mg/g']).slice(0, 1),
        'Tetrahydrocannabinolic',
        `${' acid (THCA)'.padEnd(17)}${'223.3'.padEnd(17)}0.5`.padEnd(HEAD.length + 8) + 'Total THC    185 mg/g',
        ...beside(['', '', 'CBD          0.3 mg/g', 'Total CBD    0.3 mg/g']).slice(2),
      ],
    ],
    [
      'tabs',
      [
        'Analyte\tResult (mg/g)\tLOQ (mg/g)\tLabel claim',
        'Δ9-THC\t5.2\t0.5\tTHC 6.4 mg/g',
        'Tetrahydrocannabinolic',
        'acid (THCA)\t223.3\t0.5\tTotal THC 185 mg/g',
        'CBD\t< LOQ\t0.5\tCBD 0.3 mg/g',
        'CBDA\t< LOQ\t0.5',
      ],
    ],
  ])('reads a label block beside the rows apart past a name wrapped over two lines (%s)', (_, lines) => {
    admittedAsRead(certificate(lines));
  });

  it('reads a claim that starts beside a row after its marker, and goes on under it, apart', () => {
    admittedAsRead(
      certificate([HEAD, ...beside(['As labelled:  THC 6.4 mg/g  CBD 0.3 mg/g', '              Total THC 185 mg/g'])]),
    );
  });

  it('reads a label column beside a table split by tabs apart, its claims placed by tabs', () => {
    admittedAsRead(
      certificate([
        'Analyte\tResult (mg/g)\tLOQ (mg/g)\tLabel claim',
        'Δ9-THC\t5.2\t0.5\tTHC 6.4 mg/g',
        'THCA\t223.3\t0.5\tTotal THC 185 mg/g',
        'CBD\t< LOQ\t0.5',
        'CBDA\t< LOQ\t0.5',
      ]),
    );
  });

  it('keeps what the lab found after a claim on the same line', () => {
    const kept = withoutLabelClaims('Label claim: THC 6.4 mg/g;  measured: Total THC 185 mg/g');
    expect(kept).not.toContain('6.4');
    expect(kept).toContain('measured: Total THC 185 mg/g');
  });

  // Δ9-THC 5.2 + 0.877 × THCA 223.3 = 201.03 mg/g: the lab's line prints 231.03, a figure no formula gives.
  const LAB_LINES = [
    'THC (total) 231.03 mg/g CBD (total) 0.00 mg/g',
    'Total Δ9-THC   231.03 mg/g   Total CBD   0.00 mg/g',
    'Total THC\t231.03 mg/g\tTotal CBD\t0.00 mg/g',
    'Total THC: 231.03 mg/g',
  ];
  const doubted = (text: string) => {
    const { verdict } = checked(text);
    expect(verdict.admissible, text).toBe(false);
    expect(verdict.labTotals.thc, text).toBe('231.03 mg/g');
    expect(verdict.reasons.map((reason) => reason.kind)).toContain('totals-differ');
  };

  it('reads the lab’s total after a label block that has named the same total as the lab’s, never the label’s', () => {
    for (const block of [
      ['Cannabinoid content (label)', 'THC 6.4 mg/g  CBD 0.3 mg/g', 'Total THC 185 mg/g  Total CBD 0.3 mg/g'],
      ['Label claim', 'THC / Total THC:  1.2 % / 19.5 %', 'CBD / Total CBD:  <0.1 % / <0.1 %'],
    ])
      for (const lab of LAB_LINES) doubted(certificate([HEAD, ...ROWS.map(row), ...block, lab]));
  });

  it('reads a total back at the edge of a claim that followed its marker on the line as the lab’s', () => {
    for (const claim of [
      'Labelled: THC 10 mg / CBD 10 mg per container - complies.',
      'As labelled:  THC 6.4 mg/g  CBD 0.3 mg/g',
      'Étiquette : THC / Total THC  6,4 mg/g / 185 mg/g',
    ])
      for (const lab of LAB_LINES) doubted(certificate([HEAD, ...ROWS.map(row), claim, lab]));
  });

  it('quotes the lab’s total after a label’s claim, and admits, where it agrees with the rows', () => {
    for (const claim of [
      'Labelled: THC 10 mg / CBD 10 mg per container',
      'Label claim\nTHC / Total THC:  1.2 % / 19.5 %',
    ])
      for (const lab of [
        'THC (total) 201.03 mg/g CBD (total) 0.00 mg/g',
        'Total THC\t201.03 mg/g\tTotal CBD\t0.00 mg/g',
      ]) {
        const { verdict, rows } = checked(certificate([HEAD, ...ROWS.map(row), claim, lab]));
        expect(verdict.admissible).toBe(true);
        expect(rows.find((used) => used.analyte === 'total:thc')?.figure).toBe('201.03');
      }
  });

  it('still doubts a total printed near the table with no word that makes it a label’s', () => {
    const { verdict } = checked(certificate(['Total THC 185 mg/g', HEAD, ...ROWS.map(row)]));
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.kind)).toContain('totals-differ');
  });
});

describe('moisture and water activity named as one panel head, one figure each', () => {
  const read = (line: string) =>
    Object.fromEntries(readPanels(linesOf(line)).readings.map((reading) => [reading.id, reading.kind]));

  it('reads both panels of a combined line, each with its own figure and the status they share or each print', () => {
    for (const line of [
      'Moisture / Water activity   10.2 % / 0.55 aw   PASS',
      'Moisture (%) / aw  9.8 / 0.51',
      'Moisture / aw   10.2 / 0.55   PASS / PASS',
      'MOISTURE / WATER ACTIVITY:  10.2 % / 0.55 aw',
      'Moisture (%) / aw   11.0 / 0.60   ≤ 12 / ≤ 0.65',
    ])
      expect(read(line), line).toEqual({ moisture: 'passed', waterActivity: 'passed' });
  });

  it('judges each panel by its own figure or its own status, never by the other’s', () => {
    expect(read('Moisture (%) / aw  9.8 / 0.71')).toEqual({ moisture: 'passed', waterActivity: 'failed' });
    expect(read('Moisture (%) / aw  16.8 / 0.51')).toEqual({ moisture: 'failed', waterActivity: 'passed' });
    expect(read('Moisture / aw   10.2 / 0.55   PASS / FAIL')).toEqual({ moisture: 'passed', waterActivity: 'failed' });
    expect(read('Moisture (%) / aw   13.0 / 0.60   ≤ 12 / ≤ 0.65')).toEqual({
      moisture: 'failed',
      waterActivity: 'passed',
    });
  });

  it('admits a flower whose moisture and water activity are printed on one line, both within their limits', () => {
    const panels = FLOWER_PANELS.filter((line) => !/^(?:Moisture|Water)/.test(line));
    for (const line of ['Moisture / Water activity   10.2 % / 0.55 aw   PASS', 'Moisture (%) / aw  9.8 / 0.51']) {
      const { verdict } = checked(
        flowerCertificate(['Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND'], [...panels, line]),
      );
      expect(verdict.reasons, line).toEqual([]);
    }
  });
});

describe('a title whose unit follows a dash and a method, over a status column of qualifier words', () => {
  const certificate = (title: string, below: string) =>
    flowerCertificate([
      title,
      'Compound name                     Abbrev.     LOQ      Result     Status',
      'Tetrahydrocannabinolic acid       THCA        0.05     21.40      Quantified',
      'Δ9-Tetrahydrocannabinol           Δ9-THC      0.05     0.62       Quantified',
      `Cannabidiolic acid                CBDA        0.05     <LOQ       ${below}`,
      `Cannabidiol                       CBD         0.05     <LOQ       ${below}`,
      'Cannabinol                        CBN         0.05     ND         Not detected',
    ]);

  it('reads the title’s unit and each row’s result, its status words no second result', () => {
    for (const title of [
      'POTENCY — HPLC-PDA                                   % w/w (as received)',
      'Cannabinoids - HPLC-UV                % w/w',
      'CANNABINOID PROFILE – LC-MS/MS            % (as received)',
    ])
      for (const below of ['Below LOQ', '<LOQ', 'Not detected']) {
        const { verdict } = checked(certificate(title, below));
        expect(verdict.reasons, `${title} / ${below}`).toEqual([]);
        expect(verdict.unit).toBe('%');
        near(verdict.totalThc, 0.62 + 0.877 * 21.4);
        near(verdict.totalCbd, 0);
      }
  });

  it('still doubts a row whose status column holds a figure of its own', () => {
    const text = certificate('POTENCY — HPLC-PDA                                   % w/w (as received)', '0.04');
    const { verdict } = checked(text);
    expect(verdict.totalCbd).toBeNull();
    expect(verdict.reasons.map((reason) => reason.kind)).toContain('unsure-columns');
  });
});

describe('a product’s name that names a cannabinoid and a figure', () => {
  const certificate = (product: string) =>
    [
      product,
      'Analyte  Result (%)  LOQ (%)',
      'CBD      9.50        0.05',
      'CBDA     ND          0.05',
      'Δ9-THC   0.19        0.05',
      'THCA     ND          0.05',
      ...PANELS,
    ].join('\n');

  it('reads the table’s rows, never the product’s name as a result or a sentence', () => {
    for (const product of [
      'Product: CBD Oil 10 % w/w, THC free',
      'Product: CBD Oil 10 % w/w (THC < 0.2 %)',
      'Sample Name: Full spectrum CBD oil 1000 mg, THC < 0.3 %',
      'Product name: THC 5 mg per gummy, CBD free      Batch: 7',
      'Produit : Huile CBD 10 % m/m (THC < 0,2 %)',
      'Client: Acme    Product: CBD Oil 10 % w/w, THC free',
      'Lot: 7 | Product: CBD Oil 10 % w/w (THC < 0.2 %)',
      'Product Name – CBD Oil 10 % w/w, THC free',
      'Product\tCBD Oil 10 % w/w, THC free',
    ]) {
      const { verdict } = checked(certificate(product));
      expect(verdict.reasons, product).toEqual([]);
      expect(verdict.unit).toBe('%');
      near(verdict.totalCbd, 9.5);
      near(verdict.totalThc, 0.19);
    }
  });

  it('gives no figure from a product’s name when the certificate prints no table', () => {
    const { verdict } = checked(['Product: CBD Oil 10 % w/w, THC free', ...PANELS].join('\n'));
    expect(verdict.totalCbd).toBeNull();
  });
});
