import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/site.ts';

/**
 * The quiz page must not move when the island takes over from the server HTML: where scripts run, the
 * island's first screen (the age question) is what the first paint shows, not the long no-JavaScript form.
 * Measured with the browser's own layout-shift entries on a phone-sized window (Lighthouse's).
 */
test('the quiz page does not shift while the island hydrates on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        // What moved, so a failure names it: the element, its class, and its box before and after.
        const moved = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
          return `${element?.tagName ?? '?'}.${element?.className ?? ''} at ${Math.round(entry.startTime)} ms: ${box(from)} -> ${box(to)}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/quiz/', { waitUntil: 'load' });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Are you 21 or older?' })).toBeVisible();
  // Two frames after hydration, so any shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
});

test('the first screen does not fade in again when the island takes over', async ({ page }) => {
  // The age question is on screen from the first paint; a fade when the island takes over would blank it for a
  // moment (and an accessibility check run in that moment finds its text faint).
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { animationsStarted: string[] }).animationsStarted = started;
    document.addEventListener(
      'animationstart',
      (event) => started.push(`${(event.target as Element).className} ${event.animationName}`),
      true,
    );
  });
  await page.goto('/quiz/', { waitUntil: 'load' });
  await waitForHydration(page);
  // The island's own first screen has replaced the server's preview.
  await expect(page.locator('[data-quiz-preview]')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { animationsStarted: string[] }).animationsStarted)).toEqual(
    [],
  );
});
