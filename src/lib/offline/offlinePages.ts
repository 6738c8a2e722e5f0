/**
 * What the quiz's service worker keeps for offline use, in one place. The content pages are never listed:
 * they stay light and always come from the network.
 */
import { BALANCE_BY_ANSWER, COLOR_BY_DESIRE, iconPath } from '../quiz/recommend.ts';

export interface OfflinePage {
  /** The URL path a reader opens. */
  path: string;
  /** The built HTML file, relative to dist/client. */
  file: string;
}

/**
 * The quiz pages kept offline, each with every script, style and font its built HTML loads. A language is
 * one line here plus its `worker-src 'self'` line in server/headers.ts (a unit test checks the pair).
 */
export const OFFLINE_QUIZ_PAGES: readonly OfflinePage[] = [
  { path: '/quiz/', file: 'quiz/index.html' },
  { path: '/es/quiz/', file: 'es/quiz/index.html' },
];

/**
 * The kept quiz page that answers, with the network off, a navigation to a shared result (`/quiz/result/?q1=...`,
 * `/es/quiz/result/?...`): the site's own page in the link's language, where the reader can take the quiz, instead
 * of the browser's error page. Null for every other path.
 */
export function offlinePageForSharedResult(pathname: string): string | null {
  const page = OFFLINE_QUIZ_PAGES.find(({ path }) => pathname === `${path}result/` || pathname === `${path}result`);
  return page?.path ?? null;
}

/** The service worker script; at the site root, so one worker serves the quiz in every language. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The 12 character icons a result can show (4 colors x mind, body, balanced). */
export function quizIconPaths(): string[] {
  return Object.values(COLOR_BY_DESIRE).flatMap((color) =>
    Object.values(BALANCE_BY_ANSWER).map((balance) => iconPath(color, balance)),
  );
}
