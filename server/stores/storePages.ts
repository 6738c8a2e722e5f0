/**
 * A store's own quiz page on DYC, /s/<store id>/ and /es/s/<store id>/ (src/lib/stores/storePage.ts), as one Fastify
 * plugin. The build prerenders one shell per language; at start it is read and cut at its placeholders, and each
 * request fills them from the store record: the store's name, id and shop link, HTML-escaped. The page is then the
 * site's own HTML under the shell's own policy (its hashes cover the shell's scripts, which the values never enter),
 * with no render per request. A filled page is prepared once, compressed and tagged, and kept for as long as the
 * record says the same; the record itself is read on every request, so a page switched off answers the site's 404
 * page at once. Without a database the shopper still gets the quiz: the page redirects to DYC's own, which counts
 * nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findStore, type StoreRecord } from '../db/stores.ts';
import { cacheRules, htmlType, policyForHtmlFile, securityHeadersFor, type PagePolicies } from '../headers.ts';
import { prepareAnswer, type MemoryAnswer } from '../memoryAnswer.ts';
import { replyFromMemory } from '../replyFromMemory.ts';
import { pathOf } from '../requestPolicy.ts';
import type { StoreData } from './storeData.ts';
import { QUIZ_PATH } from '../../src/consts.ts';
import { LOCALES, localizedPath, type Locale } from '../../src/i18n/locales.ts';
import { scanSourceOf, SCAN_PARAMETER } from '../../src/lib/stores/countSources.ts';
import {
  readStorePagePath,
  STORE_PAGE_PREFIX,
  STORE_PAGE_SLOTS,
  storePagePath,
  storePageShellFile,
} from '../../src/lib/stores/storePage.ts';

type Slot = keyof typeof STORE_PAGE_SLOTS;

/** A shell cut at its placeholders: text, then which value goes next, and so on. */
export interface StorePageShell {
  parts: readonly string[];
  slots: readonly Slot[];
  policy: string;
}

const SLOT_BY_TEXT = new Map<string, Slot>(
  Object.entries(STORE_PAGE_SLOTS).map(([slot, text]) => [text, slot as Slot]),
);
const SLOT_PATTERN = new RegExp(Object.values(STORE_PAGE_SLOTS).join('|'), 'g');

export function cutShell(html: string, policy: string): StorePageShell {
  const parts: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(SLOT_PATTERN)) {
    parts.push(html.slice(last, match.index));
    slots.push(SLOT_BY_TEXT.get(match[0])!);
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  return { parts, slots, policy };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shell with the store's values in place, each escaped for the text or attribute it stands in. */
export function fillShell(shell: StorePageShell, store: Pick<StoreRecord, 'id' | 'name' | 'shopUrl'>): string {
  const values: Record<Slot, string> = { storeId: store.id, storeName: store.name, shopUrl: store.shopUrl ?? '' };
  return shell.parts.reduce((html, part, index) => {
    const slot = shell.slots[index - 1];
    return slot ? html + escapeHtml(values[slot]) + part : html + part;
  }, '');
}

/** Each language's shell, read from the build and taken out of the files served as they are (createServer.ts). */
export function readStorePageShells(clientDir: string, policies: PagePolicies): Record<Locale, StorePageShell> {
  const shell = (locale: Locale) => {
    const file = storePageShellFile(locale);
    const policy = policyForHtmlFile(policies, file);
    if (!policy) throw new Error(`The store page shell ${file} has no policy in _headers.json`);
    return cutShell(readFileSync(path.join(clientDir, file), 'utf8'), policy);
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, shell(locale)])) as Record<Locale, StorePageShell>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Filled pages kept ready, newest last; a store whose record changed simply gets a new entry. */
const PREPARED_PAGES_KEPT = 256;

export interface StorePagesOptions {
  data: StoreData;
  shells: Record<Locale, StorePageShell>;
  /** The site's 404 page (in the path's language), as createServer answers every miss. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

export async function storePages(app: FastifyInstance, { data, shells, notFound }: StorePagesOptions): Promise<void> {
  const prepared = new Map<string, Promise<MemoryAnswer>>();

  function preparedPage(store: StoreRecord, locale: Locale): Promise<MemoryAnswer> {
    const key = JSON.stringify([locale, store.id, store.name, store.shopUrl]);
    let page = prepared.get(key);
    if (!page) {
      page = preparePage(store, locale);
      if (prepared.size >= PREPARED_PAGES_KEPT) prepared.delete(prepared.keys().next().value!);
      prepared.set(key, page);
      // A page that failed to compress is prepared afresh next time.
      page.catch(() => prepared.delete(key));
    }
    return page;
  }

  async function preparePage(store: StoreRecord, locale: Locale): Promise<MemoryAnswer> {
    const body = Buffer.from(fillShell(shells[locale], store));
    // Compressed off the event loop, once per store and language (brotli at 9: a page kept, not one per request).
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: 1 } }),
      gzipped(body, { level: 9 }),
    ]);
    return prepareAnswer({
      body,
      headers: {
        'Content-Type': htmlType,
        // Checked with the server before each use: a page switched off must not be shown from a cache.
        'Cache-Control': cacheRules.page,
        Vary: 'Accept-Encoding',
        'Content-Security-Policy': shells[locale].policy,
      },
      encoded: { br, gzip: gz },
      securityHeaders: securityHeadersFor(storePagePath(store.id, locale)),
    });
  }

  async function answerStorePage(request: FastifyRequest, reply: FastifyReply) {
    const target = readStorePagePath(pathOf(request.raw.url ?? '/'));
    if (!target) return notFound(request, reply);
    const database = data.database();
    if (!database) return quizInstead(reply, target.locale);
    let store: StoreRecord | undefined;
    try {
      store = await findStore(database, target.storeId);
    } catch {
      return quizInstead(reply, target.locale);
    }
    if (!store?.pageOn) return notFound(request, reply);
    const page = await preparedPage(store, target.locale);
    replyFromMemory(request, reply, page);
  }

  /** The store's page without its slash: the slash form, with a printed piece's tag and nothing else kept. */
  function toSlashForm(request: FastifyRequest, reply: FastifyReply) {
    const url = request.raw.url ?? '/';
    const target = readStorePagePath(pathOf(url));
    if (!target) return notFound(request, reply);
    const source = scanSourceOf(url.slice(pathOf(url).length));
    const query = source ? `?${SCAN_PARAMETER}=${source}` : '';
    return reply
      .header('Cache-Control', cacheRules.file)
      .redirect(`${storePagePath(target.storeId, target.locale)}${query}`, 301);
  }

  /** The database cannot be read: the shopper gets DYC's own quiz (which counts nothing), never an error page. */
  function quizInstead(reply: FastifyReply, locale: Locale) {
    return reply.header('Cache-Control', cacheRules.none).redirect(localizedPath(QUIZ_PATH, locale), 307);
  }

  for (const locale of LOCALES) {
    const prefix = localizedPath(STORE_PAGE_PREFIX, locale);
    app.get(`${prefix}:store/`, answerStorePage);
    app.get(`${prefix}:store`, toSlashForm);
  }
}
