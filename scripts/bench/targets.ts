/**
 * The bench's verdicts: each target with what was measured and, when missed, why.
 */
import os from 'node:os';
import { KB, type BudgetCheck, type PageWeight } from '../lib/measure.ts';
import { FIRST_FLIGHT_BYTES, type FirstFlight, type FirstViewFlight } from '../lib/firstFlight.ts';
import type { ObservatoryGrade } from './observatory.ts';
import { describeLcpCause, describeTbtCause, type LighthouseFigures } from './lighthouse.ts';
import type { LoadFigures } from './load.ts';
import { describeMachine } from './machine.ts';

export interface RouteResult {
  route: string;
  status: number;
  /** Kept out of search engines on purpose (scripts/lib/measure.ts). */
  noindex?: boolean;
  lighthouse: LighthouseFigures;
  /** 1-minute load average of the machine when this route's Lighthouse runs ended. */
  loadAverage: number;
  weight: Omit<PageWeight, 'scriptFiles' | 'lazyScriptFiles' | 'islands'> & {
    scripts: { url: string; gzip: number; react: boolean; lazy: boolean }[];
  };
  firstFlight?: FirstFlight | FirstViewFlight;
  budgets: BudgetCheck[];
  observatory?: ObservatoryGrade;
  observatoryError?: string;
}

export interface LoadResults {
  connections: number;
  bare: LoadFigures;
  staticFile: LoadFigures;
  page: LoadFigures;
  api: LoadFigures;
  /** The server-rendered result page, every answer set in both languages, answered from the table in memory. */
  resultPage: LoadFigures;
  /** Bad quiz queries, each answered 400. */
  refusedApi: LoadFigures;
  soak: LoadFigures;
  staticRatio: number;
  apiRatio: number;
  /**
   * The result page's req/s over the built page's (`page`): both are HTML pages of about 10 KB brotli with their own
   * policy, so a result page answered from memory costs what a built page does. Against the bare server's 297 B it
   * would measure the bytes of a page, not where it comes from.
   */
  resultPageRatio: number;
  refusedApiRatio: number;
  /** Each round's share of its reference, run just before it: every ratio above is the median of its rounds. */
  shares: Record<'staticFile' | 'api' | 'refusedApi' | 'resultPage', number[]>;
  rssBefore: number | null;
  rssAfter: number | null;
}

export interface Target {
  what: string;
  ok: boolean;
  actual: string;
  cause?: string;
}

/**
 * Where a served file's and the API's throughput must stand against the bare server's, with the access log on
 * (as `npm start` runs the server), and their worst latency.
 */
export const THROUGHPUT_SHARE = 0.8;
/**
 * Bad quiz queries against valid ones: a flood of refusals must not load the server more than twice as much as
 * the same number of answers (Astro's render pipeline, which refused them before, cost ten times as much).
 */
export const REFUSAL_SHARE = 0.5;
export const P99_CEILING_MS = 10;

