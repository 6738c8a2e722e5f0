import { expect, test } from '@playwright/test';
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
