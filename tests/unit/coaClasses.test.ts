import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/lib/coa/rules.ts';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class of layout the reader misread (issue "COA pre-check, part 3"), and each
 * misreading an outside tester found. Every figure the answer shows is either read unambiguously or cross-checked;
 * anything else is said to be unsure, never shown as if it were read.
 */
const shownThc = (text: string) => {
  const { verdict } = checked(text);
  return verdict.unit && verdict.totalThc !== null ? formatAmount(verdict.totalThc, verdict.unit) : 'not shown';
};

/** Every panel a flower needs, passed, so that a case's verdict turns on its own lines only. */
const PANELS_PASS = [
  'Pesticides: PASS',
  'Heavy Metals: PASS',
  'Microbials: PASS',
  'Mycotoxins: PASS',
  'Moisture: 10.9 % PASS',
  'Water Activity: 0.55 aw PASS',
  'Foreign Material: PASS',
].join('\n');
const flower = (...lines: string[]) => ['Matrix: Flower', ...lines, PANELS_PASS].join('\n');
/** THCA 24.00 %, Δ9-THC 0.50 %, CBD not detected: total THC 0.50 + 0.877 × 24.00 = 21.548 %. */
const THC_21_5 = '21.5 %';

describe('headers whose units are bare words or whose columns are several words long', () => {
  it('reads the unit a title over the table states in words (“results as % (w/w)”) as its result column’s', () => {
    const text = flower(
      'Cannabinoid potency by HPLC, results as % (w/w)',
      'Analyte    Result    LOQ',
      'THCA       24.00     0.04',
      'Δ9-THC     0.50      0.04',
      'CBD        ND        0.04',
    );
    expect(shownThc(text)).toBe(THC_21_5);
    expect(checked(text).verdict.admissible).toBe(true);
  });

  it('reads "Analyte LOQ % Result %" with the LOQ as a limit, not as the result', () => {
    const text = flower('Analyte LOQ % Result %', 'THCA 0.05 24.00', 'Δ9-THC 0.05 0.50', 'CBD 0.05 ND');
    expect(shownThc(text)).toBe(THC_21_5);
    expect(checked(text).verdict.admissible).toBe(true);
  });

  it('reads a European "Result Unit LOQ" table, the unit in a column of its own', () => {
    const tabbed = flower(
      'Parameter\tResult\tUnit\tLOQ',
      'THCA\t24,00\tmg/g\t0,5',
      'Δ9-THC\t5,00\tmg/g\t0,5',
      'CBD\t<LOQ\tmg/g\t0,5',
    );
    // 5.00 + 0.877 × 24.00 = 26.048 mg/g
    expect(shownThc(tabbed)).toBe('26.0 mg/g');
    const spaced = flower(
      'Analyte Result Unit LOQ',
      'THCA 24,00 % w/w 0,05',
      'Δ9-THC 0,50 % w/w 0,05',
      'CBD n.d. % w/w 0,05',
    );
    expect(shownThc(spaced)).toBe(THC_21_5);
  });

  it('reads "As Received (%)" and "Dry Weight (%)" as two columns, and shows the figures as received', () => {
    const text = flower('Analyte As Received (%) Dry Weight (%)', 'THCA 24.00 26.40', 'Δ9-THC 0.50 0.55', 'CBD ND ND');
    expect(shownThc(text)).toBe(THC_21_5);
    const thca = checked(text).rows.find((row) => row.analyte === 'thca');
    expect(thca).toMatchObject({ figure: '24.00', unit: '%', column: 'As Received (%)' });
  });

  it('reads a header that carries the table title: "Cannabinoids (HPLC-DAD) % (w/w) mg/g LOQ (%)"', () => {
    const text = flower(
      'Cannabinoids (HPLC-DAD) % (w/w) mg/g LOQ (%)',
      'THCA 24.00 240.0 0.05',
      'Δ9-THC 0.50 5.0 0.05',
      'CBD ND ND 0.05',
    );
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('reads "Analyte Result %" as one result column in percent', () => {
    expect(shownThc(flower('Analyte Result %', 'THCA 24.00', 'Δ9-THC 0.50', 'CBD ND'))).toBe(THC_21_5);
  });

  it('reads "Result % Result mg/g"', () => {
    const text = flower('Analyte Result % Result mg/g', 'THCA 24.00 240.0', 'Δ9-THC 0.50 5.0', 'CBD ND ND');
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('reads g/100 g as percent', () => {
    const text = flower('Analyte LOQ (g/100 g) Result (g/100 g)', 'THCA 0.05 24.00', 'Δ9-THC 0.05 0.50', 'CBD 0.05 ND');
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('reads the potency table of two tables printed side by side, a terpene table on its right', () => {
    const text = flower(
      'Cannabinoid   Result (%)     Terpene            Result (%)',
      'THCA          24.00          beta-Myrcene       0.61',
      'Δ9-THC        0.50           Limonene           0.33',
      'CBD           ND             Linalool           0.12',
    );
    expect(shownThc(text)).toBe(THC_21_5);
  });
});

describe('per-item units', () => {
  const panels = 'Pesticides: PASS\nHeavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS';

  it('reads a drink’s per-can column beside one in mg/100 mL, never the mg/100 mL figure as the can’s', () => {
    const lines = [
      'Product type: Beverage',
      'Analyte      mg/100 mL     mg per can (355 mL)     LOQ (mg/100 mL)',
      'Δ9-THC       1.50          5.33                    0.05',
      'THCA         ND            ND                      0.05',
      'CBD          ND            ND                      0.05',
    ];
    const { verdict } = checked(`${lines.join('\n')}\n${panels}\nResidual Solvents: PASS`);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/package');
    expect(verdict.totalThc).toBeCloseTo(5.33, 6);
  });

  it('is unsure of a table whose only result column is in mg/100 mL, a unit the pre-check does not convert', () => {
    const lines = [
      'Product type: Beverage',
      'Analyte      Result (mg/100 mL)    LOQ (mg/100 mL)',
      'Δ9-THC       1.50                  0.05',
      'CBD          ND                    0.05',
    ];
    const { verdict } = checked(`${lines.join('\n')}\n${panels}\nResidual Solvents: PASS`);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.totalThc).toBeNull();
  });

  it('keeps mg/gummy per gummy, never mg/g', () => {
    const { verdict } = checked(
      `Matrix: Edible (gummy)\nAnalyte Result (mg/gummy)\nΔ9-THC 5.00\nTHCA ND\nCBD 0.10\n${panels}`,
    );
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.unitLabel).toBe('mg per gummy');
    expect(verdict.totalThc).toBeCloseTo(5, 6);
  });

  it('reads mg/can and "mg per can" as the can’s figure, never as a percent', () => {
    for (const head of ['mg/can', 'mg per can']) {
      const { verdict } = checked(
        `Product Type: Beverage\nAnalyte ${head}\nΔ9-THC 10.0\nTHCA ND\nCBD 2.0\nCBDA ND\n${panels}`,
      );
      expect(verdict.unit, head).not.toBe('%');
      expect(verdict.unitLabel, head).toBe('mg per can');
      expect(verdict.totalThc, head).toBeCloseTo(10, 6);
    }
  });

  it('reads mg/capsule and mg/serving per serving', () => {
    for (const head of ['mg/capsule', 'mg/serving']) {
      const { verdict } = checked(`Matrix: Capsules\nAnalyte ${head}\nΔ9-THC 2.50\nCBD 25.0\n${panels}`);
      expect(verdict.unit, head).toBe('mg/unit');
      expect(verdict.type, head).toBe('III');
    }
  });

  it('reads mg/unit as one piece when the COA gives the units per package, beside mg/pkg', () => {
    const { verdict } = checked(
      `Matrix: Edible\nUnits per package: 10\nAnalyte mg/unit mg/pkg\nΔ9-THC 5.0 50.0\nTHCA ND ND\nCBD 0.2 2.0\n${panels}`,
    );
    expect(verdict.unit).toBe('mg/unit');
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('5.0 mg per serving');
    expect(verdict.alsoIn.map((other) => [other.unit, other.totalThc])).toEqual([['mg/package', 50]]);
  });

  it('keeps a tincture per millilitre beside its figure per container', () => {
    const { verdict } = checked(
      `Product Type: Tincture\nAnalyte mg/mL mg per container\nΔ9-THC 10.0 300.0\nCBD 5.0 150.0\nResidual Solvents: PASS\n${panels}`,
    );
    expect(verdict.unit).toBe('mg/mL');
    expect(verdict.alsoIn.map((other) => [other.unit, other.totalThc])).toEqual([['mg/package', 300]]);
  });
});

describe('pass words, summary rows and panel names as column heads', () => {
  const rows = 'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND';

  it('reads "In spec", "Within specification", "Acceptable", "Satisfactory" and "None detected" as passes', () => {
    const text = [
      'Matrix: Flower',
      rows,
      'Pesticides: In spec',
      'Heavy Metals: Within specification',
      'Microbials: Acceptable',
      'Mycotoxins: Satisfactory',
      'Moisture: 11.0 % In spec',
      'Water Activity: 0.55 aw Acceptable',
      'Foreign Material: None detected',
    ].join('\n');
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(checked(text).verdict.admissible).toBe(true);
  });

  it('reads a status row under a row of panel names, as Kaycha prints its summary', () => {
    const head = 'Pesticides     Heavy Metals     Microbials     Mycotoxins     Moisture     Water Activity     Filth';
    const pass = 'PASSED         PASSED           PASSED         PASSED         PASSED       PASSED             PASSED';
    const fail = 'PASSED         PASSED           FAILED         PASSED         PASSED       PASSED             PASSED';
    expect(checked(`Matrix: Flower\n${head}\n${pass}\n${rows}`).verdict.admissible).toBe(true);
    const failed = checked(`Matrix: Flower\n${head}\n${fail}\n${rows}`).verdict;
    expect(failed.admissible).toBe(false);
    expect(failed.reasons.map((reason) => reason.text)).toEqual([
      'Microbial impurities: the panel reads “FAILED”. Any failure keeps a certificate out of the network.',
    ]);
  });

  it('reads panel names printed as column heads, the statuses in the row below', () => {
    const text = [
      'Matrix: Flower',
      rows,
      'Sample | Pesticides | Heavy Metals | Microbials | Mycotoxins | Moisture | Water Activity | Foreign Material',
      'FL-0142 | Pass | Pass | Pass | Fail | Pass | Pass | Pass',
    ].join('\n');
    expect(checked(text).verdict.reasons.map((reason) => reason.text)).toEqual([
      'Mycotoxins: the panel reads “Fail”. Any failure keeps a certificate out of the network.',
    ]);
  });
});

describe('printed limits', () => {
  const rows = 'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND';
  const others = 'Pesticides: PASS\nHeavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS';

  it('fails water activity over its printed limit although no fail word is printed', () => {
    const { verdict } = checked(
      `Matrix: Flower\n${rows}\n${others}\nMoisture: 11.0 %\nWater Activity: 0.71 aw (limit 0.65)`,
    );
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toContain('Water activity at 0.71 aw');
  });

  it('fails pesticides when a result is over its action level, with no status printed', () => {
    const text = [
      'Matrix: Flower',
      rows,
      'PESTICIDES',
      'Analyte LOQ (µg/g) Action Level (µg/g) Result (µg/g)',
      'Bifenazate 0.01 0.1 ND',
      'Myclobutanil 0.01 0.2 0.42',
      'Heavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS',
      'Moisture: 11.0 % PASS\nWater Activity: 0.55 aw PASS',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons[0]!.text).toContain('Pesticides: ');
    expect(verdict.reasons[0]!.text).toContain('Myclobutanil');
  });

  it('passes moisture and water activity printed only as figures within the default limits', () => {
    const { verdict } = checked(`Matrix: Flower\n${rows}\n${others}\nMoisture: 11.0 %\nWater Activity: 0.55`);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it('does not pass water activity printed only as a figure over the default limit', () => {
    const { verdict } = checked(`Matrix: Flower\n${rows}\n${others}\nMoisture: 11.0 %\nWater Activity: 0.70`);
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons[0]!.text).toContain('Water activity');
  });
});

describe('what the product is', () => {
  const needsMoisture = (line: string) =>
    checked(`${line}\nAnalyte Result (%)\nTHCA 24.00\nCBD ND\nPesticides: PASS`).verdict.panelsMissing;

  it.each([
    'Product Type: Dried Cannabis',
    'Category: Usable Marijuana',
    'Sample: Bulk Flower',
    'Garden Dusk — Flower (Bulk)',
    'Client: Valley Farms | Matrix: Flower | Received: 2026-03-02',
  ])('knows a flower from %s', (line) => {
    expect(needsMoisture(line)).toContain('moisture');
  });
});

describe('converted cannabinoids', () => {
  it.each([
    'exo-THC',
    'Δ9,11-THC',
    'Δ10-THC',
    'THC-JD',
    'THCB',
    'THCH',
    'HHC-P',
    'THC-O',
    'HHC-O',
    'Δ6a10a-THC',
    // The second locant of a double bond in brackets.
    'Δ6a(10a)-THC',
    'Δ8(9)-THC',
  ])('refuses %s above a trace and never reads it as Δ9-THC', (name) => {
    const text = flower('Analyte Result (%)', 'THCA 24.00', 'Δ9-THC 0.50', 'CBD ND', `${name} 0.80`);
    const { verdict } = checked(text);
    expect(shownThc(text)).toBe(THC_21_5);
    expect(kinds(verdict.reasons)).toEqual(['converted']);
  });
});

describe('a THC named with a locant the reader does not know', () => {
  // "THC" after a locant in brackets is some other THC: never Δ9-THC's row, whose figure it would replace.
  it.each(['Δ10(6a)-THC', 'Δ9(10)-THC'])('never reads %s as Δ9-THC', (name) => {
    const text = flower('Analyte Result (%)', 'THCA 24.00', 'Δ9-THC 0.50', 'CBD ND', `${name} 0.80`);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  // A bracket closed before a cell's gap is a method's or a group's, no locant.
  it('reads THC and THCA after a group named with its method in brackets, a tab between', () => {
    const text = flower(
      'Group\tAnalyte\tResult (%)',
      'Cannabinoids (HPLC)\tTHCA\t24.00',
      'Cannabinoids (HPLC)\tTHC\t0.50',
      'Cannabinoids (HPLC)\tCBD\tND',
    );
    expect(shownThc(text)).toBe(THC_21_5);
  });
});

describe('a certificate that prints only the lab’s totals', () => {
  it('gives the lab’s total THC, marked as the lab’s, and no type without a CBD figure', () => {
    for (const line of ['Total THC 22.38 %', 'Total THC = 22.38 %']) {
      const { verdict } = checked(flower(line));
      expect(verdict.totalThc, line).toBe(22.38);
      expect(verdict.totalsFrom.thc, line).toBe('lab');
      expect(verdict.type, line).toBeNull();
      expect(kinds(verdict.reasons), line).not.toContain('no-cannabinoids');
    }
  });

  it('is unsure, never admitting on them, when it also prints rows of cannabinoids it could not read', () => {
    const text = flowerCertificate([
      '24,92 %  Total THC*          0,00 %  Total CBD*',
      'CANNABINOIDS (HPLC-DAD) Rapporteringsgräns Result mg/10 mL Specification / Limit',
      'CBD 0,0030 < LOQ 0,03 Report',
      'Δ8-THC 0,0033 2,47 0,14 Report',
      'THCA 0,0048 28,42 0,69 Report',
      'Δ9-THC 0,0051 < LOQ 0,80 Report',
    ]);
    const { verdict, unsure } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.some((part) => part.lines.some((line) => line.text.startsWith('Δ8-THC')))).toBe(true);
  });

  it('is unsure, never giving a type from them, beside a table printed across that it could not read', () => {
    const { verdict, unsure } = checked(
      flowerCertificate([
        '1,50 %  Totaal THC          0,00 %  Totaal CBD',
        '\tCBGA\tCBD\tΔ9-Tetrahydrokanabinol\tΔ9-THCV\tCannabidiol, acid\tCBC\tAċidu tetraidrokannabinoliku (THCA)',
        'LOQ (%)\t0,0030\t0,0033\t0,0036\t0,0039\t0,0042\t0,0045\t0,0048',
        '%\t0,44\t< 0,05\t< 0,05\t0,17\t< 0,05\t< 0,05\t< 0,05',
      ]),
    );
    expect(verdict.type).toBeNull();
    expect(verdict.admissible).toBe(false);
    expect(unsure.some((part) => part.analytes.includes('thca'))).toBe(true);
  });

  it('gives no type from them where a part of the cannabinoid table stays unread, which they cannot be checked with', () => {
    const { verdict } = checked(
      flowerCertificate([
        '2.13 %  Gesamt-THC          9.50 %  Gesamt-CBD',
        'Potency                               LOQ      Result         Result',
        'CBDV                                  0.0030   0.12           0.0012',
        'CBG                                   0.0033   0.40           0.0040',
      ]),
    );
    expect(verdict.totalThc).toBe(2.13);
    expect(verdict.totalsFrom.thc).toBe('lab');
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.type).toBeNull();
  });

  it('never gives a type from a missing CBD figure, nor shows 0.0 % beside "no THC or CBD results"', () => {
    expect(checked(flower('THCA 24.00 %', 'Δ9-THC 0.50 %')).verdict.type).toBeNull();
    const onlyMinor = checked(flower('CBG 1.20 %', 'CBN 0.30 %')).verdict;
    expect(kinds(onlyMinor.reasons)).toContain('no-cannabinoids');
    expect(onlyMinor.totalThc).toBeNull();
    expect(onlyMinor.totalCbd).toBeNull();
  });
});

describe('PDF text whose empty cells were dropped', () => {
  it('places a totals row by its numbers, not under the LOD and LOQ heads its figures now sit under', () => {
    const text = flower(
      'Analyte\tLOD (%)\tLOQ (%)\tResult (%)\tResult (mg/g)',
      'THCA\t0.01\t0.03\t24.00\t240.0',
      'Δ9-THC\t0.01\t0.03\t0.50\t5.0',
      'CBD\t0.01\t0.03\tND\tND',
      'Total THC\t21.55\t215.5',
    );
    const { verdict, rows } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.notes).toEqual([]);
    expect(rows.find((row) => row.analyte === 'total:thc')).toMatchObject({ figure: '21.55', column: 'Result (%)' });
  });
});

describe('what an outside tester found', () => {
  const rows = 'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND';
  const reasonTexts = (text: string) => checked(text).verdict.reasons.map((reason) => reason.text);

  it('"Salmonella: Detected" after "Microbials: PASS" fails microbial impurities', () => {
    const text = flower(rows).replace('Microbials: PASS', 'Microbials: PASS\nSalmonella: Detected');
    expect(reasonTexts(text)).toEqual([
      'Microbial impurities: an analyte line in this panel reads “Detected”. Any failure keeps a certificate out of the network.',
    ]);
  });

  it('"Passed with exceedance" is not a pass', () => {
    const text = flower(rows).replace('Pesticides: PASS', 'Pesticides: Passed with exceedance');
    expect(checked(text).verdict.admissible).toBe(false);
    expect(reasonTexts(text)[0]).toContain('Pesticides: ');
  });

  it('a failure word before the panel name fails that panel', () => {
    const text = `${flower(rows)}\nNotes: this batch did not pass pesticides screening`;
    expect(reasonTexts(text)).toEqual([
      'Pesticides: the panel reads “did not pass”. Any failure keeps a certificate out of the network.',
    ]);
  });

  it.each([
    ['Heavy-Metals', 'Heavy metals'],
    ['Aflatoxins', 'Mycotoxins'],
    ['Total Yeast and Mold', 'Microbial impurities'],
    ['E. coli', 'Microbial impurities'],
  ])('a FAIL under "%s" fails %s, not the panel printed before it', (label, panel) => {
    const text = flower(rows).replace('Pesticides: PASS', `Pesticides: PASS\n${label}: FAIL`);
    const texts = reasonTexts(text);
    expect(texts.join('\n')).not.toContain('Pesticides:');
    expect(texts[0]).toContain(`${panel}: `);
  });

  it('a duplicate analyte row with another figure is not dropped in silence', () => {
    const text = flower('Analyte Result (%)', 'THCA 24.00', 'Δ9-THC 0.50', 'CBD ND', 'THCA 18.00');
    const { verdict, unsure } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toEqual(['unsure-columns']);
    expect(unsure.flatMap((part) => part.lines.map((line) => line.text))).toEqual(['THCA 24.00', 'THCA 18.00']);
  });
});

describe('the lab’s own formula', () => {
  it('quotes a lab total that follows the formula the lab prints, and does not doubt the rows', () => {
    const text = flower(
      'Analyte Result (%)',
      'THCA 24.00',
      'Δ9-THC 0.50',
      'CBD ND',
      'Total THC 24.50',
      'Total THC = THCA + Δ9-THC',
    );
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
    expect(verdict.notes.join('\n')).toContain('24.50 %');
  });
});

describe('what a blind set of certificates found', () => {
  it('reads a totals line inside a table, two names each with its figure, as two totals', () => {
    const text = flower(
      'Analyte\tLOQ (mg/g)\tResult (mg/g)\tResult (%)',
      'THCA\t0.5\t240.0\t24.00',
      'Δ9-THC\t0.5\t5.0\t0.50',
      'CBD\t0.5\tND\tND',
      'Total THC\t215.5 mg/g\tTotal CBD\tND',
    );
    const { verdict, rows } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
    expect(rows.find((row) => row.analyte === 'total:thc')).toMatchObject({ figure: '215.5', unit: 'mg/g' });
  });

  it('reads a strip of totals printed figure first ("21.55 %  Total THC   0.00 %  Total CBD")', () => {
    const text = flower(
      '21.55 %  Total THC          0.00 %  Total CBD          24.80 %  Total Cannabinoids',
      'Analyte Result (%)',
      'THCA 24.00',
      'Δ9-THC 0.50',
      'CBD ND',
    );
    const { verdict, rows } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(rows.find((row) => row.analyte === 'total:thc')).toMatchObject({ figure: '21.55', unit: '%' });
    expect(rows.find((row) => row.analyte === 'total:cbd')).toMatchObject({ figure: '0.00', unit: '%' });
  });

  it('fails microbial impurities when a named analyte is over its printed limit, with no status printed', () => {
    const text = [
      'Matrix: Flower',
      'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND',
      'Pesticides: PASS\nHeavy Metals: PASS\nMycotoxins: PASS\nForeign Material: PASS',
      'Moisture: 11.0 % PASS\nWater Activity: 0.55 aw PASS',
      'MICROBIOLOGY',
      'Microbial Test                Result (CFU/g)   Limit (CFU/g)',
      'Total Yeast and Mold Count    150000           10000',
      'Salmonella spp.               Not Detected     Not Detected',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.text)).toEqual([
      expect.stringContaining('Microbial impurities: Total Yeast and Mold Count at 150000'),
    ]);
  });

  it('never shows a figure per piece as per serving when a serving is two pieces', () => {
    const text = [
      'Matrix: Edible (gummies)',
      'Units per package: 20        Serving size: 2 gummies        Servings per package: 10',
      'Analyte       mg/g        mg/unit       mg/package',
      'Δ9-THC        2.00        5.00          100.0',
      'THCA          ND          ND            ND',
      'CBD           ND          ND            ND',
      'Pesticides: PASS\nHeavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect({ unit: verdict.unitLabel, thc: verdict.totalThc }).toEqual({ unit: 'mg per package', thc: 100 });
  });
});

describe('what a blind set of certificates found, read by the numbers', () => {
  it('reads "THC (max) = THCA × 0.877 + Δ9-THC = 21.55 %" as the lab’s formula, not as a Δ9-THC row', () => {
    const text = flower(
      'Cannabinoid Amount (%) Amount (mg/g) LOQ (%)',
      'THCA 24.00 240.0 0.10',
      'Δ9-THC 0.50 5.0 0.10',
      'CBD ND ND 0.10',
      'THC (max) = THCA × 0.877 + Δ9-THC = 21.55 %      CBD (max) = CBDA × 0.877 + CBD = 0.00 %',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('reads "Total = Δ9-THC + 0.877 × THCA" as a formula, not as a Δ9-THC of 0.877', () => {
    const text = flower(
      'Analyte Weight % mg/g',
      'THCA 24.00 240.0',
      'Δ9-THC 0.50 5.0',
      'CBD ND ND',
      'Total = Δ9-THC + 0.877 × THCA (the same for CBD).',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('reads one table of every test, limits printed as ranges and bounds ("230 – 280", "≤ 0.65")', () => {
    const text = [
      'Product class: Dried Cannabis',
      'Test                          Result    Units   Specification        Pass/Fail',
      'Δ9-THC                        5.0       mg/g    Report',
      'Δ9-THC acid (THCA)            240.0     mg/g    Report',
      'Cannabidiol (CBD)             <0.5      mg/g    Report',
      'Total THC                     215.5     mg/g    200 – 250            Conforms',
      'Total CBD                     0.0       mg/g    ≤ 5                  Conforms',
      'Loss on drying (moisture)     9.6       % w/w   ≤ 15                 Conforms',
      'Water activity                0.55      aw      ≤ 0.65               Conforms',
      'Extraneous matter             0.3       % w/w   ≤ 2.0                Conforms',
      'Total yeast & mould           2.0 x 10^2 CFU/g  ≤ 10^4               Conforms',
      'Arsenic                       0.05      µg/g    ≤ 0.2                Conforms',
      'Aflatoxins (total)            < 4       µg/kg   ≤ 20                 Conforms',
      'Pesticides                    None detected     Not detected         Conforms',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('215.5 mg/g');
  });

  it('reads a line of units under the header by the column each sits under, a specification column last', () => {
    const text = flower(
      'Analyte\tLOQ\tResult\tResult\tSpecification',
      '\t(%)\t(%)\t(mg/g)',
      'THCA\t0.05\t24.00\t240.0\tReport',
      'Δ9-THC\t0.05\t0.50\t5.0\tReport',
      'CBD\t0.05\tND\tND\tReport',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('places a figure beside a word in a limit column ("10.2  mg/mL  Report") by where it sits', () => {
    const text = [
      'Product class: Cannabis Extract — ingested oil',
      'Test                      Result    Units   Specification   Conclusion',
      'Δ9-THC                    10.2      mg/mL   Report',
      'THCA                      <0.1      mg/mL   Report',
      'CBD                       11.8      mg/mL   Report',
      'CBDA                      0.3       mg/mL   Report',
      'Total THC                 10.2      mg/mL   9.0 – 11.0      Conforms',
      'Total CBD                 12.06     mg/mL   10.8 – 13.2     Conforms',
      'Residual solvents         120       µg/g    ≤ 5000          Conforms',
      'Pesticides: PASS\nHeavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect([verdict.totalThc, verdict.type]).toEqual([10.2, 'II']);
  });

  it('reads a heading of one result word ("RESULTS SUMMARY") as no table, its summary lines as statuses', () => {
    const text = flower(
      'RESULTS SUMMARY',
      'Cannabinoids ........ Complete (within ±10 % of label: 5 mg THC / 5 mg CBD per serving)',
      'Analyte Result (%)',
      'THCA 24.00',
      'Δ9-THC 0.50',
      'CBD ND',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('reads a potency table beside a microbial one, whose result column no cannabinoid fills', () => {
    const text = flower(
      'Analyte       %        mg/g             Test                    Result        Limit           Status',
      'THCA          24.00    240.0            Total Yeast & Mold      <100 CFU/g    10,000 CFU/g    Pass',
      'Δ9-THC        0.50     5.0              Total Aerobic Count     1,200 CFU/g   100,000 CFU/g   Pass',
      'CBD           ND       ND               Salmonella spp.         ND in 1 g     ND              Pass',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('holds a note naming an analyte ("Δ9-THC as is: 0.50 %") to the table it follows, not unsure of it', () => {
    const text = flower(
      'Analyte LOD % LOQ % Result % mg/g',
      'THCA 0.01 0.03 24.00 240.0',
      'Δ9-THC 0.01 0.03 0.50 5.0',
      'CBD 0.01 0.03 ND ND',
      '',
      'Δ9-THC as is: 0.50 % (reported for information only)',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });
});

describe('a note under a table with several word columns', () => {
  it('holds “Δ9-THC as is: 0.50 % (reported for information; see the total)” to the table, not unsure of it', () => {
    const text = flower(
      '| Analyte Name | Spec. | % | ‰ | U (%) | Method |',
      '| THCA | Report | 24.00 | 240.0 | 0.47 | SOP-112 rev 4 |',
      '| Δ9-THC | Report | 0.50 | 5.0 | 0.36 | SOP-112 rev 4 |',
      '| CBD | Report | < LOQ | < LOQ | 0.14 | SOP-112 rev 4 |',
      '',
      'Δ9-THC as is: 0.50 % (reported for information; see the total)',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });
});

describe('what a blind set of certificates found in European certificates', () => {
  it('reads a German table ("Komponente Gehalt Einheit NG", "< NG", "n.n.") and its total ("THC gesamt")', () => {
    const text = flower(
      'Komponente                            Gehalt      Einheit   NG',
      'Δ9-Tetrahydrocannabinolsäure (THCA)   24,00       %         0,01',
      'Δ9-Tetrahydrocannabinol (THC)         0,50        %         0,01',
      'Cannabidiol (CBD)                     < NG        %         0,01',
      'Cannabinol (CBN)                      n.n.        %         0,01',
      'THC gesamt (THC + 0,877 × THCA):   21,55 %',
    );
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(shownThc(text)).toBe(THC_21_5);
  });

  it('passes a panel on "entspricht", its heading naming a method with numbers in brackets', () => {
    const text = [
      'Matrix: Flower',
      'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND',
      'Pesticides: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS',
      'Moisture: 10.9 % PASS\nWater Activity: 0.55 aw PASS',
      '4. Schwermetalle / Heavy metals (ICP-MS, Ph. Eur. 2.4.27)',
      'Blei / Lead (Pb)                            0,08          mg/kg       ≤ 5,0         entspricht',
      'Cadmium (Cd)                                0,03          mg/kg       ≤ 1,0         entspricht',
    ].join('\n');
    expect(checked(text).verdict.reasons).toEqual([]);
    expect(
      checked(
        text.replace('0,03          mg/kg       ≤ 1,0         entspricht', '1,30  mg/kg  ≤ 1,0  entspricht nicht'),
      ).verdict.reasons,
    ).toEqual([expect.objectContaining({ kind: 'failed' })]);
  });
});

describe('a limit printed in a column of the safety table', () => {
  it('judges water activity against the limit its table prints in a column, not the default', () => {
    const text = [
      'Matrix: Flower',
      'Analyte Result (%)\nTHCA 24.00\nΔ9-THC 0.50\nCBD ND',
      'Test                    Result        Action Limit    Status',
      'Pesticides              None > LOQ    NAC 453A        PASS',
      'Heavy Metals            Below limits  NAC 453A        PASS',
      'Microbial               < 100 CFU/g   NAC 453A        PASS',
      'Mycotoxins              < 5 ppb       20 ppb          PASS',
      'Foreign Matter          None          -               PASS',
      'Moisture                12.0 %        15 %            PASS',
      'Water Activity          0.68 aw       0.70 aw',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.notes.join(' ')).not.toContain('Water activity');
  });
});
