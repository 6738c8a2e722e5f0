/**
 * The COA pre-check's no-JavaScript answer, computed off the event loop. Reading a pasted certificate is
 * pure CPU work on text a client chose: on the main thread a slow read would hold every other request,
 * `/healthz` included. Here it runs in worker threads with a deadline; a read that misses it ends its
 * worker (a fresh one takes its place) and the page says the text could not be read. Nothing is kept.
 *
 * The queue is fair: reads wait per client (the address the server sees, the proxy's client with DYC_TRUST_PROXY),
 * each client has a share of the places, the workers take the clients in turn, and while there is more than one
 * worker no client holds them all. A client posting texts made to stall the reader fills its own share and one
 * worker; everyone else's checks still run at once. When a client's share or the whole queue is full, the read is
 * refused at once ("busy", which the route answers 503 with Retry-After), never blamed on the text.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CoaInput } from '../src/lib/coa/check.ts';
import type { CoaCheckOutcome } from '../src/lib/coa/offThread.ts';

export interface CoaCheckPoolOptions {
  /** Worker threads: one per core (the reads are CPU work), up to four; a 256 KiB text is read in tens of ms. */
  size?: number;
  /** Time one read may take once a worker has it. */
  deadlineMs?: number;
  /** Time a read may wait for a worker before it is given up. */
  waitLimitMs?: number;
  /** Reads waiting for a worker, all clients together, beyond which a read is refused at once. */
  maxWaiting?: number;
  /** Reads one client may have waiting. */
  maxWaitingPerClient?: number;
  /** The worker's script (tests pass one of their own). */
  workerUrl?: URL;
}

export interface CoaCheckPool {
  /** Reads `input` for `client` (any key naming who asks; the client's address in the server). */
  check(input: CoaInput, client?: string): Promise<CoaCheckOutcome>;
  /** Seconds after which a refused read may be tried again: how long the reads queued now may take, at most. */
  retryAfterSeconds(): number;
  close(): Promise<void>;
}

interface Job {
  input: CoaInput;
  client: string;
  settle: (outcome: CoaCheckOutcome) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the reader and said so: the deadline of a read counts from here, not start-up. */
  ready: boolean;
  job: Job | null;
  /**
   * The client whose read missed its deadline and ended the worker this one replaces: until this one has loaded,
   * that client still holds it, so a client stalling the reader cannot take the other workers while its own restart.
   */
  restartedFor?: string;
}

/** One client's reads: those waiting, in order, and how many workers it holds. */
interface Client {
  waiting: Job[];
  running: number;
}

/** The worker's first message, once the reader is loaded. */
export const WORKER_READY = 'ready';
export const COA_CHECK_DEADLINE_MS = 2_000;
/** Workers at most: past four, a busy site is better served by more processes than by more threads in one. */
const MAX_WORKERS = 4;

export const defaultPoolSize = () => Math.max(1, Math.min(MAX_WORKERS, availableParallelism()));

