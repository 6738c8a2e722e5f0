import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { scrollToCenter } from './support/site.ts';

/**
 * Below the first view, the long pages leave their later sections unrendered
 * (`content-visibility: auto`) until the reader nears them, so a slow phone lays out and paints only what is on
 * screen. The content stays in the document: the other specs read it by role and text.
 */

/** A phone-sized window, as the bench's Lighthouse runs use. */
const phone = { width: 412, height: 823 };

/**
 * Whether the browser currently renders the element's content: false while content-visibility skips it. The
 * element's own box is always there (sized by its estimate); its children are what is skipped.
 */
function isRendered(locator: Locator) {
  return locator.evaluate((element) => {
    const child = element.firstElementChild;
    if (!child) throw new Error('an element with no children cannot show whether its content is rendered');
    return child.checkVisibility({ contentVisibilityAuto: true });
  });
}

const longPages = [
  { path: '/', later: 'main > .section >> nth=-2' },
  { path: '/es/', later: 'main > .section >> nth=-2' },
  { path: '/about/', later: 'main > .section >> nth=-2' },
  { path: '/operators/', later: 'main > .section >> nth=-2' },
  { path: '/science/', later: '#application' },
  { path: '/es/science/', later: '#application' },
];

test.describe('deferred rendering below the first view', () => {
  for (const { path, later } of longPages) {
    test(`${path} renders its later sections only when the reader nears them`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      const laterSection = page.locator(later);
      await expect(page.locator('h1')).toBeVisible();
      expect(await isRendered(laterSection)).toBe(false);

      // As the reader's browser scrolls (Element.scrollIntoView); Playwright's own scrolling forces a layout that
      // the headless shell does not follow with the frame that wakes a skipped section.
      await scrollToCenter(laterSection);
      await expect.poll(() => isRendered(laterSection)).toBe(true);
    });
  }

  test('the science article is laid out whole before an in-page jump, so the jump lands on its target', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/science/');
    expect(await isRendered(page.locator('#certification'))).toBe(false);

    await page.locator('a[data-footnote-ref][href="#user-content-fn-13"]').click();
    await expect(page.locator('li:target')).toHaveAttribute('id', 'user-content-fn-13');
    await expect(page.locator('li:target')).toBeInViewport();
    // Every chapter is rendered now, including those the jump passed over.
    for (const id of ['classification', 'validation', 'certification', 'application']) {
      expect(await isRendered(page.locator(`#${id}`))).toBe(true);
    }
  });

  for (const { from, link, target } of [
    { from: '/about/', link: 'science page', target: '#validation' },
    { from: '/advocacy/', link: 'science page', target: '#certification' },
  ]) {
    test(`the science page opened from ${from} at ${target} shows that chapter`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(`/science/${target}`);
      await expect(page.locator(target)).toBeInViewport();
      expect(await isRendered(page.locator(target))).toBe(true);
      // The link on that page is the one readers follow.
      await page.goto(from);
      await expect(page.getByRole('link', { name: link }).first()).toHaveAttribute('href', `/science/${target}`);
    });
  }

  test('an endnote address opened directly lands on that note', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/science/#user-content-fn-6');
    await expect(page.locator('#user-content-fn-6')).toBeInViewport();
    expect(await isRendered(page.locator('.footnotes'))).toBe(true);
  });

  for (const { path } of longPages) {
    test(`${path} passes the contrast check as loaded, with its later sections still skipped`, async ({ page }) => {
      // Lighthouse audits the page as it loaded: a skipped section's text lies wherever the browser would lay it
      // out, so it must never fall over a differently colored box such as the dark footer.
      await page.setViewportSize(phone);
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
        [],
      );
    });
  }

  test('without JavaScript the science article defers nothing, so plain anchor jumps land exactly', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto('/science/');
    const contentVisibility = await page
      .locator('#application')
      .evaluate((element) => getComputedStyle(element).contentVisibility);
    expect(contentVisibility).toBe('visible');
    await context.close();
  });
});
