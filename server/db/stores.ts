/** Queries of the `stores` table (migrations/0001_stores.sql, 0003_store_pages.sql). */
import type { Executor } from './database.ts';

export interface StoreRecord {
  id: string;
  name: string;
  shopUrl: string | null;
  /** SHA-256 of the dashboard key, hex. */
  keyHash: string;
  createdOn: string;
  /** The store's own quiz page on DYC is shown (the store can switch it off from its dashboard). */
  pageOn: boolean;
}

interface StoreRow {
  id: string;
  name: string;
  shop_url: string | null;
  key_hash: string;
  created_on: string;
  page_on: number;
}

export async function insertStore(db: Executor, store: StoreRecord): Promise<void> {
  await db.run(
    'INSERT INTO stores (id, name, shop_url, key_hash, created_on, page_on) VALUES ($1, $2, $3, $4, $5, $6)',
    [store.id, store.name, store.shopUrl, store.keyHash, store.createdOn, store.pageOn ? 1 : 0],
  );
}

export async function findStore(db: Executor, id: string): Promise<StoreRecord | undefined> {
  const [row] = await db.all<StoreRow>(
    'SELECT id, name, shop_url, key_hash, created_on, page_on FROM stores WHERE id = $1',
    [id],
  );
  return (
    row && {
      id: row.id,
      name: row.name,
      shopUrl: row.shop_url,
      keyHash: row.key_hash,
      createdOn: row.created_on,
      pageOn: Number(row.page_on) === 1,
    }
  );
}

/** Switches a store's quiz page on DYC on or off; true when the store exists. */
export async function setStorePage(db: Executor, id: string, on: boolean): Promise<boolean> {
  return (await db.run('UPDATE stores SET page_on = $2 WHERE id = $1', [id, on ? 1 : 0])) === 1;
}

/**
 * Replaces a store's key hash, only if it is still `currentHash`: of two replacements made with the same key at
 * once, one wins and the other finds nothing to replace. True when this one replaced it.
 */
export async function replaceKeyHash(
  db: Executor,
  id: string,
  currentHash: string,
  nextHash: string,
): Promise<boolean> {
  const changed = await db.run('UPDATE stores SET key_hash = $3 WHERE id = $1 AND key_hash = $2', [
    id,
    currentHash,
    nextHash,
  ]);
  return changed === 1;
}
