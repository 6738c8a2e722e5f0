import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoaCheckPool, type CoaCheckPool } from '../../server/coaCheckPool.ts';
import { checkCoa, type CoaInput } from '../../src/lib/coa/check.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/coa/${name}`, import.meta.url), 'utf8');
const fromText = (text: string): CoaInput => ({ text, rows: [], panels: [], product: '' });
const stuckWorker = new URL('../fixtures/coa/never-answering-worker.ts', import.meta.url);

let pool: CoaCheckPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

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
    // Asked in the same turn, before the worker has even loaded: the first waits, the second is one too many.
    const waiting = pool.check(fromText('a'));
    expect(await pool.check(fromText('b'))).toEqual({ ok: false, reason: 'busy' });
    expect(await waiting).toEqual({ ok: false, reason: 'deadline' });
  });

  it('answers "busy" for what is still asked when it closes', async () => {
    pool = createCoaCheckPool({ workerUrl: stuckWorker, deadlineMs: 60_000 });
    const pending = pool.check(fromText('a'));
    await pool.close();
    expect(await pending).toEqual({ ok: false, reason: 'busy' });
    expect(await pool.check(fromText('a'))).toEqual({ ok: false, reason: 'busy' });
  });
});
