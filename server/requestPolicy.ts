/**
 * What the server accepts before any route runs: which Host names it answers for, which paths are
 * well formed, which methods each route takes, and which routes Astro renders on demand.
 * Pure functions, unit-tested without a server (tests/unit/serverRequestPolicy.test.ts).
 */
import { COA_FORM_BODY_LIMIT, COA_FORM_PATH } from '../src/lib/coa/form.ts';

import { STORE_ROUTE_METHODS } from './stores/storeRoutePaths.ts';

/** Methods that every static page, file and the health check answer. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export interface OnDemandRoute {
  path: string;
  methods: readonly string[];
  /** Bytes of body the route reads, for a route that takes one; the page itself refuses more (413). */
  bodyLimit?: number;
}

/**
 * Every route Astro renders on demand (the pages and endpoints with `prerender = false`), with the
 * methods it takes. This is the one place a route opts into more than GET and HEAD, for example a
 * form that posts: `{ path: '/operators/coa-check/', methods: ['GET', 'HEAD', 'POST'] }`.
 * Nothing else reaches Astro at run time: its internal endpoints (`/_image`, `/_server-islands/`)
 * answer 404. tests/unit/serverRequestPolicy.test.ts checks this list against src/pages.
 */
export const onDemandRoutes: readonly OnDemandRoute[] = [
  { path: '/api/v2/quiz/quiz-results/', methods: READ_METHODS },
  { path: '/quiz/result/', methods: READ_METHODS },
  { path: '/es/quiz/result/', methods: READ_METHODS },
  // The COA pre-check's no-JavaScript form posts here (GET and HEAD redirect to the form).
  { path: COA_FORM_PATH, methods: [...READ_METHODS, 'POST'], bodyLimit: COA_FORM_BODY_LIMIT },
];

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/(?<!\/)\/+$/, '') : path;
}

/** Each on-demand route under both spellings of its path, so checking a request's method is a lookup. */
const onDemandRouteByPath = new Map(
  onDemandRoutes.flatMap((route) => [
    [route.path, route],
    [withoutTrailingSlash(route.path), route],
  ]),
);

/** The on-demand route a path names ("/quiz/result" and "/quiz/result/" alike), if any. */
export function onDemandRouteFor(pathname: string): OnDemandRoute | undefined {
  const route = onDemandRouteByPath.get(pathname);
  // Only a path ending in several slashes needs trimming: both single spellings are in the map.
  return route ?? (pathname.endsWith('//') ? onDemandRouteByPath.get(withoutTrailingSlash(pathname)) : undefined);
}

/** The store API's routes (server/stores/), which Fastify answers itself. */
const storeRouteByPath = new Map(STORE_ROUTE_METHODS.map((route) => [route.path, route]));

export function allowedMethodsFor(pathname: string): readonly string[] {
  return onDemandRouteFor(pathname)?.methods ?? storeRouteByPath.get(pathname)?.methods ?? READ_METHODS;
}

export type MethodVerdict = { ok: true } | { ok: false; status: 405; allowed: readonly string[] };

/**
 * Any method the route does not take is 405 with the route's methods (in Allow and the JSON `allowed`), whether HTTP
 * defines it (TRACE) or not (WebDAV's PROPFIND): no request gets a 5xx for what it carries, and RFC 9110's 501 for a
 * method the server implements nowhere would be one.
 */
export function checkMethod(method: string, pathname: string): MethodVerdict {
  const allowed = allowedMethodsFor(pathname);
  if (allowed.includes(method)) return { ok: true };
  return { ok: false, status: 405, allowed };
}

/** API answers are JSON, errors included; everything else is a page or a file. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === '/healthz';
}

/**
 * A request target the site can have a page or file for: one leading slash, no empty, "." or ".."
 * segments (plain or percent-encoded), no backslash, no NUL or control characters, and valid
 * percent-encoding. Anything else is answered 404 before the router or the file server sees it, so
 * neither normalises it into another route.
 */
export function isCanonicalPath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return false;
  const segments = decoded.split('/').slice(1);
  return segments.every((segment, index) => {
    if (segment === '.' || segment === '..') return false;
    // Only the last segment may be empty: "/about/" is fine, "/about//x" is not.
    return segment !== '' || index === segments.length - 1;
  });
}

/**
 * The path and query of an absolute-form request target (`GET http://host/about/ HTTP/1.1`), with its
 * authority, which RFC 9112 (3.2.2) says stands in for the Host header; null for any other form.
 */
