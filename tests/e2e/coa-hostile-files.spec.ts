import { expect, test } from '@playwright/test';
import { COA_CHECK_PAGE, dropFile, hostileDrops } from '../../scripts/lib/hostileCoaFiles.ts';
import { collectConsoleErrors, waitForHydration } from './support/site.ts';

/**
 * Files built to make a reader slow, dropped into the COA pre-check: the page reads them in workers, answers each
 * in words (what it read, or why it could not) and throws no error. How long the page's main thread is held
 * meanwhile is a time, measured by `npm run bench -- --coa-hostile` (scripts/bench/coaHostileFiles.ts).
 */
test('a hostile text and hostile PDFs dropped into the island are read in workers, each answered in words', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const drops = await hostileDrops();
  const errors = collectConsoleErrors(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto(COA_CHECK_PAGE);
  await waitForHydration(page);

  for (const drop of drops) {
    await dropFile(page, drop);
    const answer = drop.role === 'status' ? page.getByRole('status').first() : page.getByRole('alert');
    await expect(answer).toHaveText(drop.answer, { timeout: 60_000 });
    // The text is checked once read: the reader's verdict stands below it.
    if (drop.name === 'hostile.txt')
      await expect(page.getByRole('region', { name: 'Result of the pre-check' })).toContainText(
        'This COA cannot join the DYC network as it stands.',
      );
  }

  // The reading ran off the page's main thread: the text in the reader's worker, the PDFs in pdf.js's.
  expect(
    workers.some((url) => /coaReader\.worker/.test(url)),
    workers.join(', '),
  ).toBe(true);
  expect(
    workers.some((url) => /coaPdfReader(?:Legacy)?\.worker/.test(url)),
    workers.join(', '),
  ).toBe(true);
  expect(errors).toEqual([]);
});
