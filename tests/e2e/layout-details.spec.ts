import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrateAll, scrollToCenter, viewports } from './support/site.ts';

/** The small visible defects found by looking at the pages at 375 and 1280 px, each pinned down. */

/** How many lines a piece of text inside `scope` takes (its range's line boxes). */
async function linesOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let node = walker.nextNode();
    let full = '';
    const nodes: { node: Node; start: number }[] = [];
    for (; node; node = walker.nextNode()) {
      nodes.push({ node, start: full.length });
      full += node.textContent ?? '';
    }
    const at = full.indexOf(wanted);
    if (at < 0) return -1;
    const locate = (offset: number) => {
      const found = [...nodes].reverse().find((entry) => entry.start <= offset)!;
      return [found.node, offset - found.start] as const;
    };
    range.setStart(...locate(at));
    range.setEnd(...locate(at + wanted.length));
    const tops = new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  }, text);
}

/** Scrolls a section into view and waits until the island inside it is live. */
async function scrollIntoViewAndHydrate(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await section
    .locator('astro-island')
    .first()
    .and(section.locator('astro-island:not([ssr])').first())
    .waitFor({ state: 'attached' });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home: "the whole system" keeps its space and the video controls sit clear of the pictures', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByText('across the whole system', { exact: false })).toHaveCount(1);
      // The last clip stands on its own (not in an accordion step): bring it near so its script shows the control.
      const clip = page.locator('[data-lazy-video]').last();
      await clip.scrollIntoViewIfNeeded();
      await expect(clip.getByRole('button')).toBeVisible();
      const placements = await page.locator('[data-lazy-video]').evaluateAll((figures) =>
        figures
          .map((figure) => [figure.querySelector('video')!, figure.querySelector('button')!] as const)
          .filter(([, button]) => button.checkVisibility())
          .map(([video, button]) => button.getBoundingClientRect().top - video.getBoundingClientRect().bottom),
      );
      expect(placements.length).toBeGreaterThan(0);
      for (const gap of placements) expect(gap, 'the control starts below the picture').toBeGreaterThanOrEqual(-0.5);
      // The clip standing alone ("See the colors in motion") holds its control inside its own frame.
      const [frame, control] = await clip.evaluate((figure) =>
        [figure, figure.querySelector('button')!].map((element) => element.getBoundingClientRect().toJSON()),
      );
      expect(control.bottom, 'the control inside the frame').toBeLessThanOrEqual(frame.bottom);
      expect(control.right, 'the control inside the frame').toBeLessThanOrEqual(frame.right);
      expect(await clip.evaluate((figure) => getComputedStyle(figure).borderTopStyle)).toBe('solid');
    });

    test('operators: "4-question" stays whole and the channel cards line their text up', async ({ page }) => {
      await page.goto('/operators/');
      await scrollIntoViewAndHydrate(page.getByRole('region', { name: 'Consumers find colors online and in-store' }));
      const tablist = page.getByRole('tablist', { name: 'Sales channel' });
      const heading = page.getByRole('heading', { name: 'A simple 4-question quiz' });
      // Its section may still be skipped by content-visibility (no line boxes yet) until it is near the viewport, and
      // the heading's node may be replaced while an island next to it hydrates: scrolled to and measured together,
      // until both hold.
      await expect(async () => {
        await heading.scrollIntoViewIfNeeded({ timeout: 2_000 });
        expect(await linesOf(heading, '4-question')).toBe(1);
      }).toPass();
      if (width >= 768) {
        for (const name of ['eCommerce', 'In store']) {
          await tablist.getByRole('tab', { name }).click();
          const tops = await page
            .getByRole('tabpanel', { name })
            .locator('li > p')
            .evaluateAll((paragraphs) => paragraphs.map((p) => Math.round(p.getBoundingClientRect().top)));
          expect(new Set(tops).size, `${name}: text tops ${tops.join(', ')}`).toBe(1);
        }
      }
    });

    test('operators: the Current state pie says what its grey means', async ({ page }) => {
      await page.goto('/operators/');
      await scrollIntoViewAndHydrate(
        page.getByRole('region', { name: 'DYC divides products and inventory into 4 color categories' }),
      );
      const views = page.getByRole('group', { name: 'Choose an inventory view' });
      await views.getByRole('button', { name: 'Current state' }).click();
      await expect(page.getByText('All unsorted: no colors yet')).toBeVisible();
      await views.getByRole('button', { name: 'DYC ideal state' }).click();
      await expect(page.getByText('All unsorted: no colors yet')).toHaveCount(0);
    });

    test('the 404 page gives every destination a line of description', async ({ page }) => {
      await page.goto('/no-such-page/');
      const cards = page.getByRole('main').getByRole('listitem');
      expect(await cards.count()).toBeGreaterThanOrEqual(6);
      for (const card of await cards.all()) await expect(card.locator('p')).toHaveText(/\w{3,}/);
    });

    test('About: its eyebrow does not repeat the title, it shows the path to a color, and it ends with a way on', async ({
      page,
    }) => {
      await page.goto('/about/');
      const header = page.getByRole('main').locator('.page-header');
      await expect(header.locator('.eyebrow')).not.toHaveText(/^about$/i);
      await expect(page.getByRole('figure', { name: 'From lab result to color' })).toBeVisible();
      const lastSection = page.getByRole('main').locator(':scope > section').last();
      await expect(lastSection.getByRole('link', { name: 'Find your color' })).toHaveAttribute('href', '/quiz/');
      await expect(lastSection.getByRole('link', { name: 'See the DYC Standard' })).toHaveAttribute(
        'href',
        '/operators/',
      );
    });
  });
}

