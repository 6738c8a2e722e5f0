import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, hydrateAll, scrollToCenter, viewports } from './support/site.ts';

const STEP_PX = 350;

const benefitTitles = ['An industry standard', 'Easy to use', 'Science-backed', 'Saves money', 'Educational'];
const stepTitles = [
  'Understand the colors',
  'Match your desired effect',
  'Target your effect',
  'Enjoy a consistent experience',
];
const tabLabels = ['Full-panel testing', 'No synthetic or converted cannabinoids', 'Licensed under state law'];

const carousel = (page: Page) => page.getByRole('region', { name: 'Why people choose by color' });
const track = (page: Page) => carousel(page).getByRole('group', { name: /Benefit cards/ });
const scrollLeft = (locator: Locator) => locator.evaluate((element) => Math.round(element.scrollLeft));

async function expectArrow(arrow: Locator, enabled: boolean) {
  await expect(arrow).toHaveAttribute('aria-disabled', String(!enabled));
  await expect(arrow).toHaveCSS('opacity', enabled ? '1' : '0.5');
}

test.describe('home page content', () => {
  test('shows every section with its copy, in order', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Choose cannabis by how you want to feel.');
    // Each color named color first, its effect beside it (src/i18n glossary).
    for (const name of ['Yellow (Energize)', 'Green (Focus)', 'Blue (Calm)', 'Purple (Rest)']) {
      await expect(main.locator('.color-dots').getByText(name, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Find your color' }).first()).toHaveAttribute('href', '/quiz/');

    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    // The press outlets and retailers are all samples until the owner supplies real ones, so a public
    // build leaves both sections out (tests/unit/samples.test.ts shows them with their "sample" badges).
    expect(headings).toEqual([
      'A color for how you want to feel',
      'Only products that pass get a color',
      'See the colors in motion',
    ]);

    await expect(main.getByRole('region', { name: 'As seen in' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: /Shop in store/ })).toHaveCount(0);
    await expect(main).not.toContainText(/sample/i);

    await hydrateAll(page);
    await expect(carousel(page).getByRole('heading', { level: 3 })).toHaveText(benefitTitles);
    await expect(carousel(page)).toContainText('over 30,000 consumer reports');
    await expect(carousel(page)).toContainText('No cost to use');
    for (const [index, title] of stepTitles.entries()) {
      await expect(main.getByRole('button', { name: `Step ${index + 1}: ${title}` })).toBeVisible();
    }
    await expect(main.getByRole('tab')).toHaveText(tabLabels);
    await expect(main.getByRole('heading', { name: 'See the colors in motion' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server HTML holds every card, step and standard, readable in full', async ({ page }) => {
      await page.goto('/');
      const slides = page.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(5);
      await expect(slides.getByRole('heading', { level: 3 })).toHaveText(benefitTitles);
      for (const [index, title] of stepTitles.entries()) {
        await expect(page.getByRole('region', { name: `Step ${index + 1}: ${title}` })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: /The four DYC colors/ })).toBeVisible();
      for (const label of tabLabels) {
        await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: /rejected COA/ })).toHaveCount(3);
    });

    test('each clip shows its still instead of an empty frame', async ({ page }) => {
      await page.goto('/');
      const stills = page.locator('[data-lazy-video] img.still');
      await expect(stills).toHaveCount(3);
      for (const still of await stills.all()) {
        await still.scrollIntoViewIfNeeded();
        await expect(still).toHaveJSProperty('complete', true);
        expect(await still.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      }
    });
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`benefits carousel at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('is an APG carousel with five labelled slides and no autoplay', async ({ page }) => {
      await page.goto('/');
      await hydrateAll(page);
      await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = carousel(page).locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(5);
      for (let index = 0; index < 5; index += 1) {
        await expect(slides.nth(index)).toHaveAttribute('role', 'group');
        await expect(slides.nth(index)).toHaveAttribute('aria-label', `${index + 1} of 5`);
      }
      const before = await scrollLeft(track(page));
      await page.waitForTimeout(1200);
      expect(await scrollLeft(track(page)), 'the carousel never moves by itself').toBe(before);
    });

    test(`arrows scroll ${STEP_PX} px and dim at both ends (${viewportName})`, async ({ page }) => {
      await page.goto('/');
      await hydrateAll(page);
      const previous = carousel(page).getByRole('button', { name: 'Previous cards' });
      const next = carousel(page).getByRole('button', { name: 'Next cards' });
      await track(page).scrollIntoViewIfNeeded();

      await expectArrow(previous, false);
      await expectArrow(next, true);

      await next.click();
      await expect.poll(() => scrollLeft(track(page))).toBe(STEP_PX);
      await expectArrow(previous, true);

      await previous.click();
      await expect.poll(() => scrollLeft(track(page))).toBe(0);
      await expectArrow(previous, false);

      // Press Next until the end: each press moves one step (or up to the end), then Next dims.
      const maxScroll = await track(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      let expected = 0;
      while (expected < maxScroll) {
        await next.click();
        expected = Math.min(maxScroll, expected + STEP_PX);
        await expect.poll(() => scrollLeft(track(page))).toBeGreaterThanOrEqual(Math.floor(expected) - 1);
      }
      await expectArrow(next, false);
      await expectArrow(previous, true);

      // A dimmed arrow stays focusable and does nothing.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(next).toBeFocused();
      expect(await scrollLeft(track(page))).toBeGreaterThanOrEqual(Math.floor(maxScroll) - 1);

      await previous.click();
      await expect.poll(() => scrollLeft(track(page))).toBeLessThan(maxScroll - STEP_PX / 2);
      await expectArrow(next, true);
    });

    test(`arrow state follows manual scrolling once it settles (${viewportName})`, async ({ page }) => {
      await page.goto('/');
      await hydrateAll(page);
      const previous = carousel(page).getByRole('button', { name: 'Previous cards' });
      const next = carousel(page).getByRole('button', { name: 'Next cards' });

      await track(page).evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expectArrow(next, false);
      await expectArrow(previous, true);

      await track(page).evaluate((element) => {
        element.scrollLeft = 350;
      });
      await expectArrow(next, true);
      await expectArrow(previous, true);

      await track(page).evaluate((element) => {
        element.scrollLeft = 0;
      });
      await expectArrow(previous, false);
      await expectArrow(next, true);
    });
  });
}

test.describe('how it works accordion', () => {
  test('opens step 1 first, keeps one step open and shows each step’s media', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const clipRequests: string[] = [];
    page.on('request', (request) => {
      if (/(?:color-slider|geography-map)\.[a-z0-9.]+$/.test(request.url())) clipRequests.push(request.url());
    });
    await page.goto('/');
    await hydrateAll(page);
    expect(clipRequests, 'the clips of closed steps are not fetched').toEqual([]);
    const buttons = stepTitles.map((title, index) => page.getByRole('button', { name: `Step ${index + 1}: ${title}` }));
    const expanded = async () => {
      const states = await Promise.all(buttons.map((button) => button.getAttribute('aria-expanded')));
      return states.map((state, index) => (state === 'true' ? index + 1 : 0)).filter(Boolean);
    };
    expect(await expanded()).toEqual([1]);

    const media: Record<number, { image?: RegExp; video?: string }> = {
      1: { image: /step-1-colors\.svg$/ },
      2: { video: 'color-slider' },
      3: { image: /step-3-target\.svg$/ },
      4: { video: 'geography-map' },
    };
    for (const step of [1, 2, 3, 4, 2, 1]) {
      const button = buttons[step - 1]!;
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await expanded()).toEqual([step]);
      const panel = page.getByRole('region', { name: `Step ${step}: ${stepTitles[step - 1]}` });
      await expect(panel).toBeVisible();
      const expectation = media[step]!;
      if (expectation.image) {
        await expect(panel.locator('img')).toHaveAttribute('src', expectation.image);
        await expect(panel.locator('img')).toBeVisible();
        await expect(panel.locator('video')).toHaveCount(0);
      } else {
        const video = panel.locator('video');
        await expect(video).toBeVisible();
        await expect(video).toHaveAttribute('muted', '');
        await expect(video).toHaveAttribute('loop', '');
        // Near the viewport, the clip gets its sources and plays.
        await expect(video.locator('source').first()).toHaveAttribute(
          'src',
          `/media/video/${expectation.video}.av1.mp4`,
        );
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
        // The only picture is the clip's own still, under the video until it plays.
        await expect(panel.locator('img:not(.still)')).toHaveCount(0);
        await expect(panel.locator('img.still')).toHaveAttribute(
          'src',
          `/media/video/${expectation.video}-poster.webp`,
        );
      }
    }
    expect(errors).toEqual([]);
  });

  test('a clip pauses when its step closes', async ({ page }) => {
    await page.goto('/');
    await hydrateAll(page);
    await page.getByRole('button', { name: /Step 2:/ }).click();
    // Located by its caption text: once the step closes, its region leaves the accessibility tree.
    const video = page.locator('figure', { hasText: 'A slider gliding' }).locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await page.getByRole('button', { name: /Step 3:/ }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test('the keyboard moves between headings and opens a step', async ({ page }) => {
    await page.goto('/');
    await hydrateAll(page);
    await page.getByRole('button', { name: /Step 1:/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /Step 2:/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: /Step 4:/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /Step 1:/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Step 4:/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /Step 1:/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('how DYC takes action tabs', () => {
  const coa = {
    'Full-panel testing': /coa-actives-only\.svg$/,
    'No synthetic or converted cannabinoids': /coa-synthetic\.svg$/,
    'Licensed under state law': /coa-noncompliant\.svg$/,
  } as const;

  test('full-panel testing is selected first, and a click switches tabs', async ({ page }) => {
    await page.goto('/');
    await hydrateAll(page);
    const tablist = page.getByRole('tablist', { name: 'DYC standards' });
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Full-panel testing');
    for (const label of ['No synthetic or converted cannabinoids', 'Licensed under state law', 'Full-panel testing']) {
      await tablist.getByRole('tab', { name: label }).click();
      await expect(tablist.getByRole('tab', { selected: true })).toHaveText(label);
      const panel = page.getByRole('tabpanel', { name: label });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('img', { name: /rejected COA/ })).toHaveAttribute(
        'src',
        coa[label as keyof typeof coa],
      );
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    }
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Learn more' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Learn more' })).toContainText(/^Learn more/);
  });

  test('arrows wrap, Home and End jump, and selection follows focus', async ({ page }) => {
    await page.goto('/');
    await hydrateAll(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Full-panel testing').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('No synthetic or converted cannabinoids')).toBeFocused();
    await expect(tab('No synthetic or converted cannabinoids')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Full-panel testing')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Licensed under state law')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Full-panel testing')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('Licensed under state law')).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Licensed under state law' })).toBeVisible();
  });

  // A sample certificate is read, not glanced at: on a phone and on a desktop its smallest drawn word stays at
  // 12 CSS px or more.
  for (const width of [320, 375, 1280]) {
    for (const home of ['/', '/es/']) {
      test(`the certificates' smallest text is at least 12 px at ${width} px (${home})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(home);
        await hydrateAll(page);
        const tabs = page.getByRole('tablist').last().getByRole('tab');
        for (let index = 0; index < (await tabs.count()); index += 1) {
          await tabs.nth(index).click();
          const picture = page.getByRole('tabpanel').locator('figure img');
          await scrollToCenter(picture);
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
            .toBeTruthy();
          const smallest = await picture.evaluate(async (img: HTMLImageElement) => {
            const svg = new DOMParser().parseFromString(await (await fetch(img.currentSrc)).text(), 'image/svg+xml');
            const root = svg.documentElement;
            const viewBoxWidth = Number(root.getAttribute('viewBox')!.split(/\s+/)[2]);
            // A text without its own size takes the nearest ancestor's, as the SVG renderer does.
            const sizes = [...svg.querySelectorAll('text, tspan')].map((text) => {
              const sized = text.closest('[font-size]');
              return Number(sized?.getAttribute('font-size') ?? 16);
            });
            return { src: img.currentSrc, px: (Math.min(...sizes) * img.clientWidth) / viewBoxWidth };
          });
          expect(smallest.px, smallest.src).toBeGreaterThanOrEqual(12);
        }
      });
    }
  }

  test('Learn more goes to the science page and lands at the top', async ({ page }) => {
    await page.goto('/');
    await hydrateAll(page);
    const learnMore = page.getByRole('tabpanel', { name: 'Full-panel testing' }).getByRole('link', {
      name: 'Learn more',
    });
    await learnMore.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await learnMore.click();
    await expect(page).toHaveURL('/science/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('videos', () => {
  const effectsFigure = (page: Page) => page.locator('figure', { hasText: 'Four soft circles' });
  const effects = (page: Page) => effectsFigure(page).locator('video');

  test('the effects video offers three formats, best first, loops muted and has the fallback text', async ({
    page,
  }) => {
    await page.goto('/');
    const video = effects(page);
    for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) {
      await expect(video).toHaveAttribute(attribute, '');
    }
    await expect(video).toHaveAttribute('preload', 'none');
    const sources = video.locator('source');
    await expect(sources).toHaveCount(3);
    const types = await sources.evaluateAll((elements) => elements.map((element) => element.getAttribute('type')));
    expect(types).toEqual(['video/mp4; codecs=av01.0.05M.08', 'video/webm', 'video/mp4']);
    expect(await video.evaluate((element) => element.textContent?.trim())).toBe(
      'Your browser doesn’t support video playback.',
    );

    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => sources.evaluateAll((elements) => elements.map((element) => element.getAttribute('src'))))
      .toEqual(['/media/video/effects.av1.mp4', '/media/video/effects.webm', '/media/video/effects.mp4']);
    await expect(video).toHaveAttribute('poster', '/media/video/effects-poster.webp');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    // Every looping clip can be paused (WCAG 2.2.2).
    const control = page.getByRole('button', { name: 'Pause video' }).last();
    await control.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play video' }).last()).toBeVisible();
  });

  test('no video file is fetched on the first view; images of closed steps and tabs are warmed when idle', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Each warmed image is awaited by name: the browser may fetch the drawings and the posters in any order.
    const warmed = [/coa-noncompliant\.svg$/, /step-3-target\.svg$/, /geography-map-poster\.webp$/].map((url) =>
      page.waitForRequest(url),
    );
    await page.goto('/');
    await Promise.all(warmed);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => /\.(?:mp4|webm)$/.test(path))).toEqual([]);
    expect(requested).toContain('/media/home/step-3-target.svg');
    expect(requested).toContain('/media/video/geography-map-poster.webp');
  });

  test('a phone warms the narrow certificates it will show, not the wide ones', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const warmed = page.waitForRequest(/coa-noncompliant\.narrow\.svg$/);
    await page.goto('/');
    await warmed;
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => /\/coa-[a-z-]+\.svg$/.test(path))).toEqual([]);
  });

  test.describe('with reduced motion', () => {
    test.use({ viewport: viewports.mobile });

    test('shows the still with a play control, and plays only on request', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      const video = effects(page);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute('poster', '/media/video/effects-poster.webp');
      const figure = effectsFigure(page);
      const play = figure.getByRole('button', { name: 'Play video' });
      await expect(play).toBeVisible();
      await page.waitForTimeout(500);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      expect(await video.locator('source[src]').count(), 'nothing is downloaded until Play').toBe(0);

      await play.click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      await expect(figure.getByRole('button', { name: 'Pause video' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test('every clip shows its poster frame before it plays, under the clip’s own box', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Once the step list has taken over, a closed step's clip waits hidden with it.
    await hydrateAll(page);
    const figures = page.locator('[data-lazy-video]');
    await expect(figures).toHaveCount(3);
    for (const figure of await figures.all()) {
      const still = figure.locator('img.still');
      // In the server HTML, not only for readers without JavaScript.
      await expect(still).toHaveAttribute('src', /-poster(?:\.es)?\.webp$/);
      if (!(await figure.isVisible())) continue;
      await figure.scrollIntoViewIfNeeded();
      await expect(still).toHaveJSProperty('complete', true);
      expect(await still.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const video = figure.locator('video');
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      // The paused clip lets its still show through: no ground of its own, and the same box.
      expect(await video.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
      const [stillBox, videoBox] = [(await still.boundingBox())!, (await video.boundingBox())!];
      expect(Math.abs(stillBox.y - videoBox.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(stillBox.height - videoBox.height)).toBeLessThanOrEqual(2);
    }
  });

  test('a data-saving connection keeps the still instead of autoplaying', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });
    });
    await page.goto('/');
    const video = effects(page);
    await video.scrollIntoViewIfNeeded();
    await expect(effectsFigure(page).getByRole('button', { name: 'Play video' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`axe finds nothing with each step and each tab open (${viewportName})`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      await hydrateAll(page);
      await expectNoAxeViolations(page, 'first view');
      for (const [index, title] of stepTitles.entries()) {
        await page.getByRole('button', { name: `Step ${index + 1}: ${title}` }).click();
        await expectNoAxeViolations(page, `step ${index + 1} open`);
      }
      for (const label of tabLabels) {
        await page.getByRole('tab', { name: label }).click();
        await expectNoAxeViolations(page, `tab ${label}`);
      }
      expect(errors).toEqual([]);
    });
  });
}
