/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the stores database, made while the server serves.
 *
 * SQLite (the default): SQLite's online backup, from a connection of its own to the server's file, copying every
 * page in one step, so the copy is one moment of the database however often the server writes meanwhile. The copy
 * is a complete SQLite file: to restore, stop the server and put it in place of `<DYC_DATA_DIR>/dyc.sqlite` (and
 * remove the `-wal` and `-shm` files beside it).
 *
 * PostgreSQL (`DATABASE_URL` set): `pg_dump --format=custom`, which reads one snapshot (Debian's
 * postgresql-client gives pg_dump); restore with `pg_restore --clean --dbname=<url> <file>`.
 *
 * Without a file name the copy goes to `<DYC_DATA_DIR>/backups/dyc-<UTC time>.sqlite` (or `.dump`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { databaseConfigFromEnv } from '../../server/db/database.ts';
import { openSqlite } from '../../server/db/sqlite.ts';

const config = databaseConfigFromEnv(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const dataDir = path.resolve(process.env.DYC_DATA_DIR?.trim() || 'data');
const destination = path.resolve(
  process.argv[2] ?? path.join(dataDir, 'backups', `dyc-${stamp}.${config.engine === 'sqlite' ? 'sqlite' : 'dump'}`),
);
mkdirSync(path.dirname(destination), { recursive: true });

if (config.engine === 'sqlite') {
  if (!existsSync(config.file)) {
    console.error(`No database at ${config.file}: the server creates it on its first start (DYC_DATA_DIR).`);
    process.exit(1);
  }
  const database = openSqlite(config.file);
  try {
    await database.backupTo(destination);
  } finally {
    await database.close();
  }
} else {
  const dump = spawnSync('pg_dump', ['--format=custom', `--file=${destination}`, `--dbname=${config.url}`], {
    stdio: 'inherit',
  });
  if (dump.error || dump.status !== 0) {
    console.error('pg_dump failed (is the PostgreSQL client installed? apt-get install postgresql-client)');
    process.exit(1);
  }
}
console.log(`Backed up to ${destination}`);
