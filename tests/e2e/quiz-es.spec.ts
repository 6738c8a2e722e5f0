import { expect, test, type Page } from '@playwright/test';
import {
  ANSWER_THROTTLE_MS,
  chooseAnswer,
  expectAxeCleanOnPausedClock,
  openCounterCard,
  openQuizOnPausedClock,
  openStoredResult,
  quizRegion,
} from './support/quiz.ts';
import { englishLeftovers } from './support/english.ts';
import { collectConsoleErrors, expectNoAxeViolations } from './support/site.ts';

/**
 * The quiz in Spanish at /es/quiz/: every word the reader sees is Spanish, while the answers sent to the API
 * (and written into the share link and the no-JavaScript form) stay the canonical English option values.
 */
const QUESTIONS = [
  '¿Cuánta experiencia tienes con el cannabis?',
  '¿Qué experiencia buscas?',
  '¿Cómo te gusta consumir cannabis?',
  '¿Buscas un efecto más de mente o de cuerpo?',
];
const ANSWERS = ['De vez en cuando (una vez al mes)', 'Más relajación', 'Aguas infusionadas', 'Cuerpo'];
/** The same answers as the API takes them. */
const CANONICAL = ['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body'];
const SHOWN = {
  title: 'Tu color es Azul',
  effect: 'Calm (Calma)',
  dose: '5 mg de THC',
  balance: 'Cuerpo',
  productType: 'Aguas infusionadas',
};
const AGE_QUESTION = '¿Tienes 21 años o más?';
/** Any dose, in any form, in either language: none may show before a Yes. */
const DOSE_WORDS = /inhalaci|puffs?\b|\bmg\b|gramo|\bgram\b|Dosis recomendada/i;
const API = '**/api/v2/quiz/quiz-results/**';
const RESULT_QUERY = 'q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind';

const quiz = (page: Page) => quizRegion(page, 'Cuestionario');
const questionHeading = (page: Page, index: number) =>
  quiz(page).getByRole('heading', { level: 2, name: QUESTIONS[index] });
const resultHeading = (page: Page) => page.getByRole('heading', { name: /^Tu color es |^Este resultado: / });
const storedValue = (page: Page) => page.evaluate(() => window.localStorage.getItem('dycQuizResults'));

async function expectResultPanel(page: Page, shown = SHOWN) {
  const panel = page.getByRole('region', { name: shown.title });
  await expect(resultHeading(page)).toHaveText(shown.title);
  // The facts stand on the color band (the counter card, closed, holds its own copy).
  const band = panel.locator('[data-result-band]');
  const line = (label: string) => band.locator('dl > div').filter({ hasText: label });
  // The heading names the color once, the effect with its meaning beside it; the facts do not name them again.
  await expect(band.getByText(new RegExp(`^${RegExp.escape(shown.effect)}: `))).toBeVisible();
  await expect(band.locator('dl')).not.toContainText(shown.title.replace(/^.* /, ''));
  await expect(band.locator('dl')).not.toContainText(shown.effect);
  await expect(line('Dosis recomendada').locator('dd')).toHaveText(shown.dose);
  await expect(line('Mente o cuerpo').locator('dd')).toHaveText(shown.balance);
  await expect(line('Tipo de producto').locator('dd')).toHaveText(shown.productType);
  const alt = `Figura de ${shown.effect}, ${shown.balance.toLowerCase()}: el efecto se siente`;
  expect(await panel.getByRole('img').getAttribute('alt')).toMatch(new RegExp(`^${RegExp.escape(alt)}`));
  await expect(panel.getByText(/por ocasión.*antes de consumir más.*No manejes/)).toBeVisible();
  await expect(panel.getByRole('link', { name: /lee la ciencia/ })).toHaveAttribute('href', '/es/science/');
  // No English left over in the panel.
  await expect(panel).not.toContainText(/\b(Your|Dose|puffs|Start low|Reset quiz|Take the quiz|Share)\b/);
  return panel;
}

