import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { measuredRoutes } from '../../scripts/lib/measure.ts';
import { isFramablePath } from '../../server/headers.ts';
import { DASHBOARD_SCRIPT_PATH } from '../../src/lib/stores/storeApi.ts';
import { readFileSync } from 'node:fs';
import { ANSWER_THROTTLE_MS } from './support/quiz.ts';

/**
 * The quiz on a store's own site: a plain HTML page on a second origin (another port) with the public snippet, as a
 * store's web person would paste it, runs the embedded quiz in real frames. Every step of the quiz is a fake-clock
 * step, never a wait on wall time.
 */
/** The host pages' own origin: another port (E2E_HOST_PORT, so that two runs on one machine never share it). */
const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 4560);
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;

const GREEN_DOOR = 'https://greendoor.example/menu?effect={color}&type={type}';
const LA_TIENDA = 'https://tienda.example/{color}';

/** Host pages by path, each a complete document (it is audited with the frames inside it). */
function hostPage(dycOrigin: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Green Door: menu</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style>body{margin:0;font-family:sans-serif}main{padding:8px}</style></head>` +
    `<body><main><h1>Green Door</h1>${body}</main>` +
    `<script src="${dycOrigin}/embed.js" async></script></body></html>`
  );
}

function hostPages(dycOrigin: string): Record<string, string> {
  return {
    '/two': hostPage(
      dycOrigin,
      `<div data-dyc-quiz data-store-name="Green Door" data-shop-url="${GREEN_DOOR}"></div>` +
        `<div data-dyc-quiz data-store-name="La Tienda" data-shop-url="${LA_TIENDA}" data-lang="es" data-target="top"></div>`,
    ),
    '/one': hostPage(dycOrigin, `<div data-dyc-quiz data-store-name="Green Door" data-shop-url="${GREEN_DOOR}"></div>`),
    '/javascript': hostPage(
      dycOrigin,
      `<div data-dyc-quiz data-store-name="Green Door" data-shop-url="javascript:alert('{color}')"></div>`,
    ),
    '/late': hostPage(dycOrigin, `<p>The quiz comes later.</p>`),
  };
}

let hostServer: Server;

/** The host pages served now; a test may add one (a store's page with the snippet it got). */
let pages: Record<string, string> = {};

// One host server on one port: the file's tests run in order in one worker, never beside a second copy of it.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ baseURL }) => {
  pages = hostPages(new URL(baseURL!).origin);
  hostServer = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', HOST_ORIGIN).pathname];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => hostServer.close(resolve));
});

const quizFrame = (page: Page, index: number): FrameLocator => page.locator('iframe').nth(index).contentFrame();

/** Waits until the frame's island has hydrated (Astro drops `ssr` from a live island). */
async function waitForFrameHydration(page: Page, index: number): Promise<void> {
  await expect(quizFrame(page, index).locator('astro-island[ssr]')).toHaveCount(0);
}

async function openHost(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.goto(`${HOST_ORIGIN}${path}`);
}

async function answer(frame: FrameLocator, page: Page, option: string): Promise<void> {
  await frame.getByRole('button', { name: option, exact: true }).click();
  await page.clock.runFor(ANSWER_THROTTLE_MS);
}

/** True when the frame's document is no taller than the frame: nothing scrolls inside it. */
async function expectNoInnerScrollbar(page: Page, index: number, label: string): Promise<void> {
  await expect
    .poll(
      () =>
        quizFrame(page, index)
          .locator('html')
          .evaluate((root) => root.scrollHeight - window.innerHeight),
      { message: label },
    )
    .toBeLessThanOrEqual(0);
}

test('two snippets on another site: both quizzes run to a result with the store’s shop link, and the frames fit', async ({
  page,
  context,
  baseURL,
}) => {
  const dycOrigin = new URL(baseURL!).origin;
  const origins = new Set<string>();
  const paths: string[] = [];
  page.on('request', (request) => {
    origins.add(new URL(request.url()).origin);
    paths.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await openHost(page, '/two');
  await expect(page.locator('iframe')).toHaveCount(2);
  await expect(page.locator('iframe').nth(0)).toHaveAttribute('title', 'DYC quiz: Find Your Color');
  await expect(page.locator('iframe').nth(1)).toHaveAttribute('title', 'Cuestionario DYC: encuentra tu color');
  await page.locator('iframe').nth(1).scrollIntoViewIfNeeded();
  await waitForFrameHydration(page, 0);
  await waitForFrameHydration(page, 1);

  // English, answered by pointer: Daily, Better Sleep, Flower, Mind gives Rest.
  const english = quizFrame(page, 0);
  await expect(english.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(english.getByRole('link', { name: /DYC, Discover Your Color/ })).toHaveAttribute('target', '_blank');
  // Both frames share the DYC origin's storage on this site: both readers say Yes before either result is stored,
  // or the second Yes would bring back the first quiz's result (as it does on the DYC site).
  const spanish = quizFrame(page, 1);
  await english.getByRole('button', { name: 'Yes', exact: true }).click();
  // The Spanish quiz by keyboard: Tab to each option and press Enter. The host asked for `_top`.
  await spanish.getByRole('button', { name: 'Sí', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(spanish.getByRole('heading', { name: '¿Cuánta experiencia tienes con el cannabis?' })).toBeFocused();
  for (const option of ['Daily', 'Better Sleep', 'Flower', 'Mind']) await answer(english, page, option);
  await expect(english.getByRole('heading', { name: 'Your color is Purple' })).toBeFocused();
  await expect(english.getByText(/Do not drive after using cannabis/)).toBeVisible();
  const shop = english.getByRole('link', { name: /^Shop Purple \(Rest\) at Green Door/ });
  // {type} is the mind/body/balance answer (decisions.md).
  await expect(shop).toHaveAttribute('href', 'https://greendoor.example/menu?effect=rest&type=mind');
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('rel', 'noopener');

  for (const option of ['De vez en cuando (una vez al mes)', 'Más relajación', 'Aguas infusionadas', 'Cuerpo']) {
    // From the question's heading, where the quiz put focus (focused again: the English frame took it since).
    await spanish.locator('h2[tabindex="-1"]').focus();
    const target = spanish.getByRole('button', { name: option, exact: true });
    for (let step = 0; step < 6; step += 1) {
      if (await target.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.runFor(ANSWER_THROTTLE_MS);
  }
  await expect(spanish.getByRole('heading', { name: 'Tu color es Azul' })).toBeFocused();
  const compra = spanish.getByRole('link', { name: 'Compra Azul (Calm, Calma) en La Tienda' });
  await expect(compra).toHaveAttribute('href', 'https://tienda.example/calm');
  await expect(compra).toHaveAttribute('target', '_top');

  // No inner scrollbar at a phone, a small phone and a laptop width, on the result and on the first screen.
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoInnerScrollbar(page, 0, `English result at ${width} px`);
    await expectNoInnerScrollbar(page, 1, `Spanish result at ${width} px`);
  }
  await english.getByRole('button', { name: 'Reset quiz' }).click();
  await expect(english.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoInnerScrollbar(page, 0, `question 1 at ${width} px`);
  }

  // Counted fairly: nothing goes anywhere but the host and DYC, and the frame sets no cookie; without a store id in
  // the snippet, no count is sent.
  expect([...origins].sort()).toEqual([dycOrigin, HOST_ORIGIN].sort());
  expect(paths.filter((path) => path.startsWith('/api/v2/counts'))).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('keyboard and axe inside the frame: the first screen, a question and the result', async ({ page }) => {
  // Three full axe audits of a page with a frame: a minute or more on a busy 2-core machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHost(page, '/one');
  await waitForFrameHydration(page, 0);
  const frame = quizFrame(page, 0);
  const audit = async (state: string) => {
    await page.clock.resume();
    const results = await new AxeBuilder({ page })
      .include('iframe')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
      state,
    ).toEqual([]);
    // Paused again a minute ahead of the page's own clock (which the answers' clock steps move past the test's).
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 60_000);
  };
  await audit('age question');
  // Tab from the host page into the frame reaches its controls in order.
  await page.locator('body').focus();
  const yes = frame.getByRole('button', { name: 'Yes', exact: true });
  for (let step = 0; step < 8; step += 1) {
    if (await yes.evaluate((button) => button === document.activeElement && document.hasFocus())) break;
    await page.keyboard.press('Tab');
  }
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { name: 'What is your previous experience with cannabis?' })).toBeFocused();
  await audit('question 1');
  for (const option of ['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body']) {
    await answer(frame, page, option);
  }
  await expect(frame.getByRole('heading', { name: 'Your color is Blue' })).toBeFocused();
  await audit('result');
});

test('a javascript: shop template gives no link, and a warning names the attribute', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openHost(page, '/javascript');
  await waitForFrameHydration(page, 0);
  const frame = quizFrame(page, 0);
  expect(await page.locator('iframe').getAttribute('src')).not.toContain('javascript');
  await frame.getByRole('button', { name: 'Yes', exact: true }).click();
  for (const option of ['Daily', 'Better Sleep', 'Flower', 'Mind']) await answer(frame, page, option);
  await expect(frame.getByRole('heading', { name: 'Your color is Purple' })).toBeVisible();
  await expect(frame.getByRole('link', { name: /^Shop/ })).toHaveCount(0);
  await expect(frame.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(warnings.some((warning) => warning.includes('data-shop-url'))).toBe(true);
});

test('the counter card opens where the shopper is looking, however far down the host page the result is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openHost(page, '/one');
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await waitForFrameHydration(page, 0);
  const frame = quizFrame(page, 0);
  await frame.getByRole('button', { name: 'Yes', exact: true }).click();
  for (const option of ['Daily', 'Better Sleep', 'Flower', 'Mind']) await answer(frame, page, option);
  const open = frame.getByRole('button', { name: 'Show at the counter' });
  await open.scrollIntoViewIfNeeded();
  // The result's foot is in view, the frame's top far above the host's viewport.
  expect((await page.locator('iframe').boundingBox())!.y).toBeLessThan(0);
  await open.click();
  await page.clock.runFor(1000);
  const card = frame.getByRole('dialog');
  await expect(card).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const [what, part] of [
    ['Close', card.getByRole('button', { name: 'Close' })],
    ['the color', card.getByRole('heading').first()],
  ] as const) {
    await expect
      .poll(async () => {
        const box = (await part.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= viewport.height;
      }, `${what} inside the host's viewport`)
      .toBe(true);
  }
});

