import { describe, expect, it } from 'vitest';
import { oncePerParse, withinOneParse } from '../../src/lib/coa/perParse.ts';

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
