import { describe, expect, it } from 'vitest';
import { stripMore } from '../../src/lib/widgets/stripMore.ts';

describe('stripMore', () => {
  it('a strip that fits hides nothing', () => {
    expect(stripMore(0, 300, 300)).toEqual({ start: false, end: false });
    expect(stripMore(0, 300, 300.6)).toEqual({ start: false, end: false });
  });
  it('a wider strip hides its end at the start, both sides in the middle, its start at the end', () => {
    expect(stripMore(0, 300, 500)).toEqual({ start: false, end: true });
    expect(stripMore(100, 300, 500)).toEqual({ start: true, end: true });
    expect(stripMore(200, 300, 500)).toEqual({ start: true, end: false });
  });
  it('reads a right-to-left strip’s negative scroll position alike', () => {
    expect(stripMore(-200, 300, 500)).toEqual({ start: true, end: false });
  });
});
