import { startTransition, useEffect, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { LOCALES } from '../../i18n/locales.ts';
import { PRODUCT_TYPES, RESULT_COLORS } from '../../lib/quiz/schema.ts';
import {
  fetchFigures,
  fetchNewKey,
  resultsLine,
  resultsLineLabel,
  shopperPieLabel,
  shopperSlices,
  switchStorePage,
  type FiguresOutcome,
} from '../../lib/stores/dashboardData.ts';
import {
  colorLabel,
  figureText,
  FORM_LABEL,
  LANGUAGE_LABEL,
  periodLabel,
  SOURCE_LABEL,
} from '../../lib/stores/dashboardWords.ts';
import { COUNT_SOURCES } from '../../lib/stores/countSources.ts';
import { storePagePath } from '../../lib/stores/storePage.ts';
import { readRange, utcDay } from '../../lib/stores/days.ts';
import { KIT_PATH } from '../../lib/kit/kitPieces.ts';
import type { Figure, StoreFigures } from '../../lib/stores/figures.ts';
import { csvFileName, figuresCsv } from '../../lib/stores/figuresCsv.ts';
import { dashboardLink, readDashboardFragment, type DashboardCredential } from '../../lib/stores/storeApi.ts';
import ResultsLine from './ResultsLine.tsx';
import PieSvg, { prepareLabelMeasure } from '../inventoryChart/PieSvg.tsx';
import { useEnhanced } from '../shared/useEnhanced.ts';
import { noSubscription } from '../shared/noSubscription.ts';
import { PIE_LABEL } from '../../lib/charts/pieGeometry.ts';
import styles from './ShopperDashboard.module.css';

type View =
  | { state: 'loading' }
  | { state: 'failed'; reason: Exclude<FiguresOutcome, { ok: true }>['reason'] }
  | { state: 'ready'; figures: StoreFigures };

const FAILURE_TEXT = {
  link: 'This link does not open a dashboard. It may have been replaced by a new one: use the newest link you made.',
  range: 'Choose a start and an end day, the start first, ending no later than today, at most three years apart.',
  unavailable: 'The figures cannot be read right now. Please try again in a few minutes.',
} as const;

/** Today's UTC day in the browser, as the server names days; read once the island is in the browser. */
const readToday = () => utcDay(Date.now());

/**
 * A store's dashboard, opened by its private link (/operators/shoppers/#store=…&key=…): the key is read from the
 * fragment, sent in a header, and never put in an address. The figures arrive with every value under 5 withheld;
 * this renders them as charts with their tables, and writes the CSV from the same figures.
 */
export default function ShopperDashboard() {
  const enhanced = useEnhanced();
  // The link's fragment is only readable in the browser: read once hydrated. A new link made here replaces it.
  const linked = useMemo(() => (enhanced ? readDashboardFragment(window.location.hash) : null), [enhanced]);
  const [replaced, setReplaced] = useState<DashboardCredential | null>(null);
  const credential = replaced ?? linked;
  const [view, setView] = useState<View>({ state: 'loading' });
  // The days in the form: none chosen yet, until the figures or the manager name some. Before then it shows the range
  // the server reads when none is asked for, from the first render in the browser: the days do not change when the
  // figures arrive. (Empty in the server's HTML, which has no clock of the reader's.)
  const [chosenRange, setRange] = useState<{ from: string; to: string } | null>(null);
  const today = useSyncExternalStore(noSubscription, readToday, () => '');
  const defaultRange = useMemo(
    () => (today ? readRange(new URLSearchParams(), today)! : { from: '', to: '' }),
    [today],
  );
  const range = chosenRange ?? defaultRange;
  const [newLink, setNewLink] = useState<{ state: 'idle' | 'working' | 'failed' } | { state: 'made'; link: string }>({
    state: 'idle',
  });
  const [pageSwitch, setPageSwitch] = useState<'idle' | 'working' | 'failed'>('idle');

  // A transition: React draws the figures' charts and tables in slices, between which the page answers input,
  // rather than in one long task on a slow phone.
  function show(outcome: FiguresOutcome) {
    startTransition(() => {
      if (!outcome.ok) return setView({ state: 'failed', reason: outcome.reason });
      setRange({ from: outcome.figures.from, to: outcome.figures.to });
      setView({ state: 'ready', figures: outcome.figures });
    });
  }

  // The last 30 days first, as soon as the link is read; while they are on their way, the pie's label measure is
  // readied (its first words resolve the font, the longest step of drawing a pie).
  useEffect(() => {
    if (!linked) return;
    void fetchFigures(linked, null).then(show);
    void prepareLabelMeasure();
  }, [linked]);

  const figures = view.state === 'ready' ? view.figures : null;

  const showRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!credential) return;
    setView({ state: 'loading' });
    void fetchFigures(credential, range).then(show);
  };

  const downloadCsv = () => {
    if (!figures) return;
    const url = URL.createObjectURL(new Blob([figuresCsv(figures)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(figures);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const makeNewLink = async () => {
    if (!credential) return;
    setNewLink({ state: 'working' });
    const made = await fetchNewKey(credential);
    if (!made.ok) return setNewLink({ state: 'failed' });
    const next = { storeId: credential.storeId, key: made.key };
    const link = dashboardLink(window.location.origin, next);
    // The address bar holds the new link from now on: the old one opens nothing any more.
    window.history.replaceState(null, '', link);
    setReplaced(next);
    setNewLink({ state: 'made', link });
  };

  const switchPage = async () => {
    if (!credential || !figures) return;
    setPageSwitch('working');
    const switched = await switchStorePage(credential, !figures.pageOn);
    if (!switched.ok) return setPageSwitch('failed');
    setView({ state: 'ready', figures: { ...figures, pageOn: switched.on } });
    setPageSwitch('idle');
  };

  // Before the island has read the link, its server HTML holds the form and the status line for a page opened by a
  // link, and the words for one opened without: the root's mark (dashboardLinkScript.ts) shows one of the two. The
  // form's date fields are made as the page is parsed, not by script later: a page's first date field loads the
  // browser's date formats, a long task on a slow phone.
  const opening = !enhanced;
  const linkedOnly = credential ? '' : styles.whenLinked;
  return (
    <div className={styles.dashboard}>
      {!credential && (
        <p key="open-with-link" className={`${styles.message} ${opening ? styles.whenNotLinked : ''}`}>
          Open this page with the private dashboard link your store got when it joined on{' '}
          <a href="/operators/embed/">the quiz on your site</a>. The link holds the key to your store’s figures.
        </p>
      )}
      {(credential || opening) && (
        <form key="range" className={`${styles.range} ${linkedOnly}`} onSubmit={showRange} aria-label="Date range">
          <label>
            From{' '}
            <input
              type="date"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
              required
            />
          </label>
          <label>
            To{' '}
            <input
              type="date"
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
              required
            />
          </label>
          <button type="submit" className="button is-secondary">
            Show these days
          </button>
          {figures && (
            <button type="button" className="button is-secondary" onClick={downloadCsv}>
              Download CSV
            </button>
          )}
        </form>
      )}
      {(credential || opening) && (
        <div key="status" role="status" className={`${styles.status} ${linkedOnly}`}>
          {opening && <p>Opening your store’s figures…</p>}
          {!opening && view.state === 'loading' && <p>Loading your figures…</p>}
          {view.state === 'failed' && <p className={styles.message}>{FAILURE_TEXT[view.reason]}</p>}
          {figures && (
            <p>
              {figures.storeName}: {figureText(figures.totals.results)} quiz results from {periodLabel(figures.from)} to{' '}
              {periodLabel(figures.to)} (UTC days).
            </p>
          )}
        </div>
      )}
      <TypeSampler />
      {credential && figures && figures.totals.results === null && (
        <FirstCounts storeId={credential.storeId} pageOn={figures.pageOn} />
      )}
      {credential && figures && <Figures figures={figures} />}
      {credential && figures && (
        <section className={styles.card} aria-labelledby="store-page-heading">
          <h2 id="store-page-heading">Your quiz page on DYC</h2>
          <p>
            Shoppers can also take the quiz on your own page here, in English or Spanish: it ends on your shop link and
            is counted on this dashboard, apart from the quiz on your site. Your shop-floor kit’s QR codes lead to it.
          </p>
          <ul className={styles.pageLinks}>
            {(['en', 'es'] as const).map((locale) => (
              <li key={locale}>
                {LANGUAGE_LABEL[locale]}:{' '}
                <a href={storePagePath(credential.storeId, locale)}>
                  <code className={styles.link}>
                    {window.location.origin}
                    {storePagePath(credential.storeId, locale)}
                  </code>
                </a>
              </li>
            ))}
          </ul>
          <div role="status">
            <p>
              {figures.pageOn
                ? 'Your quiz page is on.'
                : 'Your quiz page is off: both addresses answer “page not found”, and your printed codes lead there too until you turn it on again.'}
            </p>
            {pageSwitch === 'failed' && <p>{FAILURE_TEXT.unavailable}</p>}
          </div>
          <button
            type="button"
            className="button is-secondary"
            onClick={() => void switchPage()}
            disabled={pageSwitch === 'working'}
          >
            {figures.pageOn ? 'Turn my quiz page off' : 'Turn my quiz page on'}
          </button>
          <p>
            <a href={`${KIT_PATH}#store=${credential.storeId}`}>Make your shop-floor kit</a> with your name, license
            number and QR codes that lead to this page.
          </p>
        </section>
      )}
      {/* After the figures, never pushed down by them: shown once they are in (or failed). */}
      {credential && view.state !== 'loading' && (
        <section className={styles.card} aria-labelledby="dashboard-link-heading">
          <h2 id="dashboard-link-heading">Your dashboard link</h2>
          <p>
            If this link has been shared with someone who should not see your figures, make a new one: it replaces this
            one, which stops working at once.
          </p>
          <button
            type="button"
            className="button is-secondary"
            onClick={() => void makeNewLink()}
            disabled={newLink.state === 'working'}
          >
            Make a new link
          </button>
          <div role="status">
            {newLink.state === 'failed' && <p>{FAILURE_TEXT.link}</p>}
            {newLink.state === 'made' && (
              <p>
                Your new link, shown this once (it is also in the address bar now; bookmark it):{' '}
                <code className={styles.link}>{newLink.link}</code>
              </p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * A word in each type the figures are set in that the page above them is not (a card's heading, a table's figures,
 * the line's scale, a link's code, the pie's words at 500 and 700), hidden, in the server's HTML. A
 * font's first use at a size and weight asks the browser process for it (a synchronous call on Linux), and the
 * figures' first layout made about twenty of them at once; made here, they come with the page's first layout,
 * before its first paint, and the figures' layout finds every font ready (kept: a font no longer used may be let go).
 */
function TypeSampler() {
  return (
    <div aria-hidden="true" className={styles.typeSampler}>
      <div>
        <h2>Aa 0</h2>
        <table className={styles.table}>
          <tbody>
            <tr>
              <th>Aa</th>
              <td>0</td>
            </tr>
          </tbody>
        </table>
        <div className={styles.scale}>0</div>
        <code className={styles.link}>/s/0</code>
      </div>
      <svg>
        <text fontFamily="system-ui, sans-serif" fontSize={PIE_LABEL.fontPx}>
          <tspan fontWeight={700}>Aa</tspan>
          <tspan fontWeight={500}>12</tspan>
        </text>
      </svg>
    </div>
  );
}

/**
 * Shown while the period holds fewer than 5 results (a store that just joined sees only "fewer than 5"): what to
 * do to get the first counts, and why small figures are never shown.
 */
function FirstCounts({ storeId, pageOn }: { storeId: string; pageOn: boolean }) {
  return (
    <section className={`${styles.card} ${styles.firstCounts}`} aria-labelledby="first-counts-heading">
      <h2 id="first-counts-heading">Your first counts</h2>
      <p>
        This period has fewer than 5 quiz results, so there is nothing to show yet: any figure under 5 is shown as
        “fewer than 5”, so that no shopper can be picked out. The figures appear once 5 or more shoppers see a result.
      </p>
      <ol>
        <li>
          Put the quiz on your site with the snippet from <a href="/operators/embed/">the quiz on your site</a>, with
          your store’s id in it (<code>data-store-id=&quot;{storeId}&quot;</code>): only that snippet counts for you.
        </li>
        <li>
          {pageOn ? 'Share' : 'Turn on, then share'} your quiz page on DYC (below), and put its QR codes on your shop
          floor with <a href={`${KIT_PATH}#store=${storeId}`}>your shop-floor kit</a>.
        </li>
        <li>Come back here: each shopper’s result is counted once a day, by color, product form and language.</li>
      </ol>
    </section>
  );
}

function FigureTable<Key extends string>({
  caption,
  keys,
  label,
  values,
}: {
  caption: string;
  keys: readonly Key[];
  label: (key: Key) => string;
  values: Record<Key, Figure>;
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{label(key)}</th>
            <td>{figureText(values[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ figures }: { figures: StoreFigures }) {
  const slices = shopperSlices(figures);
  return (
    <div className={styles.grid}>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="results-heading">
        <h2 id="results-heading">Quiz results per day</h2>
        <ResultsLine {...resultsLine(figures)} label={resultsLineLabel(figures)} />
        <details>
          <summary>The figures per day</summary>
          <table className={styles.table} data-periods-table="">
            <caption className="visually-hidden">Quiz results per period</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Quiz results</th>
              </tr>
            </thead>
            <tbody>
              {figures.periods.map((period) => (
                <tr key={period.period}>
                  <th scope="row">{periodLabel(period.period)}</th>
                  <td>{figureText(period.results)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <section className={styles.card} aria-labelledby="colors-heading">
        <h2 id="colors-heading">Your shoppers</h2>
        {slices.length > 0 ? (
          <div className={styles.pieBox}>
            {/* The operators pie; its figures stand in the table beside it. */}
            <PieSvg
              values={slices.map((slice) => slice.value)}
              fills={slices.map((slice) => slice.color)}
              // The grey slice's words say what it holds, never a figure: its colors each had fewer than 5.
              labels={slices.map((slice) =>
                slice.id === 'withheld' ? [slice.label] : [slice.label, figureText(slice.value)],
              )}
              label={shopperPieLabel(figures)}
              nominalPx={256}
              attributes={{ 'data-shoppers-chart': '' }}
            />
          </div>
        ) : (
          <p>Fewer than 5 quiz results in these days: no color mix to show yet.</p>
        )}
        <FigureTable
          caption="Quiz results by color"
          keys={RESULT_COLORS}
          label={colorLabel}
          values={figures.totals.colors}
        />
      </section>
      <section className={styles.card} aria-labelledby="forms-heading">
        <h2 id="forms-heading">Product forms</h2>
        <FigureTable
          caption="Quiz results by product form"
          keys={PRODUCT_TYPES}
          label={(form) => FORM_LABEL[form]}
          values={figures.totals.forms}
        />
      </section>
      <section className={styles.card} aria-labelledby="clicks-heading">
        <h2 id="clicks-heading">Shop-link clicks per color</h2>
        <FigureTable
          caption="Clicks on your shop link by color"
          keys={RESULT_COLORS}
          label={colorLabel}
          values={figures.totals.shopClicks}
        />
      </section>
      <section className={styles.card} aria-labelledby="sources-heading">
        <h2 id="sources-heading">Where the quiz ran</h2>
        <FigureTable
          caption="Quiz results by where the quiz ran: your site, your page on DYC, or a printed piece’s QR code"
          keys={COUNT_SOURCES}
          label={(source) => SOURCE_LABEL[source]}
          values={figures.totals.sources}
        />
      </section>
      <section className={styles.card} aria-labelledby="languages-heading">
        <h2 id="languages-heading">Languages</h2>
        <FigureTable
          caption="Quiz results by language"
          keys={LOCALES}
          label={(locale) => LANGUAGE_LABEL[locale]}
          values={figures.totals.languages}
        />
      </section>
    </div>
  );
}
