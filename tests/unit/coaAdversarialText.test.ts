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
  ];
  for (const [prefix, piece, suffix] of runs) {
    it(`returns on 256 KiB of ${JSON.stringify(prefix)} + ${JSON.stringify(piece)}… + ${JSON.stringify(suffix)}`, () => {
      const text = longRun(prefix, piece, suffix);
      expect(parseCoaText(text).results.length).toBeGreaterThanOrEqual(0);
      expect(checkCoa({ text, rows: [], panels: [], product: '' }).verdict.reasons.length).toBeGreaterThan(0);
    });
  }
});
