import { describe, expect, it } from 'vitest';
import {
  activeSectionIndex,
  SCIENCE_ACTIVE_LINE_RATIO,
  SCIENCE_SCROLL_OFFSET_RATIO,
  scrollTargetTop,
} from '../../src/lib/science/sectionNav.ts';
import { SCIENCE_SECTIONS } from '../../src/lib/science/sections.ts';

describe('activeSectionIndex', () => {
  const height = 1000; // the 20% line sits at 200 px

  it('uses the spec ratios', () => {
    expect(SCIENCE_ACTIVE_LINE_RATIO).toBe(0.2);
    expect(SCIENCE_SCROLL_OFFSET_RATIO).toBe(0.08);
  });

  it('keeps the first section active until the next one reaches the line', () => {
    expect(activeSectionIndex([400, 1400, 2400], height)).toBe(0);
    expect(activeSectionIndex([-600, 201, 1200], height)).toBe(0);
  });

  it('switches exactly when a section top reaches the 20% line', () => {
    expect(activeSectionIndex([-600, 200, 1200], height)).toBe(1);
    expect(activeSectionIndex([-2000, -1000, 150], height)).toBe(2);
  });

  it('marks the last section once every top has passed the line', () => {
    expect(activeSectionIndex([-3000, -2000, -1000, -10], height)).toBe(3);
  });

  it('accepts another ratio and an empty list', () => {
    expect(activeSectionIndex([0, 450], height, 0.5)).toBe(1);
    expect(activeSectionIndex([], height)).toBe(0);
  });
});

describe('scrollTargetTop', () => {
  it('puts the section top 8% of the window height below the viewport top', () => {
    expect(scrollTargetTop(2000, 1000)).toBe(1920);
    expect(scrollTargetTop(1500, 812)).toBe(Math.round(1500 - 812 * 0.08));
  });

  it('never scrolls above the top of the page', () => {
    expect(scrollTargetTop(30, 1000)).toBe(0);
  });
});

describe('SCIENCE_SECTIONS', () => {
  it('lists the five chapters in the spec order', () => {
    expect(SCIENCE_SECTIONS.map((section) => section.id)).toEqual([
      'problem',
      'classification',
      'validation',
      'certification',
      'application',
    ]);
  });
});
