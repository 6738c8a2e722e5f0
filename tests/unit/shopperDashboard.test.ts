// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShopperDashboard } from '../../src/lib/dom/shopperDashboard.ts';
import { readRange, utcDay } from '../../src/lib/stores/days.ts';
import type { FigureSet, StoreFigures } from '../../src/lib/stores/figures.ts';
import { STORE_API_PATHS } from '../../src/lib/stores/storeApi.ts';

const STORE = 'AbCdEfGhIjKlMnOp';
const KEY = 'k'.repeat(43);
const NEW_KEY = 'n'.repeat(43);
/** Each class named as itself, as a CSS module's map would name it. */
const classes = new Proxy({} as Record<string, string>, { get: (_target, name) => String(name) });

function figureSet(results: number | null, purple: number | null, blue: number | null): FigureSet {
  return {
    results,
    colors: { yellow: null, green: null, blue, purple },
    forms: { disposables: null, edibles: null, flower: results, 'infused waters': null },
    languages: { en: results, es: null },
    sources: { embed: results, page: null, poster: null, placards: null, 'pocket-card': null, 'budtender-card': null },
    shopClicks: { yellow: null, green: null, blue: null, purple: null },
  };
}

function storeFigures(results: number | null, pageOn = true): StoreFigures {
  const purple = results === null ? null : 6;
  const blue = results === null ? null : results - 6;
  return {
    storeName: 'Green Door',
    from: '2026-10-31',
    to: '2026-11-29',
    dailyFrom: '2025-10-01',
    pageOn,
    totals: figureSet(results, purple, blue),
    periods: [
      { period: '2026-11-28', ...figureSet(null, null, null) },
      { period: '2026-11-29', ...figureSet(results, purple, blue) },
    ],
  };
}

/** The page's server HTML around the dashboard (src/components/operators/ShopperDashboard.astro). */
function serverHtml(): HTMLElement {
  document.body.innerHTML = `
    <div data-shopper-dashboard>
      <p data-dashboard-unlinked>Open this page with the private dashboard link…</p>
      <form data-dashboard-range aria-label="Date range">
        <label>From <input type="date" name="from" required /></label>
        <label>To <input type="date" name="to" required /></label>
        <button type="submit">Show these days</button>
        <button type="button" data-dashboard-csv hidden>Download CSV</button>
      </form>
      <div role="status" data-dashboard-status><p>Opening your store’s figures…</p></div>
    </div>`;
  return document.querySelector<HTMLElement>('[data-shopper-dashboard]')!;
}

type Answer = { status: number; body?: unknown };
/** A store API that answers each path in turn from its list, and records what it was asked. */
function storeApi(answers: Record<string, Answer[]>) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    const answer = answers[url.split('?')[0]!]!.shift()!;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetcher: fetcher as unknown as typeof fetch, asked };
}

const statusText = () => document.querySelector('[data-dashboard-status]')!.textContent!.trim();
const region = (name: string) =>
  [...document.querySelectorAll('section[aria-labelledby]')].find(
    (section) => document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent === name,
  );
const rows = (name: string) =>
  [...region(name)!.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent!.trim()),
  );
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent!.trim() === name)!;

