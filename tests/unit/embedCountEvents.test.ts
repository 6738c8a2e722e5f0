import { describe, expect, it } from 'vitest';
import {
  COUNTED_DAYS_KEY,
  reportResult,
  reportShopClick,
  type ReportEnvironment,
} from '../../src/lib/embed/countEvents.ts';
import { readStorePageCounting } from '../../src/lib/stores/storePageCounting.ts';

const STORE = 'abcdefghijklmnop';
const HOST = 'https://greendoor.example';
const DAY_ONE = Date.parse('2026-11-27T23:30:00Z');

function environment(storage: ReportEnvironment['storage'] | 'memory' = 'memory', now = DAY_ONE) {
  const stored = new Map<string, string>();
  const sent: unknown[] = [];
  const posted: unknown[] = [];
  const env: ReportEnvironment & { clock: number } = {
    storage:
      storage === 'memory'
        ? { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) }
        : storage,
    send: (body) => sent.push(JSON.parse(body)),
    post: (message, origin) => posted.push({ message, origin }),
    clock: now,
    now: () => env.clock,
  };
  return { env, sent, posted, stored };
}

const blueFlower = { color: 'blue', productType: 'flower' } as const;

describe('what the embedded quiz reports', () => {
  it('counts a store’s result once per browser and day, and tells the host page every time', () => {
    const { env, sent, posted } = environment();
    reportResult({ storeId: STORE, hostOrigin: HOST }, blueFlower, 'es', env);
    reportResult({ storeId: STORE, hostOrigin: HOST }, { color: 'purple', productType: 'edibles' }, 'es', env);
    expect(sent).toEqual([{ store: STORE, event: 'result', color: 'blue', form: 'flower', lang: 'es' }]);
    expect(posted).toEqual([
      { message: { type: 'dyc-quiz:result', color: 'blue', form: 'flower', lang: 'es' }, origin: HOST },
      { message: { type: 'dyc-quiz:result', color: 'purple', form: 'edibles', lang: 'es' }, origin: HOST },
    ]);
    // The next UTC day counts again.
    env.clock = DAY_ONE + 60 * 60 * 1000;
    reportResult({ storeId: STORE, hostOrigin: HOST }, blueFlower, 'es', env);
    expect(sent).toHaveLength(2);
  });

  it('counts a shop click apart from the result, once a day, per store', () => {
    const { env, sent, posted } = environment();
    reportResult({ storeId: STORE, hostOrigin: null }, blueFlower, 'en', env);
    reportShopClick({ storeId: STORE, hostOrigin: HOST }, 'blue', env);
    reportShopClick({ storeId: STORE, hostOrigin: HOST }, 'blue', env);
    reportShopClick({ storeId: 'ponmlkjihgfedcba', hostOrigin: HOST }, 'blue', env);
    expect(sent).toEqual([
      { store: STORE, event: 'result', color: 'blue', form: 'flower', lang: 'en' },
      { store: STORE, event: 'shop', color: 'blue' },
      { store: 'ponmlkjihgfedcba', event: 'shop', color: 'blue' },
    ]);
    expect(posted).toHaveLength(3);
  });

  it('sends nothing to DYC without a store id, and nothing to a host it does not know', () => {
    const { env, sent, posted } = environment();
    reportResult({ storeId: null, hostOrigin: HOST }, blueFlower, 'en', env);
    reportShopClick({ storeId: null, hostOrigin: null }, 'blue', env);
    expect(sent).toEqual([]);
    expect(posted).toHaveLength(1);
  });

  it('counts every result where storage is denied or broken, and keeps only today’s notes', () => {
    const denied = environment(null);
    reportResult({ storeId: STORE, hostOrigin: null }, blueFlower, 'en', denied.env);
    reportResult({ storeId: STORE, hostOrigin: null }, blueFlower, 'en', denied.env);
    expect(denied.sent).toHaveLength(2);
    const throwing = environment({
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    reportResult({ storeId: STORE, hostOrigin: null }, blueFlower, 'en', throwing.env);
    expect(throwing.sent).toHaveLength(1);
    const { env, stored } = environment();
    reportResult({ storeId: 'ponmlkjihgfedcba', hostOrigin: null }, blueFlower, 'en', env);
    env.clock += 24 * 60 * 60 * 1000;
    reportResult({ storeId: STORE, hostOrigin: null }, blueFlower, 'en', env);
    expect(JSON.parse(stored.get(COUNTED_DAYS_KEY)!)).toEqual({ [STORE]: { result: '2026-11-28' } });
  });
});

describe('what a store’s own quiz page counts', () => {
  const page = (data: Record<string, string>) => ({
    querySelector: (selector: string) => (selector === '[data-store-page]' ? ({ dataset: data } as HTMLElement) : null),
  });
  const filled = { storeId: STORE, storeName: 'Green Door', shopUrl: 'https://greendoor.example/{color}' };

  it('reads the store the server filled in, the source from a printed piece’s tag, and opens the shop in the page', () => {
    expect(readStorePageCounting(page(filled), '?src=poster')).toEqual({
      ...filled,
      target: 'top',
      hostOrigin: null,
      source: 'poster',
    });
    expect(readStorePageCounting(page(filled), '')?.source).toBe('page');
    expect(readStorePageCounting(page(filled), '?src=flyer')?.source).toBe('page');
    expect(readStorePageCounting(page({ ...filled, shopUrl: 'javascript:alert(1)' }), '')?.shopUrl).toBeNull();
    expect(readStorePageCounting(page({ ...filled, storeId: 'store-page-template' }), '')).toBeNull();
    expect(readStorePageCounting(page({ ...filled, storeName: '' }), '')).toBeNull();
  });

  it('sends the source with each count, once per browser, store and day, and posts to no host', () => {
    const { env, sent, posted } = environment();
    const settings = readStorePageCounting(page(filled), '?src=pocket-card')!;
    reportResult(settings, blueFlower, 'en', env);
    reportResult(settings, blueFlower, 'en', env);
    reportShopClick(settings, 'blue', env);
    expect(sent).toEqual([
      { store: STORE, event: 'result', color: 'blue', form: 'flower', lang: 'en', source: 'pocket-card' },
      { store: STORE, event: 'shop', color: 'blue', source: 'pocket-card' },
    ]);
    expect(posted).toEqual([]);
  });
});
