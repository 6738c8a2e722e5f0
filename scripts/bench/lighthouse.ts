/**
 * Lighthouse (mobile, simulated slow 4G and 4x CPU) against one URL, reduced to the figures the
 * bench reports, plus what its LCP estimate waited on: Lighthouse's simulation (Lantern) counts every
 * request that finished before the LCP it observed, and every main-thread task before it (layout,
 * script) slowed down by the CPU multiplier. Naming those per route is what explains a route's LCP.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Launcher } from 'chrome-launcher';

export interface LcpCause {
  /** What the LCP element is: its selector and the start of its text or its URL. */
  element: string;
  /** Lighthouse's LCP subparts (ms): time to first byte, resource load delay and duration, render delay. */
  subparts: Record<string, number>;
  /** The LCP Chromium really observed, before simulation (ms). */
  observedMs: number;
  /** Requests that finished before the observed LCP: Lantern waits on each of them. */
  requests: { url: string; transferBytes: number; endMs: number }[];
  /** Main-thread time before the observed LCP (ms), which the simulation multiplies by cpuSlowdown. */
  mainThreadMs: number;
  longestTaskMs: number;
  cpuSlowdown: number;
  /** Main-thread time over the whole load by kind (style & layout, script evaluation, ...), ms. */
  workByKind: Record<string, number>;
}

/** One simulated task that blocked the main thread after First Contentful Paint (Lighthouse's long-tasks audit). */
export interface BlockingTask {
  /** The script Lighthouse attributes the task to, or "Unattributable" (the navigation commit, parsing, style, layout). */
  attributedTo: string;
  startMs: number;
  durationMs: number;
  /** Whether any of it runs between FCP and Time to Interactive, where TBT is counted. */
  overlapsInteractiveSpan: boolean;
  /** Its share of TBT in this simulation: the part between FCP and Time to Interactive beyond the first 50 ms. */
  blockingMs: number;
}

/** The renderer's navigation commit (the first task of the page's renderer), from the trace Chromium recorded. */
export interface CommitTask {
  /** How long the task took on the wall clock: what Lighthouse multiplies by its CPU slowdown. */
  wallMs: number;
  /** How much of that the renderer's main thread actually ran (the thread's CPU time). */
  cpuMs: number;
}

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  jsTransferBytes: number | null;
  lcpCause?: LcpCause;
  /** What TBT is made of: every simulated long task with its blocking share. */
  tbtCause?: BlockingTask[];
  commitTask?: CommitTask;
  /**
   * Best practices falls short only by the console error Chromium logs for the document's own error status (what a
   * 404 page answers on purpose): no check of the page itself failed.
   */
  bestPracticesMissOnlyOwnStatus?: boolean;
  error?: string;
}

interface TableDetails {
  items?: Record<string, unknown>[];
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: TableDetails }>;
}

/** Whether the only weighted best-practices check that failed is the console error for the document's own status. */
export function bestPracticesMissOnlyOwnStatus(lhr: Lhr): boolean {
  const failed = (lhr.categories['best-practices']?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id]!.score! < 1,
  );
  if (failed.length !== 1 || failed[0]!.id !== 'errors-in-console') return false;
  const errors = (lhr.audits['errors-in-console']?.details?.items ?? []) as {
    source?: string;
    description?: string;
    sourceLocation?: { url?: string };
  }[];
  return (
    errors.length > 0 &&
    errors.every(
      (error) =>
        error.source === 'network' &&
        error.sourceLocation?.url === lhr.finalDisplayedUrl &&
        /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(error.description ?? ''),
    )
  );
}

/**
 * Chrome UI that headless Chromium 156 builds and keeps busy although nothing shows it: the omnibox popup is a
 * WebUI page in a renderer of its own, preloaded at start and sent every navigation's new address. On a 2-core
 * machine it runs beside the page's renderer while that renderer commits the navigation (measured: the commit task
 * took 9 ms of CPU but 14-50 ms of wall time, and Lighthouse multiplies wall time by 4 for its TBT estimate). It is
 * not the site's work, so the bench turns it off the way chrome-launcher turns off Translate or the media router.
 */
const idleBrowserUiFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/** chrome-launcher's own defaults, with the features above added to its one `--disable-features` (a second would replace it). */
export function benchChromeFlags(): string[] {
  const defaults = Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${idleBrowserUiFeatures.join(',')}` : flag,
  );
  // chrome-launcher adds --disable-setuid-sandbox on Linux unless its defaults are ignored, as they are here.
  return [...defaults, '--disable-setuid-sandbox', '--headless=new', '--no-sandbox', '--disable-gpu'];
}

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run; a run that fails to start is retried twice (it can miss the navigation on a busy machine). */
/**
 * `errorStatus`: the page answers with an error status on purpose (the 404 page), which Lighthouse otherwise refuses
 * to audit (ERRORED_DOCUMENT_REQUEST); its SEO score then counts the status against it.
 */
export async function lighthouse(url: string, outputFile: string, errorStatus = false): Promise<LighthouseFigures> {
  let figures = await lighthouseOnce(url, outputFile, errorStatus);
  for (let retry = 1; figures.error && retry <= 2; retry += 1) {
    figures = await lighthouseOnce(url, outputFile, errorStatus);
  }
  return figures;
}

function lighthouseOnce(url: string, outputFile: string, errorStatus: boolean): Promise<LighthouseFigures> {
  rmSync(outputFile, { force: true });
  return new Promise((resolve) => {
    const child = spawn(
      'lighthouse',
      [
        url,
        '--output=json',
        `--output-path=${outputFile}`,
        // The trace, read for the navigation commit's wall and CPU time, then deleted.
        '--save-assets',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        ...(errorStatus ? ['--ignore-status-code'] : []),
        // The flags below replace chrome-launcher's defaults, which they include.
        '--chrome-ignore-default-flags',
        `--chrome-flags=${benchChromeFlags().join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', () => {
      const assets = outputFile.replace(/\.json$/, '-0');
      try {
        const figures = figuresOf(JSON.parse(readFileSync(outputFile, 'utf8')) as Lhr);
        figures.commitTask = commitTaskOf(readTrace(`${assets}.trace.json`));
        resolve(figures);
      } catch {
        resolve({ ...emptyFigures(), error: `Lighthouse failed: ${stderr.trim().split('\n').pop()}` });
      } finally {
        for (const suffix of ['.trace.json', '.devtoolslog.json']) rmSync(`${assets}${suffix}`, { force: true });
      }
    });
  });
}

export function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const requests = items('network-requests') as { url: string; resourceType?: string; transferSize?: number }[];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    jsTransferBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    lcpCause: lcpCauseOf(lhr),
    tbtCause: blockingTasksOf(lhr),
    bestPracticesMissOnlyOwnStatus: bestPracticesMissOnlyOwnStatus(lhr),
    error: lhr.runtimeError?.code,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

function readTrace(file: string): TraceEvent[] {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } catch {
    return [];
  }
}

/**
 * The main-thread task that commits the navigation in the page's renderer: the longest DocumentLoader::CommitNavigation
 * and the task around it. Its CPU time is the thread's own (`tdur`); wall time beyond that is time the thread waited
 * for a CPU or for another process.
 */
export function commitTaskOf(events: TraceEvent[]): CommitTask | undefined {
  const complete = (event: TraceEvent) => event.ph === 'X' && event.dur !== undefined;
  const commit = events
    .filter((event) => event.name === 'DocumentLoader::CommitNavigation' && complete(event))
    .sort((a, b) => b.dur! - a.dur!)[0];
  if (!commit) return undefined;
  // The task around it; a trace that records no task there has the commit as its outermost slice.
  const task =
    events
      .filter(
        (event) =>
          (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
          complete(event) &&
          event.pid === commit.pid &&
          event.tid === commit.tid &&
          event.ts <= commit.ts &&
          event.ts + event.dur! >= commit.ts + commit.dur!,
      )
      .sort((a, b) => a.dur! - b.dur!)[0] ?? commit;
  if (task.tdur === undefined) return undefined;
  return { wallMs: Math.round(task.dur! / 100) / 10, cpuMs: Math.round(task.tdur / 100) / 10 };
}

/**
 * TBT's parts, computed as Lighthouse does: each simulated task is clipped to the span from FCP to Time to
 * Interactive, and what it runs beyond 50 ms there blocks. A task that starts before FCP counts only after it.
 */
function blockingTasksOf(lhr: Lhr): BlockingTask[] {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const interactive = lhr.audits['interactive']?.numericValue;
  if (fcp === undefined || interactive === undefined) return [];
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []) as {
    url: string;
    startTime: number;
    duration: number;
  }[];
  return tasks
    .map((task) => {
      const clipped = Math.min(task.startTime + task.duration, interactive) - Math.max(task.startTime, fcp);
      return {
        // Lighthouse names some tasks by no URL: "Unattributable", or its own "_lighthouse-eval.js".
        attributedTo: URL.canParse(task.url) ? new URL(task.url).pathname : task.url,
        startMs: Math.round(task.startTime),
        durationMs: Math.round(task.duration),
        overlapsInteractiveSpan: clipped > 0,
        blockingMs: clipped > 50 ? Math.round(clipped - 50) : 0,
      };
    })
    .sort((a, b) => a.startMs - b.startMs);
}

