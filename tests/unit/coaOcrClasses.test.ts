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