test('advocacy: the three positions are drawn as a map above their tabs, each icon with its name and its stance', async ({
  page,
}) => {
  await page.goto('/advocacy/');
  const map = page.getByRole('list', { name: 'Our three positions' });
  const items = map.getByRole('listitem');
  // Each stop adds what the tab label cannot: the position in one line, under the name it shares with its tab.
  const names = ['Regulatory reform', 'Consumer safety and access', 'Social equity and workplace fairness'];
  await expect(items).toHaveCount(3);
  for (const [index, name] of names.entries()) {
    const text = (await items.nth(index).textContent())!.replace(/\s+/g, ' ').trim();
    expect(text.startsWith(name)).toBe(true);
    expect(text.slice(name.length).trim().length, name).toBeGreaterThan(30);
  }
  await expect(map.locator('svg[aria-hidden="true"]')).toHaveCount(3);
});

test('advocacy: the map of positions does not look like something to press', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/advocacy/');
  const items = page.getByRole('list', { name: 'Our three positions' }).getByRole('listitem');
  await expect(items.getByRole('link')).toHaveCount(0);
  await expect(items.getByRole('button')).toHaveCount(0);
  for (let index = 0; index < 3; index += 1) {
    const item = items.nth(index);
    await item.hover();
    const style = await item.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        cursor: computed.cursor,
        boxShadow: computed.boxShadow,
        transform: computed.transform,
        background: computed.backgroundColor,
        radius: computed.borderTopLeftRadius,
      };
    });
    // No tile: no fill, no rounded box, no shadow, no lift on hover, no hand cursor.
    expect(style).toEqual({
      cursor: 'auto',
      boxShadow: 'none',
      transform: 'none',
      background: 'rgba(0, 0, 0, 0)',
      radius: '0px',
    });
  }
});

/**
 * The smallest size, in CSS px, at which the text of an image's current SVG renders. The SVG is drawn inline in a
 * box as wide as the image's content box, so each label's size is its computed font size times the scale the
 * browser applies (transforms and inherited sizes included).
 */
