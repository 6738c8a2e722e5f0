import { describe, expect, it } from 'vitest';
import { revealScroll, stripMore } from '../../src/lib/widgets/stripMore.ts';

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

describe('revealScroll', () => {
  // A 300 px strip over 500 px of options; the arrows take 40 px at an edge that hides more.
  it('leaves an option alone that shows whole and clear of the arrows, and a strip that fits', () => {
    expect(revealScroll(0, 300, 500, { start: 0, width: 100 })).toBeNull();
    expect(revealScroll(0, 300, 300, { start: 200, width: 100 })).toBeNull();
  });
  it('moves an option cut by the end arrow, or beyond it, just clear of the arrow, or to the end', () => {
    // "DYC informed state" at 200..330 under the end arrow (260..300): 330 + 40 - 300 = 70.
    expect(revealScroll(0, 300, 500, { start: 200, width: 130 })).toBe(70);
    expect(revealScroll(0, 300, 500, { start: 380, width: 120 })).toBe(200);
  });
  it('brings back an option hidden under the start arrow', () => {
    expect(revealScroll(200, 300, 500, { start: 210, width: 100 })).toBe(170);
    expect(revealScroll(200, 300, 500, { start: 0, width: 100 })).toBe(0);
  });
  it('shows an option too wide for the air beside the arrows clear of the arrows themselves', () => {
    expect(revealScroll(0, 300, 500, { start: 235, width: 260 })).toBe(200);
  });
  it('centres an option wider than the strip between its arrows', () => {
    expect(revealScroll(0, 300, 600, { start: 200, width: 260 })).toBe(180);
  });
});