export function splitAbsoluteForm(target: string): { authority: string; pathAndQuery: string } | null {
  const match = /^https?:\/\/([^/?#]*)([/?#].*)?$/i.exec(target);
  if (!match) return null;
  const rest = match[2] ?? '';
  return { authority: match[1]!, pathAndQuery: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A request that declares a body (RFC 9112 6.3): a Content-Length other than 0, or a Transfer-Encoding. */
export function declaresBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** The path part of a request target ("/quiz/result/?q1=..." gives "/quiz/result/"). */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

export interface ParsedHost {
  hostname: string;
  port: number | null;
}

/**
 * A Host header as RFC 9110 allows it: a DNS name or IPv4 address or bracketed IPv6 address, then an
 * optional port. Userinfo ("a@b"), paths, lists and anything else give null.
 */
export function parseHost(header: string | undefined): ParsedHost | null {
  if (header === undefined) return null;
  const match =
    /^(?:([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i.exec(
      header,
    );
  if (!match || header.length > 255) return null;
  const port = match[3] === undefined ? null : Number(match[3]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  // A trailing dot is kept: "example.com." is a name of its own to a cache or a virtual host, and no name of ours.
  const hostname = (match[1] ?? `[${match[2]}]`).toLowerCase();
  return { hostname, port };
}

export interface HostPolicy {
  /** The public origin, e.g. "https://discoveryourcolor.example". */
  publicOrigin: string;
  /** Where the server listens. */
  listenHost: string;
  listenPort: number;
  /**
   * The machine's own addresses: a wildcard listener (0.0.0.0, ::) listens on each of them, so a load
   * balancer's health check may name any of them.
   */
  localAddresses?: readonly string[];
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
const wildcardHosts = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * Every Host value the server answers for: the public origin's host (bare when it uses the scheme's
 * default port) and the listening address. A loopback or wildcard listener is also reached by the
 * machine's loopback names, with or without the port (local health checks), and a wildcard listener
 * by each of the machine's addresses with the port.
 */
export function allowedHosts({ publicOrigin, listenHost, listenPort, localAddresses = [] }: HostPolicy): Set<string> {
  const origin = new URL(publicOrigin);
  const hosts = new Set<string>();
  if (origin.port) hosts.add(`${origin.hostname}:${origin.port}`);
  else hosts.add(origin.hostname).add(`${origin.hostname}:${origin.protocol === 'https:' ? 443 : 80}`);
  const listening = (
    listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost
  ).toLowerCase();
  if (wildcardHosts.has(listenHost) || loopbackNames.includes(listening)) {
    for (const name of loopbackNames) hosts.add(name).add(`${name}:${listenPort}`);
    if (wildcardHosts.has(listenHost)) {
      for (const address of localAddresses) {
        hosts.add(`${address.includes(':') ? `[${address.toLowerCase()}]` : address}:${listenPort}`);
      }
    }
  } else {
    hosts.add(`${listening}:${listenPort}`);
  }
  return hosts;
}

export type HostVerdict = 'ok' | 'malformed' | 'foreign';

/** 'malformed' is answered 400, 'foreign' (well formed, but not ours) 421 Misdirected Request. */
export function checkHost(header: string | undefined, hosts: ReadonlySet<string>): HostVerdict {
  const parsed = parseHost(header);
  if (!parsed) return 'malformed';
  const key = parsed.port === null ? parsed.hostname : `${parsed.hostname}:${parsed.port}`;
  return hosts.has(key) ? 'ok' : 'foreign';
}

/**
 * `DYC_PUBLIC_ORIGIN`: the origin every absolute URL the server writes starts with. It must be an
 * http(s) origin with nothing after the host and port; without it the server's listening address is used.
 */
export function publicOriginFromEnv(value: string | undefined, listenHost: string, listenPort: number): string {
  const raw = value?.trim();
  if (!raw) {
    const host = wildcardHosts.has(listenHost)
      ? 'localhost'
      : listenHost.includes(':')
        ? `[${listenHost}]`
        : listenHost;
    return `http://${host}:${listenPort}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`DYC_PUBLIC_ORIGIN must be an http(s) origin such as https://discoveryourcolor.example`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || raw.replace(/\/$/, '') !== url.origin) {
    throw new Error(
      `DYC_PUBLIC_ORIGIN must be an http(s) origin with no path, such as https://discoveryourcolor.example`,
    );
  }
  return url.origin;
}

/**
 * The one setting that names the public origin: `DYC_SITE_URL`, the site's address (its origin is taken; the
 * build reads the same variable for canonical links). `DYC_PUBLIC_ORIGIN` still wins where a deploy sets it.
 * Undefined when neither is set: the server then names its listening address.
 */
export function publicOriginSetting(env: Record<string, string | undefined>): string | undefined {
  const explicit = env.DYC_PUBLIC_ORIGIN?.trim();
  if (explicit) return explicit;
  const site = env.DYC_SITE_URL?.trim();
  if (!site) return undefined;
  try {
    return new URL(site).origin;
  } catch {
    throw new Error('DYC_SITE_URL must be an http(s) address such as https://discoveryourcolor.example');
  }
}

/**
 * `DYC_TRUST_PROXY`: whose X-Forwarded-For and -Proto to believe (Fastify's trustProxy), for the log's
 * client address. Off unless set: "true" (any) or a comma-separated list of proxy addresses or CIDRs.
 * It never widens the Host names the server answers for.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | string[] {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((address) => address.trim());
}
