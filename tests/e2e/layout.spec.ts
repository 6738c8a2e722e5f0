import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { buttonLabelProblems, renderDeferredSections, routes, waitForAnimationsToSettle } from './support/site.ts';

/**
 * The layout suite: every route at 320, 375, 768 and 1280 px, in both languages where a page has two, and the
 * widget states (the open menu, each tab, each chart view), held to four rules (and every tab set to one row of
 * whole labels, and every button's label to one line where one line fits): nothing scrolls sideways, no two pieces of text
 * overlap, no visible text is under 12 px, and every tap target is at least 24 x 24 px (WCAG 2.5.8,
 * links inside a sentence excepted). One page load per route and width; the states are driven in
 * that page. Each state leaves a screenshot in test-results/layout/ for a reviewer to look through.
 * The quiz's result panel belongs to the quiz's own tests; here the quiz page is checked before an answer.
 */
const widths = [320, 375, 768, 1280] as const;
const pages = [...routes.map((route) => route.path), '/no-such-page/'];
const screenshotDir = 'test-results/layout';
/** Button labels that stay on one line at every width, 320 px included (issue 39). */
const oneLineLabels: Record<string, string[]> = {
  '/': ['Find your color', 'How the colors work'],
  '/es/': ['Descubre tu color', 'Conoce los colores'],
  '/operators/': ['Speak to a rep', 'Become a member', 'Try the COA pre-check', 'Embed the quiz'],
  '/about/': ['Find your color', 'See the DYC Standard'],
};

test.describe.configure({ mode: 'parallel' });

function slug(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-');
}

/** Brings every `client:visible` island into view so all of them hydrate, then returns to the top. */
async function hydrateEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const islands = [...document.querySelectorAll('astro-island[ssr]')];
    for (const island of islands) {
      // An island is display: contents and has no box of its own: scroll its first child into view.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Fonts decide line breaks; measure after they are in.
  await page.evaluate(() => document.fonts.ready);
}

interface Problems {
  overflow: number;
  smallText: string[];
  smallTargets: string[];
  overlaps: string[];
}

/**
 * Runs the four rules inside the page, over `scope` (a CSS selector) or the whole document. Only what
 * is rendered counts: hidden panels, the closed menu and visually-hidden text are skipped.
 */
