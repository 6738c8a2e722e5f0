/**
 * What the embedded quiz reports when it shows a fresh result or its shop link is clicked:
 * - to the host page, always (when the frame knows its host): the `dyc:result` / `dyc:shop-click` events' data;
 * - to DYC, only for a store that joined to count its shoppers' colors (a store id in the snippet): one count event,
 *   once per browser, store and day for results and once for shop clicks, remembered in the frame's own storage.
 *   Where storage is denied the event is sent anyway: a count too many beats a store seeing none.
 * No DOM beyond what the environment passes in; the quiz island calls these two functions, nothing more.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { ProductType, ResultColor } from '../quiz/schema.ts';
import { COUNT_EVENTS_PATH, type CountEvent } from '../stores/countEvent.ts';
import type { CountSource } from '../stores/countSources.ts';
import { utcDay } from '../stores/days.ts';
import {
  RESULT_MESSAGE_TYPE,
  SHOP_CLICK_MESSAGE_TYPE,
  type FrameSettings,
  type HostEventMessage,
} from './embedSettings.ts';

/**
 * What a quiz that counts knows of its store: the frame's settings, or a store page's (src/lib/stores/), whose
 * events also say where the quiz ran (`source`: the page itself, or the printed piece whose code opened it).
 */
export type CountingSettings = FrameSettings & { source?: CountSource };

/** The frame's local storage key: the day each store last counted this browser's result and shop click. */
export const COUNTED_DAYS_KEY = 'dycCountedDays';

type CountedKind = 'result' | 'shop';
type CountedDays = Record<string, Partial<Record<CountedKind, string>>>;

export interface ReportEnvironment {
  /** The frame's storage, or null where the browser denies it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Sends a count event's JSON to DYC's count path. */
  send(body: string): void;
  /** Posts a message to the host page (the frame's parent) at its origin. */
  post(message: HostEventMessage, hostOrigin: string): void;
  /** Now, for the day a count is remembered under. */
  now(): number;
}

/** Whether this browser should count this kind of event for the store today; remembers that it has. */
function firstToday(storeId: string, kind: CountedKind, environment: ReportEnvironment): boolean {
  const { storage } = environment;
  if (!storage) return true;
  const today = utcDay(environment.now());
  let counted: CountedDays = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(COUNTED_DAYS_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) counted = parsed as CountedDays;
  } catch {
    // A broken note counts as none.
  }
  if (counted[storeId]?.[kind] === today) return false;
  // Only today's notes are kept: the note never grows past the stores this browser met today.
  const kept: CountedDays = {};
  for (const [store, days] of Object.entries(counted)) {
    const todays = Object.fromEntries(Object.entries(days ?? {}).filter(([, day]) => day === today));
    if (Object.keys(todays).length > 0) kept[store] = todays;
  }
  kept[storeId] = { ...kept[storeId], [kind]: today };
  try {
    storage.setItem(COUNTED_DAYS_KEY, JSON.stringify(kept));
  } catch {
    // Full or denied: counted all the same.
  }
  return true;
}

function count(event: CountEvent, source: CountSource | undefined, environment: ReportEnvironment): void {
  if (firstToday(event.store, event.event, environment))
    environment.send(JSON.stringify(source ? { ...event, source } : event));
}

export function reportResult(
  frame: Pick<CountingSettings, 'storeId' | 'hostOrigin' | 'source'>,
  result: { color: ResultColor; productType: ProductType },
  lang: Locale,
  environment: ReportEnvironment = browserEnvironment(),
): void {
  const { color, productType: form } = result;
  if (frame.hostOrigin) environment.post({ type: RESULT_MESSAGE_TYPE, color, form, lang }, frame.hostOrigin);
  if (frame.storeId) count({ store: frame.storeId, event: 'result', color, form, lang }, frame.source, environment);
}

export function reportShopClick(
  frame: Pick<CountingSettings, 'storeId' | 'hostOrigin' | 'source'>,
  color: ResultColor,
  environment: ReportEnvironment = browserEnvironment(),
): void {
  if (frame.hostOrigin) environment.post({ type: SHOP_CLICK_MESSAGE_TYPE, color }, frame.hostOrigin);
  if (frame.storeId) count({ store: frame.storeId, event: 'shop', color }, frame.source, environment);
}

/** The frame's own storage (partitioned under the host site), the beacon, and its parent window. */
export function browserEnvironment(): ReportEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage denied (a browser setting, a sandbox): every event is sent.
  }
  return {
    storage,
    // A beacon outlives the page: a shop click that opens the menu in this tab is still counted.
    send(body) {
      const sent = navigator.sendBeacon?.(COUNT_EVENTS_PATH, new Blob([body], { type: 'application/json' }));
      if (!sent) {
        void fetch(COUNT_EVENTS_PATH, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
          keepalive: true,
        }).catch(() => undefined);
      }
    },
    post(message, hostOrigin) {
      if (window.parent !== window) window.parent.postMessage(message, hostOrigin);
    },
    now: () => Date.now(),
  };
}
