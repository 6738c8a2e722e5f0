/**
 * `npm run bench`: builds the site, starts the production server and measures it. Prints one table
 * per concern and writes bench/results.json and bench/RESULTS.md.
 *
 *   npm run bench                 full run: 3 Lighthouse runs per route, 6 s load tests, 30 s soak
 *   npm run bench -- --quick      1 Lighthouse run, 3 s load tests, 5 s soak (for iterating)
 *   npm run bench -- --no-build   measure the existing dist/ (after `npm run build`)
 *   npm run bench -- --load-only  only the load part on the existing dist/: the bare server, a static file,
 *                                 a page and the API (no Lighthouse, no report written); add --quick for 3 s
 *   npm run bench -- --route=/embed/quiz/,/es/embed/quiz/
 *                                 only these routes' Lighthouse figures, weights and targets, printed (no load
 *                                 part, no report written); combine with --no-build and --quick
 *   npm run bench -- --coa-parse  only the COA pre-check's parse time on adversarial text (1, 64, 256 KiB),
 *                                 written to bench/coa-parse.json; no build, no server
 *   npm run bench -- --coa-load   only the COA pre-check's checks per second under the mixed load, with the status
 *                                 of every post, on the existing dist/ (printed, no report written)
 *   npm run bench -- --counts     only the stores' count events at 200 connections and the quiz API with counting on
 *                                 beside off, on the existing dist/ (its own server and database), printed
 *   npm run bench -- --coa-hostile  only the COA pre-check page given hostile files (its longest main-thread task),
 *                                 on the existing dist/, written to bench/coa-hostile-files.json
 *   npm run bench -- --inventory  only the inventory page on a 20,000-row export (time to the report, longest
 *                                 main-thread task), on the existing dist/, written to bench/inventory-report.json
 *
 * Everything runs locally: Lighthouse drives Debian's Chromium (/usr/bin/chromium or CHROME_PATH),
 * autocannon loads the server beside a bare node:http server, and the MDN HTTP Observatory grades the
 * headers. Exits 1 when a measurement could not be made or the server failed under it; a target that
 * is missed is named, with its cause, in the report.
 */
import { spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as prettier from 'prettier';
import { PHONE_VIEWPORT, firstFlight, firstViewFlight } from '../lib/firstFlight.ts';
import {
  BuildReader,
  assertBuilt,
  checkBudgets,
  defaultClientDir,
  measurePage,
  measuredRoutes,
  type MeasuredRoute,
} from '../lib/measure.ts';
import { startServerWithOwnData, type RunningServer } from '../lib/productionServer.ts';
import { QUIZ_API_PATH, allAnswerSets, badQuizQueries, quizQuery, resultProblems } from '../lib/quizApi.ts';
import { coaLoadLine, coaLoadTargets, measureCoaLoad, type CoaLoadFigures } from './coaLoad.ts';
import { coaHostileFilesFailures, coaHostileFilesLine, measureCoaHostileFiles } from './coaHostileFiles.ts';
import { COA_PARSE_TARGET_MS, coaParseTable, measureCoaParse } from './coaParse.ts';
import { countingTable, measureCounting, type CountingFigures } from './countLoad.ts';
import { inventoryReportFailures, inventoryReportLine, measureInventoryReport } from './inventoryReport.ts';
import { chromePath, lighthouse, lighthouseOutputFile, medianFigures } from './lighthouse.ts';
import { load, medianLoad, rssBytes, startBareServer, type BareAnswer, type LoadFigures } from './load.ts';
import { describeMachine, waitForProcessAtRest } from './machine.ts';
import { storeDashboardWithCounts } from './storeDashboard.ts';
import { observatoryGrade } from './observatory.ts';
import { writeReport } from './report.ts';
import { loadTargets, routeTargets, type LoadResults, type RouteResult, type Target } from './targets.ts';
import { allResultTargets } from '../../server/resultPages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const benchDir = path.join(root, 'bench');
const outDir = path.join(benchDir, 'out');
const args = new Set(process.argv.slice(2));
/** `--route=/a/,/b/`: the routes to measure alone. */
const onlyRoutes = process.argv
  .slice(2)
  .filter((arg) => arg.startsWith('--route='))
  .flatMap((arg) => arg.slice('--route='.length).split(','))
  .filter(Boolean);
const quick = args.has('--quick');
const loadOnly = args.has('--load-only');
const settings = {
  lighthouseRuns: quick ? 1 : 3,
  loadSeconds: quick ? 3 : 4,
  loadRounds: quick ? 1 : 5,
  soakSeconds: quick ? 5 : 30,
  connections: 50,
  coaLoad: { seconds: quick ? 5 : 15, connections: 200, readers: 16, attackers: 4 },
};
/** A small static file, and the page, loaded beside the bare server and the API. */
const staticFilePath = '/favicon.svg';
const staticPagePath = '/about/';
process.env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

const failures: string[] = [];
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  if (loadOnly) return measureLoadOnly();
  if (args.has('--coa-parse')) return recordCoaParse();
  if (args.has('--coa-load')) return measureCoaLoadOnly();
  if (args.has('--counts')) return measureCountsOnly();
  if (args.has('--inventory')) return recordAlone(recordInventoryReport);
  if (args.has('--coa-hostile')) return recordAlone(recordCoaHostileFiles);
  if (!args.has('--no-build')) {
    log('building');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  assertBuilt(defaultClientDir());
  const startedAt = new Date();
  const server = await startServerAtRest();
  log(`server pid ${server.process.pid} on ${server.origin}`);
  try {
    if (onlyRoutes.length) return await measureOnly(server, onlyRoutes);
    const routes = await measureRoutes(server, measuredRoutes);
    const { apiPaths, apiProblem, quizApi } = await checkQuizApi(server);
    const loadResults = await measureLoad(server, apiPaths);
    const coaLoad = await measureCoaUnderLoad(server, apiPaths);
    const counting = await measureCountingPart(apiPaths);
    recordCoaParse();
    await recordCoaHostileFiles(server);
    await recordInventoryReport(server);
    const verdicts = [...loadTargets(loadResults, apiProblem, settings.soakSeconds), ...coaLoadTargets(coaLoad)];
    const targets = [...routes.flatMap(routeTargets), ...verdicts];
    printVerdicts(verdicts);
    const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} at the end, Node ${process.version}, Chromium at ${chromePath}`;
    await writeReport(
      {
        startedAt,
        quick,
        settings,
        machine,
        origin: server.origin,
        routes,
        quizApi,
        load: loadResults,
        coaLoad,
        counting,
        targets,
        failures,
      },
      benchDir,
    );
    log('wrote bench/results.json and bench/RESULTS.md');
  } finally {
    await server.stop();
  }
  if (failures.length) process.exitCode = 1;
}

/** Some routes alone: their Lighthouse figures, weights and targets, printed; nothing is written. */
async function measureOnly(server: RunningServer, paths: readonly string[]): Promise<void> {
  const selected = paths.map((wanted) => {
    const route = measuredRoutes.find((candidate) => candidate.path === wanted);
    if (!route) throw new Error(`--route: ${wanted} is not a measured route (scripts/lib/measure.ts)`);
    return route;
  });
  const routes = await measureRoutes(server, selected);
  for (const target of routes.flatMap(routeTargets))
    process.stdout.write(
      `${target.ok ? 'PASS' : 'FAIL'} ${target.what}: ${target.actual}${target.cause ? ` (${target.cause})` : ''}\n`,
    );
  if (failures.length) process.exitCode = 1;
  if (failures.length) process.stdout.write(`FAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
  const machine = `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} at the end, Chromium at ${chromePath}`;
  process.stdout.write(`measured on ${machine}\n`);
}

/** Weights from the build, Lighthouse in the browser, the first flight off the wire, Observatory grades. */
async function measureRoutes(server: RunningServer, selected: readonly MeasuredRoute[]): Promise<RouteResult[]> {
  const reader = new BuildReader(defaultClientDir());
  const routes: RouteResult[] = [];
  let storeLink: string | undefined;
  for (const route of selected) {
    const weight = measurePage(reader, route.file);
    if (route.opensByStoreLink && !storeLink) {
      log('a store joins and counts its shoppers, for its dashboard');
      storeLink = await storeDashboardWithCounts(server.origin);
    }
    const url = route.opensByStoreLink ? storeLink! : `${server.origin}${route.path}`;
    const runs = [];
    for (let run = 1; run <= settings.lighthouseRuns; run += 1) {
      log(`lighthouse ${route.path} run ${run}/${settings.lighthouseRuns}`);
      runs.push(await lighthouse(url, lighthouseOutputFile(outDir, route.file, run), route.status === 404));
    }
    const { scriptFiles, lazyScriptFiles, islands: _islands, ...figures } = weight;
    const result: RouteResult = {
      route: route.path,
      status: route.status,
      noindex: route.noindex,
      lighthouse: medianFigures(runs),
      loadAverage: os.loadavg()[0]!,
      weight: {
        ...figures,
        scripts: [
          ...scriptFiles.map(({ url, gzip, react }) => ({ url, gzip, react, lazy: false })),
          ...lazyScriptFiles.map(({ url, gzip, react }) => ({ url, gzip, react, lazy: true })),
        ],
      },
      budgets: checkBudgets(route, weight),
    };
    try {
      result.observatory = await observatoryGrade(`127.0.0.1:${server.port}${route.path}`, route.status === 404);
    } catch (error) {
      result.observatoryError = (error as Error).message;
      failures.push(`Observatory could not grade ${route.path}: ${result.observatoryError}`);
    }
    if (result.lighthouse.error) failures.push(`Lighthouse on ${route.path}: ${result.lighthouse.error}`);
    routes.push(result);
  }
  // After Lighthouse, so that this browser never runs beside one of its runs.
  log('first flight of each route');
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    for (const [index, route] of selected.entries())
      routes[index]!.firstFlight = await measureFirstFlight(server, browser, route);
  } finally {
    await browser.close();
  }
  return routes;
}

