/**
 * Lighthouse (mobile, simulated slow 4G and 4x CPU) against one URL, reduced to the figures the
 * bench reports, plus what its LCP estimate waited on: Lighthouse's simulation (Lantern) counts every
 * request that finished before the LCP it observed, and every main-thread task before it (layout,
 * script) slowed down by the CPU multiplier. Naming those per route is what explains a route's LCP.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

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
  error?: string;
}

interface TableDetails {
  items?: Record<string, unknown>[];
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: TableDetails }>;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run; a run that fails to start is retried twice (it can miss the navigation on a busy machine). */
export async function lighthouse(url: string, outputFile: string): Promise<LighthouseFigures> {
  let figures = await lighthouseOnce(url, outputFile);
  for (let retry = 1; figures.error && retry <= 2; retry += 1) figures = await lighthouseOnce(url, outputFile);
  return figures;
}

function lighthouseOnce(url: string, outputFile: string): Promise<LighthouseFigures> {
  rmSync(outputFile, { force: true });
  return new Promise((resolve) => {
    const child = spawn(
      'lighthouse',
      [
        url,
        '--output=json',
        `--output-path=${outputFile}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', () => {
      try {
        resolve(figuresOf(JSON.parse(readFileSync(outputFile, 'utf8')) as Lhr));
      } catch {
        resolve({ ...emptyFigures(), error: `Lighthouse failed: ${stderr.trim().split('\n').pop()}` });
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
    error: lhr.runtimeError?.code,
  };
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

export function lighthouseOutputFile(outDir: string, label: string, run: number): string {
  return path.join(outDir, `lighthouse-${label.replace(/\W+/g, '-')}-${run}.json`);
}
