/**
 * The data layer (server/db/) on SQLite and on PostgreSQL: the same cases, run once per engine. PostgreSQL needs
 * DYC_TEST_POSTGRES_URL (tests/support/testDatabases.ts): in CI its absence fails these cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCounts, foldOldDays, readCounts, type CountIncrement } from '../../server/db/counts.ts';
import { openDatabase, type Database, type DatabaseConfig } from '../../server/db/database.ts';
import { appliedVersions, migrate, readMigrations } from '../../server/db/migrate.ts';
import type { SqliteDatabase } from '../../server/db/sqlite.ts';
import { findStore, insertStore, replaceKeyHash, setStorePage } from '../../server/db/stores.ts';
import { sqliteEngine, TEST_ENGINES } from '../support/testDatabases.ts';

let nextStore = 0;
/** A store id of the right shape, new for each use. */
const storeId = () => `store${String(nextStore++).padStart(11, '0')}`;

const store = (id: string, name = 'Green Door') => ({
  id,
  name,
  shopUrl: 'https://greendoor.example/menu?effect={color}',
  keyHash: 'a'.repeat(64),
  createdOn: '2026-11-27',
  pageOn: true,
});

const count = (id: string, changes: Partial<CountIncrement> = {}): CountIncrement => ({
  storeId: id,
  day: '2026-11-27',
  event: 'result',
  color: 'blue',
  form: 'flower',
  lang: 'en',
  source: 'embed',
  count: 1,
  ...changes,
});

/** A store as versions 1 and 2 wrote it: without the page column of version 3. */
async function insertStoreAsVersion2Did(db: Database, id: string): Promise<void> {
  await db.run('INSERT INTO stores (id, name, shop_url, key_hash, created_on) VALUES ($1, $2, $3, $4, $5)', [
    id,
    'Green Door',
    null,
    'a'.repeat(64),
    '2026-11-01',
  ]);
}