export const kb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? 'n/a' : (bytes / KB).toFixed(1);
export const mb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / (KB * KB)).toFixed(1)} MB`;
export const num = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? 'n/a' : value.toFixed(digits);

export function routeTargets(result: RouteResult): Target[] {
  const lh = result.lighthouse;
  const pageLabel = result.status === 404 ? `${result.route} (404 page)` : result.route;
  const lhCause = lh.error ? `Lighthouse error ${lh.error}` : undefined;
  // Simulated throttling multiplies the main-thread work Chromium really did; on a busy machine
  // that work takes longer whatever the page ships.
  const cpus = os.cpus().length;
  const contention =
    result.loadAverage > cpus
      ? `CPU contention: load average ${result.loadAverage.toFixed(1)} on ${cpus} CPUs during the run`
      : undefined;
  const lcpCause = [describeLcpCause(lh.lcpCause), contention].filter(Boolean).join('; ');
  const targets: Target[] = [
    {
      what: `${pageLabel}: Lighthouse performance 100`,
      ok: lh.performance === 100,
      actual: num(lh.performance),
      cause:
        lhCause ??
        [
          lh.tbtMs && lh.tbtMs > 50 ? `TBT ${num(lh.tbtMs)} ms` : '',
          lh.lcpMs && lh.lcpMs > 1000 ? `LCP ${num(lh.lcpMs)} ms` : '',
        ]
          .filter(Boolean)
          .join('; '),
    },
  ];
  for (const [key, name] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ] as const) {
    const exemption =
      key === 'seo' && result.status === 404
        ? 'not a target: the 404 page is noindex on purpose'
        : key === 'seo' && result.noindex
          ? 'not a target: a page made to be framed on other sites is noindex on purpose'
          : key === 'bestPractices' && result.status === 404 && lh.bestPracticesMissOnlyOwnStatus
            ? "the only check missed is the console error Chromium logs for the page's own 404 status"
            : undefined;
    targets.push({
      what: `${pageLabel}: Lighthouse ${name} 100`,
      ok: exemption !== undefined || lh[key] === 100,
      actual: num(lh[key]),
      cause: exemption ?? lhCause,
    });
  }
  targets.push(
    {
      what: `${pageLabel}: LCP <= 1.0 s`,
      ok: lh.lcpMs !== null && lh.lcpMs <= 1000,
      actual: `${num(lh.lcpMs)} ms`,
      cause: lhCause ?? lcpCause,
    },
    {
      what: `${pageLabel}: TBT <= 50 ms`,
      ok: lh.tbtMs !== null && lh.tbtMs <= 50,
      actual: `${num(lh.tbtMs)} ms`,
      cause: lhCause ?? [describeTbtCause(lh.tbtCause, lh.commitTask), contention].filter(Boolean).join('; '),
    },
    { what: `${pageLabel}: CLS 0`, ok: lh.cls !== null && lh.cls < 0.001, actual: num(lh.cls, 3), cause: lhCause },
  );
  // The Spanish twins are held to their English pages' ceilings.
  const transferCeiling = {
    '/about/': 50 * KB,
    '/science/': 50 * KB,
    '/': 250 * KB,
    '/es/science/': 50 * KB,
    '/es/': 250 * KB,
  }[result.route];
  if (transferCeiling) {
    targets.push({
      what: `${result.route}: first-visit transfer <= ${transferCeiling / KB} KB`,
      ok: lh.transferBytes !== null && lh.transferBytes <= transferCeiling,
      actual: `${kb(lh.transferBytes)} KB`,
      cause: lhCause,
    });
  }
  for (const budget of result.budgets) {
    targets.push({
      what: `${result.route}: budget ${budget.what} <= ${String(budget.limit)}`,
      ok: budget.ok,
      actual: String(budget.actual),
    });
  }
  const flight = result.firstFlight;
  targets.push({
    what: `${result.route}: headers + document up to the fold <= ${FIRST_FLIGHT_BYTES} B`,
    ok: flight !== undefined && 'firstViewTotalBytes' in flight && flight.firstViewTotalBytes <= FIRST_FLIGHT_BYTES,
    actual:
      flight && 'firstViewTotalBytes' in flight
        ? `${flight.firstViewTotalBytes} B (${flight.headerBytes} + ${flight.firstViewBytes})`
        : 'n/a',
    cause: flight && !('firstViewTotalBytes' in flight) ? 'no element starts below the fold' : undefined,
  });
  targets.push({
    what: `${result.route}: Observatory A+ apart from the HTTPS-only checks`,
    ok: result.observatory?.gradeWithoutHttpsOnly === 'A+',
    actual: result.observatory
      ? `${result.observatory.gradeWithoutHttpsOnly} (${result.observatory.scoreWithoutHttpsOnly})`
      : 'n/a',
    cause: result.observatoryError,
  });
  return targets;
}

/** A paired load's round-by-round shares, as "0.81, 0.84, 0.79". */
function roundShares(load: LoadResults, pairing: keyof LoadResults['shares']): string {
  return load.shares[pairing].map((share) => share.toFixed(2)).join(', ') || 'no rounds';
}

export function loadTargets(load: LoadResults, apiProblem: string | undefined, soakSeconds: number): Target[] {
  const share = (pairing: 'staticFile' | 'api', ratio: number, what: string): Target[] => {
    const figures = load[pairing];
    return [
      {
        what: `${what}: >= ${THROUGHPUT_SHARE} x the bare server's req/s at ${load.connections} connections, 0 errors`,
        ok: ratio >= THROUGHPUT_SHARE && figures.errors === 0,
        actual: `${ratio.toFixed(2)} x (median of ${roundShares(load, pairing)}; median round ${figures.requestsPerSecond} vs ${load.bare.requestsPerSecond} req/s), ${figures.errors} errors`,
      },
      {
        what: `${what}: p99 <= ${P99_CEILING_MS} ms at ${load.connections} connections`,
        ok: figures.p99Ms <= P99_CEILING_MS,
        actual: `${figures.p99Ms} ms`,
        // A tail is the server's or the machine's: what the machine did in that round is the evidence either way.
        cause:
          figures.p99Ms > P99_CEILING_MS ? `the machine meanwhile: ${describeMachine(figures.machine)}` : undefined,
      },
    ];
  };
  const rssGrowth = load.rssBefore && load.rssAfter ? (load.rssAfter - load.rssBefore) / load.rssBefore : null;
  return [
    ...share('staticFile', load.staticRatio, `static file ${load.staticFile.label}`),
    ...share('api', load.apiRatio, 'quiz API').map((target) => ({ ...target, cause: apiProblem })),
    {
      what: `result page from memory: >= ${THROUGHPUT_SHARE} x the built page ${load.page.label}'s req/s at ${load.connections} connections, 0 errors`,
      ok: load.resultPageRatio >= THROUGHPUT_SHARE && load.resultPage.errors === 0,
      actual: `${load.resultPageRatio.toFixed(2)} x (median of ${roundShares(load, 'resultPage')}; median round ${load.resultPage.requestsPerSecond} vs ${load.page.requestsPerSecond} req/s), ${load.resultPage.errors} errors, p99 ${load.resultPage.p99Ms} ms`,
    },
    {
      what: `quiz API refusing bad queries (400): >= ${REFUSAL_SHARE} x the API's own req/s (a refusal costs at most twice an answer), 0 errors`,
      ok:
        load.api.requestsPerSecond > 0 &&
        load.refusedApi.requestsPerSecond / load.api.requestsPerSecond >= REFUSAL_SHARE &&
        load.refusedApi.errors === 0,
      actual: `${(load.refusedApi.requestsPerSecond / (load.api.requestsPerSecond || 1)).toFixed(2)} x (${load.refusedApi.requestsPerSecond} vs ${load.api.requestsPerSecond} req/s), ${load.refusedApi.errors} errors, p99 ${load.refusedApi.p99Ms} ms`,
    },
    {
      what: `soak ${soakSeconds} s: 0 errors and memory flat (RSS growth <= 20 %)`,
      ok: load.soak.errors === 0 && rssGrowth !== null && rssGrowth <= 0.2,
      actual: `${load.soak.errors} errors, RSS ${mb(load.rssBefore)} -> ${mb(load.rssAfter)}`,
      cause: apiProblem,
    },
  ];
}
