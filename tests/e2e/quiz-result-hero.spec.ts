import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from './support/contrast.ts';
import { chooseAnswer, openQuizOnPausedClock, openStoredResult, quizRegion } from './support/quiz.ts';
import { waitForHydration } from './support/site.ts';

/**
 * Issue 27, "The result and the counter card are built around the color": the color is the result's hero (a band
 * in the color's fill, its name large, its type), "Show at the counter" and Share are the main actions and
 * Reset a quiet link; the counter card is a full-screen field of the color with its QR code on a phone's first
 * screen; the shared result page gets the counter card and "Take the quiz yourself"; and on a phone each question
 * fits one screen once the age question is answered.
 */
/** Stored results the quiz can give (a dose that fits the product type), one per color. */
const COLORS = [
  {
    color: 'yellow' as const,
    word: 'Yellow',
    name: 'Energize',
    token: '--color-energize',
    dose: '5-6 puffs',
    productType: 'disposables',
  },
  {
    color: 'green' as const,
    word: 'Green',
    name: 'Focus',
    token: '--color-focus',
    dose: '2.5 mg THC',
    productType: 'infused waters',
  },
  {
    color: 'blue' as const,
    word: 'Blue',
    name: 'Calm',
    token: '--color-calm',
    dose: 'half gram',
    productType: 'flower',
  },
  {
    color: 'purple' as const,
    word: 'Purple',
    name: 'Rest',
    token: '--color-rest',
    dose: '10 mg THC',
    productType: 'edibles',
  },
].map((entry, index) => ({ ...entry, balance: (['mind', 'body', 'balanced', 'body'] as const)[index]! }));
const BALANCE_SHOWN = { mind: 'Mind', body: 'Body', balanced: 'Balanced' } as const;
const RESULT_QUERY = 'q1=Occasional+(monthly)&q2=More+Relaxation&q3=Infused+Waters&q4=Body';

/** The CSS color a token resolves to, as the browser writes a computed background (rgb(...)). */
const tokenColor = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, token);

/** WCAG contrast of an element's text against a background color (both as the browser computes them). */
const contrastOn = async (element: Locator, background: string) =>
  contrastRatio(await element.evaluate((node) => getComputedStyle(node).color), background);

const isFilled = (element: Locator) =>
  element.evaluate((node) => !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(node).backgroundColor));

