/**
 * The bench's output: tables on stdout, bench/results.json (in the repository's Prettier format, so
 * the committed file passes `prettier --check`) and bench/RESULTS.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coaLoadLine, describeStatuses, type CoaLoadFigures } from './coaLoad.ts';
import { describeLcpCause, describeTbtCause } from './lighthouse.ts';
import { loadGenerator } from './load.ts';
import { describeMachine } from './machine.ts';
import { kb, mb, num, type LoadResults, type RouteResult, type Target } from './targets.ts';
import type { ObservatoryGrade } from './observatory.ts';
import { countingTable, COUNT_CONNECTIONS, type CountingFigures } from './countLoad.ts';

export interface BenchReport {
  startedAt: Date;
  quick: boolean;
  settings: {
    lighthouseRuns: number;
    loadSeconds: number;
    loadRounds: number;
    soakSeconds: number;
    connections: number;
    coaLoad: { seconds: number; connections: number; readers: number; attackers: number };
  };
  machine: string;
  origin: string;
  routes: RouteResult[];
  quizApi: { path: string; check: string; observatory?: ObservatoryGrade; observatoryError?: string };
  load: LoadResults;
  coaLoad: CoaLoadFigures;
  /** The stores' count events and the quiz API beside them (scripts/bench/countLoad.ts); absent without wrk. */
  counting?: CountingFigures;
  targets: Target[];
  failures: string[];
}

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** bench/lcp-baseline.json: each route's LCP before the design pass and the speed work, to set beside today's. */
interface LcpBaseline {
  measuredAt: string;
  lcpMs: Record<string, number>;
}

function lcpBeforeAndAfter(routes: RouteResult[], baselineFile: string): string[] {
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as LcpBaseline;
  const rows = routes.map((result) => {
    const key = result.status === 404 ? '/404.html' : result.route;
    const before = baseline.lcpMs[key];
    return [
      result.status === 404 ? '404 page' : result.route,
      before === undefined ? '(new)' : num(before),
      num(result.lighthouse.lcpMs),
    ];
  });
  return [
    '## LCP before and after',
    '',
    `Before: the run of ${baseline.measuredAt}, before the design pass (brand font, illustrations) and the speed work; after: this run.`,
    '',
    table(['route', 'LCP ms before', 'LCP ms now'], rows),
    '',
  ];
}

function routeTable(routes: RouteResult[]): string {
  return table(
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
      'JS gzip KB',
      'JS before input KB',
      'first flight B: headers + br to the fold (whole)',
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
      result.weight.lazyJsGzip
        ? `${kb(result.weight.totalJsGzip)} (${kb(result.weight.lazyJsGzip)} lazy)`
        : kb(result.weight.totalJsGzip),
      kb(result.weight.eagerJsGzip),
      firstFlightCell(result.firstFlight),
      kb(result.weight.cssBrotli),
      result.observatory
        ? `${result.observatory.grade} ${result.observatory.score} (${result.observatory.gradeWithoutHttpsOnly} ${result.observatory.scoreWithoutHttpsOnly})`
        : 'error',
    ]),
  );
}

function loadTable(load: LoadResults): string {
  return table(
    [
      'load',
      'req/s',
      'share of its reference (each round)',
      'server CPU µs per request',
      'p50 ms',
      'p99 ms',
      'requests',
      'errors',
      'the machine meanwhile',
    ],
    (
      [
        [load.bare, null],
        [load.staticFile, 'staticFile'],
        [load.page, null],
        [load.api, 'api'],
        [load.resultPage, 'resultPage'],
        [load.refusedApi, 'refusedApi'],
        [load.soak, null],
      ] as const
    ).map(([figures, pairing]) => [
      figures.label,
      String(figures.requestsPerSecond),
      pairing ? shareCell(load, pairing) : '',
      String(figures.cpuMicrosPerRequest ?? 'n/a'),
      String(figures.p50Ms),
      String(figures.p99Ms),
      String(figures.requests),
      String(figures.errors),
      describeMachine(figures.machine),
    ]),
  );
}

const ratioOf = {
  staticFile: 'staticRatio',
  api: 'apiRatio',
  refusedApi: 'refusedApiRatio',
  resultPage: 'resultPageRatio',
} as const;

function shareCell(load: LoadResults, pairing: keyof LoadResults['shares']): string {
  const reference = pairing === 'resultPage' ? 'page' : 'bare';
  return `${load[ratioOf[pairing]].toFixed(2)} of ${reference} (${load.shares[pairing].map((share) => share.toFixed(2)).join(', ')})`;
}

