/**
 * The stores' count events under load (`npm run bench -- --counts`, and part of the full run): POSTs of count
 * events at 200 connections, with their p99 and errors, and the quiz API's throughput with counting on (count events
 * loading the same server at once) beside off (the API alone, before and after). Its own server, on a fresh SQLite
 * file, behind a proxy as far as the rate limit knows: DYC_TRUST_PROXY=127.0.0.1 and an X-Forwarded-For from
 * thousands of addresses, so the load measures the writes and not the per-address limit (which refuses one client's
 * flood with 429s, as it should).
 *
 * wrk (Debian's) drives both loads, each in its own process, through generated Lua scripts; without wrk this part
 * says so and is skipped. Figures are read as the main load's are (scripts/bench/load.ts: parseWrkOutput).
 */
import { startServerWithOwnData, type RunningServer } from '../lib/productionServer.ts';
import { loadGenerator, pathsInTurnLua, runWrk } from './load.ts';
import { table } from './report.ts';

export const COUNT_CONNECTIONS = 200;
/** The quiz API's connections, as the main load uses. */
const API_CONNECTIONS = 50;
/** Stores the events are spread over, and addresses they come from. */
const STORES = 20;
const ADDRESSES = 20_000;

export interface CountLoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors and answers other than 2xx. */
  errors: number;
}

export interface CountingFigures {
  seconds: number;
  rounds: number;
  /** Count events alone, at 200 connections: the median round. */
  counts: CountLoadFigures;
  /** The quiz API alone, before and after each round's counting, and with count events loading at once. */
  apiOff: CountLoadFigures;
  apiOn: CountLoadFigures;
  /** The quiz API's rate with counting on over its rate with counting off (the mean of the runs around it). */
  apiShare: number;
  /** What the server's /healthz said at the end: events committed and dropped. */
  counted: number;
  dropped: number;
}

interface WrkJob {
  label: string;
  origin: string;
  connections: number;
  seconds: number;
  /** The body of the Lua script's `request` function and what it needs above it. */
  lua: string;
}

async function wrk({ label, origin, connections, seconds, lua }: WrkJob): Promise<CountLoadFigures> {
  const result = await runWrk(origin, connections, seconds, lua);
  return {
    label,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    errors: result.socketErrors + result.non2xx,
  };
}

/** Count events for the stores, from addresses in turn: a result or a shop click, every color, form and language. */
function countsLua(storeIds: string[]): string {
  const colors = ['yellow', 'green', 'blue', 'purple'];
  const forms = ['disposables', 'edibles', 'flower', 'infused waters'];
  const bodies = storeIds.flatMap((store, index) => [
    JSON.stringify({ store, event: 'result', color: colors[index % 4], form: forms[(index >> 2) % 4], lang: 'en' }),
    JSON.stringify({ store, event: 'result', color: colors[(index + 1) % 4], form: forms[index % 4], lang: 'es' }),
    JSON.stringify({ store, event: 'shop', color: colors[(index + 2) % 4] }),
  ]);
  return [
    `local bodies = { ${bodies.map((body) => `[[${body}]]`).join(', ')} }`,
    'local next = 0',
    'request = function()',
    '  next = next + 1',
    `  local address = next % ${ADDRESSES}`,
    '  local headers = { ["Content-Type"] = "application/json",',
    '    ["X-Forwarded-For"] = "10." .. math.floor(address / 65536) .. "." .. (math.floor(address / 256) % 256) ..',
    '      "." .. (address % 256) }',
    '  return wrk.format("POST", "/api/v2/counts/", headers, bodies[next % #bodies + 1])',
    'end',
    '',
  ].join('\n');
}

async function joinStores(server: RunningServer): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < STORES; index += 1) {
    const response = await fetch(`${server.origin}/api/v2/stores/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${index}` },
      body: JSON.stringify({ name: `Bench store ${index + 1}`, shopUrl: '' }),
    });
    if (response.status !== 201) throw new Error(`joining a store answered ${response.status}`);
    ids.push(((await response.json()) as { storeId: string }).storeId);
  }
  return ids;
}

function medianRound(rounds: CountLoadFigures[]): CountLoadFigures {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, errors: rounds.reduce((sum, round) => sum + round.errors, 0) };
}

export async function measureCounting({
  seconds,
  rounds,
  apiPaths,
  log,
}: {
  seconds: number;
  rounds: number;
  apiPaths: string[];
  log: (message: string) => void;
}): Promise<CountingFigures | { skipped: string }> {
  if (loadGenerator !== 'wrk') return { skipped: 'wrk is not installed (apt-get install wrk)' };
  const server = await startServerWithOwnData(
    'dyc-bench-counts-',
    { LOG_LEVEL: 'info', DYC_TRUST_PROXY: '127.0.0.1' },
    { logs: 'discard' },
  );
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const health = (await (await fetch(`${server.origin}/healthz`)).json()) as { counts?: { database: string } };
      if (health.counts?.database === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const storeIds = await joinStores(server);
    const job = { origin: server.origin, seconds };
    const counts = () =>
      wrk({
        ...job,
        label: `count events (${COUNT_CONNECTIONS} connections)`,
        connections: COUNT_CONNECTIONS,
        lua: countsLua(storeIds),
      });
    const api = (label: string) => wrk({ ...job, label, connections: API_CONNECTIONS, lua: pathsInTurnLua(apiPaths) });
    // Warm both paths first, unmeasured.
    await Promise.all([
      wrk({ ...job, seconds: 1, label: 'warm-up', connections: 20, lua: countsLua(storeIds) }),
      api('warm-up'),
    ]);
    const countRounds: CountLoadFigures[] = [];
    const offRounds: CountLoadFigures[] = [];
    const onRounds: CountLoadFigures[] = [];
    const shares: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      log(
        `counting round ${round}/${rounds}: count events at ${COUNT_CONNECTIONS} connections; the quiz API alone, ` +
          `then with count events at once, then alone again; ${seconds} s each`,
      );
      countRounds.push(await counts());
      const before = await api('quiz API, counting off');
      const [withCounting] = await Promise.all([api('quiz API, counting on'), counts()]);
      const after = await api('quiz API, counting off');
      offRounds.push(before, after);
      onRounds.push(withCounting);
      const off = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      shares.push(off ? withCounting.requestsPerSecond / off : 0);
    }
    const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
      counts: { counted: number; dropped: number };
    };
    shares.sort((a, b) => a - b);
    return {
      seconds,
      rounds,
      counts: medianRound(countRounds),
      apiOff: medianRound(offRounds),
      apiOn: medianRound(onRounds),
      apiShare: Math.round(shares[Math.floor((shares.length - 1) / 2)]! * 100) / 100,
      counted: health.counts.counted,
      dropped: health.counts.dropped,
    };
  } finally {
    await server.stop();
  }
}

/** The counting figures as a table and a line. */
export function countingTable(figures: CountingFigures): string {
  const row = (load: CountLoadFigures) => [
    load.label,
    String(load.requestsPerSecond),
    `${load.p50Ms} ms`,
    `${load.p99Ms} ms`,
    String(load.errors),
  ];
  return [
    table(['load', 'req/s', 'p50', 'p99', 'errors'], [row(figures.counts), row(figures.apiOff), row(figures.apiOn)]),
    '',
    `quiz API with counting on / off: ${figures.apiShare.toFixed(2)}; count events committed ${figures.counted}, ` +
      `dropped ${figures.dropped}`,
  ].join('\n');
}
