/**
 * The thread that owns the SQLite connection (sqlite.ts). `node:sqlite` is synchronous: a commit waits for the disk
 * (synchronous=FULL syncs the write-ahead log on every commit), and on a slow or failing disk that wait must hold
 * this thread, never the one answering pages. Messages are handled one at a time, in order.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import type { SqlValue, Statement } from './database.ts';

export type SqliteRequest =
  | { id: number; kind: 'all' | 'run'; sql: string; params: readonly SqlValue[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'batch'; statements: readonly Statement[] }
  | { id: number; kind: 'backup'; destination: string }
  | { id: number; kind: 'close' };

export type SqliteReply =
  | { id: number; rows: object[] }
  | { id: number; changes: number }
  | { id: number; done: true }
  | { id: number; error: { message: string; code?: string } };

const { file } = workerData as { file: string };
/** The one SQL text per query the layer writes: each is prepared once. */
const statements = new Map<string, StatementSync>();
let database: DatabaseSync | undefined;

function open(): DatabaseSync {
  if (database) return database;
  mkdirSync(path.dirname(file), { recursive: true });
  // A second server process on the same file (npm run db:backup) waits for a lock instead of failing at once.
  const opened = new DatabaseSync(file, { timeout: 5_000 });
  try {
    // Readers never block the writer, and a commit is on disk before it returns: a count answered 2xx survives a
    // kill -9 (or a power cut) right after.
    opened.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  } catch (error) {
    opened.close();
    throw error;
  }
  database = opened;
  return opened;
}

function prepared(sql: string): StatementSync {
  let statement = statements.get(sql);
  if (!statement) {
    // `$1` is PostgreSQL's numbered placeholder; SQLite's is `?1`.
    statement = open().prepare(sql.replace(/\$(\d+)/g, '?$1'));
    statements.set(sql, statement);
  }
  return statement;
}

async function handle(request: SqliteRequest): Promise<SqliteReply> {
  switch (request.kind) {
    case 'all':
      return { id: request.id, rows: prepared(request.sql).all(...request.params) };
    case 'run':
      return { id: request.id, changes: Number(prepared(request.sql).run(...request.params).changes) };
    case 'exec':
      open().exec(request.sql);
      return { id: request.id, done: true };
    case 'batch': {
      const database = open();
      database.exec('BEGIN IMMEDIATE');
      try {
        for (const { sql, params } of request.statements) prepared(sql).run(...params);
        database.exec('COMMIT');
      } catch (error) {
        if (database.isTransaction) database.exec('ROLLBACK');
        throw error;
      }
      return { id: request.id, done: true };
    }
    case 'backup':
      // All pages in one step: a step is one read transaction, so the copy is one consistent moment of the file,
      // however often the server writes meanwhile (a write between steps would make SQLite start over).
      await backup(open(), request.destination, { rate: 2 ** 31 - 1 });
      return { id: request.id, done: true };
    case 'close':
      database?.close();
      database = undefined;
      statements.clear();
      return { id: request.id, done: true };
  }
}

// One message at a time, each finished (a backup included) before the next is read.
let queue = Promise.resolve();
parentPort!.on('message', (request: SqliteRequest) => {
  queue = queue.then(async () => {
    let reply: SqliteReply;
    try {
      reply = await handle(request);
    } catch (error) {
      const { message = 'SQLite failed', code } = error as { message?: string; code?: string; errstr?: string };
      reply = { id: request.id, error: { message, code } };
    }
    parentPort!.postMessage(reply);
  });
});
