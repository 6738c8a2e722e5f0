import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { quizCopy } from '../../src/i18n/quiz.ts';
import { resultHeadline } from '../../src/lib/quiz/describe.ts';
import { QUIZ_STORAGE_KEY } from '../../src/lib/quiz/questions.ts';
import { AGE_KEY } from './support/quiz.ts';
import { waitForHydration } from './support/site.ts';

/**
 * The quiz's first screen is server HTML the head script picks before first paint (the form, a stored result,
 * or the age question): it never waits for the island. A returning reader who reloads far down the page, in
 * any window, with or without the service worker, always finds the quiz column showing something, and the
 * island still takes over on its own schedule.
 */
const pages: { path: string; locale: Locale }[] = [
  { path: '/quiz/', locale: 'en' },
  { path: '/es/quiz/', locale: 'es' },
];
const windows = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
  { width: 1024, height: 700 },
];
const scrollPositions = [1000, 0, 2200, 400];
const RELOADS = 20;

/** A stored Rest result and a Yes given a minute ago, as the quiz itself leaves them. */
async function seedReturningReader(page: Page, origin: string) {
  await page.addInitScript(
    ({ ageKey, resultKey, icon }) => {
      localStorage.setItem(ageKey, String(Date.now() - 60_000));
      localStorage.setItem(
        resultKey,
        JSON.stringify({
          color: 'purple',
          dose: '1-2 puffs',
          mindBodyBalance: 'balanced',
          productType: 'flower',
          littleDudeUrl: icon,
        }),
      );
    },
    { ageKey: AGE_KEY, resultKey: QUIZ_STORAGE_KEY, icon: `${origin}/quiz/icons/purple-balanced.svg` },
  );
}

/**
 * The visible text of the quiz column: what is rendered, not hidden, and inside the column's box, in lower case
 * with its white space made single spaces (the result's heading sets "Your color is" on a line above the color).
 */
function visibleQuizText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const column = document.querySelector('.islands');
    if (!column) return '';
    const shown: string[] = [];
    for (const element of column.querySelectorAll<HTMLElement>('h2, p, legend, button, a')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && element.innerText.trim()) shown.push(element.innerText.trim());
    }
    return shown.join('\n').replace(/\s+/g, ' ').toLowerCase();
  });
}

/** A title as visibleQuizText reads it. */
const asShown = (title: string) => title.replace(/\s+/g, ' ').toLowerCase();

for (const serviceWorkers of ['block', 'allow'] as const) {
  test.describe(`service workers: ${serviceWorkers}`, () => {
    test.use({ serviceWorkers });

    test(`a returning reader's quiz is never blank, over ${RELOADS} reloads at several scroll positions and windows`, async ({
      page,
      baseURL,
    }) => {
      // Twenty reloads and hydrations: generous, for a busy machine (a limit, not a measurement).
      test.setTimeout(600_000);
      await seedReturningReader(page, baseURL!);
      for (let run = 0; run < RELOADS; run += 1) {
        const { path, locale } = pages[run % pages.length]!;
        const size = windows[run % windows.length]!;
        const scrollY = scrollPositions[run % scrollPositions.length]!;
        const title = resultHeadline('purple', locale);
        await page.setViewportSize(size);
        await page.goto(path);
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        // The browser restores the scroll position on reload, before the island could hydrate.
        await page.reload({ waitUntil: 'domcontentloaded' });
        const where = `run ${run + 1}: ${path} at ${scrollY} px in ${size.width}x${size.height}`;
        // The stored result's screen is server HTML, shown by the head script's mark before any script loads.
        expect(await visibleQuizText(page), where).toContain(asShown(title));
        await page.locator('.islands').scrollIntoViewIfNeeded();
        await waitForHydration(page);
        await expect(page.getByRole('heading', { name: title }), where).toBeVisible();
        expect(await visibleQuizText(page), where).toContain(asShown(title));
      }
    });
  });
}

test.describe('when the quiz script cannot load', () => {
  test('a first-time reader gets the server form in place of an age card that cannot answer', async ({ page }) => {
    const quizScripts: string[] = [];
    await page.route(/\/_astro\/Quiz\.[^/?]*\.js(\?.*)?$/, (route) => {
      quizScripts.push(route.request().url());
      return route.abort();
    });
    await page.goto('/quiz/');
    const form = page.locator('[data-quiz-form]');
    const ageCard = page.getByRole('heading', { name: quizCopy('en').age.question });
    // The age card is painted first; once its script is refused (Astro tries twice), the form takes its place.
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(ageCard).toBeHidden();
    expect(quizScripts.length).toBeGreaterThan(0);
    // The form is the no-JavaScript quiz: it sends the reader to the server-rendered result.
    for (const question of await form.locator('fieldset').all()) await question.locator('label').first().click();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: quizCopy('en').submit }).click();
    await expect(page).toHaveURL(/\/quiz\/result\/\?/);
  });

  test('the server form takes over after a short wait when the script never arrives', async ({ page }) => {
    // The request is held, neither answered nor refused, as on a stalled connection.
    await page.route(/\/_astro\/Quiz\.[^/?]*\.js(\?.*)?$/, () => {});
    await page.goto('/quiz/');
    await expect(page.locator('[data-quiz-form]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: quizCopy('en').age.question })).toBeHidden();
  });
});

test.describe('before the island runs, every page of the quiz paints one screen', () => {
  const quizPages: { path: string; locale: Locale }[] = [
    { path: '/quiz/', locale: 'en' },
    { path: '/embed/quiz/', locale: 'en' },
    { path: '/es/embed/quiz/', locale: 'es' },
  ];
  const colors = ['yellow', 'green', 'blue', 'purple'] as const;

  /** The result headings of the four colors that are painted now. */
  async function paintedResultTitles(page: Page, locale: Locale): Promise<string[]> {
    const painted: string[] = [];
    for (const color of colors) {
      const title = resultHeadline(color, locale);
      for (const heading of await page.getByText(title, { exact: true }).all()) {
        if (await heading.isVisible()) painted.push(title);
      }
    }
    return painted;
  }

  for (const { path, locale } of quizPages) {
    test(`${path}: a first-time reader sees the age question and no result`, async ({ page }) => {
      // The island's script is held, as on a slow connection: what shows is the server HTML the head script chose.
      await page.route(/\/_astro\/Quiz\.[^/?]*\.js(\?.*)?$/, () => {});
      await page.goto(path);
      await expect(page.getByRole('heading', { name: quizCopy(locale).age.question })).toBeVisible();
      expect(await paintedResultTitles(page, locale)).toEqual([]);
    });

    test(`${path}: a returning reader sees only the stored result`, async ({ page, baseURL }) => {
      await seedReturningReader(page, baseURL!);
      await page.route(/\/_astro\/Quiz\.[^/?]*\.js(\?.*)?$/, () => {});
      await page.goto(path);
      await expect(page.getByText(resultHeadline('purple', locale), { exact: true }).first()).toBeVisible();
      expect(await paintedResultTitles(page, locale)).toEqual([resultHeadline('purple', locale)]);
    });
  }
});