async function smallestRenderedText(image: Locator): Promise<number> {
  return image.evaluate(async (element: HTMLImageElement) => {
    const markup = await (await fetch(element.currentSrc)).text();
    const box = document.createElement('div');
    box.style.inlineSize = `${element.clientWidth}px`;
    box.innerHTML = markup;
    document.body.append(box);
    const svg = box.querySelector('svg')!;
    svg.setAttribute('width', '100%');
    svg.removeAttribute('height');
    const sizes = [...svg.querySelectorAll('text')].map((text) => {
      const matrix = text.getScreenCTM()!;
      return parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
    });
    box.remove();
    return Math.min(...sizes);
  });
}

/** The science page in each language: the Spanish page shows the Spanish drawings (name.es.svg). */
const sciencePages = [
  { path: '/science/', narrow: /\/media\/science\/[a-z-]+-narrow\.svg$/, wide: /\/media\/science\/[a-z-]+\.svg$/ },
  {
    path: '/es/science/',
    narrow: /\/media\/science\/[a-z-]+-narrow\.es\.svg$/,
    wide: /\/media\/science\/[a-z-]+\.es\.svg$/,
  },
];

for (const { path, narrow, width } of sciencePages.flatMap((page) => [320, 375].map((width) => ({ ...page, width })))) {
  test.describe(`${path} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every figure shows its narrow drawing, fits the column, and its labels render at 12 px or more', async ({
      page,
    }) => {
      await page.goto(path);
      const article = page.getByRole('article');
      const columnRight = await article.evaluate((element) => element.getBoundingClientRect().right);
      const figures = article.locator('figure');
      await expect(figures).toHaveCount(3);
      for (const figure of await figures.all()) {
        const image = figure.getByRole('img');
        await scrollToCenter(image);
        await expect(image).toHaveJSProperty('complete', true);
        const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
        expect(source).toMatch(narrow);
        const frame = await figure.evaluate((element) => ({
          overflow: element.scrollWidth - element.clientWidth,
          right: element.querySelector('img')!.getBoundingClientRect().right,
        }));
        expect(frame.overflow, `${source} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(frame.right, `${source} leaves the column`).toBeLessThanOrEqual(columnRight + 0.5);
        expect(await smallestRenderedText(image), source).toBeGreaterThanOrEqual(12);
      }
    });
  });
}

for (const { path, narrow, wide } of sciencePages) {
  test.describe(`${path} at 1280 px`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('every figure shows its wide drawing, with labels at 12 px or more', async ({ page }) => {
      await page.goto(path);
      const images = page.getByRole('article').locator('figure').getByRole('img');
      await expect(images).toHaveCount(3);
      for (const image of await images.all()) {
        await scrollToCenter(image);
        await expect(image).toHaveJSProperty('complete', true);
        const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
        expect(source).toMatch(wide);
        expect(source).not.toMatch(narrow);
        expect(await smallestRenderedText(image), source).toBeGreaterThanOrEqual(12);
      }
    });
  });
}

for (const width of [375, 1280]) {
  test(`/es/science/ at ${width} px loads only the Spanish figure drawings`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const drawings: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/media/science/')) drawings.push(pathname);
    });
    await page.goto('/es/science/');
    const images = page.getByRole('article').locator('figure').getByRole('img');
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await scrollToCenter(image);
      await expect(image).toHaveJSProperty('complete', true);
    }
    expect(drawings.length).toBeGreaterThanOrEqual(3);
    for (const drawing of drawings) expect(drawing).toMatch(/^\/media\/science\/[a-z-]+\.es\.svg$/);
  });
}

test.describe('science at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the sticky chapter bar is opaque, so text scrolling under it does not show through', async ({ page }) => {
    await page.goto('/science/');
    const bar = page.getByRole('navigation', { name: /chapters|sections|on this page/i });
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});

