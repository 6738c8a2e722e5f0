import { describe, expect, it } from 'vitest';
import { checked, FLOWER_PANELS, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class the layout generator found misread once it drew the layouts blind sets
 * brought: a lab's total named in two languages ("مجموع THC / Total THC") over its figure.
 */
describe('a lab total named in two languages', () => {
  const certificate = (total: string) =>
    flowerCertificate([
      'Cannabinoids (%)',
      '    THCA    d9-THC   CBDA     CBD',
      '%   31.91   < 0.05   17.97    < 0.05',
      `مجموع THC / Total THC      مجموع CBD / Total CBD`,
      `${total} %                    15.76 %`,
    ]);

  it('reads the lab’s total under “مجموع THC / Total THC” as one name, and says so when the rows disagree', () => {
    const { verdict } = checked(certificate('34.05'));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('totals-differ');
  });

  it('admits it when the lab’s total agrees with the rows, the lab’s total among the rows read', () => {
    const { verdict, rows } = checked(certificate('27.99'));
    expect(verdict.reasons).toEqual([]);
    expect(rows.find((row) => row.analyte === 'total:thc')?.figure).toBe('27.99');
  });
});

describe('a label claim under a table a microbial table stands beside', () => {
  const certificate = [
    'Matrix: Edible',
    'Serving size: 1 piece (4.0 g)    Servings per package: 20',
    'Analyte                              mg/serving      Test                  Result        Limit           Status',
    'Tetrahydrocannabinolic acid (THCA)   0.16            Total Yeast & Mold    <100 CFU/g    10,000 CFU/g    Pass',
    'Cannabidiolic acid (CBDA)            2.06            Salmonella spp.       ND in 1 g     ND              Pass',
    'CBD                                  ND',
    'Labelled: THC 10 mg / CBD 10 mg per container - complies.',
  ].join('\n');

  it('reads no row from the sentence: its “CBD 10 mg per container” is the label’s, no result', () => {
    const { rows } = checked(certificate);
    expect(rows.filter((row) => row.line?.text.startsWith('Labelled'))).toEqual([]);
  });
});

describe('a specification column before the results, a microbial table beside the first rows', () => {
  const certificate = flowerCertificate([
    'Compound                  Specification   Result        Result        LOD    LOQ    Test                  Result        Limit           Status',
    'Δ9-THC                    Report          ND            ND            0,02   0,05   Total Yeast & Mold    <100 CFU/g    10,000 CFU/g    Pass',
    'THCA                      Report          27,54         275,4         0,02   0,05   Total Aerobic Count   1,200 CFU/g   100,000 CFU/g   Pass',
    'CBDA                      Report          9,74          97,4          0,02   0,05   Salmonella spp.       ND in 1 g     ND              Pass',
    'CBGa                      Report          0,34          3,4           0,02   0,05',
    'CBD                       Report          1,45          14,5          0,02   0,05',
    'Total CBD                 ≤ 14,99         9,99          99,9',
  ]);

  it('reads the rows past the microbial table: “Report” under the specification is no second table’s name', () => {
    const { verdict, rows } = checked(certificate);
    expect(rows.some((row) => row.analyte === 'cbd' && row.figure === '1,45')).toBe(true);
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
    expect(verdict.totalCbd).toBeCloseTo(1.45 + 0.877 * 9.74, 4);
  });
});

describe('a converted cannabinoid in ppm, the unit after its figure in a table parted by single spaces', () => {
  const certificate = flowerCertificate([
    'Analyte LOQ Unit Result Unit',
    'Δ9-THC 0,0033 % Not Detected %',
    'THC-JD 500 ppm 1900 ppm',
    'THCA 0,0039 % 20,19 %',
    'CBDA 0,0042 % 1,19 %',
    'CBD 0,0045 % Not Detected %',
  ]);

  it('reads “1900 ppm” as 1.9 mg/g of THC-JD and refuses the flower as converted, never dropping the row', () => {
    const { verdict, rows } = checked(certificate);
    expect(rows.find((row) => row.analyte === 'thcjd')?.figure).toBe('1.900');
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toContain('converted');
  });
});

describe('a compliance sentence under a table a microbial table stands beside', () => {
  const certificate = [
    'Matrix: Concentrate',
    'Analyte                  Result (mg/g)   LOQ    Test                  Result        Limit           Status',
    'CBDA                     < 0.5           0.05   Total Yeast & Mold    <100 CFU/g    10,000 CFU/g    Pass',
    'Delta-9 THC              843.8           0.05   Salmonella spp.       ND in 1 g     ND              Pass',
    'THCA                     1.5             0.05',
    'CBD                      < 0.5           0.05',
    'Low-THC cannabis (≤ 1 % by weight Δ9-THC): 0.40 % — COMPLIES',
  ].join('\n');

  it('reads no Δ9-THC row from the sentence, whose figure comes after other figures and words', () => {
    const { verdict, rows } = checked(certificate);
    expect(rows.filter((row) => row.line?.text.startsWith('Low-THC'))).toEqual([]);
    expect(kinds(verdict.reasons)).not.toContain('check-value');
    expect(verdict.unit).toBe('mg/g');
  });
});

describe('a paste cut inside a table whose rows print a unit after each figure, its LOQs in ppm on some', () => {
  const certificate = [
    'Matrix: Flower',
    ...FLOWER_PANELS,
    '',
    'Cannabinoids',
    'Analyte Result Unit LOQ Unit',
    'THCA 0.05 % 0.05 %',
    'Δ8-THC 1500 ppm 500 ppm',
    'CBDA 0.05 % 0',
  ].join('\n');

  it('says the text ends inside the table: the last figure lacks the unit every row above prints after it', () => {
    const { verdict } = checked(certificate);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.totalThc).toBeNull();
  });
});

