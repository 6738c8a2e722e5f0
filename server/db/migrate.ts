/**
 * Versioned migrations, applied on start: every file in migrations/ named `NNNN_what.sql` is one version, applied
 * once, in order, and recorded in `schema_migrations`; all that are missing go in one transaction, under a lock, so
 * servers starting together never apply one twice. Files are never edited once released: a change is a new file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** The migrations shipped with this version of the server, oldest first. */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) return [];
      return [{ version: Number(match[1]), name: match[2]!, sql: readFileSync(new URL(file, dir), 'utf8') }];
    })
    .sort((a, b) => a.version - b.version);
}

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_on TEXT NOT NULL
)`;

/** Applies the migrations the database lacks; resolves to the versions applied now. */
export async function migrate(
  database: Database,
  migrations: readonly Migration[] = readMigrations(),
): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.lockForTransaction('migrations');
    await tx.exec(CREATE_MIGRATIONS_TABLE);
    const applied = new Set(
      (await tx.all<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => Number(row.version)),
    );
    const appliedNow: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_on) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        new Date().toISOString().slice(0, 10),
      ]);
      appliedNow.push(migration.version);
    }
    return appliedNow;
  });
}

/** The versions a database has, oldest first. */
export async function appliedVersions(database: Database): Promise<number[]> {
  const rows = await database.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => Number(row.version));
}
