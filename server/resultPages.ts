/**
 * The server-rendered quiz result page is a finite table: for each language, 192 answer sets times the three
 * age states (not asked, Yes, No). Every entry is rendered once, by Astro's own route, when first asked for,
 * and then answered from memory like the built files. A request whose query
 * parses to valid answers gets its table entry whatever else it carries (other spellings, `?utm_source=...`):
 * the canonical page, never a new render. Only a query without four valid answers (the page's 400, never
 * stored by a cache) is still rendered on demand.
 */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ageAnswerFromQuery, AGE_NO, AGE_PARAMETER, AGE_YES, type AgeAnswer } from '../src/lib/age/ageAffirmation.ts';
import { answersToSearch, parseQuizQuery } from '../src/lib/quiz/params.ts';
import type { RenderedAnswer } from './astroRenderer.ts';
import { completePagePolicy, htmlType } from './headers.ts';
import { prepareAnswer, type MemoryAnswer } from './memoryAnswer.ts';
import { searchOf } from './quizAnswers.ts';
import { pathOf } from './requestPolicy.ts';

/** The result page's paths in each language, with and without the trailing slash. */
export const RESULT_PAGE_PATHS = ['/quiz/result/', '/es/quiz/result/'] as const;

const ageStates: readonly { age: AgeAnswer; search: string }[] = [
  { age: 'unknown', search: '' },
  { age: 'affirmed', search: `&${AGE_PARAMETER}=${AGE_YES}` },
  { age: 'declined', search: `&${AGE_PARAMETER}=${AGE_NO}` },
];

/** Renders one canonical request target with the page's own route; null when there is no such route. */
export type RenderTarget = (target: string) => Promise<RenderedAnswer | null>;

export interface ResultPageTable {
  /**
   * The prepared page for a GET or HEAD on a result page path with valid answers: from the table, or rendered
   * once (by its canonical address) and kept when the background fill has not reached it yet. Undefined for
   * anything else, which the caller renders as before.
   */
  answer(pathname: string, url: string): Promise<MemoryAnswer | undefined> | MemoryAnswer | undefined;
  /** Entries ready so far. */
  readonly size: number;
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

/** A rendered page as a prepared answer: its policy completed, compressed once, with the Vary every page has. */
export function preparePage(pathname: string, rendered: RenderedAnswer): MemoryAnswer {
  const header = (name: string) => {
    const value = rendered.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const headers: Record<string, string> = {
    'Content-Type': htmlType,
    'Cache-Control': header('cache-control') ?? 'no-store',
    Vary: 'Accept-Encoding',
  };
  const policy = header('content-security-policy');
  if (policy) headers['Content-Security-Policy'] = completePagePolicy(policy, pathname);
  return prepareAnswer({
    body: rendered.body,
    headers,
    encoded: {
      // Quality 5: about a tenth larger than 11 on these pages and ten times quicker, for 2,304 of them.
      br: brotliCompressSync(rendered.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(rendered.body, { level: 9 }),
    },
  });
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

/**
 * The table, filled as entries are first asked for: each is rendered once, by its canonical address (requests
 * arriving meanwhile wait for that one render), and answered from memory from then on. Filling all 2,304 at
 * start-up was tried: on a busy two-core machine the fill's renders, under a pipelining flood, held /healthz
 * back for 16-21 s (22 ms without the fill), so entries are rendered on demand instead, never twice.
 */
export function buildResultPageTable(render: RenderTarget): ResultPageTable {
  const pages = new Map<string, MemoryAnswer>();
  const pending = new Map<string, Promise<MemoryAnswer>>();

  function prepare(target: string): Promise<MemoryAnswer> {
    let page = pending.get(target);
    if (!page) {
      page = render(target).then((rendered) => {
        if (!rendered || rendered.status !== 200) {
          throw new Error(`the result page answered ${rendered?.status ?? 'nothing'} to ${target}`);
        }
        const prepared = preparePage(pathOf(target), rendered);
        pages.set(target, prepared);
        return prepared;
      });
      pending.set(target, page);
      // Once settled, the table (or a fresh attempt after a failure) answers.
      void page.then(
        () => pending.delete(target),
        () => pending.delete(target),
      );
    }
    return page;
  }

  return {
    answer(pathname, url) {
      const target = canonicalResultTarget(pathname, url);
      if (target === undefined) return undefined;
      return pages.get(target) ?? prepare(target);
    },
    get size() {
      return pages.size;
    },
  };
}
