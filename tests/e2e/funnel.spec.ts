import { expect, test } from '@playwright/test';
import { localeFromPath } from '../../src/i18n/locales.ts';
import { routes } from './support/site.ts';

/**
 * The quiz is the site's main action for consumers: every page offers it in the header at every width, and every
 * content page closes with a way to it.
 */

const widths = [320, 375, 768, 1280] as const;
const quizLabel = { en: 'Find your color', es: 'Descubre tu color' } as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of routes) {
      test(`${route.path} has the quiz in its header as the filled action, and Log in is a text link`, async ({
        page,
      }) => {
        await page.goto(route.path);
        const locale = localeFromPath(route.path);
        const quizPath = locale === 'en' ? '/quiz/' : '/es/quiz/';
        const banner = page.getByRole('banner');
        const quiz = banner.getByRole('link', { name: quizLabel[locale], exact: true });
        await expect(quiz, `${route.path}: the header's quiz link`).toBeVisible();
        await expect(quiz).toHaveAttribute('href', quizPath);
        const box = (await quiz.boundingBox())!;
        expect(box.x + box.width, `${route.path}: the quiz link fits the bar`).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(44);
        const fill = await quiz.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(fill, `${route.path}: the quiz link is filled`).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
        // Log in is the operators' link: where the bar shows it, it is plain text, never a second filled button.
        const login = banner.locator('.bar').getByRole('link', { name: /^(Log in|Iniciar sesión)/ });
        if (await login.isVisible()) {
          const loginFill = await login.evaluate((element) => getComputedStyle(element).backgroundColor);
          expect(loginFill).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route.path}: nothing runs past the window`).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu offers the quiz first and Log in as a text link', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Find your color', exact: true })).toHaveAttribute('href', '/quiz/');
    const login = dialog.getByRole('link', { name: /^Log in/ });
    await expect(login).toBeVisible();
    expect(await login.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
      /rgba\(0, 0, 0, 0\)|transparent/,
    );
  });
});

test.describe('every content page closes with a way to the quiz', () => {
  for (const path of ['/science/', '/es/science/', '/advocacy/', '/about/', '/operators/coa-check/']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const locale = localeFromPath(path);
      // The last section of the main content, not the header's or the footer's link (an operators' tool page
      // holds its sections beside its tools list, in one wrapper).
      const lastSection = page.locator('main > section, main > .subpage > section').last();
      await expect(lastSection.getByRole('link', { name: quizLabel[locale], exact: true })).toHaveAttribute(
        'href',
        locale === 'en' ? '/quiz/' : '/es/quiz/',
      );
    });
  }
});

test('the home page shows "Find your color" in the first view at 320x640', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const cta = page.getByRole('main').getByRole('link', { name: 'Find your color', exact: true }).first();
  const box = (await cta.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(640);
});