/**
 * The route's headers off the wire and its document up to a phone's fold: the figure
 * tests/e2e/first-flight.spec.ts holds within one flight.
 */
async function measureFirstFlight(server: RunningServer, browser: Browser, route: MeasuredRoute) {
  const flight = await firstFlight(server.port, route.path);
  const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
  try {
    await page.goto(`${server.origin}${route.path}`);
    const html = readFileSync(path.join(defaultClientDir(), route.file), 'utf8');
    return (await firstViewFlight(page, html, flight)) ?? flight;
  } finally {
    await page.close();
  }
}

/** The quiz API must exist and answer correctly before it is loaded. */
async function checkQuizApi(server: RunningServer) {
  const answerSets = allAnswerSets();
  const apiPaths = answerSets.map((answers) => `${QUIZ_API_PATH}?${quizQuery(answers)}`);
  const response = await fetch(`${server.origin}${apiPaths[0]}`);
  const body = await response.text();
  let apiProblem: string | undefined;
  if (response.status !== 200) apiProblem = `the quiz API answered ${response.status} to a valid query`;
  else {
    try {
      const problems = resultProblems(JSON.parse(body), answerSets[0]!);
      if (problems.length) apiProblem = `the quiz API answer is wrong: ${problems.join('; ')}`;
    } catch {
      apiProblem = 'the quiz API did not answer JSON';
    }
  }
  if (apiProblem) failures.push(apiProblem);
  const quizApi: {
    path: string;
    check: string;
    observatory?: Awaited<ReturnType<typeof observatoryGrade>>;
    observatoryError?: string;
  } = { path: QUIZ_API_PATH, check: apiProblem ?? 'ok' };
  try {
    quizApi.observatory = await observatoryGrade(`127.0.0.1:${server.port}${apiPaths[0]}`);
  } catch (error) {
    quizApi.observatoryError = (error as Error).message;
    failures.push(`Observatory could not grade the quiz API: ${quizApi.observatoryError}`);
  }
  return { apiPaths, apiProblem, quizApi };
}

