/**
 * `npm run bench`: builds the site, starts the production server on a free port and measures it.
 * Prints one table per concern and writes bench/results.json and bench/RESULTS.md.
 *
 *   npm run bench                 full run: 3 Lighthouse runs per route, 10 s load tests, 30 s soak
 *   npm run bench -- --quick      1 Lighthouse run, 3 s load tests, 5 s soak (for iterating)
 *   npm run bench -- --no-build   measure the existing dist/ (after `npm run build`)
 *
 * Everything runs locally: Lighthouse drives Debian's Chromium (/usr/bin/chromium or CHROME_PATH),
 * autocannon loads the server, and the MDN HTTP Observatory grades its headers. Exits 1 when a
 * measurement could not be made or the server failed under it (for instance the quiz API is missing
 * or answers errors); a target that is missed is named, with its cause, in the report.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  BuildReader,
  KB,
  assertBuilt,
  checkBudgets,
  defaultClientDir,
  measurePage,
  measuredRoutes,
  type BudgetCheck,
  type MeasuredRoute,
  type PageWeight,
} from '../lib/measure.ts';
import { QUIZ_API_PATH, allAnswerSets, quizQuery, resultProblems } from '../lib/quizApi.ts';
import { observatoryGrade, type ObservatoryGrade } from './observatory.ts';

const root = path.resolve(import.meta.dirname, '../..');
const benchDir = path.join(root, 'bench');
const outDir = path.join(benchDir, 'out');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const settings = {
  lighthouseRuns: quick ? 1 : 3,
  loadSeconds: quick ? 3 : 10,
  soakSeconds: quick ? 5 : 30,
  connections: 100,
};
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
/** Static page loaded beside the API, and the pages the soak mixes with it. */
const staticLoadPath = '/about/';
process.env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

const failures: string[] = [];
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

// ---------------------------------------------------------------------------------------------
// Server

async function freePort(): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(undefined));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
  for (const candidate of [4395, 4396, 4397, 4398, 4399, 0]) {
    const port = await tryPort(candidate);
    if (port) return port;
  }
  throw new Error('no free port');
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not answer /healthz');
}

/** Resident memory of a process in bytes, from /proc (Linux). */
function rssBytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  jsTransferBytes: number | null;
  error?: string;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

function lighthouseOnce(url: string, label: string, run: number): Promise<LighthouseFigures> {
  const output = path.join(outDir, `lighthouse-${label}-${run}.json`);
  rmSync(output, { force: true });
  return new Promise((resolve) => {
    const child = spawn(
      'lighthouse',
      [
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', () => {
      let lhr: Lhr;
      try {
        lhr = JSON.parse(readFileSync(output, 'utf8')) as Lhr;
      } catch {
        resolve({ ...emptyFigures(), error: `Lighthouse failed: ${stderr.trim().split('\n').pop()}` });
        return;
      }
      const score = (id: string) => {
        const value = lhr.categories[id]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      resolve({
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
        error: lhr.runtimeError ? `${lhr.runtimeError.code}` : undefined,
      });
    });
  });
}

function emptyFigures(): LighthouseFigures {
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

function median(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? present[middle]! : (present[middle - 1]! + present[middle]!) / 2;
}

/** Median of each figure over the runs (each figure on its own, as Lighthouse's docs suggest for a few runs). */
function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(emptyFigures()) as (keyof Omit<LighthouseFigures, 'error'>)[];
  const result = emptyFigures();
  for (const key of keys) result[key] = median(runs.map((run) => run[key]));
  const errors = runs.map((run) => run.error).filter(Boolean);
  if (errors.length) result.error = [...new Set(errors)].join(', ');
  return result;
}

/**
 * Lighthouse refuses to audit a document that answers 404, so the 404 page is audited at
 * /404.html, where the server sends the same file with status 200.
 */
function lighthousePath(route: MeasuredRoute): string {
  return route.status === 404 ? `/${route.file}` : route.path;
}

// ---------------------------------------------------------------------------------------------
// Load (autocannon)

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors + timeouts + answers that were not 2xx. */
  errors: number;
  non2xx: number;
}