test.describe('Spanish quiz island', () => {
  test('age Sí, four answers by keyboard and pointer, canonical values sent, the result in Spanish', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openQuizOnPausedClock(page, '/es/quiz/', { adult: false });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Responde un cuestionario de 4 preguntas y descubre tu color',
    );
    const ageAnswers = quiz(page).getByRole('group', { name: AGE_QUESTION }).getByRole('button');
    await expect(ageAnswers).toHaveText(['Sí', 'No']);
    await expectAxeCleanOnPausedClock(page, 'age question');
    await ageAnswers.first().click();
    await expect(questionHeading(page, 0)).toBeFocused();
    await expect(quiz(page).getByText('Pregunta 1 de 4')).toBeVisible();
    await expectAxeCleanOnPausedClock(page, 'question 1');

    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/v2/quiz/quiz-results/'));
    for (const [index, answer] of ANSWERS.entries()) {
      await expect(questionHeading(page, index)).toBeVisible();
      // "Volver a la pregunta 1", as Spanish says it ("Atrás a la pregunta" is no Spanish).
      if (index > 0) {
        await expect(quiz(page).getByRole('button', { name: /^Volver/ })).toHaveAccessibleName(
          `Volver a la pregunta ${index}`,
        );
      }
      if (index % 2 === 0) {
        // Keyboard: from the focused heading, Tab along the options to the answer, then Enter.
        const labels = await quiz(page)
          .getByRole('group', { name: QUESTIONS[index] })
          .getByRole('button')
          .allTextContents();
        await questionHeading(page, index).focus();
        for (let step = 0; step <= labels.indexOf(answer); step += 1) await page.keyboard.press('Tab');
        await expect(quiz(page).getByRole('button', { name: answer, exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
        await page.clock.runFor(ANSWER_THROTTLE_MS);
      } else {
        await chooseAnswer(quiz(page), answer);
      }
    }
    const sent = new URL((await request).url()).searchParams;
    expect(['q1', 'q2', 'q3', 'q4'].map((id) => sent.get(id))).toEqual(CANONICAL);

    const panel = await expectResultPanel(page);
    await expect(resultHeading(page)).toBeFocused();
    await expect(page).toHaveTitle(/^Tu color es Azul \(Calm, Calma\) \|/);
    await expect(panel.getByText('Elegiste “Más relajación”')).toBeVisible();
    // The store and storage stay language-neutral: the API's English values.
    expect(JSON.parse((await storedValue(page)) ?? 'null')).toMatchObject({
      color: 'blue',
      dose: '5 mg THC',
      productType: 'infused waters',
    });
    const share = panel.getByRole('link', { name: 'Comparte el resultado' });
    const href = new URL((await share.getAttribute('href'))!, 'http://x.test');
    expect(href.pathname).toBe('/es/quiz/result/');
    expect(['q1', 'q2', 'q3', 'q4'].map((id) => href.searchParams.get(id))).toEqual(CANONICAL);
    await expectAxeCleanOnPausedClock(page, 'result');

    await page.getByRole('button', { name: 'Reiniciar el cuestionario' }).click();
    await expect(questionHeading(page, 0)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a result stored by the English quiz shows in Spanish', async ({ page, baseURL }) => {
    await openStoredResult(
      page,
      baseURL,
      { color: 'purple', dose: 'half gram', balance: 'balanced', productType: 'flower' },
      '/es/quiz/',
    );
    const panel = await expectResultPanel(page, {
      title: 'Tu color es Morado',
      effect: 'Rest (Descanso)',
      dose: 'medio gramo',
      balance: 'Equilibrado',
      productType: 'Flor',
    });
    await expect(panel.getByText(/medio gramo por ocasión, para quienes usan cannabis a diario/)).toBeVisible();
    await expect(panel.getByText(/espera unos 15 minutos antes de consumir más/)).toBeVisible();
  });

  test('the counter card: the panel’s color form, a heading in plain Spanish, type and dose also in English', async ({
    page,
    baseURL,
  }) => {
    await openStoredResult(
      page,
      baseURL,
      { color: 'purple', dose: '5 mg THC', balance: 'balanced', productType: 'infused waters' },
      '/es/quiz/',
    );
    const card = await openCounterCard(page, 'es');
    // The color word first, as large as the card allows, its effect under it: one pair of parentheses.
    await expect(card.locator('p').first()).toHaveText('Morado Rest (Descanso)');
    await expect(card.getByText('Morado', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(card).not.toContainText('(Rest (');
    const fact = (label: string) => card.locator('dl > div').filter({ hasText: label }).locator('dd');
    // A budtender who reads only English finds the product type and the dose in English, marked as English.
    // The budtender's English twin of each fact says what it is, on a line of its own.
    await expect(fact('Dosis recomendada')).toHaveText('5 mg de THC In English: 5 mg THC');
    await expect(fact('Dosis recomendada').locator('[lang="en"]')).toHaveText('In English: 5 mg THC');
    await expect(fact('Tipo de producto')).toHaveText('Aguas infusionadas In English: Infused Waters');
    await expect(fact('Tipo de producto').locator('[lang="en"]')).toHaveText('In English: Infused Waters');
    await expect(fact('Tipo de producto').locator('[lang="en"]')).toHaveCSS('display', 'block');
    await expect(fact('Espera antes de consumir más')).toHaveText('unas 2 horas');
    await expectNoAxeViolations(page, 'Spanish counter card');
  });

  test('a failed request shows the retry state in Spanish, and Intentar de nuevo gets the result', async ({ page }) => {
    let fail = true;
    await page.route(API, async (route) => {
      if (fail) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await openQuizOnPausedClock(page, '/es/quiz/');
    for (const answer of ANSWERS) await chooseAnswer(quiz(page), answer);
    await expect(quiz(page).getByRole('status')).toHaveText(
      'Perdón, no pudimos obtener tu resultado en este momento. Tus respuestas siguen aquí.',
    );
    const retry = quiz(page).getByRole('button', { name: 'Intentar de nuevo' });
    await expect(retry).toBeFocused();
    await expect(quiz(page).getByRole('button', { name: 'Reiniciar el cuestionario' })).toBeVisible();
    await expectAxeCleanOnPausedClock(page, 'error state');
    fail = false;
    await retry.click();
    await expectResultPanel(page);
  });

  test('a request that never answers shows the loading message, then the retry state after the timeout', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(API, async (route) => {
      await gate;
      await route.abort().catch(() => undefined);
    });
    await openQuizOnPausedClock(page, '/es/quiz/');
    for (const answer of ANSWERS) await chooseAnswer(quiz(page), answer);
    await expect(quiz(page).getByRole('status')).toHaveText('Buscando tu color…');
    // The request gives up after 10 s of the page's (paused) clock, not of wall time.
    await page.clock.runFor(10_000);
    await expect(quiz(page).getByRole('status')).toContainText('no pudimos obtener tu resultado');
    await expect(quiz(page).getByRole('button', { name: 'Intentar de nuevo' })).toBeFocused();
    release();
    await expectAxeCleanOnPausedClock(page, 'timed out');
  });

  test('No shows the Spanish page with no dose and a link to the Spanish science page', async ({ page }) => {
    await openQuizOnPausedClock(page, '/es/quiz/', { adult: false });
    await quiz(page).getByRole('button', { name: 'No', exact: true }).click();
    await expect(quiz(page).getByRole('heading', { name: 'Gracias por decírnoslo' })).toBeFocused();
    await expect(quiz(page).getByRole('link', { name: 'Lee la ciencia detrás de los colores' })).toHaveAttribute(
      'href',
      '/es/science/',
    );
    await expect(quiz(page)).not.toContainText(DOSE_WORDS);
    // Nothing of the quiz is stored.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await expectAxeCleanOnPausedClock(page, 'under 21');
  });
});

test.describe('Spanish quiz without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Spanish form submits canonical values to /es/quiz/result/ and the result shows in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/quiz/');
    const form = page.locator('form[method="get"][action="/es/quiz/result/"]');
    await expect(form.getByRole('group')).toHaveCount(4);
    for (const [index, answer] of ANSWERS.entries()) {
      const radio = form
        .getByRole('group', { name: QUESTIONS[index] })
        .getByRole('radio', { name: answer, exact: true });
      await expect(radio).toHaveAttribute('value', CANONICAL[index]!);
      await radio.check();
    }
    await form.getByRole('checkbox', { name: 'Tengo 21 años o más' }).check();
    await form.getByRole('button', { name: 'Ver mi color' }).click();
    await expect(page).toHaveURL(/\/es\/quiz\/result\/\?q1=Occasional.*age=yes/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The result page reads a result as a shared link's reader sees it.
    await expectResultPanel(page, { ...SHOWN, title: 'Este resultado: Azul' });
    await expect(page.getByRole('link', { name: 'Haz tú el cuestionario' })).toHaveAttribute(
      'href',
      '/es/quiz/?reset=1',
    );
    const share = await page.getByRole('link', { name: 'Comparte el resultado' }).getAttribute('href');
    expect(new URL(share!).pathname).toBe('/es/quiz/result/');
  });

  test('a shared link asks the age in Spanish: No shows the no-dose page, Sí the result', async ({ page }) => {
    const response = await page.goto(`/es/quiz/result/?${RESULT_QUERY}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AGE_QUESTION);
    await expect(page.locator('main')).not.toContainText(DOSE_WORDS);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/quiz\/result\/\?.*age=no/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias por decírnoslo');
    await expect(page.locator('main')).not.toContainText(DOSE_WORDS);
    await expect(page.getByRole('link', { name: 'Lee la ciencia detrás de los colores' })).toHaveAttribute(
      'href',
      '/es/science/',
    );
    await page.goBack();
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/quiz\/result\/\?.*age=yes/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este resultado: Morado');
    await expect(page.getByText(/medio gramo por ocasión, para quienes usan cannabis a diario/)).toBeVisible();
  });

  test('missing or bad answers get a Spanish 400 page that says what is missing', async ({ page }) => {
    const response = await page.goto('/es/quiz/result/?q1=Daily&q3=bogus');
    expect(response?.status()).toBe(400);
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('listitem')).toHaveText([
      /Pregunta 2.*aún sin responder/,
      /Pregunta 3.*no es una de las opciones/,
      /Pregunta 4.*aún sin responder/,
    ]);
    await expect(summary.getByRole('link', { name: 'Volver al cuestionario' })).toHaveAttribute('href', '/es/quiz/');
    await expect(page.getByRole('radio', { name: 'A diario' })).toBeChecked();
    await expect(page.locator('form[action="/es/quiz/result/"]')).toHaveCount(1);
  });
});

test.describe('no English in any state of the Spanish quiz', () => {
  const expectSpanishOnly = async (page: Page, state: string) =>
    expect(await englishLeftovers(page), state).toEqual([]);

  test('age question, each question, the result and its counter card', async ({ page }) => {
    await openQuizOnPausedClock(page, '/es/quiz/', { adult: false });
    await expect(quiz(page).getByRole('group', { name: AGE_QUESTION })).toBeVisible();
    await expectSpanishOnly(page, 'age question');
    await quiz(page).getByRole('button', { name: 'Sí', exact: true }).click();
    for (const [index, answer] of ANSWERS.entries()) {
      await expect(questionHeading(page, index)).toBeVisible();
      await expectSpanishOnly(page, `question ${index + 1}`);
      await chooseAnswer(quiz(page), answer);
    }
    await page.clock.resume();
    await expect(resultHeading(page)).toBeVisible();
    await expectSpanishOnly(page, 'result');
    await page.getByRole('button', { name: 'Muéstralo en tienda' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectSpanishOnly(page, 'counter card');
  });

  test('the No to the age question', async ({ page }) => {
    await openQuizOnPausedClock(page, '/es/quiz/', { adult: false });
    await quiz(page).getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Gracias por decírnoslo' })).toBeVisible();
    await expectSpanishOnly(page, 'age declined');
  });

  test('the failed request', async ({ page }) => {
    await page.route(API, (route) => route.abort('internetdisconnected'));
    await openQuizOnPausedClock(page, '/es/quiz/');
    for (const answer of ANSWERS) await chooseAnswer(quiz(page), answer);
    await expect(quiz(page).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await expectSpanishOnly(page, 'failed request');
  });
});

test.describe('Spanish server-rendered pages', () => {
  test('lang, the hreflang pair /quiz/ <-> /es/quiz/, and axe on every result-page state', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of ['/quiz/', '/es/quiz/']) {
      await page.goto(path);
      const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
      await expect(alternate('en-US')).toHaveAttribute('href', /[^s]\/quiz\/$/);
      await expect(alternate('es-US')).toHaveAttribute('href', /\/es\/quiz\/$/);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const states = [
      [`/es/quiz/result/?${RESULT_QUERY}&age=yes`, 'Este resultado: Morado'],
      [`/es/quiz/result/?${RESULT_QUERY}`, AGE_QUESTION],
      [`/es/quiz/result/?${RESULT_QUERY}&age=no`, 'Gracias por decírnoslo'],
      ['/es/quiz/result/?q2=Better+Focus', 'Faltan algunas respuestas'],
    ] as const;
    for (const [path, heading] of states) {
      // An empty storage: the age page must not carry a remembered Yes over.
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page, path);
    }
  });
});
