/**
 * The addresses and shapes of the store API (server/stores/): joining, count events, the dashboard's figures and a
 * new dashboard link. Shared by the server, the builder (/operators/embed/) and the dashboard
 * (/operators/shoppers/). No DOM, no Node.
 */
import { checkShopUrlTemplate, cleanStoreName } from '../embed/embedSettings.ts';
import { isStoreId } from './storeId.ts';

export const STORE_API_PATHS = {
  /** POST: a store joins; answers its id and its dashboard key, once. */
  join: '/api/v2/stores/',
  /** GET: a store's figures (Authorization: the dashboard credential). */
  figures: '/api/v2/stores/figures/',
  /** POST: a new dashboard key replaces the one sent (Authorization: the current credential). */
  newKey: '/api/v2/stores/key/',
  /** POST `{"on": false}` or `{"on": true}`: switches the store's quiz page on DYC (Authorization: the credential). */
  page: '/api/v2/stores/page/',
} as const;

/** What joining sends: the name and shop link template the builder checked (the server checks them again). */
export interface JoinRequest {
  name: string;
  shopUrl: string;
}

export interface JoinAnswer {
  storeId: string;
  dashboardKey: string;
}

export interface NewKeyAnswer {
  dashboardKey: string;
}

/** The page switch's body and answer: whether the store's quiz page on DYC is on. */
export interface StorePageSwitch {
  on: boolean;
}

/** The switch's body, of exactly that shape; null for anything else. */
export function readStorePageSwitch(value: unknown): StorePageSwitch | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  return Object.keys(record).length === 1 && typeof record.on === 'boolean' ? { on: record.on } : null;
}

/** The dashboard, opened by the private link. */
export const DASHBOARD_PATH = '/operators/shoppers/';

const KEY_PATTERN = /^[\w-]{43}$/;

export interface DashboardCredential {
  storeId: string;
  key: string;
}

/**
 * The private link: the key travels in the fragment, which browsers never send to a server, so it is in no request
 * line, no access log and no Referer; the dashboard's script reads it and sends it in a header.
 */
export function dashboardLink(origin: string, credential: DashboardCredential): string {
  return `${origin}${DASHBOARD_PATH}#store=${credential.storeId}&key=${credential.key}`;
}

/** The credential in a dashboard link's fragment (`location.hash`), or null when it holds none. */
/**
 * The dashboard's script (src/pages/operators/shoppers/dashboard.js.ts), which its page asks for once its first view
 * is painted, and only when it was opened by a link.
 */
export const DASHBOARD_SCRIPT_PATH = '/operators/shoppers/dashboard.js';

/** Set on the root element, before the first paint, of a dashboard page opened by a private link. */
export const DASHBOARD_LINKED_ATTRIBUTE = 'data-opened-by-store-link';

export function readDashboardFragment(hash: string): DashboardCredential | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const storeId = params.get('store');
  const key = params.get('key');
  return isStoreId(storeId) && key !== null && KEY_PATTERN.test(key) ? { storeId, key } : null;
}

/** A whole dashboard link pasted into a field, or its fragment alone. */
export function readDashboardLink(text: string): DashboardCredential | null {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  return readDashboardFragment(hash >= 0 ? trimmed.slice(hash) : trimmed);
}

export function authorizationFor(credential: DashboardCredential): string {
  return `Bearer ${credential.storeId}.${credential.key}`;
}

/** The join request's fields, checked as the frame checks them; null for anything else. */
export function readJoinRequest(value: unknown): { name: string; shopUrl: string | null } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== 2 || typeof record.name !== 'string' || typeof record.shopUrl !== 'string') return null;
  const name = cleanStoreName(record.name);
  const shopUrl = record.shopUrl.trim();
  if (name === null) return null;
  if (shopUrl === '') return { name, shopUrl: null };
  return checkShopUrlTemplate(shopUrl).ok ? { name, shopUrl } : null;
}