function lcpCauseOf(lhr: Lhr): LcpCause | undefined {
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const observedMs = (items('metrics')[0]?.observedLargestContentfulPaint as number | undefined) ?? null;
  if (observedMs === null) return undefined;
  const breakdown = items('lcp-breakdown-insight') as {
    type?: string;
    items?: { subpart: string; duration: number }[];
    selector?: string;
    nodeLabel?: string;
  }[];
  const node = breakdown.find((item) => item.type === 'node');
  const subparts = Object.fromEntries(
    (breakdown.find((item) => item.type === 'table')?.items ?? []).map((part) => [
      part.subpart,
      Math.round(part.duration),
    ]),
  );
  const requests = (items('network-requests') as { url: string; networkEndTime: number; transferSize?: number }[])
    .filter((request) => request.networkEndTime <= observedMs)
    .map((request) => ({
      url: new URL(request.url).pathname,
      transferBytes: request.transferSize ?? 0,
      endMs: Math.round(request.networkEndTime),
    }));
  const tasks = (items('main-thread-tasks') as { startTime: number; duration: number }[]).filter(
    (task) => task.startTime < observedMs,
  );
  const workByKind = Object.fromEntries(
    (items('mainthread-work-breakdown') as { groupLabel: string; duration: number }[]).map((kind) => [
      kind.groupLabel,
      Math.round(kind.duration),
    ]),
  );
  return {
    element: node ? `${node.selector ?? 'element'} «${(node.nodeLabel ?? '').slice(0, 60)}»` : 'unknown',
    subparts,
    observedMs: Math.round(observedMs),
    requests,
    mainThreadMs: Math.round(
      tasks.reduce((sum, task) => sum + Math.min(task.duration, observedMs - task.startTime), 0),
    ),
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    workByKind,
  };
}

export function emptyFigures(): LighthouseFigures {
  return {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    transferBytes: null,
    jsTransferBytes: null,
  };
}

export function median(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
}

const numericKeys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'transferBytes',
  'jsTransferBytes',
] as const;

/**
 * Median of each figure over the runs (each on its own, as Lighthouse's docs suggest for a few runs);
 * the LCP cause is the one of the run whose LCP is the median, so the words match the number.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const result = emptyFigures();
  for (const key of numericKeys) result[key] = median(runs.map((run) => run[key]));
  const byLcp = runs.filter((run) => run.lcpMs !== null).sort((a, b) => a.lcpMs! - b.lcpMs!);
  result.lcpCause = byLcp[Math.floor((byLcp.length - 1) / 2)]?.lcpCause;
  const byTbt = runs.filter((run) => run.tbtMs !== null).sort((a, b) => a.tbtMs! - b.tbtMs!);
  const medianTbtRun = byTbt[Math.floor((byTbt.length - 1) / 2)];
  result.tbtCause = medianTbtRun?.tbtCause;
  result.commitTask = medianTbtRun?.commitTask;
  // Forgiven only when every run that missed a best practice missed only that one.
  result.bestPracticesMissOnlyOwnStatus = runs.every(
    (run) => run.bestPractices === 100 || run.bestPracticesMissOnlyOwnStatus === true,
  );
  const errors = runs.map((run) => run.error).filter(Boolean);
  if (errors.length) result.error = [...new Set(errors)].join(', ');
  return result;
}

/** The LCP cause in words, specific to what this route's page waited on. */
export function describeLcpCause(cause: LcpCause | undefined): string {
  if (!cause) return 'no LCP breakdown (Lighthouse error)';
  const subparts = Object.entries(cause.subparts)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
  const requests = cause.requests
    .map((request) => `${request.url === '' ? '/' : request.url} ${(request.transferBytes / 1024).toFixed(1)} KB`)
    .join(', ');
  const work = Object.entries(cause.workByKind)
    .slice(0, 2)
    .map(([kind, ms]) => `${kind} ${ms} ms`)
    .join(', ');
  return (
    `LCP element ${cause.element}, observed at ${cause.observedMs} ms (${subparts}); ` +
    `the estimate waits on ${cause.requests.length} request(s) finished by then (${requests}) and ` +
    `${cause.mainThreadMs} ms of main-thread work (longest task ${cause.longestTaskMs} ms) multiplied by ${cause.cpuSlowdown}; ` +
    `whole-load work: ${work}`
  );
}

/**
 * TBT in words: the simulated long tasks that overlap the span from FCP to Time to Interactive, longest first, with
 * what each belongs to, and roughly how much of them blocks. Rough, because Lighthouse's TBT blends an optimistic
 * and a pessimistic simulation while its long-tasks audit shows the task timings of one.
 */
export function describeTbtCause(tasks: BlockingTask[] | undefined, commit?: CommitTask): string {
  if (!tasks) return 'no task breakdown (Lighthouse error)';
  const commitWords = commit
    ? `; the renderer's navigation commit took ${commit.wallMs} ms of wall time for ${commit.cpuMs} ms of CPU`
    : '';
  const name = (task: BlockingTask) =>
    task.attributedTo === 'Unattributable'
      ? 'no script: the navigation commit, parsing, style or layout'
      : task.attributedTo;
  const late = tasks.filter((task) => task.overlapsInteractiveSpan).sort((a, b) => b.durationMs - a.durationMs);
  if (!late.length) return `no simulated task of 50 ms or more after FCP${commitWords}`;
  const blocking = late.reduce((sum, task) => sum + task.blockingMs, 0);
  const list = late.map((task) => `${task.durationMs} ms at ${task.startMs} ms (${name(task)})`).join(', ');
  return (
    `simulated tasks of 50 ms or more after FCP: ${list}; ` +
    `about ${blocking} ms of them blocks in the simulation the long-tasks audit shows${commitWords}`
  );
}

export function lighthouseOutputFile(outDir: string, label: string, run: number): string {
  return path.join(outDir, `lighthouse-${label.replace(/\W+/g, '-')}-${run}.json`);
}