test('a container added after load gets its quiz', async ({ page }) => {
  await openHost(page, '/late');
  // An async script runs before the load event, which page.goto waits for: the loader is running now.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.evaluate(() => {
    const container = document.createElement('div');
    container.setAttribute('data-dyc-quiz', '');
    container.setAttribute('data-lang', 'es');
    document.querySelector('main')!.append(container);
  });
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(quizFrame(page, 0).getByRole('button', { name: 'Sí', exact: true })).toBeVisible();
});

test('every route but the embedded quiz refuses to be framed', async ({ page, baseURL }) => {
  const dycOrigin = new URL(baseURL!).origin;
  const refused: string[] = measuredRoutes.filter((route) => !isFramablePath(route.path)).map((route) => route.path);
  refused.push('/quiz/result/?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind', '/embed/nothing-here/', '/embed.js');
  await page.goto(`${HOST_ORIGIN}/late`);
  await page.evaluate(
    ({ origin, paths }) => {
      for (const path of paths) {
        const frame = document.createElement('iframe');
        frame.src = origin + path;
        frame.title = path;
        frame.name = path;
        document.body.append(frame);
      }
    },
    { origin: dycOrigin, paths: [...refused, '/embed/quiz/'] },
  );
  // A refused frame ends on the browser's error page ("refused to connect"); the embedded quiz loads.
  const refusedFrames = () =>
    page
      .frames()
      .filter((frame) => frame.url() === 'chrome-error://chromewebdata/')
      .map((frame) => frame.name())
      .sort();
  await expect.poll(refusedFrames).toEqual([...refused].sort());
  await expect(page.frameLocator('iframe[title="/embed/quiz/"]').getByRole('button', { name: 'Yes' })).toBeVisible();
});