test.describe('home hero illustration', () => {
  // Phones and tablets open on a picture too: a compact shelf under the actions, never pushing the quiz out of view.
  for (const path of ['/', '/es/']) {
    for (const viewport of [
      { width: 375, height: 667 },
      { width: 768, height: 1024 },
    ]) {
      test(`${path} at ${viewport.width}x${viewport.height}: the compact shelf and the quiz button are in the first view`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const quiz = page
          .getByRole('main')
          .getByRole('link', { name: path === '/' ? 'Find your color' : 'Descubre tu color', exact: true })
          .first();
        const compact = page.locator('.hero [data-compact-shelf]');
        await expect(compact).toBeVisible();
        for (const element of [quiz, compact]) {
          const box = (await element.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        }
        // Decorative: the color names stand in the list beside it, so it is hidden from assistive technology.
        await expect(compact).toHaveAttribute('aria-hidden', 'true');
        // Each of the four colors carries its name on the drawing, so color never carries meaning alone.
        await expect(compact.locator('text')).toHaveText(['Energize', 'Focus', 'Calm', 'Rest']);
      });
    }
  }

  for (const [path, type, note] of [
    ['/', 'Type', /^Type: I more THC, II balanced, III more CBD$/],
    ['/es/', 'Tipo', /^Tipo: I más THC, II equilibrado, III más CBD$/],
  ] as const) {
    test(`${path}: the shelf shows each cannabinoid type and says under it what a type is`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const types = await page.locator('.shelf .type').allTextContents();
      expect(new Set(types)).toEqual(new Set([`${type} I`, `${type} II`, `${type} III`]));
      await expect(page.locator('.shelf [data-type-note]')).toHaveText(note);
    });
  }

  test('shows from 1024 px with a text alternative, and the heading stays the largest paint', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const shelf = page.getByRole('img', { name: /store shelf of four products/ });
    await expect(shelf).toBeVisible();
    // Inline SVG cannot become the Largest Contentful Paint element; no image or background sits in the hero.
    expect(await page.locator('.hero img, .hero picture').count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(shelf).toBeHidden();
  });

  for (const path of ['/', '/es/']) {
    test(`${path}: every label sits inside its product, and its words inside the label`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const problems = await page.evaluate(() => {
        const inside = (inner: DOMRect, outer: DOMRect) =>
          inner.left >= outer.left - 0.5 &&
          inner.right <= outer.right + 0.5 &&
          inner.top >= outer.top - 0.5 &&
          inner.bottom <= outer.bottom + 0.5;
        const found: string[] = [];
        for (const product of document.querySelectorAll('.shelf [data-product]')) {
          const body = product.querySelector('[data-body]')!.getBoundingClientRect();
          const label = product.querySelector('[data-label]')!.getBoundingClientRect();
          if (!inside(label, body)) found.push(`${product.getAttribute('data-product')}: label outside its product`);
          for (const words of product.querySelectorAll('text')) {
            if (!inside(words.getBoundingClientRect(), label)) found.push(`"${words.textContent}" outside its label`);
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});

test('/es/ at 320 px: step 1’s colors read as lines of text, each feeling wrapping under its name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/es/');
  const items = page.locator('.legend li');
  await expect(items).toHaveCount(4);
  await items.first().scrollIntoViewIfNeeded();
  const columns = await items.evaluateAll((list) =>
    list.map((item) => {
      const lines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].filter((rect) => rect.width > 1);
      };
      const name = lines(item.querySelector('strong')!);
      const feeling = lines(item.querySelector('.feeling')!);
      // A feeling on more than one line starts its next lines under the name; on one line it follows the name.
      const flows =
        feeling.length > 1
          ? Math.round(feeling[1]!.left) === Math.round(name[0]!.left)
          : Math.abs(feeling[0]!.bottom - name.at(-1)!.bottom) < 6;
      return `${item.textContent?.trim().replace(/\s+/g, ' ')}: ${flows ? 'one flow of text' : 'a column of its own'}`;
    }),
  );
  for (const column of columns) expect(column).toMatch(/one flow of text$/);
});

test.describe('the home step clips', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px no band of another shade lies under a clip's picture`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // The steps' clips; the clip standing alone has a frame of its own (the test of its control, above).
      const clips = page.locator('[data-lazy-video]:not(.is-framed)');
      expect(await clips.count()).toBeGreaterThan(0);
      for (const clip of await clips.all()) {
        // Read from computed styles and boxes, not from pixels: the picture's first paint is the browser's to time.
        const layout = await clip.evaluate((figure) => {
          const video = figure.querySelector('video')!;
          const videoBox = video.getBoundingClientRect();
          const grounds = [figure, ...figure.children]
            .filter((element) => element !== video && !element.matches('[data-video-control], figcaption, noscript'))
            .map((element) => getComputedStyle(element).backgroundColor);
          return {
            grounds,
            figurePadding: getComputedStyle(figure).paddingBlockEnd,
            ratio: videoBox.height / videoBox.width,
            intrinsic: Number(video.getAttribute('height')) / Number(video.getAttribute('width')),
            widthShare: videoBox.width / figure.getBoundingClientRect().width,
          };
        });
        // The figure paints nothing of its own: what shows beside the control is the step's ground.
        expect(
          layout.grounds.every((ground) => ground === 'rgba(0, 0, 0, 0)'),
          layout.grounds.join(),
        ).toBe(true);
        expect(layout.figurePadding).toBe('0px');
        // The video box is the picture's own shape, so its ground never shows as a band inside it.
        expect(Math.abs(layout.ratio - layout.intrinsic)).toBeLessThan(0.01);
        expect(layout.widthShare).toBeCloseTo(1, 2);
      }
    });
  }
});

