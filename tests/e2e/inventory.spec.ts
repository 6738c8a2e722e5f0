import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { syntheticExport } from '../../scripts/bench/inventoryReport.ts';
import { defaultClientDir, gzipBytes, KB } from '../../scripts/lib/measure.ts';
import { POINTS_PER_INCH, printToPdf } from './support/pdf.ts';
import { expectNoAxeViolations, waitForHydration } from './support/site.ts';

const PAGE = '/operators/inventory/';
const FIXTURES = path.resolve('tests/fixtures/inventory');
const fixture = (name: string) => path.join(FIXTURES, name);

/** Drops a fixture on the drop zone as a file dragged from the desktop would arrive. */
async function dropFile(page: Page, name: string): Promise<void> {
  const base64 = readFileSync(fixture(name)).toString('base64');
  await page.getByRole('group', { name: 'Inventory file' }).evaluate(
    (zone, [data, fileName]) => {
      const bytes = Uint8Array.from(atob(data!), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName!, { type: 'text/csv' }));
      zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    },
    [base64, name],
  );
}

/** Opens the page and chooses a file through its file field, as a person picking one from a dialog would. */
async function openWithFile(page: Page, name: string, contents: string | Buffer): Promise<void> {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByLabel('Drop your product export here, or choose a file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents),
  });
}

/** Every request the page makes from now on, with what it carried. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Nothing of the file left the browser: only GETs of this site's own files, with no body. */
function expectNothingSent(requests: readonly Request[], origin: string, fileWords: readonly string[]): void {
  for (const request of requests) {
    const url = new URL(request.url());
    expect(request.method(), request.url()).toBe('GET');
    expect(request.postDataBuffer(), request.url()).toBeNull();
    expect(url.origin, request.url()).toBe(origin);
    for (const word of fileWords) expect(decodeURIComponent(request.url())).not.toContain(word);
  }
}

