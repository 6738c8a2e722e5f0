/**
 * Queries of `daily_counts` and `monthly_counts` (migrations/0002_counts.sql): adding a batch of counts, reading a
 * store's range, and folding daily rows past their 13 months into monthly totals.
 */
import type { CountTally } from '../../src/lib/stores/figures.ts';
import type { Database, Executor } from './database.ts';

/** One row's worth of counts: the same key counted `count` times. */
export interface CountIncrement {
  storeId: string;
  day: string;
  event: string;
  color: string;
  form: string;
  lang: string;
  source: string;
  count: number;
}

/** The columns that make a row's key, besides its day or month. */
const KEY_COLUMNS = 'event, color, form, lang, source';

// A count for a store that does not exist is not written (nor refused: its sender is answered like any other).
const ADD_DAILY = `INSERT INTO daily_counts (store_id, day, ${KEY_COLUMNS}, count)
SELECT $1, $2, $3, $4, $5, $6, $7, CAST($8 AS INTEGER) WHERE EXISTS (SELECT 1 FROM stores WHERE id = $1)
ON CONFLICT (store_id, day, ${KEY_COLUMNS}) DO UPDATE SET count = daily_counts.count + excluded.count`;

/** Adds the increments in one transaction: all of them are on disk when it resolves, or none. */
export async function addCounts(db: Database, increments: readonly CountIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  await db.batch(
    increments.map((row) => ({
      sql: ADD_DAILY,
      params: [row.storeId, row.day, row.event, row.color, row.form, row.lang, row.source, row.count],
    })),
  );
}

/** A store's rows in a range: daily rows of its days, monthly rows of its months. */
export async function readCounts(db: Executor, storeId: string, from: string, to: string): Promise<CountTally[]> {
  const [daily, monthly] = [
    await db.all<CountTally>(
      `SELECT day AS period, ${KEY_COLUMNS}, SUM(count) AS count FROM daily_counts
       WHERE store_id = $1 AND day >= $2 AND day <= $3 GROUP BY day, ${KEY_COLUMNS}`,
      [storeId, from, to],
    ),
    await db.all<CountTally>(
      `SELECT month AS period, ${KEY_COLUMNS}, SUM(count) AS count FROM monthly_counts
       WHERE store_id = $1 AND month >= $2 AND month <= $3 GROUP BY month, ${KEY_COLUMNS}`,
      [storeId, from.slice(0, 7), to.slice(0, 7)],
    ),
  ];
  // PostgreSQL's SUM of integers is a bigint, which pg hands over as text.
  return [...monthly, ...daily].map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * Folds every daily row before `firstKeptDay` into its month's total and deletes it, in one transaction; two servers
 * folding at once take turns (the second finds nothing left to fold). Resolves to the daily rows folded.
 */
export async function foldOldDays(db: Database, firstKeptDay: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.lockForTransaction('fold-old-days');
    await tx.run(
      `INSERT INTO monthly_counts (store_id, month, ${KEY_COLUMNS}, count)
       SELECT store_id, substr(day, 1, 7), ${KEY_COLUMNS}, SUM(count) FROM daily_counts WHERE day < $1
       GROUP BY store_id, substr(day, 1, 7), ${KEY_COLUMNS}
       ON CONFLICT (store_id, month, ${KEY_COLUMNS}) DO UPDATE SET count = monthly_counts.count + excluded.count`,
      [firstKeptDay],
    );
    return tx.run('DELETE FROM daily_counts WHERE day < $1', [firstKeptDay]);
  });
}
