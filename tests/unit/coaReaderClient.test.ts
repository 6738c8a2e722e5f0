import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoaInput } from '../../src/lib/coa/input.ts';
import { READ_DEADLINE_MS, READER_LOAD_LIMIT_MS, type ReaderAnswer } from '../../src/lib/coa/readerProtocol.ts';
import { ReaderClient } from '../../src/islands/coaCheck/readerClient.ts';

/** A worker that answers as the test tells it to, and records being ended. */
class FakeWorker {
  listeners: ((event: { data: ReaderAnswer }) => void)[] = [];
  sent: { id: number }[] = [];
  terminated = false;
  addEventListener(type: string, listener: (event: { data: ReaderAnswer }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(message: { id: number }) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: ReaderAnswer) {
    for (const listener of this.listeners) listener({ data });
  }
}

const input: CoaInput = { text: 'THCA 21.3 %', rows: [], panels: [], product: '' };

describe('the island’s reader client', () => {
  let workers: FakeWorker[];
  let client: ReaderClient;
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    client = new ReaderClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
  });
  afterEach(() => vi.useRealTimers());

  it(`ends a reading that runs past ${READ_DEADLINE_MS} ms once started, and starts a fresh worker for the next`, async () => {
    const reading = client.read({ kind: 'check', input });
    const [worker] = workers;
    worker!.answer({ id: worker!.sent[0]!.id, kind: 'started' });
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS - 1);
    expect(worker!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reading).resolves.toEqual({ ok: false, reason: 'too-slow' });
    expect(worker!.terminated).toBe(true);
    void client.read({ kind: 'check', input });
    expect(workers).toHaveLength(2);
  });

  it('counts the deadline from the start of the reading, not from loading the reader', async () => {
    const reading = client.read({ kind: 'check', input });
    const [worker] = workers;
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS * 2);
    worker!.answer({ id: worker!.sent[0]!.id, kind: 'started' });
    const done = { ok: true as const, check: {} as never, text: null };
    worker!.answer({ id: worker!.sent[0]!.id, kind: 'done', outcome: done });
    await expect(reading).resolves.toEqual(done);
  });

  it(`gives up on a reader that has not loaded after ${READER_LOAD_LIMIT_MS} ms`, async () => {
    const reading = client.read({ kind: 'check', input });
    await vi.advanceTimersByTimeAsync(READER_LOAD_LIMIT_MS);
    await expect(reading).resolves.toEqual({ ok: false, reason: 'not-loaded' });
  });

  it('answers a reading replaced by a newer one as replaced, and ignores its worker’s late answer', async () => {
    const first = client.read({ kind: 'check', input });
    const second = client.read({ kind: 'check', input });
    await expect(first).resolves.toEqual({ ok: false, reason: 'replaced' });
    workers[0]!.answer({ id: workers[0]!.sent[0]!.id, kind: 'done', outcome: { ok: false, reason: 'failed' } });
    const latest = workers.at(-1)!;
    latest.answer({ id: latest.sent[0]!.id, kind: 'done', outcome: { ok: false, reason: 'scanned' } });
    await expect(second).resolves.toEqual({ ok: false, reason: 'scanned' });
  });
});
