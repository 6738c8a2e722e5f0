// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint, LARGEST_PAINT_WAIT_MS } from '../../src/lib/dom/afterLargestPaint.ts';

/** A browser's observer of largest paints, reported when the test says so. */
function observerReporting(entryTypes: string[]) {
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    constructor(private readonly report: (list: unknown, observer: FakeObserver) => void) {}
    observe() {
      observers.push(() => this.report([], this));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { reportLargestPaint: () => observers.forEach((report) => report()) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterLargestPaint', () => {
  it('runs once the largest paint is reported, in idle time after it, and once only', () => {
    const { reportLargestPaint } = observerReporting(['largest-contentful-paint']);
    const then = vi.fn();
    afterLargestPaint(then);
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    reportLargestPaint();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after its wait where no largest paint is reported', () => {
    observerReporting(['largest-contentful-paint']);
    const then = vi.fn();
    afterLargestPaint(then);
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs in idle time at once where the browser reports no largest paints', () => {
    observerReporting([]);
    const then = vi.fn();
    afterLargestPaint(then);
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to load', () => {
    observerReporting([]);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const then = vi.fn();
    afterLargestPaint(then);
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
