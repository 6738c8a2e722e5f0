import { expect, test, type Page } from '@playwright/test';
import { viewports } from './support/site.ts';

/**
 * Issue 13, item 9: on a phone, a reader who reaches the benefits carousel by a fast scroll (a fling,
 * a jump to the section) must find Next live at once: its first tap scrolls one card.
 */
test.use({ viewport: viewports.mobile });

const carousel = (page: Page) => page.getByRole('region', { name: 'Why people choose by color' });
const track = (page: Page) => carousel(page).getByRole('group', { name: /Benefit cards/ });

async function carouselHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]');
    const island = region?.closest('astro-island');
    return Boolean(island && !island.hasAttribute('ssr'));
  });
}

for (const [name, reach] of [
  [
    'a jump to the section',
    async (page: Page) =>
      page.evaluate(() => {
        const region = document.querySelector('[aria-roledescription="carousel"]')!;
        window.scrollTo({ top: region.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' });
      }),
  ],
  [
    'a fling',
    async (page: Page) => {
      for (let flick = 0; flick < 12; flick += 1) await page.mouse.wheel(0, 600);
    },
  ],
] as const) {
  test(`at 375 px, after ${name}, Next is live and its first tap scrolls one card`, async ({ page }) => {
    // A phone-like CPU, so hydration and layout interleave as they do on a real device.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await page.mouse.move(180, 400);
    await reach(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await carouselHydrated(page);
    // The first tap, straight after hydration, with no waiting for the arrows to look ready.
    const next = carousel(page).getByRole('button', { name: 'Next cards' });
    await next.click();
    await expect.poll(() => track(page).evaluate((element) => Math.round(element.scrollLeft))).toBe(350);
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await expect(carousel(page).getByRole('button', { name: 'Previous cards' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
}
