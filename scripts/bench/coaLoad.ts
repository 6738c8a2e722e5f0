/**
 * The COA pre-check under a mixed load: what `npm run bench` reports as checks per second, with the status of
 * every post counted. wrk loads pages and the quiz API on 200 connections (a busy moment's ordinary traffic),
 * readers post the no-JavaScript form with real certificates (tests/fixtures/coa/), each from a loopback address
 * of its own as distinct visitors would, and one client posts a text made to stall the reader on four connections.
 * A reader's post should always get its verdict (200): a 422 blames the text, a 503 says the queue was full.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SLOW_CERTIFICATE_TEXT } from '../lib/slowCertificate.ts';
import { generateLoad, type GeneratorResult } from './load.ts';
import type { Target } from './targets.ts';

export interface CoaLoadSettings {
  origin: string;
  seconds: number;
  /** The background's connections (wrk). */
  connections: number;
  /** Readers posting certificates, one connection and one address each. */
  readers: number;
  /** The stalling client's connections. */
  attackers: number;
  /** Paths the background requests in turn. */
  backgroundPaths: string[];
}

export interface CoaLoadFigures {
  seconds: number;
  readers: number;
  attackers: number;
  /** Readers' posts answered with a verdict (200), per second. */
  checksPerSecond: number;
  /** Every reader's post, by status ("error" for a post that got no answer). */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  /** The stalling client's posts, by status. */
  attackerStatuses: Record<string, number>;
  background: { connections: number; requestsPerSecond: number; requests: number; errors: number };
}

const COA_FORM = '/operators/coa-check/result/';

/** The certificates in tests/fixtures/coa/, as the form posts them. */
export function certificateBodies(folder = path.resolve(import.meta.dirname, '../../tests/fixtures/coa')): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => new URLSearchParams({ 'coa-text': readFileSync(path.join(folder, name), 'utf8') }).toString());
}

/** The status counts in status order, as "200 x 812, 503 x 3". */
export function describeStatuses(statuses: Record<string, number>): string {
  const entries = Object.entries(statuses).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([status, count]) => `${status} x ${count}`).join(', ') : 'none';
}

export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return 0;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return Math.round(sortedValues[Math.max(0, index)]! * 10) / 10;
}

/** Posts `body` to the form from `localAddress`, on `agent`'s connection; resolves with the status, or "error". */
function post(origin: URL, body: string, agent: http.Agent, localAddress: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path: COA_FORM,
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
        response.on('error', () => resolve('error'));
      },
    );
    request.on('error', () => resolve('error'));
    request.end(body);
  });
}

/** Posts in a loop until `until`, counting statuses; returns each answered post's time. */
async function postUntil(
  origin: URL,
  bodies: readonly string[],
  localAddress: string,
  until: number,
  statuses: Record<string, number>,
  first = 0,
): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let index = first; performance.now() < until; index += 1) {
      const started = performance.now();
      const status = await post(origin, bodies[index % bodies.length]!, agent, localAddress);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === '200') times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

export async function measureCoaLoad(settings: CoaLoadSettings): Promise<CoaLoadFigures> {
  const origin = new URL(settings.origin);
  const bodies = certificateBodies();
  const stalling = [new URLSearchParams({ 'coa-text': SLOW_CERTIFICATE_TEXT }).toString()];
  const statuses: Record<string, number> = {};
  const attackerStatuses: Record<string, number> = {};
  const started = performance.now();
  const until = started + settings.seconds * 1000;
  const background: Promise<GeneratorResult> = generateLoad({
    label: 'pages and the quiz API',
    origin: settings.origin,
    paths: settings.backgroundPaths,
    seconds: settings.seconds,
    connections: settings.connections,
  });
  const attackers = Array.from({ length: settings.attackers }, () =>
    postUntil(origin, stalling, '127.0.0.2', until, attackerStatuses),
  );
  // Each reader on an address of its own (127.0.1.x; Linux answers on all of 127.0.0.0/8): the queue is fair
  // between clients, as between visitors.
  const readers = Array.from({ length: settings.readers }, (_, index) =>
    postUntil(origin, bodies, `127.0.1.${index + 1}`, until, statuses, index),
  );
  const times = (await Promise.all(readers)).flat().sort((a, b) => a - b);
  const elapsedSeconds = (performance.now() - started) / 1000;
  await Promise.all(attackers);
  const backgroundResult = await background;
  return {
    seconds: Math.round(elapsedSeconds * 10) / 10,
    readers: settings.readers,
    attackers: settings.attackers,
    checksPerSecond: Math.round(((statuses['200'] ?? 0) / elapsedSeconds) * 10) / 10,
    statuses,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    attackerStatuses,
    background: {
      connections: settings.connections,
      requestsPerSecond: Math.round(backgroundResult.requestsPerSecond),
      requests: backgroundResult.requests,
      errors: backgroundResult.socketErrors + backgroundResult.non2xx,
    },
  };
}

export function coaLoadLine(figures: CoaLoadFigures): string {
  return (
    `COA pre-check, ${figures.readers} readers beside ${figures.background.connections} connections of pages and API ` +
    `(${figures.background.requestsPerSecond} req/s, ${figures.background.errors} errors) and a client stalling the ` +
    `reader on ${figures.attackers}: ${figures.checksPerSecond} checks/s, p50 ${figures.p50Ms} ms, p99 ` +
    `${figures.p99Ms} ms; readers' posts ${describeStatuses(figures.statuses)}; the stalling client's ` +
    `${describeStatuses(figures.attackerStatuses)}`
  );
}

/** A reader's certificate always gets its verdict: a 422 would blame a readable text, a 503 turn a visitor away. */
export function coaLoadTargets(figures: CoaLoadFigures): Target[] {
  const posts = Object.values(figures.statuses).reduce((sum, count) => sum + count, 0);
  const answered = figures.statuses['200'] ?? 0;
  return [
    {
      what: `COA pre-check beside pages, the API and a client stalling the reader: every reader's post answered 200`,
      ok: posts > 0 && answered === posts,
      actual: `${figures.checksPerSecond} checks/s; ${describeStatuses(figures.statuses)}`,
      cause:
        answered < posts
          ? `the stalling client's posts: ${describeStatuses(figures.attackerStatuses)}; p99 ${figures.p99Ms} ms`
          : undefined,
    },
  ];
}