/** `--load-only`: the throughput figures alone, printed, for iterating on the server. */
function loadAverageWords(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

/** The pre-check's parse time on adversarial bodies: printed, kept in bench/coa-parse.json, held to its target. */
function recordCoaParse(): void {
  log('COA pre-check parse time on adversarial text');
  const figures = measureCoaParse();
  process.stdout.write(`${coaParseTable(figures)}\n`);
  writeFileSync(
    path.join(benchDir, 'coa-parse.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadAverageWords(), figures }, null, 2)}\n`,
  );
  const largest = figures.at(-1)!;
  if (largest.medianMs >= COA_PARSE_TARGET_MS) {
    failures.push(
      `COA parse of ${largest.kib} KiB (${largest.slowestShape}) took ${largest.medianMs} ms, target under ${COA_PARSE_TARGET_MS} ms`,
    );
  }
  if (args.has('--coa-parse')) {
    for (const failure of failures) log(failure);
    if (failures.length) process.exitCode = 1;
  }
}

/** The pre-check's checks per second beside pages and the API (scripts/bench/coaLoad.ts), printed. */
async function measureCoaUnderLoad(server: RunningServer, apiPaths: string[]): Promise<CoaLoadFigures> {
  const pagePaths = measuredRoutes.filter((route) => route.status === 200).map((route) => route.path);
  const { seconds, connections, readers, attackers } = settings.coaLoad;
  log(
    `COA pre-check: ${readers} readers posting certificates and a client stalling the reader on ${attackers} ` +
      `connections, beside ${connections} connections of pages and the API, ${seconds} s`,
  );
  const figures = await measureCoaLoad({
    origin: server.origin,
    seconds,
    connections,
    readers,
    attackers,
    backgroundPaths: apiPaths.flatMap((apiPath, index) => [apiPath, pagePaths[index % pagePaths.length]!]),
  });
  process.stdout.write(`${coaLoadLine(figures)}\n`);
  if (!(await fetch(`${server.origin}/healthz`)).ok)
    failures.push('the server stopped answering /healthz under the COA load');
  return figures;
}

/** `--coa-load`: the pre-check under the mixed load alone, on the existing dist/. */
async function measureCoaLoadOnly(): Promise<void> {
  assertBuilt(defaultClientDir());
  const server = await startServerAtRest();
  try {
    const apiPaths = allAnswerSets().map((answers) => `${QUIZ_API_PATH}?${quizQuery(answers)}`);
    printVerdicts(coaLoadTargets(await measureCoaUnderLoad(server, apiPaths)));
  } finally {
    await server.stop();
  }
  for (const failure of failures) log(failure);
  if (failures.length) process.exitCode = 1;
}

/** Runs `work` with a Chromium of its own, closed afterwards. */
async function inChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** The pre-check page given hostile files: printed, kept in bench/coa-hostile-files.json, held to its target. */
async function recordCoaHostileFiles(server: RunningServer): Promise<void> {
  log('COA pre-check page given hostile files');
  const figures = await inChromium((browser) => measureCoaHostileFiles(browser, server.origin));
  process.stdout.write(`${coaHostileFilesLine(figures)}\n`);
  // Written as Prettier writes it, so the file stays as `npm run lint` wants it.
  const file = path.join(benchDir, 'coa-hostile-files.json');
  const json = JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadAverageWords(), figures });
  writeFileSync(file, await prettier.format(json, { ...(await prettier.resolveConfig(file)), filepath: file }));
  failures.push(...coaHostileFilesFailures(figures));
}

