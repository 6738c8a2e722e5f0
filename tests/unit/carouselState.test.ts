import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { arrowState, createSettleTimer, scrollTarget, slideName } from '../../src/lib/carousel/carouselState.ts';
import { CAROUSEL_SCROLL_STEP_PX, CAROUSEL_SETTLE_MS } from '../../src/consts.ts';

const track = { clientWidth: 343, scrollWidth: 1750 };

describe('arrowState', () => {
  it('dims Previous at the start and Next at the end', () => {
    expect(arrowState({ ...track, scrollLeft: 0 })).toEqual({ atStart: true, atEnd: false });
    expect(arrowState({ ...track, scrollLeft: 700 })).toEqual({ atStart: false, atEnd: false });
    expect(arrowState({ ...track, scrollLeft: 1750 - 343 })).toEqual({ atStart: false, atEnd: true });
  });

  it('treats sub-pixel positions next to an edge as the edge', () => {
    expect(arrowState({ ...track, scrollLeft: 0.6 }).atStart).toBe(true);
    expect(arrowState({ ...track, scrollLeft: 1750 - 343 - 0.5 }).atEnd).toBe(true);
  });

  it('dims both arrows when everything fits', () => {
    expect(arrowState({ scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });
});

describe('scrollTarget', () => {
  it('moves one step of the spec’s 350 px either way', () => {
    expect(CAROUSEL_SCROLL_STEP_PX).toBe(350);
    expect(scrollTarget({ ...track, scrollLeft: 0 }, 1, CAROUSEL_SCROLL_STEP_PX)).toBe(350);
    expect(scrollTarget({ ...track, scrollLeft: 700 }, -1, CAROUSEL_SCROLL_STEP_PX)).toBe(350);
  });

  it('always stays inside the track', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(-1 as const, 1 as const),
        (scrollLeft, clientWidth, extra, direction) => {
          const metrics = { scrollLeft, clientWidth, scrollWidth: clientWidth + extra };
          const target = scrollTarget(metrics, direction, CAROUSEL_SCROLL_STEP_PX);
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(extra);
        },
      ),
    );
  });
});

describe('createSettleTimer', () => {
  it('runs once, 100 ms after the last scroll event', () => {
    vi.useFakeTimers();
    try {
      const refresh = vi.fn();
      const timer = createSettleTimer(refresh, CAROUSEL_SETTLE_MS);
      timer.poke();
      vi.advanceTimersByTime(60);
      timer.poke();
      vi.advanceTimersByTime(60);
      timer.poke();
      vi.advanceTimersByTime(CAROUSEL_SETTLE_MS - 1);
      expect(refresh).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing after it is cancelled', () => {
    vi.useFakeTimers();
    try {
      const refresh = vi.fn();
      const timer = createSettleTimer(refresh, CAROUSEL_SETTLE_MS);
      timer.poke();
      timer.cancel();
      vi.advanceTimersByTime(CAROUSEL_SETTLE_MS * 3);
      expect(refresh).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('slideName', () => {
  it("fills the language's pattern with the slide's place", () => {
    expect(slideName('{index} of {total}', 2, 5)).toBe('2 of 5');
    expect(slideName('{index} de {total}', 5, 5)).toBe('5 de 5');
  });
});
