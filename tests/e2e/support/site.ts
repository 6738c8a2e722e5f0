import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every public route, with its page heading. The quiz and the 404 page are included. A store's own
 * dashboard is `noindex`: it names no canonical address, and search engines are asked to leave it out.
 */
export const routes: readonly { path: string; heading: string; noindex?: true }[] = [
  { path: '/', heading: 'Choose cannabis by how you want to feel.' },
  { path: '/quiz/', heading: 'Answer a 4-question quiz to find your color' },
  { path: '/es/quiz/', heading: 'Responde un cuestionario de 4 preguntas y descubre tu color' },
  { path: '/science/', heading: 'The science behind the colors' },
  { path: '/about/', heading: 'About DYC' },
  { path: '/advocacy/', heading: 'Safer cannabis for everyone' },
  { path: '/operators/', heading: 'The DYC Standard' },
  { path: '/operators/coa-check/', heading: 'COA pre-check' },
  { path: '/operators/kit/', heading: 'The shop-floor kit' },
  { path: '/operators/embed/', heading: 'The quiz on your site' },
  { path: '/operators/shoppers/', heading: 'Your shoppers by color', noindex: true },
  { path: '/privacy/', heading: 'Privacy Policy' },
  { path: '/operators/inventory/', heading: 'Your inventory by color' },
  // Spanish twins of the consumer pages (src/i18n/locales.ts, TRANSLATED_PATHS).
  { path: '/es/', heading: 'Elige cannabis según cómo quieres sentirte.' },
  { path: '/es/science/', heading: 'La ciencia detrás de los colores' },
  { path: '/es/privacy/', heading: 'Política de privacidad' },
];

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Waits until every island on the page has hydrated: Astro removes the `ssr` attribute from an
 * `astro-island` once its component is live. Clicks sent before that are lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Polled on an interval rather than on animation frames, which a test's paused fake clock can hold back.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    polling: 100,
  });
}

/**
 * Scrolls an element to the middle of the window as the page's own links and the reader's browser do
 * (Element.scrollIntoView). Playwright's scrolling places the element by a forced layout and does not wake a
 * section that content-visibility is still skipping, so an element deep inside one would stay unrendered.
 */
export async function scrollToCenter(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/**
 * Renders the sections a page leaves unrendered until the reader nears them (content-visibility: auto), for
 * what needs the whole page painted at once: the contrast audit and full-page screenshots. Returns the undo.
 */
export async function renderDeferredSections(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.dataset.renderedForTest = '';
      element.style.contentVisibility = 'visible';
    }
  });
  return () =>
    page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-rendered-for-test]')) {
        element.style.removeProperty('content-visibility');
        delete element.dataset.renderedForTest;
      }
    });
}

/**
 * Waits until no time-based animation is still running (a fade, a slide). Endless loops and animations tied to
 * scrolling (a tab strip's edge fade follows its scroll position, and is "running" for as long as it exists)
 * never finish and are not waited for.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.timeline !== document.timeline ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe with the WCAG 2.2 A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  // Audit the settled page: islands that hydrate at once have done so (those that wait to be visible
  // stay in their server form), and no fade is still running at part opacity.
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]').length === 0,
  );
  await waitForAnimationsToSettle(page);
  // Sections the page leaves unrendered until the reader nears them have no painted colors for the contrast
  // rule to measure: audit them rendered, as the reader will see them.
  const restore = await renderDeferredSections(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await restore();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, context).toEqual([]);
}

/** Collects console errors and uncaught exceptions, to assert a page ran cleanly. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The islands hydrate when they come near the viewport once the page is idle (client:intent), so bring each one into view
 * in turn, then wait until every island is live.
 */
export async function hydrateAll(page: Page): Promise<void> {
  const count = await page.locator('astro-island').count();
  for (let index = 0; index < count; index += 1) {
    await page.evaluate((position) => {
      const island = document.querySelectorAll('astro-island')[position];
      island?.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
    }, index);
    await page.waitForFunction(
      (position) => !document.querySelectorAll('astro-island')[position]?.hasAttribute('ssr'),
      index,
    );
  }
  await waitForHydration(page);
}

/**
 * Every visible button-styled link or button (`.button`) keeps its label on one line wherever that line fits its
 * column, the labels in `oneLine` on one line always, and a label that must wrap is centred like any other:
 * returns what breaks these rules.
 */
export async function buttonLabelProblems(page: Page, oneLine: readonly string[] = []): Promise<string[]> {
  return page.evaluate((alwaysOneLine) => {
    const found: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('.button')) {
      if (!button.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const label = `"${button.textContent?.trim().replace(/\s+/g, ' ')}"`;
      const style = getComputedStyle(button);
      if (style.textAlign !== 'center') found.push(`${label} is aligned ${style.textAlign}, not centred`);
      // The lines of its visible words: words for screen readers only (clipped to a pixel) have no line.
      const lines = new Set<number>();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 1) lines.add(Math.round(rect.top));
      }
      if (lines.size < 2) continue;
      if (alwaysOneLine.includes(button.textContent?.trim() ?? '')) {
        found.push(`${label} wraps onto ${lines.size} lines`);
        continue;
      }
      const column = button.parentElement!;
      const columnStyle = getComputedStyle(column);
      const columnWidth =
        column.clientWidth - parseFloat(columnStyle.paddingLeft) - parseFloat(columnStyle.paddingRight);
      const oneLine = button.cloneNode(true) as HTMLElement;
      oneLine.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;max-inline-size:none';
      column.append(oneLine);
      const oneLineWidth = oneLine.getBoundingClientRect().width;
      oneLine.remove();
      if (oneLineWidth <= columnWidth + 0.5)
        found.push(`${label} wraps onto ${lines.size} lines though one line (${Math.round(oneLineWidth)} px) fits`);
    }
    return found;
  }, oneLine);
}
