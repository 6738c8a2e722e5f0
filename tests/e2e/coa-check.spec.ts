import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONVERTED_TRACE_PERCENT } from '../../src/lib/coa/analytes.ts';
import { percentText } from '../../src/i18n/numbers.ts';
import { BuildReader, builtHtmlFiles, defaultClientDir, measurePage } from '../../scripts/lib/measure.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { collectConsoleErrors, expectNoAxeViolations, viewports, waitForHydration } from './support/site.ts';

/**
 * The COA pre-check at /operators/coa-check/: pasted text, a dropped or chosen PDF (read in the browser with
 * pdf.js under the page's Content-Security-Policy) and the no-JavaScript form answered by the server.
 */
const PAGE = '/operators/coa-check/';
const RESULT = '/operators/coa-check/result/';
const fixtures = path.resolve(import.meta.dirname, '../fixtures/coa');
const actives = readFileSync(path.join(fixtures, '07-actives-only-concentrate.txt'), 'utf8');
const fullPanel = readFileSync(path.join(fixtures, '01-flower-one-row-per-analyte.txt'), 'utf8');
// THCA printed as 246.1 in a % column: total THC over 100 %, impossible.
const overWhole = readFileSync(path.join(fixtures, '10-percent-column-holding-mg-per-g.txt'), 'utf8');
const flowerPdf = path.join(fixtures, 'coa-flower.pdf');
const scannedPdf = path.join(fixtures, 'coa-scanned.pdf');

/** A result column that prints no unit, with nothing else on the certificate to say which: not read. */
const unitlessResult = [
  'Matrix: Flower',
  'Analyte LOQ Result',
  'THCA 0.05 24.00',
  'Δ9-THC 0.05 0.50',
  'CBD 0.05 ND',
  'Pesticides: PASS',
  'Heavy Metals: PASS',
  'Microbials: PASS',
  'Mycotoxins: PASS',
  'Moisture: 10.9 % PASS',
  'Water Activity: 0.55 aw PASS',
  'Foreign Material: PASS',
].join('\n');

/** Gummies whose water activity is printed with no limit, a panel pending, and per-package figures printed whole. */
const gummies = [
  'Product: Midnight Berry Gummies (Edible)  Batch NB-0912',
  'Servings per package: 10',
  'Analyte   Result (mg/serving)   Result (mg/package)',
  'Δ9-THC    5.1                   51',
  'CBD       0.3                   3',
  'Pesticides: Pass',
  'Heavy Metals: Pass',
  'Microbial: Pass',
  'Mycotoxins: Pending',
  'Foreign Material: Pass',
  'Water activity: 0.71 aw',
].join('\n');

const UNSURE_HEADLINE = 'The pre-check could not read all of this COA with certainty.';

/** What the island and the server's page both say of the two certificates above, once each is checked. */
async function expectUnsureNotRefused(page: Page) {
  const result = resultRegion(page);
  const headline = result.locator('[data-outcome]');
  await expect(headline).toHaveAttribute('data-outcome', 'unsure');
  await expect(headline).toContainText(UNSURE_HEADLINE);
  await expect(headline).toContainText('Confirm or correct the parts below');
  await expect(headline).not.toContainText(/[✓✕]/u);
  await expect(result).not.toContainText('cannot join');
  await expect(result.locator('pre')).toContainText('Verdict: not decided');
}
async function expectGummiesAnswer(page: Page) {
  const result = resultRegion(page);
  await expect(result.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'refused');
  await expect(result).toContainText('Not passed: Mycotoxins (“Pending”).');
  await expect(result).not.toContainText(/Not passed on this COA/);
  await expect(result).toContainText(/Water activity is printed as 0\.71 aw .*not judged/);
  await expect(result.getByRole('definition').nth(0)).toHaveText('5.1 mg per serving51 mg per package');
  const summary = result.locator('pre');
  await expect(summary).toContainText('Total CBD: 0.3 mg per serving; 3 mg per package');
  await expect(summary).toContainText(/Panels found: .*mycotoxins \(not passed\).*water activity \(read, not judged\)/);
}

