/**
 * `npm run media:screenshots`: the README's screenshots of the home page, a quiz result and the counter card,
 * taken from the production build (run `npm run build` first) in Debian's Chromium.
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../lib/productionServer.ts';

const outDir = path.resolve(import.meta.dirname, '../../docs/screenshots');
const RESULT_PATH = '/quiz/result/?q1=Occasional%20(monthly)&q2=More%20Relaxation&q3=Infused%20Waters&q4=Body&age=yes';
const shots: {
  file: string;
  path: string;
  viewport: { width: number; height: number };
  then?: (page: Page) => Promise<void>;
}[] = [
  { file: 'home.png', path: '/', viewport: { width: 1280, height: 800 } },
  { file: 'quiz-result.png', path: RESULT_PATH, viewport: { width: 1280, height: 800 } },
  {
    // As a shopper holds it up at the counter: a phone's screen.
    file: 'counter-card.png',
    path: RESULT_PATH,
    viewport: { width: 375, height: 740 },
    then: async (page) => {
      await page.getByRole('button', { name: 'Show at the counter' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport, reducedMotion: 'reduce' });
    await page.goto(`${server.origin}${shot.path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await shot.then?.(page);
    await page.screenshot({ path: path.join(outDir, shot.file) });
    console.log(`wrote docs/screenshots/${shot.file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
