import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  publicOriginSetting,
  allowedHosts,
  checkHost,
  checkMethod,
  isApiPath,
  isCanonicalPath,
  onDemandRouteFor,
  onDemandRoutes,
  parseHost,
  pathOf,
  publicOriginFromEnv,
  trustProxyFromEnv,
} from '../../server/requestPolicy.ts';

describe('parseHost', () => {
  it('reads a name, an IPv4 or a bracketed IPv6 address with an optional port', () => {
    expect(parseHost('Example.COM')).toEqual({ hostname: 'example.com', port: null });
    expect(parseHost('127.0.0.1:4321')).toEqual({ hostname: '127.0.0.1', port: 4321 });
    expect(parseHost('[::1]:8080')).toEqual({ hostname: '[::1]', port: 8080 });
    // A trailing dot stays: the name is another one to a cache or a virtual host.
    expect(parseHost('example.com.')).toEqual({ hostname: 'example.com.', port: null });
  });

  it('refuses userinfo, paths, lists, bad ports and junk', () => {
    for (const bad of [
      undefined,
      '',
      'a@b',
      'user:pw@example.com',
      '127.0.0.1:4321/api/v2/quiz/quiz-results/?q1=Daily#',
      'example.com, evil.example',
      'example.com:99999',
      'example.com:0',
      'example.com:',
      '[::1',
      'exa mple.com',
      'example.com\\x',
      '-bad.example',
      `${'a'.repeat(64)}.example`,
    ]) {
      expect(parseHost(bad), String(bad)).toBeNull();
    }
  });
});

describe('allowedHosts and checkHost', () => {
  it('answers for the public origin and a loopback listener by its loopback names', () => {
    const hosts = allowedHosts({ publicOrigin: 'https://dyc.example', listenHost: '127.0.0.1', listenPort: 4321 });
    for (const host of [
      'dyc.example',
      'dyc.example:443',
      'DYC.example',
      '127.0.0.1:4321',
      'localhost:4321',
      'localhost',
    ]) {
      expect(checkHost(host, hosts), host).toBe('ok');
    }
    expect(checkHost('dyc.example:8443', hosts)).toBe('foreign');
    expect(checkHost('evil.example', hosts)).toBe('foreign');
    expect(checkHost('127.0.0.1:9999', hosts)).toBe('foreign');
    expect(checkHost('evil@dyc.example', hosts)).toBe('malformed');
    for (const dotted of ['dyc.example.', 'dyc.example.:443', 'localhost.', '127.0.0.1.:4321']) {
      expect(checkHost(dotted, hosts), dotted).toBe('foreign');
    }
  });

  it('answers a wildcard listener by any of the machine addresses, with the port', () => {
    const hosts = allowedHosts({
      publicOrigin: 'https://dyc.example',
      listenHost: '0.0.0.0',
      listenPort: 4321,
      localAddresses: ['127.0.0.1', '172.17.0.2', 'fe80::1'],
    });
    expect(checkHost('172.17.0.2:4321', hosts)).toBe('ok');
    expect(checkHost('[fe80::1]:4321', hosts)).toBe('ok');
    expect(checkHost('172.17.0.2', hosts)).toBe('foreign');
    expect(checkHost('172.17.0.3:4321', hosts)).toBe('foreign');
  });

  it('answers a listener on a named address only by that address', () => {
    const hosts = allowedHosts({ publicOrigin: 'http://10.0.0.5:4321', listenHost: '10.0.0.5', listenPort: 4321 });
    expect(checkHost('10.0.0.5:4321', hosts)).toBe('ok');
    expect(checkHost('localhost:4321', hosts)).toBe('foreign');
  });
});

describe('publicOriginFromEnv', () => {
  it('defaults to the listening address', () => {
    expect(publicOriginFromEnv(undefined, '127.0.0.1', 4321)).toBe('http://127.0.0.1:4321');
    expect(publicOriginFromEnv('', '0.0.0.0', 4321)).toBe('http://localhost:4321');
    expect(publicOriginFromEnv(undefined, '::1', 80)).toBe('http://[::1]:80');
  });

  it('takes a bare http(s) origin and refuses anything more', () => {
    expect(publicOriginFromEnv('https://dyc.example/', '127.0.0.1', 1)).toBe('https://dyc.example');
    for (const bad of [
      'dyc.example',
      'ftp://dyc.example',
      'https://dyc.example/path',
      'https://a@dyc.example',
      'https://dyc.example?x',
    ]) {
      expect(() => publicOriginFromEnv(bad, '127.0.0.1', 1), bad).toThrow(/DYC_PUBLIC_ORIGIN/);
    }
  });
});