test.describe('the result is built around the color', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const shown of COLORS) {
    test(`the ${shown.word} result opens on a band of its color (the swatches' own), with its name large and its type`, async ({
      page,
      baseURL,
    }) => {
      await openStoredResult(page, baseURL, shown);
      const panel = page.getByRole('region', { name: `Your color is ${shown.word}` });
      const heading = panel.getByRole('heading', { name: `Your color is ${shown.word}` });
      await expect(heading).toBeVisible();
      const band = panel.locator('[data-result-band]');
      const field = await tokenColor(page, shown.token);
      expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(field);
      // One palette: the band is the very color of the page's swatch of it.
      const swatch = page.locator(`.colors li.is-${shown.name.toLowerCase()} .chip`);
      expect(await swatch.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(field);
      // Full bleed: the band spans the whole panel.
      const [bandBox, panelBox] = [(await band.boundingBox())!, (await panel.boundingBox())!];
      expect(bandBox.width).toBeGreaterThanOrEqual(panelBox.width - 2);
      // The color word is the largest thing on the screen, and reads on the band (AA); the effect is beside it.
      const name = heading.getByText(shown.word, { exact: true });
      await expect(band.getByText(new RegExp(`^${shown.name}: `))).toBeVisible();
      expect(await name.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
        40,
      );
      for (const text of [name, band.locator('dt').first(), band.locator('dd').first()])
        expect(await contrastOn(text, field)).toBeGreaterThanOrEqual(4.5);
      // The type (mind, body or balanced) stands in the band.
      await expect(band.locator('dl > div').filter({ hasText: 'Mind or body' }).locator('dd')).toHaveText(
        BALANCE_SHOWN[shown.balance],
      );
      await expect(band).toBeInViewport();
    });
  }

  test('the color is named once, in one form', async ({ page, baseURL }) => {
    await openStoredResult(page, baseURL, COLORS[2]!);
    const panel = page.getByRole('region', { name: 'Your color is Blue' });
    await expect(panel.getByRole('heading', { name: 'Your color is Blue' })).toBeVisible();
    // No second "Your Color is" line with other capitals, and no second naming of the color in the facts.
    await expect(panel).not.toContainText('Your Color');
    await expect(panel).not.toContainText('Your color:');
    await expect(panel.locator('dl')).not.toContainText('Calm');
    await expect(panel.locator('dl')).not.toContainText('Blue');
  });

  test('the result shows the color as a label prints it, with what the type means, and invents no type', async ({
    page,
    baseURL,
  }) => {
    await openStoredResult(page, baseURL, COLORS[3]!);
    const panel = page.getByRole('region', { name: 'Your color is Purple' });
    await expect(panel.getByRole('heading', { name: 'On the label' })).toBeVisible();
    await expect(panel.locator('[data-label-form]')).toHaveText('Purple · Type I, II or III');
    await expect(panel).toContainText('Type I has more THC, Type II is balanced, Type III has more CBD');
    // The quiz cannot know a product's type: no single type is named as the reader's.
    await expect(panel).not.toContainText(/Purple · Type (?:I|II|III)\b(?!,)/);
    await openStoredResult(page, baseURL, COLORS[3]!, '/es/quiz/');
    await expect(page.locator('[data-label-form]')).toHaveText('Morado · Tipo I, II o III');
  });

  test('Show at the counter and Share lead, Reset is a quiet link last, and focus follows that order', async ({
    page,
  }) => {
    await openQuizOnPausedClock(page, '/quiz/');
    for (const answer of ['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body'])
      await chooseAnswer(quizRegion(page), answer);
    await page.clock.resume();
    const panel = page.getByRole('region', { name: 'Your color is Blue' });
    const heading = panel.getByRole('heading', { name: 'Your color is Blue' });
    await expect(heading).toBeFocused();
    const counter = panel.getByRole('button', { name: 'Show at the counter' });
    const share = panel.getByRole('link', { name: 'Share this result' });
    const reset = panel.getByRole('button', { name: 'Reset quiz' });
    expect(await isFilled(counter)).toBe(true);
    // Share is a button-shaped action (outlined), not a link inside a sentence.
    expect(await share.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThan(0);
    expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await isFilled(reset)).toBe(false);
    // Both main actions are on the first screen with the color.
    await expect(counter).toBeInViewport({ ratio: 1 });
    await expect(share).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Tab');
    await expect(counter).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(share).toBeFocused();
    // Reset is the panel's last control.
    const last = await panel.evaluate((element) => {
      const controls = [...element.querySelectorAll('a[href], button')].filter(
        (control) => !control.closest('dialog') && control.checkVisibility(),
      );
      return controls.at(-1)?.textContent?.trim();
    });
    expect(last).toBe('Reset quiz');
  });

  test('the Spanish result: the same hero and the same actions, in Spanish', async ({ page, baseURL }) => {
    await openStoredResult(page, baseURL, COLORS[3]!, '/es/quiz/');
    const panel = page.getByRole('region', { name: 'Tu color es Morado' });
    const band = panel.locator('[data-result-band]');
    expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await tokenColor(page, '--color-rest'),
    );
    const name = panel.getByRole('heading').getByText('Morado', { exact: true });
    expect(await name.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(40);
    // The brand effect with its Spanish meaning beside the color.
    await expect(band.getByText('Rest (Descanso): sueño y reposo', { exact: true })).toBeVisible();
    await expect(panel).not.toContainText('Tu color:');
    expect(await isFilled(panel.getByRole('button', { name: 'Muéstralo en tienda' }))).toBe(true);
    await expect(panel.getByRole('link', { name: 'Comparte el resultado' })).toBeVisible();
    expect(await isFilled(panel.getByRole('button', { name: 'Reiniciar el cuestionario' }))).toBe(false);
  });
});

