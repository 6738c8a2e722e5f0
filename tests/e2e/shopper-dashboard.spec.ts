import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startServerWithOwnData, type RunningServer } from '../../scripts/lib/productionServer.ts';
import { healthz } from './support/server.ts';

/**
 * A store's dashboard with its figures in: every card's button is a target of at least 24 by 24 px (WCAG 2.2 target
 * size) that nothing else covers, in each state the page passes through: as the figures arrive, with the cards out of
 * view not yet laid out (content-visibility), and once every card has been in view.
 */
// A server of this file's own, with its own stores' data: the stores these tests join never draw on the shared
// server's join allowance per address (five, then one each ten minutes), which the embed and store-page tests use.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServerWithOwnData('dyc-e2e-dashboard-');
  // The server answers before its stores' database is open: a join then is a 503, so wait until it is ready.
  await expect
    .poll(async () => ((await healthz(server.port)) as { counts: { database: string } }).counts.database, {
      timeout: 30_000,
    })
    .toBe('ready');
});
test.afterAll(async () => {
  await server.stop();
});

async function openDashboardWithFigures(page: Page): Promise<void> {
  const { origin } = server;
  const joined = await page.request.post(`${origin}/api/v2/stores/`, { data: { name: 'Green Door', shopUrl: '' } });
  expect(joined.status()).toBe(201);
  const { storeId, dashboardKey } = (await joined.json()) as { storeId: string; dashboardKey: string };
  for (const [color, times] of [
    ['purple', 6],
    ['blue', 5],
  ] as const)
    for (let quiz = 0; quiz < times; quiz += 1) {
      const counted = await page.request.post(`${origin}/api/v2/counts/`, {
        data: { store: storeId, event: 'result', color, form: 'flower', lang: 'en' },
      });
      expect(counted.status()).toBe(204);
    }
  await page.goto(`${origin}/operators/shoppers/#store=${storeId}&key=${dashboardKey}`);
  await expect(page.getByText(/^Green Door: 11 quiz results from /)).toBeVisible();
  await expect(page.locator('[data-shoppers-chart]')).toHaveAttribute('data-chart-values', '[5,6]');
  await expect(page.getByRole('button', { name: 'Make a new link' })).toBeAttached();
}

async function expectCardButtonsAreTargets(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${String(node.target)}: ${node.failureSummary ?? ''}`),
    ),
    state,
  ).toEqual([]);
  const buttons = page.locator('section[aria-labelledby] > button');
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, `${state}: ${await button.textContent()}`).toBeGreaterThanOrEqual(24);
  }
}

for (const width of [375, 1280]) {
  test(`at ${width} px, each card’s button is a target of at least 24 px that nothing covers, before and after its card is in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await openDashboardWithFigures(page);
    await expectCardButtonsAreTargets(page, `at ${width} px, as the figures arrive`);
    await page.getByRole('button', { name: 'Make a new link' }).scrollIntoViewIfNeeded();
    await expectCardButtonsAreTargets(page, `at ${width} px, every card seen`);
  });
}

test('the line’s grid lines alone are drawn in the hairline: the figures around the pie pass no stroke to its picture', async ({
  page,
}) => {
  await openDashboardWithFigures(page);
  const stroke = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).stroke);
  expect(await stroke('[data-results-chart] line')).not.toBe('none');
  expect(await stroke('[data-shoppers-chart]')).toBe('none');
});
