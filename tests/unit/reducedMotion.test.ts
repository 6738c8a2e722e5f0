import { describe, expect, it } from 'vitest';
import { prefersReducedMotion, REDUCED_MOTION_QUERY, scrollBehavior } from '../../src/lib/media/reducedMotion.ts';

const scopeMatching = (reduce: boolean) => ({
  matchMedia: (query: string) => ({ matches: query === REDUCED_MOTION_QUERY && reduce }) as MediaQueryList,
});

describe('prefersReducedMotion', () => {
  it('reads the reduced-motion media query', () => {
    expect(prefersReducedMotion(scopeMatching(true))).toBe(true);
    expect(prefersReducedMotion(scopeMatching(false))).toBe(false);
  });

  it('answers no motion preference where there is no window (server render)', () => {
    expect(prefersReducedMotion(undefined)).toBe(false);
  });

  it('turns smooth scrolling off under reduced motion', () => {
    expect(scrollBehavior(scopeMatching(true))).toBe('instant');
    expect(scrollBehavior(scopeMatching(false))).toBe('smooth');
  });
});