describe('the same cut paste in aligned columns, each unit in a cell of its own', () => {
  const certificate = [
    'Matrix: Flower',
    ...FLOWER_PANELS,
    '',
    'Cannabinoids',
    'Analyte   Result    Unit   LOQ    Unit',
    'THCA      0.05      %      0.05   %',
    'Δ8-THC    1500      ppm    500    ppm',
    'CBDA      0.05      %      0',
  ].join('\n');

  it('says the text ends inside the table', () => {
    const { verdict } = checked(certificate);
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.totalThc).toBeNull();
  });
});

describe('iso-THC spelled out', () => {
  const certificate = flowerCertificate([
    'Analyte                              Result (%)   LOQ (%)',
    'Δ9-Tetrahydrocannabinol              0.19         0.02',
    'THCA                                 ND           0.02',
    'CBD                                  0.40         0.02',
    'CBDA                                 ND           0.02',
    'Δ4(8)-iso-Tetrahydrocannabinol       0.23         0.02',
  ]);

  it('reads “Δ4(8)-iso-Tetrahydrocannabinol” as iso-THC, a converted cannabinoid, never as Δ9-THC', () => {
    const { verdict, rows } = checked(certificate);
    expect(rows.find((row) => row.figure === '0.23')?.analyte).toBe('isothc');
    expect(verdict.totalThc).toBeCloseTo(0.19, 4);
    expect(kinds(verdict.reasons)).toContain('converted');
  });
});

describe('a header whose LOQ head prints its unit, over a line of units', () => {
  const certificate = [
    'Matrix: Concentrate',
    '"Analyte","Result","BG (%)"',
    '"","(mg/g)","(%)"',
    '"THCA","< 0.5","0.05"',
    '"Δ9-THC","0.5","0.05"',
    '"CBDA","< 0.5","0.05"',
    '"CBD","< 0.5","0.05"',
  ].join('\n');

  it('reads the line of units as the header’s units, not the header as a title: the LOQ column stays a limit', () => {
    const { verdict, rows } = checked(certificate);
    expect(rows.filter((row) => row.figure === '0.05')).toEqual([]);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(0.5, 4);
  });
});
