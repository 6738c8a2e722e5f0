import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { accessLogLine } from './accessLog.ts';
import { renderWithAstro } from './astroRenderer.ts';
import { lookupBuiltFile, readBuiltFiles, readNotFoundPages } from './builtFiles.ts';
import { COA_CHECK_DEADLINE_MS, createCoaCheckPool } from './coaCheckPool.ts';
import { encodeRendered } from './encodeRendered.ts';
import { checkIntervalFor, closeInactiveConnections } from './inactiveConnections.ts';
import { lingerBeforeClose } from './lingeringClose.ts';
import { replyFromMemory } from './replyFromMemory.ts';
import {
  baselineSecurityHeaders,
  cacheRules,
  completePagePolicy,
  errorJson,
  htmlType,
  jsonType,
  preferredEncoding,
  readPagePolicies,
  resourcePolicy,
} from './headers.ts';
import { DroppingLogDestination } from './logDestination.ts';
import { sendFromMemory, sendRefusal, type PreparedRefusal } from './memoryAnswer.ts';
import { memoryAnswerFor } from './memoryRoutes.ts';
import { answerUnreadableRequest, guardProtocol, overloadedRefusal, refusalForVersion } from './protocolGuards.ts';
import { readMemoryRequestHeaders } from './requestHeaders.ts';
import { buildQuizAnswerTable, searchOf, type QuizAnswerTable } from './quizAnswers.ts';
import { startResultPageFill, type ResultPageFill } from './resultPageFill.ts';
import { buildResultPageTable, RESULT_PAGE_COUNT } from './resultPages.ts';
import { waitingAnswers } from './waitingAnswers.ts';
import type { DatabaseConfig } from './db/database.ts';
import { startStoreData } from './stores/storeData.ts';
import { readStorePageShells, storePages } from './stores/storePages.ts';
import { storeRoutes } from './stores/storeRoutes.ts';
import { localeFromPath, LOCALES } from '../src/i18n/locales.ts';
import { storePageShellFile } from '../src/lib/stores/storePage.ts';
import type { CoaInput } from '../src/lib/coa/check.ts';
import { answerQuizQuery } from '../src/lib/quiz/api.ts';
import { QUIZ_API_PATH } from '../src/lib/quiz/questions.ts';
import {
  allowedHosts,
  checkHost,
  checkMethod,
  declaresBody,
  type HostVerdict,
  isApiPath,
  isCanonicalPath,
  onDemandRoutes,
  pathOf,
  publicOriginFromEnv,
  splitAbsoluteForm,
} from './requestPolicy.ts';

type AstroHandler = Parameters<typeof renderWithAstro>[0];

export interface ServerOptions {
  /** The Astro build folder (holds client/, server/ and _headers.json). */
  distDir: URL;
  /** Log level for the JSON request log; "silent" in tests. */
  logLevel?: string;
  /** A client must finish sending its request headers within this time (slow-loris guard). */
  headersTimeoutMs?: number;
  /** A client must finish sending its whole request within this time. */
  requestTimeoutMs?: number;
  /** A connection on which nothing moves, in or out, for this long is closed (server/inactiveConnections.ts). */
  connectionTimeoutMs?: number;
  /** The COA pre-check's no-JavaScript reading of a text ends after this long (server/coaCheckPool.ts). */
  coaCheckDeadlineMs?: number;
  /**
   * `DYC_PUBLIC_ORIGIN`: the origin of every absolute URL the server writes, and the host name it
   * answers for besides its listening address. Unset: the listening address.
   */
  publicOrigin?: string;
  /** `DYC_TRUST_PROXY`: whose X-Forwarded-* headers to believe (Fastify's trustProxy). Off by default. */
  trustProxy?: boolean | string[];
  /** Where log lines go; standard output, written asynchronously, unless given. */
  logDestination?: DroppingLogDestination;
  /**
   * Where the stores' counts are kept (server/db/: `databaseConfigFromEnv`); without it the store API is not served.
   * Opened and migrated at start; a database that cannot be opened only drops counts (server/stores/storeData.ts).
   */
  storeDatabase?: DatabaseConfig;
}

export const defaultTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  connectionTimeoutMs: 30_000,
  coaCheckDeadlineMs: COA_CHECK_DEADLINE_MS,
} as const;
/** A kept-alive connection waits this long for its next request. */
const keepAliveTimeoutMs = 5_000;

