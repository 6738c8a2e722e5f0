import { expect, test, type Page } from '@playwright/test';
import { ANSWER_THROTTLE_MS, chooseAnswer, openQuizOnPausedClock } from './support/quiz.ts';

/**
 * A store's own quiz page on DYC ("on your site or ours"): the store joins in the embed builder, which tells it the
 * page's address; shoppers who scan a printed piece run the quiz there and end on the store's shop link; the counts
 * land on that store's dashboard by source, and the dashboard's switch turns the page off (the site's 404) and on.
 */
const SHOP = 'https://greendoor.example/menu?effect={color}';

/** Joins in the builder as a store's manager does; answers the dashboard link and the page address it shows. */
async function join(page: Page, name: string): Promise<{ link: string; storeId: string; pageAddress: string }> {
  await page.goto('/operators/embed/');
  await page.getByLabel(/Store name/).fill(name);
  await page.getByLabel(/Shop address/).fill(SHOP);
  await page.getByRole('button', { name: 'Count my shoppers’ colors' }).click();
  const linkField = page.getByLabel('Your private dashboard link');
  await expect(linkField).toHaveValue(/#store=[\w-]{16}&key=/);
  const link = await linkField.inputValue();
  const storeId = /#store=([\w-]{16})&/.exec(link)![1]!;
  const pageAddress = await page.getByLabel('Your quiz page on DYC').inputValue();
  return { link, storeId, pageAddress };
}

test('a store’s page runs the quiz to its shop link in English and Spanish, counts for that store by source, and switches off', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const store = await join(page, 'Green Door');
  const other = await join(page, 'La Tienda');
  expect(store.pageAddress).toBe(`${new URL(baseURL!).origin}/s/${store.storeId}/`);

  const counted: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v2/counts/')) counted.push(response.status());
  });

  // Five shoppers scan the wall poster's code: each runs the quiz to the store's shop link in their color.
  await openQuizOnPausedClock(page, `/s/${store.storeId}/?src=poster`);
  await expect(page).toHaveTitle(/^Find your color at Green Door/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your color at Green Door' })).toBeVisible();
  const quiz = page.getByRole('region', { name: 'Find your color at Green Door' });
  for (let shopper = 0; shopper < 5; shopper += 1) {
    if (shopper > 0) {
      // The next shopper: one result per browser, store and day is counted, so each is a new browser's.
      await page.evaluate(() => localStorage.removeItem('dycCountedDays'));
      await quiz.getByRole('button', { name: 'Reset quiz' }).dispatchEvent('click');
    }
    // The pointer path is the quiz's own tests': here each answer is a click event and a clock step.
    for (const answer of ['Daily', 'Better Sleep', 'Flower', 'Mind']) {
      await quiz.getByRole('button', { name: answer, exact: true }).dispatchEvent('click');
      await page.clock.runFor(ANSWER_THROTTLE_MS);
    }
    await expect(quiz.getByRole('link', { name: /^Shop Purple \(Rest\) at Green Door/ })).toHaveAttribute(
      'href',
      'https://greendoor.example/menu?effect=rest',
    );
  }
  // Five results, each accepted once it is on disk.
  await expect.poll(() => counted).toEqual(Array(5).fill(204));

  // In Spanish, from its own address: the Spanish quiz, the same shop link.
  const spanish = await browser.newPage();
  await openQuizOnPausedClock(spanish, `/es/s/${store.storeId}/`);
  await expect(spanish.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(spanish.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(spanish.getByRole('heading', { level: 1, name: 'Descubre tu color en Green Door' })).toBeVisible();
  const cuestionario = spanish.getByRole('region', { name: 'Descubre tu color en Green Door' });
  for (const answer of ['De vez en cuando (una vez al mes)', 'Más relajación', 'Aguas infusionadas', 'Cuerpo']) {
    await chooseAnswer(cuestionario, answer);
  }
  await expect(cuestionario.getByRole('link', { name: /Green Door/ })).toHaveAttribute(
    'href',
    'https://greendoor.example/menu?effect=calm',
  );
  await spanish.close();

  // The store's dashboard shows the poster's five scans; the other store's shows none of them.
  const row = (dashboard: Page, label: string) =>
    dashboard.getByRole('region', { name: 'Where the quiz ran' }).getByRole('row', { name: label });
  const dashboard = await browser.newPage();
  await dashboard.goto(store.link);
  await expect(row(dashboard, 'Scanned on the wall poster').getByRole('cell')).toHaveText('5');
  await expect(dashboard.getByRole('link', { name: new RegExp(`/es/s/${store.storeId}/`) })).toBeVisible();
  await dashboard.goto(other.link);
  await dashboard.reload();
  await expect(dashboard.getByText(/^La Tienda: /)).toBeVisible();
  await expect(row(dashboard, 'Scanned on the wall poster').getByRole('cell')).toHaveText('fewer than 5');

  // Switched off on the dashboard: both addresses answer the site's 404; switched on, they serve again.
  await dashboard.goto(store.link);
  await dashboard.reload();
  await dashboard.getByRole('button', { name: 'Turn my quiz page off' }).click();
  await expect(dashboard.getByText(/^Your quiz page is off/)).toBeVisible();
  for (const path of [`/s/${store.storeId}/`, `/es/s/${store.storeId}/?src=placards`]) {
    expect((await page.request.get(path)).status()).toBe(404);
  }
  await dashboard.getByRole('button', { name: 'Turn my quiz page on' }).click();
  await expect(dashboard.getByText('Your quiz page is on.')).toBeVisible();
  expect((await page.request.get(`/es/s/${store.storeId}/`)).status()).toBe(200);
  await dashboard.close();
});
