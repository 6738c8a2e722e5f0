/**
 * Count events are written in batches: events arriving together become one transaction, and the same key counted
 * several times becomes one row's increment. An event's sender is answered only once the transaction holding it has
 * committed (`add` resolves true), so a count answered 2xx is on disk and survives a kill -9 a moment later; when
 * the write fails (the database is read-only, full or gone) or too many events already wait, `add` resolves false,
 * the count is dropped, and `dropped` says how many were.
 */
import type { CountIncrement } from '../db/counts.ts';

export interface CountWriterOptions {
  /** Writes one batch in one transaction; rejects when nothing of it was written. */
  write(increments: CountIncrement[]): Promise<void>;
  /** An event waits at most this long for others to share its transaction. */
  flushAfterMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** Events waiting for the next batch beyond this number are dropped at once (the database is slow or gone). */
  maxWaiting?: number;
}

export interface CountWriterStats {
  /** Events committed since start. */
  written: number;
  /** Events dropped since start: their batch failed, too many waited, or the writer was closed. */
  dropped: number;
  /** Events waiting for their batch to be written. */
  waiting: number;
}

interface Batch {
  increments: Map<string, CountIncrement>;
  settle: ((written: boolean) => void)[];
}

export class CountWriter {
  readonly #write: CountWriterOptions['write'];
  readonly #flushAfterMs: number;
  readonly #maxBatch: number;
  readonly #maxWaiting: number;
  #next: Batch = { increments: new Map(), settle: [] };
  #writing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;
  #written = 0;
  #dropped = 0;
  #inFlight = 0;

  constructor({ write, flushAfterMs = 100, maxBatch = 256, maxWaiting = 4096 }: CountWriterOptions) {
    this.#write = write;
    this.#flushAfterMs = flushAfterMs;
    this.#maxBatch = maxBatch;
    this.#maxWaiting = maxWaiting;
  }

  /** Resolves true once the event is committed, false when it was dropped. Never rejects. */
  add(increment: CountIncrement): Promise<boolean> {
    if (this.#closed || this.#next.settle.length >= this.#maxWaiting) {
      this.#dropped += 1;
      return Promise.resolve(false);
    }
    const key = [increment.storeId, increment.day, increment.event, increment.color, increment.form, increment.lang]
      .concat(increment.source)
      .join('\u0000');
    const known = this.#next.increments.get(key);
    if (known) known.count += increment.count;
    else this.#next.increments.set(key, { ...increment });
    const committed = new Promise<boolean>((resolve) => this.#next.settle.push(resolve));
    this.#schedule();
    return committed;
  }

  get stats(): CountWriterStats {
    return { written: this.#written, dropped: this.#dropped, waiting: this.#next.settle.length + this.#inFlight };
  }

  /** Writes what waits, then takes no more (each later event is dropped). */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#writing;
    if (this.#next.settle.length > 0) await this.#flush();
  }

  #schedule(): void {
    // One write at a time: events arriving meanwhile make the next batch, written as soon as it ends.
    if (this.#writing) return;
    if (this.#next.settle.length >= this.#maxBatch) {
      void this.#flush();
    } else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.#flush(), this.#flushAfterMs);
    }
  }

  async #flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#writing || this.#next.settle.length === 0) return;
    const batch = this.#next;
    this.#next = { increments: new Map(), settle: [] };
    this.#inFlight = batch.settle.length;
    this.#writing = this.#write([...batch.increments.values()]).then(
      () => {
        this.#inFlight = 0;
        this.#written += batch.settle.length;
        for (const settle of batch.settle) settle(true);
      },
      () => {
        this.#inFlight = 0;
        this.#dropped += batch.settle.length;
        for (const settle of batch.settle) settle(false);
      },
    );
    await this.#writing;
    this.#writing = null;
    if (this.#next.settle.length > 0) {
      if (this.#closed) await this.#flush();
      else this.#schedule();
    }
  }
}