/** The inventory page on a 20,000-row export: printed, kept in bench/inventory-report.json, held to its targets. */
async function recordInventoryReport(server: RunningServer): Promise<void> {
  log('inventory page on a 20,000-row export');
  const figures = await inChromium((browser) => measureInventoryReport(browser, server.origin));
  process.stdout.write(`${inventoryReportLine(figures)}\n`);
  const json = JSON.stringify(
    { measuredAt: new Date().toISOString(), loadAverage: loadAverageWords(), figures },
    null,
    2,
  );
  // The runs on one line, as Prettier writes a short array: the file stays as `npm run lint` wants it.
  const runs = `"runsMs": [${figures.runsMs.join(', ')}]`;
  writeFileSync(path.join(benchDir, 'inventory-report.json'), `${json.replace(/"runsMs": \[[^\]]*\]/, runs)}\n`);
  failures.push(...inventoryReportFailures(figures));
}

/** `--inventory`, `--coa-hostile`: one part that measures a page in Chromium, alone, on the existing dist/. */
async function recordAlone(record: (server: RunningServer) => Promise<void>): Promise<void> {
  assertBuilt(defaultClientDir());
  const server = await startServerAtRest();
  try {
    await record(server);
  } finally {
    await server.stop();
  }
  for (const failure of failures) log(failure);
  if (failures.length) process.exitCode = 1;
}

async function measureLoadOnly(): Promise<void> {
  assertBuilt(defaultClientDir());
  const server = await startServerAtRest();
  try {
    const apiPaths = allAnswerSets().map((answers) => `${QUIZ_API_PATH}?${quizQuery(answers)}`);
    const figures = await measureThroughput(server, apiPaths);
    const { bare } = figures;
    for (const measured of [
      bare,
      figures.staticFile,
      figures.page,
      figures.api,
      figures.resultPage,
      figures.refusedApi,
    ]) {
      process.stdout.write(
        `${measured.label.padEnd(36)} ${String(measured.requestsPerSecond).padStart(6)} req/s  ` +
          `p50 ${measured.p50Ms} ms  p99 ${measured.p99Ms} ms  ${measured.errors} errors  ` +
          `${measured.cpuMicrosPerRequest ?? '?'} us CPU per request; ${describeMachine(measured.machine)}\n`,
      );
      if (measured.errors)
        failures.push(
          `${measured.errors} errors loading ${measured.label} (${measured.non2xx} not 2xx, ${measured.requests} requests)`,
        );
    }
    process.stdout.write(`shares, round by round: ${JSON.stringify(figures.shares)}\n`);
    printVerdicts(
      loadTargets(
        {
          ...figures,
          soak: { ...bare, label: 'soak (not run)', errors: 0 },
          rssBefore: null,
          rssAfter: null,
          connections: settings.connections,
        },
        undefined,
        0,
      ).filter((target) => !target.what.startsWith('soak')),
    );
  } finally {
    await server.stop();
  }
  for (const failure of failures) log(failure);
  if (failures.length) process.exitCode = 1;
}

/** The stores' count events and the quiz API with counting on beside off, on a server of their own. */
async function measureCountingPart(apiPaths: string[]): Promise<CountingFigures | undefined> {
  const figures = await measureCounting({
    seconds: settings.loadSeconds,
    rounds: quick ? 1 : 3,
    apiPaths,
    log,
  });
  if ('skipped' in figures) {
    log(`count events not measured: ${figures.skipped}`);
    return undefined;
  }
  process.stdout.write(`${countingTable(figures)}\n`);
  for (const measured of [figures.counts, figures.apiOff, figures.apiOn]) {
    if (measured.errors)
      failures.push(`${measured.errors} errors loading ${measured.label} (${measured.requests} requests)`);
  }
  if (figures.dropped) failures.push(`${figures.dropped} count events dropped under load`);
  return figures;
}

/** `--counts`: the counting part alone, on the existing dist/. */
async function measureCountsOnly(): Promise<void> {
  assertBuilt(defaultClientDir());
  await measureCountingPart(allAnswerSets().map((answers) => `${QUIZ_API_PATH}?${quizQuery(answers)}`));
  for (const failure of failures) log(failure);
  if (failures.length) process.exitCode = 1;
}

