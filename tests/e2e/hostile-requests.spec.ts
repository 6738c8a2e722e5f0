import { STATUS_CODES } from 'node:http';
import { expect, test } from '@playwright/test';
import { rawRequest, requestText, type RawAnswer } from './support/rawHttp.ts';

/**
 * The production server against requests no browser sends: every method, odd Host headers, odd paths
 * and oversized inputs, crossed with each other and written on raw sockets so nothing normalises them.
 * Whatever comes in: never a 5xx, a well-formed status line, the security headers, nothing of the
 * input echoed back, and no route answering for another (the cache-poisoning shape).
 */

/** Marks every hostile input, so an echo of any of it is easy to find in an answer. */
const MARK = 'zqx7';
const QUIZ = 'q1=Daily&q2=Better%20Focus&q3=Flower&q4=Mind';
const API = `/api/v2/quiz/quiz-results/?${QUIZ}`;

const securityHeaders = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-resource-policy',
  'x-permitted-cross-domain-policies',
];

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', `M${MARK}`];

function hostsFor(port: number) {
  const self = `127.0.0.1:${port}`;
  return [
    { host: self, good: true },
    { host: `localhost:${port}`, good: true },
    { host: `${MARK}.example`, good: false },
    { host: `${self}${API}#${MARK}`, good: false },
    { host: `${MARK}@${self}`, good: false },
    { host: `${MARK}:pw@evil.example`, good: false },
    { host: `${self}, ${MARK}.example`, good: false },
    { host: `[${MARK}`, good: false },
    { host: `${self}\\${MARK}`, good: false },
    { host: `${MARK}.example:99999`, good: false },
    { host: `${'a'.repeat(300)}${MARK}.example`, good: false },
    { host: '', good: false },
    { host: null, good: false },
  ];
}

function pathsFor(hashedAsset: string) {
  return [
    { path: '/', kind: 'page' },
    { path: '/about/', kind: 'page' },
    { path: `/quiz/result/?${QUIZ}`, kind: 'page' },
    { path: `/es/quiz/result/?${QUIZ}`, kind: 'page' },
    { path: API, kind: 'api' },
    { path: hashedAsset, kind: 'file' },
    { path: '/healthz', kind: 'health' },
    { path: `/${MARK}/<script>`, kind: 'missing' },
    { path: `/%ff${MARK}`, kind: 'missing' },
    { path: `//${MARK}.example/`, kind: 'missing' },
    { path: `/./about/${MARK}`, kind: 'missing' },
    { path: `/%00${MARK}`, kind: 'missing' },
    { path: `/../../etc/passwd${MARK}`, kind: 'missing' },
    { path: `/%2e%2e/%2e%2e/etc/passwd${MARK}`, kind: 'missing' },
    { path: `/about\\${MARK}`, kind: 'missing' },
    { path: `/_image?href=/og-image.png&w=10&f=webp&q=${MARK}`, kind: 'missing' },
    { path: `/_server-islands/${MARK}`, kind: 'missing' },
    { path: `/api/v2/quiz/quiz-results/?q1=${MARK}`, kind: 'api' },
    { path: `/api/${MARK}`, kind: 'api' },
    { path: `/${MARK}${'x'.repeat(6_000)}`, kind: 'missing' },
    { path: `${API}&${MARK}=${'y'.repeat(70_000)}`, kind: 'api' },
  ];
}

/** What is wrong with one answer; an empty list when it keeps every promise. */
function problemsOf(answer: RawAnswer | null, expectBody: boolean): string[] {
  if (!answer) return ['no answer at all'];
  const problems: string[] = [];
  if (answer.status === 0) problems.push(`malformed status line ${JSON.stringify(answer.statusLine)}`);
  if (answer.status >= 500 && answer.status !== 501) problems.push(`server error ${answer.status}`);
  if (answer.reason !== STATUS_CODES[answer.status]) problems.push(`status line reads "${answer.statusLine}"`);
  for (const name of securityHeaders) if (!answer.headers[name]) problems.push(`no ${name}`);
  if (!/frame-ancestors 'none'/.test(answer.headers['content-security-policy'] ?? '')) {
    problems.push('no Content-Security-Policy with frame-ancestors');
  }
  if (answer.text.toLowerCase().includes(MARK)) problems.push('the answer echoes the input');
  const type = answer.headers['content-type'] ?? '';
  if (expectBody && answer.body.length > 0 && /^(?:text|application\/json)/.test(type) && !/charset=/i.test(type)) {
    problems.push(`no charset in ${type}`);
  }
  return problems;
}

