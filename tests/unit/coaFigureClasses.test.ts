import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * Rows that print more figures than the result (an uncertainty, a peak's number and retention time, its area, a
 * dry-weight reading beside the as-received one) are read by what the header says the extra figures are; result
 * columns that print no unit take the unit the certificate states once elsewhere (on the title, a line above, a
 * footnote), and are unsure when two statements disagree.
 */
const TOTAL_THC = 0.5 + 0.877 * 21.4;

describe('rows with more figures than the result', () => {
  it('reads an expanded uncertainty column headed "U (%)" as no result', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte    Result (%)   U (%)   LOQ',
        'THCA       21.40        1.20    0.05',
        'Δ9-THC     0.50         0.04    0.05',
        'CBD        ND           -       0.05',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.unit).toBe('%');
  });

  it('reads "Result ± U (%)" as one column whose cells print the uncertainty after the result', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte     Result ± U (%)     Result (mg/g)     LOQ (%)',
        'THCA        21.40 ± 1.20 %     214.0             0.02',
        'Δ9-THC      0.50 ± 0.04 %      5.0               0.02',
        'CBD         ND                 ND                0.02',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it('reads flags in a qualifier column, and a THC:CBD ratio line after the table as no THC row', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte     Result (%)     Qual.   LOD      LOQ',
        'THCA        21.40          (E)     0.01     0.05',
        'Δ9-THC      0.50                   0.01     0.05',
        'CBG         0.03           J       0.01     0.05',
        'CBD         ND                     0.01     0.05',
        'THC:CBD ratio ................ 1 : 1.29',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it('places a lab’s total by the LOQ column’s own figures, not a ratio row’s', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte LOQ Result (%)',
        'THCA 0.05 ND',
        'Δ9-THC 0.05 ND',
        'CBD 0.05 ND',
        'Total THC 1.50',
        'THC:CBD ratio ......... 1 : 1.29',
      ]),
    );
    expect(kinds(verdict.reasons)).toEqual(['totals-differ']);
  });

  it('reads a peak table: the peak’s number, retention time and area % are no results', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Peak  RT (min)  Code       Amount (mg/g)   Area %',
        '1     3.02      CBDA       2.6             0.36',
        '2     5.12      CBD        4.1             0.57',
        '3     6.04      Δ9-THC     5.0             2.51',
        '4     7.91      THCA       214.0           43.89',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(5 + 0.877 * 214, 6);
    expect(verdict.totalCbd).toBeCloseTo(4.1 + 0.877 * 2.6, 6);
  });

  it('reads a CSV export with a section column, the unit in a column after the result and empty cells', () => {
    const { verdict } = checked(
      flowerCertificate([
        '"Section","Analyte","Result","Unit","LOQ","Limit","Status"',
        '"Potency","THCA","214.0","mg/g","0.5","",""',
        '"Potency","Delta-9 THC","5.0","mg/g","0.5","",""',
        '"Potency","CBD","ND","mg/g","0.5","",""',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(5 + 0.877 * 214, 6);
  });

  it('reads as received and dry weight named on the line above their columns, as received shown and said', () => {
    const result = checked(
      flowerCertificate([
        '                 ---- as received ----   ---- dry weight ----',
        'Cannabinoid      % w/w      mg/g         % w/w      mg/g',
        'THCA             21.40      214.0        23.78      237.8',
        'Δ9-THC           0.50       5.0          0.56       5.6',
        'CBD              < 0.05     < 0.5        < 0.05     < 0.5',
      ]),
    );
    expect(result.verdict.reasons).toEqual([]);
    expect(result.verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(result.verdict.unit).toBe('%');
    const thca = result.rows.find((row) => row.analyte === 'thca' && row.unit === '%');
    expect(thca?.column).toMatch(/as received/);
  });

  it('is unsure of as received and dry weight columns when no line says which is which', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoid      % w/w      % w/w',
        'THCA             21.40      23.78',
        'Δ9-THC           0.50       0.56',
        'CBD              ND         ND',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('result columns whose unit the certificate states once elsewhere', () => {
  const rows = ['THCA       21.40     0.05', 'Δ9-THC     0.50      0.05', 'CBD        ND        0.05'];

  it('reads the unit a title prints on the header’s line with its method', () => {
    const { verdict } = checked(
      flowerCertificate([
        'CANNABINOIDS (% w/w, HPLC)   Result   LOQ',
        '  THCA                       21.40    0.05',
        '  Δ9-THC                     0.50     0.05',
        '  CBD                        ND       0.05',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.unit).toBe('%');
  });

  it('reads the unit a title above the header prints after a comma, without brackets', () => {
    const { verdict } = checked(
      flowerCertificate(['CANNABINOIDS (HPLC-DAD), % (m/m)', 'Analyte    Result    LOQ', ...rows]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.unit).toBe('%');
  });

  it('reads the unit a footnote gives the starred result column', () => {
    const { verdict } = checked(flowerCertificate(['Analyte    Result*   LOQ', ...rows, '* % w/w']));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.unit).toBe('%');
  });

  it('is unsure when a line above and a footnote state different units', () => {
    const { verdict, unsure } = checked(
      flowerCertificate(['Results in %', 'Analyte    Result*   LOQ', ...rows, '* All results in mg/g']),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.map((part) => part.text).join(' ')).toMatch(/two different units/);
  });
});