function firstFlightCell(flight: RouteResult['firstFlight']): string {
  if (!flight) return 'n/a';
  return 'firstViewTotalBytes' in flight
    ? `${flight.firstViewTotalBytes} (${flight.totalBytes})`
    : `n/a (${flight.totalBytes})`;
}

function tbtCauses(routes: RouteResult[]): string[] {
  return routes.map(
    (result) =>
      `- **${result.status === 404 ? '404 page' : result.route}** (TBT ${num(result.lighthouse.tbtMs)} ms): ${describeTbtCause(result.lighthouse.tbtCause, result.lighthouse.commitTask)}.`,
  );
}

function lcpCauses(routes: RouteResult[]): string[] {
  return routes.map(
    (result) =>
      `- **${result.status === 404 ? '404 page' : result.route}** (LCP ${num(result.lighthouse.lcpMs)} ms): ${describeLcpCause(result.lighthouse.lcpCause)}.`,
  );
}

export async function writeReport(report: BenchReport, benchDir: string): Promise<void> {
  const { settings, load } = report;
  const missed = report.targets.filter((target) => !target.ok);
  const summary = [
    `static file / bare server: ${load.staticRatio.toFixed(2)}; quiz API / bare server: ${load.apiRatio.toFixed(2)}; ` +
      `result page from memory / built page: ${load.resultPageRatio.toFixed(2)}; ` +
      `quiz API refusals / bare server: ${load.refusedApiRatio.toFixed(2)}`,
    `server RSS before the soak ${mb(load.rssBefore)}, after ${mb(load.rssAfter)}`,
    coaLoadLine(report.coaLoad),
    `quiz API check: ${report.quizApi.check}; Observatory: ${
      report.quizApi.observatory
        ? `${report.quizApi.observatory.grade} ${report.quizApi.observatory.score}, without the HTTPS-only checks ${report.quizApi.observatory.gradeWithoutHttpsOnly} ${report.quizApi.observatory.scoreWithoutHttpsOnly}`
        : `error: ${report.quizApi.observatoryError}`
    }`,
  ];
  const routes = routeTable(report.routes);
  const loads = loadTable(load);
  console.log(`\n${routes}\n\n${loads}\n\n${summary.join('\n')}\n`);
  console.log(
    missed.length
      ? `Targets missed (${missed.length} of ${report.targets.length}):\n${missed
          .map((target) => `  MISS ${target.what}: ${target.actual}${target.cause ? ` (${target.cause})` : ''}`)
          .join('\n')}`
      : `All ${report.targets.length} targets met.`,
  );
  if (report.failures.length) console.log(`\nFAILED:\n${report.failures.map((failure) => `  ${failure}`).join('\n')}`);

  const prettier = await import('prettier');
  const resultsFile = path.join(benchDir, 'results.json');
  const prettierConfig = (await prettier.resolveConfig(resultsFile)) ?? {};
  writeFileSync(
    resultsFile,
    await prettier.format(JSON.stringify({ ...report, startedAt: report.startedAt.toISOString() }), {
      ...prettierConfig,
      filepath: resultsFile,
    }),
  );
  const markdown = [
    '# Bench results',
    '',
    `Measured by \`npm run bench${report.quick ? ' -- --quick' : ''}\` on ${report.startedAt.toISOString()}: ${report.machine}.`,
    `Lighthouse ${settings.lighthouseRuns === 1 ? '1 run' : `median of ${settings.lighthouseRuns} runs`} per route, mobile, default (simulated) throttling;`,
    'the 404 page is audited at its own address with Lighthouse told to accept its status (its SEO score counts it). JS gzip, JS before any input and CSS brotli come',
    'from the build (scripts/lib/measure.ts, the same code as the budget tests); the first flight is the response headers plus',
    "the compressed document up to the first element below a phone's fold (412 x 823), as the server sends them, and in",
    'brackets with the whole document (scripts/lib/firstFlight.ts, the same code as tests/e2e/first-flight.spec.ts, which',
    'holds the first figure within 14,600 bytes). Observatory: grade and score over plain',
    'HTTP, and in brackets without the two checks that need HTTPS (redirection to HTTPS, HSTS).',
    '',
    routes,
    '',
    ...lcpBeforeAndAfter(report.routes, path.join(benchDir, 'lcp-baseline.json')),
    '## What each LCP waited on',
    '',
    "Lighthouse's simulated LCP counts every request finished before the LCP Chromium observed, and the main-thread work",
    'before it multiplied by the CPU slowdown. Per route, from the run whose LCP is the median:',
    '',
    ...lcpCauses(report.routes),
    '',
    '## What each TBT is made of',
    '',
    "Lighthouse's simulated TBT takes the main-thread tasks Chromium really ran, each multiplied by the CPU slowdown and",
    'placed on the simulated timeline; what a task runs after First Contentful Paint beyond its first 50 ms blocks.',
    'A task Lighthouse attributes to no script is the browser committing the navigation, parsing, style or layout: on',
    'these pages the first of them is the commit, whose wall time grows with whatever else the 2 CPUs run at that',
    "moment. Two causes of that were the site's and are gone: a Cross-Origin-Opener-Policy header, which made",
    'Chromium launch a new renderer process beside the commit (server/headers.ts), and a localStorage read in the',
    "brand font's head script, whose synchronous open held the first parse (src/lib/fonts/brandFont.ts).",
    'Per route, from the run whose TBT is the median:',
    '',
    ...tbtCauses(report.routes),
    '',
    '## Load',
    '',
    `${loadGenerator === 'wrk' ? 'wrk (one thread, in its own process)' : 'autocannon (wrk is not installed)'}, ${settings.connections} connections, ${settings.loadSeconds} s each, in one run, with the server's access log on as`,
    `\`npm start\` runs it: a bare node:http server answering the headers and body of ${load.staticFile.label}, that file from the`,
    `site's server, a page, the quiz API (the 192 valid queries in turn), the result page (every answer set in both`,
    `languages, from the table the server fills at start-up) and the API refusing bad queries (each answered 400 naming`,
    `the parameter). Each load runs between two runs of its reference (the bare server; the built page for the result`,
    `page), in ${settings.loadRounds} round(s): a round's share is over the mean of the two, a share is the median of the rounds' shares, shown in brackets; each other figure is from its`,
    `median round (errors from every round). Then a soak of ${settings.soakSeconds} s with every page and the API mixed.`,
    "The server's CPU per request is its process's CPU time in the round over the requests answered: what one answer",
    'costs, which moves less than req/s when the machine is shared.',
    'The last column is what the machine did during that round (scripts/bench/machine.ts): CPU time the host stole,',
    'the share of time some task waited for a CPU, CPU used by processes other than the server and the bench, the',
    "bench's own longest stall (autocannon, when it is the generator, runs in it, so its stall counts as latency) and the",
    "server's preemptions.",
    '',
    loads,
    '',
    ...summary.map((line) => `- ${line}`),
    '',
    '## The COA pre-check under load',
    '',
    `For ${report.coaLoad.seconds} s, ${report.coaLoad.readers} readers post the no-JavaScript form with the certificates of`,
    'tests/fixtures/coa/ (each from a loopback address of its own, as distinct visitors), beside wrk loading pages and',
    `the quiz API on ${report.coaLoad.background.connections} connections and one client posting 180 KB of "  product:" (a text that stalls the`,
    `reader to its deadline) on ${report.coaLoad.attackers} connections (scripts/bench/coaLoad.ts). Checks per second are the readers' posts`,
    'answered with their verdict; every post is counted by status.',
    '',
    table(
      [
        'checks/s',
        'p50 ms',
        'p99 ms',
        "readers' posts",
        "stalling client's posts",
        'background req/s',
        'background errors',
      ],
      [
        [
          String(report.coaLoad.checksPerSecond),
          String(report.coaLoad.p50Ms),
          String(report.coaLoad.p99Ms),
          describeStatuses(report.coaLoad.statuses),
          describeStatuses(report.coaLoad.attackerStatuses),
          String(report.coaLoad.background.requestsPerSecond),
          String(report.coaLoad.background.errors),
        ],
      ],
    ),
    '',
    ...(report.counting
      ? [
          '## Counting',
          '',
          `The stores' count events (POST /api/v2/counts/) at ${COUNT_CONNECTIONS} connections on a server of their own with a`,
          'fresh SQLite file, from 20,000 addresses (through DYC_TRUST_PROXY, so the per-address limit admits them), each',
          'answered once its batch is committed; then the quiz API alone, with count events loading at once, and alone',
          `again: ${report.counting.rounds} round(s) of ${report.counting.seconds} s, the median round shown, the share is the median`,
          "of each round's on over the mean of its two offs. A count's latency is mostly the batch's wait (at most 100 ms).",
          '',
          countingTable(report.counting),
          '',
        ]
      : []),
    '## Targets',
    '',
    table(
      ['target', 'result', 'measured', 'cause'],
      report.targets.map((target) => [target.what, target.ok ? 'met' : 'MISSED', target.actual, target.cause ?? '']),
    ),
    '',
    ...(report.failures.length ? ['## Failures', '', ...report.failures.map((failure) => `- ${failure}`), ''] : []),
  ].join('\n');
  writeFileSync(path.join(benchDir, 'RESULTS.md'), markdown);
}