test.describe('segmented strips on a phone', () => {
  for (const [path, role, name] of [
    ['/', 'tablist', 'DYC standards'],
    ['/es/', 'tablist', 'Estándares de DYC'],
    ['/operators/', 'group', 'Choose an inventory view'],
  ] as const) {
    test(`${path} at 375 px: a strip wider than its column shows an arrow on each side that hides options`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await hydrateAll(page);
      const strip = page.getByRole(role, { name });
      await scrollToCenter(strip);
      // The strip opens on its selected option (tested below); from its start it hides only its end.
      await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
      const frame = strip.locator('xpath=..');
      const [start, end] = [frame.locator(':scope > span').first(), frame.locator(':scope > span').last()];
      expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(true);
      await expect(end).toBeVisible();
      await expect(start).toBeHidden();
      // The arrow stands over the strip's end, big enough to see (not a hairline shadow).
      const [arrow, box] = [(await end.boundingBox())!, (await strip.boundingBox())!];
      expect(arrow.width).toBeGreaterThanOrEqual(28);
      expect(Math.abs(arrow.x + arrow.width - (box.x + box.width))).toBeLessThanOrEqual(1);
      const last = strip.getByRole(role === 'tablist' ? 'tab' : 'button').last();
      if (role === 'tablist') {
        // The keyboard model stays the APG's: End selects the last tab, which comes whole into view.
        await strip.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('End');
        await expect(last).toBeFocused();
        await expect(last).toHaveAttribute('aria-selected', 'true');
      } else {
        await last.click();
      }
      await expect(last).toBeInViewport({ ratio: 1 });
      await expect(start).toBeVisible();
      await expect(end).toBeHidden();
    });
  }
});

test.describe('every tab strip and section bar at 320 and 375 px', () => {
  // One rule (issue 39): one row that fits, or a strip that visibly scrolls; never a cut label.
  for (const [path, role, name, itemRole] of [
    ['/science/', 'navigation', 'Sections of this article', 'link'],
    ['/es/science/', 'navigation', 'Secciones de este artículo', 'link'],
    ['/', 'tablist', 'DYC standards', 'tab'],
    ['/es/', 'tablist', 'Estándares de DYC', 'tab'],
    ['/advocacy/', 'tablist', 'Our positions', 'tab'],
    ['/operators/', 'group', 'Choose an inventory view', 'button'],
  ] as const) {
    for (const width of [320, 375]) {
      test(`${path} at ${width} px: no label is cut, and a strip that scrolls shows its arrow`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrateAll(page);
        const control = page.getByRole(role, { name });
        // The bar's strip is its list; a tab list or a button group is its own strip.
        const strip = role === 'navigation' ? control.getByRole('list') : control;
        await scrollToCenter(strip);
        for (const item of await strip.getByRole(itemRole).all()) {
          const cut = await item.evaluate((element) => element.scrollWidth - element.clientWidth);
          expect(cut, `"${await item.textContent()}" cuts its own label`).toBeLessThanOrEqual(0);
        }
        if (!(await strip.evaluate((element) => element.scrollWidth > element.clientWidth + 1))) return;
        await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
        // The strip scrolls: a round arrow stands over the end that hides labels, and moves as the strip does.
        const frame = strip.locator('xpath=..');
        const [start, end] = [frame.locator(':scope > span').first(), frame.locator(':scope > span').last()];
        await expect(end).toBeVisible();
        await expect(start).toBeHidden();
        expect((await end.boundingBox())!.width).toBeGreaterThanOrEqual(28);
        await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
        await expect(start).toBeVisible();
        await expect(end).toBeHidden();
      });
    }
  }
});

