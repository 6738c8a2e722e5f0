import { describe, expect, it } from 'vitest';
import { linesOf, MAX_TABLE_LINE_CHARS, type TextLine } from '../../src/lib/coa/lines.ts';
import { oncePerLine, oncePerParse, withinOneParse } from '../../src/lib/coa/perParse.ts';

describe('a reading made once per parse', () => {
  const counted = () => {
    const asked: string[] = [];
    const read = oncePerParse((text: string) => {
      asked.push(text);
      return { length: text.length };
    });
    return { asked, read };
  };

  it('reads a text printed again in one parse once, and gives the same answer', () => {
    const { asked, read } = counted();
    const answers = withinOneParse(() => [read('Pesticides: FAIL'), read('Pesticides: FAIL'), read('Metals: PASS')]);
    expect(asked).toEqual(['Pesticides: FAIL', 'Metals: PASS']);
    expect(answers[0]).toBe(answers[1]);
  });

  it('keeps nothing from one parse to the next, nor outside a parse', () => {
    const { asked, read } = counted();
    withinOneParse(() => read('THCA 1'));
    withinOneParse(() => read('THCA 1'));
    read('THCA 1');
    read('THCA 1');
    expect(asked).toEqual(['THCA 1', 'THCA 1', 'THCA 1', 'THCA 1']);
  });

  it('drops its caches when a parse throws', () => {
    const { asked, read } = counted();
    expect(() =>
      withinOneParse(() => {
        read('Moisture');
        throw new Error('cut short');
      }),
    ).toThrow('cut short');
    read('Moisture');
    expect(asked).toEqual(['Moisture', 'Moisture']);
  });
});

describe('a reading of a line made once per parse', () => {
  const counted = () => {
    const asked: number[] = [];
    const read = oncePerLine((line: TextLine) => {
      asked.push(line.number);
      return line.text;
    });
    return { asked, read };
  };

  it('reads a line printed again once: its copies share its cells', () => {
    const { asked, read } = counted();
    const lines = linesOf('Pesticides: FAIL\nMetals: PASS\nPesticides: FAIL\nPesticides: FAIL');
    const answers = withinOneParse(() => lines.map(read));
    expect(asked).toEqual([1, 2]);
    expect(answers).toEqual(['Pesticides: FAIL', 'Metals: PASS', 'Pesticides: FAIL', 'Pesticides: FAIL']);
    expect(lines.map((line) => line.number)).toEqual([1, 2, 3, 4]);
  });

  it('reads afresh each line without cells, whatever its text', () => {
    const { asked, read } = counted();
    const long = (word: string) => `${word} `.repeat(MAX_TABLE_LINE_CHARS / 4);
    const lines = linesOf([long('THCA'), long('CBDA'), long('THCA')].join('\n'));
    withinOneParse(() => lines.map(read));
    expect(asked).toEqual([1, 2, 3]);
  });
});