async function hashedAssetPath(baseURL: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/quiz/`)).text();
  const match = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html);
  expect(match, 'the quiz page loads a hashed island module').not.toBeNull();
  return match![1]!;
}

test('methods x Hosts x paths: no 5xx, the security headers, no echo, no route answering for another', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const port = Number(new URL(baseURL!).port);
  const hashedAsset = await hashedAssetPath(baseURL!);
  const failures: string[] = [];
  let sent = 0;
  for (const method of methods) {
    for (const { host, good } of hostsFor(port)) {
      const answers = await Promise.all(
        pathsFor(hashedAsset).map(async ({ path, kind }) => {
          const answer = await rawRequest(port, requestText(method, path, host));
          return { path, kind, answer };
        }),
      );
      for (const { path, kind, answer } of answers) {
        sent += 1;
        const label = `${method} ${path.slice(0, 80)} Host: ${JSON.stringify(host?.slice(0, 80))}`;
        const problems = problemsOf(answer, method !== 'HEAD');
        if (answer) {
          const body = answer.body.toString('utf8');
          if (!good && answer.status < 400) problems.push(`a foreign or malformed Host was answered ${answer.status}`);
          const json = /application\/json/.test(answer.headers['content-type'] ?? '');
          if (json && body.includes('littleDudeUrl') && kind !== 'api') {
            problems.push('the quiz API answered for another path');
          }
          if (kind === 'file' && good && method === 'GET' && !/javascript/.test(answer.headers['content-type'] ?? '')) {
            problems.push(`the hashed script came back as ${answer.headers['content-type']}`);
          }
          if (/public/.test(answer.headers['cache-control'] ?? '') && answer.status >= 400) {
            problems.push(`an error is publicly cacheable (${answer.headers['cache-control']})`);
          }
        }
        failures.push(...problems.map((problem) => `${label} -> ${answer?.statusLine}: ${problem}`));
      }
    }
  }
  expect(failures.slice(0, 40), `${failures.length} problems in ${sent} requests`).toEqual([]);
  expect(sent).toBe(methods.length * hostsFor(port).length * pathsFor(hashedAsset).length);
});

test('a long, repeated or folded header is refused cleanly, with the security headers', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  const self = `127.0.0.1:${port}`;
  const requests = [
    requestText('GET', '/', self, `X-${MARK}: ${'z'.repeat(70_000)}\r\n`),
    requestText('GET', '/', self, `Host: ${MARK}.example\r\n`),
    requestText('GET', '/', self, `X-${MARK}: a\r\n folded\r\n`),
    `GET / HTTP/1.1\r\nHost: ${self}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    `GET /${MARK} HTTP/9.9\r\nHost: ${self}\r\nConnection: close\r\n\r\n`,
    `${MARK}\r\n\r\n`,
  ];
  for (const request of requests) {
    const answer = await rawRequest(port, request);
    expect(problemsOf(answer, true), JSON.stringify(request.slice(0, 60))).toEqual([]);
    expect(answer!.status, JSON.stringify(request.slice(0, 60))).toBeGreaterThanOrEqual(400);
  }
});

test('the forwarded headers of an unconfigured proxy are not trusted', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  const answer = await rawRequest(
    port,
    requestText(
      'GET',
      API,
      `127.0.0.1:${port}`,
      `X-Forwarded-Host: ${MARK}.example\r\nX-Forwarded-Proto: https\r\nForwarded: host=${MARK}.example\r\n`,
    ),
  );
  expect(answer!.status).toBe(200);
  expect(answer!.text).not.toContain(MARK);
  expect(JSON.parse(answer!.body.toString('utf8')).littleDudeUrl).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:${port}/quiz/icons/`),
  );
});