/**
 * The strip's selected option and the arrows that show: where each stands across the strip. An arrow is shown
 * when its display is not none (stripCue.module.css).
 */
async function selectedAndArrows(strip: Locator) {
  return strip.evaluate((element) => {
    const selected = element.querySelector('[aria-pressed="true"], [aria-selected="true"], [aria-current]')!;
    const span = (box: DOMRect) => ({ left: box.left, right: box.right });
    const arrows = [...element.parentElement!.querySelectorAll(':scope > span')]
      .filter((arrow) => getComputedStyle(arrow).display !== 'none')
      .map((arrow) => span(arrow.getBoundingClientRect()));
    return {
      label: selected.textContent,
      item: span(selected.getBoundingClientRect()),
      strip: span(element.getBoundingClientRect()),
      arrows,
      pageScroll: scrollY,
    };
  });
}

/** How far the selected option reaches under the arrow it overlaps most, in px (0 or less when clear). */
function arrowOverlap({ item, arrows }: Awaited<ReturnType<typeof selectedAndArrows>>): number {
  return Math.max(0, ...arrows.map((arrow) => Math.min(item.right, arrow.right) - Math.max(item.left, arrow.left)));
}

function expectClearOfArrows({ label, item, strip, arrows }: Awaited<ReturnType<typeof selectedAndArrows>>) {
  expect(item.left, `"${label}" starts inside the strip`).toBeGreaterThanOrEqual(strip.left - 0.5);
  expect(item.right, `"${label}" ends inside the strip`).toBeLessThanOrEqual(strip.right + 0.5);
  for (const arrow of arrows) {
    const overlap = Math.min(item.right, arrow.right) - Math.max(item.left, arrow.left);
    expect(overlap, `"${label}" lies under an arrow`).toBeLessThanOrEqual(0.5);
  }
}

