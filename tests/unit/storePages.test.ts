/**
 * A store's quiz page on DYC (server/stores/storePages.ts) through Fastify's inject, on SQLite: the shell filled
 * from the store record, the page switched off answering the site's 404, the address without its slash, and the
 * page without a database. The built shells themselves are the end-to-end tests' (tests/e2e/store-page.spec.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStoreData, type StoreData } from '../../server/stores/storeData.ts';
import { cutShell, fillShell, storePages, type StorePageShell } from '../../server/stores/storePages.ts';
import { storeRoutes } from '../../server/stores/storeRoutes.ts';
import { readStorePagePath, STORE_PAGE_SLOTS, storePagePath } from '../../src/lib/stores/storePage.ts';
import { sqliteEngine } from '../support/testDatabases.ts';

const { storeId, storeName, shopUrl } = STORE_PAGE_SLOTS;
const shellHtml = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Find your color at ${storeName}</title>` +
  `<a href="/es/s/${storeId}/">Español</a><h1>${storeName}</h1>` +
  `<div data-store-page data-store-id="${storeId}" data-store-name="${storeName}" data-shop-url="${shopUrl}"></div>`;
const shells: Record<'en' | 'es', StorePageShell> = {
  en: cutShell(shellHtml('en'), "default-src 'self'; frame-ancestors 'none'"),
  es: cutShell(shellHtml('es'), "default-src 'self'; frame-ancestors 'none'"),
};

describe('a store’s quiz page on DYC', () => {
  let app: FastifyInstance;
  let data: StoreData;
  let remove: () => Promise<void>;
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    const created = await sqliteEngine.create();
    remove = created.remove;
    data = startStoreData(created.config);
    await data.started;
    app = Fastify();
    await app.register(storeRoutes, { data });
    await app.register(storePages, {
      data,
      shells,
      notFound: (_request, reply) => reply.code(404).type('text/html').send('the site’s 404 page'),
    });
  });
  afterAll(async () => {
    await app?.close();
    await remove?.();
  });

  const join = async (name: string, shop = 'https://greendoor.example/menu?effect={color}&form={form}') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/',
      headers: json,
      payload: { name, shopUrl: shop },
    });
    return response.json<{ storeId: string; dashboardKey: string }>();
  };

  it('fills the shell with the store’s name, id and shop link, escaped, in either language', async () => {
    const store = await join('Green <Door> & "Co"');
    const page = await app.inject({ method: 'GET', url: `/s/${store.storeId}/?src=poster` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<h1>Green &lt;Door&gt; &amp; &quot;Co&quot;</h1>');
    expect(page.body).toContain(`<a href="/es/s/${store.storeId}/">`);
    expect(page.body).toContain('data-shop-url="https://greendoor.example/menu?effect={color}&amp;form={form}"');
    expect(page.body).not.toMatch(/SLOT|store-page-template/);
    const spanish = await app.inject({ method: 'GET', url: `/es/s/${store.storeId}/` });
    expect(spanish.body).toMatch(/^<!doctype html><html lang="es">/);
    // The same page again is the one prepared, with its validator.
    const again = await app.inject({
      method: 'GET',
      url: `/s/${store.storeId}/`,
      headers: { 'if-none-match': page.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const compressed = await app.inject({
      method: 'GET',
      url: `/s/${store.storeId}/`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('answers the site’s 404 page for an unknown store, a malformed id and a page switched off', async () => {
    const store = await join('Green Door');
    for (const url of ['/s/abcdefghijklmnop/', '/s/short/', `/es/s/${store.storeId}x/`]) {
      const miss = await app.inject({ method: 'GET', url });
      expect(miss.statusCode, url).toBe(404);
      expect(miss.body).toBe('the site’s 404 page');
    }
    expect((await app.inject({ method: 'GET', url: `/s/${store.storeId}/` })).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/v2/stores/page/',
      headers: { ...json, authorization: `Bearer ${store.storeId}.${store.dashboardKey}` },
      payload: { on: false },
    });
    for (const url of [`/s/${store.storeId}/`, `/es/s/${store.storeId}/`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('sends the address without its slash to the slash form, keeping a printed piece’s tag and nothing else', async () => {
    const store = await join('Green Door');
    const tagged = await app.inject({ method: 'GET', url: `/es/s/${store.storeId}?src=pocket-card&x=<script>` });
    expect(tagged.statusCode).toBe(301);
    expect(tagged.headers.location).toBe(`/es/s/${store.storeId}/?src=pocket-card`);
    const plain = await app.inject({ method: 'GET', url: `/s/${store.storeId}?src=<script>` });
    expect(plain.headers.location).toBe(`/s/${store.storeId}/`);
  });

  it('reads a store page’s address and writes it', () => {
    expect(readStorePagePath('/s/abcdefghijklmnop/')).toEqual({ storeId: 'abcdefghijklmnop', locale: 'en' });
    expect(readStorePagePath('/es/s/abcdefghijklmnop')).toEqual({ storeId: 'abcdefghijklmnop', locale: 'es' });
    expect(readStorePagePath(`/s/${storeId}/`)).toBeNull();
    expect(readStorePagePath('/s/abcdefghijklmnop/x/')).toBeNull();
    expect(storePagePath('abcdefghijklmnop', 'es')).toBe('/es/s/abcdefghijklmnop/');
    expect(fillShell(shells.en, { id: 'abcdefghijklmnop', name: "O'Neil's", shopUrl: null })).toContain(
      'data-store-name="O&#39;Neil&#39;s" data-shop-url=""',
    );
  });
});

describe('a store’s quiz page without a database', () => {
  it('sends the shopper to DYC’s own quiz in the page’s language', async () => {
    const data = startStoreData({ engine: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }, { retryMs: 60_000 });
    await data.started;
    const app = Fastify();
    await app.register(storePages, { data, shells, notFound: (_request, reply) => reply.code(404).send() });
    try {
      const page = await app.inject({ method: 'GET', url: '/es/s/abcdefghijklmnop/' });
      expect(page.statusCode).toBe(307);
      expect(page.headers.location).toBe('/es/quiz/');
      expect(page.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await data.close();
    }
  });
});
