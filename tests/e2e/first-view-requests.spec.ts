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
              .filter((entry) => entry.startTime < lcp && /\.m?js(?:\?|$)/.test(new URL(entry.name).pathname))
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

/**
 * The browser fetches a page's icon and its web manifest on its own while the first view loads, each a request
 * of its own on a slow phone. The icon comes inside the document; the manifest is linked only from the pages that
 * work offline (the quiz), where a shortcut on the home screen is worth having.
 */
test.describe('no icon or manifest request during the first view', () => {
  for (const path of ROUTES) {
    test(`${path} carries its icon inline and links no manifest`, async ({ page }) => {
      await page.goto(path);
      const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
      expect(icon).toMatch(/^data:image\/svg\+xml,/);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    });
  }

  test('the inline icon is the brand mark served at /favicon.svg', async ({ page, request }) => {
    await page.goto('/about/');
    const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
    const inline = decodeURIComponent(icon!.replace(/^data:image\/svg\+xml,/, ''));
    const served = await (await request.get('/favicon.svg')).text();
    const circles = (svg: string) => svg.match(/<circle[^>]*>/g)?.map((circle) => circle.replaceAll("'", '"'));
    expect(circles(inline)).toHaveLength(4);
    expect(circles(inline)).toEqual(circles(served));
  });

  for (const [path, manifestPath, lang, description] of [
    ['/quiz/', '/manifest.webmanifest', 'en-US', /^Choose cannabis by effect/],
    ['/es/quiz/', '/es/manifest.webmanifest', 'es-US', /^Elige cannabis según el efecto/],
  ] as const) {
    test(`${path} links the manifest in its language, which opens the quiz`, async ({ page, request }) => {
      await page.goto(path);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(manifestPath);
      const manifest = await (await request.get(href!)).json();
      expect(manifest.start_url).toBe(path);
      expect(manifest.lang).toBe(lang);
      expect(manifest.description).toMatch(description);
    });
  }
});
