import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  BuildReader,
  CSS_BROTLI_BUDGET,
  EMBED_SCRIPT,
  FONT_BUDGET,
  gzipBytes,
  HTML_BROTLI_BUDGET,
  assertBuilt,
  builtHtmlFiles,
  checkBudgets,
  defaultClientDir,
  measurePage,
  measuredRoutes,
} from '../../scripts/lib/measure.ts';
import { routes } from './support/site.ts';

/**
 * Byte budgets, read from the build in dist/client (these tests need no browser and no server).
 * The measuring code is the bench's own (scripts/lib/measure.ts). A page that outgrows its budget
 * fails here, and so fails `npm test` and CI.
 */
const clientDir = defaultClientDir();
const reader = new BuildReader(clientDir);

test.beforeAll(() => assertBuilt(clientDir));

test('every public route has a budget', () => {
  const budgeted = new Set(measuredRoutes.map((route) => route.path));
  for (const route of routes)
    expect(budgeted, `${route.path} needs a budget in scripts/lib/measure.ts`).toContain(route.path);
  expect(measuredRoutes.some((route) => route.status === 404)).toBe(true);
});

for (const route of measuredRoutes) {
  test(`${route.path} stays within its JavaScript, HTML and CSS budgets`, () => {
    const weight = measurePage(reader, route.file);
    const failures = checkBudgets(route, weight).filter((check) => !check.ok);
    const detail = [...weight.scriptFiles, ...weight.lazyScriptFiles]
      .map((script) => `${script.url} ${script.gzip} B gzip`)
      .join(', ');
    expect(failures, `${route.path} scripts: ${detail || 'none'}; inline ${weight.inlineJsGzip} B gzip`).toEqual([]);
    // The page is really measured: its styles (inlined by the build) and its inline menu script are found.
    expect(weight.cssBrotli).toBeGreaterThan(0);
    // The heading font is counted: its preload and its @font-face name the same one file.
    expect(weight.fontFiles).toHaveLength(1);
    expect(weight.fontBytes).toBeGreaterThan(10 * 1024);
    expect(weight.jsGzip).toBeGreaterThan(0);
  });
}

test('the React runtime never loads on a page without an island that needs it', () => {
  for (const route of measuredRoutes.filter((candidate) => candidate.budget.noReact)) {
    const weight = measurePage(reader, route.file);
    expect(weight.islands, route.path).toEqual([]);
    expect(weight.react, route.path).toBe(false);
  }
});

test(`every built page fetches at most ${FONT_BUDGET / 1024} KB of web fonts`, () => {
  const over = builtHtmlFiles(clientDir)
    .map((file) => measurePage(reader, file))
    .filter((weight) => weight.fontBytes > FONT_BUDGET)
    .map((weight) => `${weight.file}: ${weight.fontBytes} B in ${weight.fontFiles.join(', ')}`);
  expect(over).toEqual([]);
});

test(`every built page is within ${HTML_BROTLI_BUDGET / 1024} KB of HTML and ${CSS_BROTLI_BUDGET / 1024} KB of render-blocking CSS (brotli)`, () => {
  const files = builtHtmlFiles(clientDir);
  expect(files.length).toBeGreaterThanOrEqual(measuredRoutes.length);
  const over = files
    .map((file) => measurePage(reader, file))
    .filter((weight) => weight.htmlBrotli > HTML_BROTLI_BUDGET || weight.cssBrotli > CSS_BROTLI_BUDGET)
    .map((weight) => `${weight.file}: HTML ${weight.htmlBrotli} B, CSS ${weight.cssBrotli} B`);
  expect(over).toEqual([]);
});

test(`the embed script other sites load is at most ${EMBED_SCRIPT.gzipBudget / 1024} KB gzip, with no imports`, () => {
  const source = readFileSync(path.join(clientDir, EMBED_SCRIPT.file), 'utf8');
  expect(gzipBytes(source)).toBeLessThanOrEqual(EMBED_SCRIPT.gzipBudget);
  // One classic script: nothing else is fetched by it.
  expect(source).not.toMatch(/\bimport\s*[("'{*]|\bimportScripts\(/);
  expect(source).toContain('data-dyc-quiz');
});
