import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/site.ts';

/**
 * A reader on a slow phone waits for every request the first view depends on: each one is at least a round
 * trip after the document. No script file may be requested before the first largest paint; what must run
 * that early is inline (a few hundred bytes), and everything else starts after it (client:intent, the brand
 * font loader). The quiz and the COA pre-check are held to the same rule by tests/e2e/hydration.spec.ts.
 */

const ROUTES = ['/', '/es/', '/science/', '/es/science/', '/about/', '/advocacy/', '/operators/', '/404.html'];

async function scriptsBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries()[0]!.startTime;
          resolve(
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime < lcp && /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
              .map((entry) => new URL(entry.name).pathname),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

for (const path of ROUTES) {
  test(`${path}: no script file is requested before the first largest paint`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(path, { waitUntil: 'load' });
    expect(await scriptsBeforeFirstPaint(page)).toEqual([]);
  });
}
