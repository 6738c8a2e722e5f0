/**
 * Where the server's JSON log lines go: standard output, written asynchronously so serving never waits
 * on it. Lines queue in memory up to a bound; a line that does not fit, or a write the destination
 * refuses (a full disk, a closed pipe), is dropped and counted, and the count is reported on /healthz.
 * No write error ever reaches the event loop: a log that cannot be written must not stop the server.
 */
import { write as writeToFile } from 'node:fs';

type WriteFunction = (
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
  position: null,
  callback: (error: NodeJS.ErrnoException | null, written: number) => void,
) => void;

export interface LogDestinationOptions {
  /** File descriptor to write to: 1 (standard output) unless a test says otherwise. */
  fd?: number;
  /** Bytes held while the destination is slow; past this, new lines are dropped. */
  maxQueuedBytes?: number;
  /** `fs.write`, replaceable in tests. */
  write?: WriteFunction;
  /** When the lines written so far leave, unless enough have queued first: `flushDelayMs` later unless a test says. */
  schedule?: (flush: () => void) => void;
}

/**
 * Lines are gathered for this long, or until this many bytes wait (a pipe's whole buffer), and leave in one write
 * (pino's destination does the same with its minLength). A write per line, or per turn of the event loop, cost the server more under load
 * than answering a small file from memory: each goes through libuv's thread pool. At most this much of the log is
 * lost if the process is killed outright; an orderly exit writes what is queued (`settled`).
 */
const flushDelayMs = 20;
const flushBytes = 64 * 1024;
const laterFlush = (flush: () => void) => void setTimeout(flush, flushDelayMs).unref();

/** A line a pipe cannot take right now (its reader is behind) is retried after this pause, still queued. */
const busyRetryMs = 20;

export class DroppingLogDestination {
  /** Lines that were never written: queue full, or the destination refused them. */
  dropped = 0;
  private readonly fd: number;
  private readonly maxQueuedBytes: number;
  private readonly writeFn: WriteFunction;
  private readonly schedule: (flush: () => void) => void;
  private flushScheduled = false;
  private queue: string[] = [];
  private queuedBytes = 0;
  /** The bytes being written now and how many lines they hold. */
  private inFlight: { buffer: Buffer; lines: number } | null = null;

  constructor({
    fd = 1,
    maxQueuedBytes = 1024 * 1024,
    write = writeToFile,
    schedule = laterFlush,
  }: LogDestinationOptions = {}) {
    this.fd = fd;
    this.maxQueuedBytes = maxQueuedBytes;
    this.writeFn = write;
    this.schedule = schedule;
  }

  /** Called by the logger for each line; never throws, never blocks. */
  write(line: string): boolean {
    if (this.queuedBytes + line.length > this.maxQueuedBytes) {
      this.dropped += 1;
      return true;
    }
    this.queue.push(line);
    this.queuedBytes += line.length;
    if (!this.inFlight) this.flushWhenDue();
    return true;
  }

  /** Writes the queue now if it is large enough, else makes sure a write is scheduled. */
  private flushWhenDue(): void {
    if (this.queue.length === 0) return;
    if (this.queuedBytes >= flushBytes) this.writeQueued();
    else if (!this.flushScheduled) {
      this.flushScheduled = true;
      this.schedule(this.flushScheduledLines);
    }
  }

  private readonly flushScheduledLines = () => {
    this.flushScheduled = false;
    if (!this.inFlight) this.writeQueued();
  };

  private writeQueued(): void {
    if (this.queue.length === 0) return;
    const buffer = Buffer.from(this.queue.join(''));
    this.inFlight = { buffer, lines: this.queue.length };
    this.queue = [];
    this.queuedBytes = 0;
    this.writeInFlight();
  }

  private writeInFlight(): void {
    const current = this.inFlight!;
    try {
      this.writeFn(this.fd, current.buffer, 0, current.buffer.length, null, (error, written) =>
        this.afterWrite(error, written),
      );
    } catch {
      // A closed or invalid descriptor throws at once: the lines are lost, serving goes on.
      this.afterWrite(Object.assign(new Error('log write failed'), { code: 'EBADF' }), 0);
    }
  }

  private afterWrite(error: NodeJS.ErrnoException | null, written: number): void {
    const current = this.inFlight!;
    if (error && (error.code === 'EAGAIN' || error.code === 'EWOULDBLOCK')) {
      setTimeout(() => this.writeInFlight(), busyRetryMs).unref();
      return;
    }
    if (error) {
      this.dropped += current.lines;
    } else if (written < current.buffer.length) {
      // A partial write: the rest goes next, before anything queued since.
      this.inFlight = { buffer: current.buffer.subarray(written), lines: current.lines };
      this.writeInFlight();
      return;
    }
    this.inFlight = null;
    this.flushWhenDue();
  }

  /** Lines queued or being written, for tests and for a last wait at exit. */
  get pendingLines(): number {
    return this.queue.length + (this.inFlight?.lines ?? 0);
  }

  /** Resolves once every queued line is written or dropped, or after `limitMs`, whichever is first. */
  async settled(limitMs: number): Promise<void> {
    if (!this.inFlight) this.writeQueued();
    for (let waited = 0; this.pendingLines > 0 && waited < limitMs; waited += busyRetryMs) {
      await new Promise((resolve) => setTimeout(resolve, busyRetryMs));
    }
  }
}
