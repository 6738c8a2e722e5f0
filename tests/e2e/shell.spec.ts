import { expect, test } from '@playwright/test';
import { localeFromPath } from '../../src/i18n/locales.ts';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  routes,
  viewports,
  waitForAnimationsToSettle,
} from './support/site.ts';

// The header's English names; the Spanish shell has its own test (spanish.spec.ts).
const englishRoutes = routes.filter((route) => localeFromPath(route.path) === 'en');

const headerLinks = [
  { name: 'About', path: '/about/' },
  { name: 'Science', path: '/science/' },
  { name: 'Advocacy', path: '/advocacy/' },
  { name: 'For brands and dispensaries', path: '/operators/' },
];

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its heading and no console errors`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      if (route.noindex) {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path}$`));
      }
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /DYC/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path answers 404 with the helpful not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    const main = page.getByRole('main');
    for (const name of ['Home', 'Find your color', 'About', 'Science', 'Advocacy', 'For brands and dispensaries']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the home page carries Organization structured data', async ({ page }) => {
    await page.goto('/');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('DYC (Discover Your Color)');
  });
});

test.describe('header', () => {
  test.use({ viewport: viewports.desktop });

  for (const route of englishRoutes) {
    test(`on ${route.path} the current page's link is highlighted`, async ({ page }) => {
      await page.goto(route.path);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      for (const link of headerLinks) {
        const anchor = nav.getByRole('link', { name: link.name });
        await expect(anchor).toHaveAttribute('href', link.path);
        // A page inside a section (the COA pre-check under /operators/) marks its section's link.
        if (route.path.startsWith(link.path)) await expect(anchor).toHaveAttribute('aria-current', 'page');
        else await expect(anchor).not.toHaveAttribute('aria-current', 'page');
      }
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(headerLinks.some((link) => route.path.startsWith(link.path)) ? 1 : 0);
    });
  }

  test('the logo returns home and Log in opens the operator app in a new tab', async ({ page }) => {
    await page.goto('/science/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL('/');
    const login = banner.getByRole('link', { name: /^Log in/ });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(login).toHaveAttribute('href', /^https:\/\//);
  });

  test('the highlighted link is visually distinct from the others', async ({ page }) => {
    await page.goto('/about/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const background = (name: string) =>
      nav.getByRole('link', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('About')).not.toBe(await background('Science'));
  });

  test('the quiz button marks the quiz page with an underline, unlike the focus ring', async ({ page }) => {
    await page.goto('/quiz/');
    const cta = page.getByRole('banner').locator('.bar-quiz');
    await expect(cta).toHaveAttribute('aria-current', 'page');
    const look = () =>
      cta.evaluate((element) => {
        const style = getComputedStyle(element);
        return { line: style.textDecorationLine, shadow: style.boxShadow, outline: style.outlineStyle };
      });
    // Current, not focused: an underline, and no ring of any kind.
    expect(await look()).toEqual({ line: 'underline', shadow: 'none', outline: 'none' });
    // Focused from the keyboard: the ring is added, so the two states never look alike.
    await cta.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(cta).toBeFocused();
    expect((await look()).outline).toBe('solid');
  });
});

test.describe('header bar at every desktop width', () => {
  // The Spanish bar's links carry "(en inglés)" notes and are the longest; an English-only page keeps the switcher.
  for (const path of ['/', '/es/', '/es/quiz/', '/operators/']) {
    for (const width of [1024, 1199, 1200, 1440]) {
      test(`${path} at ${width} px: the whole bar fits, with the logo's mark`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const bar = page.getByRole('banner').locator('.bar');
        const overflow = await bar.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, 'the bar is wider than its box').toBeLessThanOrEqual(0);
        const mark = page.getByRole('banner').locator('.home-link svg');
        const box = await mark.boundingBox();
        expect(box?.width, "the logo's four dots").toBeGreaterThanOrEqual(32);
      });
    }
  }
});

test.describe('header bar on a small phone', () => {
  for (const path of ['/', '/es/', '/operators/']) {
    test(`${path} at 320 px keeps the logo's mark, and the bar fits`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const bar = page.getByRole('banner').locator('.bar');
      expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      const mark = page.getByRole('banner').locator('.home-link svg');
      await expect(mark).toBeVisible();
      expect((await mark.boundingBox())?.width, "the logo's four dots").toBeGreaterThanOrEqual(28);
    });
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: viewports.mobile });

  const openMenu = async (page: import('@playwright/test').Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('opens as a modal with every link, locks scrolling and closes with its button', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const dialog = await openMenu(page);
    for (const name of ['Home', 'About', 'Science', 'Advocacy', 'For brands and dispensaries']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('moves focus inside, closes on Escape and returns focus to the hamburger', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes when the backdrop outside the panel is clicked', async ({ page }) => {
    await page.goto('/');
    const dialog = await openMenu(page);
    // The panel is on the right; the backdrop shows at the far left of a 375 px screen.
    await page.mouse.click(8, 400);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  for (const size of [
    { width: 375, height: 700 },
    { width: 375, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${size.width}x${size.height} a tap inside the panel keeps it open; only the backdrop closes it`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const dialog = await openMenu(page);
      // Measure the panel where it rests, after its slide-in.
      await waitForAnimationsToSettle(page);
      const box = (await dialog.boundingBox())!;
      // The empty white area below the links and buttons, near the bottom of the panel.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 16);
      await page.mouse.click(box.x + box.width - 12, box.y + box.height / 2);
      await expect(dialog).toBeVisible();
      await page.mouse.click(Math.max(4, box.x - 20), size.height / 2);
      await expect(dialog).toBeHidden();
    });
  }

  test('the content behind the open menu is inert', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    // Tab may leave for the browser's own UI (focus on <body>), but never reaches the page behind.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog') ? 'menu' : `page: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(['menu', 'browser']).toContain(where);
    }
    expect(
      await page
        .locator('main')
        .evaluate((main) => main.checkVisibility() && document.querySelector('dialog')?.matches(':modal')),
    ).toBe(true);
  });
});

test.describe('footer', () => {
  test('has the disclaimer, links, tagline, copyright and legal PDFs, and no sample address or profile', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('not been evaluated by the Food and Drug Administration');
    await expect(footer).toContainText('not intended to diagnose, treat, cure or prevent any disease');
    await expect(footer).toContainText('Check with your physician');
    // The year the site was built (COPYRIGHT_YEAR), which the test build shares with today.
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} `);
    await expect(footer).toContainText('Setting the industry standard');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Find your color', '/quiz/'],
      ['About', '/about/'],
      ['Science', '/science/'],
      ['Advocacy', '/advocacy/'],
      ['For brands and dispensaries', '/operators/'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // One spelling for the operators' way in, in the header and the footer alike.
    await expect(nav.getByRole('link', { name: /^Log in/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByText(/Login/)).toHaveCount(0);
    // The disclaimer's title and its first sentence are two sentences, not one run-on word.
    await expect(footer.locator('.disclaimer')).toContainText('Medical disclaimer. These statements');
    // The tests build as a launched site (`npm run build:launched`): the contact address is set and printed, the
    // social profiles are left on their samples, and a public build prints no sample profile (tests/unit/samples.test.ts
    // and publishedLinks.test.ts cover the settings; the claims test covers every page).
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', 'mailto:hello@dyc.test');
    expect(await footer.innerHTML()).not.toContain('.example');
    for (const name of [/professional network/, /photo network/, /on X/]) {
      await expect(footer.getByRole('link', { name })).toHaveCount(0);
    }
    for (const [name, href] of [
      ['Terms of Service', '/legal/terms-of-service.pdf'],
      ['Privacy Policy', '/privacy/'],
    ]) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  test('a Spanish page links the Spanish privacy page, not an English PDF', async ({ page }) => {
    await page.goto('/es/');
    const footer = page.getByRole('contentinfo');
    const privacy = footer.getByRole('link', { name: 'Política de privacidad', exact: true });
    await expect(privacy).toHaveAttribute('href', '/es/privacy/');
    await expect(privacy).not.toHaveAttribute('hreflang', /.+/);
    // The terms exist in English only and still say so.
    await expect(footer.getByRole('link', { name: /^Términos de servicio/ })).toContainText('(PDF, en inglés)');
  });

  for (const file of ['/legal/terms-of-service.pdf', '/legal/privacy-policy.pdf']) {
    test(`${file} is served as a real PDF`, async ({ request }) => {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.length).toBeGreaterThan(2_000);
    });
  }
});

/**
 * Pages whose own spec already audits them with axe at both widths, in every state of their widgets (the first
 * view included): auditing them here once more would only repeat it. Every other page is swept here.
 */
const auditedByOwnSpec: Readonly<Record<string, string>> = {
  '/': 'home.spec.ts, each step and each tab open',
  '/quiz/': 'quiz.spec.ts, every quiz state; quiz-age.spec.ts, the age question',
  '/science/': 'science.spec.ts, at the top and with a section active',
  '/about/': 'about.spec.ts',
  '/advocacy/': 'advocacy.spec.ts, before hydration and in every tab',
  '/operators/': 'operators.spec.ts, every widget state',
  '/operators/coa-check/': 'coa-check.spec.ts, empty and with a verdict',
  '/es/': 'spanish.spec.ts, the Spanish home',
  '/es/science/': 'spanish.spec.ts, the Spanish science article',
};

test.describe('accessibility', () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    for (const route of [...routes, { path: '/no-such-page', heading: '' }].filter(
      (candidate) => !(candidate.path in auditedByOwnSpec),
    )) {
      test(`${route.path} has no axe violations at ${label} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(route.path);
        await expectNoAxeViolations(page, `${route.path} at ${viewport.width}px`);
      });
    }
  }

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'open mobile menu');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('no page scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const route of routes) {
      await page.goto(route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });
});
