/**
 * A store's dashboard (/operators/shoppers/, src/components/operators/ShopperDashboard.astro), opened by its private
 * link: this script reads the key from the fragment, sends it in a header (never in an address), and draws the
 * figures the server sends, every value under 5 withheld, as charts with their tables; it writes the CSV from the
 * same figures. Framework-free: it runs as the page loads, and no framework's runtime has to be evaluated before the
 * store's figures can be drawn (the React island it replaces made the longest task of the page's load).
 */
import { prepareLabelMeasure } from '../charts/textWidth.ts';
import { fetchFigures, fetchNewKey, switchStorePage, type FiguresOutcome } from '../stores/dashboardData.ts';
import { figureText, periodLabel } from '../stores/dashboardWords.ts';
import { readRange, utcDay } from '../stores/days.ts';
import type { StoreFigures } from '../stores/figures.ts';
import { csvFileName, figuresCsv } from '../stores/figuresCsv.ts';
import { dashboardLink, readDashboardFragment, type DashboardCredential } from '../stores/storeApi.ts';
import { html } from './element.ts';
import {
  dashboardLinkCard,
  figureCards,
  figuresGrid,
  firstCountsCard,
  storePageCard,
  type DashboardClasses,
} from './shopperDashboardCards.ts';
import { afterNextPaint } from './yieldToMain.ts';

export const FAILURE_TEXT = {
  link: 'This link does not open a dashboard. It may have been replaced by a new one: use the newest link you made.',
  range: 'Choose a start and an end day, the start first, ending no later than today, at most three years apart.',
  unavailable: 'The figures cannot be read right now. Please try again in a few minutes.',
} as const;

const PAGE_ON_TEXT = 'Your quiz page is on.';
const PAGE_OFF_TEXT =
  'Your quiz page is off: both addresses answer “page not found”, and your printed codes lead there too until you turn it on again.';

/**
 * Reads the link in the address's fragment and draws the store's figures in `root` (the server's HTML: the date
 * form, the status line); resolves once the first figures, or the reason there are none, are shown. A page opened
 * without a link keeps the server's words that say what opens it.
 */