export function createCoaCheckPool({
  size = defaultPoolSize(),
  deadlineMs = COA_CHECK_DEADLINE_MS,
  waitLimitMs = 10_000,
  maxWaiting = 32,
  maxWaitingPerClient = 4,
  workerUrl = new URL('./coaCheckWorker.ts', import.meta.url),
}: CoaCheckPoolOptions = {}): CoaCheckPool {
  const slots: (Slot | null)[] = Array.from({ length: size }, () => null);
  /** Clients with reads waiting or running, in the order of their turns: the next read is the first client's. */
  const clients = new Map<string, Client>();
  /** While there is more than one worker, one is always left to the other clients. */
  const maxRunningPerClient = Math.max(1, size - 1);
  let waitingCount = 0;
  let closed = false;

  function settleJob(job: Job, outcome: CoaCheckOutcome): void {
    clearTimeout(job.timer);
    job.settle(outcome);
  }

  /** A client with nothing waiting and nothing running is forgotten. */
  function forgetIfIdle(key: string, client: Client): void {
    if (client.waiting.length === 0 && client.running === 0) clients.delete(key);
  }

  /** A client's read is over, or the worker it ended has been replaced: the client holds a worker less. */
  function release(key: string): void {
    const client = clients.get(key);
    if (!client) return;
    client.running -= 1;
    forgetIfIdle(key, client);
  }
  const finishJob = (job: Job) => release(job.client);

  function startWorker(index: number, restartedFor?: string): Slot {
    const worker = new Worker(workerUrl);
    // An idle worker never keeps the process alive (a closing server exits without asking it).
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, restartedFor };
    const releaseRestart = () => {
      if (slot.restartedFor === undefined) return;
      release(slot.restartedFor);
      slot.restartedFor = undefined;
    };
    worker.on('message', (message: CoaCheckOutcome | typeof WORKER_READY) => {
      if (message === WORKER_READY) {
        slot.ready = true;
        releaseRestart();
      } else if (slot.job) {
        const job = slot.job;
        slot.job = null;
        finishJob(job);
        settleJob(job, message);
      }
      runNext();
    });
    const replace = () => {
      if (slots[index] !== slot) return;
      slots[index] = null;
      releaseRestart();
      if (slot.job) {
        finishJob(slot.job);
        settleJob(slot.job, { ok: false, reason: 'failed' });
      }
      // A worker that could not even load would fail again at once: the reads waiting for it are answered
      // now, and the next read tries a fresh one.
      if (!slot.ready) for (const job of takeAllWaiting()) settleJob(job, { ok: false, reason: 'failed' });
      else runNext();
    };
    worker.on('error', replace);
    worker.on('exit', replace);
    slots[index] = slot;
    return slot;
  }

  function takeAllWaiting(): Job[] {
    const jobs = [...clients.values()].flatMap((client) => client.waiting.splice(0));
    waitingCount = 0;
    for (const [key, client] of clients) forgetIfIdle(key, client);
    return jobs;
  }

  /** The next read by turns: the first client, in turn order, with a read waiting and a worker to spare. */
  function takeNextJob(): Job | undefined {
    for (const [key, client] of clients) {
      if (client.waiting.length === 0 || client.running >= maxRunningPerClient) continue;
      const job = client.waiting.shift()!;
      waitingCount -= 1;
      client.running += 1;
      // Its turn is taken: the client goes to the back of the line.
      clients.delete(key);
      clients.set(key, client);
      return job;
    }
    return undefined;
  }

  function runNext(): void {
    if (closed) return;
    for (let index = 0; index < slots.length && waitingCount > 0; index += 1) {
      const slot = slots[index] ?? startWorker(index);
      if (!slot.ready || slot.job) continue;
      const job = takeNextJob();
      if (!job) return;
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
    // The client keeps the worker it ended until the fresh one has loaded.
    if (index !== -1) startWorker(index, job.client);
    else finishJob(job);
    runNext();
  }

  // Warm from the start: the first read does not wait for a thread to load the reader.
  slots.forEach((_, index) => startWorker(index));

  return {
    check(input, key = '') {
      const client = clients.get(key) ?? { waiting: [], running: 0 };
      if (closed || waitingCount >= maxWaiting || client.waiting.length >= maxWaitingPerClient) {
        return Promise.resolve({ ok: false, reason: 'busy' });
      }
      if (!clients.has(key)) clients.set(key, client);
      return new Promise((resolve) => {
        let settled = false;
        const job: Job = {
          input,
          client: key,
          settle: (outcome) => {
            if (settled) return;
            settled = true;
            resolve(outcome);
          },
          timer: setTimeout(() => {
            const queued = client.waiting.indexOf(job);
            if (queued === -1) return;
            client.waiting.splice(queued, 1);
            waitingCount -= 1;
            forgetIfIdle(key, client);
            job.settle({ ok: false, reason: 'busy' });
          }, waitLimitMs),
        };
        client.waiting.push(job);
        waitingCount += 1;
        runNext();
      });
    },
    retryAfterSeconds() {
      // Every read queued now, a worker's worth at a time, each taking its whole deadline: the worst case.
      const rounds = Math.ceil(waitingCount / size) + 1;
      return Math.min(60, Math.max(1, Math.ceil((rounds * deadlineMs) / 1000)));
    },
    async close() {
      closed = true;
      for (const job of takeAllWaiting()) settleJob(job, { ok: false, reason: 'busy' });
      const running = slots.splice(0).filter((slot): slot is Slot => slot !== null);
      for (const slot of running) if (slot.job) settleJob(slot.job, { ok: false, reason: 'busy' });
      clients.clear();
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
