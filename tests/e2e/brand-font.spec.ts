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
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Figtree'))).toBe(true);
  // A link followed from a DYC page: the document's referrer is this site.
  await page.getByRole('link', { name: 'How the colors work' }).click();
  await page.waitForURL('**/science/');
  expect(await headingUsesBrandFont(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Figtree'))).toBe(true);
  expect(await layoutShiftAfter(page, 0)).toBe(0);
});

test('a reload keeps the brand font; a page reached from elsewhere keeps the system stack', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 1em Figtree'))).toBe(true);
  await page.getByRole('link', { name: 'How the colors work' }).click();
  await page.waitForURL('**/science/');
  // A reload keeps the document's referrer: still a page reached from this site.
  await page.reload({ waitUntil: 'load' });
  expect(await headingUsesBrandFont(page)).toBe(true);
  await page.goto('/advocacy/', { waitUntil: 'load', referer: 'https://search.example/?q=dyc' });
  expect(await headingUsesBrandFont(page)).toBe(false);
});

/**
 * Storage is opened with a synchronous call to the browser process, which the parser (and the first paint behind
 * it) waits for: on a busy phone that wait is what the first view loses. Only the quiz pays it, once, because its
 * first paint must already show a remembered Yes or a stored result (src/lib/quiz/firstPaint.ts).
 */
for (const { path } of routes) {
  const expectedReads = /\/quiz\/$/.test(path) ? ['localStorage'] : [];
  test(`${path}: storage read while the page is parsed: ${expectedReads.join(', ') || 'none'}`, async ({ page }) => {
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { storageReadsWhileParsing: string[] }).storageReadsWhileParsing = reads;
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        const original = Object.getOwnPropertyDescriptor(window, name)!;
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            if (document.readyState === 'loading') reads.push(name);
            return original.get!.call(window);
          },
        });
      }
    });
    await page.goto(path, { waitUntil: 'load' });
    expect(
      await page.evaluate(() => (window as unknown as { storageReadsWhileParsing: string[] }).storageReadsWhileParsing),
    ).toEqual(expectedReads);
  });
}
