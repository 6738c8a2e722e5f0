import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, viewports, waitForHydration } from './support/site.ts';

const states = [
  {
    button: 'Current state',
    heading: 'Unsure if inventory is optimized for your customers',
    slices: ['Unsorted 100%'],
    label: 'Pie chart of inventory by color, Current state: Unsorted 100%.',
    values: [0, 0, 0, 0, 1, 0],
  },
  {
    button: 'DYC informed state',
    heading: 'DYC informed state',
    slices: ['Yellow (Energize) 11%', 'Green (Focus) 17%', 'Blue (Calm) 5%', 'Purple (Rest) 67%'],
    label:
      'Pie chart of inventory by color, DYC informed state: Yellow (Energize) 11%, Green (Focus) 17%, Blue (Calm) 5%, Purple (Rest) 67%.',
    values: [2, 3, 1, 12, 0, 0],
  },
  {
    button: 'DYC ideal state',
    heading: 'Adjusting inventory to what consumers want',
    slices: ['Yellow (Energize) 25%', 'Green (Focus) 25%', 'Blue (Calm) 25%', 'Purple (Rest) 25%'],
    label:
      'Pie chart of inventory by color, DYC ideal state: Yellow (Energize) 25%, Green (Focus) 25%, Blue (Calm) 25%, Purple (Rest) 25%.',
    values: [5, 5, 5, 5, 0, 0],
  },
] as const;

const steps = [
  { title: 'Sign up | Log in', image: 'step-1-sign-in.svg' },
  { title: 'Upload COAs', image: 'step-2-upload-coa.svg' },
  { title: 'Analyze inventory', image: 'step-3-analyze.svg' },
  { title: 'Lab integration', image: 'step-4-lab.svg' },
  { title: 'Wholesale marketplace', image: 'step-5-marketplace.svg' },
  { title: 'Color coding', image: 'step-6-color-coding.svg' },
];

/** The islands hydrate as they come into view: bring each one near, then wait until all are live. */
async function hydrateAll(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let index = 0; index < count; index += 1) {
    await islands.nth(index).evaluate((island) => island.firstElementChild?.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((nth) => !document.querySelectorAll('astro-island')[nth]?.hasAttribute('ssr'), index);
  }
  await waitForHydration(page);
}

function division(page: Page) {
  return page.getByRole('region', { name: 'DYC divides products and inventory into 4 color categories' });
}

