// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LARGEST_PAINT_WAIT_MS } from '../../src/lib/dom/afterLargestPaint.ts';
import hydrateOnIntent, {
  HYDRATION_FAILED_ATTRIBUTE,
  HYDRATION_WAIT_MS,
} from '../../src/lib/hydration/hydrateOnIntent.ts';

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
let observers: { callback: ObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
/** Reports a largest contentful paint to each observer waiting for one. */
let paintObservers: (() => void)[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: ObserverCallback) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  paintObservers = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(public callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        paintObservers.push(() => this.callback({}, { disconnect() {} }));
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** An island with one button, and a `load` that resolves to a hydrate function both recorded as spies. */
function setUp() {
  document.body.innerHTML = '<astro-island><div><button type="button">Step 2</button></div></astro-island>';
  const island = document.querySelector('astro-island') as HTMLElement;
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  hydrateOnIntent(load, { name: 'Accordion', value: '' }, island);
  return { island, button: island.querySelector('button')!, load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('client:intent', () => {
  it('requests nothing while the reader neither comes near nor reaches for the island', async () => {
    const { load } = setUp();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]!.observed).toHaveLength(1);
  });

  it('hydrates on focus inside the island, once', async () => {
    const { button, load, hydrate } = setUp();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates when near the viewport, once the page has loaded, painted its largest content and is idle', async () => {
    const { load } = setUp();
    observers[0]!.callback([{ isIntersecting: false }]);
    await settle();
    expect(load).not.toHaveBeenCalled();
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(observers[0]!.disconnected).toBe(true);
    await settle();
    // Near and loaded, but the first view's largest paint has not been reported yet.
    expect(load).not.toHaveBeenCalled();
    for (const report of paintObservers) report();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes straight to idle time where the browser does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', class {});
    const { load } = setUp();
    observers[0]!.callback([{ isIntersecting: true }]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('presses a button again after hydration when it was pressed while the script was loading', async () => {
    const { button, hydrate } = setUp();
    const clicks: boolean[] = [];
    // Stands in for the handler React attaches: it sees only clicks that were not held back.
    button.addEventListener('click', () => clicks.push(hydrate.mock.calls.length > 0));
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    // The press is replayed a frame after hydration, a chain of timers: waited for, not timed, on a busy machine.
    await vi.waitFor(() => expect(clicks).toEqual([true]), { timeout: 5_000 });
  });

  it('leaves a form’s submit button to the browser, so the server HTML’s form is sent as it is', async () => {
    document.body.innerHTML =
      '<astro-island><form action="/quiz/result/"><button type="button">Yes</button><button>Send</button></form></astro-island>';
    const island = document.querySelector('astro-island') as HTMLElement;
    hydrateOnIntent(async () => async () => {}, { name: 'Quiz', value: '' }, island);
    const [yes, send] = island.querySelectorAll('button');
    const submitted: boolean[] = [];
    island.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(true);
    });
    const pressYes = new MouseEvent('click', { bubbles: true, cancelable: true });
    yes!.dispatchEvent(pressYes);
    expect(pressYes.defaultPrevented).toBe(true);
    send!.click();
    expect(submitted).toEqual([true]);
  });
});

describe('client:intent when things go wrong', () => {
  it('hydrates near the viewport after a while even when no largest paint is ever reported', async () => {
    vi.useFakeTimers();
    try {
      const { load } = setUp();
      observers[0]!.callback([{ isIntersecting: true }]);
      await vi.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 1);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(1);
      // The paint reported late starts nothing twice.
      for (const report of paintObservers) report();
      await vi.advanceTimersByTimeAsync(10);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the island when its script fails to load, and lets presses through to the server HTML', async () => {
    document.body.innerHTML = '<astro-island><div><button type="button">Yes</button></div></astro-island>';
    const island = document.querySelector('astro-island') as HTMLElement;
    hydrateOnIntent(() => Promise.reject(new Error('script refused')), { name: 'Quiz', value: '' }, island);
    const button = island.querySelector('button')!;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(island.hasAttribute(HYDRATION_FAILED_ATTRIBUTE)).toBe(true);
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('marks the island when its script has not arrived in time, and unmarks it if it comes late', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<astro-island><div><button type="button">Yes</button></div></astro-island>';
      const island = document.querySelector('astro-island') as HTMLElement;
      let arrive: (hydrate: () => Promise<void>) => void = () => {};
      hydrateOnIntent(() => new Promise((resolve) => (arrive = resolve)), { name: 'Quiz', value: '' }, island);
      island.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(HYDRATION_WAIT_MS - 1);
      expect(island.hasAttribute(HYDRATION_FAILED_ATTRIBUTE)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(island.hasAttribute(HYDRATION_FAILED_ATTRIBUTE)).toBe(true);
      arrive(async () => {});
      await vi.advanceTimersByTimeAsync(1);
      expect(island.hasAttribute(HYDRATION_FAILED_ATTRIBUTE)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

it('marks the island when Astro hands back a hydrate that did nothing (its script failed to load)', async () => {
  document.body.innerHTML = '<astro-island ssr><div><button type="button">Yes</button></div></astro-island>';
  const island = document.querySelector('astro-island') as HTMLElement;
  hydrateOnIntent(async () => async () => {}, { name: 'Quiz', value: '' }, island);
  island.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await settle();
  expect(island.hasAttribute(HYDRATION_FAILED_ATTRIBUTE)).toBe(true);
});
