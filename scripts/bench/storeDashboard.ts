/**
 * A store's dashboard as its manager opens it: by the private link, with figures to draw. The bench's server gets a
 * store of its own (joined through the API, as the embed builder joins one) and a day of its shoppers' quizzes in
 * every color, form and language: each color's total shown, some of the smaller figures held back as "fewer than
 * 5", as on a real store's first days. Lighthouse then loads the link, so the measure includes the island asking
 * for the figures and drawing them.
 */
import { COUNT_EVENTS_PATH } from '../../src/lib/stores/countEvent.ts';
import { dashboardLink, STORE_API_PATHS } from '../../src/lib/stores/storeApi.ts';
import { PRODUCT_TYPES, RESULT_COLORS } from '../../src/lib/quiz/schema.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

/** Quizzes per color, their forms and languages in turn; shoppers of each color who open the store's menu. */
const QUIZZES_PER_COLOR = 12;
const SHOP_CLICKS_PER_COLOR = 3;

async function post(url: string, body: unknown, expected: number): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}`);
  return response;
}

/** Joins a store on the server at `origin`, counts its shoppers' quizzes, and answers its private dashboard link. */
export async function storeDashboardWithCounts(origin: string): Promise<string> {
  const joined = (await (
    await post(`${origin}${STORE_API_PATHS.join}`, { name: 'Bench Dispensary', shopUrl: '' }, 201)
  ).json()) as { storeId: string; dashboardKey: string };
  const store = joined.storeId;
  const events: unknown[] = [];
  for (const color of RESULT_COLORS) {
    for (let quiz = 0; quiz < QUIZZES_PER_COLOR; quiz += 1)
      events.push({
        store,
        event: 'result',
        color,
        form: PRODUCT_TYPES[quiz % PRODUCT_TYPES.length],
        lang: LOCALES[quiz % LOCALES.length],
      });
    for (let click = 0; click < SHOP_CLICKS_PER_COLOR; click += 1) events.push({ store, event: 'shop', color });
  }
  // One at a time, each answered once its count is on disk, so the dashboard reads every one; sixty fit the counts'
  // burst from one address, and a refusal past it waits for the bucket's one a second.
  for (const event of events) {
    for (;;) {
      const response = await fetch(`${origin}${COUNT_EVENTS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
      });
      if (response.status === 204) break;
      if (response.status !== 429) throw new Error(`a count event answered ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return dashboardLink(origin, { storeId: store, key: joined.dashboardKey });
}
