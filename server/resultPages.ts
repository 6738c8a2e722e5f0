/**
 * The server-rendered quiz result page is a finite table: for each language, 192 answer sets times the three
 * age states (not asked, Yes, No). Every entry is rendered once, at start-up, by Astro's own route in a worker
 * thread, and answered from memory like the built files. A request whose query
 * parses to valid answers gets its table entry whatever else it carries (other spellings, `?utm_source=...`):
 * the canonical page, never a new render. Only a query without four valid answers (the page's 400, never
 * stored by a cache) is still rendered on demand.
 */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ageAnswerFromQuery, AGE_NO, AGE_PARAMETER, AGE_YES, type AgeAnswer } from '../src/lib/age/ageAffirmation.ts';
import { answersToSearch, parseQuizQuery } from '../src/lib/quiz/params.ts';
import { completePagePolicy, htmlType } from './headers.ts';
import { prepareAnswer, type MemoryAnswer } from './memoryAnswer.ts';
import { allQuizAnswers, searchOf } from './quizAnswers.ts';
import { pathOf } from './requestPolicy.ts';

/** The result page's paths in each language, with and without the trailing slash. */
export const RESULT_PAGE_PATHS = ['/quiz/result/', '/es/quiz/result/'] as const;

const ageStates: readonly { age: AgeAnswer; search: string }[] = [
  { age: 'unknown', search: '' },
  { age: 'affirmed', search: `&${AGE_PARAMETER}=${AGE_YES}` },
  { age: 'declined', search: `&${AGE_PARAMETER}=${AGE_NO}` },
];

/** Every result page: 192 answer sets times the three age states, in each language. */
export const RESULT_PAGE_COUNT = 192 * ageStates.length * RESULT_PAGE_PATHS.length;

/** What the fill (server/resultPageFill.ts) hands over for one page: rendered and compressed off this thread. */
export interface FilledPage {
  target: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** The identity body's ETag, hashed where the page was rendered. */
  etag?: string;
}

export interface ResultPageTable {
  /**
   * The prepared page for a GET or HEAD on a result page path with valid answers: from the table, or, while the
   * fill has not reached it, once the fill has (it is asked to do that one next). Undefined for any other request,
   * and for a page the fill never delivered because it failed: the caller renders those as before.
   */
  answer(pathname: string, url: string): Promise<MemoryAnswer> | MemoryAnswer | undefined;
  /** Takes one page from the fill. */
  deliver(page: FilledPage): void;
  /** The fill has ended before delivering every page: whoever waits for one is told. */
  stop(error: Error): void;
  /** Entries ready so far. */
  readonly size: number;
  /** Every page is in memory. */
  readonly complete: boolean;
}

const canonicalPath = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/**
 * The canonical address of a request for a result page with valid answers (its path with the slash, the
 * answers in the quiz's own spelling, then the age answer if any), however it was spelled; else undefined.
 */
export function canonicalResultTarget(pathname: string, url: string): string | undefined {
  const path = canonicalPath(pathname);
  if (!(RESULT_PAGE_PATHS as readonly string[]).includes(path)) return undefined;
  const params = new URLSearchParams(searchOf(url));
  const parsed = parseQuizQuery(params, { strict: false });
  if (!parsed.ok) return undefined;
  const age = ageAnswerFromQuery(params);
  return `${path}?${answersToSearch(parsed.answers)}${ageStates.find((state) => state.age === age)!.search}`;
}

/** A rendered page as a prepared answer: its policy completed, with the Vary every page has. */
export function preparePage(pathname: string, page: Omit<FilledPage, 'target'>): MemoryAnswer {
  const header = (name: string) => {
    const value = page.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const headers: Record<string, string> = {
    'Content-Type': htmlType,
    'Cache-Control': header('cache-control') ?? 'no-store',
    Vary: 'Accept-Encoding',
  };
  const policy = header('content-security-policy');
  if (policy) headers['Content-Security-Policy'] = completePagePolicy(policy, pathname);
  return prepareAnswer({ body: page.body, headers, encoded: page.encoded, etag: page.etag });
}

/** Brotli and gzip twins of a page. Brotli quality 5: about a tenth larger than 11 here and ten times quicker. */
export function compressPage(body: Buffer): FilledPage['encoded'] {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** A GET for `target` with only a Host header, as Astro's Node handler reads a request. */
export function syntheticRequest(target: string, host: string): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  request.url = target;
  request.headers = { host };
  request.push(null);
  return request;
}

/** Every page's canonical address, in the order the fill renders them: English first, then Spanish. */
export function allResultTargets(): string[] {
  return RESULT_PAGE_PATHS.flatMap((path) =>
    allQuizAnswers().flatMap((answers) =>
      ageStates.map((state) => `${path}?${answersToSearch(answers)}${state.search}`),
    ),
  );
}

/**
 * The table, filled from outside: a worker thread renders every page at start-up (server/resultPageFill.ts) and
 * delivers each; this thread only files them, so no result page is ever rendered on the event loop, and no
 * request's own query can make a render. Filling the table on this thread was tried: on a busy two-core machine
 * the renders, under a pipelining flood, held /healthz back for 16-21 s (22 ms without them). A request for a page
 * not delivered yet asks the fill for it next (`askFirst`) and waits for it.
 */
export function buildResultPageTable(askFirst: (target: string) => void): ResultPageTable {
  const pages = new Map<string, MemoryAnswer>();
  const waiting = new Map<
    string,
    { promise: Promise<MemoryAnswer>; settle: (page: MemoryAnswer) => void; fail: (error: Error) => void }
  >();
  let stopped = false;

  return {
    answer(pathname, url) {
      // The quiz's own links and the fill use the canonical spelling: found without parsing the query.
      const exact = pages.get(url);
      if (exact) return exact;
      const target = canonicalResultTarget(pathname, url);
      if (target === undefined) return undefined;
      const page = pages.get(target);
      if (page || stopped) return page;
      let wait = waiting.get(target);
      if (!wait) {
        let settle!: (page: MemoryAnswer) => void;
        let fail!: (error: Error) => void;
        const promise = new Promise<MemoryAnswer>((resolve, reject) => {
          settle = resolve;
          fail = reject;
        });
        wait = { promise, settle, fail };
        waiting.set(target, wait);
        askFirst(target);
      }
      return wait.promise;
    },
    deliver(filledPage) {
      const { target, ...page } = filledPage;
      const prepared = preparePage(pathOf(target), page);
      pages.set(target, prepared);
      waiting.get(target)?.settle(prepared);
      waiting.delete(target);
    },
    stop(error) {
      stopped = true;
      for (const wait of waiting.values()) wait.fail(error);
      waiting.clear();
    },
    get size() {
      return pages.size;
    },
    get complete() {
      return pages.size === RESULT_PAGE_COUNT;
    },
  };
}
