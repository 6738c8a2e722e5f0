import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AGE_KEY, rememberAdult } from './support/quiz.ts';
import { hydrateAll, viewports, waitForHydration } from './support/site.ts';

/**
 * Islands hydrate on intent (`client:intent`), the quiz and the COA pre-check in the first view too: on the
 * first interaction with them, or when they are near once the page has loaded and the browser is idle. Their
 * scripts must never be requested before the Largest Contentful Paint, and a tap sent while they load is not lost.
 */

/**
 * The first view's Largest Contentful Paint: the first candidate the page reported. An island that hydrates
 * afterwards can paint a larger candidate of its own; the directive waits for the first one.
 */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries()[0]!.startTime);
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

for (const path of ['/', '/advocacy/', '/operators/', '/quiz/', '/operators/coa-check/']) {
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
  const firstPanelHeading = page.getByRole('heading', { name: 'Regulatory reform', level: 3 });
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

/**
 * Holds back the scripts whose URL matches until `release()` is called, so that what the test does
 * surely lands before the island hydrates.
 */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const quizScripts = /\/_astro\/(Quiz|client)\.[\w-]+\.js$/;
const coaScripts = /\/_astro\/(CoaCheck|client)\.[\w-]+\.js$/;

test.describe('the quiz before it hydrates', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(viewports.mobile));

  test('Yes on the first screen, pressed while the island is loading, opens question 1', async ({ page }) => {
    const release = await holdScripts(page, quizScripts);
    await page.goto('/quiz/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    release();
    const question1 = page.getByRole('heading', { name: 'What is your previous experience with cannabis?' });
    await expect(question1).toBeVisible();
    await expect(question1).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), AGE_KEY)).toMatch(/^\d+$/);
  });

  test('No on the first screen, pressed while the island is loading, shows the under-21 page', async ({ page }) => {
    const release = await holdScripts(page, quizScripts);
    await page.goto('/quiz/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    release();
    await expect(page.getByRole('heading', { name: 'Thanks for telling us' })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), AGE_KEY)).toBeNull();
  });

  test('answers ticked in the server form before hydration are where the island goes on from', async ({ page }) => {
    await rememberAdult(page);
    const release = await holdScripts(page, quizScripts);
    await page.goto('/quiz/', { waitUntil: 'load' });
    await page.getByRole('radio', { name: 'Occasional (monthly)' }).check();
    await page.getByRole('radio', { name: 'More Relaxation' }).check();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    release();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'How do you like to consume cannabis?' })).toBeVisible();
    await expect(page.getByText('Question 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: /Back/ }).click();
    await expect(page.getByRole('heading', { name: 'What is your desired experience?' })).toBeVisible();
  });

  test('the complete server form, sent before the island hydrates, opens the result', async ({ page }) => {
    await rememberAdult(page);
    // Never released: the island's script does not arrive at all.
    await holdScripts(page, quizScripts);
    await page.goto('/quiz/', { waitUntil: 'load' });
    for (const answer of ['Daily', 'Better Sleep', 'Flower', 'Mind'])
      await page.getByRole('radio', { name: answer }).check();
    await page.getByRole('checkbox', { name: 'I am 21 or older' }).check();
    await page.getByRole('button', { name: 'See my color' }).click();
    await expect(page).toHaveURL(/\/quiz\/result\/\?q1=Daily&q2=Better\+Sleep&q3=Flower&q4=Mind/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This result: Purple');
  });
});

test.describe('the COA pre-check before it hydrates', () => {
  const fixtures = path.resolve(import.meta.dirname, '../fixtures/coa');

  test('text pasted while the island is loading is kept and checked in the browser', async ({ page }) => {
    const text = readFileSync(path.join(fixtures, '07-actives-only-concentrate.txt'), 'utf8');
    const release = await holdScripts(page, coaScripts);
    await page.goto('/operators/coa-check/', { waitUntil: 'load' });
    const box = page.getByLabel('Text of the certificate, copied from its PDF');
    await box.fill(text);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    release();
    await waitForHydration(page);
    await expect(box).toHaveValue(text);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expect(page.getByRole('heading', { name: 'Result of the pre-check' })).toBeFocused();
    await expect(page).toHaveURL(/\/operators\/coa-check\/$/);
  });

  test('nothing moves when the island takes over, the drop zone included', async ({ page }) => {
    // Tall enough that the whole form is in the first view, where a shift would count.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.addInitScript(() => {
      type Shift = { value: number; at: number; moved: string[] };
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      const rect = (box: DOMRectReadOnly) =>
        `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          // What moved, so that a failure names it: the element, its box before and after.
          const moved = entry.sources.map((source) => {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '?';
            return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`;
          });
          shifts.push({ value: entry.value, at: entry.startTime, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The island's scripts are held until the server-rendered form has painted and settled, so that what is
    // measured is the takeover alone, not the page's own first layout (a deferred section found its size).
    const release = await holdScripts(page, coaScripts);
    await page.goto('/operators/coa-check/', { waitUntil: 'load' });
    await expect(page.getByText('Drop a PDF or text file here, or choose a file')).toBeInViewport();
    const twoFrames = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await twoFrames();
    const island = page.locator('astro-island').filter({ has: page.getByRole('button', { name: 'Check this COA' }) });
    const before = await island.boundingBox();
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await waitForHydration(page);
    // Two frames after hydration, so any shift it caused has been reported.
    await twoFrames();
    expect(await island.boundingBox()).toEqual(before);
    const shifts = (
      await page.evaluate(
        () => (window as unknown as { shifts: { value: number; at: number; moved: string[] }[] }).shifts,
      )
    ).filter((shift) => shift.at >= releasedAt);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, shifts.flatMap((shift) => shift.moved).join('; ')).toBeLessThan(0.001);
  });

  test('a PDF chosen while the island is loading is read once it has hydrated', async ({ page }) => {
    const release = await holdScripts(page, coaScripts);
    await page.goto('/operators/coa-check/', { waitUntil: 'load' });
    await page
      .getByLabel('Drop a PDF or text file here, or choose a file')
      .setInputFiles(path.join(fixtures, 'coa-flower.pdf'));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    release();
    await expect(page.getByRole('status').first()).toHaveText('Read coa-flower.pdf: its text is in the box above.');
    await expect(page.getByRole('region', { name: 'Result of the pre-check' })).toContainText(
      'This COA can join the DYC network.',
    );
  });
});

/** Takes away the idle path, so that only the reader's intent can start hydration. */
async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

test.describe('keyboard focus while a widget takes over', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(viewports.mobile));

  test('a link the tab interface replaces hands focus to the selected tab, not to the page', async ({ page }) => {
    const release = await holdScripts(page, /\/_astro\/Tabs\.[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'load' });
    const tabsIsland = page.locator('astro-island').filter({ hasText: 'Full-panel testing' });
    // The reader tabs on from the last step (its accordion live) into the standards, still their server HTML.
    const step4 = page.getByRole('button', { name: /Step 4/ });
    await step4.focus();
    await expect(page.locator('astro-island').filter({ has: step4 })).not.toHaveAttribute('ssr', '');
    await expect(step4).toHaveAttribute('aria-expanded', 'false');
    await step4.focus();
    await page.keyboard.press('Tab');
    await expect(tabsIsland).toHaveAttribute('ssr', '');
    const focusedBefore = await page.evaluate(() => document.activeElement?.closest('astro-island') !== null);
    expect(focusedBefore).toBe(true);
    release();
    await expect(page.getByRole('tab', { name: 'Full-panel testing' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'No synthetic or converted cannabinoids' })).toBeFocused();
  });
});