export async function openShopperDashboard(
  root: HTMLElement,
  classes: DashboardClasses,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  let credential: DashboardCredential | null = readDashboardFragment(window.location.hash);
  const form = root.querySelector<HTMLFormElement>('[data-dashboard-range]');
  const status = root.querySelector<HTMLElement>('[data-dashboard-status]');
  const csvButton = root.querySelector<HTMLButtonElement>('[data-dashboard-csv]');
  if (!credential || !form || !status || !csvButton) return;
  const input = (name: 'from' | 'to') => form.elements.namedItem(name) as HTMLInputElement;
  const setRange = (range: { from: string; to: string }) => {
    input('from').value = range.from;
    input('to').value = range.to;
  };
  const say = (...lines: HTMLElement[]) => status.replaceChildren(...lines);

  let figures: StoreFigures | null = null;
  /** What stands after the status line: the cards of the figures shown, or the link's card alone. */
  let shown: HTMLElement[] = [];
  const linkCard = dashboardLinkCard(classes);

  /** The last request's number: an answer to an earlier one, still on its way when another was sent, is dropped. */
  let asked = 0;

  function showAfterStatus(elements: HTMLElement[]) {
    for (const element of shown) element.remove();
    shown = elements;
    root.append(...elements);
  }

  function ask(range: { from: string; to: string } | null) {
    const request = ++asked;
    figures = null;
    csvButton!.hidden = true;
    showAfterStatus([]);
    say(html('p', {}, 'Loading your figures…'));
    return fetchFigures(credential!, range, fetcher).then((outcome) => show(outcome, request));
  }

  async function show(outcome: FiguresOutcome, request: number) {
    if (request !== asked) return;
    if (!outcome.ok) {
      say(html('p', { class: classes.message }, FAILURE_TEXT[outcome.reason]));
      showAfterStatus([linkCard.card]);
      return;
    }
    figures = outcome.figures;
    setRange({ from: figures.from, to: figures.to });
    csvButton!.hidden = false;
    say(
      html(
        'p',
        {},
        `${figures.storeName}: ${figureText(figures.totals.results)} quiz results from ${periodLabel(figures.from)} ` +
          `to ${periodLabel(figures.to)} (UTC days).`,
      ),
    );
    // The words first, then the figures' steps one a frame, each card laid out in a frame of its own: none of them
    // is a long task on a slow phone, as drawing them all at once was.
    const grid = figuresGrid(classes);
    const [firstCounts, page] = storeCards(credential!, figures);
    showAfterStatus([...(firstCounts ? [firstCounts] : []), grid]);
    for (const step of figureCards(classes, figures)) {
      await afterNextPaint();
      if (request !== asked) return;
      const made = step();
      if (made) grid.append(made);
    }
    // After the figures, never pushed down by them; each in a frame of its own, as these cards are laid out whole
    // wherever they stand (they hold controls, content-visibility leaves them alone).
    for (const after of [page, linkCard.card]) {
      await afterNextPaint();
      if (request !== asked) return;
      shown.push(after);
      root.append(after);
    }
  }

  /** The first counts' steps (for a period under 5 results) and the store's quiz page, with its switch. */
  function storeCards(current: DashboardCredential, shownFigures: StoreFigures): [HTMLElement | null, HTMLElement] {
    const page = storePageCard(classes, current.storeId, window.location.origin);
    let firstCounts =
      shownFigures.totals.results === null ? firstCountsCard(classes, current.storeId, shownFigures.pageOn) : null;
    const showPage = (on: boolean, failed: boolean) => {
      page.status.replaceChildren(
        html('p', {}, on ? PAGE_ON_TEXT : PAGE_OFF_TEXT),
        ...(failed ? [html('p', {}, FAILURE_TEXT.unavailable)] : []),
      );
      page.button.textContent = on ? 'Turn my quiz page off' : 'Turn my quiz page on';
    };
    showPage(shownFigures.pageOn, false);
    page.button.addEventListener('click', async () => {
      if (!figures || !credential) return;
      page.button.disabled = true;
      const switched = await switchStorePage(credential, !figures.pageOn, fetcher);
      page.button.disabled = false;
      if (!switched.ok) return showPage(figures.pageOn, true);
      figures = { ...figures, pageOn: switched.on };
      showPage(switched.on, false);
      if (firstCounts) {
        const next = firstCountsCard(classes, credential.storeId, switched.on);
        firstCounts.replaceWith(next);
        shown[shown.indexOf(firstCounts)] = next;
        firstCounts = next;
      }
    });
    return [firstCounts, page.card];
  }

  linkCard.button.addEventListener('click', async () => {
    if (!credential) return;
    linkCard.button.disabled = true;
    linkCard.status.replaceChildren();
    const made = await fetchNewKey(credential, fetcher);
    linkCard.button.disabled = false;
    if (!made.ok) return linkCard.status.replaceChildren(html('p', {}, FAILURE_TEXT.link));
    credential = { storeId: credential.storeId, key: made.key };
    const link = dashboardLink(window.location.origin, credential);
    // The address bar holds the new link from now on: the old one opens nothing any more.
    window.history.replaceState(null, '', link);
    linkCard.status.replaceChildren(
      html(
        'p',
        {},
        'Your new link, shown this once (it is also in the address bar now; bookmark it): ',
        html('code', { class: classes.link }, link),
      ),
    );
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!credential) return;
    void ask({ from: input('from').value, to: input('to').value });
  });

  csvButton.addEventListener('click', () => {
    if (!figures) return;
    const url = URL.createObjectURL(new Blob([figuresCsv(figures)], { type: 'text/csv;charset=utf-8' }));
    const link = html('a', { href: url, download: csvFileName(figures) });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  // The last 30 days first, as soon as the link is read; while they are on their way, the pie's label measure is
  // readied (its first words resolve the font, the longest step of drawing a pie).
  setRange(readRange(new URLSearchParams(), utcDay(Date.now()))!);
  const first = ask(null);
  void prepareLabelMeasure();
  await first;
}
