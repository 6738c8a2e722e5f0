/**
 * The COA pre-check page given files built to make a reader slow (scripts/lib/hostileCoaFiles.ts: a 250 KB text,
 * an 18,000-cell PDF and a 5,000-page one), dropped one after another: the longest task the page's main thread ran
 * from the first drop to the last answer. The reading runs in workers; the target is no main-thread task over
 * 200 ms. Measured in Chromium against the production server, a new page per run; the figure held to the target
 * is the longest of any run, as the long-task observer reports it (wall time: on a shared machine it counts the
 * turns other processes take on the cores, so read a miss beside the load average).
 */
import os from 'node:os';
import type { Browser } from '@playwright/test';
import { COA_CHECK_PAGE, dropFile, hostileDrops } from '../lib/hostileCoaFiles.ts';
import { longTaskDurations, openWatchingLongTasks } from './longTasks.ts';

export const COA_HOSTILE_LONGEST_TASK_TARGET_MS = 200;

export interface CoaHostileFilesFigures {
  files: string[];
  /** The longest main-thread task seen in any run, in milliseconds (0 when none reached 50 ms). */
  longestTaskMs: number;
  /** Each run's longest main-thread task. */
  runsLongestTaskMs: number[];
  /** Each run's milliseconds from the first drop to the last answer. */
  runsMs: number[];
}

export async function measureCoaHostileFiles(
  browser: Browser,
  origin: string,
  runs = 2,
): Promise<CoaHostileFilesFigures> {
  const drops = await hostileDrops();
  const runsLongestTaskMs: number[] = [];
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openWatchingLongTasks(page, `${origin}${COA_CHECK_PAGE}`);
      const startedAt = performance.now();
      for (const drop of drops) {
        await dropFile(page, drop);
        const answer = drop.role === 'status' ? page.getByRole('status').first() : page.getByRole('alert');
        await answer.filter({ hasText: drop.answer }).waitFor({ timeout: 60_000 });
      }
      runsMs.push(Math.round(performance.now() - startedAt));
      runsLongestTaskMs.push(Math.max(0, ...(await longTaskDurations(page)).map(Math.round)));
    } finally {
      await page.close();
    }
  }
  return {
    files: drops.map((drop) => `${drop.name} (${Math.round(drop.bytes.length / 1024)} KiB)`),
    longestTaskMs: Math.max(...runsLongestTaskMs),
    runsLongestTaskMs,
    runsMs,
  };
}

export function coaHostileFilesLine(figures: CoaHostileFilesFigures): string {
  return (
    `COA pre-check given hostile files (${figures.files.join(', ')}): longest main-thread task ` +
    `${figures.longestTaskMs || 'none over 50'} ms (runs ${figures.runsLongestTaskMs.join(', ')} ms; target: none ` +
    `over ${COA_HOSTILE_LONGEST_TASK_TARGET_MS} ms); ${figures.runsMs.join(', ')} ms from the first drop to the ` +
    `last answer; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`
  );
}

/** The figure's miss, in words; none when the target is met. */
export function coaHostileFilesFailures(figures: CoaHostileFilesFigures): string[] {
  return figures.longestTaskMs > COA_HOSTILE_LONGEST_TASK_TARGET_MS
    ? [
        `COA pre-check given hostile files: a main-thread task of ${figures.longestTaskMs} ms, target none over ` +
          `${COA_HOSTILE_LONGEST_TASK_TARGET_MS} ms`,
      ]
    : [];
}
