import { describe, expect, it } from 'vitest';
import {
  baselineSecurityHeaders,
  cacheControlFor,
  filePolicyFor,
  SERVICE_WORKER_PATH,
  cacheRules,
  parsePagePolicies,
  policyForHtmlFile,
  routeKey,
  completePagePolicy,
  errorJson,
  preferredEncoding,
  securityHeadersFor,
  EMBED_SCRIPT_PATH,
} from '../../server/headers.ts';
import { SERVICE_WORKER_URL } from '../../src/lib/offline/offlinePages.ts';
import { DASHBOARD_SCRIPT_PATH } from '../../src/lib/stores/storeApi.ts';

describe('routeKey', () => {
  it('maps every URL form of a page to one key', () => {
    for (const form of ['/about', '/about/', '/about/index.html']) expect(routeKey(form)).toBe('/about');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/index.html')).toBe('/');
    expect(routeKey('/404.html')).toBe('/404');
  });
});

describe('page policies', () => {
  const json = JSON.stringify([
    {
      pathname: '/',
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'sha256-abc=';" }],
    },
    { pathname: '/about', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }] },
  ]);
  const policies = parsePagePolicies(json);

  it('adds frame-ancestors, which a meta policy cannot carry', () => {
    expect(policies.get('/')).toBe("default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'");
  });

  it('finds the policy of a built HTML file', () => {
    expect(policyForHtmlFile(policies, 'index.html')).toContain('sha256-abc=');
    expect(policyForHtmlFile(policies, 'about/index.html')).toContain("default-src 'self'");
    expect(policyForHtmlFile(policies, 'missing/index.html')).toBeUndefined();
  });

  it('does not add frame-ancestors twice', () => {
    expect(completePagePolicy("default-src 'none'; frame-ancestors 'self'")).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });
});

describe('cacheControlFor', () => {
  it('caches hashed build files forever, revalidates pages and keeps other files a day', () => {
    expect(cacheControlFor('/_astro/client.abc123.js')).toBe(cacheRules.hashed);
    expect(cacheControlFor('/about/')).toBe(cacheRules.page);
    expect(cacheControlFor('/about/index.html')).toBe(cacheRules.page);
    expect(cacheControlFor('/legal/privacy-policy.pdf')).toBe(cacheRules.file);
  });

  it('never lets a cache keep the service worker script: a new one must reach the browser on the next visit', () => {
    expect(cacheControlFor(SERVICE_WORKER_PATH)).toBe('no-cache');
    expect(SERVICE_WORKER_PATH).toBe(SERVICE_WORKER_URL);
  });

  it('has the shoppers dashboard script revalidated on every visit, so that it always matches its page', () => {
    expect(cacheControlFor(DASHBOARD_SCRIPT_PATH)).toBe('no-cache');
  });
});

describe('filePolicyFor', () => {
  it('gives pages their own policy and lets the service worker fetch from this site alone', () => {
    const policies = new Map([['/about', "default-src 'self'"]]);
    expect(filePolicyFor(policies, 'about/index.html')).toBe("default-src 'self'");
    const workerPolicy = filePolicyFor(policies, SERVICE_WORKER_PATH.slice(1))!;
    expect(workerPolicy).toContain("connect-src 'self'");
    expect(workerPolicy).toContain("default-src 'none'");
    expect(workerPolicy).toContain("frame-ancestors 'none'");
    expect(filePolicyFor(policies, 'quiz/icons/blue-mind.svg')).toBeUndefined();
  });
});

describe('baselineSecurityHeaders', () => {
  it('covers the headers the site promises on every response', () => {
    expect(Object.keys(baselineSecurityHeaders)).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Resource-Policy',
      ]),
    );
  });

  it('leaves out Cross-Origin-Opener-Policy, whose process swap would sit on every first paint', () => {
    expect(Object.keys(baselineSecurityHeaders)).not.toContain('Cross-Origin-Opener-Policy');
  });
});

describe('completePagePolicy', () => {
  it('keeps the page policy and adds frame-ancestors once', () => {
    expect(completePagePolicy("default-src 'self';worker-src 'none';", '/about/')).toBe(
      "default-src 'self'; worker-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('errorJson', () => {
  it('says a fixed sentence in the API error shape and nothing else', () => {
    expect(JSON.parse(errorJson(405, ['GET', 'HEAD']))).toEqual({
      error: 'Method not allowed.',
      parameter: null,
      allowed: ['GET', 'HEAD'],
    });
    expect(JSON.parse(errorJson(421)).error).toMatch(/host name/);
    expect(JSON.parse(errorJson(599)).error).toBe('Internal server error.');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('follows the client’s q-values, gzip’s old name, and a refusal of a coding named twice', () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.5')).toBe('br');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('X-GZIP;q=0.8, br;q=0.2')).toBe('gzip');
    expect(preferredEncoding('br, br;q=0')).toBeNull();
    expect(preferredEncoding('br;q=0, br, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('gzip, *;q=0')).toBe('gzip');
    expect(preferredEncoding('*;q=0.5, br;q=0.9')).toBe('br');
    expect(preferredEncoding('*;q=0.9, br;q=0.1')).toBe('gzip');
    expect(preferredEncoding('BR ; Q=1')).toBe('br');
    // A q that is no qvalue drops its entry; the rest stand.
    expect(preferredEncoding('br;q=2, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=abc')).toBeNull();
  });
});

describe('framing: only the embed pages may be framed', () => {
  it('lets /embed/ pages be framed by any site, and no other page', () => {
    expect(completePagePolicy("default-src 'self'", '/embed/quiz/')).toBe("default-src 'self'; frame-ancestors *");
    expect(completePagePolicy("default-src 'self'", '/es/embed/quiz/')).toBe("default-src 'self'; frame-ancestors *");
    for (const route of ['/', '/quiz/', '/es/quiz/', '/operators/embed/', '/embedded/', '/es/embedded/', '/404']) {
      expect(completePagePolicy("default-src 'self'", route), route).toMatch(/; frame-ancestors 'none'$/);
    }
  });

  it('sends X-Frame-Options: DENY everywhere but the embed pages', () => {
    expect(securityHeadersFor('/embed/quiz/index.html')['X-Frame-Options']).toBeUndefined();
    expect(securityHeadersFor('/es/embed/quiz/')['X-Frame-Options']).toBeUndefined();
    for (const urlPath of ['/', '/quiz/index.html', '/operators/embed/index.html', '/embed.js', '/embedded/x']) {
      expect(securityHeadersFor(urlPath)['X-Frame-Options'], urlPath).toBe('DENY');
    }
    expect(securityHeadersFor('/about/')).toEqual(baselineSecurityHeaders);
  });

  it('lets other sites load the embed script, cached a short while and revalidated by its ETag', () => {
    expect(EMBED_SCRIPT_PATH).toBe('/embed.js');
    expect(securityHeadersFor(EMBED_SCRIPT_PATH)['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(securityHeadersFor('/_astro/client.abc123.js')['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(cacheControlFor(EMBED_SCRIPT_PATH)).toBe('public, max-age=300');
  });
});