describe('publicOriginSetting', () => {
  it('takes the origin of DYC_SITE_URL, the one setting that names the public site', () => {
    expect(publicOriginSetting({ DYC_SITE_URL: 'https://discoveryourcolor.com/' })).toBe(
      'https://discoveryourcolor.com',
    );
    expect(publicOriginSetting({ DYC_SITE_URL: 'https://dyc.example:8443/path' })).toBe('https://dyc.example:8443');
  });

  it('lets DYC_PUBLIC_ORIGIN win where a deploy sets it, and is undefined when neither is set', () => {
    const env = { DYC_SITE_URL: 'https://a.example', DYC_PUBLIC_ORIGIN: 'https://b.example' };
    expect(publicOriginSetting(env)).toBe('https://b.example');
    expect(publicOriginSetting({})).toBeUndefined();
    expect(publicOriginSetting({ DYC_SITE_URL: '  ' })).toBeUndefined();
  });

  it('stops the server at start on an address that is not one', () => {
    expect(() => publicOriginSetting({ DYC_SITE_URL: 'not a url' })).toThrow(/DYC_SITE_URL/);
  });
});

describe('trustProxyFromEnv', () => {
  it('is off unless configured', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('isCanonicalPath', () => {
  it('takes the paths the site links to', () => {
    for (const good of [
      '/',
      '/about/',
      '/quiz/result/',
      '/_astro/Quiz.abc.js',
      '/quiz/icons/green-mind.svg',
      '/a%20b',
    ]) {
      expect(isCanonicalPath(good), good).toBe(true);
    }
  });

  it('refuses double slashes, dot segments, NUL, backslashes and bad percent-encoding', () => {
    for (const bad of [
      '//about',
      '/about//x',
      '/./about/',
      '/about/../x',
      '/%2e%2e/x',
      '/%2E/',
      '/%00',
      '/a\\b',
      '/%5c',
      '/%ff',
      '/%',
      'about',
    ]) {
      expect(isCanonicalPath(bad), bad).toBe(false);
    }
  });
});

describe('methods', () => {
  it("allows GET and HEAD everywhere unless a route says more; any other method gets 405 with the route's methods", () => {
    expect(checkMethod('GET', '/about/')).toEqual({ ok: true });
    expect(checkMethod('HEAD', '/api/v2/quiz/quiz-results/')).toEqual({ ok: true });
    expect(checkMethod('TRACE', '/healthz')).toEqual({ ok: false, status: 405, allowed: ['GET', 'HEAD'] });
    expect(checkMethod('POST', '/quiz/result')).toEqual({ ok: false, status: 405, allowed: ['GET', 'HEAD'] });
    expect(checkMethod('PROPFIND', '/')).toEqual({ ok: false, status: 405, allowed: ['GET', 'HEAD'] });
    expect(checkMethod('PROPFIND', '/operators/coa-check/result/')).toEqual({
      ok: false,
      status: 405,
      allowed: ['GET', 'HEAD', 'POST'],
    });
  });

  it('tells API paths from pages and takes the path out of a target', () => {
    expect(isApiPath('/api/v2/quiz/quiz-results/')).toBe(true);
    expect(isApiPath('/healthz')).toBe(true);
    expect(isApiPath('/about/')).toBe(false);
    expect(pathOf('/quiz/result/?q1=a?b')).toBe('/quiz/result/');
    expect(onDemandRouteFor('/quiz/result')?.path).toBe('/quiz/result/');
    expect(onDemandRouteFor('/_image')).toBeUndefined();
  });

  it('finds an on-demand route under any number of trailing slashes, and no other path', () => {
    for (const path of [
      '/operators/coa-check/result',
      '/operators/coa-check/result/',
      '/operators/coa-check/result//',
    ]) {
      expect(onDemandRouteFor(path)?.path, path).toBe('/operators/coa-check/result/');
      expect(checkMethod('POST', path), path).toEqual({ ok: true });
    }
    for (const path of ['/operators/coa-check/', '/operators/coa-check/result/x', '/about//', '/']) {
      expect(onDemandRouteFor(path), path).toBeUndefined();
    }
  });
});

/** Every page or endpoint under src/pages that opts out of prerendering, as a route path. */
function onDemandPages(dir: string, base = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return onDemandPages(full, `${base}/${name}`);
    if (!/\.(?:astro|ts|mdx?)$/.test(name)) return [];
    if (!/export const prerender = false/.test(readFileSync(full, 'utf8'))) return [];
    const stem = name.replace(/\.[^.]+$/, '');
    return [`${base}${stem === 'index' ? '' : `/${stem}`}/`];
  });
}

describe('onDemandRoutes', () => {
  it('lists exactly the pages and endpoints that render on demand', () => {
    expect(onDemandRoutes.map((route) => route.path).sort()).toEqual(onDemandPages(path.resolve('src/pages')).sort());
  });
});
