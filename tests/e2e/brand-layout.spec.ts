import { expect, test } from '@playwright/test';
import { renderDeferredSections } from './support/site.ts';

/** Layout defects a screen-by-screen review found, each held at the widths where it showed. */

for (const width of [320, 375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('operators: the pilot stat sits whole inside its card', async ({ page }) => {
      await page.goto('/operators/');
      const stat = page.locator('[data-pilot-stat]');
      await stat.scrollIntoViewIfNeeded();
      const fits = await stat.evaluate((card) => {
        const box = card.getBoundingClientRect();
        return [...card.children].map((child) => {
          const inner = child.getBoundingClientRect();
          return {
            text: child.textContent,
            inside: inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5,
            clipped: child.scrollWidth > Math.ceil(inner.width) + 1,
          };
        });
      });
      for (const part of fits) expect(part, `"${part.text}"`).toMatchObject({ inside: true, clipped: false });
    });

    test('operators: no card grid leaves one card alone beside an empty space', async ({ page }) => {
      await page.goto('/operators/');
      // Sections below the fold skip their layout (content-visibility) until near: lay them all out to measure.
      await renderDeferredSections(page);
      const lone = await page.locator('main ul').evaluateAll((lists) =>
        lists
          .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
          .flatMap((list) => {
            const boxes = [...list.children].map((child) => child.getBoundingClientRect());
            const rows = new Map<number, DOMRect[]>();
            for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
            const widest = Math.max(...[...rows.values()].map((row) => row.length));
            const last = [...rows.values()].at(-1)!;
            // A last row with one card in a grid of several columns must span the row.
            if (widest > 1 && last.length === 1 && last[0]!.width < list.getBoundingClientRect().width * 0.9)
              return [`${list.parentElement?.closest('section')?.id ?? list.className}: ${boxes.length} cards`];
            return [];
          }),
      );
      expect(lone).toEqual([]);
    });
  });
}

test('operators: the pie writes every slice’s name and share on it, so it reads without color', async ({ page }) => {
  await page.goto('/operators/');
  const group = page.getByRole('group', { name: 'Choose an inventory view' });
  await group.scrollIntoViewIfNeeded();
  const pie = page.locator('svg[data-chart-values]');
  await expect(pie).toHaveAttribute(
    'data-chart-labels',
    JSON.stringify([['Energize', '11%'], ['Focus', '17%'], ['Calm', '5%'], ['Rest', '67%'], [], []]),
  );
  await group.getByRole('button', { name: 'DYC ideal state' }).click();
  await expect(pie).toHaveAttribute(
    'data-chart-labels',
    JSON.stringify([['Energize', '25%'], ['Focus', '25%'], ['Calm', '25%'], ['Rest', '25%'], [], []]),
  );
  // Written in the ink with a white halo on the slices, each name over its share.
  const words = pie.locator('text');
  await expect(words).toHaveText(['Energize25%', 'Focus25%', 'Calm25%', 'Rest25%']);
  for (const text of await words.all()) {
    await expect(text).toHaveCSS('fill', 'rgb(23, 48, 44)');
    await expect(text).toHaveCSS('stroke', 'rgb(255, 255, 255)');
  }
});

for (const width of [375, 768, 1280]) {
  test(`the 404 page's destinations fill every row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/no-such-page/');
    const rows = await page.locator('main ul:has(a) > li').evaluateAll((items) => {
      const counts = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        counts.set(top, (counts.get(top) ?? 0) + 1);
      }
      return [...counts.values()];
    });
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows).size, `cards per row: ${rows.join(' + ')}`).toBe(1);
  });
}