test.describe('/operators/embed/', () => {
  test('the form checks the shop address live, writes the snippet and previews the real frame', async ({
    page,
    context,
  }) => {
    await page.goto('/operators/embed/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The quiz on your site');
    const shopUrl = page.getByLabel(/Shop address/);
    await page.getByLabel(/Store name/).fill('Green Door');
    await shopUrl.fill("javascript:alert('{color}')");
    await expect(page.getByText(/^Refused: the address must start with https:\/\//)).toBeVisible();
    await expect(shopUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-embed-snippet]')).not.toContainText('javascript');
    await shopUrl.fill(GREEN_DOOR);
    await expect(page.getByText(/^This address works/)).toBeVisible();
    await page.getByLabel('Language').selectOption('es');
    // The test build sets no DYC_SITE_URL: the snippet names the origin in the browser's own address bar.
    const snippet =
      `<div data-dyc-quiz data-store-name="Green Door" data-shop-url="${GREEN_DOOR.replace('&', '&amp;')}" data-lang="es"></div>\n` +
      `<script src="${new URL(page.url()).origin}/embed.js" async></script>`;
    await expect(page.locator('[data-embed-snippet]')).toHaveText(snippet);
    await expect(page.locator('[data-origin-note]')).toBeHidden();
    // What Copy puts on the clipboard is that snippet, with no blank left to fill in.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect(page.getByText('Copied.', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet);
    expect(copied).not.toMatch(/[[\]]/);
    const preview = page.locator('[data-embed-preview] iframe');
    await expect(preview).toHaveAttribute('title', 'Cuestionario DYC: encuentra tu color');
    // A lazy frame, below the counting section: it loads as the operator scrolls to it.
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.contentFrame().getByRole('button', { name: 'Sí', exact: true })).toBeVisible();
  });

  test('without JavaScript: the plain snippet and the rules, no form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/operators/embed/');
    await expect(page.locator('[data-embed-snippet]')).toContainText('<div data-dyc-quiz data-store-name=');
    await expect(page.locator('[data-embed-snippet]')).toContainText('/embed.js" async></script>');
    await expect(page.getByRole('heading', { name: 'The rules' })).toBeVisible();
    // No configured origin and no script to read the address bar: the page says what goes in the blank.
    await expect(page.locator('[data-embed-snippet]')).toContainText('https://[this site’s address]/embed.js');
    await expect(page.locator('[data-origin-note]')).toBeVisible();
    await expect(page.locator('[data-origin-note]')).toContainText('replace https://[this site’s address] with');
    await expect(page.getByLabel(/Shop address/)).toBeHidden();
    // Copying needs a script: without one there is no button that does nothing.
    await expect(page.getByRole('button', { name: 'Copy the snippet' })).toBeHidden();
    await context.close();
  });

  test('the shop address rule reads as an operator writes one: a whole example address and what it opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/operators/embed/');
    const rule = page.getByRole('listitem').filter({ hasText: /^data-shop-url/ });
    // No address cut off at "https://" and run into the next sentence ("https://.{color} becomes …").
    await expect(rule).not.toContainText(/https:\/\/\s*\./);
    const example = 'https://yourstore.com/?effect={color}';
    await expect(rule.locator('code').filter({ hasText: example })).toHaveText(example);
    await expect(rule.locator('code').filter({ hasText: 'effect=calm' })).toHaveText(
      'https://yourstore.com/?effect=calm',
    );
    // Each example stays inside the column at 320 px, breaking (if at all) before its query.
    for (const code of await rule.locator('code').filter({ hasText: 'https://' }).all()) {
      const box = (await code.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });

  test('at 320 px every line of code stays whole, scrolling sideways in its box with a visible cue', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/operators/embed/');
    for (const code of await page.locator('pre code').all()) {
      const shape = await code.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const drawnLines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const pre = element.parentElement!;
        const style = getComputedStyle(pre);
        return {
          drawnLines,
          lines: (element.textContent ?? '').split('\n').length,
          scrolls: pre.scrollWidth > pre.clientWidth && /auto|scroll/.test(style.overflowX),
          cue: style.maskImage !== 'none' || style.backgroundAttachment.includes('local'),
        };
      });
      expect(shape.drawnLines, 'no line of code wraps').toBe(shape.lines);
      expect(shape).toMatchObject({ scrolls: true, cue: true });
    }
  });

  test('the operators page links to it from the eCommerce channel and the closing checklist', async ({ page }) => {
    await page.goto('/operators/');
    await expect(page.getByRole('link', { name: 'your site', exact: true })).toHaveAttribute(
      'href',
      '/operators/embed/',
    );
    await expect(page.getByRole('link', { name: 'Embed the quiz' })).toHaveAttribute('href', '/operators/embed/');
  });
});

