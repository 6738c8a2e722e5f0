import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { contrastRatio } from './support/contrast.ts';
import { printToPdf } from './support/pdf.ts';
import {
  chooseAnswer,
  openCounterCard,
  openQuizOnPausedClock,
  openStoredResult,
  quizRegion,
  type StoredResult,
} from './support/quiz.ts';
import { collectConsoleErrors, expectNoAxeViolations } from './support/site.ts';

/**
 * "Show at the counter" (issue "En español, and the quiz at the counter", item 3): a full-screen card with the
 * result in large type and a QR code of the result link, an APG modal dialog, that prints alone on one page.
 */
const ANSWERS = ['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body'];

/** The quiz page of each language, whose result opens the counter card. */
const QUIZ_PAGES = [
  { locale: 'en', path: '/quiz/' },
  { locale: 'es', path: '/es/quiz/' },
] as const;

/** A stored result's counter card, opened on the quiz page of one language. */
async function openStoredCard(
  page: Page,
  baseURL: string | undefined,
  result: StoredResult,
  { locale, path }: { locale: 'en' | 'es'; path: string },
) {
  await openStoredResult(page, baseURL, result, path);
  return openCounterCard(page, locale);
}

const quiz = quizRegion;
const opener = (page: Page) => page.getByRole('button', { name: 'Show at the counter' });
const card = (page: Page) => page.getByRole('dialog', { name: 'Show this to your budtender' });

async function showResult(page: Page) {
  await openQuizOnPausedClock(page, '/quiz/');
  for (const answer of ANSWERS) await chooseAnswer(quiz(page), answer);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Your color is Blue' })).toBeVisible();
}

