import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FIELD_IDS, FIELD_LABELS, type ColumnField } from '../../lib/inventory/columns.ts';
import { MAX_FILE_BYTES, refusal } from '../../lib/inventory/fileKind.ts';
import { loadMappings, saveMapping } from '../../lib/inventory/mappingMemory.ts';
import {
  shownPercentages,
  SLICE_IDS,
  storePieLabels,
  storeSlices,
  type ListId,
  type ListPage,
  type StoreSlice,
} from '../../lib/inventory/report.ts';
import {
  countWords,
  leftOutLines,
  stockNextText,
  unitsOnHandText,
  type WordForms,
} from '../../lib/inventory/reportText.ts';
import type { SessionView } from '../../lib/inventory/session.ts';
import {
  chartLabel,
  chartValues,
  INVENTORY_STATES,
  PIE_SLICES,
  sliceLabels,
  visibleSlices,
} from '../../lib/operators/inventoryStates.ts';
import PieFigure from '../inventoryChart/PieFigure.tsx';
import { type PieFill } from '../inventoryChart/PieSvg.tsx';
import { prepareLabelMeasure } from '../../lib/charts/textWidth.ts';
import chartStyles from '../inventoryChart/InventoryChart.module.css';
import { askForWidth } from '../../lib/dom/askForWidth.ts';
import { englishNumber } from '../../lib/format/englishNumber.ts';
import { afterNextPaint } from '../../lib/dom/yieldToMain.ts';
import FileDrop from '../shared/FileDrop.tsx';
import { useEnhanced } from '../shared/useEnhanced.ts';
import segmented from '../../styles/segmented.module.css';
import { drawnParts, partCount } from '../../lib/inventory/reportParts.ts';
import { InventoryClient } from './inventoryClient.ts';
import styles from './InventoryReport.module.css';

type Measure = 'products' | 'units';
type Phase =
  { kind: 'idle' } | { kind: 'reading'; name: string } | { kind: 'error'; message: string } | { kind: 'ready' };

const IDEAL = INVENTORY_STATES.ideal;
/** A count as the report writes it: "1,234", "12.5" (one decimal at most). */
const countText = (value: number) => englishNumber(value, 1);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function plural(value: number, one: string, other = `${one}s`): string {
  const forms: WordForms = { one, other };
  return countWords(value, forms);
}

/** How long a column's choice rests before the report takes it (changeField). */
const SETTLE_MS = 500;
const LIST_IDS: readonly ListId[] = ['notCoded', 'estimated'];

/** The short column names of the by-category table, so a phone shows more of it (the full names are its caption's). */

/**
 * The inventory report: a file is dropped or chosen, read in a worker, and shown as the operators chart with the
 * store's own numbers, the columns as guessed (to confirm or change), what to stock next, the lists and a CSV.
 * The server HTML is the file input and its words; everything after a file is chosen happens in this browser.
 */
