import { describe, expect, it } from 'vitest';
import type { CountIncrement } from '../../server/db/counts.ts';
import { CountWriter } from '../../server/stores/countWriter.ts';
import { addressKey, RateLimiter } from '../../server/stores/rateLimiter.ts';
import { hashKey, keyMatches, newDashboardKey, newStoreId, readCredential } from '../../server/stores/storeKeys.ts';
import { isStoreId, readCountEvent } from '../../src/lib/stores/countEvent.ts';

const increment = (changes: Partial<CountIncrement> = {}): CountIncrement => ({
  storeId: 'abcdefghijklmnop',
  day: '2026-11-27',
  event: 'result',
  color: 'blue',
  form: 'flower',
  lang: 'en',
  source: 'embed',
  count: 1,
  ...changes,
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('the count writer', () => {
  it('answers an event only once the batch holding it is written, merging equal keys into one increment', async () => {
    const batches: CountIncrement[][] = [];
    const commit = deferred();
    const writer = new CountWriter({
      flushAfterMs: 5,
      write: async (increments) => {
        batches.push(increments);
        await commit.promise;
      },
    });
    let answered = 0;
    const added = [increment(), increment(), increment({ color: 'green' })].map((event) =>
      writer.add(event).then((written) => {
        answered += 1;
        return written;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches).toEqual([[increment({ count: 2 }), increment({ color: 'green' })]]);
    expect(answered).toBe(0);
    expect(writer.stats).toEqual({ written: 0, dropped: 0, waiting: 3 });
    commit.resolve();
    expect(await Promise.all(added)).toEqual([true, true, true]);
    expect(writer.stats).toEqual({ written: 3, dropped: 0, waiting: 0 });
  });

  it('writes a full batch at once, one batch at a time, the next as soon as the last is written', async () => {
    const sizes: number[] = [];
    const first = deferred();
    const writer = new CountWriter({
      flushAfterMs: 60_000,
      maxBatch: 2,
      write: async (increments) => {
        sizes.push(increments.reduce((sum, row) => sum + row.count, 0));
        if (sizes.length === 1) await first.promise;
      },
    });
    const all = [1, 2, 3, 4, 5].map(() => writer.add(increment()));
    await Promise.resolve();
    expect(sizes).toEqual([2]);
    first.resolve();
    await Promise.all(all.slice(0, 4));
    expect(sizes).toEqual([2, 3]);
    await writer.close();
    expect(await Promise.all(all)).toEqual([true, true, true, true, true]);
  });

  it('drops the batch when the write fails, counts the drop, and writes later batches again', async () => {
    let failing = true;
    const writer = new CountWriter({
      flushAfterMs: 1,
      write: async () => {
        if (failing) throw new Error('attempt to write a readonly database');
      },
    });
    expect(await Promise.all([writer.add(increment()), writer.add(increment())])).toEqual([false, false]);
    expect(writer.stats.dropped).toBe(2);
    failing = false;
    expect(await writer.add(increment())).toBe(true);
    expect(writer.stats).toEqual({ written: 1, dropped: 2, waiting: 0 });
  });

  it('drops events at once while too many wait behind a slow write', async () => {
    const slow = deferred();
    const writer = new CountWriter({ flushAfterMs: 1, maxWaiting: 2, write: () => slow.promise });
    const inFlight = writer.add(increment());
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = [writer.add(increment()), writer.add(increment())];
    expect(await writer.add(increment())).toBe(false);
    expect(writer.stats).toEqual({ written: 0, dropped: 1, waiting: 3 });
    slow.resolve();
    expect(await Promise.all([inFlight, ...waiting])).toEqual([true, true, true]);
  });

  it('writes what waits when it closes, and drops what comes after', async () => {
    const written: number[] = [];
    const writer = new CountWriter({ flushAfterMs: 60_000, write: async (rows) => void written.push(rows.length) });
    const waiting = writer.add(increment());
    await writer.close();
    expect(await waiting).toBe(true);
    expect(written).toEqual([1]);
    expect(await writer.add(increment())).toBe(false);
  });
});

describe('the rate limit per address', () => {
  it('lets a burst through, then one request per refill, per address', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 1, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.allow('192.0.2.1'))).toEqual([true, true, true, false]);
    expect(limiter.allow('192.0.2.2')).toBe(true);
    now = 999;
    expect(limiter.allow('192.0.2.1')).toBe(false);
    now = 1000;
    expect(limiter.allow('192.0.2.1')).toBe(true);
  });

  it('limits IPv6 addresses by their /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:0:1::5')).toBe(addressKey('2001:0db8:0000:0001:ffff:1:2:3'));
    expect(addressKey('2001:db8:0:1::5')).not.toBe(addressKey('2001:db8:0:2::5'));
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps no more addresses than its bound, forgetting those whose bucket is full again first', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 1, perSecond: 1, maxAddresses: 3, now: () => now });
    for (const address of ['a', 'b', 'c']) limiter.allow(address);
    now = 5_000;
    limiter.allow('d');
    expect(limiter.size).toBe(1);
    for (const address of ['e', 'f', 'g', 'h']) limiter.allow(address);
    expect(limiter.size).toBeLessThanOrEqual(3);
  });
});

