/**
 * The store API (server/stores/storeRoutes.ts) on a database of each engine, through Fastify's inject: joining,
 * count events, the dashboard's figures and a new link. The server's own hooks (headers, methods, hosts) are the
 * end-to-end tests' (tests/e2e/store-counts.spec.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStoreData, type StoreData } from '../../server/stores/storeData.ts';
import { storeRoutes } from '../../server/stores/storeRoutes.ts';
import { TEST_ENGINES } from '../support/testDatabases.ts';

const TODAY = Date.parse('2026-11-27T15:00:00Z');
const json = { 'content-type': 'application/json' };

describe.each(TEST_ENGINES)('the store API on $name', (engine) => {
  let app: FastifyInstance;
  let data: StoreData;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const created = await engine.create();
    remove = created.remove;
    data = startStoreData(created.config, { writer: { flushAfterMs: 5 } });
    await data.started;
    app = Fastify();
    await app.register(storeRoutes, {
      data,
      now: () => TODAY,
      limits: { counts: { burst: 1000, perSecond: 1 }, joins: { burst: 100, perSecond: 1 } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await remove?.();
  });

  const join = async (name = 'Green Door') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/',
      headers: json,
      payload: { name, shopUrl: 'https://greendoor.example/menu?effect={color}&form={form}' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ storeId: string; dashboardKey: string }>();
  };
  const countEvent = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v2/counts/', headers: { ...json, ...headers }, payload });
  const figures = (store: { storeId: string; dashboardKey: string }, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/v2/stores/figures/${query}`,
      headers: { authorization: `Bearer ${store.storeId}.${store.dashboardKey}` },
    });

  it('counts results and shop clicks for a store, and shows figures under 5 as withheld', async () => {
    const store = await join();
    const result = { store: store.storeId, event: 'result', form: 'flower', lang: 'en' };
    const events = [
      ...Array.from({ length: 6 }, () => ({ ...result, color: 'purple' })),
      ...Array.from({ length: 4 }, () => ({ ...result, color: 'blue', lang: 'es' })),
      ...Array.from({ length: 5 }, () => ({ store: store.storeId, event: 'shop', color: 'purple' })),
    ];
    const answers = await Promise.all(events.map((event) => countEvent(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(events.map(() => 204));
    const response = await figures(store);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      storeName: 'Green Door',
      from: '2026-10-29',
      to: '2026-11-27',
      totals: {
        results: 10,
        colors: { purple: 6, blue: null, green: null, yellow: null },
        forms: { flower: 10, edibles: null },
        languages: { en: 6, es: null },
        shopClicks: { purple: 5, blue: null },
      },
    });
    expect(body.periods).toHaveLength(30);
    expect(body.periods.at(-1)).toMatchObject({ period: '2026-11-27', results: 10 });
    // Nothing under 5 leaves the server, anywhere in the answer.
    expect(JSON.stringify(body)).not.toMatch(/:[0-4][,}]/);
  });

  it('answers an unknown store like a known one, and counts nothing for it', async () => {
    const unknown = await countEvent({ store: 'abcdefghijklmnop', event: 'shop', color: 'green' });
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    const rows = await data.database()!.all('SELECT * FROM daily_counts WHERE store_id = $1', ['abcdefghijklmnop']);
    expect(rows).toEqual([]);
  });

  it('refuses bodies of any other shape, size or type, and requests from other sites', async () => {
    const store = await join();
    const good = { store: store.storeId, event: 'shop', color: 'green' };
    expect((await countEvent({ ...good, color: 'red' })).statusCode).toBe(400);
    expect((await countEvent({ ...good, day: '2026-11-27' })).statusCode).toBe(400);
    expect((await countEvent({ ...good, padding: 'x'.repeat(300) })).statusCode).toBe(413);
    const text = await app.inject({
      method: 'POST',
      url: '/api/v2/counts/',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(good),
    });
    expect(text.statusCode).toBe(415);
    expect((await countEvent(good, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await countEvent(good, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    const badJoin = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/',
      headers: json,
      payload: { name: 'Green Door', shopUrl: "javascript:alert('{color}')" },
    });
    expect(badJoin.statusCode).toBe(400);
  });

  it('opens a store’s figures with its own link only, and a new link retires the old one', async () => {
    const first = await join('First');
    const second = await join('Second');
    expect((await figures(first)).json().storeName).toBe('First');
    // The second store's key with the first store's id: refused, exactly like a made-up key or none.
    const crossed = await figures({ storeId: first.storeId, dashboardKey: second.dashboardKey });
    const madeUp = await figures({ storeId: 'abcdefghijklmnop', dashboardKey: second.dashboardKey });
    const none = await app.inject({ method: 'GET', url: '/api/v2/stores/figures/' });
    for (const refused of [crossed, madeUp, none]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'This link does not open a dashboard.', parameter: null, allowed: [] });
    }
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/key/',
      headers: { authorization: `Bearer ${first.storeId}.${first.dashboardKey}` },
    });
    expect(renewed.statusCode).toBe(200);
    const { dashboardKey } = renewed.json<{ dashboardKey: string }>();
    expect((await figures(first)).statusCode).toBe(401);
    expect((await figures({ storeId: first.storeId, dashboardKey })).statusCode).toBe(200);
    // The retired key cannot make another one.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/key/',
      headers: { authorization: `Bearer ${first.storeId}.${first.dashboardKey}` },
    });
    expect(again.statusCode).toBe(401);
    const stored = await data
      .database()!
      .all<{ key_hash: string }>('SELECT key_hash FROM stores WHERE id = $1', [first.storeId]);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.key_hash).not.toContain(dashboardKey);
  });

  it('counts a store page’s results by where its quiz ran, for that store only', async () => {
    const [store, other] = [await join(), await join('Other')];
    const result = { store: store.storeId, event: 'result', color: 'green', form: 'edibles', lang: 'es' };
    const events = [
      ...Array.from({ length: 5 }, () => ({ ...result, source: 'page' })),
      ...Array.from({ length: 6 }, () => ({ ...result, source: 'poster' })),
      ...Array.from({ length: 2 }, () => ({ ...result, source: 'pocket-card' })),
      ...Array.from({ length: 5 }, () => ({ store: store.storeId, event: 'shop', color: 'green', source: 'poster' })),
    ];
    for (const event of events) expect((await countEvent(event)).statusCode).toBe(204);
    const { totals } = (await figures(store)).json();
    expect(totals.sources).toEqual({
      embed: null,
      page: 5,
      poster: 6,
      placards: null,
      'pocket-card': null,
      'budtender-card': null,
    });
    expect(totals.results).toBe(13);
    expect(totals.shopClicks.green).toBe(5);
    expect((await figures(other)).json().totals.results).toBeNull();
    const rows = await data
      .database()!
      .all<{ source: string }>('SELECT DISTINCT source FROM daily_counts WHERE store_id = $1', [other.storeId]);
    expect(rows).toEqual([]);
  });

  it('switches the store’s quiz page off and on with its own link only', async () => {
    const store = await join();
    const other = await join('Other');
    const switchPage = (credential: { storeId: string; dashboardKey: string }, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/stores/page/',
        headers: { ...json, authorization: `Bearer ${credential.storeId}.${credential.dashboardKey}` },
        payload: JSON.stringify(payload),
      });
    expect((await figures(store)).json().pageOn).toBe(true);
    const off = await switchPage(store, { on: false });
    expect(off.statusCode).toBe(200);
    expect(off.headers['cache-control']).toBe('no-store');
    expect(off.json()).toEqual({ on: false });
    expect((await figures(store)).json().pageOn).toBe(false);
    expect((await figures(other)).json().pageOn).toBe(true);
    expect(
      (await switchPage({ storeId: store.storeId, dashboardKey: other.dashboardKey }, { on: true })).statusCode,
    ).toBe(401);
    for (const bad of [{ on: 'yes' }, { on: true, name: 'x' }, {}, [true]]) {
      expect((await switchPage(store, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await switchPage(store, { on: true })).json()).toEqual({ on: true });
    expect((await figures(store)).json().pageOn).toBe(true);
  });

  it('reads a range given as from and to, and refuses ranges that are not days in order or too long', async () => {
    const store = await join();
    const ranged = await figures(store, '?from=2026-11-20&to=2026-11-27');
    expect(ranged.json().periods.map((period: { period: string }) => period.period)).toHaveLength(8);
    for (const query of [
      '?from=2026-11-28&to=2026-11-27',
      '?from=2026-02-30',
      '?to=2026-12-01',
      '?from=2020-01-01',
      '?x=1',
    ]) {
      expect((await figures(store, query)).statusCode, query).toBe(400);
    }
  });
});

describe('the store API’s limits per address', () => {
  it('takes a burst of joins and of count events from one address, then answers 429 until it refills', async () => {
    const data = startStoreData({ engine: 'sqlite', file: '/dev/null/no/dyc.sqlite' }, { retryMs: 60_000 });
    const app = Fastify();
    await app.register(storeRoutes, { data, commitWaitMs: 1 });
    try {
      const joins = [];
      for (let index = 0; index < 6; index += 1) {
        joins.push(
          (await app.inject({ method: 'POST', url: '/api/v2/stores/', headers: json, payload: {} })).statusCode,
        );
      }
      expect(joins).toEqual([400, 400, 400, 400, 400, 429]);
      const counts = [];
      for (let index = 0; index < 61; index += 1) {
        counts.push(
          (await app.inject({ method: 'POST', url: '/api/v2/counts/', headers: json, payload: {} })).statusCode,
        );
      }
      expect(counts.filter((status) => status === 429)).toHaveLength(1);
      expect(counts.at(-1)).toBe(429);
      // Another address has its own bucket.
      const other = await app.inject({
        method: 'POST',
        url: '/api/v2/counts/',
        headers: json,
        payload: {},
        remoteAddress: '192.0.2.9',
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('the store API without a database', () => {
  it('answers 503 to counts and joins, drops the counts, and says so in its health', async () => {
    const data = startStoreData(
      { engine: 'sqlite', file: '/dev/null/cannot/be/a/folder/dyc.sqlite' },
      { retryMs: 60_000 },
    );
    await data.started;
    const app = Fastify();
    await app.register(storeRoutes, { data });
    try {
      const count = await app.inject({
        method: 'POST',
        url: '/api/v2/counts/',
        headers: json,
        payload: { store: 'abcdefghijklmnop', event: 'shop', color: 'green' },
      });
      expect(count.statusCode).toBe(503);
      const joined = await app.inject({
        method: 'POST',
        url: '/api/v2/stores/',
        headers: json,
        payload: { name: 'Green Door', shopUrl: '' },
      });
      expect(joined.statusCode).toBe(503);
      expect(data.health()).toMatchObject({ database: 'unavailable', engine: 'sqlite', dropped: 1 });
    } finally {
      await app.close();
    }
  });
});
