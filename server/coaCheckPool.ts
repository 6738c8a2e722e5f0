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
  /** Worker threads; the server has few cores, and one read takes well under a millisecond per KiB. */
  size?: number;
  /** Time a read may take from the moment it is asked, waiting included. */
  deadlineMs?: number;
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
  job: Job | null;
}

export const COA_CHECK_DEADLINE_MS = 2_000;

export function createCoaCheckPool({
  size = 1,
  deadlineMs = COA_CHECK_DEADLINE_MS,
  maxWaiting = 16,
  workerUrl = new URL('./coaCheckWorker.ts', import.meta.url),
}: CoaCheckPoolOptions = {}): CoaCheckPool {
  const slots: (Slot | null)[] = Array.from({ length: size }, () => null);
  const waiting: Job[] = [];
  let closed = false;

  function startWorker(index: number): Slot {
    const worker = new Worker(workerUrl);
    // An idle worker never keeps the process alive (a closing server exits without asking it).
    worker.unref();
    const slot: Slot = { worker, job: null };
    const finish = (outcome: CoaCheckOutcome) => {
      const job = slot.job;
      slot.job = null;
      if (job) {
        clearTimeout(job.timer);
        job.settle(outcome);
      }
    };
    worker.on('message', (message: CoaCheckOutcome) => {
      finish(message);
      runNext();
    });
    const replace = () => {
      if (slots[index] !== slot) return;
      slots[index] = null;
      finish({ ok: false, reason: 'failed' });
      runNext();
    };
    worker.on('error', replace);
    worker.on('exit', replace);
    slots[index] = slot;
    return slot;
  }

  function runNext(): void {
    while (!closed && waiting.length > 0) {
      const index = slots.findIndex((slot) => slot === null || slot.job === null);
      if (index === -1) return;
      const slot = slots[index] ?? startWorker(index);
      const job = waiting.shift()!;
      slot.job = job;
      slot.worker.postMessage(job.input);
    }
  }

  function expire(job: Job): void {
    const queued = waiting.indexOf(job);
    if (queued !== -1) {
      waiting.splice(queued, 1);
      job.settle({ ok: false, reason: 'deadline' });
      return;
    }
    const index = slots.findIndex((slot) => slot?.job === job);
    const slot = slots[index];
    if (!slot) return;
    // The read is stuck: end its thread (this stops even a running regular expression) and start afresh.
    slots[index] = null;
    slot.job = null;
    job.settle({ ok: false, reason: 'deadline' });
    void slot.worker.terminate();
    runNext();
  }

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
          timer: setTimeout(() => expire(job), deadlineMs),
        };
        waiting.push(job);
        runNext();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) {
        clearTimeout(job.timer);
        job.settle({ ok: false, reason: 'busy' });
      }
      const running = slots.splice(0).filter((slot): slot is Slot => slot !== null);
      for (const slot of running) {
        if (slot.job) {
          clearTimeout(slot.job.timer);
          slot.job.settle({ ok: false, reason: 'busy' });
        }
      }
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
