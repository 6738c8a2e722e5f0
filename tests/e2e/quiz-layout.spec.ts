import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { resultHeadline } from '../../src/lib/quiz/describe.ts';
import { chooseAnswer, openQuizOnPausedClock, openStoredResult, quizRegion } from './support/quiz.ts';
import { buttonLabelProblems, renderDeferredSections, waitForHydration } from './support/site.ts';

/**
 * The quiz page's layout (issue 14, item 3) at 320, 375, 768 and 1280 px: the result for each color, question 1
 * above the fold, and a new result whose top is never under the sticky header. Each state's screenshot is saved
 * under test-results/ for a reviewer; the result, the shared result and both counter cards in each language
 * also under test-results/layout/, with the layout suite's.
 */
const widths = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const colors = [
  { color: 'yellow', name: 'Energize', dose: '5-6 puffs', balance: 'mind', productType: 'disposables' },
  { color: 'green', name: 'Focus', dose: '2.5 mg THC', balance: 'body', productType: 'infused waters' },
  { color: 'blue', name: 'Calm', dose: 'half gram', balance: 'balanced', productType: 'flower' },
  { color: 'purple', name: 'Rest', dose: '10 mg THC', balance: 'body', productType: 'edibles' },
] as const;

/** The page is never wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page, context: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${context}: horizontal overflow in px`).toBeLessThanOrEqual(0);
}

/** The boxes of each visible run of text inside the element, line by line, with the text it holds. */
async function textBoxes(scope: Locator) {
  return scope.evaluate((root) => {
    const boxes: {
      node: number;
      text: string;
      x: number;
      y: number;
      width: number;
      height: number;
      size: number;
    }[] = [];
    let index = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode(), index += 1) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        // Visually hidden text (1 px clip) is for screen readers only: not painted text.
        if (rect.width <= 1 || rect.height <= 1) continue;
        boxes.push({
          node: index,
          text,
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
          size: parseFloat(getComputedStyle(parent).fontSize),
        });
      }
    }
    return boxes;
  });
}

type Box = { x: number; y: number; width: number; height: number };
/** Overlap with a pixel of tolerance (neighbouring lines may touch). */
const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

async function expectNoTextOverlap(scope: Locator, context: string) {
  const boxes = await textBoxes(scope);
  expect(boxes.length, context).toBeGreaterThan(10);
  const clashes: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      // Lines of one wrapped text may touch under tight leading; different texts must not meet.
      if (a.node !== b.node && overlaps(a, b)) clashes.push(`“${a.text}” overlaps “${b.text}”`);
    }),
  );
  // Also the swatch and the icon never sit on text.
  const shapes = await scope.locator('img, [aria-hidden="true"]').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  for (const shape of shapes) {
    for (const box of boxes) if (overlaps(shape, box)) clashes.push(`a swatch or icon covers “${box.text}”`);
  }
  expect(clashes, context).toEqual([]);
}

async function expectNoSmallText(scope: Locator, context: string) {
  const small = (await textBoxes(scope)).filter((box) => box.size < 12).map((box) => `${box.text} (${box.size}px)`);
  expect(small, context).toEqual([]);
}

