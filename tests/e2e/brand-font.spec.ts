import { expect, test, type Page } from '@playwright/test';
import { routes, viewports } from './support/site.ts';

/**
 * The brand font (Figtree, headings) is a progressive enhancement: it never delays or moves the first view.
 * On a reader's first page it is fetched only after that page's largest paint, and not swapped in (a swap
 * would move lines); from the next page on it is applied before first paint, from the browser's cache.
 */

const FONT_FILE = /\/_astro\/figtree-[\w-]+\.[\w-]+\.woff2$/;

/** The first Largest Contentful Paint candidate's time, from the page's own performance entries. */
async function firstLargestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
}

async function fontRequestStarts(page: Page, pattern: RegExp): Promise<number[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => entry.startTime),
    pattern.source,
  );
}

/** The family the page's h1 is drawn in, as the browser resolved it. */
async function headingUsesBrandFont(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily.startsWith('Figtree,'));
}

/** The layout shift after `since` (ms): a swap of the font, once fetched, would show here. */
async function layoutShiftAfter(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (after) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .filter((entry) => entry.startTime > after)
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // No shift at all means no callback: settle on the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
    since,
  );
}

for (const { path } of routes) {
  test(`${path}: a first visit fetches the brand font only after the largest paint and does not swap it in`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(path, { waitUntil: 'load' });
    const lcp = await firstLargestPaint(page);
    await expect.poll(() => fontRequestStarts(page, FONT_FILE)).toHaveLength(1);
    const [fontStart] = await fontRequestStarts(page, FONT_FILE);
    expect(fontStart).toBeGreaterThan(lcp);
    expect(await headingUsesBrandFont(page)).toBe(false);
    expect(await layoutShiftAfter(page, fontStart!)).toBe(0);
  });
}

test('the next page draws its headings in the brand font from its first paint, without moving anything', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => fontRequestStarts(page, FONT_FILE)).toHaveLength(1);
  // The font is remembered once it has loaded.
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Figtree'))).toBe(true);
  await page.goto('/science/', { waitUntil: 'load' });
  expect(await headingUsesBrandFont(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Figtree'))).toBe(true);
  expect(await layoutShiftAfter(page, 0)).toBe(0);
});

test('blocked storage leaves the headings in the system stack and the page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.goto('/about/', { waitUntil: 'load' });
  expect(await headingUsesBrandFont(page)).toBe(false);
  expect(errors).toEqual([]);
});
