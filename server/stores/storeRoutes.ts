/**
 * The store API, as one Fastify plugin: a store joins (POST /api/v2/stores/), an embedded quiz counts a result or a
 * shop-link click (POST /api/v2/counts/), and the store's dashboard reads its figures (GET /api/v2/stores/figures/)
 * replaces its link (POST /api/v2/stores/key/) or switches its quiz page on DYC (POST /api/v2/stores/page/). Every body is small and of one fixed shape, every address is
 * rate-limited in memory, every answer is JSON that echoes nothing of the request; the database being slow or gone
 * is answered 503, never a held request or a 500.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { readCounts } from '../db/counts.ts';
import type { Database } from '../db/database.ts';
import { findStore, insertStore, replaceKeyHash, setStorePage, type StoreRecord } from '../db/stores.ts';
import {
  COUNT_EVENT_MAX_BYTES,
  COUNT_EVENTS_PATH,
  readCountEvent,
  type CountEvent,
} from '../../src/lib/stores/countEvent.ts';
import { dailyRowsFrom, readRange, utcDay } from '../../src/lib/stores/days.ts';
import { shapeFigures } from '../../src/lib/stores/figures.ts';
import { readJoinRequest, readStorePageSwitch, STORE_API_PATHS } from '../../src/lib/stores/storeApi.ts';
import type { CountIncrement } from '../db/counts.ts';
import { RateLimiter } from './rateLimiter.ts';
import type { StoreData } from './storeData.ts';
import { hashKey, keyMatches, newDashboardKey, newStoreId, readCredential } from './storeKeys.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access line of this route leaves out the client's user agent (count events: decisions.md). */
    anonymousAccessLog?: boolean;
  }
}

export interface StoreRoutesOptions {
  data: StoreData;
  /** The clock that dates counts (tests move it). */
  now?: () => number;
  /** A count waits this long for its batch to commit before it is answered 503 (it may still be written). */
  commitWaitMs?: number;
  /** Per address: count events, joins, and dashboard requests (reads and new links). */
  limits?: Partial<Record<'counts' | 'joins' | 'dashboard', { burst: number; perSecond: number }>>;
}

const DEFAULT_LIMITS = {
  // A busy store's tablet, or many phones behind one carrier address, can finish a quiz a minute; a burst of 60
  // leaves room for a shop's opening rush, then one a second.
  counts: { burst: 60, perSecond: 1 },
  joins: { burst: 5, perSecond: 1 / 600 },
  dashboard: { burst: 30, perSecond: 0.5 },
} as const;

const JOIN_MAX_BYTES = 4 * 1024;

/** What each refusal says: a fixed sentence, in the shape of every other JSON error of the server. */
const ERROR_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  401: 'This link does not open a dashboard.',
  403: 'Requests from other sites are not taken.',
  429: 'Too many requests.',
  503: 'Counting is not available right now.',
};

function refuse(reply: FastifyReply, status: number): FastifyReply {
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer');
  if (status === 429) reply.header('Retry-After', '60');
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: ERROR_TEXT[status] ?? ERROR_TEXT[400], parameter: null, allowed: [] }));
}

function answerJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

function incrementFor(event: CountEvent, day: string): CountIncrement {
  return {
    storeId: event.store,
    day,
    event: event.event,
    color: event.color,
    form: event.event === 'result' ? event.form : '',
    lang: event.event === 'result' ? event.lang : '',
    source: event.source ?? 'embed',
    count: 1,
  };
}

