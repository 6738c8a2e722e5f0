import { describe, expect, it } from 'vitest';
import { parseCoaText } from '../../src/lib/coa/parse.ts';

/** A line printed again is read once in a parse; each copy is still a line of its own where the answer shows it. */
describe('a line printed again in a COA', () => {
  it('shows the first copies of a row it cannot read by their own numbers, and counts the rest', () => {
    const text = Array.from({ length: 30 }, (_, index) => (index % 3 === 2 ? 'Sample notes' : 'THCA 1')).join('\n');
    const [part, ...others] = parseCoaText(text).unsure;
    expect(others).toEqual([]);
    expect(part!.text).toMatch(/no unit.*\(12 more lines like these are not shown\.\)$/);
    expect(part!.lines.map((line) => line.number)).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
  });

  it('reads a row printed again under another unit in that unit, on its own line', () => {
    const parsed = parseCoaText('Units: %\nTHCA 20.1\nCBD ND\nUnits: mg/g\nTHCA 20.1\nCBD ND');
    const rows = (id: string) => parsed.results.find((result) => result.id === id)!.rows;
    expect(rows('thca').map((row) => [row.unitLabel, row.line?.number])).toEqual([
      ['%', 2],
      ['mg/g', 5],
    ]);
    expect(rows('cbd').map((row) => [row.unitLabel, row.line?.number])).toEqual([
      ['%', 3],
      ['mg/g', 6],
    ]);
    expect(parsed.unsure.map((part) => part.lines.map((line) => line.number))).toEqual([[2, 5]]);
  });

  it('shows both lines of a row printed again with another figure', () => {
    const [part] = parseCoaText('CBD 1.2 %\nx\nCBD 1.2 %\ny\nCBD 1.5 %').unsure;
    expect(part!.text).toMatch(/^CBD is printed more than once/);
    expect(part!.lines.map((line) => line.number)).toEqual([1, 5]);
  });

  it('shows a panel’s status printed again on the first line that gave it, and a graver one where it stands', () => {
    const parsed = parseCoaText(
      ['Pesticides: PASS', 'Pesticides: PASS', 'Pesticides: FAIL', 'Heavy Metals: PASS', 'Pesticides: FAIL'].join('\n'),
    );
    expect(parsed.readings.map((reading) => [reading.id, reading.kind, reading.line?.number])).toEqual([
      ['pesticides', 'failed', 3],
      ['heavyMetals', 'passed', 4],
    ]);
  });
});
