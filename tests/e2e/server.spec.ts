import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { rawRequest, requestText } from './support/rawHttp.ts';
import { freePort, startServer } from './support/server.ts';

/** Headers the production server must send on every response, whatever produced it. */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers['strict-transport-security'], label).toMatch(/max-age=\d{8,}/);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(headers['x-powered-by'], label).toBeUndefined();
}

function expectPagePolicy(response: APIResponse, label: string) {
  const policy = response.headers()['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(policy, label).toContain(directive);
  }
  expect(policy, label).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy, label).not.toContain('unsafe-inline');
}

test('pages carry their own hashed Content-Security-Policy and every security header', async ({ request }) => {
  for (const path of ['/', '/about/', '/quiz/', '/science/', '/advocacy/', '/operators/']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, path);
    expectPagePolicy(response, path);
  }
});

/** A hashed build file the quiz page loads: its island's component module. */
async function hashedAsset(page: Page): Promise<string> {
  await page.goto('/quiz/');
  const url = await page.locator('astro-island[component-url^="/_astro/"]').first().getAttribute('component-url');
  expect(url).toMatch(/^\/_astro\/.+\.js$/);
  return url!;
}

test('assets, the API, the health check and the 404 page carry the security headers too', async ({ request, page }) => {
  const asset = await hashedAsset(page);
  for (const path of [asset, '/favicon.svg', '/api/v2/quiz/quiz-results/', '/healthz']) {
    expectSecurityHeaders(await request.get(path), path);
  }
  const notFound = await request.get('/definitely-missing/');
  expect(notFound.status()).toBe(404);
  expectSecurityHeaders(notFound, '404');
  expectPagePolicy(notFound, '404');
});

test('sends brotli when the client accepts it and gzip otherwise', async ({ request }) => {
  const brotli = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toMatch(/Accept-Encoding/i);
  const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const identity = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  expect(await identity.text()).toMatch(/^<!doctype html>/i);
});

