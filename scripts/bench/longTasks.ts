/**
 * The bench's watch on a page's main thread: every long task (50 ms or more) from the moment the page's islands
 * have hydrated, as the long-task observer reports it.
 */
import type { Page } from '@playwright/test';

interface WatchedWindow {
  benchTasks: number[];
}

/** Opens `url` in `page`, waits for its islands to hydrate, and records its long tasks from then on. */
export async function openWatchingLongTasks(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    polling: 100,
  });
  await page.evaluate(() => {
    const state = window as unknown as WatchedWindow;
    state.benchTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.benchTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** The durations of the long tasks seen so far, in milliseconds. */
export const longTaskDurations = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as WatchedWindow).benchTasks);
