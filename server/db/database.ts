/**
 * The one data layer: what the rest of the server sees of a database, whichever engine holds it. SQL is written
 * once, with `$1, $2…` placeholders, in the common subset of SQLite and PostgreSQL (TEXT dates, `ON CONFLICT … DO
 * UPDATE`, `CAST`); the queries live one module per table (stores.ts, counts.ts) and the schema in numbered files
 * under migrations/ (migrate.ts). SQLite (`node:sqlite`, built into Node, so nothing is compiled or downloaded at
 * install) is the default; PostgreSQL (`pg`, plain JavaScript) when `DATABASE_URL` is set.
 */
import path from 'node:path';

export type Engine = 'sqlite' | 'postgres';

/** What a query binds: the layer never stores anything else. */
export type SqlValue = string | number | null;

export interface Executor {
  /** Every row a query returns. */
  all<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** A statement that returns no rows; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Several statements without parameters, as a migration file holds them. */
  exec(sql: string): Promise<void>;
  /**
   * Holds the named lock until the transaction ends, so that two servers sharing one PostgreSQL database never run
   * the same maintenance at once. SQLite needs none: its write transactions already take the whole file.
   */
  lockForTransaction(name: DatabaseLock): Promise<void>;
}

/** The work that must never run twice at once across servers. */
export type DatabaseLock = 'migrations' | 'fold-old-days';

/** One statement of a batch, with its parameters. */
export interface Statement {
  sql: string;
  params: readonly SqlValue[];
}

export interface Database extends Executor {
  readonly engine: Engine;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs the statements in one transaction, in order, handed over at once: a batch of counts costs SQLite's thread
   * one message, not one per statement. Committed when it resolves, rolled back when it rejects.
   */
  batch(statements: readonly Statement[]): Promise<void>;
  close(): Promise<void>;
}

/** Where the data lives: `DATABASE_URL` (PostgreSQL) when set, else a SQLite file in `DYC_DATA_DIR` (default ./data/). */
export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** The SQLite file's name inside the data folder. */
export const SQLITE_FILE_NAME = 'dyc.sqlite';

export function databaseConfigFromEnv(env: Record<string, string | undefined>, cwd = process.cwd()): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(?:ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { engine: 'postgres', url };
  }
  return { engine: 'sqlite', file: path.resolve(cwd, env.DYC_DATA_DIR?.trim() || 'data', SQLITE_FILE_NAME) };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.engine === 'postgres') {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.url);
  }
  const { openSqlite } = await import('./sqlite.ts');
  return openSqlite(config.file);
}
