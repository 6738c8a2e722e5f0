import { expect, test, type APIResponse } from '@playwright/test';
import { HTTPS_ONLY_TESTS, observatoryGrade } from '../../scripts/bench/observatory.ts';
import { measuredRoutes } from '../../scripts/lib/measure.ts';
import { isFramablePath } from '../../server/headers.ts';

/**
 * The full security header set, exactly, on every kind of response; and the MDN HTTP Observatory's own
 * tests (the npm package, run offline against this server) grade every route A+ apart from the two
 * checks that need HTTPS, which a plain-HTTP test server cannot pass.
 */
const exactHeaders: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
};

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!.toLowerCase(), values.join(' ')] as const;
      }),
  );
}

/** The embedded quiz (/embed/*) alone may be framed, by any site: no X-Frame-Options, `frame-ancestors *`. */
function expectHeaderSet(response: APIResponse, label: string, { framable = false } = {}) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(exactHeaders)) {
    const expected = framable && name === 'x-frame-options' ? undefined : value;
    expect(headers[name], `${label}: ${name}`).toBe(expected);
  }
  expect(headers['x-powered-by'], label).toBeUndefined();
  // Not sent on purpose (server/headers.ts): it would launch a renderer process on the first paint's path.
  expect(headers['cross-origin-opener-policy'], label).toBeUndefined();
  expect(headers['server'], label).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, label).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  const parsed = directives(policy);
  expect(parsed.get('frame-ancestors'), label).toBe(framable ? '*' : "'none'");
  for (const [name, value] of parsed)
    if (name !== 'frame-ancestors') expect(value, `${label}: ${name}`).not.toContain('*');
  expect(parsed.has('default-src'), label).toBe(true);
  return parsed;
}

test('every page sends the full header set and a strict page policy', async ({ request }) => {
  for (const route of measuredRoutes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(route.status);
    const policy = expectHeaderSet(response, route.path, { framable: isFramablePath(route.path) });
    expect(policy.get('default-src'), route.path).toBe("'self'");
    expect(policy.get('object-src'), route.path).toBe("'none'");
    expect(policy.get('base-uri'), route.path).toBe("'self'");
    expect(policy.get('form-action'), route.path).toBe("'self'");
    expect(policy.get('script-src'), route.path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  }
});

test('files, the health check and redirects send the header set with a policy that allows nothing', async ({
  request,
}) => {
  for (const path of ['/favicon.svg', '/robots.txt', '/manifest.webmanifest', '/healthz']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = expectHeaderSet(response, path);
    expect(policy.get('default-src'), path).toBe("'none'");
  }
  const redirect = await request.get('/about', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expectHeaderSet(redirect, 'redirect');
});

test('the MDN HTTP Observatory grades every route A+ apart from the HTTPS-only checks', async ({ baseURL }) => {
  const host = new URL(baseURL!).host;
  for (const route of measuredRoutes) {
    const grade = await observatoryGrade(`${host}${route.path}`, route.status === 404);
    expect(grade.gradeWithoutHttpsOnly, route.path).toBe('A+');
    expect(grade.scoreWithoutHttpsOnly, route.path).toBeGreaterThanOrEqual(100);
    const failedTests = grade.failed.map((line) => line.split(':')[0]);
    expect(
      failedTests.filter((name) => !HTTPS_ONLY_TESTS.includes(name!)),
      route.path,
    ).toEqual([]);
  }
});
