/**
 * Pure state for the home benefits carousel: where the track sits decides which arrow is usable,
 * and the arrows refresh only once scrolling has settled.
 */

export interface ScrollMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export interface ArrowState {
  atStart: boolean;
  atEnd: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge within this many pixels. */
export const EDGE_TOLERANCE_PX = 2;

export function arrowState({ scrollLeft, clientWidth, scrollWidth }: ScrollMetrics): ArrowState {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  return {
    atStart: scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: scrollLeft >= maxScroll - EDGE_TOLERANCE_PX,
  };
}

/** The scroll target of one arrow press, clamped to the track. */
export function scrollTarget(metrics: ScrollMetrics, direction: -1 | 1, step: number): number {
  const maxScroll = Math.max(0, metrics.scrollWidth - metrics.clientWidth);
  return Math.min(maxScroll, Math.max(0, metrics.scrollLeft + direction * step));
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export interface SettleTimer {
  /** Call on every scroll event: the callback runs once, `delayMs` after the last call. */
  poke(): void;
  cancel(): void;
}

/** A trailing debounce: runs the callback once scrolling has been quiet for `delayMs`. */
export function createSettleTimer(callback: () => void, delayMs: number, timers: Timers = realTimers): SettleTimer {
  let handle: TimerHandle | null = null;
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    poke() {
      cancel();
      handle = timers.setTimeout(() => {
        handle = null;
        callback();
      }, delayMs);
    },
    cancel,
  };
}

/** A slide's accessible name from its language's pattern: "{index} of {total}" gives "2 of 5". */
export function slideName(pattern: string, index: number, total: number): string {
  return pattern.replace('{index}', String(index)).replace('{total}', String(total));
}
