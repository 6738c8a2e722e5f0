import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, viewports, waitForHydration } from './support/site.ts';

const tabs = [
  { name: 'Regulatory reform', point: 'One unified framework' },
  { name: 'Consumer safety and access', point: 'Full-panel testing' },
  { name: 'Social equity and workplace fairness', point: 'Expungement' },
];

async function openTabs(page: Page) {
  await page.goto('/advocacy/');
  // The island hydrates when it nears the viewport once the page is idle (client:intent).
  await page.locator('astro-island').scrollIntoViewIfNeeded();
  await waitForHydration(page);
  const tablist = page.getByRole('tablist', { name: 'Our positions' });
  await tablist.scrollIntoViewIfNeeded();
  return tablist;
}

async function expectSelected(page: Page, index: number) {
  const expected = tabs[index];
  if (!expected) throw new Error(`no tab ${index}`);
  for (const [other, tab] of tabs.entries()) {
    await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', String(other === index));
  }
  const panel = page.getByRole('tabpanel', { name: expected.name });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(expected.point);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
}

test.describe('advocacy page', () => {
  test('reads in order: welcome, position, tabs, declaration, rationale, collaboration, getting involved, the ways on', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/advocacy/');
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
    expect(headings).toEqual([
      'Welcome',
      'Our position',
      'Our declaration',
      'Why it matters',
      'Working together',
      'How to get involved',
      'Where to next',
    ]);
    await expect(page.getByRole('main')).toContainText(/DYC.s own figures show about 90% fewer contaminated products/);
    expect(errors).toEqual([]);
  });

  test('before hydration every position is readable under its own heading', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/advocacy/');
    for (const tab of tabs) {
      await expect(page.getByRole('heading', { level: 3, name: tab.name })).toBeVisible();
      await expect(page.locator('astro-island').getByText(tab.point, { exact: true })).toBeVisible();
    }
    await context.close();
  });

  test('the tabs answer the mouse, Regulatory reform first', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openTabs(page);
    await expectSelected(page, 0);
    await page.getByRole('tab', { name: tabs[2]?.name }).click();
    await expectSelected(page, 2);
    await page.getByRole('tab', { name: tabs[1]?.name }).click();
    await expectSelected(page, 1);
    expect(errors).toEqual([]);
  });

  test('the tabs follow the APG keyboard model', async ({ page }) => {
    await openTabs(page);
    const tab = (index: number) => page.getByRole('tab', { name: tabs[index]?.name });
    await tab(0).focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 1);
    await expect(tab(1)).toBeFocused();
    await page.keyboard.press('End');
    await expectSelected(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 0);
    await expect(tab(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 2);
    await page.keyboard.press('Home');
    await expectSelected(page, 0);
    // One tab stop: Tab leaves the list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: tabs[0]?.name })).toBeFocused();
  });

  test('the get-involved box links to e-mail and the newsletter', async ({ page }) => {
    await page.goto('/advocacy/');
    const box = page.getByRole('region', { name: 'How to get involved' });
    await expect(box.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    // Subscribe asks "Are you 21 or older?" first (tests/e2e/quiz-age.spec.ts); its Yes is the newsletter link.
    await box.getByText('Subscribe to the newsletter').click();
    const subscribe = box.getByRole('link', { name: /^Yes, subscribe/ });
    await expect(subscribe).toHaveAttribute('href', /^https:\/\//);
    await expect(subscribe).toHaveAttribute('target', '_blank');
    await expect(subscribe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(box.getByRole('button', { name: 'Share this page' })).toBeVisible();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width, before hydration and in every tab`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/advocacy/');
      await expectNoAxeViolations(page, `advocacy ${name} top`);
      await openTabs(page);
      for (const [index, tab] of tabs.entries()) {
        await page.getByRole('tab', { name: tab.name }).click();
        await expectSelected(page, index);
        await expectNoAxeViolations(page, `advocacy ${name} tab ${tab.name}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('advocacy Share', () => {
  async function shareText(page: Page) {
    const button = page.getByRole('button', { name: 'Share this page' });
    return {
      title: (await button.getAttribute('data-share-title')) ?? '',
      text: (await button.getAttribute('data-share-text')) ?? '',
    };
  }

  test('uses the share sheet with the title, the text and the page URL', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, '__shareCalls', { value: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    const errors = collectConsoleErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/advocacy/');
    const { title, text } = await shareText(page);
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: ShareData[] }).__shareCalls))
      .toEqual([{ title, text, url: page.url() }]);
    expect(title).toBe('Safer cannabis for everyone | DYC');
    expect(text.length).toBeGreaterThan(50);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a rejected or cancelled share is only logged', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      });
    });
    const errors = collectConsoleErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/advocacy/');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toContain('Sharing failed');
    expect(dialogs).toEqual([]);
  });

  test('without a share sheet it copies the three lines and says so', async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: (text: string) => {
            copied.push(text);
            return Promise.resolve();
          },
        }),
      });
    });
    const errors = collectConsoleErrors(page);
    const dialogs: { type: string; message: string }[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.goto('/advocacy/');
    const { title, text } = await shareText(page);
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect
      .poll(() => dialogs)
      .toEqual([{ type: 'alert', message: 'Link copied to clipboard! You can paste it anywhere to share.' }]);
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toEqual([[title, text, page.url()].join('\n')]);
    expect(errors).toEqual([]);
  });

  test('without a clipboard either it prompts with the text to copy', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    });
    const errors = collectConsoleErrors(page);
    const dialogs: { type: string; message: string; value: string }[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      void dialog.dismiss();
    });
    await page.goto('/advocacy/');
    const { title, text } = await shareText(page);
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect
      .poll(() => dialogs)
      .toEqual([{ type: 'prompt', message: 'Copy this text to share:', value: [title, text, page.url()].join('\n') }]);
    expect(errors).toEqual([]);
  });
});
