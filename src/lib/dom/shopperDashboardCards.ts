/**
 * The shoppers dashboard's cards, drawn from a store's figures by the page's own script (shopperDashboard.ts): the
 * line of results per day with its table, the "your shoppers" pie with its table, a table per count, the first
 * counts' steps, the store's quiz page on DYC and its dashboard link. Every picture has its words: a label, and the
 * same figures in a table. The class names are the page's CSS module's (ShopperDashboard.module.css).
 */
import { LOCALES } from '../../i18n/locales.ts';
import { pieLayout, pieSvgElement, type PieDrawing, type PieLayout } from '../charts/pieSvgElement.ts';
import { KIT_PATH } from '../kit/kitPieces.ts';
import { PRODUCT_TYPES, RESULT_COLORS } from '../quiz/schema.ts';
import { COUNT_SOURCES } from '../stores/countSources.ts';
import {
  lineGeometry,
  resultsLine,
  resultsLineLabel,
  shopperPieLabel,
  shopperSlices,
} from '../stores/dashboardData.ts';
import {
  colorLabel,
  figureText,
  FORM_LABEL,
  LANGUAGE_LABEL,
  periodLabel,
  SOURCE_LABEL,
} from '../stores/dashboardWords.ts';
import type { Figure, StoreFigures } from '../stores/figures.ts';
import { storePagePath } from '../stores/storePage.ts';
import { html, svg } from './element.ts';

export type DashboardClasses = Readonly<Record<string, string>>;

/** The class attribute for these names of the page's CSS module. */
function classNames(classes: DashboardClasses, ...names: string[]): string {
  return names.map((name) => classes[name] ?? '').join(' ');
}

/** A card: a section named by its heading. */
function card(classes: DashboardClasses, id: string, heading: string, names: string[], ...children: Node[]) {
  return html(
    'section',
    { class: classNames(classes, 'card', ...names), 'aria-labelledby': id },
    html('h2', { id }, heading),
    ...children,
  );
}

function figureTable<Key extends string>(
  classes: DashboardClasses,
  caption: string,
  keys: readonly Key[],
  label: (key: Key) => string,
  values: Record<Key, Figure>,
): HTMLTableElement {
  return html(
    'table',
    { class: classes.table },
    html('caption', { class: 'visually-hidden' }, caption),
    html(
      'tbody',
      {},
      ...keys.map((key) =>
        html('tr', {}, html('th', { scope: 'row' }, label(key)), html('td', {}, figureText(values[key]))),
      ),
    ),
  );
}

const LINE = { width: 600, height: 200, inset: 8 } as const;

/**
 * Quiz results per day as a line: a day under 5 a gap. The picture is one image with a text alternative; its scale
 * and first and last days are HTML beside it, and every day's figure stands in the table below it.
 */
function resultsLineChart(classes: DashboardClasses, figures: StoreFigures): HTMLElement {
  const { labels, values } = resultsLine(figures);
  const { maximum, paths, dots } = lineGeometry(values, LINE.width, LINE.height, LINE.inset);
  const drawn = (d: string, name: string) =>
    svg('path', { d, class: classes[name], 'vector-effect': 'non-scaling-stroke' });
  return html(
    'div',
    { class: classes.line },
    html(
      'div',
      { class: classes.scale, 'aria-hidden': 'true' },
      ...[maximum, maximum / 2, 0].map((tick) => html('span', {}, String(tick))),
    ),
    svg(
      'svg',
      {
        viewBox: `0 0 ${LINE.width} ${LINE.height}`,
        preserveAspectRatio: 'none',
        role: 'img',
        'aria-label': resultsLineLabel(figures),
        class: classes.lineSvg,
        'data-results-chart': true,
        'data-chart-values': JSON.stringify(values),
      },
      ...[0, 0.5, 1].map((share) => {
        const y = LINE.inset + (LINE.height - 2 * LINE.inset) * share;
        return svg('line', {
          x1: 0,
          x2: LINE.width,
          y1: y,
          y2: y,
          class: classes.gridLines,
          'vector-effect': 'non-scaling-stroke',
        });
      }),
      ...paths.map((path) => drawn(path, 'path')),
      ...dots.map((dot) => drawn(dot, 'dot')),
    ),
    html(
      'div',
      { class: classes.days, 'aria-hidden': 'true' },
      html('span', {}, labels[0] ?? ''),
      html('span', {}, labels.at(-1) ?? ''),
    ),
  );
}

