/**
 * `npm run media:screenshots`: the README's screenshots of the home page and a quiz result, taken from the
 * production build (run `npm run build` first) in Debian's Chromium at 1280 px.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../lib/productionServer.ts';

const outDir = path.resolve(import.meta.dirname, '../../docs/screenshots');
const shots = [
  { file: 'home.png', path: '/' },
  {
    file: 'quiz-result.png',
    path: '/quiz/result/?q1=Occasional%20(monthly)&q2=More%20Relaxation&q3=Infused%20Waters&q4=Body&age=yes',
  },
];

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  for (const shot of shots) {
    await page.goto(`${server.origin}${shot.path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, shot.file) });
    console.log(`wrote docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
