/**
 * A store's own quiz page on DYC ("on your site or ours"): /s/<store id>/ and /es/s/<store id>/. The build
 * prerenders one shell per language at the address of a placeholder id (src/pages/s/[store].astro), with
 * placeholders where the store's name, id and shop link go; the server fills them from the store record for each
 * request (server/stores/storePages.ts), so the page is the site's own HTML, policy and first paint, with no
 * render per request. The page's script reads the filled values back from the element that carries them.
 * Shared by the shell, the server, the quiz island and the tests. No DOM, no Node.
 */
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { checkShopUrlTemplate, cleanStoreName } from '../embed/embedSettings.ts';
import { isStoreId } from './storeId.ts';

/** Where the store pages live, in each language. */
export const STORE_PAGE_PREFIX = '/s/';

/**
 * What the shell holds in place of the store's values. None can occur in the site's own words, and none is changed
 * by HTML escaping; the id's placeholder is not a store id (isStoreId), so the shell's own address is never a store's.
 */
export const STORE_PAGE_SLOTS = {
  storeId: 'store-page-template',
  storeName: 'DYC_STORE_NAME_SLOT',
  shopUrl: 'DYC_SHOP_URL_SLOT',
} as const;

export function storePagePath(storeId: string, locale: Locale): string {
  return localizedPath(`${STORE_PAGE_PREFIX}${storeId}/`, locale);
}

/** The built file of each language's shell, under dist/client. */
export function storePageShellFile(locale: Locale): string {
  return `${storePagePath(STORE_PAGE_SLOTS.storeId, locale).slice(1)}index.html`;
}

/** The store id a request path names, and its language; null for any other path. */
export function readStorePagePath(pathname: string): { storeId: string; locale: Locale } | null {
  const match = /^(\/es)?\/s\/([^/]+)\/?$/.exec(pathname);
  if (!match || !isStoreId(match[2])) return null;
  return { storeId: match[2]!, locale: match[1] ? 'es' : 'en' };
}

/** The store page's values, as its script reads them from the element the server filled. */
export interface StorePageSettings {
  storeId: string;
  storeName: string;
  /** The shop link template, or null when the store gave none (or it no longer passes the check). */
  shopUrl: string | null;
}

/** The element's `data-store-*` values, each checked again: a page served from a cache must not be trusted either. */
export function readStorePageSettings(data: {
  storeId?: string;
  storeName?: string;
  shopUrl?: string;
}): StorePageSettings | null {
  const storeName = cleanStoreName(data.storeName ?? '');
  if (!isStoreId(data.storeId) || storeName === null) return null;
  const shopUrl = data.shopUrl && checkShopUrlTemplate(data.shopUrl).ok ? data.shopUrl : null;
  return { storeId: data.storeId, storeName, shopUrl };
}