/** The figures' grid, empty: its cards (figureCards) are drawn into it one by one. */
export function figuresGrid(classes: DashboardClasses): HTMLElement {
  return html('div', { class: classes.grid });
}

/**
 * A step of drawing the figures, run in a task of its own: it answers a card to lay out, or nothing when it readies
 * or fills in a part of one (where the pie's words go, measured before its card is made; the pie's picture, drawn
 * into its card's box, already laid out at its size; the rows of the days' table, which stands folded).
 */
export type FigureStep = () => HTMLElement | undefined;

/**
 * The figures' steps, each run when it is called: the line first and full width, then a card per count. The
 * dashboard runs one a frame, so that no task both makes a card's heavier parts and lays the card out.
 */
export function figureCards(classes: DashboardClasses, figures: StoreFigures): FigureStep[] {
  const slices = shopperSlices(figures);
  const days = html('tbody');
  // The operators pie; its figures stand in the table beside it.
  const pieDrawing: PieDrawing = {
    values: slices.map((slice) => slice.value),
    fills: slices.map((slice) => slice.color),
    // The grey slice's words say what it holds, never a figure: its colors each had fewer than 5.
    labels: slices.map((slice) => (slice.id === 'withheld' ? [slice.label] : [slice.label, figureText(slice.value)])),
    label: shopperPieLabel(figures),
    nominalPx: 256,
    attributes: { 'data-shoppers-chart': '' },
  };
  let pieFirst: PieLayout | undefined;
  let pieBox: HTMLElement | undefined;
  return [
    () =>
      card(
        classes,
        'results-heading',
        'Quiz results per day',
        ['wide'],
        resultsLineChart(classes, figures),
        html(
          'details',
          {},
          html('summary', {}, 'The figures per day'),
          html(
            'table',
            { class: classes.table, 'data-periods-table': true },
            html('caption', { class: 'visually-hidden' }, 'Quiz results per period'),
            html(
              'thead',
              {},
              html('tr', {}, html('th', { scope: 'col' }, 'Day'), html('th', { scope: 'col' }, 'Quiz results')),
            ),
            days,
          ),
        ),
      ),
    () => {
      days.append(
        ...figures.periods.map((period) =>
          html(
            'tr',
            {},
            html('th', { scope: 'row' }, periodLabel(period.period)),
            html('td', {}, figureText(period.results)),
          ),
        ),
      );
      return undefined;
    },
    // Where the pie's words go (measured) in a task before its card; the card with the pie's box held empty, at its
    // size; then the picture in the box, laid out in a frame of its own.
    () => {
      if (slices.length > 0) pieFirst = pieLayout(pieDrawing, pieDrawing.nominalPx);
      return undefined;
    },
    () => {
      if (pieFirst) pieBox = html('div', { class: classes.pieBox });
      return card(
        classes,
        'colors-heading',
        'Your shoppers',
        [],
        pieBox ?? html('p', {}, 'Fewer than 5 quiz results in these days: no color mix to show yet.'),
        figureTable(classes, 'Quiz results by color', RESULT_COLORS, colorLabel, figures.totals.colors),
      );
    },
    () => {
      if (pieBox && pieFirst) pieBox.append(pieSvgElement(pieDrawing, pieFirst));
      return undefined;
    },
    () =>
      card(
        classes,
        'forms-heading',
        'Product forms',
        [],
        figureTable(
          classes,
          'Quiz results by product form',
          PRODUCT_TYPES,
          (form) => FORM_LABEL[form],
          figures.totals.forms,
        ),
      ),
    () =>
      card(
        classes,
        'clicks-heading',
        'Shop-link clicks per color',
        [],
        figureTable(classes, 'Clicks on your shop link by color', RESULT_COLORS, colorLabel, figures.totals.shopClicks),
      ),
    () =>
      card(
        classes,
        'sources-heading',
        'Where the quiz ran',
        [],
        figureTable(
          classes,
          'Quiz results by where the quiz ran: your site, your page on DYC, or a printed piece’s QR code',
          COUNT_SOURCES,
          (source) => SOURCE_LABEL[source],
          figures.totals.sources,
        ),
      ),
    () =>
      card(
        classes,
        'languages-heading',
        'Languages',
        [],
        figureTable(
          classes,
          'Quiz results by language',
          LOCALES,
          (locale) => LANGUAGE_LABEL[locale],
          figures.totals.languages,
        ),
      ),
  ];
}