async function expectState(page: Page, state: (typeof states)[number]): Promise<void> {
  const section = division(page);
  const toggles = section.getByRole('group', { name: 'Choose an inventory view' });
  for (const other of states) {
    await expect(toggles.getByRole('button', { name: other.button })).toHaveAttribute(
      'aria-pressed',
      String(other === state),
    );
  }
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(state.heading);
  await expect(section.getByRole('img', { name: state.label })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveText([...state.slices]);
  // The pie mirrors the data it is drawing after every update.
  await expect(section.locator('svg[data-chart-values]')).toHaveAttribute(
    'data-chart-values',
    JSON.stringify(state.values),
  );
}

test.describe('operators page', () => {
  test('the server HTML already holds the toggle group, the default feature box and the numbers', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/operators/');
    const section = division(page);
    await expect(section.getByRole('button', { name: 'DYC informed state' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('heading', { name: 'DYC informed state' })).toBeVisible();
    await expect(section.getByRole('img', { name: states[1].label })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(4);
    // Every step and both channels read in full without JavaScript.
    for (const step of steps) await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In store' })).toBeVisible();
    await context.close();
  });

  test('the pie keeps its space as the island comes alive: drawing it shifts nothing', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/operators/');
    const pie = division(page).locator('svg[data-chart-values]');
    const pieBox = pie.locator('..');
    const before = await pieBox.boundingBox();
    expect(before?.width).toBeGreaterThan(200);
    expect(before?.height).toBe(before?.width);
    const headingBefore = await page.getByRole('heading', { name: 'Colors changed everything' }).boundingBox();
    await pie.scrollIntoViewIfNeeded();
    await hydrateAll(page);
    await expect(pie).toHaveAttribute('data-chart-animated', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await pieBox.boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { name: 'Colors changed everything' }).boundingBox()).toEqual(headingBefore);
  });

  test('shows the DYC informed state by default and each state on its toggle', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/operators/');
    await hydrateAll(page);
    await expectState(page, states[1]);
    const figure = division(page).getByRole('figure');
    const height = (await figure.boundingBox())?.height;
    for (const state of [states[0], states[2], states[1]]) {
      await division(page).getByRole('button', { name: state.button }).click();
      await expectState(page, state);
      // The chart and its numbers keep one size in every state, so switching never moves the page.
      expect((await figure.boundingBox())?.height).toBe(height);
    }
    expect(errors).toEqual([]);
  });

  for (const width of [320, 1280]) {
    test(`at ${width} px every slice is named with its share, on the slice or in the legend, never a bare share`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/operators/');
      await hydrateAll(page);
      const pie = division(page).locator('svg[data-chart-values]');
      for (const state of [states[1], states[2]]) {
        await division(page).getByRole('button', { name: state.button }).click();
        await expect(pie).toHaveAttribute('data-chart-values', JSON.stringify(state.values));
        // What the pie has written on each slice, as drawn (mirrored on it), and the words on it are those.
        const drawn = JSON.parse((await pie.getAttribute('data-chart-drawn-labels'))!) as string[][];
        expect(await pie.locator('text').allTextContents()).toEqual(
          drawn.filter((lines) => lines.length > 0).map((lines) => lines.join('')),
        );
        const legend = await division(page).getByRole('listitem').allTextContents();
        for (const slice of state.slices) {
          // The legend names the color first, its effect beside it; the slice carries the color word.
          const [name, share] = [slice.split(' ')[0]!, slice.split(' ').at(-1)!];
          const written = drawn.map((lines) => lines.join(' ')).find((text) => text.includes(name));
          // On the slice, the color word and its share together; where they do not fit, the legend gives both.
          if (written) expect(written, `${state.button}: ${name}`).toBe(`${name} ${share}`);
          else expect(legend, `${state.button}: ${name} in the legend`).toContain(slice);
        }
        for (const lines of drawn.filter((lines) => lines.length > 0)) {
          expect(lines.join(' '), `${state.button}: a slice's label`).toMatch(/^[A-Z][a-z]+ \d+%$/);
        }
      }
    });
  }

  test('the chart animates its changes, except for readers who prefer reduced motion', async ({ page }) => {
    const pie = division(page).locator('svg[data-chart-values]');
    const energize = pie.locator('path').first();
    await page.goto('/operators/');
    await pie.scrollIntoViewIfNeeded();
    await hydrateAll(page);
    await expect(pie).toHaveAttribute('data-chart-animated', 'true');
    const informed = await energize.getAttribute('d');
    // Every shape the slice takes after the click is recorded, however late the click lands on a loaded machine.
    const watchShapes = () =>
      energize.evaluate((path) => {
        const seen: string[] = [];
        (window as unknown as { seenShapes: string[] }).seenShapes = seen;
        new MutationObserver(() => seen.push(path.getAttribute('d') ?? '')).observe(path, {
          attributes: true,
          attributeFilter: ['d'],
        });
      });
    const seenShapes = () => page.evaluate(() => (window as unknown as { seenShapes: string[] }).seenShapes);
    await watchShapes();
    await division(page).getByRole('button', { name: 'DYC ideal state' }).click();
    await expect(pie).toHaveAttribute('data-chart-values', '[5,5,5,5,0,0]');
    // The slices move: Yellow is drawn between its old and new edges before it settles on the new one.
    await expect.poll(async () => new Set([informed, ...(await seenShapes())]).size).toBeGreaterThan(3);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await pie.scrollIntoViewIfNeeded();
    await hydrateAll(page);
    await expect(pie).toHaveAttribute('data-chart-animated', 'false');
    const before = await energize.getAttribute('d');
    await watchShapes();
    await division(page).getByRole('button', { name: 'DYC ideal state' }).click();
    await expect(pie).toHaveAttribute('data-chart-values', '[5,5,5,5,0,0]');
    await expect(pie).toHaveAttribute('data-chart-animated', 'false');
    // Frames go by (counted, not timed) and the slice has changed once, straight to its new shape.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const step = () => (++frames >= 10 ? resolve() : requestAnimationFrame(step));
          requestAnimationFrame(step);
        }),
    );
    expect(await seenShapes()).toEqual([await energize.getAttribute('d')]);
    expect(await energize.getAttribute('d')).not.toBe(before);
  });

  test('the inventory toggles work from the keyboard', async ({ page }) => {
    await page.goto('/operators/');
    await hydrateAll(page);
    const section = division(page);
    await section.getByRole('button', { name: 'DYC informed state' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(section.getByRole('button', { name: 'Current state' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectState(page, states[0]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'DYC ideal state' })).toBeFocused();
    await page.keyboard.press('Space');
    await expectState(page, states[2]);
  });

  test('the six steps open one at a time, each with its own image', async ({ page }) => {
    await page.goto('/operators/');
    await hydrateAll(page);
    const section = page.getByRole('region', { name: 'From cultivar to consumer' });
    const triggers = section.getByRole('button');
    await expect(triggers).toHaveCount(6);
    for (const [index, step] of steps.entries()) {
      const trigger = section.getByRole('button', { name: `Step ${index + 1}: ${step.title}` });
      if (index > 0) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(section.locator('[aria-expanded="true"]')).toHaveCount(1);
      const panel = section.getByRole('region', { name: `Step ${index + 1}: ${step.title}` });
      await expect(panel).toBeVisible();
      const image = panel.getByRole('img');
      await expect(image).toHaveAttribute('src', `/media/operators/${step.image}`);
      await expect(image).toHaveAttribute('alt', /.{20,}/);
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(section.getByRole('region')).toHaveCount(1);
    }
  });

  test('the steps follow the accordion keyboard model', async ({ page }) => {
    await page.goto('/operators/');
    await hydrateAll(page);
    const section = page.getByRole('region', { name: 'From cultivar to consumer' });
    const trigger = (n: number) => section.getByRole('button', { name: new RegExp(`^Step ${n}:`) });
    await expect(trigger(1)).toHaveAttribute('aria-expanded', 'true');
    await trigger(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(trigger(6)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(trigger(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(trigger(6)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger(6)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(trigger(5)).toHaveAttribute('aria-expanded', 'true');
    await expect(section.locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test('the channel toggle shows eCommerce by default and In store on demand, by mouse and keyboard', async ({
    page,
  }) => {
    await page.goto('/operators/');
    await hydrateAll(page);
    const section = page.getByRole('region', { name: 'Consumers find colors online and in-store' });
    const ecommerce = section.getByRole('tab', { name: 'eCommerce' });
    const inStore = section.getByRole('tab', { name: 'In store' });
    await expect(ecommerce).toHaveAttribute('aria-selected', 'true');
    const panel = section.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading')).toHaveText([
      'A simple 4-question quiz',
      'Simple questions',
      'Matching products, ready to buy',
    ]);
    await expect(panel.getByRole('link', { name: 'Find Your Color' })).toHaveAttribute('href', '/quiz/');

    await inStore.click();
    await expect(inStore).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel').getByRole('heading')).toHaveText([
      'Posters, placards and labels',
      'Easier navigation',
      'Budtender training and operation',
    ]);

    await inStore.focus();
    await page.keyboard.press('ArrowRight');
    await expect(ecommerce).toBeFocused();
    await expect(ecommerce).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(inStore).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(ecommerce).toHaveAttribute('aria-selected', 'true');
  });

  test('"Speak to a rep" mails the contact address', async ({ page }) => {
    await page.goto('/operators/');
    const directMail = await page.getByRole('link', { name: 'Speak to a rep', exact: true }).getAttribute('href');
    const email = directMail?.replace(/^mailto:/, '') ?? '';
    expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
    const closing = page.getByRole('link', { name: 'Become a member' });
    await expect(closing).toHaveAttribute('href', new RegExp(`^mailto:${email.replace(/\./g, '\\.')}\\?subject=`));
    await expect(page.getByRole('link', { name: 'Speak to a rep', exact: true })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  });

  test('states the pilot, the network standards and who may join', async ({ page }) => {
    await page.goto('/operators/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Colors changed everything' })).toBeVisible();
    await expect(main).toContainText('6-month pilot with a dispensary in San Francisco');
    await expect(main).toContainText('+12.5%');
    for (const name of [
      'Intuitive shopping',
      'Smarter stocking',
      'Offering value',
      'Generating revenue',
      'Re-runs at no added cost',
      'Lab results in your dashboard',
      'Secured COA storage',
      'Full-panel testing',
      'No synthetic or converted cannabinoids',
      'Licensed under state law',
    ]) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(main).toContainText('No HHC, no delta-8 THC made from CBD and no THC-O');
    await expect(main).toContainText('a COA that lists only active compounds, or one that shows synthetic compounds');
    await expect(main).toContainText('Annual memberships are open to licensed dispensaries and brands');
    await expect(
      main.getByRole('region', { name: 'Everything in one annual membership' }).getByRole('listitem'),
    ).toHaveCount(5);
  });

  test('nothing scrolls sideways at 320 px, before or after the widgets are live, in any state', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/operators/');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await hydrateAll(page);
    for (const state of states) {
      await division(page).getByRole('button', { name: state.button }).click();
      await expectState(page, state);
      expect(await overflow(), state.button).toBeLessThanOrEqual(0);
    }
    await page.getByRole('tab', { name: 'In store' }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width in every widget state`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await page.setViewportSize(viewport);
      await page.goto('/operators/');
      await hydrateAll(page);
      await expectNoAxeViolations(page, 'default');
      for (const state of states) {
        await division(page).getByRole('button', { name: state.button }).click();
        await expectState(page, state);
        await expectNoAxeViolations(page, state.button);
      }
      await page.getByRole('button', { name: /Step 6: Color coding/ }).click();
      await expectNoAxeViolations(page, 'step 6 open');
      await page.getByRole('tab', { name: 'In store' }).click();
      await expectNoAxeViolations(page, 'In store');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});
