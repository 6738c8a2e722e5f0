import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, viewports } from './support/site.ts';

/**
 * Islands below the first view hydrate on intent (`client:intent`): on the first interaction with
 * them, or when they are near once the page has loaded and the browser is idle. Their scripts must
 * never be requested before the Largest Contentful Paint, and a tap sent while they load is not lost.
 */

/** The latest Largest Contentful Paint candidate so far, from the page's own performance entries. */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** When each island script request started, from the page's own resource timing entries. */
async function islandScripts(page: Page) {
  return page.evaluate(() => {
    const islandUrls = new Set(
      [...document.querySelectorAll('astro-island')].flatMap((island) => [
        new URL(island.getAttribute('component-url')!, location.href).href,
        new URL(island.getAttribute('renderer-url')!, location.href).href,
      ]),
    );
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => islandUrls.has(entry.name))
      .map((entry) => ({ url: entry.name, start: entry.startTime }));
    return { scripts, islands: islandUrls.size };
  });
}

for (const path of ['/', '/advocacy/', '/operators/']) {
  test(`${path}: no island script is requested before the largest contentful paint`, async ({ page }) => {
    // A tall window puts islands near the first view, where `client:visible` would load them at once.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto(path, { waitUntil: 'load' });
    // The first view's LCP, read before scrolling brings larger content into view.
    const lcp = await largestContentfulPaint(page);
    // Bring every island near in turn so that each one hydrates, then compare request starts with LCP.
    await hydrateAll(page);
    const { scripts, islands } = await islandScripts(page);
    expect(islands).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThan(lcp);
  });
}

test('a tap on an accordion step while its island is still loading opens that step once hydrated', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await neverIdle(page);
  // Hold the islands' scripts back so the tap surely lands before hydration.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/(Accordion|Carousel|client)\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const step = page.getByRole('button', { name: /Match your desired effect/ });
  await step.scrollIntoViewIfNeeded();
  await step.click();
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  release();
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /Understand the colors/ })).toHaveAttribute('aria-expanded', 'false');
});

test('a pointer over a tab set hydrates it, even while the browser never goes idle', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await neverIdle(page);
  await page.goto('/advocacy/');
  const firstPanelHeading = page.getByRole('heading', { name: 'Regulatory Reform', level: 3 });
  await firstPanelHeading.scrollIntoViewIfNeeded();
  // Near, but no idle moment and no intent yet: still the server HTML.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await firstPanelHeading.hover();
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});

/** Takes away the idle path, so that only the reader's intent can start hydration. */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}
