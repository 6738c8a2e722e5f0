import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCoa, type CoaCheck } from '../../src/lib/coa/check.ts';
import { linesOf } from '../../src/lib/coa/lines.ts';

const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/coa');
const fixtures = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.txt'))
  .sort();

/** Blank lines in a run far longer than any span of lines the reader looks across. */
const LONG_RUN = 3_000;

const check = (text: string) => checkCoa({ text, rows: [], panels: [], product: '' });

/** The text with its line `number` (a blank line) printed as a run of `run` blank lines. */
function withRunAt(text: string, number: number, run: number): string {
  const lines = text.split('\n');
  lines.splice(number - 1, 1, ...Array.from({ length: run }, () => ''));
  return lines.join('\n');
}

/** The answer with each line numbered as in the text before the run was lengthened. */
function numberedBefore(answer: CoaCheck, number: number, run: number): string {
  const before = (line: number) => (line >= number + run ? line - (run - 1) : line);
  const { summary, ...rest } = answer;
  return JSON.stringify({
    ...JSON.parse(JSON.stringify(rest, (key, value) => (key === 'number' ? before(value as number) : value))),
    summary: summary.replace(/\bline (\d+):/g, (_, line: string) => `line ${before(Number(line))}:`),
  });
}

describe('a run of blank lines', () => {
  it('is read as its ends, each line keeping the number it has in the text', () => {
    const lines = linesOf(`THCA 21.4 %\n${'\n'.repeat(100_000)}CBD 0.2 %`);
    expect(lines.length).toBeLessThan(200);
    expect(lines.map((line) => line.number)).toEqual([...lines.map((line) => line.number)].sort((a, b) => a - b));
    expect(lines[1]).toMatchObject({ number: 2, text: '' });
    expect(lines.at(-2)).toMatchObject({ number: 100_001, text: '' });
    expect(lines.at(-1)).toMatchObject({ number: 100_002, text: 'CBD 0.2 %' });
  });

  it('keeps blank lines of spaces, tabs and carriage returns in the count of the lines after them', () => {
    const text = `THCA 21.4 %\r\n${' \t\r\n'.repeat(50_000)}\r\r\nCBD 0.2 %`;
    expect(linesOf(text).at(-1)).toMatchObject({ number: 50_004, text: 'CBD 0.2 %' });
  });

  it('keeps a page break inside it, and its number', () => {
    const lines = linesOf(`THCA 21.4 %${'\n'.repeat(5_000)}\f${'\n'.repeat(5_000)}CBD 0.2 %`);
    expect(lines.filter((line) => line.newPage).map((line) => line.number)).toEqual([5_001]);
  });

  it.each(fixtures)('lengthened anywhere in %s gives the same answer, on the same lines', (name) => {
    const text = readFileSync(path.join(fixtureDir, name), 'utf8');
    const blanks = text.split('\n').flatMap((line, index) => (line.trim() === '' ? [index + 1] : []));
    const answer = JSON.stringify(check(text));
    for (const number of new Set([blanks[0], blanks[Math.floor(blanks.length / 2)], blanks.at(-1)]))
      if (number !== undefined)
        expect(numberedBefore(check(withRunAt(text, number, LONG_RUN)), number, LONG_RUN)).toBe(answer);
  });

  it('before a table says a row cut short only when no blank line parts it from the header', () => {
    const table = 'Analyte  LOQ (%)  Result (%)\nTHCA  0.05  21.40\nΔ9-THC  0.05  0.52\nCBD  0.05  0.11';
    for (const text of [`Potency\n\n${table}\nCBDA  0.05`, `Potency\n\n${table}\n\nCBDA  0.05`]) {
      const answer = JSON.stringify(check(text));
      expect(numberedBefore(check(withRunAt(text, 2, LONG_RUN)), 2, LONG_RUN)).toBe(answer);
    }
  });
});