export default function InventoryReport() {
  // Keeps keyboard focus when the server HTML hands over to the island.
  useEnhanced();
  const client = useRef<InventoryClient | null>(null);
  const toolRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const columnsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [view, setView] = useState<SessionView | null>(null);
  const [lists, setLists] = useState<Record<ListId, ListPage> | null>(null);
  const [measure, setMeasure] = useState<Measure>('products');
  const [downloading, setDownloading] = useState(false);
  // Set when a new file's report is shown: the report replaces nothing above the reader, so focus is taken to it.
  const [focusReport, setFocusReport] = useState(false);
  // A new file's report is drawn part by part (reportParts.ts); the operator's changes to one on screen redraw it whole.
  const [partsShown, setPartsShown] = useState(Infinity);
  const measureLabelId = useId();
  const latest = useRef(0);
  // The columns' meanings as the selects show them, until the report has them (changeField).
  const [pendingFields, setPendingFields] = useState<ColumnField[] | null>(null);
  const settleTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!view || partsShown >= partCount(view.summary.columns.length)) return;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (!cancelled) setPartsShown((shown) => shown + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [view, partsShown]);

  // The columns and the report take the page's whole width once they show: the side column of tools steps aside in
  // the same frame.
  const needsWidth = view !== null && phase.kind !== 'error';
  useLayoutEffect(() => {
    const tool = toolRef.current;
    askForWidth(tool, needsWidth);
    return () => askForWidth(tool, false);
  }, [needsWidth]);

  useEffect(
    () => () => {
      window.clearTimeout(settleTimer.current);
      client.current?.stop();
    },
    [],
  );

  useEffect(() => {
    if (!focusReport || !headingRef.current) return;
    const heading = headingRef.current;
    setFocusReport(false);
    // Once the part that drew the heading is painted, so the scroll reads a layout already done rather than forcing
    // one in its own task. Straight to the report, not a smooth scroll: a glide past the columns would repaint the
    // whole screen for every frame of it while the pies are being drawn, and a phone has the processor for one or
    // the other.
    void afterNextPaint().then(() => {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
  }, [focusReport, view, partsShown]);

  function showOutcome(outcome: Awaited<ReturnType<InventoryClient['ask']>>, moveFocus: boolean) {
    if (outcome.kind !== 'view') return;
    if (!outcome.outcome.ok) {
      setPhase({ kind: 'error', message: outcome.outcome.message });
      return;
    }
    const next = outcome.outcome.view;
    setView(next);
    setLists(next.pages);
    setPhase({ kind: 'ready' });
    if (!moveFocus) return;
    setPartsShown(1);
    setFocusReport(true);
  }

  async function readFile(file: File) {
    const refused = file.size > MAX_FILE_BYTES || file.size === 0 ? refusal(file.name, file.size, null) : null;
    if (refused) {
      setPhase({ kind: 'error', message: refused });
      return;
    }
    client.current ??= new InventoryClient();
    const id = ++latest.current;
    window.clearTimeout(settleTimer.current);
    settleTimer.current = undefined;
    setPendingFields(null);
    setPhase({ kind: 'reading', name: file.name });
    const asked = client.current.ask({ kind: 'read', file, remembered: loadMappings(storage()) });
    // While the worker reads, the main thread is free: the pies' label measure gets ready then, not in a pie's part.
    void prepareLabelMeasure();
    const answer = await asked;
    if (id === latest.current) showOutcome(answer, true);
  }

  /**
   * A column's new meaning shows in its select at once and reaches the report once the operator settles on it:
   * arrowing through a closed select fires a change for every option passed, and reading the file again, redrawing
   * the report and announcing it for each would churn under the keyboard.
   */
  function changeField(column: number, field: ColumnField) {
    if (!view) return;
    const current = pendingFields ?? view.summary.columns.map((candidate) => candidate.field);
    const fields = view.summary.columns.map((candidate, index) =>
      candidate.index === column ? field : current[index]!,
    );
    // Kept at once, as the select shows it: a page left before the report follows still remembers the choice.
    saveMapping(storage(), view.summary.signature, fields);
    setPendingFields(fields);
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      settleTimer.current = undefined;
      void applyFields(fields);
    }, SETTLE_MS);
  }

  /** Applies the choices waiting in the selects now (the operator left the select before it settled). */
  function applyPendingFields() {
    if (!pendingFields || settleTimer.current === undefined) return;
    window.clearTimeout(settleTimer.current);
    settleTimer.current = undefined;
    void applyFields(pendingFields);
  }

  async function applyFields(fields: ColumnField[]) {
    if (!view || !client.current) return;
    saveMapping(storage(), view.summary.signature, fields);
    const id = ++latest.current;
    const answer = await client.current.ask({ kind: 'fields', fields });
    if (id !== latest.current) return;
    // A choice made since is still waiting in its select.
    if (settleTimer.current === undefined) setPendingFields(null);
    showOutcome(answer, false);
  }

  async function changeSheet(index: number) {
    if (!client.current) return;
    const id = ++latest.current;
    const answer = await client.current.ask({ kind: 'sheet', index });
    if (id === latest.current) showOutcome(answer, false);
  }

  async function showMore(list: ListId) {
    if (!client.current || !lists) return;
    const current = lists[list];
    const answer = await client.current.ask({ kind: 'page', list, offset: current.offset + current.items.length });
    if (answer.kind !== 'page') return;
    setLists((before) =>
      before
        ? { ...before, [list]: { ...answer.page, offset: 0, items: [...before[list].items, ...answer.page.items] } }
        : before,
    );
  }

  async function download() {
    if (!client.current || !view) return;
    setDownloading(true);
    const answer = await client.current.ask({ kind: 'csv' });
    setDownloading(false);
    if (answer.kind !== 'csv') return;
    const url = URL.createObjectURL(answer.csv);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${view.summary.fileName.replace(/\.[^.]*$/, '')}-by-color.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const report = view?.report ?? null;
  const drawn = drawnParts(partsShown, view?.summary.columns.length ?? 0);
  const noFigureColumns = view?.summary.columns.filter((column) => column.noFigures) ?? [];
  const status =
    phase.kind === 'reading'
      ? `Reading ${phase.name} in this browser…`
      : phase.kind === 'ready' && view
        ? report
          ? `Read ${plural(report.products, 'product')} from ${view.summary.fileName} (${view.summary.format}).`
          : `Read ${view.summary.fileName}: choose the column that holds the product name.`
        : '';

  return (
    <div className={styles.tool} ref={toolRef}>
      <FileDrop
        id="inventory-file"
        name="Inventory file"
        label="Drop your product export here, or choose a file"
        hint="CSV or Excel (.xlsx), up to 20 MB, read on your device and never sent."
        accept=".csv,.tsv,.txt,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        icon={
          <>
            <path d="M10 8h28v32H10z" fill="var(--color-surface)" />
            <path d="M10 18h28M10 28h28M22 8v32" />
          </>
        }
        status={status}
        error={phase.kind === 'error' ? phase.message : undefined}
        errorClassName={styles.error}
        className={styles.dropZone}
        printHide
        onFile={(file) => void readFile(file)}
      />

      {view && phase.kind !== 'error' && (
        <section className={styles.columns} aria-labelledby="inventory-columns-heading" data-print-hide>
          <h2 id="inventory-columns-heading" ref={columnsHeadingRef} tabIndex={-1}>
            Check the columns
          </h2>
          <p>
            {view.summary.remembered
              ? 'These are the columns you chose for a file with the same headers. '
              : 'This is what each column seems to hold. '}
            Change any that is wrong and the report follows. Your choices are kept in this browser for the next file
            with the same headers.
          </p>
          {view.summary.sheets.length > 1 && (
            <div className={styles.field}>
              <label htmlFor="inventory-sheet">Sheet</label>
              <select
                id="inventory-sheet"
                value={view.summary.sheetIndex}
                onChange={(event) => void changeSheet(Number(event.currentTarget.value))}
              >
                {view.summary.sheets.map((sheet) => (
                  <option key={sheet.index} value={sheet.index}>
                    {sheet.name} ({plural(sheet.rows, 'row')})
                  </option>
                ))}
              </select>
            </div>
          )}
          {!report && (
            <p role="alert" className={styles.error}>
              No column holds the product name: choose it below.
            </p>
          )}
          {/* A table wider than a phone scrolls in its own box, which takes focus so the keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Columns">
            <table className={`${styles.table} ${styles.mapping}`}>
              <caption className="visually-hidden">Columns of {view.summary.fileName} and what each holds</caption>
              <thead>
                <tr>
                  <th scope="col">Column and examples</th>
                  {/* The fixed table layout takes its columns' widths from this row. */}
                  <th scope="col" className={styles.holds}>
                    Holds
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.summary.columns.slice(0, drawn.columnRows).map((column, row) => (
                  <tr key={column.index}>
                    {/* The examples sit under the column's name, so on a phone the choice beside them stays in view. */}
                    <th scope="row">
                      {column.header}
                      <span className={styles.samples}>{column.samples.join(' · ') || '(empty)'}</span>
                    </th>
                    <td className={styles.holds}>
                      <select
                        aria-label={`${column.header} holds`}
                        value={pendingFields?.[row] ?? column.field}
                        onChange={(event) => changeField(column.index, event.currentTarget.value as ColumnField)}
                        onBlur={applyPendingFields}
                      >
                        {[...FIELD_IDS, 'ignore' as const].map((field) => (
                          <option key={field} value={field}>
                            {FIELD_LABELS[field]}
                          </option>
                        ))}
                      </select>
                      {!column.sure && column.field !== 'ignore' && <span className={styles.check}> Check this</span>}
                      {column.noFigures && (
                        <span className={styles.noFigures}>
                          No figure in this column: is it the right one for {FIELD_LABELS[column.field]}?
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report && (
            <p className={styles.backToReport}>
              <button type="button" className="button is-secondary" onClick={() => headingRef.current?.focus()}>
                Back to the report
              </button>
            </p>
          )}
        </section>
      )}

      {view && report && phase.kind !== 'error' && drawn.sections.charts && (
        <section className={styles.report} aria-labelledby="inventory-report-heading">
          <h2 id="inventory-report-heading" ref={headingRef} tabIndex={-1}>
            Your shelf by color
          </h2>
          <p>
            {plural(report.products, 'product')} from {view.summary.fileName}
            {(report.unitsOnHand > 0 || report.byWeight > 0) && `, ${unitsOnHandText(report)}`}.
            {view.summary.truncated &&
              ` The file has more rows than this page reads: the first ${countText(view.summary.rowsRead)} are counted.`}
          </p>
          {noFigureColumns.length > 0 && (
            <p className={styles.error}>
              {noFigureColumns.map((column) => `“${column.header}”`).join(', ')}{' '}
              {noFigureColumns.length === 1 ? 'is' : 'are'} read as{' '}
              {noFigureColumns.map((column) => FIELD_LABELS[column.field]).join(', ')} but{' '}
              {noFigureColumns.length === 1 ? 'holds' : 'hold'} no figure: check the columns.
            </p>
          )}
          <p data-print-hide>
            <button type="button" className={styles.linkButton} onClick={() => columnsHeadingRef.current?.focus()}>
              Change the columns
            </button>{' '}
            <span className={styles.hint}>if a column was read wrongly.</span>
          </p>
          {/* The measure comes before the charts it changes, so the pie is in view while it is switched. */}
          <div className={styles.measure} data-print-hide>
            <p id={measureLabelId} className={styles.groupLabel}>
              Count by
            </p>
            <div role="group" aria-labelledby={measureLabelId} className={segmented.group}>
              {(['products', 'units'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={measure === option}
                  className={segmented.option}
                  onClick={() => setMeasure(option)}
                >
                  {option === 'products' ? 'Products' : 'Units on hand'}
                </button>
              ))}
            </div>
          </div>
          <StoreCharts report={report} measure={measure} ideal={drawn.sections.idealChart} />
          {drawn.sections.details && <ReportDetails report={report} measure={measure} />}
          {drawn.sections.notCodedList && lists && (
            <ProductLists
              lists={lists}
              shown={drawn.sections.estimatedList ? LIST_IDS : ['notCoded']}
              onMore={(list) => void showMore(list)}
            />
          )}
          <div className={styles.actions} data-print-hide>
            <button type="button" className="button" onClick={() => void download()} disabled={downloading}>
              Download the products as CSV
            </button>
            <button type="button" className="button is-secondary" onClick={() => window.print()}>
              Print the report
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

/** A store slice's swatch and fill in the operators palette: its color (hatched for an estimate), or the grey. */
function paletteOf(slice: StoreSlice): { id: string; fill: PieFill } {
  const palette = PIE_SLICES[SLICE_IDS.indexOf(slice.color ?? 'notCoded')]!;
  return { id: palette.id, fill: slice.estimated ? { hatch: palette.color } : palette.color };
}

/** The store's pie, and the ideal one beside it once that part is drawn (`ideal`). */
function StoreCharts({
  report,
  measure,
  ideal,
}: {
  report: NonNullable<SessionView['report']>;
  measure: Measure;
  ideal: boolean;
}) {
  const slices = storeSlices(report.total, measure);
  const percents = shownPercentages(slices.map((slice) => slice.value));
  const shown = slices.flatMap((slice, index) => (slice.value > 0 ? [{ ...slice, percent: percents[index]! }] : []));
  const measureWords = measure === 'products' ? 'by products' : 'by units on hand';
  const label = `Pie chart of your shelf by color, ${measureWords}: ${shown.map((slice) => `${slice.name} ${slice.percent}%`).join(', ')}.`;
  const labels = storePieLabels(slices, percents);
  const empty = shown.length === 0;
  return (
    <div className={styles.charts}>
      <PieFigure
        values={empty ? [0, 0, 0, 0, 1, 0, 0, 0, 0] : slices.map((slice) => slice.value)}
        fills={slices.map((slice) => paletteOf(slice).fill)}
        labels={empty ? slices.map(() => []) : labels}
        label={empty ? 'Pie chart of your shelf: no units on hand in the file.' : label}
        note={empty ? 'No units on hand in the file' : undefined}
        caption={
          <>
            Your shelf, {measureWords}
            <span className={styles.printOnly}>The slices run clockwise from the top in this order.</span>
            <ul className={`${chartStyles.slices} ${styles.storeSlices}`}>
              {shown.map((slice) => (
                <li key={slice.name} className={chartStyles.slice}>
                  <span
                    className={chartStyles.swatch}
                    data-slice={paletteOf(slice).id}
                    data-estimated={slice.estimated || undefined}
                    aria-hidden="true"
                  />
                  <span className={chartStyles.sliceName}>{slice.name}</span>{' '}
                  <span className={chartStyles.slicePercent}>
                    {slice.percent}% ({countText(slice.value)})
                  </span>
                </li>
              ))}
            </ul>
          </>
        }
      />
      {ideal && (
        <PieFigure
          values={chartValues(IDEAL)}
          labels={sliceLabels(IDEAL)}
          label={chartLabel(IDEAL)}
          caption={
            <>
              {IDEAL.label}: an even shelf
              <ul className={chartStyles.slices}>
                {visibleSlices(IDEAL).map((slice) => (
                  <li key={slice.id} className={chartStyles.slice}>
                    <span className={chartStyles.swatch} data-slice={slice.id} aria-hidden="true" />
                    <span className={chartStyles.sliceName}>{slice.name}</span>{' '}
                    <span className={chartStyles.slicePercent}>{slice.percent}%</span>
                  </li>
                ))}
              </ul>
            </>
          }
        />
      )}
    </div>
  );
}

function ReportDetails({ report, measure }: { report: NonNullable<SessionView['report']>; measure: Measure }) {
  const estimated = report.total.products[5] ?? 0;
  const leftOut = [
    ...leftOutLines(report.skipped),
    ...(report.withoutQuantity > 0 && measure === 'units'
      ? [`${plural(report.withoutQuantity, 'product')} with no quantity on hand in the file count as none.`]
      : []),
    ...(report.byWeight > 0 && measure === 'units'
      ? [`${plural(report.byWeight, 'product')} kept by weight count as no units here: grams and pieces are not added.`]
      : []),
  ];
  const coded = report.stockNext ? stockNextText(report.stockNext, report.stockNext.total) : null;
  // The colors and "not color-coded yet" always; an estimate's row where the file has such estimates.
  const tableSlices = storeSlices(report.total, 'products').flatMap((slice, index) =>
    !slice.estimated || slice.value > 0 ? [{ slice, index }] : [],
  );
  // Colors down the side and categories across: the colors are few and fixed, so the table's width is bounded by the
  // categories, which are at most nine short words.
  const byCategory = report.categories.map((category) => ({
    id: category.id,
    values: storeSlices(category.counts, measure).map((slice) => slice.value),
  }));
  const totals = storeSlices(report.total, measure).map((slice) => slice.value);
  const estimatedText = report.stockNextEstimated ? stockNextText(report.stockNextEstimated, estimated) : null;
  return (
    <>
      <div className={styles.stock}>
        <h3>What to stock next</h3>
        {coded ? (
          <StockLines text={coded} />
        ) : (
          <p>No product in this file carries a DYC color yet, so there is nothing to compare with the ideal.</p>
        )}
        {estimatedText && <StockLines text={estimatedText} />}
        <p>
          Types: {plural(report.types.I, 'product')} Type I, {countText(report.types.II)} Type II,{' '}
          {countText(report.types.III)} Type III
          {report.types.none > 0 && `, ${countText(report.types.none)} without THC and CBD figures to read a type from`}
          .
        </p>
      </div>

      <div
        className={styles.tableScroll}
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region takes focus so keys scroll it.
        tabIndex={0}
        role="region"
        aria-label="By category"
      >
        <table className={`${styles.table} ${styles.counts}`}>
          <caption>
            <span>By category, {measure === 'products' ? 'in products' : 'in units on hand'}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Color</th>
              {report.categories.map((category) => (
                <th key={category.id} scope="col">
                  {category.name}
                </th>
              ))}
              <th scope="col">All</th>
            </tr>
          </thead>
          <tbody>
            {tableSlices.map(({ slice, index }) => (
              <tr key={slice.name}>
                <th scope="row">
                  <span className={styles.rowName}>
                    <span
                      className={chartStyles.swatch}
                      data-slice={paletteOf(slice).id}
                      data-estimated={slice.estimated || undefined}
                      aria-hidden="true"
                    />
                    <span>{slice.name}</span>
                  </span>
                </th>
                {byCategory.map(({ id, values }) => (
                  <td key={id}>{countText(values[index] ?? 0)}</td>
                ))}
                <td>{countText(totals[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All</th>
              {byCategory.map(({ id, values }) => (
                <td key={id}>{countText(sum(values))}</td>
              ))}
              <td>{countText(sum(totals))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {leftOut.length > 0 && (
        <ul className={styles.notes}>
          {leftOut.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What to stock next: its lead sentence, and the colors as a list where there are any. */
function StockLines({ text }: { text: { lead: string; items: string[] } }) {
  return (
    <>
      <p>{text.lead}</p>
      {text.items.length > 0 && (
        <ul>
          {text.items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Products printed per list (the print view is one or two pages): InventoryReport.module.css hides the rest. */
const PRINTED_PER_LIST = 6;

const LIST_HEADINGS: Readonly<Record<ListId, string>> = {
  notCoded: 'Not color-coded yet',
  estimated: 'Estimated from your own tags',
};

function ProductLists({
  lists,
  shown,
  onMore,
}: {
  lists: Record<ListId, ListPage>;
  shown: readonly ListId[];
  onMore: (list: ListId) => void;
}) {
  return (
    <div className={styles.lists}>
      {shown.map((list) => {
        const page = lists[list];
        const headingId = `inventory-list-${list}`;
        return (
          <section key={list} aria-labelledby={headingId} className={styles.list}>
            <h3 id={headingId}>
              {LIST_HEADINGS[list]} ({countText(page.total)})
            </h3>
            {list === 'estimated' && page.total > 0 && (
              <p className={styles.hint}>
                An estimate is your store’s own effect words, not a DYC color: DYC assigns a color from the product’s
                certificate.
              </p>
            )}
            {page.total === 0 ? (
              <p>None.</p>
            ) : (
              <ul className={styles.products} role="list">
                {page.items.map((item) => (
                  <li key={item.row}>
                    <span className={styles.productName}>{item.name}</span>
                    <span className={styles.productFacts}>
                      {[item.brand, item.category, item.type].filter(Boolean).join(' · ')}
                      {item.estimate && ` · estimated ${item.estimate.name} from “${item.estimate.words.join(', ')}”`}
                      {item.why && ` · ${item.why}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {page.items.length < page.total && (
              <button type="button" className="button is-secondary" data-print-hide onClick={() => onMore(list)}>
                Show more ({countText(page.total - page.items.length)} left)
              </button>
            )}
            {page.total > PRINTED_PER_LIST && (
              <p className={styles.printOnly}>
                The first {PRINTED_PER_LIST} of {countText(page.total)} are printed; the CSV download lists them all.
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
