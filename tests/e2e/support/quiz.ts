import { expect, type Locator, type Page } from '@playwright/test';
import { AGE_STORAGE_KEY } from '../../../src/lib/age/ageAffirmation.ts';
import { QUIZ_STORAGE_KEY } from '../../../src/lib/quiz/questions.ts';
import { CLICK_THROTTLE_MS } from '../../../src/lib/quiz/timing.ts';
import { expectNoAxeViolations, waitForHydration } from './site.ts';

/**
 * Driving the quiz in a test. Its 300 ms fade and 1000 ms throttle between answers run on Playwright's fake
 * clock, paused once the island has hydrated, so every step is an explicit clock step and never a wait on wall
 * time.
 */

/** Where the quiz keeps the reader's Yes to "Are you 21 or older?" (a timestamp; decisions.md). */
export const AGE_KEY = AGE_STORAGE_KEY;
/** The quiz's throttle between two accepted answers. */
export const ANSWER_THROTTLE_MS = CLICK_THROTTLE_MS;

const CLOCK_START = new Date('2026-03-01T10:00:00Z');
const CLOCK_PAUSED_AT = new Date('2026-03-01T10:01:00Z');

/** The quiz's region, by its accessible name in the page's language. */
export const quizRegion = (page: Page, name: 'Quiz' | 'Cuestionario' = 'Quiz'): Locator =>
  page.getByRole('region', { name });

/** A Yes to "Are you 21 or older?" given in this browser just now (the page's clock, fake or real). */
export async function rememberAdult(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), AGE_KEY);
}

/** Storage that refuses every write, as a full one does (a quota error), from the page's first script on. */
export async function refuseStorageWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
}

/** A result as the quiz stores it, by the words a test names it with. */
export interface StoredResult {
  color: 'yellow' | 'green' | 'blue' | 'purple';
  dose: string;
  balance: 'mind' | 'body' | 'balanced';
  productType: string;
}

/**
 * Opens a quiz page as a returning reader sees it: a remembered Yes and a stored result (with its own icon, on
 * `baseURL`), the island hydrated. Both are stored again on every page the test opens afterwards.
 */
export async function openStoredResult(
  page: Page,
  baseURL: string | undefined,
  result: StoredResult,
  path = '/quiz/',
): Promise<void> {
  await rememberAdult(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    QUIZ_STORAGE_KEY,
    JSON.stringify({
      color: result.color,
      dose: result.dose,
      mindBodyBalance: result.balance,
      productType: result.productType,
      littleDudeUrl: `${baseURL}/quiz/icons/${result.color}-${result.balance}.svg`,
    }),
  ] as const);
  await page.goto(path);
  await waitForHydration(page);
}

/** The counter card's button and dialog names, in each language. */
export const COUNTER_CARD = {
  en: { opener: 'Show at the counter', name: 'Show this to your budtender' },
  es: { opener: 'Muéstralo en tienda', name: 'Muéstrale esta tarjeta a quien te atienda' },
} as const;

/** Opens the counter card from a result on screen and returns it, open. */
export async function openCounterCard(page: Page, locale: keyof typeof COUNTER_CARD = 'en'): Promise<Locator> {
  await page.getByRole('button', { name: COUNTER_CARD[locale].opener }).click();
  const card = page.getByRole('dialog', { name: COUNTER_CARD[locale].name });
  await expect(card).toBeVisible();
  return card;
}

/** Opens a quiz page with the fake clock installed, and pauses it once the island has hydrated. */
export async function openQuizOnPausedClock(page: Page, path: string, { adult = true } = {}): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  if (adult) await rememberAdult(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(CLOCK_PAUSED_AT);
}

/** Chooses an option by mouse, then lets the throttle window pass so the next answer is accepted. */
export async function chooseAnswer(quiz: Locator, option: string): Promise<void> {
  await quiz.getByRole('button', { name: option, exact: true }).click();
  await quiz.page().clock.runFor(ANSWER_THROTTLE_MS);
}

/** axe waits on timers, so the paused clock runs again first (clock steps still work afterwards). */
export async function expectAxeCleanOnPausedClock(page: Page, context: string): Promise<void> {
  await page.clock.resume();
  await expectNoAxeViolations(page, context);
}
