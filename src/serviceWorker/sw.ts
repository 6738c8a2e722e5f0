/**
 * The quiz's service worker (bundled by scripts/build-service-worker.ts). It keeps the quiz pages, their
 * scripts, the icons and the API's 192 answers (the precache list, scripts/lib/precacheManifest.ts), so a
 * second visit runs the whole quiz with the network off. Everything else, the content pages included,
 * passes through to the network untouched.
 *
 * No skipWaiting and no clients.claim: an open page keeps the worker (and the files) it started with, and
 * a new build takes over once every page of the old one is closed, on the next visit.
 */
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { answerFromTable, type AnswersTable } from '../lib/offline/answers.ts';
import { offlinePageForSharedResult } from '../lib/offline/offlinePages.ts';
import { QUIZ_API_PATH } from '../lib/quiz/questions.ts';

/** Written in at bundle time from the build output. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __QUIZ_ANSWERS_URL__: string;

/** The little of ServiceWorkerGlobalScope used here (the project's types are the DOM's, not the worker's). */
interface FetchEventLike extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
const worker = self as unknown as {
  location: Location;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
};

const apiPath = QUIZ_API_PATH.replace(/\/$/, '');
let table: Promise<AnswersTable | null> | undefined;

function answersTable(): Promise<AnswersTable | null> {
  table ??= matchPrecache(__QUIZ_ANSWERS_URL__)
    .then((response) => (response ? (response.json() as Promise<AnswersTable>) : null))
    .catch(() => null)
    .then((found) => {
      // A table that could not be read is looked for again next time.
      if (!found) table = undefined;
      return found;
    });
  return table;
}

/**
 * Cache first, from the table: the answer is a pure function of the query, and the table was built with the
 * same engine as the page this worker serves, so it never differs from what that page would get online, and
 * it answers at once on a store's weak signal. A query the table lacks goes to the network.
 */
async function answerQuiz(request: Request, url: URL): Promise<Response> {
  const answer = answerFromTable((await answersTable()) ?? {}, url);
  if (!answer) return fetch(request);
  return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
}

// Registered before the precache route, so the API is answered here; every other request the route does not
// hold is left alone, and the browser fetches it as if there were no worker.
worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname.replace(/\/$/, '') !== apiPath) return;
  event.respondWith(answerQuiz(event.request, url));
});

// A shared result comes from the server; with the network off, the kept quiz page of its language answers instead
// of the browser's error page. Online, the request goes to the network untouched.
worker.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  const page = offlinePageForSharedResult(new URL(event.request.url).pathname);
  if (!page) return;
  event.respondWith(
    fetch(event.request).catch(async () => (await matchPrecache(page)) ?? Promise.reject(new TypeError('offline'))),
  );
});

// Precached URLs carry no query, so any query is ignored when matching: `/quiz/?reset=1` opens `/quiz/`.
precacheAndRoute(__PRECACHE_MANIFEST__, { ignoreURLParametersMatching: [/./], cleanURLs: false });
