/**
 * Runs `then` in idle time once the page has loaded and its first view's largest paint has been presented, as
 * `client:intent` hydrates an island in view (src/lib/hydration/hydrateOnIntent.ts): a script asked for then never
 * counts against Largest Contentful Paint, nor does its work.
 */

/**
 * A page restored far down (a reload keeps the scroll position) may paint nothing large in view and so report no
 * largest paint at all: past this wait after load, the work goes ahead without one.
 */
export const LARGEST_PAINT_WAIT_MS = 3000;

export function afterLargestPaint(then: () => void): void {
  let waiting = true;
  const idle = () => {
    if (!waiting) return;
    waiting = false;
    (self.requestIdleCallback ?? setTimeout)(then, { timeout: 3000 });
  };
  const loaded = () => {
    // A browser that reports no largest paint, or a page that paints nothing large (restored far down), waits this.
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return idle();
    setTimeout(idle, LARGEST_PAINT_WAIT_MS);
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      idle();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}