async function inspect(page: Page, scope = 'body'): Promise<Problems> {
  return page.evaluate((scopeSelector) => {
    // At the top of the page the sticky header sits in its own place, not over the content below it.
    window.scrollTo({ top: 0, behavior: 'instant' });
    const root = document.querySelector(scopeSelector) ?? document.body;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? text;
      return `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : ''} "${name}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
    /** Visually-hidden text (clipped to a pixel) is for screen readers and has no visible size. */
    const clipped = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath === 'inset(50%)' || (node.getBoundingClientRect().width <= 1 && style.overflow === 'hidden'))
          return true;
      }
      return false;
    };

    // 1. Sideways scrolling.
    const overflow = document.documentElement.scrollWidth - window.innerWidth;

    // Text nodes with their boxes.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: { element: Element; rects: DOMRect[] }[] = [];
    const smallText: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const element = node.parentElement;
      if (!element || !shown(element) || element.closest('script, style, noscript, svg, canvas')) continue;
      if (clipped(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      if (rects.length === 0) continue;
      texts.push({ element, rects });
      // 3. Text under 12 px.
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) smallText.push(`${describe(element)} at ${size}px`);
    }

    // 2. Overlapping text: two different text boxes whose glyph boxes cross by more than 2 px each way.
    const overlaps: string[] = [];
    const shrink = 2;
    for (let i = 0; i < texts.length; i += 1) {
      for (let j = i + 1; j < texts.length; j += 1) {
        const a = texts[i]!;
        const b = texts[j]!;
        if (a.element === b.element) continue;
        const hit = a.rects.some((ra) =>
          b.rects.some(
            (rb) =>
              Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > shrink &&
              Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > shrink * 2,
          ),
        );
        if (hit) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }

    // Solid things that sit in a row with text (legend swatches, color dots, buttons over media) must not cover
    // another element's text either.
    const solids = [...root.querySelectorAll('button, [class*="swatch"], [class*="dot"]')].filter(
      (element) => shown(element) && !clipped(element),
    );
    for (const solid of solids) {
      const box = solid.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      for (const text of texts) {
        if (solid.contains(text.element) || text.element.contains(solid)) continue;
        const hit = text.rects.some(
          (rect) =>
            Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > shrink &&
            Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > shrink * 2,
        );
        if (hit) overlaps.push(`${describe(solid)} covers ${describe(text.element)}`);
      }
    }

    // 4. Tap targets. A link inside a sentence is exempt (WCAG 2.5.8 "inline").
    const smallTargets: string[] = [];
    const targets = root.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [tabindex="0"]:not([role="tabpanel"]):not(main):not(section):not(h1, h2, h3, h4)',
    );
    for (const target of targets) {
      if (!shown(target) || clipped(target)) continue;
      const style = getComputedStyle(target);
      // The sentence is the nearest text block around the link, not just its parent (which may be a span).
      const block = target.parentElement?.closest('p, li, dd, td, figcaption, blockquote');
      const inSentence =
        style.display === 'inline' &&
        block !== null &&
        block !== undefined &&
        (block.textContent ?? '').trim().length > (target.textContent ?? '').trim().length + 1;
      if (inSentence) continue;
      // A native radio or checkbox counts with its label, which is the real target.
      const box = (
        target.matches('input[type="radio"], input[type="checkbox"]') ? (target.closest('label') ?? target) : target
      ).getBoundingClientRect();
      if (box.width < 24 - 0.5 || box.height < 24 - 0.5)
        smallTargets.push(`${describe(target)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
    }

    return { overflow, smallText, smallTargets, overlaps: overlaps.slice(0, 20) };
  }, scope);
}

async function expectClean(page: Page, state: string, scope?: string): Promise<void> {
  const problems = await inspect(page, scope);
  expect.soft(problems.overflow, `${state}: sideways scroll (px)`).toBeLessThanOrEqual(0);
  expect.soft(problems.overlaps, `${state}: overlapping text`).toEqual([]);
  expect.soft(problems.smallText, `${state}: text under 12 px`).toEqual([]);
  expect.soft(problems.smallTargets, `${state}: tap targets under 24x24 px`).toEqual([]);
}

async function shoot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const options = { path: `${screenshotDir}/${name}.png`, animations: 'disabled' as const };
  // The whole page at once, later sections included: a screenshot does not scroll them into rendering.
  const restore = await renderDeferredSections('goto' in target ? target : target.page());
  if ('goto' in target) await target.screenshot({ ...options, fullPage: true });
  else await target.screenshot(options);
  await restore();
}

/**
 * One rule for every segmented control (a tab list, the chart's view buttons) at every width: one row, every
 * label whole on one line (no option clips or wraps its text). A row wider than its column is a strip that
 * scrolls sideways with a visible cue (its edge fades or a shadow shows), and every option scrolls fully into
 * view inside it; at 1280 px every control fits without scrolling.
 */