beforeEach(() => {
  history.replaceState(null, '', `/operators/shoppers/#store=${STORE}&key=${KEY}`);
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the shoppers dashboard without a framework', () => {
  it('opened by its link, asks for the last 30 days with the key in a header and draws the figures, line and pie', async () => {
    const root = serverHtml();
    const { fetcher, asked } = storeApi({ [STORE_API_PATHS.figures]: [{ status: 200, body: storeFigures(11) }] });
    await openShopperDashboard(root, classes, fetcher);

    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(STORE_API_PATHS.figures);
    expect(new Headers(asked[0]!.init?.headers).get('Authorization')).toBe(`Bearer ${STORE}.${KEY}`);
    expect(statusText()).toMatch(/^Green Door: 11 quiz results from .+ to .+ \(UTC days\)\.$/);
    expect(rows('Your shoppers')).toEqual([
      ['Yellow (Energize)', 'fewer than 5'],
      ['Green (Focus)', 'fewer than 5'],
      ['Blue (Calm)', '5'],
      ['Purple (Rest)', '6'],
    ]);
    expect(rows('Languages')).toEqual([
      ['English', '11'],
      ['Spanish', 'fewer than 5'],
    ]);
    const pie = document.querySelector('[data-shoppers-chart]')!;
    expect(pie.getAttribute('data-chart-values')).toBe('[5,6]');
    expect(pie.getAttribute('role')).toBe('img');
    expect(pie.querySelectorAll('path')).toHaveLength(2);
    expect(document.querySelector('[data-results-chart]')!.getAttribute('data-chart-values')).toBe('[null,11]');
    expect(rows('Quiz results per day')).toHaveLength(2);
    // The days the figures are for stand in the form, and the CSV of them can be downloaded.
    const form = document.querySelector('form')!;
    expect(
      [form.elements.namedItem('from'), form.elements.namedItem('to')].map(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toEqual(['2026-10-31', '2026-11-29']);
    expect(button('Download CSV').hidden).toBe(false);
    expect(region('Your dashboard link')).toBeDefined();
    expect(region('Your first counts')).toBeUndefined();
    const pageLinks = [...region('Your quiz page on DYC')!.querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(pageLinks).toEqual([`/s/${STORE}/`, `/es/s/${STORE}/`, `/operators/kit/#store=${STORE}`]);
  });

  it('fills the form with the days it asks for before the figures arrive', async () => {
    const root = serverHtml();
    const { fetcher } = storeApi({ [STORE_API_PATHS.figures]: [{ status: 200, body: storeFigures(11) }] });
    const opened = openShopperDashboard(root, classes, fetcher);
    const expected = readRange(new URLSearchParams(), utcDay(Date.now()))!;
    const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name=${name}]`)!.value;
    expect([input('from'), input('to')]).toEqual([expected.from, expected.to]);
    expect(statusText()).toBe('Loading your figures…');
    await opened;
  });

  it('opened without a link, asks for nothing and keeps the words that say what opens it', async () => {
    history.replaceState(null, '', '/operators/shoppers/');
    const root = serverHtml();
    const { fetcher } = storeApi({});
    await openShopperDashboard(root, classes, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(document.querySelector('[data-dashboard-unlinked]')).not.toBeNull();
    expect(statusText()).toBe('Opening your store’s figures…');
  });

  it('says a link that opens no dashboard does not, shows no figures, and still offers a new link', async () => {
    const root = serverHtml();
    const { fetcher } = storeApi({ [STORE_API_PATHS.figures]: [{ status: 401 }] });
    await openShopperDashboard(root, classes, fetcher);
    expect(statusText()).toMatch(/^This link does not open a dashboard/);
    expect(document.querySelector('[data-shoppers-chart]')).toBeNull();
    expect(button('Download CSV').hidden).toBe(true);
    expect(region('Your dashboard link')).toBeDefined();
  });

  it('tells a store under 5 results how to get its first counts, and draws no pie', async () => {
    const root = serverHtml();
    const { fetcher } = storeApi({ [STORE_API_PATHS.figures]: [{ status: 200, body: storeFigures(null, false) }] });
    await openShopperDashboard(root, classes, fetcher);
    expect(region('Your first counts')!.textContent).toContain('Turn on, then share');
    expect(document.querySelector('[data-shoppers-chart]')).toBeNull();
    expect(region('Your shoppers')!.textContent).toContain('no color mix to show yet');
  });

  it('asks for the days chosen in the form, and shows them in place of the others', async () => {
    const root = serverHtml();
    const { fetcher, asked } = storeApi({
      [STORE_API_PATHS.figures]: [
        { status: 200, body: storeFigures(11) },
        { status: 200, body: { ...storeFigures(12), from: '2026-11-01' } },
      ],
    });
    await openShopperDashboard(root, classes, fetcher);
    root.querySelector<HTMLInputElement>('input[name=from]')!.value = '2026-11-01';
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(statusText()).toBe('Loading your figures…');
    expect(document.querySelector('[data-shoppers-chart]')).toBeNull();
    await vi.waitFor(() => expect(statusText()).toMatch(/^Green Door: 12 quiz results/));
    await vi.waitFor(() => expect(document.querySelector('#dashboard-link-heading')).not.toBeNull());
    expect(asked[1]!.url).toBe(`${STORE_API_PATHS.figures}?from=2026-11-01&to=2026-11-29`);
    expect(document.querySelectorAll('[data-shoppers-chart]')).toHaveLength(1);
  });

  it('shows only the days asked for last when a second range is sent before the first is answered', async () => {
    const root = serverHtml();
    const { fetcher } = storeApi({
      [STORE_API_PATHS.figures]: [
        { status: 200, body: storeFigures(11) },
        { status: 200, body: storeFigures(12) },
        { status: 200, body: storeFigures(13) },
      ],
    });
    await openShopperDashboard(root, classes, fetcher);
    const form = root.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(statusText()).toMatch(/^Green Door: 13 quiz results/));
    // The last answer's cards, drawn after its words, the link's card last: the first answer's were never drawn.
    await vi.waitFor(() => expect(document.querySelector('#dashboard-link-heading')).not.toBeNull());
    expect(document.querySelectorAll('[data-shoppers-chart]')).toHaveLength(1);
    expect(document.querySelectorAll('#dashboard-link-heading')).toHaveLength(1);
  });

  it('makes a new link that replaces the one in the address bar, and uses it from then on', async () => {
    const root = serverHtml();
    const { fetcher, asked } = storeApi({
      [STORE_API_PATHS.figures]: [{ status: 200, body: storeFigures(11) }],
      [STORE_API_PATHS.newKey]: [{ status: 200, body: { dashboardKey: NEW_KEY } }],
      [STORE_API_PATHS.page]: [{ status: 200, body: { on: false } }],
    });
    await openShopperDashboard(root, classes, fetcher);
    button('Make a new link').click();
    await vi.waitFor(() =>
      expect(region('Your dashboard link')!.textContent).toContain('Your new link, shown this once'),
    );
    expect(location.hash).toBe(`#store=${STORE}&key=${NEW_KEY}`);
    expect(region('Your dashboard link')!.querySelector('code')!.textContent).toBe(location.href);

    button('Turn my quiz page off').click();
    await vi.waitFor(() => expect(region('Your quiz page on DYC')!.textContent).toContain('Your quiz page is off'));
    expect(new Headers(asked.at(-1)!.init?.headers).get('Authorization')).toBe(`Bearer ${STORE}.${NEW_KEY}`);
    expect(button('Turn my quiz page on')).toBeDefined();
  });

  it('says a switch of the quiz page that failed, and keeps the page as it was', async () => {
    const root = serverHtml();
    const { fetcher } = storeApi({
      [STORE_API_PATHS.figures]: [{ status: 200, body: storeFigures(11) }],
      [STORE_API_PATHS.page]: [{ status: 503 }],
    });
    await openShopperDashboard(root, classes, fetcher);
    button('Turn my quiz page off').click();
    await vi.waitFor(() => expect(region('Your quiz page on DYC')!.textContent).toContain('cannot be read right now'));
    expect(region('Your quiz page on DYC')!.textContent).toContain('Your quiz page is on.');
    expect(button('Turn my quiz page off').disabled).toBe(false);
  });
});