/** Decodes a screenshot of the element (PNG) with jsQR. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await card(page).getByRole('img', { name: 'QR code of the link to this result' }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

test.describe('the counter card', () => {
  test('opens by keyboard, keeps Tab inside, closes with Escape and Close, and gives focus back', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await showResult(page);
    await opener(page).focus();
    await page.keyboard.press('Enter');
    await expect(card(page)).toBeVisible();
    const close = card(page).getByRole('button', { name: 'Close' });
    const print = card(page).getByRole('button', { name: 'Print' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(print).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(print).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('shows the result in large type, fills the screen, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await showResult(page);
    await opener(page).click();
    const dialog = card(page);
    await expect(dialog.getByText('Calm', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Blue', { exact: true })).toBeVisible();
    const fact = (label: string) => dialog.locator('dl > div').filter({ hasText: label }).locator('dd');
    await expect(fact('Dose recommendation')).toHaveText('5 mg THC');
    await expect(fact('Wait before more')).toHaveText('about 2 hours');
    await expect(fact('Mind or body')).toHaveText('Body');
    await expect(fact('Product type')).toHaveText('Infused Waters');
    await expect(dialog.getByText('Per occasion: start low. Do not drive after using cannabis.')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 320, height: 700 });
    // Nothing runs off the side of a phone, and no word spills out of its box into the next fact.
    const overflowing = () =>
      dialog.evaluate((element) =>
        [...element.querySelectorAll('*')]
          .filter(
            (child) =>
              child.getBoundingClientRect().right > window.innerWidth + 0.5 ||
              (child.tagName !== 'svg' && child.scrollWidth > child.clientWidth + 1),
          )
          .map((child) => child.textContent),
      );
    expect(await overflowing()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing()).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    const doseSize = await fact('Dose recommendation').evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    );
    expect(doseSize).toBeGreaterThanOrEqual(28);
    // Sunlight: the ink on the card's white reaches AAA (7:1) for every fact, not just AA.
    const colors = await dialog.locator('h2, p, dt, dd, figcaption').evaluateAll((elements) => {
      const background = getComputedStyle(elements[0]!.closest('dialog')!).backgroundColor;
      return elements.map((element) => [getComputedStyle(element).color, background] as const);
    });
    for (const [text, background] of colors) expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(7);
    await expectNoAxeViolations(page, 'counter card');
  });

  // The longest card: an edible's dose and wait, and on the Spanish card the English twins of dose and type.
  for (const { locale, path } of QUIZ_PAGES) {
    test(`fits one phone screen at 375x667 and larger, down to its last line (${locale})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      const dialog = await openStoredCard(
        page,
        baseURL,
        { color: 'purple', dose: '5 mg THC', balance: 'balanced', productType: 'infused waters' },
        { locale, path },
      );
      const colorSize = await dialog
        .locator('[data-result-color]')
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      for (const size of [
        { width: 375, height: 667 },
        { width: 390, height: 844 },
        { width: 768, height: 1024 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        const fit = await dialog.evaluate((element) => ({
          scrolls: element.scrollHeight > element.clientHeight + 1,
          lastLine: element.lastElementChild!.getBoundingClientRect().bottom,
        }));
        expect(fit.scrolls, `${locale} card scrolls at ${size.width}x${size.height}`).toBe(false);
        expect(fit.lastLine).toBeLessThanOrEqual(size.height);
      }
      // The card fits by its layout, not by a smaller color word (44 px at 375 before the card fitted).
      expect(colorSize).toBeGreaterThanOrEqual(44);
      await expect(dialog.locator('p').last()).toHaveText(/^(Per occasion|Por ocasión)/);
    });
  }

  // The smallest phone: the Spanish card breaks no word ("Equilibra / do"), and both cards fit it whole.
  test('at 320x568 no word breaks mid-word, no text is under 15 px, and the card fits with its safety line', async ({
    page,
    baseURL,
  }) => {
    // The yellow card, and the longest: a dose and a product type each with its English twin on the Spanish card.
    const results: StoredResult[] = [
      { color: 'yellow', dose: '1-2 puffs', balance: 'balanced', productType: 'disposables' },
      { color: 'purple', dose: '5 mg THC', balance: 'balanced', productType: 'infused waters' },
    ];
    await page.setViewportSize({ width: 320, height: 568 });
    for (const [{ locale, path }, result] of QUIZ_PAGES.flatMap((language) =>
      results.map((result) => [language, result] as const),
    )) {
      const dialog = await openStoredCard(page, baseURL, result, { locale, path });
      const measured = await dialog.evaluate((element) => {
        // A word broken across lines has pieces on two lines; a break at a hyphen ("1-2") is not mid-word.
        const broken: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) broken.push(word[0]);
          }
        }
        const narrow = [...element.querySelectorAll<HTMLElement>('dt, dd, dd > *, h2, p, figcaption')]
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => label.textContent);
        // No text under the card's smallest size (--text-sm, 15 px): the facts beside the code included.
        const small = [...element.querySelectorAll<HTMLElement>('*')]
          .filter((child) => [...child.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
          .filter((child) => parseFloat(getComputedStyle(child).fontSize) < 15)
          .map((child) => `${child.textContent} (${getComputedStyle(child).fontSize})`);
        const safetyLine = [...element.querySelectorAll('p')].find((line) =>
          /^(?:Per occasion|Por ocasión)/.test(line.textContent ?? ''),
        );
        return {
          broken,
          narrow,
          small,
          safetyLineBottom: safetyLine ? safetyLine.getBoundingClientRect().bottom : Infinity,
          overflow: element.scrollHeight - element.clientHeight,
        };
      });
      expect(measured.broken, `${path} ${result.color}: words broken mid-word`).toEqual([]);
      expect(measured.narrow, `${path} ${result.color}: labels narrower than their words`).toEqual([]);
      expect(measured.small, `${path} ${result.color}: text under 15 px`).toEqual([]);
      // The whole card on one screen, down to its safety line, with nothing to scroll.
      expect(measured.safetyLineBottom, `${path} ${result.color}: the safety line is cut`).toBeLessThanOrEqual(568);
      expect(measured.overflow, `${path} ${result.color}: the card scrolls`).toBeLessThanOrEqual(1);
    }
  });

  test('opens without motion when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await showResult(page);
    await opener(page).click();
    const motion = await card(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { animation: style.animationName, transition: style.transitionDuration };
    });
    expect(motion.animation).toBe('none');
    // The site's reduced-motion rule (global.css) cuts any transition to 0.01 ms.
    expect(parseFloat(motion.transition)).toBeLessThan(0.001);
  });

  test('its QR code decodes to the result’s share link', async ({ page, baseURL }) => {
    await showResult(page);
    const shareHref = await page.getByRole('link', { name: 'Share this result' }).getAttribute('href');
    await opener(page).click();
    expect(await decodeQr(page)).toBe(new URL(shareHref!, baseURL).href);
  });

  test('prints alone, on one page', async ({ page }) => {
    await showResult(page);
    await opener(page).click();
    await expect(card(page).getByRole('img', { name: /QR code/ })).toBeVisible();
    const { sheets, text } = await printToPdf(page);
    expect(sheets).toHaveLength(1);
    expect(text).toContain('5 mg THC');
    expect(text).toContain('Scan to open this result');
    // The page behind the card is not printed.
    expect(text).not.toContain('The four colors');
    expect(text).not.toContain('Reset quiz');
  });
});
