import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { viewports } from './support/site.ts';

/*
 * Build checks for the operators pie: chart.js is shipped in one chunk of its own, only /operators
 * can reach it, and the page asks for it only once the chart comes near the viewport.
 * (These run in the e2e stage because `npm test` runs vitest before the build.)
 */
const client = join(process.cwd(), 'dist', 'client');
const assets = join(client, '_astro');
/** A message only chart.js itself contains: it identifies the chunk whatever its hashed name. */
const CHART_JS_MARKER = 'Canvas is already in use';

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Every /_astro/*.js file an HTML page can load: what it references, and everything those import. */
function reachableScripts(html: string): Set<string> {
  const found = new Set<string>();
  const queue = [...html.matchAll(/\/_astro\/([\w.-]+\.js)/g)].map((match) => match[1] ?? '');
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (!name || found.has(name)) continue;
    found.add(name);
    const code = readFileSync(join(assets, name), 'utf8');
    for (const match of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(match[1] ?? '');
  }
  return found;
}

function chartChunks(): string[] {
  return readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(CHART_JS_MARKER),
  );
}

test.describe('the chart.js chunk', () => {
  test('exists once and is reachable from /operators and the two store pages only', () => {
    const chunks = chartChunks();
    expect(chunks).toHaveLength(1);
    const [chunk] = chunks;
    const pages = htmlFiles(client);
    expect(pages.length).toBeGreaterThan(5);
    const reaching = pages.filter((page) => reachableScripts(readFileSync(page, 'utf8')).has(chunk ?? ''));
    // The inventory report and the shoppers dashboard draw the store's own shelf and shoppers with the
    // same pie (src/islands/inventoryChart/PieFigure.tsx).
    expect(reaching.map((page) => relative(client, page)).sort()).toEqual(
      [
        join('operators', 'index.html'),
        join('operators', 'inventory', 'index.html'),
        join('operators', 'shoppers', 'index.html'),
      ].sort(),
    );
    // The page itself does not name it: it is imported by the chart island once that hydrates.
    expect(readFileSync(join(client, 'operators', 'index.html'), 'utf8')).not.toContain(chunk);
  });

  test('is not requested until the chart nears the viewport', async ({ page }) => {
    const [chunk] = chartChunks();
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      scripts.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 6 }).length })),
      );
    });
    const loaded = async () => Promise.all(scripts);
    const gzipTotal = async () => (await loaded()).reduce((sum, script) => sum + script.gzip, 0);
    await page.setViewportSize(viewports.mobile);
    await page.goto('/operators/', { waitUntil: 'networkidle' });

    const canvas = page.getByRole('img', { name: /^Pie chart of inventory by color/ });
    // Precondition: at the top of the page on a phone, the chart is more than the 200 px margin away.
    const top = await canvas.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(viewports.mobile.height + 200);
    expect((await loaded()).some((script) => script.url.endsWith(`/${chunk}`))).toBe(false);
    const before = await gzipTotal();

    const chartRequest = page.waitForRequest((request) => request.url().endsWith(`/${chunk}`));
    await canvas.scrollIntoViewIfNeeded();
    await chartRequest;
    await expect(canvas).toHaveAttribute('data-chart-values', '[2,3,1,12,0,0]');
    await page.waitForLoadState('networkidle');
    const after = await gzipTotal();
    const files = await loaded();
    expect(files.some((script) => script.url.endsWith(`/${chunk}`))).toBe(true);
    expect(after).toBeGreaterThan(before);

    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].reduce(
        (sum, script) => sum + (script.textContent ?? '').length,
        0,
      ),
    );
    test.info().annotations.push({
      type: 'operators JS (gzip, level 6)',
      description: `before the chart is near: ${before} B; after it is drawn: ${after} B (${files.length} files); inline scripts in the HTML: ${inline} B raw`,
    });
    console.log(
      `operators JS gzip: before ${before} B, after ${after} B; files: ${files.map((file) => `${file.url.split('/').pop()} ${file.gzip}`).join(', ')}; inline ${inline} B raw`,
    );
  });
});
