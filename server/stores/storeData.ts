/**
 * The stores' data as the server holds it: the database, opened and migrated at start, and the count writer in
 * front of it. A database that cannot be opened (a folder that cannot be written, a PostgreSQL server that does not
 * answer) never stops the server: the site and the quiz serve as ever, counts are dropped and /healthz says so, and
 * opening is tried again every half minute. Once a day, daily rows older than 13 months are folded into months.
 */
import { addCounts, foldOldDays } from '../db/counts.ts';
import { openDatabase, type Database, type DatabaseConfig } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { dailyRowsFrom, utcDay } from '../../src/lib/stores/days.ts';
import { CountWriter, type CountWriterOptions } from './countWriter.ts';

export interface StoreDataLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StoreDataOptions {
  log?: StoreDataLog;
  /** Time between two tries to open a database that failed to open. */
  retryMs?: number;
  /** Time between two folds of old daily rows. */
  foldEveryMs?: number;
  writer?: Omit<CountWriterOptions, 'write'>;
}

export interface StoreDataHealth {
  /** 'ready' once the database is open and migrated; 'unavailable' until then, or after it failed to open. */
  database: 'ready' | 'unavailable';
  engine: DatabaseConfig['engine'];
  /** Count events committed, dropped and waiting since the server started. */
  counted: number;
  dropped: number;
  waiting: number;
}

export interface StoreData {
  /** The open, migrated database; undefined while there is none. */
  database(): Database | undefined;
  /** Resolves once the first try to open has ended, opened or not. */
  readonly started: Promise<void>;
  readonly writer: CountWriter;
  health(): StoreDataHealth;
  close(): Promise<void>;
}

const quietLog: StoreDataLog = { info: () => undefined, error: () => undefined };

export function startStoreData(
  config: DatabaseConfig,
  { log = quietLog, retryMs = 30_000, foldEveryMs = 86_400_000, writer: writerOptions = {} }: StoreDataOptions = {},
): StoreData {
  let database: Database | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let foldTimer: NodeJS.Timeout | undefined;

  const writer = new CountWriter({
    ...writerOptions,
    write: async (increments) => {
      if (!database) throw new Error('no database');
      await addCounts(database, increments);
    },
  });

  async function fold(): Promise<void> {
    if (!database) return;
    try {
      const folded = await foldOldDays(database, dailyRowsFrom(utcDay(Date.now())));
      if (folded > 0) log.info({ folded }, 'daily counts older than 13 months folded into monthly totals');
    } catch (error) {
      log.error({ err: error }, 'folding old daily counts failed');
    }
  }

  async function open(): Promise<void> {
    let opened: Database | undefined;
    try {
      opened = await openDatabase(config);
      const applied = await migrate(opened);
      if (closed) return void (await opened.close());
      database = opened;
      log.info({ engine: config.engine, migrationsApplied: applied }, 'store database ready');
      await fold();
      foldTimer = setInterval(() => void fold(), foldEveryMs);
      foldTimer.unref();
    } catch (error) {
      await opened?.close().catch(() => undefined);
      // The URL or path may hold a password: only the engine and the error's own words are logged.
      log.error({ engine: config.engine, err: { message: (error as Error).message } }, 'store database unavailable');
      if (closed) return;
      retryTimer = setTimeout(() => void open(), retryMs);
      retryTimer.unref();
    }
  }

  const started = open();

  return {
    database: () => database,
    started,
    writer,
    health: () => ({
      database: database ? 'ready' : 'unavailable',
      engine: config.engine,
      counted: writer.stats.written,
      dropped: writer.stats.dropped,
      waiting: writer.stats.waiting,
    }),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(foldTimer);
      await started;
      await writer.close();
      await database?.close();
      database = undefined;
    },
  };
}
