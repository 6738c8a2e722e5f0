/**
 * The two engines the data layer runs on, for tests that run the same cases against both. SQLite gets a fresh
 * file in a temporary folder; PostgreSQL a fresh database on the server named by DYC_TEST_POSTGRES_URL (.ci/run
 * starts one: `export DYC_TEST_POSTGRES_URL="$(.ci/start-postgres)"`), dropped afterwards. In CI that variable is
 * required everywhere: without it the PostgreSQL cases fail, saying how to start one, rather than pass unseen.
 *
 * Runs under vitest and under Playwright's loader: erasable TypeScript only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../server/db/database.ts';

export const POSTGRES_URL = process.env.DYC_TEST_POSTGRES_URL?.trim() || undefined;

export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  /** A new, empty database; `remove` deletes it. */
  create(): Promise<{ config: DatabaseConfig; remove(): Promise<void> }>;
}

export const sqliteEngine: TestEngine = {
  name: 'SQLite',
  async create() {
    const folder = mkdtempSync(path.join(tmpdir(), 'dyc-data-'));
    return {
      config: { engine: 'sqlite', file: path.join(folder, 'dyc.sqlite') },
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  },
};

export const postgresEngine: TestEngine = {
  name: 'PostgreSQL',
  async create() {
    if (!POSTGRES_URL) {
      throw new Error(
        'DYC_TEST_POSTGRES_URL is not set: the data layer is tested on PostgreSQL too; start one with ' +
          '`export DYC_TEST_POSTGRES_URL="$(.ci/start-postgres)"` (.ci/run does)',
      );
    }
    const name = `dyc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return {
      config: { engine: 'postgres', url: url.href },
      async remove() {
        const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  },
};

export const TEST_ENGINES: readonly TestEngine[] = [sqliteEngine, postgresEngine];
