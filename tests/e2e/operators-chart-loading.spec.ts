import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * Build checks for the operators pie: it is SVG drawn by the island's own code, so no chart library ships with
 * any page, and /operators/ carries the pie in its server HTML, drawn before any script runs.
 * (These run in the e2e stage because `npm test` runs vitest before the build.)
 */
const assets = join(process.cwd(), 'dist', 'client', '_astro');
/** A message only chart.js itself contains: it would identify the library whatever its chunk's hashed name. */
const CHART_JS_MARKER = 'Canvas is already in use';

test('no built script carries a chart library', () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const withChartJs = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes(CHART_JS_MARKER));
  expect(withChartJs).toEqual([]);
});

test('the operators pie is in the page’s HTML: drawn, named and labelled with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/operators/');
  const pie = page.getByRole('img', {
    name: 'Pie chart of inventory by color, DYC informed state: Energize 11%, Focus 17%, Calm 5%, Rest 67%.',
  });
  await expect(pie.locator('path')).toHaveCount(4);
  await expect(pie.locator('text')).toContainText(['Rest67%']);
  await context.close();
});