test.describe('the counter card is a field of the color', () => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 375, height: 667 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} every color shows its name, dose and QR code on the first screen, in one layout`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const qrTops: number[] = [];
      for (const shown of COLORS) {
        await openStoredResult(page, baseURL, shown);
        await page.getByRole('button', { name: 'Show at the counter' }).click();
        const card = page.getByRole('dialog', { name: 'Show this to your budtender' });
        await expect(card).toBeVisible();
        expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          await tokenColor(page, shown.token),
        );
        const name = card.getByText(shown.word, { exact: true });
        await expect(name).toBeInViewport({ ratio: 1 });
        await expect(card.getByText(shown.name, { exact: true })).toBeVisible();
        expect(await name.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
          36,
        );
        const qr = card.getByRole('img', { name: 'QR code of the link to this result' });
        await expect(qr, `${shown.name}: the QR code on the first screen`).toBeInViewport({ ratio: 1 });
        const qrBox = (await qr.boundingBox())!;
        expect(qrBox.width).toBeGreaterThanOrEqual(160);
        qrTops.push(Math.round(qrBox.y));
        // Close stays in view however far the card is scrolled.
        const close = card.getByRole('button', { name: 'Close' });
        await card.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        await expect(close).toBeInViewport({ ratio: 1 });
        await close.click();
        await expect(card).toBeHidden();
      }
      // One layout for every color: the QR code starts at the same height on each card.
      expect(new Set(qrTops).size, `QR tops ${qrTops.join(', ')}`).toBe(1);
    });
  }
});

test.describe('the shared result link', () => {
  test('offers the counter card and "Take the quiz yourself", at a readable width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/quiz/result/?${RESULT_QUERY}&age=yes`);
    const panel = page.getByRole('region', { name: 'This result: Blue' });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(800);
    await expect(page.getByRole('link', { name: 'Take the quiz yourself' })).toHaveAttribute('href', '/quiz/?reset=1');
    await expect(page.getByRole('link', { name: /Reset/ })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Share this result' })).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/quiz\/result\/\?q1=Occasional/,
    );
    const open = panel.getByRole('button', { name: 'Show at the counter' });
    await open.click();
    const card = page.getByRole('dialog', { name: 'Show this to your budtender' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'QR code of the link to this result' })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a friend reads the result as someone else’s, and its counter card has Print like the own one', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.goto(`/quiz/result/?${RESULT_QUERY}&age=yes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This result: Blue');
    await expect(page).toHaveTitle(/^This result: Blue \(Calm\) \|/);
    const main = page.locator('main');
    await expect(main).not.toContainText('You chose');
    await expect(main).not.toContainText('your color');
    await expect(
      main.getByText(/^“More Relaxation” was the experience asked for, so the color is Blue, Calm/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The dose and the wait' })).toBeVisible();
    // The link's preview: this color's own sharing image, with no dose on it.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/media\/share\/result-blue\.png$/,
    );
    await page.getByRole('button', { name: 'Show at the counter' }).click();
    const card = page.getByRole('dialog', { name: 'Show this to your budtender' });
    const print = card.getByRole('button', { name: 'Print' });
    await expect(print).toBeVisible();
    await print.click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '');
  });

  test('Share without a share sheet copies the link and says so, or shows it to copy where the clipboard is refused', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A desktop browser: no share sheet.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    const shareQuery = 'q1=Occasional+%28monthly%29&q2=More+Relaxation&q3=Infused+Waters&q4=Body';

    // The quiz's own result.
    await openStoredResult(page, baseURL, {
      ...COLORS[2]!,
      dose: '5 mg THC',
      productType: 'infused waters',
      balance: 'body',
    });
    const own = page.getByRole('region', { name: 'Your color is Blue' });
    await own.getByRole('link', { name: 'Share this result' }).click();
    await expect(own.getByRole('status')).toHaveText('Link copied. Paste it anywhere to share this result.');
    await expect(page).toHaveURL(/\/quiz\/$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/quiz/result/?${shareQuery}`);

    // The shared result page, rendered by the server.
    await page.goto(`/quiz/result/?${RESULT_QUERY}&age=yes`);
    const shared = page.getByRole('region', { name: 'This result: Blue' });
    await shared.getByRole('link', { name: 'Share this result' }).click();
    await expect(shared.getByRole('status')).toHaveText('Link copied. Paste it anywhere to share this result.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/quiz\/result\/\?q1=Occasional/);
    expect(new URL(copied).searchParams.has('age')).toBe(false);

    // A clipboard that refuses: the link stands in a field, focused and selected, to copy by hand.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      }),
    );
    await page.reload();
    await shared.getByRole('link', { name: 'Share this result' }).click();
    const field = shared.getByRole('textbox', { name: 'Copy this link to share the result:' });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(copied);
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(
      copied.length,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

    test('the counter card opens and closes from the page’s own HTML', async ({ page }) => {
      await page.goto(`/es/quiz/result/?${RESULT_QUERY}&age=yes`);
      await page.getByRole('button', { name: 'Muéstralo en tienda' }).click();
      const card = page.getByRole('dialog', { name: 'Muéstrale esta tarjeta a quien te atienda' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('img', { name: 'Código QR del enlace a este resultado' })).toBeInViewport({
        ratio: 1,
      });
      await card.getByRole('button', { name: 'Cerrar' }).click();
      await expect(card).toBeHidden();
      await expect(page.getByRole('link', { name: 'Haz tú el cuestionario' })).toHaveAttribute(
        'href',
        '/es/quiz/?reset=1',
      );
    });
  });

  test('asks the age with the quiz’s own age question design', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const look = async (yes: Locator) =>
      yes.evaluate((element) => {
        const style = getComputedStyle(element);
        const card = element.closest('section')!;
        return {
          width: Math.round(element.getBoundingClientRect().width),
          height: Math.round(element.getBoundingClientRect().height),
          radius: style.borderRadius,
          border: style.borderTopWidth,
          background: style.backgroundColor,
          weight: style.fontWeight,
          cardRadius: getComputedStyle(card).borderRadius,
          cardShadow: getComputedStyle(card).boxShadow,
        };
      });
    await page.goto('/quiz/');
    await waitForHydration(page);
    const quizYes = quizRegion(page).getByRole('button', { name: 'Yes', exact: true });
    const expected = await look(quizYes);
    await page.goto(`/quiz/result/?${RESULT_QUERY}`);
    const yes = page.getByRole('button', { name: 'Yes', exact: true });
    expect(await look(yes)).toEqual(expected);
    await expect(page.getByRole('heading', { level: 1, name: 'Are you 21 or older?' })).toBeVisible();
    await expect(yes).toBeInViewport({ ratio: 1 });
    const no = page.getByRole('button', { name: 'No', exact: true });
    // Side by side, as in the quiz.
    expect(Math.round((await no.boundingBox())!.y)).toBe(Math.round((await yes.boundingBox())!.y));
    await yes.click();
    await expect(page.getByRole('heading', { name: 'This result: Blue' })).toBeVisible();
  });
});

test.describe('on a phone each question fits one screen after the age answer', () => {
  const QUESTIONS = [
    { heading: 'What is your previous experience with cannabis?', answer: 'Occasional (monthly)' },
    { heading: 'What is your desired experience?', answer: 'More Relaxation' },
  ];
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 375, height: 667 },
  ]) {
    test(`at ${viewport.width}x${viewport.height}, all options of questions 1 and 2 are on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openQuizOnPausedClock(page, '/quiz/', { adult: false });
      const quiz = quizRegion(page);
      await quiz.getByRole('button', { name: 'Yes', exact: true }).click();
      for (const question of QUESTIONS) {
        const heading = quiz.getByRole('heading', { name: question.heading });
        await expect(heading).toBeFocused();
        const options = quiz.getByRole('group', { name: question.heading }).getByRole('button');
        await expect(options).toHaveCount(4);
        for (const option of await options.all()) await expect(option).toBeInViewport({ ratio: 1 });
        await expect(heading).toBeInViewport({ ratio: 1 });
        await chooseAnswer(quiz, question.answer);
      }
      // The page keeps its h1 for the outline; it only steps out of the way.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});
