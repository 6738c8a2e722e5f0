/**
 * PostgreSQL through `pg` (node-postgres, plain JavaScript), for several servers behind a load balancer sharing one
 * database. Timeouts are short: a database that is slow or gone costs a dropped count, never a held request.
 */
import pg from 'pg';
import type { Database, DatabaseLock, Executor, SqlValue } from './database.ts';

/** Arbitrary but fixed keys of PostgreSQL's advisory locks, one per kind of work (DatabaseLock). */
const LOCK_KEYS: Readonly<Record<DatabaseLock, number>> = { migrations: 40_001, 'fold-old-days': 40_002 };

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A statement the server waits on longer than this is given up (and its transaction rolled back).
    statement_timeout: 5_000,
    query_timeout: 6_000,
    application_name: 'dyc-website',
  });
  // A connection that breaks while idle (the database restarted) is dropped from the pool, not thrown.
  pool.on('error', () => undefined);

  const executorOf = (client: pg.Pool | pg.PoolClient): Executor => ({
    all: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) =>
      (await client.query<Row>(sql, [...params])).rows,
    run: async (sql, params = []) => (await client.query(sql, [...params])).rowCount ?? 0,
    exec: async (sql) => void (await client.query(sql)),
    lockForTransaction: async (name) =>
      void (await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS[name]])),
  });

  return {
    engine: 'postgres',
    ...executorOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(executorOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection that could not even roll back is closed, not handed to the next caller.
        client.release(broken);
      }
    },
    async batch(statements) {
      await this.transaction(async (tx) => {
        for (const { sql, params } of statements) await tx.run(sql, params);
      });
    },
    close: () => pool.end(),
  };
}