/** One line per load target: PASS or FAIL, what was asked, what was measured. */
function printVerdicts(targets: Target[]): void {
  for (const target of targets) {
    process.stdout.write(
      `${target.ok ? 'PASS' : 'FAIL'}  ${target.what}: ${target.actual}${target.cause ? ` (${target.cause})` : ''}\n`,
    );
  }
}

/**
 * The production server as `npm start` runs it (the access log on: a line per request is part of what a deploy
 * pays, written to a destination that takes it, not parsed by the bench), measured only once its start-up work is
 * done: every result page in memory and the process at rest. A page measured while the server still renders and
 * compresses shares this machine's two cores with it, which no visitor's phone does.
 */
async function startServerAtRest(): Promise<RunningServer> {
  // Its stores' counts in a folder of its own, not in the checkout's data/: the bench joins a store to measure its
  // dashboard.
  const server = await startServerWithOwnData('dyc-bench-data-', { LOG_LEVEL: 'info' }, { logs: 'discard' });
  try {
    await waitForResultPages(server);
    if (!(await waitForProcessAtRest(server.process.pid!)))
      log('the server did not come to rest within 2 minutes of starting: its figures share the CPU with it');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The result pages are rendered at start-up in a worker thread: they are loaded once every one is in memory. */
async function waitForResultPages(server: RunningServer): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
      resultPages?: { ready: number; of: number };
    };
    if (health.resultPages && health.resultPages.ready === health.resultPages.of) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the result pages were not all in memory after 5 minutes');
}