test('reads a CSV and an XLSX in the browser: columns corrected, chart, lists and CSV, and no request carries the file', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto(PAGE);
  expect(response!.headers()['content-security-policy']).toMatch(/(^|;)\s*worker-src 'self'\s*(;|$)/);
  await waitForHydration(page);
  const requests = recordRequests(page);
  // On a wide screen the members' tools stand beside the file input, and step aside for the columns and report.
  const tools = page.getByRole('navigation', { name: 'Tools for members' });
  await expect(tools).toBeVisible();

  await dropFile(page, 'dutchie-inventory.csv');
  await expect(page.getByRole('status')).toHaveText(
    'Read 9 products from dutchie-inventory.csv (CSV, comma-separated, UTF-8).',
  );
  await expect(tools).toBeHidden();
  const report = page.getByRole('region', { name: 'Your shelf by color' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inventory-report-heading');
  // The operators chart with the store's numbers, and the even ideal beside it.
  const shelf = report.getByRole('img', { name: /^Pie chart of your shelf by color/ });
  await expect(shelf).toHaveAttribute(
    'aria-label',
    /Green \(Focus\) 11%, Blue \(Calm\) 11%, Purple \(Rest\) 22%, Not color-coded yet 34%, Estimated: Yellow \(Energize\) 22%/,
  );
  // The estimates are a slice per color, after the colors the file carries and hatched, never the color's own fill.
  await expect(shelf).toHaveAttribute('data-chart-values', '[0,1,1,2,3,2,0,0,0]');
  // Every slice carries its color word and share, the estimate too ("Est. Yellow"), never the effect alone.
  await expect(shelf).toHaveAttribute(
    'data-chart-drawn-labels',
    JSON.stringify([
      [],
      ['Green', '11%'],
      ['Blue', '11%'],
      ['Purple', '22%'],
      ['Not coded', '34%'],
      ['Est. Yellow', '22%'],
      [],
      [],
      [],
    ]),
  );
  await expect(
    report.locator('li', { hasText: 'Estimated: Yellow (Energize)' }).locator('[data-estimated]'),
  ).toHaveCount(1);
  for (const name of ['Green (Focus)', 'Blue (Calm)', 'Purple (Rest)', 'Estimated: Yellow (Energize)']) {
    await expect(report.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  await expect(report.getByRole('img', { name: /DYC ideal state: Yellow \(Energize\) 25%/ })).toHaveAttribute(
    'data-chart-values',
    '[5,5,5,5,0,0]',
  );
  await expect(report.getByRole('heading', { name: 'Not color-coded yet (3)' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Estimated from your own tags (2)' })).toBeVisible();
  await expect(report.getByText('estimated Yellow (Energize) from “energetic, creative, uplifted”')).toBeVisible();
  // Four color-coded products are too few to call the shelf even or short of a color.
  await expect(
    report.getByText(
      'Only 4 products carry a DYC color: too few to judge the balance of your shelf (that takes 12 or more). The chart and the table show them as they are.',
      { exact: true },
    ),
  ).toBeVisible();

  // Units on hand, through the same chart.
  await report.getByRole('button', { name: 'Units on hand' }).click();
  await expect(shelf).toHaveAttribute('data-chart-values', '[0,24,40,70,39,78,0,0,0]');

  // The Tags column held the DYC tags; corrected to "Not used", nothing is color-coded any more.
  await page.getByRole('combobox', { name: 'Tags holds' }).selectOption('ignore');
  await expect(report.getByRole('heading', { name: 'Not color-coded yet (9)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tags holds' }).selectOption('tags');
  await expect(report.getByRole('heading', { name: 'Not color-coded yet (3)' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download the products as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('dutchie-inventory-by-color.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(
    '"Blue Dream 3.5g","Sample Farms","Flower","Flower","Blue Dream","Sativa","21.5 %","0.1 %","Type I","Green (Focus)","your file (DYC color)"',
  );
  expect(csv.split('\r\n')).toHaveLength(11);

  // A workbook, chosen with the file input.
  await page.getByLabel('Drop your product export here, or choose a file').setInputFiles(fixture('cova-products.xlsx'));
  await expect(page.getByRole('status')).toHaveText('Read 6 products from cova-products.xlsx (Excel workbook).');
  // Still counted by units on hand, as chosen before.
  await expect(shelf).toHaveAttribute('data-chart-values', '[44,0,0,16,21,0,9,35,0]');

  // Every request while the files were read and the report drawn: the worker's script, nothing else.
  expect(requests.some((request) => /inventory\.worker-[\w-]+\.js$/.test(request.url()))).toBe(true);
  expectNothingSent(requests, new URL(baseURL!).origin, ['Blue Dream', 'DU-1001', 'Pink Kush', 'dutchie']);
});

test('remembers the corrected columns for the next file with the same headers', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await dropFile(page, 'flowhub-inventory.csv');
  await page.getByRole('combobox', { name: 'Product Tags holds' }).selectOption('ignore');
  await page.reload();
  await waitForHydration(page);
  await dropFile(page, 'flowhub-inventory.csv');
  await expect(page.getByText('These are the columns you chose for a file with the same headers.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Product Tags holds' })).toHaveValue('ignore');
  const stored = await page.evaluate(() => localStorage.getItem('dyc-inventory-columns') ?? '');
  expect(stored).not.toContain('Blue Dream');
});

test('answers a file it cannot read plainly, and keeps the page working', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const input = page.getByLabel('Drop your product export here, or choose a file');
  await input.setInputFiles(fixture('lab-certificate.pdf'));
  await expect(page.getByRole('alert')).toHaveText(/lab-certificate\.pdf is a PDF\./);
  await expectNoAxeViolations(page, 'inventory: refused file');
  await input.setInputFiles(fixture('generic-semicolon.csv'));
  await expect(page.getByRole('status')).toHaveText(/^Read 5 products from generic-semicolon\.csv/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('keyboard: the file input opens the chooser, the report takes focus, the controls answer keys', async ({
  page,
}) => {
  // Listening from before the page loads: Playwright turns the browser's chooser interception on as a listener is
  // added, and a key pressed in the same breath can reach the page first on a loaded machine (no event then).
  const chooserOpened = page.waitForEvent('filechooser');
  await page.goto(PAGE);
  await waitForHydration(page);
  const input = page.getByLabel('Drop your product export here, or choose a file');
  await input.focus();
  await expect(input).toBeFocused();
  await page.keyboard.press('Space');
  const chooser = await chooserOpened;
  await chooser.setFiles(fixture('several-sheets.xlsx'));
  // The report's heading takes focus (read as the active element: the chooser leaves the window itself inactive).
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inventory-report-heading');
  // Tab leaves the heading for the report's own controls: the way back to the columns, then the measure.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change the columns' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Products', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Units on hand' })).toHaveAttribute('aria-pressed', 'true');
  // The sheet is a native select: keys choose another.
  const sheet = page.getByRole('combobox', { name: 'Sheet' });
  await sheet.focus();
  await page.keyboard.press('ArrowUp');
  await expect(sheet).toHaveValue('0');
});

// One axe sweep per test: a report's page is long, and three sweeps in one test outlast its time on a loaded core.
test('axe finds nothing on the page before a file', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'inventory: before a file');
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on a report at ${width} px, which fits the width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto(PAGE);
    await waitForHydration(page);
    await dropFile(page, 'blaze-products.csv');
    await expect(page.getByRole('heading', { name: 'Your shelf by color' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `inventory: report at ${width} px`);
  });
}

test('keyboard: the report’s summary leads to the columns, and the columns lead back to the report', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await dropFile(page, 'dutchie-inventory.csv');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inventory-report-heading');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check the columns' })).toBeFocused();
  // The next stops are the columns' choices: one is changed, and the report follows.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'SKU holds' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Tags holds' }).selectOption('ignore');
  await expect(page.getByRole('heading', { name: 'Not color-coded yet (9)' })).toBeVisible();
  const back = page.getByRole('button', { name: 'Back to the report' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your shelf by color' })).toBeFocused();
});

test('keyboard: arrowing through a column’s choices reads the file again once, for the choice it rests on', async ({
  page,
}) => {
  // Every question the page puts to the worker that reads the file, by kind.
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { inventoryAsked: string[] }).inventoryAsked = asked;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: { kind?: string }, ...rest: never[]) {
      asked.push(String(message?.kind));
      return post.call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
  // The page's clock is Playwright's, so the wait for the operator to rest on a choice is held still while the keys
  // are pressed, however slowly a loaded machine delivers them, and then let run past the wait.
  await page.clock.install();
  await page.goto(PAGE);
  await waitForHydration(page);
  await dropFile(page, 'dutchie-inventory.csv');
  await expect(page.getByRole('heading', { name: 'Estimated from your own tags (2)' })).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags holds' });
  await tags.focus();
  const asked = () =>
    page.evaluate(() =>
      (window as unknown as { inventoryAsked: string[] }).inventoryAsked.filter((kind) => kind === 'fields'),
    );
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // A closed select steps one option per arrow: Effects, DYC color, SKU, then Not used.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(tags).toHaveValue('ignore');
  expect(await asked()).toEqual([]);
  await page.clock.runFor(600);
  expect(await asked()).toEqual(['fields']);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Not color-coded yet (9)' })).toBeVisible();
  expect(await asked()).toEqual(['fields']);
  await expect(tags).toBeFocused();
});

for (const width of [320, 375]) {
  test(`at ${width} px: a long file name wraps, the table shows it scrolls, the column choices read whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const name = 'dutchie_point_of_sale_inventory_export_all_locations_2026-11-27_final_v2.csv';
    await openWithFile(page, name, readFileSync(fixture('dutchie-inventory.csv')));
    await expect(page.getByRole('heading', { name: 'Your shelf by color' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // The by-category table: a scroll region with a name and a visible cue (its far edge fades), its header one
    // line high.
    const region = page.getByRole('region', { name: 'By category' });
    expect(
      await region.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--strip-fade-end'))),
    ).toBeGreaterThan(0);
    const headerHeights = await region
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
    const bodyRow = await region
      .locator('tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    for (const height of headerHeights) expect(height).toBeLessThanOrEqual(bodyRow + 1);

    // Each column's choice shows its chosen meaning whole ("Quantity on hand", not "Quantity on har").
    const cut = await page.locator('select[aria-label$=" holds"]').evaluateAll((selects) => {
      const context = document.createElement('canvas').getContext('2d')!;
      return selects.flatMap((element) => {
        const select = element as HTMLSelectElement;
        const style = getComputedStyle(select);
        context.font = style.font;
        const text = select.selectedOptions[0]?.text ?? '';
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; /* the arrow */
        return context.measureText(text).width > room ? [text] : [];
      });
    });
    expect(cut).toEqual([]);
  });
}

/**
 * The widest by-category table a file can make: a product of each DYC color, one not color-coded and an estimate of
 * each color from its tags, in every category, each with six figures of units on hand.
 */
function widestShelf(): string {
  const categories = [
    'Flower',
    'Pre-Roll',
    'Vape',
    'Concentrate',
    'Edible',
    'Beverage',
    'Tincture',
    'Topical',
    'Other',
  ];
  const products = [
    ['Yellow', ''],
    ['Green', ''],
    ['Blue', ''],
    ['Purple', ''],
    ['', ''],
    ['', 'energetic'],
    ['', 'focused'],
    ['', 'relaxed'],
    ['', 'sleepy'],
  ];
  const rows = categories.flatMap((category, across) =>
    products.map(
      ([color, tags], down) => `${category} ${down},${category},20,0.1,${color},${tags},${123_456 + across * 9 + down}`,
    ),
  );
  return ['Product Name,Category,THC %,CBD %,DYC color,Effects,Quantity', ...rows].join('\n');
}

const WIDEST_HEADS = [
  'Flower',
  'Pre-rolls',
  'Vapes',
  'Concentrates',
  'Edibles',
  'Beverages',
  'Tinctures',
  'Topicals',
  'Other',
  'Yellow (Energize)',
  'Green (Focus)',
  'Blue (Calm)',
  'Purple (Rest)',
  'Not color-coded yet',
  'Estimated: Yellow (Energize)',
  'Estimated: Green (Focus)',
  'Estimated: Blue (Calm)',
  'Estimated: Purple (Rest)',
  'All',
];

test('the by-category table shows every column at 1280 px; at 375 px it shows that it scrolls and keeps its first column in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithFile(page, 'widest.csv', widestShelf());
  const region = page.getByRole('region', { name: 'By category' });
  await expect(region.locator('caption')).toHaveText('By category, in products');
  // Every category and every slice heads a row or a column, with its scope.
  const heads = (await region.locator('th[scope="row"], th[scope="col"]').allTextContents()).map((head) => head.trim());
  for (const head of WIDEST_HEADS) expect(heads).toContain(head);
  const box = () =>
    region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      fadeEnd: parseFloat(getComputedStyle(element).getPropertyValue('--strip-fade-end')) || 0,
    }));

  for (const measure of ['Products', 'Units on hand']) {
    await page.getByRole('button', { name: measure, exact: true }).click();
    await expect(region.getByText('1,111,140', { exact: true })).toHaveCount(measure === 'Products' ? 0 : 1);
    // At 1280 every column is in sight: nothing to scroll, so no cue either.
    const wide = await box();
    expect(wide.scrollWidth, measure).toBeLessThanOrEqual(wide.clientWidth);
    expect(wide.fadeEnd, measure).toBe(0);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  const narrow = await box();
  expect(narrow.scrollWidth).toBeGreaterThan(narrow.clientWidth);
  // The site's cue of a strip that scrolls (scrollStrip.module.css): its far edge fades over a shadow. The fade is a
  // scroll-driven animation, whose timeline takes up the new width in a later frame than the resize.
  await expect.poll(async () => (await box()).fadeEnd).toBeGreaterThan(0);
  expect(await region.evaluate((element) => getComputedStyle(element).backgroundAttachment)).toContain('local');
  // Scrolled to its end, the first column still stands whole at the start, clear of any fade, beside the counts.
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  const firstColumn = await region.evaluate((element) => {
    const mask = getComputedStyle(element).maskImage;
    return [...element.querySelectorAll('tr > :first-child')].map((cell) => {
      window.scrollBy({ top: cell.getBoundingClientRect().top - window.innerHeight / 2, behavior: 'instant' });
      const frame = element.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return {
        text: cell.textContent?.trim(),
        inView: box.left >= frame.left - 0.5 && box.right <= frame.left + frame.width / 2,
        whole: cell.scrollWidth <= cell.clientWidth + 0.5,
        onTop: cell.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
        // The fade, where there is one, starts opaque: only the far edge fades.
        unfaded: mask === 'none' || mask.startsWith('linear-gradient(to right, rgb(0, 0, 0) '),
      };
    });
  });
  for (const cell of firstColumn)
    expect(cell, cell.text).toMatchObject({ inView: true, whole: true, onTop: true, unfaded: true });
  await region.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expectNoAxeViolations(page, 'inventory: the widest table at 375 px');
});

test('says the page needs JavaScript where the report’s script failed to load', async ({ page }) => {
  await page.goto(PAGE);
  const needsScript = page.getByText(/This page needs JavaScript: it reads your export on your device/);
  await expect(needsScript).toBeHidden();
  // The island hydrates once the browser is idle after the first paint, and a late hydration takes a failure's mark
  // back: the mark is set once that has run, as the island's loader sets it when the script did not arrive
  // (hydrateOnIntent.ts).
  const island = page.locator('astro-island:has(#inventory-file)');
  await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await island.evaluate((element) => {
    element.setAttribute('data-hydration-failed', '');
  });
  await expect(needsScript).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says what the page needs and what it does', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByText(/This page needs JavaScript: it reads your export on your device/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where the colors come from' })).toBeVisible();
    await expect(page.getByText(/DYC assigns each product its color from its certificate of analysis/)).toBeVisible();
    await expect(page.getByText(/by the same rule as the COA pre-check: Type I when/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Inventory file' })).toBeHidden();
  });
});

test('prints the widest by-category table inside the margins of a Letter or A4 sheet, in products and in units', async ({
  page,
}) => {
  await openWithFile(page, 'widest.csv', widestShelf());
  await expect(page.getByRole('region', { name: 'By category' }).locator('caption')).toHaveText(
    'By category, in products',
  );
  // The margins a browser's print dialog sets by default: about 0.4 in on each side.
  const margin = 0.4 * POINTS_PER_INCH;
  for (const measure of ['Products', 'Units on hand']) {
    await page.getByRole('button', { name: measure, exact: true }).click();
    for (const format of ['Letter', 'A4']) {
      const { sheets, text } = await printToPdf(page, {
        format,
        margin: { top: '0.4in', right: '0.4in', bottom: '0.4in', left: '0.4in' },
      });
      expect(text, `${measure} on ${format}`).toContain('Concentrates');
      for (const sheet of sheets)
        for (const run of sheet.runs)
          expect(run.right, `“${run.text}” (${measure} on ${format})`).toBeLessThanOrEqual(sheet.width - margin + 0.5);
    }
  }
});

test('prints a 20,000-product report on one or two pages: the charts, what to stock next, the table, the lists’ start', async ({
  page,
}) => {
  await openWithFile(page, 'export.csv', syntheticExport());
  await expect(page.getByRole('heading', { name: /^Not color-coded yet \(/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('svg[data-chart-values]')).toHaveCount(2);
  const { sheets, text } = await printToPdf(page);
  expect(sheets.length).toBeLessThanOrEqual(2);
  // The legend names every slice, and says how the slices run, so a black-and-white page reads without color.
  for (const shown of [
    'Your shelf by color',
    'What to stock next',
    'By category',
    'Not color-coded yet',
    'The slices run clockwise from the top in this order.',
    'Yellow (Energize)',
    'Green (Focus)',
    'Blue (Calm)',
    'Purple (Rest)',
    'Not color-coded yet',
    'Estimated: Green (Focus)',
  ])
    expect(text).toContain(shown);
  // The reader, the columns, the controls and the page's explanations stay on screen.
  for (const hidden of ['Drop your product export here', 'Check the columns', 'Units on hand', 'Download the products'])
    expect(text).not.toContain(hidden);
});

test('the operators page links to it from its inventory section and its step 3', async ({ page }) => {
  await page.goto('/operators/');
  const links = page.locator(`a[href="${PAGE}"]`);
  await expect(links).toHaveCount(2);
  await expect(page.locator('#division-heading ~ p a', { hasText: 'See your own shelf by color' })).toHaveAttribute(
    'href',
    PAGE,
  );
});

test('the reader is loaded only for a file, and stays within its own ceiling', () => {
  const astroDir = path.join(defaultClientDir(), '_astro');
  const workers = readdirSync(astroDir).filter((file) => /^inventory\.worker-[\w-]+\.js$/.test(file));
  expect(workers).toHaveLength(1);
  const source = readFileSync(path.join(astroDir, workers[0]!));
  // papaparse, read-excel-file, fflate and the report: one self-contained script (its policy allows no imports).
  expect(gzipBytes(source)).toBeLessThanOrEqual(45 * KB);
  expect(source.toString()).not.toMatch(/\bimport\s*\(|\bimportScripts\(/);
  expect(statSync(path.join(astroDir, workers[0]!)).size).toBeGreaterThan(0);
  const html = readFileSync(path.join(defaultClientDir(), 'operators/inventory/index.html'), 'utf8');
  expect(html).not.toContain('inventory.worker');
});