async function expectOneRowOfWholeLabels(control: Locator, state: string, width: number): Promise<void> {
  const problems = await control.evaluate(async (group, viewportWidth) => {
    const found: string[] = [];
    const options = [...group.querySelectorAll<HTMLElement>('[role="tab"], button')];
    const tops = new Set(options.map((option) => Math.round(option.getBoundingClientRect().top)));
    if (tops.size > 1) found.push(`the options stand on ${tops.size} rows`);
    for (const option of options) {
      const label = `"${option.textContent?.trim()}"`;
      if (option.scrollWidth > option.clientWidth + 0.5)
        found.push(`${label} clips its text (${option.scrollWidth} > ${option.clientWidth})`);
      const range = document.createRange();
      range.selectNodeContents(option);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      // A label wraps only when, on one line, it alone would be wider than the strip.
      const oneLine = option.cloneNode(true) as HTMLElement;
      oneLine.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;max-inline-size:none';
      group.append(oneLine);
      const oneLineWidth = oneLine.getBoundingClientRect().width;
      oneLine.remove();
      if (lines.size > 1 && oneLineWidth <= option.getBoundingClientRect().width + 1)
        found.push(`${label} wraps onto ${lines.size} lines though it fits on one (${Math.round(oneLineWidth)} px)`);
    }
    if (group.scrollWidth > group.clientWidth) {
      if (viewportWidth >= 1280)
        found.push(`the control scrolls at ${viewportWidth} px (${group.scrollWidth} > ${group.clientWidth})`);
      const style = getComputedStyle(group);
      if (!/auto|scroll/.test(style.overflowX)) found.push('the control is cut off but does not scroll');
      const cue = style.maskImage !== 'none' || style.backgroundAttachment.includes('local');
      if (!cue) found.push('the control scrolls with no visible cue');
      for (const option of options) {
        option.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const box = option.getBoundingClientRect();
        const frame = group.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          found.push(`"${option.textContent?.trim()}" cannot be scrolled fully into view`);
      }
      group.scrollTo({ left: 0, behavior: 'instant' });
    }
    const frame = group.getBoundingClientRect();
    if (frame.left < 0 || frame.right > document.documentElement.clientWidth)
      found.push(`the control runs outside the window (${Math.round(frame.left)} to ${Math.round(frame.right)})`);
    return found;
  }, width);
  expect.soft(problems, `${state}: one row of whole labels`).toEqual([]);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width >= 1024 ? 800 : 720 } });

    for (const path of pages) {
      test(`${path} keeps its layout in every state`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        await hydrateEverything(page);
        const name = `${slug(path)}-${width}`;
        await expectClean(page, `${path} at ${width}px`);
        const restore = await renderDeferredSections(page);
        expect
          .soft(await buttonLabelProblems(page, oneLineLabels[path]), `${path} at ${width}px: button labels`)
          .toEqual([]);
        await restore();
        await shoot(page, name);

        // Every tab of every tab list.
        const tablists = page.getByRole('tablist');
        for (let list = 0; list < (await tablists.count()); list += 1) {
          const tablist = tablists.nth(list);
          const tabs = tablist.getByRole('tab');
          await expectOneRowOfWholeLabels(tablist, `${path} at ${width}px, tab list ${list + 1}`, width);
          for (let index = 0; index < (await tabs.count()); index += 1) {
            const tab = tabs.nth(index);
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true');
            const state = `${path} at ${width}px, tab "${await tab.textContent()}"`;
            await expectClean(page, state);
            const widget = tablist.locator('xpath=..');
            await shoot(widget, `${name}-tabs${list + 1}-${index + 1}`);
          }
        }

        // Every view of the operators chart.
        const viewGroup = page.getByRole('group', { name: 'Choose an inventory view' });
        const views = viewGroup.getByRole('button');
        if ((await views.count()) > 0)
          await expectOneRowOfWholeLabels(viewGroup, `${path} at ${width}px, chart views`, width);
        for (let index = 0; index < (await views.count()); index += 1) {
          const view = views.nth(index);
          await view.click();
          await expect(view).toHaveAttribute('aria-pressed', 'true');
          const state = `${path} at ${width}px, chart view "${await view.textContent()}"`;
          await expectClean(page, state);
          await shoot(page.locator('section', { has: views.first() }), `${name}-chart-${index + 1}`);
        }

        // The open mobile menu, below the desktop bar's breakpoint.
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        if (await menuButton.isVisible()) {
          await menuButton.click();
          const dialog = page.getByRole('dialog', { name: 'Menu' });
          await expect(dialog).toBeVisible();
          await waitForAnimationsToSettle(page);
          await expectClean(page, `${path} at ${width}px, menu open`, 'dialog[open]');
          await page.screenshot({ path: `${screenshotDir}/${name}-menu.png`, animations: 'disabled' });
        }
      });
    }
  });
}
