import { expect, test, type APIResponse, type Page } from '@playwright/test';

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
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.+\/sitemap-index\.xml/);
  expect((await request.get('/sitemap-index.xml')).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/about/', '/science/', '/advocacy/', '/operators/', '/quiz/']) expect(sitemap).toContain(path);
  expect(sitemap).not.toContain('404');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.short_name).toBe('DYC');
});

test('a path without its trailing slash redirects to the page', async ({ request }) => {
  const response = await request.get('/about', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/about/');
});

test('rejects a request body larger than the limit', async ({ request }) => {
  const response = await request.post('/healthz', {
    data: 'x'.repeat(64 * 1024),
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
});