describe.each(TEST_ENGINES)('the data layer on $name', (engine) => {
  let config: DatabaseConfig;
  let remove: () => Promise<void>;
  let db: Database;

  beforeAll(async () => {
    ({ config, remove } = await engine.create());
    db = await openDatabase(config);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await remove?.();
  });

  it('migrates an empty database to the latest version, and a second run applies nothing', async () => {
    const { config: fresh, remove: removeFresh } = await engine.create();
    const empty = await openDatabase(fresh);
    try {
      const versions = readMigrations().map((migration) => migration.version);
      expect(versions).toEqual([1, 2, 3]);
      expect(await migrate(empty)).toEqual(versions);
      expect(await migrate(empty)).toEqual([]);
      expect(await appliedVersions(empty)).toEqual(versions);
    } finally {
      await empty.close();
      await removeFresh();
    }
  });

  it('migrates a database of the previous version, keeping its stores', async () => {
    const { config: fresh, remove: removeFresh } = await engine.create();
    const older = await openDatabase(fresh);
    try {
      const [first, ...rest] = readMigrations();
      expect(await migrate(older, [first!])).toEqual([1]);
      const id = storeId();
      await insertStoreAsVersion2Did(older, id);
      expect(await migrate(older)).toEqual(rest.map((migration) => migration.version));
      expect((await findStore(older, id))?.name).toBe('Green Door');
      await addCounts(older, [count(id)]);
      expect(await readCounts(older, id, '2026-11-01', '2026-11-30')).toHaveLength(1);
    } finally {
      await older.close();
      await removeFresh();
    }
  });

  it('migrates a store of version 2 to one whose quiz page is on, and counts it by source', async () => {
    const { config: fresh, remove: removeFresh } = await engine.create();
    const older = await openDatabase(fresh);
    try {
      const migrations = readMigrations();
      expect(await migrate(older, migrations.slice(0, 2))).toEqual([1, 2]);
      const id = storeId();
      await insertStoreAsVersion2Did(older, id);
      await addCounts(older, [count(id, { count: 2 })]);
      expect(await migrate(older)).toEqual([3]);
      expect(await findStore(older, id)).toEqual({ ...store(id), shopUrl: null, createdOn: '2026-11-01' });
      await addCounts(older, [count(id, { source: 'poster' })]);
      expect(await readCounts(older, id, '2026-11-01', '2026-11-30')).toEqual(
        expect.arrayContaining([
          {
            period: '2026-11-27',
            event: 'result',
            color: 'blue',
            form: 'flower',
            lang: 'en',
            source: 'embed',
            count: 2,
          },
          {
            period: '2026-11-27',
            event: 'result',
            color: 'blue',
            form: 'flower',
            lang: 'en',
            source: 'poster',
            count: 1,
          },
        ]),
      );
    } finally {
      await older.close();
      await removeFresh();
    }
  });

  it('switches a store’s quiz page off and on again, and only that store’s', async () => {
    const [id, other] = [storeId(), storeId()];
    await insertStore(db, store(id));
    await insertStore(db, store(other));
    expect(await setStorePage(db, id, false)).toBe(true);
    expect((await findStore(db, id))?.pageOn).toBe(false);
    expect((await findStore(db, other))?.pageOn).toBe(true);
    expect(await setStorePage(db, id, true)).toBe(true);
    expect((await findStore(db, id))?.pageOn).toBe(true);
    expect(await setStorePage(db, storeId(), false)).toBe(false);
  });

  it('applies each migration once when two servers start together', async () => {
    const { config: fresh, remove: removeFresh } = await engine.create();
    const [one, two] = [await openDatabase(fresh), await openDatabase(fresh)];
    try {
      const applied = await Promise.all([migrate(one), migrate(two)]);
      expect(applied.flat().sort()).toEqual([1, 2, 3]);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await removeFresh();
    }
  });

  it('keeps a store with its key hash, and replaces the hash only from the current one', async () => {
    const id = storeId();
    await insertStore(db, store(id, 'La Tienda'));
    expect(await findStore(db, id)).toEqual(store(id, 'La Tienda'));
    expect(await findStore(db, storeId())).toBeUndefined();
    expect(await replaceKeyHash(db, id, 'b'.repeat(64), 'c'.repeat(64))).toBe(false);
    expect(await replaceKeyHash(db, id, 'a'.repeat(64), 'c'.repeat(64))).toBe(true);
    expect(await replaceKeyHash(db, id, 'a'.repeat(64), 'd'.repeat(64))).toBe(false);
    expect((await findStore(db, id))?.keyHash).toBe('c'.repeat(64));
  });

  it('adds counts up by their key, within a store and range, and writes nothing for an unknown store', async () => {
    const id = storeId();
    const other = storeId();
    await insertStore(db, store(id));
    await insertStore(db, store(other));
    const unknown = storeId();
    await addCounts(db, [count(id, { count: 3 }), count(id, { count: 2 }), count(unknown), count(other)]);
    await addCounts(db, [
      count(id, { color: 'purple', form: 'edibles', lang: 'es' }),
      count(id, { event: 'shop', form: '', lang: '', source: 'embed', count: 4 }),
      count(id, { day: '2026-11-26' }),
      count(id, { day: '2026-10-31' }),
    ]);
    const rows = await readCounts(db, id, '2026-11-01', '2026-11-30');
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          period: '2026-11-27',
          event: 'result',
          color: 'blue',
          form: 'flower',
          lang: 'en',
          source: 'embed',
          count: 5,
        },
        {
          period: '2026-11-27',
          event: 'result',
          color: 'purple',
          form: 'edibles',
          lang: 'es',
          source: 'embed',
          count: 1,
        },
        { period: '2026-11-27', event: 'shop', color: 'blue', form: '', lang: '', source: 'embed', count: 4 },
        {
          period: '2026-11-26',
          event: 'result',
          color: 'blue',
          form: 'flower',
          lang: 'en',
          source: 'embed',
          count: 1,
        },
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(await readCounts(db, unknown, '2026-01-01', '2026-12-31')).toEqual([]);
    expect(await readCounts(db, other, '2026-01-01', '2026-12-31')).toHaveLength(1);
  });

  it('writes a batch whole or not at all', async () => {
    const id = storeId();
    await insertStore(db, store(id));
    // A count of zero breaks the table's check: the row before it in the batch is not kept either.
    await expect(addCounts(db, [count(id, { count: 2 }), count(id, { color: 'green', count: 0 })])).rejects.toThrow();
    expect(await readCounts(db, id, '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('folds daily rows before the first kept day into monthly totals, once, and reads them as months', async () => {
    const id = storeId();
    await insertStore(db, store(id));
    await addCounts(db, [
      count(id, { day: '2025-08-03', count: 2 }),
      count(id, { day: '2025-08-30', count: 5 }),
      count(id, { day: '2025-09-30', color: 'yellow' }),
      count(id, { day: '2025-10-01', count: 7 }),
    ]);
    expect(await foldOldDays(db, '2025-10-01')).toBeGreaterThanOrEqual(3);
    expect(await foldOldDays(db, '2025-10-01')).toBe(0);
    // A late daily row of a folded month is added to its total on the next fold.
    await addCounts(db, [count(id, { day: '2025-08-31' })]);
    await foldOldDays(db, '2025-10-01');
    const rows = await readCounts(db, id, '2025-01-01', '2025-12-31');
    expect(rows).toEqual(
      expect.arrayContaining([
        { period: '2025-08', event: 'result', color: 'blue', form: 'flower', lang: 'en', source: 'embed', count: 8 },
        {
          period: '2025-09',
          event: 'result',
          color: 'yellow',
          form: 'flower',
          lang: 'en',
          source: 'embed',
          count: 1,
        },
        {
          period: '2025-10-01',
          event: 'result',
          color: 'blue',
          form: 'flower',
          lang: 'en',
          source: 'embed',
          count: 7,
        },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('two servers folding at once fold each row once', async () => {
    const id = storeId();
    await insertStore(db, store(id));
    await addCounts(
      db,
      Array.from({ length: 20 }, (_, day) =>
        count(id, { day: `2024-03-${String(day + 1).padStart(2, '0')}`, count: 3 }),
      ),
    );
    const second = await openDatabase(config);
    try {
      await Promise.all([foldOldDays(db, '2025-01-01'), foldOldDays(second, '2025-01-01')]);
    } finally {
      await second.close();
    }
    expect(await readCounts(db, id, '2024-03-01', '2024-03-31')).toEqual([
      { period: '2024-03', event: 'result', color: 'blue', form: 'flower', lang: 'en', source: 'embed', count: 60 },
    ]);
  });

  it('keeps committed counts when the database is opened again', async () => {
    const id = storeId();
    await insertStore(db, store(id));
    await addCounts(db, [count(id, { count: 9 })]);
    const reopened = await openDatabase(config);
    try {
      expect(await readCounts(reopened, id, '2026-11-27', '2026-11-27')).toEqual([
        {
          period: '2026-11-27',
          event: 'result',
          color: 'blue',
          form: 'flower',
          lang: 'en',
          source: 'embed',
          count: 9,
        },
      ]);
    } finally {
      await reopened.close();
    }
  });
});

describe('the SQLite backup (npm run db:backup)', () => {
  let config: DatabaseConfig;
  let remove: () => Promise<void>;
  let db: Database;

  beforeAll(async () => {
    ({ config, remove } = await sqliteEngine.create());
    db = await openDatabase(config);
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await remove();
  });

  it('backs up a consistent copy from another connection while counts are written', async () => {
    const id = storeId();
    await insertStore(db, store(id));
    await addCounts(db, [count(id, { count: 10 })]);
    const copy = `${(config as { file: string }).file}.backup`;
    // As `npm run db:backup` does: its own connection to the file the server is writing.
    const backupConnection = (await openDatabase(config)) as SqliteDatabase;
    try {
      const writing = Promise.all(Array.from({ length: 40 }, () => addCounts(db, [count(id)])));
      await backupConnection.backupTo(copy);
      await writing;
    } finally {
      await backupConnection.close();
    }
    const backup = await openDatabase({ engine: 'sqlite', file: copy });
    try {
      expect(await backup.all('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(await appliedVersions(backup)).toEqual([1, 2, 3]);
      const [row] = await readCounts(backup, id, '2026-11-27', '2026-11-27');
      // One moment of the file: the 10 committed before it began, and any of the 40 written meanwhile.
      expect(row!.count).toBeGreaterThanOrEqual(10);
      expect(row!.count).toBeLessThanOrEqual(50);
    } finally {
      await backup.close();
    }
  });
});