test.describe('a strip shows its selected option whole', () => {
  // The selected option is the one a reader must read: on load and on every change it scrolls clear of the
  // arrows, and the page does not move up or down.
  for (const [path, role, name, itemRole] of [
    ['/operators/', 'group', 'Choose an inventory view', 'button'],
    ['/', 'tablist', 'DYC standards', 'tab'],
  ] as const) {
    test(`${path} at 320 px: the selected option is clear of the arrows on load and when it changes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      await hydrateAll(page);
      const strip = page.getByRole(role, { name });
      await scrollToCenter(strip);
      expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(true);
      expectClearOfArrows(await selectedAndArrows(strip));
      for (const item of await strip.getByRole(itemRole).all()) {
        const before = await page.evaluate(() => scrollY);
        // Pressed as a script does, so the test's own scrolling into view does not do the strip's work.
        await item.evaluate((element: HTMLElement) => element.click());
        await expect(item).toHaveAttribute(itemRole === 'tab' ? 'aria-selected' : 'aria-pressed', 'true');
        await expect.poll(async () => (await selectedAndArrows(strip)).arrows.length).toBeGreaterThan(0);
        // The strip may still be gliding to the new option: wait until it rests clear of the arrows, then say why not.
        await expect.poll(async () => arrowOverlap(await selectedAndArrows(strip))).toBeLessThanOrEqual(0.5);
        const shown = await selectedAndArrows(strip);
        expectClearOfArrows(shown);
        expect(shown.pageScroll).toBe(before);
      }
    });
  }
});

/**
 * Where an option of a strip stands against the part of the strip a reader sees: its box, and the strip's box less
 * the 2rem arrow (stripCue.module.css) over each end that hides more. Read from the strip's scroll, so it holds
 * before the island has drawn its arrows too.
 */
async function optionInStrip(strip: Locator, which: 'focused' | 'selected') {
  return strip.evaluate((element, chosen) => {
    const option = (
      chosen === 'focused'
        ? document.activeElement
        : element.querySelector('[aria-pressed="true"], [aria-selected="true"], [aria-current]')
    )!;
    const arrow = 32;
    const hidden = element.scrollWidth - element.clientWidth;
    const box = element.getBoundingClientRect();
    const itemBox = option.getBoundingClientRect();
    return {
      label: option.textContent,
      inside: element.contains(option),
      left: itemBox.left,
      right: itemBox.right,
      visibleLeft: box.left + (hidden > 1 && element.scrollLeft > 1 ? arrow : 0),
      visibleRight: box.right - (hidden > 1 && element.scrollLeft < hidden - 1 ? arrow : 0),
    };
  }, which);
}

async function expectWhollyShown(strip: Locator, which: 'focused' | 'selected') {
  await expect
    .poll(async () => {
      const { label, inside, left, right, visibleLeft, visibleRight } = await optionInStrip(strip, which);
      return `${label} ${inside && left >= visibleLeft - 0.5 && right <= visibleRight + 0.5 ? 'shown' : `at ${left}…${right} of ${visibleLeft}…${visibleRight}`}`;
    })
    .toMatch(/ shown$/);
}

test.describe('a strip shows the option that has focus whole', () => {
  // Issue 39: Tab landed on "Current state" behind the left arrow (x -108…52), its focus ring unseen. Every option
  // of every strip comes whole between the arrows when it takes focus, and the selected one is shown from the load.
  for (const [path, role, name, itemRole, next] of [
    ['/operators/', 'group', 'Choose an inventory view', 'button', 'Tab'],
    ['/', 'tablist', 'DYC standards', 'tab', 'ArrowRight'],
    ['/science/', 'navigation', 'Sections of this article', 'link', 'Tab'],
  ] as const) {
    test(`${path} at 320 px: Tab into the strip, and each option that takes focus lies between the arrows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(path);
      const control = page.getByRole(role, { name });
      const strip = role === 'navigation' ? control.getByRole('list') : control;
      if (role === 'group') {
        // The server's strip, before anything of the island has loaded, opens on its selected option.
        await page.waitForLoadState('load');
        await expectWhollyShown(strip, 'selected');
      }
      let presses = 0;
      // Read without waiting: a tab list is drawn only once its island is live, which tabbing towards it brings about.
      while (
        !(await strip.evaluateAll((elements) => elements.some((element) => element.contains(document.activeElement))))
      ) {
        await page.keyboard.press('Tab');
        presses += 1;
        expect(presses, `Tab never reached the strip on ${path}`).toBeLessThan(80);
      }
      const options = await strip.getByRole(itemRole).count();
      for (let index = 0; index < options; index += 1) {
        await expectWhollyShown(strip, 'focused');
        await page.keyboard.press(next);
      }
    });
  }
});

