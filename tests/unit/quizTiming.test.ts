import { describe, expect, it } from 'vitest';
import { CLICK_THROTTLE_MS, FADE_MS, answerTiming, isClickAccepted } from '../../src/lib/quiz/timing.ts';

describe('quiz timing rules', () => {
  it('uses the spec’s numbers', () => {
    expect(FADE_MS).toBe(300);
    expect(CLICK_THROTTLE_MS).toBe(1000);
  });

  it('accepts the first click whenever it comes', () => {
    expect(isClickAccepted(null, 0)).toBe(true);
    expect(isClickAccepted(null, 1_700_000_000_000)).toBe(true);
  });

  it('ignores a click less than 1000 ms after the last accepted one', () => {
    expect(isClickAccepted(10_000, 10_000)).toBe(false);
    expect(isClickAccepted(10_000, 10_300)).toBe(false);
    expect(isClickAccepted(10_000, 10_999)).toBe(false);
  });

  it('accepts a click 1000 ms or more after the last accepted one', () => {
    expect(isClickAccepted(10_000, 11_000)).toBe(true);
    expect(isClickAccepted(10_000, 25_000)).toBe(true);
  });

  it('drops a tap while the answered question leaves, keeps one until the wait ends, takes a later one at once', () => {
    expect(answerTiming(null, 5_000)).toEqual({ kind: 'now' });
    expect(answerTiming(10_000, 10_200)).toEqual({ kind: 'repeat' });
    expect(answerTiming(10_000, 10_299)).toEqual({ kind: 'repeat' });
    expect(answerTiming(10_000, 10_300)).toEqual({ kind: 'later', at: 11_000 });
    expect(answerTiming(10_000, 10_900)).toEqual({ kind: 'later', at: 11_000 });
    expect(answerTiming(10_000, 11_000)).toEqual({ kind: 'now' });
  });
});
