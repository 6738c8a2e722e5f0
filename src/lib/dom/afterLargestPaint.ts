/**
 * Runs `then` in idle time once the page has loaded and its first view's largest paint has been presented, as
 * `client:intent` hydrates an island in view (src/lib/hydration/hydrateOnIntent.ts): a script asked for then never
 * counts against Largest Contentful Paint, nor does its work.
 */
import { LARGEST_PAINT_WAIT_MS } from '../hydration/hydrateOnIntent.ts';

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
