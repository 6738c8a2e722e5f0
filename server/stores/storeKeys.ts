/**
 * A store's two identifiers: its public id (the snippet's data-store-id, which every shopper's browser sees) and
 * its dashboard key (the secret in the private dashboard link). Both are random; the key is kept only as its
 * SHA-256 (a 256-bit random key needs no slow hash: nothing can be guessed from it) and compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newStoreId(): string {
  // 12 bytes: 16 URL-safe characters (STORE_ID_PATTERN).
  return randomBytes(12).toString('base64url');
}

/** The dashboard key: 32 random bytes, 43 URL-safe characters. */
export function newDashboardKey(): string {
  return randomBytes(32).toString('base64url');
}

export const DASHBOARD_KEY_PATTERN = /^[\w-]{43}$/;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A hash no key has: compared against when a store does not exist, so an unknown store costs the same time. */
const NO_STORE_HASH = hashKey('no store has this key');

/** True when `key` is the one whose hash is stored; the same work whether the store exists or not. */
export function keyMatches(storedHash: string | undefined, key: string): boolean {
  const expected = Buffer.from(storedHash ?? NO_STORE_HASH, 'hex');
  const given = Buffer.from(hashKey(key), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) && storedHash !== undefined;
}

/**
 * The credential of a dashboard request: `Authorization: Bearer <store id>.<key>`, as the dashboard page sends it
 * from its link's fragment (never from the address the server sees, so it is in no log and no Referer).
 */
export function readCredential(header: string | undefined): { storeId: string; key: string } | null {
  const match = header === undefined ? null : /^Bearer ([\w-]{16})\.([\w-]{43})$/.exec(header);
  return match ? { storeId: match[1]!, key: match[2]! } : null;
}
