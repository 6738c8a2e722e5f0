import { describe, expect, it } from 'vitest';
import {
  baselineSecurityHeaders,
  cacheControlFor,
  cacheRules,
  parsePagePolicies,
  policyForHtmlFile,
  routeKey,
  withHeaderOnlyDirectives,
} from '../../server/headers.ts';

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
    expect(withHeaderOnlyDirectives("default-src 'none'; frame-ancestors 'self'")).toBe(
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
});