export async function storeRoutes(
  app: FastifyInstance,
  { data, now = Date.now, commitWaitMs = 5_000, limits = {} }: StoreRoutesOptions,
): Promise<void> {
  // Bodies are JSON, nothing else: a text/plain body is refused 415 like any other type.
  app.removeContentTypeParser('text/plain');
  const limiter = (name: keyof typeof DEFAULT_LIMITS) => new RateLimiter(limits[name] ?? DEFAULT_LIMITS[name]);
  const limiters = { counts: limiter('counts'), joins: limiter('joins'), dashboard: limiter('dashboard') };

  /**
   * Before the body is read: a browser says where a request comes from (Sec-Fetch-Site), and only this site's own
   * pages and frames send these; then the address's bucket.
   */
  const admit =
    (bucket: RateLimiter): onRequestHookHandler =>
    (request, reply, done) => {
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') return void refuse(reply, 403);
      if (!bucket.allow(request.ip)) return void refuse(reply, 429);
      done();
    };

  /** The store a dashboard credential opens, or null: an unknown store and a wrong key are answered alike. */
  async function authorizedStore(database: Database, request: FastifyRequest): Promise<StoreRecord | null> {
    const credential = readCredential(request.headers.authorization);
    if (!credential) return null;
    const store = await findStore(database, credential.storeId);
    return keyMatches(store?.keyHash, credential.key) ? store! : null;
  }

  /** Runs a handler's database work; a database that fails is answered 503 (and logged without the request). */
  async function withDatabase(reply: FastifyReply, work: (database: Database) => Promise<FastifyReply>) {
    const database = data.database();
    if (!database) return refuse(reply, 503);
    try {
      return await work(database);
    } catch (error) {
      app.log.error({ err: { message: (error as Error).message } }, 'store database request failed');
      return refuse(reply, 503);
    }
  }

  app.post(
    COUNT_EVENTS_PATH,
    { bodyLimit: COUNT_EVENT_MAX_BYTES, onRequest: admit(limiters.counts), config: { anonymousAccessLog: true } },
    async (request, reply) => {
      const event = readCountEvent(request.body);
      if (!event) return refuse(reply, 400);
      // Answered once its batch is on disk: a 204 is a count that survives a crash right after.
      let timer: NodeJS.Timeout | undefined;
      const committed = await Promise.race([
        data.writer.add(incrementFor(event, utcDay(now()))),
        new Promise<false>((resolve) => (timer = setTimeout(resolve, commitWaitMs, false))),
      ]);
      clearTimeout(timer);
      return committed ? reply.code(204).header('Cache-Control', 'no-store').send() : refuse(reply, 503);
    },
  );

  app.post(
    STORE_API_PATHS.join,
    { bodyLimit: JOIN_MAX_BYTES, onRequest: admit(limiters.joins) },
    async (request, reply) => {
      const join = readJoinRequest(request.body);
      if (!join) return refuse(reply, 400);
      return withDatabase(reply, async (database) => {
        const storeId = newStoreId();
        const dashboardKey = newDashboardKey();
        await insertStore(database, {
          id: storeId,
          name: join.name,
          shopUrl: join.shopUrl,
          keyHash: hashKey(dashboardKey),
          createdOn: utcDay(now()),
          pageOn: true,
        });
        return answerJson(reply, 201, { storeId, dashboardKey });
      });
    },
  );

  app.get(STORE_API_PATHS.figures, { onRequest: admit(limiters.dashboard) }, async (request, reply) =>
    withDatabase(reply, async (database) => {
      const store = await authorizedStore(database, request);
      if (!store) return refuse(reply, 401);
      const url = request.raw.url ?? '';
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
      const today = utcDay(now());
      const range = readRange(new URLSearchParams(query), today);
      if (!range) return refuse(reply, 400);
      const rows = await readCounts(database, store.id, range.from, range.to);
      return answerJson(
        reply,
        200,
        shapeFigures(rows, { ...range, storeName: store.name, dailyFrom: dailyRowsFrom(today), pageOn: store.pageOn }),
      );
    }),
  );

  app.post(STORE_API_PATHS.newKey, { bodyLimit: 64, onRequest: admit(limiters.dashboard) }, async (request, reply) =>
    withDatabase(reply, async (database) => {
      const store = await authorizedStore(database, request);
      if (!store) return refuse(reply, 401);
      const dashboardKey = newDashboardKey();
      // Two replacements with the same key at once: one wins, the other's key no longer opens anything.
      if (!(await replaceKeyHash(database, store.id, store.keyHash, hashKey(dashboardKey)))) return refuse(reply, 401);
      return answerJson(reply, 200, { dashboardKey });
    }),
  );

  app.post(STORE_API_PATHS.page, { bodyLimit: 64, onRequest: admit(limiters.dashboard) }, async (request, reply) =>
    withDatabase(reply, async (database) => {
      const store = await authorizedStore(database, request);
      if (!store) return refuse(reply, 401);
      const wanted = readStorePageSwitch(request.body);
      if (!wanted) return refuse(reply, 400);
      await setStorePage(database, store.id, wanted.on);
      return answerJson(reply, 200, { on: wanted.on });
    }),
  );

  app.addHook('onClose', () => data.close());
}