const DROP_LABEL = 'Drop a PDF or text file here, or choose a file';
const dropZone = (page: Page) => page.getByRole('group', { name: 'Certificate file' });
const resultRegion = (page: Page) => page.getByRole('region', { name: 'Result of the pre-check' });

/**
 * The figure box marks an impossible total and row itself, and shows no type from them; the answer asks, under its
 * neutral mark, rather than turning the certificate away for a figure it cannot tell misread from misprinted.
 */
async function expectImpossibleMarked(page: Page) {
  await expect(resultRegion(page)).toContainText('The pre-check could not read all of this COA with certainty.');
  await expect(resultRegion(page)).not.toContainText('cannot join');
  const figures = resultRegion(page).getByRole('definition');
  await expect(figures.nth(0)).toHaveText('222.0 %Impossible: more than the whole sample');
  await expect(figures.nth(2)).toHaveText('not determinedNo type is derived from an impossible figure');
  await expect(figures.nth(3)).toHaveText('THCA: 246.1 % (more than the whole sample)');
}

async function openTool(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
}

test.describe('with JavaScript', () => {
  test('a pasted actives-only COA gets its totals, its type and the missing panels, and the summary copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectConsoleErrors(page);
    const requests: string[] = [];
    await openTool(page);
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(actives);
    await page.getByRole('button', { name: 'Check this COA' }).click();

    const result = resultRegion(page);
    await expect(page.getByRole('heading', { name: 'Result of the pre-check' })).toBeFocused();
    await expect(result).toContainText('This COA cannot join the DYC network as it stands.');
    await expect(result.getByRole('definition').nth(0)).toHaveText('65.54 %');
    await expect(result.getByRole('definition').nth(1)).toHaveText('0.11 %');
    await expect(result.getByRole('definition').nth(2)).toHaveText('Type I (THC-dominant)');
    await expect(result).toContainText(
      'This COA reports cannabinoids only: pesticides, heavy metals, microbial impurities, mycotoxins, residual solvents and foreign material are missing.',
    );
    await expect(result.getByRole('link', { name: 'Sign up or log in to upload your COAs' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    // A COA that cannot join is not offered joining as its main action.
    await expect(result.getByRole('link', { name: 'Join the network' })).toHaveCount(0);
    // Answered in the page: nothing was sent anywhere; the only requests fetch the reader's own scripts.
    expect(requests.filter((url) => !/\/_astro\/(?:readerClient\.|coaReader\.worker-)[\w-]+\.js$/.test(url))).toEqual(
      [],
    );

    await result.getByRole('button', { name: 'Copy summary' }).click();
    await expect(result.getByRole('status')).toHaveText('Summary copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Total THC: 65.54 %');
    expect(copied).toContain('Verdict: cannot join the network as it stands');
    expect(errors).toEqual([]);
  });

  test('an impossible total is marked in its figure box, with no type derived from it', async ({ page }) => {
    await openTool(page);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(overWhole);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expectImpossibleMarked(page);
  });

  test('the print view shows the answer without the form or the site navigation', async ({ page }) => {
    await openTool(page);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(actives);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expect(resultRegion(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(resultRegion(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check this COA' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  });

  test('an empty form says what to give it, as an alert', async ({ page }) => {
    await openTool(page);
    await expect(page.getByText('one threshold for all of them')).toContainText(
      `above a trace of ${CONVERTED_TRACE_PERCENT} % of the product’s weight`,
    );
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Paste the text of a COA, choose its PDF, or type at least one value.',
    );
    await expect(resultRegion(page)).toHaveCount(0);
  });

  test('a PDF dropped on the drop zone is read in the browser, with its worker allowed by the policy', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(PAGE);
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toMatch(/(^|;)\s*worker-src 'self'\s*(;|$)/);
    await waitForHydration(page);

    const bytes = readFileSync(flowerPdf).toString('base64');
    const zone = dropZone(page);
    await zone.evaluate((zone, base64) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], 'coa-flower.pdf', { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }, bytes);

    // pdf.js loads and reads in a worker: seconds on a busy machine, so the wait is wider than the default, and the
    // answer is looked for only once the file is read.
    await expect(page.getByRole('status').first()).toHaveText('Read coa-flower.pdf: its text is in the box above.', {
      timeout: 30_000,
    });
    const result = resultRegion(page);
    await expect(result).toContainText('This COA can join the DYC network.');
    await expect(result.getByRole('definition').nth(0)).toHaveText('23.78 %');
    await expect(result.getByRole('definition').nth(2)).toHaveText('Type I (THC-dominant)');
    await expect(page.getByLabel('Text of the certificate, copied from its PDF')).toHaveValue(/Pinecrest Analytical/);
    // After a pass the main action is joining: the first link or button of the answer, ahead of copying.
    const join = result.getByRole('link', { name: 'Join the network' });
    await expect(join).toHaveAttribute('href', /^https:\/\//);
    await expect(join).toHaveClass(/\bbutton\b/);
    await expect(result.locator('a, button').first()).toHaveText('Join the network');
    await expect(result.getByRole('button', { name: 'Copy summary' })).toHaveClass(/is-secondary/);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the drop zone is a large labelled area, highlighted while a file is over it, in words as well as color', async ({
    page,
  }) => {
    await openTool(page);
    const zone = dropZone(page);
    await expect(zone).toBeVisible();
    await expect(zone).toContainText(DROP_LABEL);
    await expect(page.getByLabel(DROP_LABEL)).toHaveAttribute('type', 'file');
    const box = (await zone.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(160);
    await expect(zone).toHaveCSS('border-top-style', 'dashed');
    const idleBorder = await zone.evaluate((element) => getComputedStyle(element).borderTopColor);
    await zone.evaluate((element) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'coa.txt', { type: 'text/plain' }));
      element.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    });
    await expect(zone).toContainText('Release to read the file');
    // Polled: the border's color eases to the highlight, so its first computed value can still be the idle one.
    await expect.poll(() => zone.evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe(idleBorder);
  });

  test('a text file dropped on the drop zone gives the same answer as the same file chosen', async ({ page }) => {
    const file = path.join(fixtures, '07-actives-only-concentrate.txt');
    await openTool(page);
    await page.getByLabel(DROP_LABEL).setInputFiles(file);
    const chosen = await resultRegion(page).textContent();
    expect(chosen).toContain('This COA cannot join the DYC network as it stands.');
    await expect(page.getByLabel('Text of the certificate, copied from its PDF')).toHaveValue(actives);

    await openTool(page);
    await dropZone(page).evaluate((zone, text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], '07-actives-only-concentrate.txt', { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }, actives);
    await expect(resultRegion(page)).toHaveText(chosen!);
    await expect(page.getByLabel('Text of the certificate, copied from its PDF')).toHaveValue(actives);
    await expect(page.getByRole('status').first()).toHaveText(
      'Read 07-actives-only-concentrate.txt: its text is in the box above.',
    );
  });

  test('a LIMS export chosen as a YAML file is read as its text, its rows and totals shown', async ({ page }) => {
    const yaml = [
      'sample: {id: AAL-26-0388, matrix: flower}',
      'results:',
      '  cannabinoids:',
      '    unit: "% w/w"',
      '    rows:',
      '      - {analyte: "delta-9-THC", value: 0.21}',
      '      - {analyte: THCA, value: 5.84}',
      '      - {analyte: CBD, value: 0.30}',
      '      - {analyte: CBDA, value: 9.12}',
    ].join('\n');
    await openTool(page);
    await page
      .getByLabel(DROP_LABEL)
      .setInputFiles({ name: 'AAL-26-0388.yaml', mimeType: 'application/yaml', buffer: Buffer.from(yaml) });
    await expect(page.getByLabel('Text of the certificate, copied from its PDF')).toHaveValue(yaml);
    await expect(page.getByRole('status').first()).toHaveText('Read AAL-26-0388.yaml: its text is in the box above.');
    // Total THC 0.21 + 0.877 × 5.84 = 5.33 %; total CBD 0.30 + 0.877 × 9.12 = 8.30 %.
    await expect(resultRegion(page)).toContainText('5.33 %');
    await expect(resultRegion(page)).toContainText('8.30 %');
  });

  test('Tab reaches the file control from the text box, and its focus ring shows', async ({ page }) => {
    await openTool(page);
    await page.getByLabel('Text of the certificate, copied from its PDF').focus();
    await page.keyboard.press('Tab');
    const file = page.getByLabel(DROP_LABEL);
    await expect(file).toBeFocused();
    const ring = await file.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  test('a scanned PDF chosen with the file input gets a clear message', async ({ page }) => {
    await openTool(page);
    await page.getByLabel(DROP_LABEL).setInputFiles(scannedPdf);
    await expect(page.getByRole('alert')).toHaveText(
      'coa-scanned.pdf has no text to read: it looks like a scan. Type the values into the form below, or ask the lab for the digital PDF.',
    );
    await expect(resultRegion(page)).toHaveCount(0);
  });

  test('the reader loads only when text or a file is given, in a worker, and pdf.js only for a PDF', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.m?js$/.test(pathname)) scripts.push(pathname);
    });
    await openTool(page);
    expect(scripts.filter((url) => /coa(?:Pdf)?Reader/.test(url))).toEqual([]);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(fullPanel);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expect(resultRegion(page)).toContainText('This COA can join the DYC network.');
    expect(scripts.some((url) => /\/coaReader\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.filter((url) => /coaPdfReader|\/pdf\./.test(url))).toEqual([]);
    await page.getByLabel(DROP_LABEL).setInputFiles(flowerPdf);
    // pdf.js loads and reads in a worker: seconds on a busy machine, so the wait is wider than the default.
    await expect(page.getByRole('status').first()).toHaveText(/Read coa-flower\.pdf/, { timeout: 30_000 });
    expect(scripts.filter((url) => /coaPdfReader/.test(url))).toEqual([
      expect.stringMatching(/\/coaPdfReader\.worker-[\w-]+\.js$/),
    ]);
  });

  test('a browser too old for pdf.js’s modern build reads the PDF with its legacy build', async ({ page, request }) => {
    // As on Safari 16 to 17.3 or Chrome 109 to 118: no Promise.try, no Math.sumPrecise and no
    // Promise.withResolvers, which pdf.js's legacy build calls without a polyfill, in the page and in its worker.
    const removeRecentBuiltIns = () => {
      delete (Promise as { try?: unknown }).try;
      delete (Promise as { withResolvers?: unknown }).withResolvers;
      delete (Math as { sumPrecise?: unknown }).sumPrecise;
    };
    await page.addInitScript(removeRecentBuiltIns);
    // Init scripts do not run in workers: each worker script is served with the same removal in front of it.
    await page.route(/\/_astro\/[^/?]*worker[^/?]*\.m?js$/i, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `(${removeRecentBuiltIns})();\n${await original.text()}` });
    });
    const loaded: string[] = [];
    page.on('request', (sent) => {
      if (/coaPdfReader/.test(sent.url())) loaded.push(new URL(sent.url()).pathname);
    });
    await openTool(page);
    await page.getByLabel(DROP_LABEL).setInputFiles(flowerPdf);
    // pdf.js loads and reads in a worker: seconds on a busy machine, so the wait is wider than the default.
    await expect(page.getByRole('status').first()).toHaveText('Read coa-flower.pdf: its text is in the box above.', {
      timeout: 30_000,
    });
    await expect(resultRegion(page)).toContainText('This COA can join the DYC network.');
    // The legacy worker, which carries core-js's polyfills, is the one fetched; the modern one is not.
    expect(loaded).toEqual([expect.stringMatching(/\/coaPdfReaderLegacy\.worker-[\w-]+\.js$/)]);
    expect(await (await request.get(loaded[0]!)).text()).toContain('core-js');
  });

  test('the answer lists the rows it used, each with its column and line, and a row can be corrected', async ({
    page,
  }) => {
    await openTool(page);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(fullPanel);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    const rows = resultRegion(page).getByRole('table', { name: 'The rows this answer used, and where each came from' });
    const thca = rows.getByRole('row', { name: /^THCA 26\.41 %/ });
    // Where six columns fit, the head above them is in sight (in a narrow answer the cells name their column).
    expect((await rows.locator('thead').boundingBox())!.height).toBeGreaterThan(10);
    await expect(thca).toContainText('Result (%)');
    await expect(thca).toContainText('THCa 0.010 0.030 26.41 264.1');
    await expect(rows.getByRole('row', { name: /^Total THC \(the lab’s\) 23\.78 %/ })).toBeVisible();
    // Correcting a row puts it in the typed form, where a typed value stands over the one read.
    await thca.getByRole('button', { name: 'Correct THCA, %' }).click();
    await expect(page.getByLabel('Cannabinoid, row 1')).toHaveValue('thca');
    await expect(page.getByLabel('Value, row 1')).toBeFocused();
    await page.getByLabel('Value, row 1').fill('30.00');
    await page.getByRole('button', { name: 'Check this COA' }).click();
    // 0.62 + 0.877 × 30.00, set against the lab's printed 23.78 %, which now matches nothing the rows give.
    await expect(resultRegion(page).getByRole('definition').nth(0)).toContainText('26.93 %');
    await expect(rows.getByRole('row', { name: /^THCA 30\.00 %/ })).toContainText('typed in the form');
  });

  test('at 375 px each row read stacks, its figure beside its analyte and its source line across the width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openTool(page);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(fullPanel);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    const rows = resultRegion(page).getByRole('table', { name: 'The rows this answer used, and where each came from' });
    const thca = rows.getByRole('row', { name: /^THCA 26\.41 %/ });
    await expect(thca).toBeVisible();
    const shape = await thca.evaluate((row) => {
      const [analyte, figure, , , line] = [...row.children].map((cell) => cell.getBoundingClientRect());
      const table = row.closest('table')!;
      return {
        figureBesideAnalyte: Math.abs(figure!.top - analyte!.top) < 2,
        lineWidth: line!.width,
        tableWidth: table.getBoundingClientRect().width,
        scrollsSideways: table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1,
        height: row.getBoundingClientRect().height,
      };
    });
    expect(shape.figureBesideAnalyte).toBe(true);
    // The source line takes the row's whole width, so the row is as tall as its words need and no taller.
    expect(shape.lineWidth).toBeGreaterThan(shape.tableWidth * 0.9);
    expect(shape.scrollsSideways).toBe(false);
    expect(shape.height).toBeLessThan(140);
    // The head is out of sight, still read by assistive technology.
    expect(await rows.locator('thead').boundingBox()).toMatchObject({ width: 1, height: 1 });
  });

  test('correcting a column’s role changes the verdict', async ({ page }) => {
    await openTool(page);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(unitlessResult);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    const result = resultRegion(page);
    await expect(result).toContainText(UNSURE_HEADLINE);
    await expect(result.getByRole('definition').nth(0)).toHaveText('could not read with certainty');
    await expect(result).toContainText('Line 3 THCA 0.05 24.00');
    const role = result.getByLabel('Column “Result”');
    await expect(role).toHaveValue('');
    await role.focus();
    await role.selectOption('result:%');
    await expect(result).toContainText('This COA can join the DYC network.');
    await expect(result.getByRole('definition').nth(0)).toHaveText('21.55 %');
    await expect(role).toBeFocused();
    await expect(page.getByText('Checked again with the column as you set it.')).toBeVisible();
  });

  test('a certificate it could not read with certainty is not refused; an edible is judged by its own rules', async ({
    page,
  }) => {
    await openTool(page);
    const text = page.getByLabel('Text of the certificate, copied from its PDF');
    await text.fill(unitlessResult);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expectUnsureNotRefused(page);
    await text.fill(gummies);
    await page.getByRole('button', { name: 'Check this COA' }).click();
    await expectGummiesAnswer(page);
  });

  test('values typed by hand get a verdict', async ({ page }) => {
    await openTool(page);
    await page.getByLabel('Product').selectOption('flower');
    await page.getByLabel('Cannabinoid, row 1').selectOption('thca');
    await page.getByLabel('Value, row 1').fill('21,5');
    await page.getByLabel('Cannabinoid, row 2').selectOption('cbda');
    await page.getByLabel('Value, row 2').fill('1.2');
    for (const panel of ['pesticides', 'heavy metals', 'microbial impurities', 'mycotoxins', 'foreign material']) {
      await page.getByLabel(panel, { exact: true }).check();
    }
    await page.getByRole('button', { name: 'Check this COA' }).click();
    const result = resultRegion(page);
    await expect(result.getByRole('definition').nth(0)).toHaveText('18.9 %');
    await expect(result.getByRole('definition').nth(2)).toHaveText('Type I (THC-dominant)');
    await expect(result).toContainText('Moisture and water activity are missing from this COA.');
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width, empty and with a verdict`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openTool(page);
      await expectNoAxeViolations(page, `${PAGE} empty`);
      await page.getByLabel('Text of the certificate, copied from its PDF').fill(actives);
      await page.getByRole('button', { name: 'Check this COA' }).click();
      await expect(resultRegion(page)).toBeVisible();
      // Focusing the verdict scrolls the form's first rows under the sticky header, and axe then counts the header's
      // links as covering their targets: audit the page with a verdict from its top, where nothing scrolled under.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expectNoAxeViolations(page, `${PAGE} with a verdict`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('at 1280 px every panel label keeps clear space before the next box in its row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  const crowded = await page.getByRole('group', { name: 'Panels the COA reports' }).evaluate((group) => {
    const boxes = [...group.querySelectorAll('input[type="checkbox"]')].map((box) => box.getBoundingClientRect());
    const found: string[] = [];
    for (const label of group.querySelectorAll('label')) {
      const range = document.createRange();
      range.selectNodeContents(label);
      const words = [...range.getClientRects()].filter((rect) => rect.width > 1).at(-1)!;
      for (const box of boxes) {
        const gap = box.left - words.right;
        if (Math.abs(box.top + box.height / 2 - (words.top + words.height / 2)) < 8 && gap >= 0 && gap < 16)
          found.push(`"${label.textContent?.trim()}" ends ${Math.round(gap)} px before the next box`);
      }
    }
    return found;
  });
  expect(crowded).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server, which gives the same answer', async ({ page }) => {
    await page.goto(PAGE);
    // In the HTML, so that nothing moves when the island hydrates, but never shown without JavaScript.
    await expect(page.getByLabel(DROP_LABEL)).toBeHidden();
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(actives);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(RESULT)),
      page.getByRole('button', { name: 'Check this COA' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.request().method()).toBe('POST');
    expect(response.headers()['cache-control']).toBe('no-store');
    const result = resultRegion(page);
    await expect(result).toContainText('This COA cannot join the DYC network as it stands.');
    await expect(result.getByRole('definition').nth(0)).toHaveText('65.54 %');
    await expect(result).toContainText('This COA reports cannabinoids only');
    await expect(result).toContainText('Total THC: 65.54 %');
    // The form is shown again with what was sent, to correct and send again: the rows read as the typed rows.
    await expect(page.getByLabel('Text of the certificate, copied from its PDF')).toHaveValue(/Quickline Potency Lab/);
    const rows = result.getByRole('table', { name: 'The rows this answer used, and where each came from' });
    const thca = rows.getByRole('row', { name: /^THCA 71\.20 %/ });
    // Each row with the column it came from and its source line, numbered as in the text sent.
    await expect(thca.getByRole('cell').nth(2)).toHaveText('the unit printed with the figure');
    await expect(thca.getByRole('cell').nth(3)).toHaveText('8 THCA 71.20 %');
    await expect(page.getByLabel('Cannabinoid, row 1')).toHaveValue('thca');
    await expect(page.getByLabel('Value, row 1')).toHaveValue('71.20');
    await expect(page.getByLabel('Unit, row 1')).toHaveValue('%');
    await expect(page.getByLabel('Cannabinoid, row 4')).toHaveValue('cbd');
    await expect(page.getByLabel('Value, row 4')).toHaveValue('ND');
  });

  test('the server’s answer shows what it could not read with certainty, with its lines', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(unitlessResult);
    await Promise.all([page.waitForURL(`**${RESULT}`), page.getByRole('button', { name: 'Check this COA' }).click()]);
    const result = resultRegion(page);
    await expect(result.getByRole('definition').nth(0)).toHaveText('could not read with certainty');
    await expect(result).toContainText('Line 3 THCA 0.05 24.00');
  });

  test('the server’s answer is not a refusal when it could not read with certainty, and judges an edible by its own rules', async ({
    page,
  }) => {
    for (const [text, expectAnswer] of [
      [unitlessResult, expectUnsureNotRefused],
      [gummies, expectGummiesAnswer],
    ] as const) {
      await page.goto(PAGE);
      await page.getByLabel('Text of the certificate, copied from its PDF').fill(text);
      await Promise.all([page.waitForURL(`**${RESULT}`), page.getByRole('button', { name: 'Check this COA' }).click()]);
      await expectAnswer(page);
    }
  });

  test('the server’s answer marks an impossible total in its figure box too', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByLabel('Text of the certificate, copied from its PDF').fill(overWhole);
    await Promise.all([page.waitForURL(`**${RESULT}`), page.getByRole('button', { name: 'Check this COA' }).click()]);
    await expectImpossibleMarked(page);
  });

  test('an empty form gets a 400 page that says what to give it', async ({ page }) => {
    await page.goto(PAGE);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(RESULT)),
      page.getByRole('button', { name: 'Check this COA' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      'Paste the text of a COA, choose its PDF, or type at least one value.',
    );
  });
});

test('the server’s answer page has no axe violations', async ({ page }) => {
  // axe runs in the page, so JavaScript stays on; submit() posts the form natively, as without JavaScript.
  await page.goto(PAGE);
  await page.getByLabel('Text of the certificate, copied from its PDF').fill(actives);
  await Promise.all([
    page.waitForURL(`**${RESULT}`),
    page.locator('form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await expect(resultRegion(page)).toContainText('This COA cannot join the DYC network as it stands.');
  await expectNoAxeViolations(page, `${RESULT} with a verdict`);
});

test.describe('the server route', () => {
  test('takes a large COA text, refuses one over 256 KiB with a clear 413 page, and redirects a GET', async ({
    request,
  }) => {
    const form = (text: string) => `coa-text=${encodeURIComponent(text)}`;
    const large = await request.post(RESULT, {
      data: form(`${fullPanel}\n${'Terpenes β-Myrcene 0.61 %\n'.repeat(2500)}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(large.status()).toBe(200);
    expect(await large.text()).toContain('This COA can join the DYC network.');

    const tooLarge = await request.post(RESULT, {
      data: form('x'.repeat(300 * 1024)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tooLarge.status()).toBe(413);
    const html = await tooLarge.text();
    expect(html).toContain('This COA text is too long');
    expect(html).toContain('up to 256 KB of text');

    const get = await request.get(RESULT, { maxRedirects: 0 });
    expect(get.status()).toBe(303);
    expect(get.headers().location).toBe(PAGE);
  });

  test('while a 256 KiB adversarial text is checked, the server answers /healthz and the home page', async ({
    request,
  }) => {
    // The largest body the route takes: "unit" and a run of blanks, the shape that made a backtracking pattern
    // hold the event loop for minutes. Every request below must complete; none is timed.
    const prefix = 'coa-text=unit';
    const body = prefix + '+'.repeat(256 * 1024 - prefix.length - 1) + 'x';
    const check = request.post(RESULT, {
      data: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const [checked, health, home] = await Promise.all([check, request.get('/healthz'), request.get('/')]);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<html');
    // Read in time, the text gets its verdict; past the deadline, the page that says it could not be read.
    expect([200, 422]).toContain(checked.status());
    expect(await checked.text()).toMatch(/This COA cannot join the DYC network|This text could not be read/);
  });

  test('no other route takes a body: a large post elsewhere is refused unread', async ({ request }) => {
    for (const path of ['/api/v2/quiz/quiz-results/', '/quiz/result/', '/operators/coa-check/']) {
      const response = await request.post(path, {
        data: 'x'.repeat(32 * 1024),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status(), path).toBe(405);
      expect(response.headers()['allow'], path).toBe('GET, HEAD');
    }
  });

  test('only the pre-check page gets worker-src self; the others keep none', async ({ request }) => {
    for (const route of ['/', '/operators/', RESULT.replace('result/', 'nope/')]) {
      const response = await request.get(route);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, route).not.toMatch(/worker-src[^;]*'self'/);
    }
  });
});

test.describe('the server keeps nothing it is sent', () => {
  let server: RunningServer | undefined;
  test.afterEach(async () => server?.stop());

  test('its log of a checked COA holds no value from it', async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
    const secret = 'Quickline Potency Lab QPL-22091 THCA 71.20';
    const response = await fetch(`http://127.0.0.1:${server.port}${RESULT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `coa-text=${encodeURIComponent(`${actives}\n${secret}`)}`,
    });
    expect(response.status).toBe(200);
    await response.text();
    await expect.poll(() => server!.logs.some((entry) => entry.url === RESULT)).toBe(true);
    const logged = JSON.stringify(server.logs);
    for (const value of ['Quickline', 'QPL-22091', '71.20', 'Citrus Badder']) expect(logged).not.toContain(value);
  });
});

test('the pre-check’s JavaScript loads on no other page, and its readers only from its reader client', () => {
  const reader = new BuildReader(defaultClientDir());
  for (const file of builtHtmlFiles(defaultClientDir())) {
    const weight = measurePage(reader, file);
    const urls = [...weight.scriptFiles, ...weight.lazyScriptFiles].map((script) => script.url);
    const coaScripts = urls.filter((url) => /\/(?:CoaCheck|readerClient)\.[\w-]+\.js$/.test(url));
    if (file === 'operators/coa-check/index.html') expect(coaScripts.length, file).toBe(2);
    else expect(coaScripts, file).toEqual([]);
    // pdf.js is never a script of a page: it is inside the PDF reader's worker.
    expect(
      urls.filter((url) => /\/pdf\.|coa(?:Pdf)?Reader/.test(url)),
      file,
    ).toEqual([]);
  }
});

test.describe('links to the pre-check', () => {
  test('from the operators page: the "Upload COAs" step and the closing call to action', async ({ page }) => {
    await page.goto('/operators/');
    const step = page.getByRole('button', { name: 'Step 2: Upload COAs' });
    await step.scrollIntoViewIfNeeded();
    // The steps hydrate when they come into view; a click before that is lost.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('astro-island')].some(
        (island) => !island.hasAttribute('ssr') && island.textContent?.includes('Upload COAs'),
      ),
    );
    await step.click();
    const stepLink = page.getByRole('link', { name: 'Check a COA before you join' }).first();
    await expect(stepLink).toBeVisible();
    await expect(stepLink).toHaveAttribute('href', PAGE);
    const closing = page.getByRole('region', { name: 'Everything in one annual membership' });
    await expect(closing.getByRole('link', { name: 'Try the COA pre-check' })).toHaveAttribute('href', PAGE);
  });

  test('from the science page: the certification section, which also states the type cut-off', async ({ page }) => {
    await page.goto('/science/');
    const certification = page.locator('#certification');
    await expect(certification.getByRole('link', { name: 'COA pre-check' })).toHaveAttribute('href', PAGE);
    // The one trace threshold, from the constant the check applies.
    await expect(certification).toContainText(
      `one threshold: a trace of up to ${percentText(CONVERTED_TRACE_PERCENT, 'en')} of the product’s weight`,
    );
    await expect(page.locator('#classification')).toContainText(
      'Type I when its total THC is at least 5 times its total CBD, Type III when its total CBD is at least 5 times its total THC',
    );
  });
});
