/**
 * A count event: what an embedded quiz with a store id sends when it shows a result or its shop link is clicked
 * (decisions.md, "Data the site keeps"). The shape is fixed and small; the server refuses anything else, and adds
 * the day itself (a browser's clock is not trusted). Shared by the frame, which writes it, and the server, which
 * reads it. No DOM, no Node.
 */
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { PRODUCT_TYPES, RESULT_COLORS, type ProductType, type ResultColor } from '../quiz/schema.ts';

import { isCountSource, type CountSource } from './countSources.ts';
import { isStoreId } from './storeId.ts';

export { isStoreId, STORE_ID_PATTERN } from './storeId.ts';

/** The largest count event body the server reads: the longest valid one is about 100 bytes. */
export const COUNT_EVENT_MAX_BYTES = 256;

/**
 * `source` is where the quiz ran (countSources.ts): the embedded quiz sends none (its events are counted as `embed`),
 * the store's page on DYC sends `page` or the tag of the printed piece whose code opened it.
 */
export type ResultEvent = {
  store: string;
  event: 'result';
  color: ResultColor;
  form: ProductType;
  lang: Locale;
  source?: CountSource;
};
export type ShopClickEvent = { store: string; event: 'shop'; color: ResultColor; source?: CountSource };
export type CountEvent = ResultEvent | ShopClickEvent;

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The record has these keys and no others, `source` being the one that may be left out. */
function hasExactly(record: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(record);
  const expected = Object.hasOwn(record, 'source') ? [...keys, 'source'] : keys;
  return own.length === expected.length && expected.every((key) => Object.hasOwn(record, key));
}

/** The event a parsed body holds, or null for anything that is not exactly one of the two shapes. */
export function readCountEvent(value: unknown): CountEvent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!isStoreId(record.store) || !oneOf(RESULT_COLORS, record.color)) return null;
  if (Object.hasOwn(record, 'source') && !isCountSource(record.source)) return null;
  const source = isCountSource(record.source) ? { source: record.source } : {};
  if (record.event === 'result') {
    if (!hasExactly(record, ['store', 'event', 'color', 'form', 'lang'])) return null;
    if (!oneOf(PRODUCT_TYPES, record.form) || !oneOf(LOCALES, record.lang)) return null;
    return {
      store: record.store,
      event: 'result',
      color: record.color,
      form: record.form,
      lang: record.lang,
      ...source,
    };
  }
  if (record.event === 'shop' && hasExactly(record, ['store', 'event', 'color'])) {
    return { store: record.store, event: 'shop', color: record.color, ...source };
  }
  return null;
}

/** Where count events go, on the DYC origin. */
export const COUNT_EVENTS_PATH = '/api/v2/counts/';