test.describe('page header drawings', () => {
  // Text pages used to leave the right half of a wide header empty; each now draws something true about the page.
  for (const path of ['/science/', '/es/science/', '/about/', '/advocacy/', '/operators/']) {
    test(`${path}: a drawing beside the heading at 1280 px; the heading first on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      const drawing = page.locator('.page-header [data-header-visual]');
      await expect(drawing).toBeVisible();
      const headingBox = (await heading.boundingBox())!;
      const drawingBox = (await drawing.boundingBox())!;
      expect(drawingBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
      expect(drawingBox.width).toBeGreaterThan(200);
      expect(drawingBox.y + drawingBox.height).toBeLessThanOrEqual(800);
      // It restates the page in a picture, so it is hidden from assistive technology.
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');

      await page.setViewportSize({ width: 375, height: 667 });
      const phoneBox = (await heading.boundingBox())!;
      expect(phoneBox.y + phoneBox.height).toBeLessThanOrEqual(667);
    });
  }
});

test.describe('no empty half-page at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Text set in the right 40 % of the window between `top` and `top + 700` px of the page. */
  const textRightOfColumn = (page: Page, top: number) =>
    page.evaluate((from) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const y = rect.top + window.scrollY;
          if (rect.left >= window.innerWidth * 0.6 && y > from && y < from + 700) found.push(node.textContent.trim());
        }
      }
      return found;
    }, top);

  const paths = ['/about/', '/advocacy/', '/operators/coa-check/', '/operators/embed/', '/operators/inventory/'];
  for (const path of [...paths, '/operators/kit/']) {
    test(`${path} uses the width right of its reading column, just below the header`, async ({ page }) => {
      await page.goto(path);
      const headerBottom = await page
        .locator('main > :first-child')
        .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
      const rightText = await textRightOfColumn(page, headerBottom);
      expect(rightText.length, `${path}: text right of the reading column`).toBeGreaterThan(3);
    });
  }

  // A tool page's first section can run long (the kit's eighteen downloads): its side column stays in view down to
  // the section's end, so the right third is not left empty below the side column's own length.
  for (const path of ['/operators/kit/', '/operators/coa-check/', '/operators/embed/', '/operators/inventory/']) {
    test(`${path}: the side column stays beside the first section down to its end`, async ({ page }) => {
      await page.goto(path);
      const firstSection = page.locator('main .section').first();
      const bottom = await firstSection.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
      // The window's last screen of the first section: from its end, one window up.
      await page.evaluate(
        (y) => window.scrollTo({ top: Math.max(0, y - window.innerHeight), behavior: 'instant' }),
        bottom,
      );
      const tools = page.getByRole('navigation', { name: 'Tools for members' });
      await expect(tools).toBeVisible();
      const box = (await tools.boundingBox())!;
      expect(box.x, `${path}: the side column in the right third`).toBeGreaterThanOrEqual(1280 * (2 / 3));
      expect(box.y, `${path}: the side column in view`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${path}: the side column in view`).toBeLessThanOrEqual(800);
    });
  }

  test('the four "From lab result to color" titles on /about/ stand on one line', async ({ page }) => {
    await page.goto('/about/');
    const titles = page.getByRole('figure', { name: 'From lab result to color' }).getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(4);
    const tops = await titles.evaluateAll((headings) =>
      headings.map((heading) => Math.round(heading.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `title tops ${tops.join(', ')}`).toBe(1);
  });
});

test('at 320 px the Spanish footer keeps "(en inglés)" in its link’s line, wrapping with the words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/es/');
  const footer = page.getByRole('navigation', { name: /pie de página/i });
  const link = footer.getByRole('link', { name: /Para marcas y dispensarios/ });
  const shape = await link.evaluate((element) => {
    const note = element.querySelector('.other-language')!;
    const range = document.createRange();
    range.selectNodeContents(element);
    const lineTops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
    const noteBox = note.getBoundingClientRect();
    const words = document.createRange();
    words.setStartBefore(element.firstChild!);
    words.setEndBefore(note);
    const wordRects = [...words.getClientRects()].filter((rect) => rect.width > 0);
    return {
      lines: new Set(lineTops).size,
      noteTop: Math.round(noteBox.top),
      lastWordsLineTop: Math.round(Math.max(...wordRects.map((rect) => rect.top))),
      noteLeft: noteBox.left,
      wordsRight: Math.max(...wordRects.map((rect) => rect.right)),
    };
  });
  // The note follows the label's last line (or starts the next), never a column of its own beside wrapped words.
  expect(shape.noteTop, JSON.stringify(shape)).toBeGreaterThanOrEqual(shape.lastWordsLineTop - 2);
});
