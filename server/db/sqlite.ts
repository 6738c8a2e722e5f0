/**
 * SQLite through `node:sqlite`, run in a worker thread of its own (sqliteWorker.ts) so that a slow disk never holds
 * the event loop. Operations are sent in order and answered in order; a transaction holds the line until it ends,
 * so nothing else lands inside it.
 */
import { Worker } from 'node:worker_threads';
import type { Database, Executor, SqlValue } from './database.ts';
import type { SqliteReply, SqliteRequest } from './sqliteWorker.ts';

type WithoutId<Request> = Request extends unknown ? Omit<Request, 'id'> : never;
type Outgoing = WithoutId<SqliteRequest>;

export class SqliteError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'SqliteError';
    this.code = code;
  }
}

export interface SqliteDatabase extends Database {
  /** A consistent copy of the whole database in another file, made while the server goes on writing. */
  backupTo(destination: string): Promise<void>;
}

export function openSqlite(file: string): SqliteDatabase {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: SqliteReply) => void; reject: (error: Error) => void }>();
  let closed = false;

  function failAll(error: Error): void {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  /** A worker that died (an out-of-memory, a crash) is replaced on the next call; the calls it held fail. */
  function currentWorker(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./sqliteWorker.ts', import.meta.url), { workerData: { file } });
    // An idle connection never keeps the process alive.
    started.unref();
    started.on('message', (reply: SqliteReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new SqliteError(`the SQLite thread stopped: ${error.message}`, 'ERR_SQLITE_THREAD'));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    worker = started;
    return started;
  }

  /** Sends one request; resolves to its reply's value, or rejects with its error. */
  async function send(request: Outgoing): Promise<object[] | number | undefined> {
    if (closed) throw new SqliteError('the database is closed', 'ERR_SQLITE_CLOSED');
    const id = nextId++;
    const target = currentWorker();
    const answered = new Promise<SqliteReply>((resolve, reject) => pending.set(id, { resolve, reject }));
    target.postMessage({ ...request, id });
    const reply = await answered;
    if ('error' in reply) throw new SqliteError(reply.error.message, reply.error.code);
    if ('rows' in reply) return reply.rows;
    if ('changes' in reply) return reply.changes;
    return undefined;
  }

  const direct: Executor = {
    all: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) =>
      (await send({ kind: 'all', sql, params })) as Row[],
    run: async (sql, params = []) => (await send({ kind: 'run', sql, params })) as number,
    exec: async (sql) => void (await send({ kind: 'exec', sql })),
    lockForTransaction: async () => undefined,
  };

  // Every operation waits for the one before it: a transaction's statements must not interleave with others.
  let line: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = line.then(work, work);
    line = result.catch(() => undefined);
    return result;
  }

  return {
    engine: 'sqlite',
    all: (sql, params) => inTurn(() => direct.all(sql, params)),
    run: (sql, params) => inTurn(() => direct.run(sql, params)),
    exec: (sql) => inTurn(() => direct.exec(sql)),
    lockForTransaction: direct.lockForTransaction,
    transaction: (work) =>
      inTurn(async () => {
        // IMMEDIATE takes the write lock at once: another process's writer waits (busy timeout), none deadlocks.
        await direct.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          await direct.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    batch: (statements) => inTurn(async () => void (await send({ kind: 'batch', statements }))),
    backupTo: (destination) => inTurn(async () => void (await send({ kind: 'backup', destination }))),
    close: () =>
      inTurn(async () => {
        if (closed) return;
        if (worker) await send({ kind: 'close' }).catch(() => undefined);
        closed = true;
        const ending = worker;
        worker = undefined;
        await ending?.terminate();
      }),
  };
}
