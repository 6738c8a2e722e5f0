import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCoa } from '../../src/lib/coa/check.ts';
import { COA_FORM_BODY_LIMIT } from '../../src/lib/coa/form.ts';
import { parseCoaText } from '../../src/lib/coa/parse.ts';

/** The pieces a backtracking pattern feeds on: runs of blanks and digits next to the words the parser looks for. */
const PIECES = [
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '\n',
  '0',
  '7',
  '.',
  ',',
  '%',
  '(',
  ')',
  ':',
  ';',
  '|',
  '/',
  '<',
  '-',
  'unit',
  'serving',
  'size',
  'weight',
  'mg',
  'g',
  'per',
  'ND',
  'LOQ',
  'THCA',
  'Δ9-THC',
  'Total THC',
  'CBD',
  'Result',
  'Matrix',
  'Pesticides',
  'Moisture',
  'Water Activity',
  'PASS',
  'FAIL',
  'Not Tested',
  'RESULT',
  // The reader's grid: separators, header words, units, names and statuses it reads in other ways now.
  '|',
  '(%)',
  'mg/g',
  'mg per serving',
  'g/100 g',
  'LOD',
  'As Received',
  'Result Unit',
  '= ',
  'Total THC = ',
  'Δ9,11-THC',
  '9R-HHC',
  'Units per package: 10',
  'Heavy-Metals',
  'Salmonella',
  'Detected',
  'exceedance',
  'did not pass',
  'Water Activity 0.71 (limit 0.65)',
  'product:',
  '  product:',
  '—',
];

const adversarialText = fc.array(fc.constantFrom(...PIECES), { maxLength: 3000 }).map((pieces) => pieces.join(''));

/** One long run of a piece between two words, as in a paste made to stall the server. */
function longRun(prefix: string, piece: string, suffix: string): string {
  const room = COA_FORM_BODY_LIMIT - prefix.length - suffix.length;
  return prefix + piece.repeat(Math.floor(room / piece.length)) + suffix;
}

describe('the COA parser on adversarial text', () => {
  it('returns a verdict for any mix of blanks, digits and the words it looks for', () => {
    fc.assert(
      fc.property(adversarialText, (text) => {
        const { verdict } = checkCoa({ text, rows: [], panels: [], product: '' });
        expect(typeof verdict.admissible).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  const runs: [string, string, string][] = [
    ['unit', ' ', 'x'],
    ['serving size', ' ', '('],
    ['unit', '\t', ':'],
    ['Serving', '\u00a0', '(4'],
    ['unit weight', ' ', '9'],
    ['Matrix', ' ', ':'],
    ['Matrix:', ' ', ''],
    ['THCA', ' ', 'x'],
    ['THCA ', '0', 'x'],
    ['Analyte', ' ', '|'],
    ['Analyte LOQ', ' ;', ' x'],
    ['Pesticides', ' ', 'x'],
    ['Pesticides: ', 'pass/', 'x'],
    ['RESULT', ' ', ':'],
    ['', '(', 'unit'],
    ['', 'unit ', ''],
    ['', '0.', 'x'],
    ['', '1,', '%'],
    ['', 'mg ', '/'],
    // The product label read once per label word on the line: quadratic (issue "Reliability, part 3").
    ['', '  product:', ''],
    ['', 'product: ', ''],
    ['Sample: x', '  Sample Name:', ''],
    // Header words, units and names by the thousand on table-long lines and whole texts.
    ['', 'Analyte LOQ % Result % ', ''],
    ['', 'Result (%) ', '\nTHCA 1 2'],
    ['', 'THCA 0.05 ', ''],
    ['', 'Total THC ( ', ''],
    ['', '| THCA | 1 ', ''],
    ['', '\t\t', 'THCA'],
    ['', '< ', 'LOQ'],
    ['', 'Not ', 'Detected'],
    ['', 'mg per ', 'serving'],
    ['', 'Pesticides   Heavy Metals   ', '\nPASS'],
    ['', 'PASS ', ''],
    ['', 'Moisture: 1 % ', ''],
    ['', '9R-HHC 1\n9S-HHC 2\n', ''],
    ['', 'THCA 1 %\nTHCA 2 %\n', ''],
    ['', 'Analyte Result (%)\nTHCA 1\n', ''],
    ['', 'Δ9-THC THCA CBD\n', '1 2 3'],
    // Blank lines by the hundred thousand: one run of them, never spread onto the call stack.
    ['THCA 1 %', '\n', 'CBD 2 %'],
  ];
  for (const [prefix, piece, suffix] of runs) {
    it(`returns on 256 KiB of ${JSON.stringify(prefix)} + ${JSON.stringify(piece)}… + ${JSON.stringify(suffix)}`, () => {
      const text = longRun(prefix, piece, suffix);
      expect(parseCoaText(text).results.length).toBeGreaterThanOrEqual(0);
      expect(checkCoa({ text, rows: [], panels: [], product: '' }).verdict.reasons.length).toBeGreaterThan(0);
    });
  }
});