describe('store ids and dashboard keys', () => {
  it('are random, URL-safe and of fixed length', () => {
    const ids = new Set(Array.from({ length: 100 }, newStoreId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isStoreId(id)).toBe(true);
    expect(newDashboardKey()).toMatch(/^[\w-]{43}$/);
  });

  it('match a key against its stored hash only, and never without a store', () => {
    const key = newDashboardKey();
    expect(hashKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyMatches(hashKey(key), key)).toBe(true);
    expect(keyMatches(hashKey(key), newDashboardKey())).toBe(false);
    expect(keyMatches(undefined, key)).toBe(false);
  });

  it('read a credential from a Bearer header of exactly the dashboard shape', () => {
    const key = newDashboardKey();
    expect(readCredential(`Bearer abcdefghijklmnop.${key}`)).toEqual({ storeId: 'abcdefghijklmnop', key });
    for (const header of [undefined, '', key, `Basic abcdefghijklmnop.${key}`, `Bearer abcdefghijklmnop.${key}x`]) {
      expect(readCredential(header)).toBeNull();
    }
  });
});

describe('count events', () => {
  const result = { store: 'abcdefghijklmnop', event: 'result', color: 'purple', form: 'infused waters', lang: 'es' };
  const shop = { store: 'abcdefghijklmnop', event: 'shop', color: 'green' };

  it('reads the two fixed shapes', () => {
    expect(readCountEvent(result)).toEqual(result);
    expect(readCountEvent(shop)).toEqual(shop);
  });

  it('reads where a store page’s quiz ran: the page itself or a printed piece’s code', () => {
    for (const source of ['page', 'poster', 'placards', 'pocket-card', 'budtender-card', 'embed']) {
      expect(readCountEvent({ ...result, source }), source).toEqual({ ...result, source });
      expect(readCountEvent({ ...shop, source }), source).toEqual({ ...shop, source });
    }
    for (const source of ['labels', 'Poster', '', null, 1]) {
      expect(readCountEvent({ ...result, source }), String(source)).toBeNull();
    }
  });

  it('refuses anything else: extra or missing fields, unknown values, other types', () => {
    const refused: unknown[] = [
      null,
      'result',
      [result],
      { ...result, day: '2026-11-27' },
      { ...shop, form: 'flower' },
      { ...result, color: 'red' },
      { ...result, form: 'Flower' },
      { ...result, lang: 'fr' },
      { ...result, store: 'short' },
      { ...result, store: 'abcdefghijklmno/' },
      { ...result, event: 'scan' },
      { store: result.store, event: 'result', color: 'blue', form: 'flower' },
      Object.assign(Object.create({ lang: 'en' }), {
        store: result.store,
        event: 'result',
        color: 'blue',
        form: 'flower',
      }),
    ];
    for (const body of refused) expect(readCountEvent(body), JSON.stringify(body)).toBeNull();
  });
});