/** Every button, link, field and disclosure is at least 24 x 24 px (WCAG 2.5.8), links inside a sentence aside. */
async function expectTapTargets(scope: Locator, context: string) {
  const small = await scope.locator('a, button, input, summary, label').evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        // The inline exception: a link in a line of text is sized by that text.
        if (element.tagName !== 'A') return true;
        const paragraph = element.closest('p');
        return !paragraph || paragraph.textContent?.trim() === element.textContent?.trim();
      })
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { name: element.textContent?.trim() ?? element.tagName, width, height };
      })
      .filter((target) => target.width < 24 || target.height < 24)
      .map((target) => `${target.name}: ${Math.round(target.width)}x${Math.round(target.height)}`),
  );
  expect(small, context).toEqual([]);
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const result of colors) {
      test(`the ${result.name} result reads cleanly`, async ({ page, baseURL }, testInfo) => {
        await openStoredResult(page, baseURL, result);
        const panel = page.getByRole('region', { name: resultHeadline(result.color) });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('img')).toHaveJSProperty('complete', true);
        const context = `${result.name} at ${viewport.width} px`;
        await expectNoHorizontalOverflow(page, context);
        await expectNoTextOverlap(panel, context);
        await expectNoSmallText(page.locator('main'), context);
        await expectTapTargets(page.locator('main'), context);
        if (viewport.width < 420) {
          // Each label stands above its value.
          for (const line of await panel.locator('dl > div').all()) {
            const label = await line.locator('dt').boundingBox();
            const value = await line.locator('dd').boundingBox();
            expect(value!.y, context).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
          }
        }
        await page.screenshot({
          path: testInfo.outputPath(`quiz-${result.color}-${viewport.width}.png`),
          fullPage: true,
        });
      });
    }

    test('the server-rendered result page (a share link, no JavaScript needed) reads cleanly', async ({
      page,
    }, testInfo) => {
      await page.goto('/quiz/result/?q1=Daily&q2=More+Relaxation&q3=Infused+Waters&q4=Balanced&age=yes');
      const panel = page.getByRole('region', { name: 'This result: Blue' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('img')).toHaveJSProperty('complete', true);
      const context = `result page at ${viewport.width} px`;
      await expectNoHorizontalOverflow(page, context);
      await expectNoTextOverlap(panel, context);
      await expectNoSmallText(page.locator('main'), context);
      await expectTapTargets(page.locator('main'), context);
      await renderDeferredSections(page);
      await page.screenshot({ path: testInfo.outputPath(`quiz-result-page-${viewport.width}.png`), fullPage: true });
    });
  });
}

/**
 * The color word is the largest text of a result wherever it shows: no other visible text in `scope` is set as
 * large (decisions.md, "The color comes first").
 */
async function expectColorWordLargest(
  scope: Locator,
  colorWord: string,
  context: string,
  minimumSize = 0,
): Promise<void> {
  const sizes = await scope.evaluate((root) => {
    const texts: { text: string; size: number; isColor: boolean }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Unseen text (the heading's colon, visually hidden words) has no painted size.
      if (![...range.getClientRects()].some((rect) => rect.width > 1 && rect.height > 1)) continue;
      texts.push({
        text,
        size: parseFloat(getComputedStyle(parent).fontSize),
        isColor: parent.closest('[data-result-color]') !== null,
      });
    }
    return texts;
  });
  const color = sizes.filter((text) => text.isColor);
  expect(
    color.map((text) => text.text),
    context,
  ).toEqual([colorWord]);
  expect(color[0]!.size, `${context}: the color word's size in px`).toBeGreaterThanOrEqual(minimumSize);
  const larger = sizes.filter((text) => !text.isColor && text.size >= color[0]!.size);
  expect(
    larger.map((text) => `${text.text} (${text.size}px)`),
    `${context}: text as large as the color word`,
  ).toEqual([]);
}

const layoutShots = 'test-results/layout';
/** The counter card's color word from 375 px up (3rem): the largest type on the card, in either language. */
const COUNTER_CARD_COLOR_MIN_PX = 48;

/** The four answers, as each language's buttons read them. */
const ANSWERS = {
  en: ['Occasional (monthly)', 'Better Sleep', 'Edibles', 'Balanced'],
  es: ['De vez en cuando (una vez al mes)', 'Dormir mejor', 'Comestibles', 'Equilibrado'],
} as const;

