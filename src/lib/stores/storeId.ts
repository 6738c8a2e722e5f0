/**
 * A store's public id: 16 URL-safe characters (12 random bytes, server/stores/storeKeys.ts), as the snippet's
 * data-store-id carries it. A module of its own, importing nothing: embed.js checks ids with it and stays small.
 */
export const STORE_ID_PATTERN = /^[\w-]{16}$/;

export function isStoreId(value: unknown): value is string {
  return typeof value === 'string' && STORE_ID_PATTERN.test(value);
}