async function load(label: string, origin: string, paths: string[], seconds: number): Promise<LoadFigures> {
  const moduleName = 'autocannon'; // untyped package: imported by name, typed here
  const autocannon = ((await import(moduleName)) as { default: Autocannon }).default;
  const result = await autocannon({
    url: origin,
    connections: settings.connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? 'n/a' : (bytes / KB).toFixed(1);
const mb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / (KB * KB)).toFixed(1)} MB`;
const num = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? 'n/a' : value.toFixed(digits);

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

interface RouteResult {
  route: string;
  status: number;
  lighthouse: LighthouseFigures;
  /** 1-minute load average of the machine when this route's Lighthouse runs ended. */
  loadAverage: number;
  weight: Omit<PageWeight, 'scriptFiles' | 'lazyScriptFiles' | 'islands'> & {
    scripts: { url: string; gzip: number; react: boolean; lazy: boolean }[];
  };
  budgets: BudgetCheck[];
  observatory?: ObservatoryGrade;
  observatoryError?: string;
}

interface Target {
  what: string;
  ok: boolean;
  actual: string;
  cause?: string;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  if (!args.has('--no-build')) {
    log('building');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const clientDir = defaultClientDir();
  assertBuilt(clientDir);
  const reader = new BuildReader(clientDir);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const pid = server.pid!;
  log(`server pid ${pid} on ${origin}`);
  const startedAt = new Date();

  try {
    // Weights from the build, Lighthouse in the browser, Observatory grades.
    const routes: RouteResult[] = [];
    for (const route of measuredRoutes) {
      const { scriptFiles, lazyScriptFiles, islands: _islands, ...weight } = measurePage(reader, route.file);
      const runs: LighthouseFigures[] = [];
      for (let run = 1; run <= settings.lighthouseRuns; run += 1) {
        log(`lighthouse ${route.path} run ${run}/${settings.lighthouseRuns}`);
        let figures = await lighthouseOnce(`${origin}${lighthousePath(route)}`, route.file.replace(/\W+/g, '-'), run);
        // Lighthouse now and then fails to see the navigation start on a busy machine (NO_NAVSTART): retry.
        for (let retry = 1; figures.error && retry <= 2; retry += 1) {
          log(`lighthouse ${route.path} run ${run} failed (${figures.error}), retry ${retry}`);
          figures = await lighthouseOnce(`${origin}${lighthousePath(route)}`, route.file.replace(/\W+/g, '-'), run);
        }
        runs.push(figures);
      }
      const result: RouteResult = {
        route: route.path,
        status: route.status,
        lighthouse: medianFigures(runs),
        loadAverage: os.loadavg()[0]!,
        weight: {
          ...weight,
          scripts: [
            ...scriptFiles.map(({ url, gzip, react }) => ({ url, gzip, react, lazy: false })),
            ...lazyScriptFiles.map(({ url, gzip, react }) => ({ url, gzip, react, lazy: true })),
          ],
        },
        budgets: checkBudgets(route, measurePage(reader, route.file)),
      };
      try {
        result.observatory = await observatoryGrade(`127.0.0.1:${port}${route.path}`, route.status === 404);
      } catch (error) {
        result.observatoryError = (error as Error).message;
        failures.push(`Observatory could not grade ${route.path}: ${result.observatoryError}`);
      }
      if (result.lighthouse.error) failures.push(`Lighthouse on ${route.path}: ${result.lighthouse.error}`);
      routes.push(result);
    }

    // The quiz API: it must exist and answer correctly before it is loaded.
    const answerSets = allAnswerSets();
    const apiPaths = answerSets.map((answers) => `${QUIZ_API_PATH}?${quizQuery(answers)}`);
    const apiCheck = await fetch(`${origin}${apiPaths[0]}`);
    const apiBody = await apiCheck.text();
    let apiProblem: string | undefined;
    if (apiCheck.status !== 200) apiProblem = `the quiz API answered ${apiCheck.status} to a valid query`;
    else {
      try {
        const problems = resultProblems(JSON.parse(apiBody), answerSets[0]!);
        if (problems.length) apiProblem = `the quiz API answer is wrong: ${problems.join('; ')}`;
      } catch {
        apiProblem = 'the quiz API did not answer JSON';
      }
    }
    if (apiProblem) failures.push(apiProblem);
    let apiObservatory: ObservatoryGrade | undefined;
    let apiObservatoryError: string | undefined;
    try {
      apiObservatory = await observatoryGrade(`127.0.0.1:${port}${apiPaths[0]}`);
    } catch (error) {
      apiObservatoryError = (error as Error).message;
      failures.push(`Observatory could not grade the quiz API: ${apiObservatoryError}`);
    }

    // Load: a static page, then the API, same server, same run, same settings.
    log(`load ${staticLoadPath}, ${settings.connections} connections, ${settings.loadSeconds} s`);
    const staticLoad = await load(`static ${staticLoadPath}`, origin, [staticLoadPath], settings.loadSeconds);
    log(`load ${QUIZ_API_PATH} (192 valid queries in turn), ${settings.loadSeconds} s`);
    const apiLoad = await load('quiz API', origin, apiPaths, settings.loadSeconds);
    const ratio = staticLoad.requestsPerSecond ? apiLoad.requestsPerSecond / staticLoad.requestsPerSecond : 0;

    // Soak: every page and the API mixed, memory before and after.
    const soakPaths = [...measuredRoutes.filter((route) => route.status === 200).map((route) => route.path)];
    const mixed = apiPaths.flatMap((apiPath, index) => [apiPath, soakPaths[index % soakPaths.length]!]);
    const rssBefore = rssBytes(pid);
    log(`soak: pages and API mixed, ${settings.connections} connections, ${settings.soakSeconds} s`);
    const soak = await load('soak (pages + API)', origin, mixed, settings.soakSeconds);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssAfter = rssBytes(pid);
    const healthy = (await fetch(`${origin}/healthz`)).ok;
    if (!healthy) failures.push('the server stopped answering /healthz after the soak');
    if (staticLoad.errors) failures.push(`${staticLoad.errors} errors loading ${staticLoadPath}`);
    if (apiLoad.errors) failures.push(`${apiLoad.errors} errors loading the quiz API (${apiLoad.non2xx} not 2xx)`);
    if (soak.errors) failures.push(`${soak.errors} errors in the soak (${soak.non2xx} not 2xx)`);

    // Targets (issue 7).
    const targets: Target[] = [];
    for (const result of routes) {
      const lh = result.lighthouse;
      const pageLabel = result.status === 404 ? `${result.route} (404 page, audited at /404.html)` : result.route;
      const lhCause = lh.error ? `Lighthouse error ${lh.error}` : undefined;
      // Simulated throttling multiplies the main-thread work Chromium really did; on a busy machine
      // that work takes longer whatever the page ships.
      const cpus = os.cpus().length;
      const contention =
        result.loadAverage > cpus
          ? `CPU contention: load average ${result.loadAverage.toFixed(1)} on ${cpus} CPUs during the run; the page runs ${kb(result.weight.jsGzip)} KB of JS gzip`
          : undefined;
      targets.push({
        what: `${pageLabel}: Lighthouse performance 100`,
        ok: lh.performance === 100,
        actual: num(lh.performance),
        cause:
          lhCause ??
          [
            lh.tbtMs && lh.tbtMs > 50 ? `TBT ${num(lh.tbtMs)} ms` : '',
            lh.lcpMs && lh.lcpMs > 1000 ? `LCP ${num(lh.lcpMs)} ms` : '',
            contention ?? '',
          ]
            .filter(Boolean)
            .join('; '),
      });
      for (const [key, name] of [
        ['accessibility', 'accessibility'],
        ['bestPractices', 'best practices'],
        ['seo', 'SEO'],
      ] as const) {
        const exempt = key === 'seo' && result.status === 404;
        targets.push({
          what: `${pageLabel}: Lighthouse ${name} 100`,
          ok: exempt || lh[key] === 100,
          actual: num(lh[key]),
          cause: exempt ? 'not a target: the 404 page is noindex on purpose' : lhCause,
        });
      }
      targets.push({
        what: `${pageLabel}: LCP <= 1.0 s`,
        ok: lh.lcpMs !== null && lh.lcpMs <= 1000,
        actual: `${num(lh.lcpMs)} ms`,
        cause:
          lhCause ??
          [
            result.weight.cssFiles.length > 0
              ? `under simulated slow 4G (150 ms round trips) the document and its render-blocking stylesheet (${kb(result.weight.cssBrotli)} KB brotli) load one after the other`
              : `the styles are inlined (${kb(result.weight.cssBrotli)} KB brotli), so first paint waits only for the ${kb(result.weight.htmlBrotli)} KB brotli document on simulated slow 4G (150 ms round trips) and for parsing, style and layout of the whole page under Lighthouse's 4x CPU slowdown`,
            contention,
          ]
            .filter(Boolean)
            .join('; '),
      });
      targets.push({
        what: `${pageLabel}: TBT <= 50 ms`,
        ok: lh.tbtMs !== null && lh.tbtMs <= 50,
        actual: `${num(lh.tbtMs)} ms`,
        cause: lhCause ?? contention,
      });
      targets.push({
        what: `${pageLabel}: CLS 0`,
        ok: lh.cls !== null && lh.cls < 0.001,
        actual: num(lh.cls, 3),
        cause: lhCause,
      });
      const transferCeiling = { '/about/': 50 * KB, '/science/': 50 * KB, '/': 250 * KB }[result.route];
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
      targets.push({
        what: `${result.route}: Observatory A+ apart from the HTTPS-only checks`,
        ok: result.observatory?.gradeWithoutHttpsOnly === 'A+',
        actual: result.observatory
          ? `${result.observatory.gradeWithoutHttpsOnly} (${result.observatory.scoreWithoutHttpsOnly})`
          : 'n/a',
        cause: result.observatoryError,
      });
    }
    targets.push({
      what: 'quiz API: Observatory A+ apart from the HTTPS-only checks',
      ok: apiObservatory?.gradeWithoutHttpsOnly === 'A+',
      actual: apiObservatory
        ? `${apiObservatory.gradeWithoutHttpsOnly} (${apiObservatory.scoreWithoutHttpsOnly})`
        : 'n/a',
      cause: apiObservatoryError,
    });
    targets.push({
      what: 'quiz API throughput >= 0.8 x static page, 0 errors',
      ok: ratio >= 0.8 && apiLoad.errors === 0,
      actual: `${ratio.toFixed(2)} x, ${apiLoad.errors} errors`,
      cause: apiProblem,
    });
    const rssGrowth = rssBefore && rssAfter ? (rssAfter - rssBefore) / rssBefore : null;
    targets.push({
      what: `soak ${settings.soakSeconds} s: 0 errors and memory flat (RSS growth <= 20 %)`,
      ok: soak.errors === 0 && rssGrowth !== null && rssGrowth <= 0.2,
      actual: `${soak.errors} errors, RSS ${mb(rssBefore)} -> ${mb(rssAfter)}`,
      cause: apiProblem,
    });

    // Output.
    const routeTable = table(
      [
        'route',
        'perf',
        'a11y',
        'bp',
        'seo',
        'LCP ms',
        'TBT ms',
        'CLS',
        'transfer KB',
        'JS transfer KB',
        'JS gzip KB',
        'HTML br KB',
        'CSS br KB',
        'Observatory (no HTTPS-only)',
      ],
      routes.map((result) => [
        result.status === 404 ? '404 page' : result.route,
        num(result.lighthouse.performance),
        num(result.lighthouse.accessibility),
        num(result.lighthouse.bestPractices),
        num(result.lighthouse.seo),
        num(result.lighthouse.lcpMs),
        num(result.lighthouse.tbtMs),
        num(result.lighthouse.cls, 3),
        kb(result.lighthouse.transferBytes),
        kb(result.lighthouse.jsTransferBytes),
        result.weight.lazyJsGzip
          ? `${kb(result.weight.totalJsGzip)} (${kb(result.weight.lazyJsGzip)} lazy)`
          : kb(result.weight.totalJsGzip),
        kb(result.weight.htmlBrotli),
        kb(result.weight.cssBrotli),
        result.observatory
          ? `${result.observatory.grade} ${result.observatory.score} (${result.observatory.gradeWithoutHttpsOnly} ${result.observatory.scoreWithoutHttpsOnly})`
          : `error`,
      ]),
    );
    const loadTable = table(
      ['load', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
      [staticLoad, apiLoad, soak].map((figures) => [
        figures.label,
        String(figures.requestsPerSecond),
        String(figures.p50Ms),
        String(figures.p99Ms),
        String(figures.requests),
        String(figures.errors),
      ]),
    );
    const missed = targets.filter((target) => !target.ok);
    const summary = [
      `API/static throughput ratio: ${ratio.toFixed(2)}`,
      `server RSS before the soak ${mb(rssBefore)}, after ${mb(rssAfter)}` +
        (rssGrowth === null ? '' : ` (${(rssGrowth * 100).toFixed(1)} %)`),
      `quiz API Observatory: ${apiObservatory ? `${apiObservatory.grade} ${apiObservatory.score}, without the HTTPS-only checks ${apiObservatory.gradeWithoutHttpsOnly} ${apiObservatory.scoreWithoutHttpsOnly}` : `error: ${apiObservatoryError}`}`,
    ];
    const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} at the end, Node ${process.version}, Chromium at ${chromePath}`;

    console.log(`\n${routeTable}\n\n${loadTable}\n\n${summary.join('\n')}\n`);
    console.log(
      missed.length
        ? `Targets missed (${missed.length} of ${targets.length}):\n${missed
            .map((target) => `  MISS ${target.what}: ${target.actual}${target.cause ? ` (${target.cause})` : ''}`)
            .join('\n')}`
        : `All ${targets.length} targets met.`,
    );
    if (failures.length) console.log(`\nFAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);

    const results = {
      startedAt: startedAt.toISOString(),
      quick,
      settings,
      machine,
      origin,
      routes,
      quizApi: {
        path: QUIZ_API_PATH,
        check: apiProblem ?? 'ok',
        observatory: apiObservatory ?? { error: apiObservatoryError },
      },
      load: { static: staticLoad, api: apiLoad, ratio, soak, rssBefore, rssAfter },
      targets,
      failures,
    };
    // Written in the repository's own format, so the committed file passes `prettier --check`.
    const prettier = await import('prettier');
    const resultsFile = path.join(benchDir, 'results.json');
    const prettierConfig = (await prettier.resolveConfig(resultsFile)) ?? {};
    writeFileSync(
      resultsFile,
      await prettier.format(JSON.stringify(results), { ...prettierConfig, filepath: resultsFile }),
    );
    const markdown = [
      '# Bench results',
      '',
      `Measured by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${startedAt.toISOString()}: ${machine}.`,
      `Lighthouse ${settings.lighthouseRuns === 1 ? '1 run' : `median of ${settings.lighthouseRuns} runs`} per route, mobile, default (simulated) throttling;`,
      'the 404 page is audited at /404.html (Lighthouse refuses a 404 document). JS gzip, HTML and CSS brotli come from the build',
      '(scripts/lib/measure.ts, the same code as the budget tests). Observatory: grade and score over plain HTTP, and in',
      'brackets without the two checks that need HTTPS (redirection to HTTPS, HSTS).',
      '',
      routeTable,
      '',
      `Load: autocannon, ${settings.connections} connections, ${settings.loadSeconds} s each, static page ${staticLoadPath} and the quiz API`,
      `(the 192 valid queries in turn) on the same server in the same run; soak ${settings.soakSeconds} s with every page and the API mixed.`,
      '',
      loadTable,
      '',
      ...summary.map((line) => `- ${line}`),
      '',
      '## Targets',
      '',
      table(
        ['target', 'result', 'measured', 'cause'],
        targets.map((target) => [target.what, target.ok ? 'met' : 'MISSED', target.actual, target.cause ?? '']),
      ),
      '',
      ...(failures.length ? ['## Failures', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
    ].join('\n');
    writeFileSync(path.join(benchDir, 'RESULTS.md'), markdown);
    log('wrote bench/results.json and bench/RESULTS.md');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (failures.length) process.exitCode = 1;
}

await main();