for (const viewport of [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
]) {
  for (const locale of ['en', 'es'] as const) {
    test(`at ${viewport.width} px in ${locale}, the result leads once the last answer is given: the quiz's title steps aside`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openQuizOnPausedClock(page, locale === 'en' ? '/quiz/' : '/es/quiz/');
      const quiz = quizRegion(page, locale === 'en' ? 'Quiz' : 'Cuestionario');
      for (const option of ANSWERS[locale]) await chooseAnswer(quiz, option);
      const colorWord = quiz.locator('[data-result-color]');
      await expect(colorWord).toHaveText(locale === 'en' ? 'Purple' : 'Morado');
      // Measured on the page, not the window: the color word is on the first screen without any scrolling.
      const placed = await page.evaluate(() => {
        const word = document.querySelector('[data-result-color]')!.getBoundingClientRect();
        const band = document.querySelector('[data-result-band]')!.getBoundingClientRect();
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        return {
          wordBottom: word.bottom + window.scrollY,
          bandTop: band.top + window.scrollY,
          headerBottom: header.bottom + window.scrollY,
        };
      });
      expect(placed.wordBottom, 'the color word on the first screen').toBeLessThanOrEqual(viewport.height);
      // Nothing but the section's own spacing stands between the site's header and the result.
      expect(placed.bandTop - placed.headerBottom, 'space above the result in px').toBeLessThanOrEqual(48);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
}

for (const viewport of widths) {
  for (const locale of ['en', 'es'] as const) {
    test(`at ${viewport.width} px in ${locale}, the color word is the largest text of the result, the shared result and their counter cards`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      mkdirSync(layoutShots, { recursive: true });
      const prefix = locale === 'en' ? '' : '/es';
      const colorWord = locale === 'en' ? 'Purple' : 'Morado';
      // The result's two buttons keep their labels on one line at every width (issue 39).
      const actions =
        locale === 'en'
          ? ['Show at the counter', 'Share this result']
          : ['Muéstralo en tienda', 'Comparte el resultado'];
      const shoot = (name: string) =>
        page.screenshot({ path: `${layoutShots}/${name}-${locale}-${viewport.width}.png`, animations: 'disabled' });
      const counterCard = async (name: string) => {
        await page
          .getByRole('button', { name: locale === 'en' ? 'Show at the counter' : 'Muéstralo en tienda' })
          .click();
        const card = page.getByRole('dialog');
        await expect(card).toBeVisible();
        // On a phone the card's color word is at least 3rem in either language: the longer Spanish words around
        // it are fitted by the card's layout, never by a smaller color word.
        await expectColorWordLargest(
          card,
          colorWord,
          `${name} card, ${locale} at ${viewport.width} px`,
          viewport.width >= 375 ? COUNTER_CARD_COLOR_MIN_PX : 0,
        );
        await shoot(`${name}-card`);
      };

      // The reader's own result, as the quiz island shows it.
      await openStoredResult(
        page,
        baseURL,
        { color: 'purple', dose: '5 mg THC', balance: 'balanced', productType: 'edibles' },
        `${prefix}/quiz/`,
      );
      const own = page.getByRole('region', { name: resultHeadline('purple', locale) });
      await expect(own).toBeVisible();
      await expectColorWordLargest(own, colorWord, `result, ${locale} at ${viewport.width} px`);
      expect(
        await buttonLabelProblems(page, actions),
        `result, ${locale} at ${viewport.width} px: button labels`,
      ).toEqual([]);
      await shoot('quiz-result');
      await counterCard('quiz-result');

      // A shared link, rendered by the server.
      await page.goto(
        `${prefix}/quiz/result/?q1=Occasional+%28monthly%29&q2=Better+Sleep&q3=Edibles&q4=Balanced&age=yes`,
      );
      const shared = page.getByRole('region', { name: resultHeadline('purple', locale, 'shared') });
      await expect(shared).toBeVisible();
      await expectColorWordLargest(shared, colorWord, `shared result, ${locale} at ${viewport.width} px`);
      expect(
        await buttonLabelProblems(page, actions),
        `shared result, ${locale} at ${viewport.width} px: button labels`,
      ).toEqual([]);
      await shoot('quiz-shared-result');
      await counterCard('quiz-shared-result');
    });
  }
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`the age question and question 1's answers start above the fold at ${viewport.width}x${viewport.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/quiz/');
    await waitForHydration(page);
    const quiz = page.getByRole('region', { name: 'Quiz' });
    const yes = quiz.getByRole('button', { name: 'Yes', exact: true });
    await expect(yes).toBeInViewport({ ratio: 1 });
    await expect(quiz.getByRole('button', { name: 'No', exact: true })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath(`quiz-age-${viewport.width}.png`) });
    await yes.click();
    await expect(quiz.getByRole('button', { name: 'First Time', exact: true })).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalOverflow(page, `question 1 at ${viewport.width}`);
    await expectTapTargets(page.locator('main'), `question 1 at ${viewport.width}`);
    await page.screenshot({ path: testInfo.outputPath(`quiz-question-1-${viewport.width}.png`) });
  });
}

test('a new result’s top is not hidden under the sticky header', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openQuizOnPausedClock(page, '/quiz/');
  const quiz = quizRegion(page);
  // Reduced motion drops the fade; the throttle still holds each answer for a second.
  for (const answer of ['Daily', 'Better Focus', 'Flower']) await chooseAnswer(quiz, answer);
  // Scroll so the question card's top sits under the header, as after reading down the page.
  const card = quiz.locator('[data-phase]');
  await card.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 20));
  await quiz.getByRole('button', { name: 'Balanced', exact: true }).click();
  await page.clock.resume();
  const panel = page.getByRole('region', { name: 'Your color is Green' });
  await expect(panel).toBeVisible();
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  await expect
    .poll(async () => (await panel.boundingBox())!.y, { message: 'result top below the header' })
    .toBeGreaterThanOrEqual(headerBottom);
  await expect(page.getByRole('heading', { name: 'Your color is Green' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your color is Green' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('quiz-new-result-375.png') });
});

test('a heading the quiz moves focus to is marked by a bar beside it, not framed like a control', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await openQuizOnPausedClock(page, '/quiz/');
  const quiz = quizRegion(page);
  /** How the focused heading shows its focus: its outline, and the bar its ::before draws at its start. */
  const focusLook = () =>
    page.evaluate(() => {
      const heading = document.activeElement as HTMLElement;
      const style = getComputedStyle(heading);
      const bar = getComputedStyle(heading, '::before');
      const band = heading.closest('[data-result-band]');
      return {
        tag: heading.tagName,
        outline: style.outlineStyle,
        bar: `${bar.borderInlineStartWidth} ${bar.borderInlineStartStyle} ${bar.borderInlineStartColor}`,
        barLeft: heading.getBoundingClientRect().left + parseFloat(bar.left),
        bandLeft: band ? band.getBoundingClientRect().left : 0,
      };
    });
  // Answered by keyboard, so the focus the quiz moves is shown (:focus-visible).
  for (const [answer, nextHeading] of [
    ['Daily', 'What is your desired experience?'],
    ['Better Focus', 'How do you like to consume cannabis?'],
    ['Flower', 'Are you looking for a more mind or body effect?'],
    ['Balanced', 'Your color is Green'],
  ]) {
    await quiz.getByRole('button', { name: answer, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(1000);
    await expect(page.getByRole('heading', { name: nextHeading })).toBeFocused();
    const look = await focusLook();
    expect(look.tag).toMatch(/^H[1-6]$/);
    expect(look.outline, `${nextHeading}: no frame`).toBe('none');
    expect(look.bar, `${nextHeading}: the site's focus color beside it`).toBe('4px solid rgb(44, 79, 134)');
    // Inside the result's colored band, in its padding: not past its edge.
    expect(look.barLeft).toBeGreaterThanOrEqual(look.bandLeft);
  }
});