test.describe('a store counts its shoppers’ colors', () => {
  /** Answers for each color: 6 Rest with flower, 4 Calm with edibles, 2 Energize with disposables. */
  const QUIZZES = [
    ...Array<string[]>(6).fill(['Daily', 'Better Sleep', 'Flower', 'Mind']),
    ...Array<string[]>(4).fill(['Occasional (monthly)', 'More Relaxation', 'Edibles', 'Body']),
    ...Array<string[]>(2).fill(['First Time', 'More Creativity and Energy', 'Disposables', 'Balanced']),
  ];

  /** Joins in the builder as a store's manager does; answers the snippet and the private dashboard link. */
  async function join(page: Page, name: string): Promise<{ snippet: string; link: string }> {
    await page.goto('/operators/embed/');
    await page.getByLabel(/Store name/).fill(name);
    await page.getByLabel(/Shop address/).fill('https://greendoor.example/menu?effect={color}&form={form}');
    await page.getByRole('button', { name: 'Count my shoppers’ colors' }).click();
    const link = page.getByLabel('Your private dashboard link');
    // The private links name the same origin as the snippet: here the address bar's, as no DYC_SITE_URL is set.
    const origin = new URL(page.url()).origin;
    await expect(link).toHaveValue(new RegExp(`^${origin}/operators/shoppers/#store=[\\w-]{16}&key=[\\w-]{43}$`));
    await expect(page.getByLabel('Your quiz page on DYC')).toHaveValue(new RegExp(`^${origin}/s/[\\w-]{16}/$`));
    const snippet = page.locator('[data-embed-snippet]');
    await expect(snippet).toContainText('data-store-id="');
    return { snippet: (await snippet.textContent())!, link: await link.inputValue() };
  }

  test('a store that just joined is told how to get its first counts, and why small figures are hidden', async ({
    page,
  }) => {
    const store = await join(page, 'First Light');
    await page.goto(store.link);
    const first = page.getByRole('region', { name: 'Your first counts' });
    await expect(first).toContainText('fewer than 5');
    await expect(first).toContainText('so that no shopper can be picked out');
    await expect(first.getByRole('link', { name: 'the quiz on your site' })).toHaveAttribute(
      'href',
      '/operators/embed/',
    );
    await expect(first.getByRole('link', { name: 'your shop-floor kit' })).toHaveAttribute(
      'href',
      /^\/operators\/kit\/#store=[\w-]{16}$/,
    );
  });

  test('a dashboard opened by its link says it is opening the figures before its script, and nothing in view moves as they arrive', async ({
    page,
  }) => {
    const store = await join(page, 'Still Water');
    const storeId = /data-store-id="([\w-]{16})"/.exec(store.snippet)![1]!;
    // A day of quizzes in two colors, from this machine's address (within the counts' burst).
    for (const [color, form, times] of [
      ['purple', 'flower', 6],
      ['blue', 'edibles', 5],
    ] as const)
      for (let quiz = 0; quiz < times; quiz += 1) {
        const counted = await page.request.post('/api/v2/counts/', {
          data: { store: storeId, event: 'result', color, form, lang: 'en' },
        });
        expect(counted.status()).toBe(204);
      }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      // Every shift of something in view, from the first paint on, as Lighthouse and the field's CLS count them.
      await page.goto('about:blank');
      await page.addInitScript(() => {
        const state = window as unknown as { shifted: { value: number; nodes: string[] }[] };
        state.shifted = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[])
            if (!entry.hadRecentInput)
              state.shifted.push({
                value: entry.value,
                nodes: entry.sources.map(
                  (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '',
                ),
              });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(store.link);
      await expect(page.getByText(/^Still Water: 11 quiz results from /)).toBeVisible();
      await expect(page.locator('[data-shoppers-chart]')).toHaveAttribute('data-chart-values', '[5,6]');
      const shifted = await page.evaluate(
        () => (window as unknown as { shifted: { value: number; nodes: string[] }[] }).shifted,
      );
      // The date fields' own words change in place as the days fill them (under a ten-thousandth of the screen);
      // anything that moves, the footer pushed down by the figures or the form by its first contents, is over a
      // hundred times that. CLS as Lighthouse prints it: 0.000.
      const total = shifted.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `at ${width} px: ${JSON.stringify(shifted)}`).toBeLessThan(0.0005);
    }

    // Before its script has run, the page opened by a link says so, not that it needs the link.
    await page.route('**/_astro/**', (route) => route.abort());
    await page.route(`**${DASHBOARD_SCRIPT_PATH}`, (route) => route.abort());
    await page.goto('about:blank');
    await page.goto(store.link);
    await expect(page.getByText('Opening your store’s figures…')).toBeVisible();
    await expect(page.getByText(/^Open this page with the private dashboard link/)).toBeHidden();
    // Without the link, the page says what opens it.
    await page.goto('about:blank');
    await page.goto('/operators/shoppers/');
    await expect(page.getByText(/^Open this page with the private dashboard link/)).toBeVisible();
    await expect(page.getByText('Opening your store’s figures…')).toBeHidden();
  });

  test('joins in the builder, counts 12 quizzes on another site in 3 colors, and shows them on its dashboard and CSV only', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const store = await join(page, 'Green Door');
    const storeId = /data-store-id="([\w-]{16})"/.exec(store.snippet)![1]!;
    // The store's page, with the snippet as the builder wrote it and a listener for the quiz's events.
    pages['/green-door'] =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Green Door</title></head><body><main>` +
      `<h1>Green Door</h1>${store.snippet}<script>window.heard = [];` +
      `for (const name of ['dyc:result', 'dyc:shop-click']) document.addEventListener(name, (event) => ` +
      `window.heard.push([name, event.detail]));</script></main></body></html>`;
    const counted: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${new URL(baseURL!).origin}/api/v2/counts/`) counted.push(response.status());
    });

    await openHost(page, '/green-door');
    await waitForFrameHydration(page, 0);
    const frame = quizFrame(page, 0);
    await expect(frame.getByText('This store counts colors, not people.')).toBeVisible();
    await expect(frame.getByRole('link', { name: /What is counted/ })).toHaveAttribute(
      'href',
      '/privacy/#counting-for-stores',
    );
    await frame.getByRole('button', { name: 'Yes', exact: true }).click();
    // The store's menu is another site: a click on the shop link is heard and counted, and goes nowhere here.
    await frame
      .locator('body')
      .evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
    for (const [index, answers] of QUIZZES.entries()) {
      if (index > 0) {
        // The next shopper: one result per browser, store and day is counted, so each quiz is a new browser's.
        await frame.locator('body').evaluate(() => localStorage.removeItem('dycCountedDays'));
        await frame.getByRole('button', { name: 'Reset quiz' }).dispatchEvent('click');
      }
      // Pointer and keyboard paths are the other tests' (above): here each answer is a click event and a clock step.
      for (const option of answers) {
        await frame.getByRole('button', { name: option, exact: true }).dispatchEvent('click');
        await page.clock.runFor(ANSWER_THROTTLE_MS);
      }
      await expect(frame.getByRole('heading', { name: /^Your color is / })).toBeFocused();
      // Five of the Rest shoppers open the store's menu from the result.
      if (index < 5) {
        const shop = frame.getByRole('link', { name: /^Shop Purple \(Rest\) at Green Door/ });
        if (index === 0) {
          await expect(shop).toHaveAttribute('href', 'https://greendoor.example/menu?effect=rest&form=flower');
        }
        await shop.dispatchEvent('click');
      }
    }
    // 12 results and 5 shop clicks, each accepted once it is on disk.
    await expect.poll(() => counted).toEqual(Array(17).fill(204));
    // The host page heard every result and click.
    const heard = (await page.evaluate(() => (window as unknown as { heard: [string, object][] }).heard)) ?? [];
    expect(heard.filter(([name]) => name === 'dyc:result')).toHaveLength(12);
    expect(heard).toContainEqual(['dyc:shop-click', { color: 'purple' }]);
    expect(heard).toContainEqual(['dyc:result', { color: 'blue', form: 'edibles', lang: 'en' }]);

    // The dashboard: figures under 5 withheld, the same figures in the CSV.
    const dashboard = await context.newPage();
    await dashboard.goto(store.link);
    await expect(dashboard.getByText(/^Green Door: 12 quiz results from /)).toBeVisible();
    await expect(dashboard.getByText(/not verified/)).toBeVisible();
    const row = (section: string, label: string) =>
      dashboard.getByRole('region', { name: section }).getByRole('row', { name: label, exact: false });
    const expected: [string, string, string][] = [
      ['Your shoppers', 'Purple (Rest)', '6'],
      ['Your shoppers', 'Blue (Calm)', 'fewer than 5'],
      ['Your shoppers', 'Yellow (Energize)', 'fewer than 5'],
      ['Your shoppers', 'Green (Focus)', 'fewer than 5'],
      ['Product forms', 'Flower', '6'],
      ['Product forms', 'Edibles', 'fewer than 5'],
      ['Shop-link clicks per color', 'Purple (Rest)', '5'],
      ['Shop-link clicks per color', 'Blue (Calm)', 'fewer than 5'],
      ['Languages', 'English', '12'],
      ['Languages', 'Spanish', 'fewer than 5'],
    ];
    for (const [section, label, figure] of expected) {
      await expect(row(section, label).getByRole('cell')).toHaveText(figure);
    }
    await expect(dashboard.locator('[data-shoppers-chart]')).toHaveAttribute('data-chart-values', '[6,6]');
    await expect(dashboard.locator('[data-results-chart]')).toHaveAttribute('data-chart-values', /,12\]$/);
    const results = await new AxeBuilder({ page: dashboard })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const [download] = await Promise.all([
      dashboard.waitForEvent('download'),
      dashboard.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^green-door-quiz-results-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    const header = lines[1]!.split(',');
    const total = lines.at(-1)!.split(',');
    const cell = (column: string) => total[header.indexOf(column)];
    expect(total[0]).toMatch(/^Total /);
    expect(cell('Quiz results')).toBe('12');
    expect(cell('Results Purple (Rest)')).toBe('6');
    expect(cell('Results Blue (Calm)')).toBe('fewer than 5');
    expect(cell('Results Flower')).toBe('6');
    expect(cell('Shop clicks Purple (Rest)')).toBe('5');
    expect(cell('Results in English')).toBe('12');
    expect(lines.at(-2)!.split(',').slice(0, 2)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '12']);

    // A second store's link does not open the first store's figures, by the page or by the API.
    const second = await join(page, 'La Tienda');
    const secondKey = new URL(second.link).hash.match(/key=([\w-]{43})/)![1]!;
    await dashboard.goto('about:blank');
    await dashboard.goto(`/operators/shoppers/#store=${storeId}&key=${secondKey}`);
    await expect(dashboard.getByText(/^This link does not open a dashboard/)).toBeVisible();
    await expect(dashboard.getByText(/Green Door/)).toHaveCount(0);
    const crossed = await page.request.get('/api/v2/stores/figures/', {
      headers: { Authorization: `Bearer ${storeId}.${secondKey}` },
    });
    expect(crossed.status()).toBe(401);
    expect(await crossed.text()).not.toContain('Green Door');

    // "Make a new link" takes the current link and retires it.
    await page.getByLabel('Your current dashboard link').fill(second.link);
    await page.getByRole('button', { name: 'Make a new link' }).click();
    const renewed = page.getByLabel(/Your new dashboard link/);
    await expect(renewed).toHaveValue(/#store=[\w-]{16}&key=[\w-]{43}$/);
    const figuresWith = (link: string) =>
      page.request.get('/api/v2/stores/figures/', {
        headers: { Authorization: `Bearer ${/store=([\w-]+)&key=([\w-]+)/.exec(link)!.slice(1).join('.')}` },
      });
    expect((await figuresWith(second.link)).status()).toBe(401);
    expect((await figuresWith(await renewed.inputValue())).status()).toBe(200);
  });
});
