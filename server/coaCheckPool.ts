/**
 * The COA pre-check's no-JavaScript answer, computed off the event loop. Reading a pasted certificate is
 * pure CPU work on text a client chose: on the main thread a slow read would hold every other request,
 * `/healthz` included. Here it runs in a worker thread with a deadline; a read that misses it ends the
 * worker (a fresh one takes its place) and the page says the text could not be read. Nothing is kept.
 */
import { Worker } from 'node:worker_threads';
import type { CoaInput } from '../src/lib/coa/check.ts';
import type { CoaCheckOutcome } from '../src/lib/coa/offThread.ts';

export interface CoaCheckPoolOptions {
  /** Worker threads; the server has few cores, and a 256 KiB text is read in tens of milliseconds. */
  size?: number;
  /** Time one read may take once a worker has it. */
  deadlineMs?: number;
  /** Time a read may wait for a worker before it is given up. */
  waitLimitMs?: number;
  /** Reads waiting for a worker beyond this number are refused at once instead of queued. */
  maxWaiting?: number;
  /** The worker's script (tests pass one of their own). */
  workerUrl?: URL;
}

export interface CoaCheckPool {
  check(input: CoaInput): Promise<CoaCheckOutcome>;
  close(): Promise<void>;
}

interface Job {
  input: CoaInput;
  settle: (outcome: CoaCheckOutcome) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the reader and said so: the deadline of a read counts from here, not start-up. */
  ready: boolean;
  job: Job | null;
}

/** The worker's first message, once the reader is loaded. */
export const WORKER_READY = 'ready';
export const COA_CHECK_DEADLINE_MS = 2_000;

export function createCoaCheckPool({
  size = 1,
  deadlineMs = COA_CHECK_DEADLINE_MS,
  waitLimitMs = 10_000,
  maxWaiting = 16,
  workerUrl = new URL('./coaCheckWorker.ts', import.meta.url),
}: CoaCheckPoolOptions = {}): CoaCheckPool {
  const slots: (Slot | null)[] = Array.from({ length: size }, () => null);
  const waiting: Job[] = [];
  let closed = false;

  function settleJob(job: Job, outcome: CoaCheckOutcome): void {
    clearTimeout(job.timer);
    job.settle(outcome);
  }

  function startWorker(index: number): Slot {
    const worker = new Worker(workerUrl);
    // An idle worker never keeps the process alive (a closing server exits without asking it).
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (message: CoaCheckOutcome | typeof WORKER_READY) => {
      if (message === WORKER_READY) {
        slot.ready = true;
      } else if (slot.job) {
        settleJob(slot.job, message);
        slot.job = null;
      }
      runNext();
    });
    const replace = () => {
      if (slots[index] !== slot) return;
      slots[index] = null;
      if (slot.job) settleJob(slot.job, { ok: false, reason: 'failed' });
      // A worker that could not even load would fail again at once: the reads waiting for it are answered
      // now, and the next read tries a fresh one.
      if (!slot.ready) for (const job of waiting.splice(0)) settleJob(job, { ok: false, reason: 'failed' });
      else runNext();
    };
    worker.on('error', replace);
    worker.on('exit', replace);
    slots[index] = slot;
    return slot;
  }

  function runNext(): void {
    if (closed) return;
    for (let index = 0; index < slots.length && waiting.length > 0; index += 1) {
      const slot = slots[index] ?? startWorker(index);
      if (!slot.ready || slot.job) continue;
      const job = waiting.shift()!;
      clearTimeout(job.timer);
      job.timer = setTimeout(() => expire(slot, job), deadlineMs);
      slot.job = job;
      slot.worker.postMessage(job.input);
    }
  }

  function expire(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    // The read is stuck: end its thread (this stops even a running regular expression) and start afresh.
    const index = slots.indexOf(slot);
    if (index !== -1) slots[index] = null;
    slot.job = null;
    job.settle({ ok: false, reason: 'deadline' });
    void slot.worker.terminate();
    if (index !== -1) startWorker(index);
    runNext();
  }

  // Warm from the start: the first read does not wait for a thread to load the reader.
  slots.forEach((_, index) => startWorker(index));

  return {
    check(input) {
      if (closed || waiting.length >= maxWaiting) return Promise.resolve({ ok: false, reason: 'busy' });
      return new Promise((resolve) => {
        let settled = false;
        const job: Job = {
          input,
          settle: (outcome) => {
            if (settled) return;
            settled = true;
            resolve(outcome);
          },
          timer: setTimeout(() => {
            const queued = waiting.indexOf(job);
            if (queued === -1) return;
            waiting.splice(queued, 1);
            job.settle({ ok: false, reason: 'busy' });
          }, waitLimitMs),
        };
        waiting.push(job);
        runNext();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) settleJob(job, { ok: false, reason: 'busy' });
      const running = slots.splice(0).filter((slot): slot is Slot => slot !== null);
      for (const slot of running) if (slot.job) settleJob(slot.job, { ok: false, reason: 'busy' });
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
