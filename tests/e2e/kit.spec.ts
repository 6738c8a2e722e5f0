import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { LOCALES } from '../../src/i18n/locales.ts';
import { KIT_PATH, KIT_PIECES, kitFiles } from '../../src/lib/kit/kitPieces.ts';
import { collectConsoleErrors, expectNoAxeViolations, hydrateAll, scrollToCenter } from './support/site.ts';

test.describe('the shop-floor kit page', () => {
  test('shows each piece with its preview, size and downloads, and every download answers 200 as a PDF', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(KIT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'The shop-floor kit' })).toBeVisible();
    const pieces = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Wall poster' }) })
      .first();
    await expect(pieces.getByRole('heading', { level: 3 })).toHaveCount(KIT_PIECES.length);

    const links = page.locator(`a[href^="${KIT_PATH}"][href$=".pdf"]`);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      kitFiles(LOCALES)
        .map((file) => `${KIT_PATH}${file.fileName}`)
        .sort(),
    );
    for (const href of hrefs) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type'], href!).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1'), href!).toBe('%PDF-');
    }
    // Each link says its piece, language and version, and its size stands beside it.
    await expect(page.getByRole('link', { name: 'Shelf placards: English, for a print shop' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shelf placards: Español, to print at home' })).toBeVisible();
    await expect(page.getByText(/^\(PDF, 4 pages, \d+ KB\)$/).first()).toBeVisible();

    // Every preview loads, as a real image with the piece's proportions.
    const previews = page.getByRole('img', { name: /^Preview of the / });
    await expect(previews).toHaveCount(KIT_PIECES.length);
    for (const preview of await previews.all()) {
      await scrollToCenter(preview);
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test('the operators page links to the kit from the In store channel, step 6 and the membership checklist', async ({
  page,
}) => {
  await page.goto('/operators/');
  await hydrateAll(page);

  const channels = page.getByRole('region', { name: 'Consumers find colors online and in-store' });
  await channels.getByRole('tab', { name: 'In store' }).click();
  await expect(channels.getByRole('link', { name: 'Get the shop-floor kit' })).toHaveAttribute('href', KIT_PATH);

  const steps = page.getByRole('region', { name: 'From cultivar to consumer' });
  await steps.getByRole('button', { name: 'Color coding' }).click();
  await expect(steps.getByRole('link', { name: 'Get the shop-floor kit' })).toHaveAttribute('href', KIT_PATH);

  const membership = page.getByRole('region', { name: 'Everything in one annual membership' });
  await expect(membership.getByRole('link', { name: 'see the shop-floor kit' })).toHaveAttribute('href', KIT_PATH);
});

test('Kit for my store: draws a store’s file in the browser on demand, with its name, license, warnings and logo, the same bytes each time', async ({
  page,
}) => {
  const storeId = 'AbCdEfGhIjKlMnOp';
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const errors = collectConsoleErrors(page);
  // The dashboard's link brings the store's id: its page address is filled in.
  await page.goto(`${KIT_PATH}#store=${storeId}`);
  const kit = page.getByRole('region', { name: 'Kit for my store' });
  await expect(kit.getByLabel('Your quiz page on DYC')).toHaveValue(new RegExp(`/s/${storeId}/$`));
  const pocketCard = kit.getByRole('button', { name: 'Budtender pocket card: English, for a print shop' });

  // Without a license number, no file: the field says why and takes the focus.
  await kit.getByLabel('Store name').fill('Green Door');
  await pocketCard.click();
  await expect(kit.getByLabel('License number')).toBeFocused();
  await expect(kit.getByText(/^Enter your license number/)).toBeVisible();
  await kit.getByLabel('License number').fill('C10-0000123-LIC');
  await kit.getByLabel('Warning text').fill('Keep out of reach of children. Sample warning of the store.');
  // An SVG logo is drawn to PNG here; nothing is uploaded.
  await kit.getByLabel('Logo (optional)').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30"><rect width="90" height="30" fill="#1f6f4a"/></svg>',
    ),
  });
  await expect(kit.getByText('logo.svg will go on the poster, the pocket card and the budtender card.')).toBeVisible();
  // The builder has not loaded yet: no PDF code, no print profile before a file is asked for.
  expect(requested.filter((path) => /storeKitFiles|\.icc$/.test(path))).toEqual([]);

  const made: Buffer[] = [];
  for (let run = 0; run < 2; run += 1) {
    const [download] = await Promise.all([page.waitForEvent('download'), pocketCard.click()]);
    expect(download.suggestedFilename()).toBe('green-door-pocket-card-en-print-shop.pdf');
    made.push(readFileSync((await download.path())!));
  }
  expect(made[0]!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(made[0]!.equals(made[1]!)).toBe(true);
  expect(requested.filter((path) => path.endsWith('.icc'))).toHaveLength(1);
  await expect(kit.getByText('Made green-door-pocket-card-en-print-shop.pdf.')).toBeVisible();

  const loading = getDocument({ data: new Uint8Array(made[0]!), disableFontFace: true });
  const pdf = await loading.promise;
  const words: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const pdfPage = await pdf.getPage(number);
    words.push(...(await pdfPage.getTextContent()).items.map((item) => ('str' in item ? item.str : '')));
    images += (await pdfPage.getOperatorList()).fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  const text = words.join(' ');
  expect(text).toContain('Green Door');
  expect(text).toContain('License C10-0000123-LIC');
  expect(text).toContain('Sample warning of the store.');
  expect(images).toBe(1);
  await loading.destroy();
  expect(errors).toEqual([]);
});

test('Kit for my store says what is required before the fields, and a missing or made-up address names its field', async ({
  page,
}) => {
  await page.goto(KIT_PATH);
  const kit = page.getByRole('region', { name: 'Kit for my store' });
  // The rule comes before the first field, in words; each label says required or optional in words too.
  const rule = kit.getByText(/^Required: your store’s name, your license number, and one address/);
  await expect(rule).toBeVisible();
  const ruleBox = (await rule.boundingBox())!;
  expect(ruleBox.y).toBeLessThan((await kit.getByLabel('Store name').boundingBox())!.y);
  await expect(kit.getByText('Store name (required)')).toBeVisible();
  await expect(kit.getByText('License number (required)')).toBeVisible();
  const addresses = kit.getByRole('group', { name: 'Where the QR codes lead (required: one of the two)' });
  await expect(addresses.getByLabel('Your quiz page on DYC')).toBeVisible();
  await expect(addresses.getByLabel('Or an https address of your own')).toBeVisible();

  await kit.getByLabel('Store name').fill('Green Door');
  await kit.getByLabel('License number').fill('C10-0000123-LIC');
  const pocketCard = kit.getByRole('button', { name: 'Budtender pocket card: English, for a print shop' });
  const storePage = kit.getByLabel('Your quiz page on DYC');
  // Both addresses empty: the error names the field and shows what a right address looks like.
  await pocketCard.click();
  await expect(storePage).toBeFocused();
  await expect(storePage).toHaveAccessibleDescription(/Your quiz page on DYC, or an https address of your own below/);
  await expect(storePage).toHaveAccessibleDescription(/\/s\/[\w-]{16}\//);
  // A made-up address: it is not a quiz page, and this is one.
  await storePage.fill('https://greendoor.example/quiz');
  await pocketCard.click();
  await expect(storePage).toHaveAccessibleDescription(/this is not a DYC quiz page address.*\/s\/[\w-]{16}\//);
  // A right address of the store's own does not hide a wrong quiz page: no file is made, and the wrong field says so.
  await storePage.fill('not a url');
  await kit.getByLabel('Or an https address of your own').fill('https://greendoor.example/quiz');
  let downloads = 0;
  page.on('download', () => downloads++);
  await kit.getByLabel('Store name').focus();
  await pocketCard.click();
  await expect(storePage).toBeFocused();
  await expect(storePage).toHaveAttribute('aria-invalid', 'true');
  await expect(storePage).toHaveAccessibleDescription(/this is not a DYC quiz page address/);
  await expect(kit.getByLabel('Or an https address of your own')).not.toHaveAttribute('aria-invalid', 'true');
  expect(downloads).toBe(0);
});

test('the kit’s logo picker is drawn like the COA pre-check’s Choose file button', async ({ page }) => {
  const pickerStyle = () =>
    page
      .locator('input[type="file"]')
      .first()
      .evaluate((input) => {
        const style = getComputedStyle(input, '::file-selector-button');
        return {
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          color: style.color,
          weight: style.fontWeight,
        };
      });
  await page.goto('/operators/coa-check/');
  await hydrateAll(page);
  const coa = await pickerStyle();
  await page.goto(KIT_PATH);
  await expect(page.getByLabel('Logo (optional)')).toBeVisible();
  expect(await pickerStyle()).toEqual(coa);
  // Still the native input, named by its label.
  await expect(page.getByLabel('Logo (optional)')).toHaveAttribute('type', 'file');
});
