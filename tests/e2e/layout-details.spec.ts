import { expect, test, type Locator } from '@playwright/test';

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
    });

    test('operators: "4-question" stays whole and the channel cards line their text up', async ({ page }) => {
      await page.goto('/operators/');
      await scrollIntoViewAndHydrate(page.getByRole('region', { name: 'Consumers find colors online and in-store' }));
      const tablist = page.getByRole('tablist', { name: 'Sales channel' });
      const heading = page.getByRole('heading', { name: 'A simple 4-question quiz' });
      expect(await linesOf(heading, '4-question')).toBe(1);
      if (width >= 768) {
        for (const name of ['eCommerce', 'In Store']) {
          await tablist.getByRole('tab', { name }).click();
          const tops = await page
            .getByRole('tabpanel', { name })
            .locator('li > p')
            .evaluateAll((paragraphs) => paragraphs.map((p) => Math.round(p.getBoundingClientRect().top)));
          expect(new Set(tops).size, `${name}: text tops ${tops.join(', ')}`).toBe(1);
        }
      }
    });

    test('operators: the Current State pie says what its grey means', async ({ page }) => {
      await page.goto('/operators/');
      await scrollIntoViewAndHydrate(
        page.getByRole('region', { name: 'DYC divides products and inventory into 4 color categories' }),
      );
      const views = page.getByRole('group', { name: 'Choose an inventory view' });
      await views.getByRole('button', { name: 'Current State' }).click();
      await expect(page.getByText('All unsorted: no colors yet')).toBeVisible();
      await views.getByRole('button', { name: 'DYC Ideal State' }).click();
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
      await expect(lastSection.getByRole('link', { name: 'For Brands and Dispensaries' })).toHaveAttribute(
        'href',
        '/operators/',
      );
    });
  });
}

test('advocacy: the three positions are drawn as a map above their tabs, each icon with its name', async ({ page }) => {
  await page.goto('/advocacy/');
  const map = page.getByRole('list', { name: 'Our three positions' });
  await expect(map.getByRole('listitem')).toHaveText([
    'Regulatory Reform',
    'Consumer Safety and Access',
    'Social Equity and Workplace Fairness',
  ]);
  await expect(map.locator('svg[aria-hidden="true"]')).toHaveCount(3);
});

test.describe('science at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every figure label renders at 12 px or more', async ({ page }) => {
    await page.goto('/science/');
    const figures = page.locator('article figure img, main figure img');
    expect(await figures.count()).toBeGreaterThanOrEqual(3);
    for (const image of await figures.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      const smallest = await image.evaluate(async (element: HTMLImageElement) => {
        const svg = await (await fetch(element.currentSrc)).text();
        const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)![1]);
        const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
        return (Math.min(...sizes) * element.getBoundingClientRect().width) / viewBoxWidth;
      });
      expect(smallest, (await image.getAttribute('src')) ?? 'figure').toBeGreaterThanOrEqual(11.95);
    }
  });

  test('the sticky chapter bar is opaque, so text scrolling under it does not show through', async ({ page }) => {
    await page.goto('/science/');
    const bar = page.getByRole('navigation', { name: /chapters|sections|on this page/i });
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});

test.describe('home hero illustration', () => {
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
});
