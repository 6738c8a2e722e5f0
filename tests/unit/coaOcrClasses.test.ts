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
