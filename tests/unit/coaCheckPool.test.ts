import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoaCheckPool, type CoaCheckPool } from '../../server/coaCheckPool.ts';
import { checkCoa, type CoaInput } from '../../src/lib/coa/check.ts';
import type { CoaCheckOutcome } from '../../src/lib/coa/offThread.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/coa/${name}`, import.meta.url), 'utf8');
const fromText = (text: string): CoaInput => ({ text, rows: [], panels: [], product: '' });
const stuckWorker = new URL('../fixtures/coa/never-answering-worker.ts', import.meta.url);
const stallingWorker = new URL('../fixtures/coa/stalling-worker.ts', import.meta.url);
const slowLoadingWorker = new URL('../fixtures/coa/slow-loading-stalling-worker.ts', import.meta.url);

let pool: CoaCheckPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** Asks for each read in turn and records the order the answers come back in, by name. */
function answerOrder(checks: { name: string; answer: Promise<CoaCheckOutcome> }[]) {
  const order: string[] = [];
  const outcomes = Promise.all(
    checks.map(({ name, answer }) =>
      answer.then((outcome) => {
        order.push(name);
        return outcome;
      }),
    ),
  );
  return { order, outcomes };
}

describe('the off-thread COA check', () => {
  it('gives the same answer as the check in place, its deadline counted from when the worker has loaded', async () => {
    pool = createCoaCheckPool();
    const input = fromText(fixture('01-flower-one-row-per-analyte.txt'));
    expect(await pool.check(input)).toEqual({ ok: true, check: checkCoa(input) });
  });

  it('answers "deadline" for a read that does not finish, and keeps answering afterwards', async () => {
    pool = createCoaCheckPool({ workerUrl: stuckWorker, deadlineMs: 200 });
    expect(await pool.check(fromText('THCA 20 %'))).toEqual({ ok: false, reason: 'deadline' });
    // The stuck thread was ended and replaced: the next read is asked of a fresh worker, which is stuck too.
    expect(await pool.check(fromText('THCA 20 %'))).toEqual({ ok: false, reason: 'deadline' });
  });

  it('refuses at once beyond the reads it lets wait', async () => {
    pool = createCoaCheckPool({ workerUrl: stuckWorker, deadlineMs: 200, maxWaiting: 1 });
    // Asked in the same turn, before the workers have even loaded: the first waits, the second is one too many.
    const waiting = pool.check(fromText('a'), 'one client');
    expect(await pool.check(fromText('b'), 'another client')).toEqual({ ok: false, reason: 'busy' });
    expect(await waiting).toEqual({ ok: false, reason: 'deadline' });
  });

  it('refuses a client past its share of the queue while another client is still queued', async () => {
    pool = createCoaCheckPool({ workerUrl: stallingWorker, size: 1, deadlineMs: 300, maxWaitingPerClient: 2 });
    const flood = ['stall 1', 'stall 2'].map((text) => pool!.check(fromText(text), 'flooder'));
    expect(await pool.check(fromText('stall 3'), 'flooder')).toEqual({ ok: false, reason: 'busy' });
    expect(await pool.check(fromText('normal'), 'reader')).toEqual({ ok: true, check: { read: 'normal' } });
    await Promise.all(flood);
  });

  it('leaves a worker to other clients while one client stalls the rest', async () => {
    pool = createCoaCheckPool({ workerUrl: stallingWorker, size: 2, deadlineMs: 1_000 });
    const { order, outcomes } = answerOrder([
      ...['stall 1', 'stall 2', 'stall 3'].map((text) => ({
        name: text,
        answer: pool!.check(fromText(text), 'flooder'),
      })),
      { name: 'normal', answer: pool.check(fromText('normal'), 'reader') },
    ]);
    await outcomes;
    // The flooder holds one of the two workers at a time: the reader's check runs on the other, before any stall ends.
    expect(order[0]).toBe('normal');
  });

  it('keeps the worker a stalled read ended held by its client until the fresh one has loaded', async () => {
    pool = createCoaCheckPool({ workerUrl: slowLoadingWorker, size: 2, deadlineMs: 300 });
    const flooder = ['stall 1', 'stall 2'].map((text) => ({
      name: text,
      answer: pool!.check(fromText(text), 'flooder'),
    }));
    // The first stall ends its worker; a fresh one takes half a second to load. A reader asking then gets the other
    // worker at once: the flooder's second stall waits for the worker its first one ended.
    expect(await flooder[0]!.answer).toEqual({ ok: false, reason: 'deadline' });
    const { order, outcomes } = answerOrder([
      flooder[1]!,
      { name: 'normal', answer: pool.check(fromText('normal'), 'reader') },
    ]);
    await outcomes;
    expect(order).toEqual(['normal', 'stall 2']);
  });

  it('takes the clients in turn when one worker is all there is', async () => {
    pool = createCoaCheckPool({ workerUrl: stallingWorker, size: 1, deadlineMs: 200 });
    const { order, outcomes } = answerOrder([
      ...['stall 1', 'stall 2', 'stall 3'].map((text) => ({
        name: text,
        answer: pool!.check(fromText(text), 'flooder'),
      })),
      { name: 'normal', answer: pool.check(fromText('normal'), 'reader') },
    ]);
    expect(await outcomes).toContainEqual({ ok: false, reason: 'deadline' });
    // Asked after three stalls, the reader's check runs second: one stall, then the reader's turn, then the rest.
    expect(order).toEqual(['stall 1', 'normal', 'stall 2', 'stall 3']);
  });

  it('says when to try again: longer as the queue grows, never past a minute', async () => {
    pool = createCoaCheckPool({ workerUrl: stuckWorker, size: 1, deadlineMs: 2_000, maxWaitingPerClient: 100 });
    const idle = pool.retryAfterSeconds();
    const queued = Array.from({ length: 10 }, (_, index) => pool!.check(fromText(`${index}`), `client ${index}`));
    expect(pool.retryAfterSeconds()).toBeGreaterThan(idle);
    expect(pool.retryAfterSeconds()).toBeLessThanOrEqual(60);
    await pool.close();
    for (const outcome of await Promise.all(queued)) expect(outcome).toEqual({ ok: false, reason: 'busy' });
  });

  it('answers "busy" for what is still asked when it closes', async () => {
    pool = createCoaCheckPool({ workerUrl: stuckWorker, deadlineMs: 60_000 });
    const pending = pool.check(fromText('a'));
    await pool.close();
    expect(await pending).toEqual({ ok: false, reason: 'busy' });
    expect(await pool.check(fromText('a'))).toEqual({ ok: false, reason: 'busy' });
  });
});
