import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { readCounts } from '../../server/db/counts.ts';
import { postgresEngine } from '../support/testDatabases.ts';
import { healthz, startServer, type RunningServer } from './support/server.ts';

/**
 * The stores' counts when things go wrong, each against its own production server process: a count answered 2xx
 * is on disk, so a kill -9 right after loses none; a database that is read-only or cannot be reached costs the
 * counts, which /healthz then reports dropped, and nothing else (the quiz and the pages serve as ever).
 */
let server: RunningServer | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Health {
  counts: { database: string; counted: number; dropped: number };
}

async function readyServer(env: Record<string, string>): Promise<RunningServer> {
  const running = await startServer(env);
  await expect.poll(async () => ((await healthz(running.port)) as Health).counts.database).toBe('ready');
  return running;
}

async function join(origin: string): Promise<{ storeId: string; dashboardKey: string }> {
  const response = await fetch(`${origin}/api/v2/stores/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Green Door', shopUrl: '' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { storeId: string; dashboardKey: string };
}

function sendCount(origin: string, storeId: string, color: string): Promise<number> {
  return fetch(`${origin}/api/v2/counts/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ store: storeId, event: 'result', color, form: 'flower', lang: 'en' }),
  }).then((response) => response.status);
}

/** The quiz, a page and the quiz API answer as ever. */
async function expectSiteServing(origin: string): Promise<void> {
  expect((await fetch(`${origin}/quiz/`)).status).toBe(200);
  expect((await fetch(`${origin}/operators/shoppers/`)).status).toBe(200);
  const answer = await fetch(`${origin}/api/v2/quiz/quiz-results/?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind`);
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { color: string }).color).toBe('purple');
}

/** `npm run db:backup` copies the SQLite database while the server writes counts to it. */
async function expectBackupWhileServing(running: RunningServer, env: Record<string, string>, storeId: string) {
  const copy = path.join(env.DYC_DATA_DIR!, 'copy.sqlite');
  const writing = Promise.all(Array.from({ length: 10 }, () => sendCount(running.origin, storeId, 'green')));
  await promisify(execFile)(process.execPath, ['scripts/db/backup.ts', copy], { env: { ...process.env, ...env } });
  expect(await writing).toEqual(Array(10).fill(204));
  const backup = await openDatabase({ engine: 'sqlite', file: copy });
  try {
    const rows = await readCounts(backup, storeId, '2000-01-01', '2100-01-01');
    // One moment of the file: every count from before the kill, and any of the ten sent while it was copied.
    expect(rows.filter((row) => row.color !== 'green').reduce((sum, row) => sum + row.count, 0)).toBe(20);
    expect(rows.find((row) => row.color === 'green')?.count ?? 0).toBeLessThanOrEqual(10);
  } finally {
    await backup.close();
  }
}

/** A new, empty database of each engine, as the server's environment names it. */
const engines: { name: string; create(): Promise<Record<string, string>> }[] = [
  {
    name: 'SQLite',
    async create() {
      const folder = mkdtempSync(path.join(tmpdir(), 'dyc-faults-'));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      return { DYC_DATA_DIR: folder };
    },
  },
  {
    name: 'PostgreSQL',
    async create() {
      const created = await postgresEngine.create();
      cleanups.push(created.remove);
      return { DATABASE_URL: (created.config as { url: string }).url };
    },
  },
];

for (const engine of engines) {
  test.describe(engine.name, () => {
    test(`every count answered 204 is there after a kill -9 right after it${engine.name === 'SQLite' ? ', and db:backup copies it while serving' : ''}`, async () => {
      const env = await engine.create();
      server = await readyServer(env);
      const store = await join(server.origin);
      const colors = [...Array<string>(12).fill('purple'), ...Array<string>(8).fill('blue')];
      const statuses = await Promise.all(colors.map((color) => sendCount(server!.origin, store.storeId, color)));
      expect(statuses).toEqual(colors.map(() => 204));
      // At once, before anything else can run: no shutdown, no flush.
      server.process.kill('SIGKILL');
      await server.exited;
      server = await readyServer(env);
      const response = await fetch(`${server.origin}/api/v2/stores/figures/`, {
        headers: { Authorization: `Bearer ${store.storeId}.${store.dashboardKey}` },
      });
      const figures = (await response.json()) as { totals: { results: number; colors: Record<string, number> } };
      expect(figures.totals.results).toBe(20);
      expect(figures.totals.colors).toMatchObject({ purple: 12, blue: 8 });
      if (env.DYC_DATA_DIR) await expectBackupWhileServing(server, env, store.storeId);
    });
  });
}

test('with a data folder that cannot be written, the site serves and /healthz counts the dropped counts', async () => {
  // A folder under a file: no process, root included, can create it.
  server = await startServer({ DYC_DATA_DIR: '/dev/null/dyc-data' });
  await expectSiteServing(server.origin);
  expect(await sendCount(server.origin, 'abcdefghijklmnop', 'green')).toBe(503);
  expect(await sendCount(server.origin, 'abcdefghijklmnop', 'green')).toBe(503);
  expect(((await healthz(server.port)) as Health).counts).toMatchObject({ database: 'unavailable', dropped: 2 });
  const join = await fetch(`${server.origin}/api/v2/stores/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Green Door', shopUrl: '' }),
  });
  expect(join.status).toBe(503);
  expect(join.headers.get('x-content-type-options')).toBe('nosniff');
});

test.describe('PostgreSQL turned read-only', () => {
  test('drops the counts, says so on /healthz, and the site serves as ever', async () => {
    const env = await engines[1]!.create();
    server = await readyServer(env);
    const store = await join(server.origin);
    expect(await sendCount(server.origin, store.storeId, 'yellow')).toBe(204);
    // The database is made read-only, and the server's connections are cut so that new ones find it so.
    const name = new URL(env.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DYC_TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    } finally {
      await admin.end();
    }
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push(await sendCount(server.origin, store.storeId, 'yellow'));
    expect(statuses.at(-1)).toBe(503);
    const health = (await healthz(server.port)) as Health;
    expect(health.counts.dropped).toBeGreaterThanOrEqual(1);
    expect(health.counts.dropped).toBe(statuses.filter((status) => status === 503).length);
    await expectSiteServing(server.origin);
    // What was written before is still read.
    const database = await openDatabase({ engine: 'postgres', url: env.DATABASE_URL! });
    try {
      const rows = await readCounts(database, store.storeId, '2000-01-01', '2100-01-01');
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