test('pages revalidate with ETag and answer 304 when unchanged', async ({ request }) => {
  const first = await request.get('/about/');
  expect(first.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const second = await request.get('/about/', { headers: { 'If-None-Match': etag } });
  expect(second.status()).toBe(304);
});

test('hashed build files are cached for a year as immutable', async ({ request, page }) => {
  const href = await hashedAsset(page);
  const response = await request.get(href, { headers: { 'Accept-Encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});

test('answers the health check and serves robots.txt, the sitemap and the manifest', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(await health.json()).toMatchObject({
    status: 'ok',
    logLinesDropped: 0,
    resultPages: { of: 192 * 3 * 2, ready: expect.any(Number) },
  });
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.+\/sitemap-index\.xml/);
  expect((await request.get('/sitemap-index.xml')).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/about/', '/science/', '/advocacy/', '/operators/', '/quiz/']) expect(sitemap).toContain(path);
  expect(sitemap).not.toContain('404');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.short_name).toBe('DYC');
});

test('the sitemap lists no page that asks robots not to index it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed.length).toBeGreaterThanOrEqual(10);
  for (const path of listed) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<meta name="robots" content="noindex"/);
  }
});

test('files answer byte ranges, If-Modified-Since and HEAD; a folder without a page is simply missing', async ({
  request,
}) => {
  const video = '/media/video/effects.webm';
  const whole = await request.get(video);
  const part = await request.get(video, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-99/${(await whole.body()).length}`);
  expect((await part.body()).equals((await whole.body()).subarray(0, 100))).toBe(true);
  expect(part.headers()['x-content-type-options']).toBe('nosniff');

  const lastModified = whole.headers()['last-modified']!;
  const unchanged = await request.get(video, { headers: { 'If-Modified-Since': lastModified } });
  expect(unchanged.status()).toBe(304);
  expect(unchanged.headers()['cache-control']).toBe(whole.headers()['cache-control']);

  const icon = await request.get('/favicon.svg', { headers: { 'Accept-Encoding': 'identity' } });
  const head = await request.head('/favicon.svg', { headers: { 'Accept-Encoding': 'identity' } });
  expect(head.status()).toBe(200);
  expect(head.headers()['content-length']).toBe(String((await icon.body()).length));
  expect((await head.body()).length).toBe(0);
  expect(head.headers()['etag']).toBe(icon.headers()['etag']);

  expect((await request.get('/media', { maxRedirects: 0 })).status()).toBe(404);
});

test('the quiz API answers every spelling of a valid query alike, with 304, HEAD and the 400 kept', async ({
  request,
}) => {
  const api = '/api/v2/quiz/quiz-results/';
  const canonical = await request.get(`${api}?q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind`);
  const respelled = await request.get(`${api}?q4=mind&q3=FLOWER&q2=Better%20Focus&q1=daily`);
  expect(canonical.status()).toBe(200);
  expect(await respelled.text()).toBe(await canonical.text());
  const etag = canonical.headers()['etag']!;
  expect(respelled.headers()['etag']).toBe(etag);
  expect(canonical.headers()['cache-control']).toBe('public, max-age=86400, s-maxage=604800');
  expect(canonical.headers()['vary']).toMatch(/Accept-Encoding/i);
  expectSecurityHeaders(canonical, 'API answer');

  const unchanged = await request.get(`${api}?q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind`, {
    headers: { 'If-None-Match': etag },
  });
  expect(unchanged.status()).toBe(304);
  expect(unchanged.headers()['etag']).toBe(etag);
  expectSecurityHeaders(unchanged, 'API 304');

  const head = await request.head(`${api}?q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind`);
  expect(head.headers()['content-length']).toBe(String((await canonical.body()).length));
  expect((await head.body()).length).toBe(0);

  const invalid = await request.get(`${api}?q1=Daily&q2=Better+Focus&q3=Flower&q4=Sideways`);
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).parameter).toBe('q4');
  expect(invalid.headers()['cache-control']).toBe('no-store');
});

test('a path without its trailing slash, or naming the index file, redirects to the page, cacheably', async ({
  request,
}) => {
  for (const path of ['/about', '/about/index.html']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe('/about/');
    // A permanent redirect says how long it may be kept, like the files it points to.
    expect(response.headers()['cache-control'], path).toBe('public, max-age=86400, stale-while-revalidate=604800');
  }
});

test('rejects a request body larger than the limit', async ({ request }) => {
  const response = await request.post('/healthz', {
    data: 'x'.repeat(64 * 1024),
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
});

// ---- Hardening: each of these answered wrongly before the server checked requests before routing ----

const QUIZ = 'q1=Daily&q2=Better%20Focus&q3=Flower&q4=Mind';
const API_PATH = `/api/v2/quiz/quiz-results/?${QUIZ}`;
const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);

test('absolute URLs come from DYC_PUBLIC_ORIGIN, and a Host the server does not answer for gets 421', async () => {
  const server = await startServer({ DYC_PUBLIC_ORIGIN: 'https://dyc-public.example' });
  try {
    const api = await rawRequest(server.port, requestText('GET', API_PATH, 'dyc-public.example'));
    expect(api!.status).toBe(200);
    expect(JSON.parse(api!.body.toString()).littleDudeUrl).toBe('https://dyc-public.example/quiz/icons/green-mind.svg');
    const result = await rawRequest(
      server.port,
      // age=yes: the page shows a dose (and so the icon) only after the age question is answered.
      requestText('GET', `/quiz/result/?${QUIZ}&age=yes`, `127.0.0.1:${server.port}`),
    );
    expect(result!.status).toBe(200);
    // The page shows the site's own copy of the icon, on whatever name the reader used; its absolute URLs (the
    // share link) are on the public origin.
    expect(result!.body.toString()).toContain('src="/quiz/icons/green-mind.svg"');
    expect(result!.body.toString()).toContain(`https://dyc-public.example/quiz/result/?`);
    expect(result!.body.toString()).not.toContain(`127.0.0.1:${server.port}`);
    for (const path of [API_PATH, `/quiz/result/?${QUIZ}`, '/']) {
      const foreign = await rawRequest(server.port, requestText('GET', path, 'evil.example'));
      expect(foreign!.status, path).toBe(421);
      expect(foreign!.text, path).not.toContain('evil');
      expect(foreign!.headers['cache-control'], path).toBe('no-store');
      expect(foreign!.headers['x-content-type-options'], path).toBe('nosniff');
    }
  } finally {
    await server.stop();
  }
});

test('a Host carrying a path, userinfo or a list is refused before routing: no API answer for / or a script', async ({
  baseURL,
  page,
}) => {
  const port = portOf(baseURL);
  const asset = await hashedAsset(page);
  for (const host of [`127.0.0.1:${port}${API_PATH}#`, `evil@127.0.0.1:${port}`, `127.0.0.1:${port}, evil.example`]) {
    for (const path of ['/', asset]) {
      const answer = await rawRequest(port, requestText('GET', path, host));
      expect(answer!.status, `${path} Host: ${host}`).toBe(400);
      expect(answer!.body.toString(), `${path} Host: ${host}`).not.toContain('littleDudeUrl');
      expect(answer!.headers['cache-control']).toBe('no-store');
      expect(answer!.headers['strict-transport-security']).toBeTruthy();
    }
  }
});

test('TRACE and any other method a route does not take get 405 JSON with Allow; a method the parser cannot read, 400', async ({
  baseURL,
}) => {
  const port = portOf(baseURL);
  for (const path of ['/healthz', '/', '/about/', API_PATH, `/quiz/result/?${QUIZ}`, '/favicon.svg']) {
    for (const method of ['TRACE', 'OPTIONS', 'DELETE', 'POST', 'PROPFIND']) {
      const answer = await rawRequest(port, requestText(method, path, `127.0.0.1:${port}`, 'Content-Length: 0\r\n'));
      expect(answer!.statusLine, `${method} ${path}`).toBe('HTTP/1.1 405 Method Not Allowed');
      expect(answer!.headers['allow'], `${method} ${path}`).toBe('GET, HEAD');
      expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer!.body.toString())).toEqual({
        error: 'Method not allowed.',
        parameter: null,
        allowed: ['GET', 'HEAD'],
      });
      expect(answer!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  }
  // No request gets a 5xx for what it carries: a method the server implements nowhere is the client's error too.
  const propfind = await rawRequest(port, requestText('PROPFIND', '/operators/coa-check/result/', `127.0.0.1:${port}`));
  expect(propfind!.status).toBe(405);
  expect(propfind!.headers['allow']).toBe('GET, HEAD, POST');
  // A method token Node's parser does not know is a request it cannot read: 400, with the site's headers.
  for (const method of ['FOO', 'BREW']) {
    const answer = await rawRequest(port, requestText(method, '/', `127.0.0.1:${port}`));
    expect(answer!.statusLine, method).toBe('HTTP/1.1 400 Bad Request');
    expect(answer!.headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(answer!.body.toString()).error, method).toBe('Bad request.');
  }
});

test('odd paths get the site 404 page with the security headers, never a framework error', async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const path of [
    '/%ff',
    '//about',
    '/./about/',
    '/%00',
    '/about/%2e%2e/',
    '/_image?href=/og-image.png&w=1200&f=avif&q=100',
  ]) {
    const answer = await rawRequest(port, requestText('GET', path, `127.0.0.1:${port}`));
    expect(answer!.statusLine, path).toBe('HTTP/1.1 404 Not Found');
    expect(answer!.headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(answer!.body.toString(), path).toContain('Page not found');
    expect(answer!.headers['strict-transport-security'], path).toBeTruthy();
    expect(answer!.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  const api = await rawRequest(port, requestText('GET', '/api/%ff', `127.0.0.1:${port}`));
  expect(api!.status).toBe(404);
  expect(api!.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(api!.text).not.toContain('%ff');
});

test('a 64 KB query is refused with 431, the security headers and a JSON error that echoes nothing', async ({
  baseURL,
}) => {
  const port = portOf(baseURL);
  const answer = await rawRequest(port, requestText('GET', `/?q=${'k'.repeat(64 * 1024)}`, `127.0.0.1:${port}`));
  expect(answer!.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer!.headers['x-content-type-options']).toBe('nosniff');
  expect(answer!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer!.text).not.toContain('kkkk');
});

test('the 404 page is never stored, and the result page has frame-ancestors, a status text and a charset', async ({
  request,
  baseURL,
}) => {
  const missing = await request.get('/definitely-missing/');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['etag']).toBeUndefined();
  for (const path of ['/quiz/result/', `/quiz/result/?${QUIZ}`]) {
    const result = await request.get(path);
    expect(result.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(result.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  }
  const port = portOf(baseURL);
  const unanswered = await rawRequest(port, requestText('GET', '/quiz/result/', `127.0.0.1:${port}`));
  expect(unanswered!.statusLine).toBe('HTTP/1.1 400 Bad Request');
  expect(unanswered!.headers['cache-control']).toBe('no-store');
});

/** A page Astro renders on demand (a result query without four answers: the page's 400). */
const RENDERED_PAGE = '/quiz/result/?q1=Daily';

test('HEAD on a server-rendered page reports the headers GET sends: its encoding, its length and Vary', async ({
  baseURL,
}) => {
  const port = portOf(baseURL);
  const self = `127.0.0.1:${port}`;
  for (const acceptEncoding of ['br', 'gzip', 'identity']) {
    const extra = `Accept-Encoding: ${acceptEncoding}\r\n`;
    // In place of the identity requestText asks for.
    const get = await rawRequest(
      port,
      requestText('GET', RENDERED_PAGE, self).replace('Accept-Encoding: identity\r\n', extra),
    );
    const head = await rawRequest(
      port,
      requestText('HEAD', RENDERED_PAGE, self).replace('Accept-Encoding: identity\r\n', extra),
    );
    expect(get!.status).toBe(400);
    expect(head!.status).toBe(400);
    for (const name of ['content-encoding', 'content-length', 'vary', 'content-type', 'cache-control']) {
      expect(head!.headers[name], `${name} for ${acceptEncoding}`).toBe(get!.headers[name]);
    }
    expect(get!.headers['content-length'], acceptEncoding).toBe(String(get!.body.length));
    expect(get!.headers['vary']).toBe('Accept-Encoding');
    expect(head!.body.length).toBe(0);
  }
});

test('files, rendered pages and the 404 page choose an encoding by the same rule', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const self = `127.0.0.1:${port}`;
  const expected: [string, string | undefined][] = [
    ['*', 'br'],
    ['x-gzip', 'gzip'],
    ['br, br;q=0', undefined],
    ['br, br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip, *;q=0', 'gzip'],
    ['identity', undefined],
  ];
  for (const path of ['/about/', RENDERED_PAGE, '/nothing-here/']) {
    for (const [acceptEncoding, encoding] of expected) {
      const request = requestText('GET', path, self).replace(
        'Accept-Encoding: identity\r\n',
        `Accept-Encoding: ${acceptEncoding}\r\n`,
      );
      const answer = await rawRequest(port, request);
      expect(answer!.headers['content-encoding'], `${path} with Accept-Encoding: ${acceptEncoding}`).toBe(encoding);
    }
  }
});

test('rendered answers are compressed once, by the server, and HEAD gets no body', async ({ request }) => {
  const result = await request.get(`/quiz/result/?${QUIZ}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(result.headers()['content-encoding']).toBe('br');
  expect(await result.text()).toMatch(/^<!doctype html>/i);
  const head = await request.head(`/quiz/result/?${QUIZ}`);
  expect(head.status()).toBe(200);
  expect((await head.body()).length).toBe(0);
});

test('a production build names no development origin in canonical links, Open Graph, JSON-LD or the sitemap', () => {
  const client = path.resolve('dist/client');
  const files = [
    'index.html',
    'about/index.html',
    'quiz/index.html',
    'robots.txt',
    'sitemap-0.xml',
    'sitemap-index.xml',
  ];
  for (const file of files) {
    const text = readFileSync(path.join(client, file), 'utf8');
    expect(text, file).not.toMatch(/localhost|127\.0\.0\.1/);
  }
  const home = readFileSync(path.join(client, 'index.html'), 'utf8');
  // The settings' sample origin, until a deploy sets DYC_SITE_URL.
  expect(home).toContain('<link rel="canonical" href="https://discoveryourcolor.example/">');
  expect(home).toContain('property="og:image" content="https://discoveryourcolor.example/og-image.png"');
});

test('with standard output on a full device the server answers, counts the log lines it drops, and stops on SIGTERM', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Every write to /dev/full fails with ENOSPC, as on a full disk.
  const full = openSync('/dev/full', 'w');
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', full, 'pipe'],
  });
  closeSync(full);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  try {
    let health: Response | undefined;
    for (let attempt = 0; attempt < 300 && !health?.ok; attempt += 1) {
      expect(child.exitCode, stderr).toBeNull();
      health = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health?.status).toBe(200);
    // No clock of its own: a fresh server's first result page can take long on a loaded machine; the test's
    // timeout bounds the whole.
    for (const page of ['/', '/about/', `/quiz/result/?${QUIZ}`]) {
      expect((await fetch(`${origin}${page}`)).status, page).toBe(200);
    }
    const report = (await (await fetch(`${origin}/healthz`)).json()) as { status: string; logLinesDropped: number };
    expect(report.status).toBe('ok');
    // Start-up lines and one access line per request above: none could be written.
    expect(report.logLinesDropped).toBeGreaterThanOrEqual(4);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/ENOSPC|Unhandled|Error/);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

test('one address per page and answer: no 200 for the 404 page, a folder index or an encoded slash', async ({
  baseURL,
}) => {
  const port = portOf(baseURL);
  const self = `127.0.0.1:${port}`;
  const notFoundPage = await rawRequest(port, requestText('GET', '/404.html', self));
  expect(notFoundPage!.status).toBe(404);
  expect(notFoundPage!.headers['cache-control']).toBe('no-store');
  const index = await rawRequest(port, requestText('GET', '/about/index.html?x=1', self));
  expect(index!.status).toBe(301);
  expect(index!.headers.location).toBe('/about/?x=1');
  expect((await rawRequest(port, requestText('GET', '/about%2f', self)))!.status).toBe(404);
  expect((await rawRequest(port, requestText('GET', '/about%2F', self)))!.status).toBe(404);
});

test('the result page answers every spelling of a query with the same bytes, Vary and HEAD included', async ({
  baseURL,
}) => {
  const port = portOf(baseURL);
  const self = `127.0.0.1:${port}`;
  const canonical = await rawRequest(port, requestText('GET', `/quiz/result/?${QUIZ}`, self));
  expect(canonical!.status).toBe(200);
  expect(canonical!.headers.vary).toBe('Accept-Encoding');
  for (const spelling of [
    `/quiz/result/?${QUIZ}&utm_source=${Date.now()}`,
    `/quiz/result?q4=mind&q3=flower&q2=Better+Focus&q1=daily`,
  ]) {
    const answer = await rawRequest(port, requestText('GET', spelling, self));
    expect(answer!.status, spelling).toBe(200);
    expect(answer!.headers.etag, spelling).toBe(canonical!.headers.etag);
    expect(answer!.body.equals(canonical!.body), spelling).toBe(true);
  }
  const head = await rawRequest(port, requestText('HEAD', `/quiz/result/?${QUIZ}`, self));
  const { date: _headDate, ...headHeaders } = head!.headers;
  const { date: _getDate, ...getHeaders } = canonical!.headers;
  expect(headHeaders).toEqual(getHeaders);
  expect(head!.body.length).toBe(0);
});

test('every result page is in memory at start-up, before anyone asks for one, and /healthz answers meanwhile', async () => {
  // The fill renders 1,152 pages in a worker thread: on a two-core runner shared with other work, minutes.
  test.setTimeout(360_000);
  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const health = async () =>
      (await (await fetch(`${server.origin}/healthz`)).json()) as { resultPages: { ready: number; of: number } };
    expect((await health()).resultPages.of).toBe(192 * 3 * 2);
    // No result page is requested until the table says it holds every one: the fill alone put them there.
    await expect
      .poll(
        async () => {
          const { ready, of } = (await health()).resultPages;
          return ready === of;
        },
        { timeout: 350_000, intervals: [1_000] },
      )
      .toBe(true);
    const self = `127.0.0.1:${server.port}`;
    for (const path of ['/quiz/result/', '/es/quiz/result/']) {
      const canonical = await rawRequest(server.port, requestText('GET', `${path}?${QUIZ}&age=yes`, self));
      const tracked = await rawRequest(server.port, requestText('GET', `${path}?utm_medium=x&${QUIZ}&age=yes`, self));
      expect(canonical!.status, path).toBe(200);
      expect(tracked!.headers.etag, path).toBe(canonical!.headers.etag);
      expect(tracked!.body.equals(canonical!.body), path).toBe(true);
    }
    expect((await health()).resultPages.ready).toBe(192 * 3 * 2);
  } finally {
    await server.stop();
  }
});

test('GET on the COA result route redirects to the form with no body type', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const answer = await rawRequest(port, requestText('GET', '/operators/coa-check/result/', `127.0.0.1:${port}`));
  expect(answer!.status).toBe(303);
  expect(answer!.headers['content-type']).toBeUndefined();
  // An answer of the form's route: never stored.
  expect(answer!.headers['cache-control']).toBe('no-store');
});

test('DYC_SITE_URL alone names the public origin of every absolute URL the server writes', async () => {
  const server = await startServer({ DYC_SITE_URL: 'https://dyc-site.example' });
  try {
    const api = await rawRequest(server.port, requestText('GET', API_PATH, 'dyc-site.example'));
    expect(api!.status).toBe(200);
    expect(JSON.parse(api!.body.toString()).littleDudeUrl).toBe('https://dyc-site.example/quiz/icons/green-mind.svg');
    const result = await rawRequest(
      server.port,
      requestText('GET', `/quiz/result/?${QUIZ}&age=yes`, `127.0.0.1:${server.port}`),
    );
    expect(result!.body.toString()).toContain('src="/quiz/icons/green-mind.svg"');
    expect(result!.body.toString()).toContain('https://dyc-site.example/quiz/result/?');
    expect(result!.body.toString()).not.toContain(`127.0.0.1:${server.port}`);
  } finally {
    await server.stop();
  }
});

test('the runtime image starts: the server runs from exactly the paths the Dockerfile copies', async () => {
  test.setTimeout(120_000);
  const root = path.resolve(import.meta.dirname, '../..');
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtimeStage = dockerfile.slice(dockerfile.indexOf(' AS runtime'));
  // `COPY <path> <destination>` from the source tree (not `--from=build`), and the build's dist.
  const copied = [...runtimeStage.matchAll(/^COPY (?!--)(\S+) (\S+)$/gm)].map((match) => match[1]!);
  expect(copied).toContain('server');
  const app = mkdtempSync(path.join(tmpdir(), 'dyc-runtime-'));
  try {
    for (const source of copied) cpSync(path.join(root, source), path.join(app, source), { recursive: true });
    cpSync(path.join(root, 'dist'), path.join(app, 'dist'), { recursive: true });
    // Production dependencies come from the image's own install; here, the checkout's.
    symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'));
    const port = await freePort();
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: app,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      let health: Response | undefined;
      for (let attempt = 0; attempt < 300 && !health?.ok; attempt += 1) {
        expect(child.exitCode, stderr).toBeNull();
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health?.status, stderr).toBe(200);
      for (const page of [API_PATH, `/quiz/result/?${QUIZ}&age=yes`, '/es/quiz/result/?' + QUIZ, '/about/']) {
        expect((await fetch(`http://127.0.0.1:${port}${page}`)).status, page).toBe(200);
      }
      // The image's HEALTHCHECK command, from the same paths, finds the server healthy.
      const check = spawn(process.execPath, ['server/healthcheck.ts'], {
        cwd: app,
        env: { ...process.env, PORT: String(port) },
        stdio: 'ignore',
      });
      expect(await new Promise((resolve) => check.once('exit', resolve))).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});

test('while draining, a request that still arrives gets the site 503 with the security headers and Connection: close', async () => {
  test.setTimeout(120_000);
  const server = await startServer();
  try {
    const socket = net.connect({ host: '127.0.0.1', port: server.port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // A form post whose body is half sent: a request in flight, which keeps this connection open at SIGTERM.
    const body = 'pdfText=Total+THC+1%25';
    socket.write(
      `POST /operators/coa-check/result/ HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    server.process.kill('SIGTERM');
    await expect
      .poll(() => server.logs.map((line) => line.msg), { timeout: 30_000 })
      .toContain('shutting down: finishing in-flight requests');
    // The rest of the post, then a request sent after the drain began, on the same connection.
    socket.write(`${body.slice(5)}GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await closed;
    const text = Buffer.concat(chunks).toString('latin1');
    const refusal = text.slice(text.lastIndexOf('HTTP/1.1 ')).toLowerCase();
    expect(refusal.startsWith('http/1.1 503 service unavailable')).toBe(true);
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'content-security-policy',
    ]) {
      expect(refusal).toContain(`${name}:`);
    }
    expect(refusal).toContain('connection: close');
    expect(refusal).toContain('{"error":"service unavailable.","parameter":null,"allowed":[]}');
    expect(await server.exited).toBe(0);
  } finally {
    await server.stop();
  }
});

test('every request gets one access line, whether answered from memory or by the router', async () => {
  test.setTimeout(120_000);
  const server = await startServer({ LOG_LEVEL: 'info' });
  try {
    const canonicalResult = '/quiz/result/?q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind&age=yes';
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${server.origin}/healthz`)).json()) as { resultPages: { ready: number } }).resultPages
            .ready,
        { timeout: 60_000 },
      )
      .toBe(1152);
    const asked: [string, string, number][] = [
      ['GET', '/favicon.svg', 200],
      ['HEAD', '/about/', 200],
      ['GET', `/api/v2/quiz/quiz-results/?${QUIZ}`, 200],
      ['GET', '/api/v2/quiz/quiz-results/?q1=Daily', 400],
      ['GET', canonicalResult, 200],
      ['GET', '/about', 301],
      ['GET', '/no-such-page/', 404],
      ['DELETE', '/favicon.svg', 405],
    ];
    for (const [method, url, status] of asked) {
      const response = await fetch(`${server.origin}${url}`, { method, redirect: 'manual' });
      expect(response.status, `${method} ${url}`).toBe(status);
      await response.arrayBuffer();
    }
    const requestLines = () => server.logs.filter((line) => line.msg === 'request');
    const askedLines = () => requestLines().filter((line) => line.url !== '/healthz');
    await expect.poll(() => askedLines().length, { timeout: 10_000 }).toBe(asked.length);
    const lines = askedLines();
    expect(lines.map((line) => [line.method, line.url, line.status])).toEqual(asked);
    expect(new Set(requestLines().map((line) => line.reqId)).size).toBe(requestLines().length);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
    }
    expect(lines[0]!.bytes).toBe(
      readFileSync(path.resolve(import.meta.dirname, '../../dist/client/favicon.svg')).length,
    );
  } finally {
    await server.stop();
  }
});