/** The site's answer to `requestPath` as the load generator gets it (its Accept-Encoding), minus what Node adds itself. */
function answerAsSent(origin: string, requestPath: string): Promise<BareAnswer> {
  const addedByNode = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  return new Promise((resolve, reject) => {
    const request = httpGet(`${origin}${requestPath}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!;
          if (!addedByNode.has(name.toLowerCase())) headers.push(name, response.rawHeaders[index + 1]!);
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A measured load and the reference it is read against, run back to back in every round. */
type Pairing = 'staticFile' | 'api' | 'refusedApi' | 'resultPage';

/**
 * Each measured load runs between two runs of its reference (the bare server, or the built page for the result
 * page), in `loadRounds` rounds; a round's share is the load's rate over the mean of the two, and each share is the
 * median of the rounds' own shares. This machine's speed drifts by half from one minute to the next (other guests on
 * the host): a share taken from two medians seconds apart measured that drift as often as the server, and even a
 * reference run just before the load carries the drift of one run; a reference on each side cancels a steady drift.
 * Loads with the same reference share the run between them. Each figure shown is its median round.
 */
async function measureThroughput(server: RunningServer, apiPaths: string[]) {
  const { connections, loadSeconds, loadRounds } = settings;
  const staticFileBytes = statSync(path.join(defaultClientDir(), staticFilePath)).size;
  const bareServer = await startBareServer(await answerAsSent(server.origin, staticFilePath));
  const pid = server.process.pid;
  const refusedApiPaths = badQuizQueries(apiPaths);
  // Every answer set in both languages, as the quiz links them (the age already answered Yes).
  const resultPagePaths = allResultTargets().filter((target) => target.endsWith('&age=yes'));
  await waitForResultPages(server);
  const run = { seconds: loadSeconds, connections, origin: server.origin, serverPid: pid };
  const bareLabel = `bare node:http, ${staticFilePath}'s bytes`;
  const loads = {
    bare: () => load({ ...run, label: bareLabel, origin: bareServer.origin, paths: ['/'], serverPid: bareServer.pid }),
    page: () => load({ ...run, label: staticPagePath, paths: [staticPagePath] }),
    staticFile: () => load({ ...run, label: staticFilePath, paths: [staticFilePath] }),
    api: () => load({ ...run, label: 'quiz API (192 queries)', paths: apiPaths }),
    refusedApi: () =>
      load({
        ...run,
        label: `quiz API refusals (${refusedApiPaths.length} bad queries)`,
        paths: refusedApiPaths,
        expect: 'client-error',
      }),
    resultPage: () => load({ ...run, label: `result page (${resultPagePaths.length} pages)`, paths: resultPagePaths }),
  };
  const referenceOf: Record<Pairing, 'bare' | 'page'> = {
    staticFile: 'bare',
    api: 'bare',
    refusedApi: 'bare',
    resultPage: 'page',
  };
  const rounds: Record<keyof typeof loads, LoadFigures[]> = {
    bare: [],
    page: [],
    staticFile: [],
    api: [],
    refusedApi: [],
    resultPage: [],
  };
  const shares: Record<Pairing, number[]> = { staticFile: [], api: [], refusedApi: [], resultPage: [] };
  try {
    for (let round = 1; round <= loadRounds; round += 1) {
      log(
        `load round ${round}/${loadRounds}: the bare node:http server (${staticFilePath}'s ${staticFileBytes} B and ` +
          `headers) before and after each of ${staticFilePath}, ${QUIZ_API_PATH} and its bad queries; ` +
          `${staticPagePath} before and after the result page; ${connections} connections, ${loadSeconds} s each`,
      );
      let previous: { kind: 'bare' | 'page'; figures: LoadFigures } | undefined;
      for (const measured of Object.keys(referenceOf) as Pairing[]) {
        const kind = referenceOf[measured];
        let before = previous?.kind === kind ? previous.figures : undefined;
        if (!before) {
          before = await loads[kind]();
          rounds[kind].push(before);
        }
        const figures = await loads[measured]();
        const after = await loads[kind]();
        rounds[kind].push(after);
        rounds[measured].push(figures);
        previous = { kind, figures: after };
        const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
        shares[measured].push(reference ? figures.requestsPerSecond / reference : 0);
      }
    }
  } finally {
    await bareServer.close();
  }
  return {
    bare: medianLoad(rounds.bare),
    staticFile: medianLoad(rounds.staticFile),
    page: medianLoad(rounds.page),
    api: medianLoad(rounds.api),
    resultPage: medianLoad(rounds.resultPage),
    refusedApi: medianLoad(rounds.refusedApi),
    staticRatio: median(shares.staticFile),
    apiRatio: median(shares.api),
    resultPageRatio: median(shares.resultPage),
    refusedApiRatio: median(shares.refusedApi),
    /** Every round's share, for the report. */
    shares,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
}

/** The throughput figures, then a soak of pages and API with the server's memory before and after. */
async function measureLoad(server: RunningServer, apiPaths: string[]): Promise<LoadResults> {
  const { connections, soakSeconds } = settings;
  const throughput = await measureThroughput(server, apiPaths);
  const { staticFile, page, api, resultPage, refusedApi } = throughput;
  const pagePaths = measuredRoutes.filter((route) => route.status === 200).map((route) => route.path);
  const mixed = apiPaths.flatMap((apiPath, index) => [apiPath, pagePaths[index % pagePaths.length]!]);
  const pid = server.process.pid!;
  const rssBefore = rssBytes(pid);
  log(`soak: pages and API mixed, ${connections} connections, ${soakSeconds} s`);
  const soak = await load({
    label: 'soak (pages + API)',
    origin: server.origin,
    paths: mixed,
    seconds: soakSeconds,
    connections,
    serverPid: pid,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssAfter = rssBytes(pid);

  if (!(await fetch(`${server.origin}/healthz`)).ok)
    failures.push('the server stopped answering /healthz after the soak');
  for (const figures of [staticFile, page, api, resultPage, refusedApi, soak]) {
    if (figures.errors)
      failures.push(
        `${figures.errors} errors loading ${figures.label} (${figures.non2xx} not 2xx, ${figures.requests} requests)`,
      );
  }
  return { ...throughput, connections, soak, rssBefore, rssAfter };
}

await main();