/**
 * Shown while the period holds fewer than 5 results (a store that just joined sees only "fewer than 5"): what to
 * do to get the first counts, and why small figures are never shown.
 */
export function firstCountsCard(classes: DashboardClasses, storeId: string, pageOn: boolean): HTMLElement {
  return card(
    classes,
    'first-counts-heading',
    'Your first counts',
    ['firstCounts'],
    html(
      'p',
      {},
      'This period has fewer than 5 quiz results, so there is nothing to show yet: any figure under 5 is shown as ' +
        '“fewer than 5”, so that no shopper can be picked out. The figures appear once 5 or more shoppers see a result.',
    ),
    html(
      'ol',
      {},
      html(
        'li',
        {},
        'Put the quiz on your site with the snippet from ',
        html('a', { href: '/operators/embed/' }, 'the quiz on your site'),
        ', with your store’s id in it (',
        html('code', {}, `data-store-id="${storeId}"`),
        '): only that snippet counts for you.',
      ),
      html(
        'li',
        {},
        `${pageOn ? 'Share' : 'Turn on, then share'} your quiz page on DYC (below), and put its QR codes on your shop floor with `,
        html('a', { href: `${KIT_PATH}#store=${storeId}` }, 'your shop-floor kit'),
        '.',
      ),
      html(
        'li',
        {},
        'Come back here: each shopper’s result is counted once a day, by color, product form and language.',
      ),
    ),
  );
}

/** The store's quiz page on DYC: its two addresses, whether it is on, its switch and the kit that leads to it. */
export function storePageCard(
  classes: DashboardClasses,
  storeId: string,
  origin: string,
): { card: HTMLElement; status: HTMLElement; button: HTMLButtonElement } {
  const status = html('div', { role: 'status' });
  const button = html('button', { type: 'button', class: 'button is-secondary' });
  return {
    status,
    button,
    card: card(
      classes,
      'store-page-heading',
      'Your quiz page on DYC',
      [],
      html(
        'p',
        {},
        'Shoppers can also take the quiz on your own page here, in English or Spanish: it ends on your shop link and ' +
          'is counted on this dashboard, apart from the quiz on your site. Your shop-floor kit’s QR codes lead to it.',
      ),
      html(
        'ul',
        { class: classes.pageLinks },
        ...(['en', 'es'] as const).map((locale) =>
          html(
            'li',
            {},
            `${LANGUAGE_LABEL[locale]}: `,
            html(
              'a',
              { href: storePagePath(storeId, locale) },
              html('code', { class: classes.link }, `${origin}${storePagePath(storeId, locale)}`),
            ),
          ),
        ),
      ),
      status,
      button,
      html(
        'p',
        {},
        html('a', { href: `${KIT_PATH}#store=${storeId}` }, 'Make your shop-floor kit'),
        ' with your name, license number and QR codes that lead to this page.',
      ),
    ),
  };
}

/** The dashboard link's card: a new link replaces this one, which stops working at once. */
export function dashboardLinkCard(classes: DashboardClasses): {
  card: HTMLElement;
  status: HTMLElement;
  button: HTMLButtonElement;
} {
  const status = html('div', { role: 'status' });
  const button = html('button', { type: 'button', class: 'button is-secondary' }, 'Make a new link');
  return {
    status,
    button,
    card: card(
      classes,
      'dashboard-link-heading',
      'Your dashboard link',
      [],
      html(
        'p',
        {},
        'If this link has been shared with someone who should not see your figures, make a new one: it replaces this ' +
          'one, which stops working at once.',
      ),
      button,
      status,
    ),
  };
}