/** A positive whole number of milliseconds from `env[name]`, or `fallback` when unset; anything else throws. */
export function millisecondsFromEnv(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds`);
  return value;
}

/**
 * `DYC_HEADERS_TIMEOUT_MS`, `DYC_REQUEST_TIMEOUT_MS` and `DYC_CONNECTION_TIMEOUT_MS` (positive integers,
 * milliseconds) override the defaults; anything else stops the server at start with a message naming the variable.
 */
export function timeoutsFromEnv(
  env: Record<string, string | undefined>,
): Required<
  Pick<ServerOptions, 'headersTimeoutMs' | 'requestTimeoutMs' | 'connectionTimeoutMs' | 'coaCheckDeadlineMs'>
> {
  const read = (name: string, fallback: number) => millisecondsFromEnv(env, name, fallback);
  const headersTimeoutMs = read('DYC_HEADERS_TIMEOUT_MS', defaultTimeouts.headersTimeoutMs);
  const requestTimeoutMs = read('DYC_REQUEST_TIMEOUT_MS', Math.max(defaultTimeouts.requestTimeoutMs, headersTimeoutMs));
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error('DYC_REQUEST_TIMEOUT_MS must not be shorter than DYC_HEADERS_TIMEOUT_MS');
  }
  const connectionTimeoutMs = read('DYC_CONNECTION_TIMEOUT_MS', defaultTimeouts.connectionTimeoutMs);
  const coaCheckDeadlineMs = read('DYC_COA_CHECK_DEADLINE_MS', defaultTimeouts.coaCheckDeadlineMs);
  return { headersTimeoutMs, requestTimeoutMs, connectionTimeoutMs, coaCheckDeadlineMs };
}

/** Astro's request handler in middleware mode, loaded from the build. */
async function loadAstroHandler(distDir: URL): Promise<AstroHandler> {
  const entry = (await import(new URL('server/entry.mjs', distDir).href)) as { handler: AstroHandler };
  return entry.handler;
}

export async function createServer({
  distDir,
  logLevel = 'info',
  headersTimeoutMs = defaultTimeouts.headersTimeoutMs,
  requestTimeoutMs = defaultTimeouts.requestTimeoutMs,
  connectionTimeoutMs = defaultTimeouts.connectionTimeoutMs,
  coaCheckDeadlineMs = defaultTimeouts.coaCheckDeadlineMs,
  publicOrigin: configuredOrigin,
  trustProxy = false,
  logDestination = new DroppingLogDestination(),
  storeDatabase,
}: ServerOptions): Promise<FastifyInstance> {
  const clientDir = fileURLToPath(new URL('client/', distDir));
  const pagePolicies = readPagePolicies(new URL('_headers.json', distDir));
  // dist/client is a few megabytes: every file is answered from memory, read and prepared here once.
  const storePageShellFiles = new Set(LOCALES.map(storePageShellFile));
  const builtFiles = readBuiltFiles(clientDir, pagePolicies, storePageShellFiles);
  const knownPaths = new Set([...builtFiles.answers.keys(), ...onDemandRoutes.map((route) => route.path)]);
  // A missing path under /es/ gets the Spanish page, any other the English one.
  const notFoundPages = readNotFoundPages(clientDir, pagePolicies);
  const astroHandler = await loadAstroHandler(distDir);
  // A bad DYC_PUBLIC_ORIGIN stops the server at start, not at its first request.
  if (configuredOrigin) publicOriginFromEnv(configuredOrigin, '127.0.0.1', 1);

  // The pre-check's no-JavaScript answer reads pasted text in a worker thread, never on this one.
  const coaCheckPool = createCoaCheckPool({ deadlineMs: coaCheckDeadlineMs });

  // What the server holds for clients that do not read, bounded for both ways in (server/waitingAnswers.ts).
  const waiting = waitingAnswers();

  const logsRequests = ['trace', 'debug', 'info'].includes(logLevel);
  let nextRequestId = 0;
  /** Fastify's own request id shape, from one counter for both ways in. */
  const newRequestId = () => `req-${(nextRequestId++).toString(36)}`;

  const app = Fastify({
    logger: { level: logLevel, stream: logDestination },
    genReqId: newRequestId,
    // Answers held in memory are sent before Fastify sees the request (answerFromTable below); the rest is routed.
    serverFactory: (fastifyHandler) => {
      const server = createHttpServer(
        {
          connectionsCheckingInterval: checkIntervalFor(headersTimeoutMs),
          // Node would answer a request without Host itself, without the security headers: it is refused below.
          requireHostHeader: false,
        },
        handle,
      );
      /** The one way in, for every request: the refusals that need no route, the tables, then the router. */
      function handle(request: IncomingMessage, response: ServerResponse): void {
        const refusal = refusalForVersion(request);
        if (refusal) return sendPrepared(request, response, refusal);
        const admission = waiting.admit(request, response);
        if (admission === 'refuse') return sendPrepared(request, response, overloadedRefusal);
        if (admission === 'answer' && !answerFromTable(request, response)) fastifyHandler(request, response);
      }
      guardProtocol(server, handle, sendPrepared);
      // What Fastify sets on a server it makes itself, but the inactivity timeout: Node re-arms a timer for it on
      // every request, a sweep costs less (server/inactiveConnections.ts).
      server.keepAliveTimeout = keepAliveTimeoutMs;
      server.requestTimeout = requestTimeoutMs;
      server.setTimeout(0);
      closeInactiveConnections(server, connectionTimeoutMs);
      return server;
    },
    // Fastify's own two lines per request are replaced by the single line logged below.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (pino builds one for each, even when nothing is logged): the access line carries
    // the request id itself, and the rare error line names it.
    childLoggerFactory: (logger) => logger,
    bodyLimit: 16 * 1024,
    // Slow or stalled clients are cut off instead of holding a socket open. Node enforces the header
    // and request timeouts on a timer (30 s by default): check often enough for the timeouts to hold.
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    // While draining, the onRequest hook below answers 503 itself, with the security headers and the JSON shape.
    return503OnClosing: false,
    trustProxy,
    clientErrorHandler: answerUnreadableRequest,
    // An absolute-form target is routed by its path; its authority replaces the Host header, then is checked
    // like any Host (RFC 9112 3.2.2).
    rewriteUrl: (request) => {
      const absolute = splitAbsoluteForm(request.url ?? '/');
      if (!absolute) return request.url ?? '/';
      request.headers.host = absolute.authority;
      return absolute.pathAndQuery;
    },
    // A path the router cannot decode ("/%ff") is simply a page that does not exist.
    frameworkErrors: (_error, request, reply) => notFound(request, reply),
  });
  app.server.headersTimeout = headersTimeoutMs;
  app.addHook('onClose', () => coaCheckPool.close());

  // The listening address is known once the server listens (PORT=0 picks a free port).
  let origin: string | undefined;
  let hosts: Set<string> | undefined;
  const listening = () => app.server.address() as AddressInfo;
  const publicOrigin = () => (origin ??= publicOriginFromEnv(configuredOrigin, listening().address, listening().port));
  const answerableHosts = () =>
    (hosts ??= allowedHosts({
      publicOrigin: publicOrigin(),
      listenHost: listening().address,
      listenPort: listening().port,
      localAddresses: Object.values(networkInterfaces())
        .flat()
        .map((network) => network?.address ?? '')
        .filter(Boolean),
    }));

  // The quiz answers name the public origin, known once the server listens: prepared then. Until the
  // table is ready (or if it cannot be built) the route itself answers, with the same bytes.
  let quizAnswers: QuizAnswerTable | undefined;
  // The result pages, every one rendered at start-up in a worker thread and answered from memory
  // (server/resultPages.ts); a page asked for before the worker reached it is rendered next and waited for.
  let resultPageFill: ResultPageFill | undefined;
  const resultPages = buildResultPageTable((target) => resultPageFill?.askFirst(target));
  app.addHook('onListen', async () => {
    const { address, port } = listening();
    resultPageFill = startResultPageFill(resultPages, {
      distDir: distDir.href,
      host: address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`,
      publicOrigin: publicOrigin(),
    });
    quizAnswers = await buildQuizAnswerTable(publicOrigin());
  });
  app.addHook('onClose', async () => resultPageFill?.close());

  /**
   * Every response Fastify sends carries these, whoever writes it (the onSend hook below); a page's
   * own policy, set before, is kept. An answer sent from memory writes its own prepared header list,
   * which already holds them.
   */
  function applySecurityHeaders(reply: FastifyReply): void {
    reply.headers(baselineSecurityHeaders);
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', resourcePolicy);
  }

  // Refusals and the 404 page set them themselves too: a path the router cannot decode is answered
  // by `frameworkErrors`, outside every hook.
  function refuse(reply: FastifyReply, status: number, allowed: readonly string[] = []): FastifyReply {
    applySecurityHeaders(reply);
    if (allowed.length > 0 && status === 405) reply.header('Allow', allowed.join(', '));
    return reply.code(status).header('Cache-Control', cacheRules.none).type(jsonType).send(errorJson(status, allowed));
  }

  /** The site's 404 page for page paths, the JSON error for the API; never cached. */
  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.headers(baselineSecurityHeaders);
    const pathname = pathOf(request.raw.url ?? '/');
    if (isApiPath(pathname)) return refuse(reply, 404);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const notFoundPage = notFoundPages[localeFromPath(pathname)];
    reply.header('Content-Security-Policy', notFoundPage.policy);
    reply.header('Cache-Control', cacheRules.none).header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .code(404)
      .type(htmlType)
      .send(notFoundPage.body[encoding ?? 'identity']);
  }

  /**
   * Host headers repeat (every client sends the same one each time): each distinct value is judged
   * once. Bounded, so a client sending endless variants only costs the parsing.
   */
  const hostVerdicts = new Map<string | undefined, HostVerdict>();
  function judgeHost(header: string | undefined): HostVerdict {
    let verdict = hostVerdicts.get(header);
    if (verdict === undefined) {
      verdict = checkHost(header, answerableHosts());
      if (hostVerdicts.size < 64) hostVerdicts.set(header, verdict);
    }
    return verdict;
  }

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  /**
   * A GET or HEAD that one of the in-memory tables answers (server/memoryRoutes.ts) is sent here, before Fastify
   * builds its request and reply: the same prepared bytes the routes below send, after the same Host check, for a
   * fraction of the cost. Everything else, refusals of the request itself included, is the router's. Both ways in are
   * held to the same bound on answers waiting for a client that does not read (server/waitingAnswers.ts).
   */
  function answerFromTable(request: IncomingMessage, response: ServerResponse): boolean {
    const target = request.url;
    if (closing || (request.method !== 'GET' && request.method !== 'HEAD') || !target?.startsWith('/')) return false;
    const found = memoryAnswerFor(memoryTables, target);
    if (!found) return false;
    const headers = readMemoryRequestHeaders(request.rawHeaders);
    if (headers.hostCount !== 1 || judgeHost(headers.host) !== 'ok') return false;
    const started = logsRequests ? performance.now() : 0;
    const bytes =
      'status' in found
        ? sendRefusal(request.method, response, found)
        : sendFromMemory(request.method, headers, response, found);
    if (logsRequests) {
      // An answer handed to the socket whole is logged now; a large body, written first, once it has gone out.
      if (response.writableEnded) logAnswerFromTable(request, response, started, bytes, headers.userAgent);
      else response.once('finish', () => logAnswerFromTable(request, response, started, bytes, headers.userAgent));
    }
    return true;
  }

  /** A prepared refusal that closes the connection, answered in order after those before it (and logged). */
  function sendPrepared(request: IncomingMessage, response: ServerResponse, refusal: PreparedRefusal): void {
    const started = logsRequests ? performance.now() : 0;
    const bytes = sendRefusal(request.method, response, refusal);
    if (logsRequests) logAnswerFromTable(request, response, started, bytes, undefined);
  }

  /** The access line of an answer from the tables, in the shape of the router's (the onResponse hook below). */
  function logAnswerFromTable(
    request: IncomingMessage,
    response: ServerResponse,
    started: number,
    bytes: number,
    ua: string | undefined,
  ): void {
    logDestination.write(
      accessLogLine({
        reqId: newRequestId(),
        method: request.method!,
        url: request.url!,
        status: response.statusCode,
        ms: performance.now() - started,
        bytes: bytes || undefined,
        ua,
      }),
    );
  }

  const memoryTables = { builtFiles, quizAnswers: () => quizAnswers, resultPages };

  // A synchronous hook: an async one costs a promise and a microtask turn on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      // Answered in order after those before it, then the connection closes.
      reply.header('Connection', 'close');
      return void refuse(reply, 503);
    }
    // The Host header is checked before routing: nothing the server writes may depend on a Host it
    // does not answer for, and a Host carrying a path or userinfo must not steer Astro's routing.
    if (readMemoryRequestHeaders(request.raw.rawHeaders).hostCount !== 1) return void refuse(reply, 400);
    const host = judgeHost(request.headers.host);
    if (host !== 'ok') return void refuse(reply, host === 'foreign' ? 421 : 400);
    const pathname = pathOf(request.raw.url ?? '/');
    const method = checkMethod(request.method, pathname);
    if (!method.ok) return void refuse(reply, method.status, method.allowed);
    // A path naming a built file or an on-demand route is canonical by construction; any other is checked.
    if (!knownPaths.has(pathname) && !isCanonicalPath(pathname)) return void notFound(request, reply);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(reply);
    // A body not all arrived (refused unread, or cut at the route's limit) ends its connection: the rest of it is
    // not read only to be thrown away, as Node would, keeping the connection open for it. The close lingers
    // briefly so that the client reads this answer rather than a reset (server/lingeringClose.ts).
    if (!request.raw.complete && declaresBody(request.headers)) {
      reply.header('Connection', 'close');
      lingerBeforeClose(request.raw.socket);
    }
    // A rendered answer's body is its own: while it waits behind another, it counts toward what waiting answers hold.
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) waiting.hold(request.raw, Buffer.byteLength(payload));
    done(null, payload);
  });

  // One line per request, in the JSON shape of the other log lines (server/accessLog.ts); not even built above the
  // info level. Written straight to the asynchronous destination: pino's child logger would cost more than most answers.
  if (logsRequests) {
    app.addHook('onResponse', (request, reply, done) => {
      logDestination.write(
        accessLogLine({
          reqId: request.id,
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: reply.elapsedTime,
          bytes: Number(reply.getHeader('content-length') ?? request.sentBytes ?? 0) || undefined,
          ua: request.routeOptions.config.anonymousAccessLog ? undefined : request.headers['user-agent'],
        }),
      );
      done();
    });
  }

  const storeData = storeDatabase && startStoreData(storeDatabase, { log: app.log });
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', cacheRules.none);
    return {
      status: 'ok',
      logLinesDropped: logDestination.dropped,
      resultPages: { ready: resultPages.size, of: RESULT_PAGE_COUNT },
      ...(storeData && { counts: storeData.health() }),
    };
  });

  // The store API: joining, count events from embedded quizzes, and the stores' dashboards; and each store's own quiz
  // page on DYC, filled from its record.
  if (storeData) {
    await app.register(storeRoutes, { data: storeData });
    const shells = readStorePageShells(clientDir, pagePolicies);
    await app.register(storePages, { data: storeData, shells, notFound });
  }

  // The quiz API is answered here, beside the built files, and not in the on-demand context below: there the
  // compression plugin's hooks and the catch-all body parser made every request's stream be read and destroyed
  // (a profile under load: 21,000 req/s there, 42,000 here).
  for (const url of [QUIZ_API_PATH, QUIZ_API_PATH.replace(/\/$/, '')]) app.get(url, answerQuiz);

  // The routes Astro renders on demand, and only those: its answer comes back as data and is sent
  // like any other reply, with the page's policy completed and the public origin passed in.
  await app.register(async (onDemand) => {
    // A form post's body is the route's to read (the COA form reads 256 KiB at most): Fastify leaves the stream alone.
    onDemand.removeAllContentTypeParsers();
    onDemand.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const route of onDemandRoutes) {
      if (route.path === QUIZ_API_PATH) continue;
      const methods = route.methods.filter((method) => method !== 'HEAD');
      const urls = new Set([route.path, route.path.replace(/\/$/, '')]);
      for (const url of urls) onDemand.route({ method: methods, url, handler: renderOnDemand });
    }
  });

  /**
   * A valid quiz query is answered from the table, a bad one with its prepared refusal naming the parameter: both
   * from the API's own engine, without Astro's render pipeline, which cost ten times a table answer (a flood of
   * bad queries must not be the cheap way to load the server). In the moment before the table is ready, the
   * engine answers directly, uncompressed. Not async: no answer needs a promise.
   */
  function answerQuiz(request: FastifyRequest, reply: FastifyReply) {
    const url = request.raw.url ?? '';
    const found = quizAnswers?.lookup(url);
    if (found && 'status' in found) {
      reply.hijack();
      request.sentBytes = sendRefusal(request.method, reply.raw, found);
    } else if (found) {
      replyFromMemory(request, reply, found);
    } else {
      const answer = answerQuizQuery(
        request.method,
        new URLSearchParams(searchOf(url)),
        request.headers['if-none-match'] ?? null,
        publicOrigin(),
      );
      reply.code(answer.status).headers(answer.headers);
      if (answer.status >= 400) reply.header('Cache-Control', cacheRules.none);
      reply.send(answer.body ?? undefined);
    }
  }

  async function renderOnDemand(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const url = request.raw.url ?? '/';
      // Should the fill have failed before this page, the request is rendered as it is below, like any other.
      const page = await Promise.resolve(resultPages.answer(pathOf(url), url)).catch(() => undefined);
      if (page) return replyFromMemory(request, reply, page);
    }
    const answer = await renderWithAstro(astroHandler, request.raw, {
      publicOrigin: publicOrigin(),
      // Each client waits in its own share of the pre-check's queue: its address, as the proxy saw it if trusted.
      checkCoa: (input: CoaInput) => coaCheckPool.check(input, request.ip),
    });
    if (!answer || answer.status === 404) return notFound(request, reply);
    const pathname = pathOf(request.raw.url ?? '/');
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
      if (name === 'content-security-policy') reply.header(name, completePagePolicy(String(value), pathname));
      else reply.header(name, value);
    }
    const type = String(answer.headers['content-type'] ?? '');
    if (/^text\/html/.test(type) && !/charset/i.test(type)) reply.type(htmlType);
    // An answer rendered for one request is never stored unless its route says how; an error never, whatever it says.
    if (answer.status >= 400 || !reply.hasHeader('cache-control')) reply.header('Cache-Control', cacheRules.none);
    // The pre-check's queue was full: the page says so, and when to send the form again.
    if (answer.status === 503) reply.header('Retry-After', String(coaCheckPool.retryAfterSeconds()));
    reply.code(answer.status);
    // A body-less answer (the COA route's redirect) carries no body type either.
    if (answer.body.length === 0) return reply.send();
    // HEAD is encoded too: its Content-Length and Content-Encoding are those of the GET.
    const encoded = await encodeRendered(answer.body, type, request.headers['accept-encoding']);
    if (encoded.varies) reply.header('Vary', 'Accept-Encoding');
    if (encoded.encoding) reply.header('Content-Encoding', encoded.encoding);
    return reply.send(encoded.body);
  }

  // Every other GET (and HEAD) is a built file, a folder's redirect to its slash form, or the 404 page.
  app.get('/*', (request, reply) => {
    const url = request.raw.url ?? '/';
    const pathname = pathOf(url);
    // One address per page: a folder's index file redirects to the folder, and an encoded slash is no separator.
    if (pathname.endsWith('/index.html') && builtFiles.answers.has(pathname)) {
      return redirectToFolder(reply, `${pathname.slice(0, -'index.html'.length)}${url.slice(pathname.length)}`);
    }
    if (/%2f/i.test(pathname)) return notFound(request, reply);
    const found = lookupBuiltFile(builtFiles, pathname, url.slice(pathname.length));
    if (!found) return notFound(request, reply);
    if ('redirectTo' in found) return redirectToFolder(reply, found.redirectTo);
    replyFromMemory(request, reply, found.answer);
  });

  /** A folder's address is its slash form, for as long as its files are kept: the redirect is cached as long. */
  function redirectToFolder(reply: FastifyReply, location: string): FastifyReply {
    return reply.header('Cache-Control', cacheRules.file).redirect(location, 301);
  }

  // A path that is neither a file nor an on-demand route gets the site's own 404 page, with status 404.
  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    // Whatever the failed route had set, an error answer carries the policy for non-pages.
    reply.removeHeader('Content-Security-Policy');
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 404) return notFound(request, reply);
    if (status === 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return refuse(reply, status);
  });

  return app;
}
