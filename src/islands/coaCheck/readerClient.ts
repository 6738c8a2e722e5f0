/**
 * The island's side of the reader's workers: a text worker started at the first check (so the reader loads only
 * then) and a PDF worker started at the first PDF (so pdf.js loads only then), the build this browser can run. One
 * reading at a time, each with a deadline counted from when the worker starts on it: a reading that passes it ends
 * its worker, and with it everything it was doing; the next reading starts a fresh one.
 */
import { pdfjsBuildFor } from '../../lib/coa/pdfjsBuild.ts';
import {
  READ_DEADLINE_MS,
  READER_LOAD_LIMIT_MS,
  type ReadOutcome,
  type ReaderAnswer,
  type ReaderRequest,
} from '../../lib/coa/readerProtocol.ts';

/** A reading's outcome: the worker's, or the page's own when the worker ran out of time, never loaded, or the reading
 * was replaced by a newer one. */
export type Reading = ReadOutcome | { ok: false; reason: 'too-slow' | 'not-loaded' | 'replaced' };

type Request = ReaderRequest extends infer Union ? (Union extends unknown ? Omit<Union, 'id'> : never) : never;

type Kind = Request['kind'];

/** Each worker as its own bundle, started by URL: a text check never fetches pdf.js. */
function startWorker(kind: Kind): Worker {
  if (kind === 'check') return new Worker(new URL('./coaReader.worker.ts', import.meta.url), { type: 'module' });
  return pdfjsBuildFor() === 'modern'
    ? new Worker(new URL('./coaPdfReader.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('./coaPdfReaderLegacy.worker.ts', import.meta.url), { type: 'module' });
}

export class ReaderClient {
  /** `workerFor` starts a worker for a kind of reading (the tests pass one of their own). */
  constructor(private readonly workerFor: (kind: Kind) => Worker = startWorker) {}

  private workers = new Map<Kind, Worker>();
  private nextId = 1;
  private pending: {
    id: number;
    kind: Kind;
    settle: (reading: Reading) => void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;

  private start(kind: Kind): Worker {
    const known = this.workers.get(kind);
    if (known) return known;
    const worker = this.workerFor(kind);
    worker.addEventListener('message', (event: MessageEvent<ReaderAnswer>) => this.onAnswer(event.data));
    worker.addEventListener('error', () => {
      // A worker that could not load or died: the reading waiting gets a plain answer.
      this.end(kind);
      this.finish({ ok: false, reason: 'failed' });
    });
    this.workers.set(kind, worker);
    return worker;
  }

  private end(kind: Kind): void {
    this.workers.get(kind)?.terminate();
    this.workers.delete(kind);
  }

  private onAnswer(message: ReaderAnswer): void {
    const pending = this.pending;
    if (!pending || message?.id !== pending.id) return;
    if (message.kind === 'started') {
      // The reading itself has begun: from now on it has its deadline.
      clearTimeout(pending.timer);
      pending.timer = setTimeout(() => {
        this.end(pending.kind);
        this.finish({ ok: false, reason: 'too-slow' });
      }, READ_DEADLINE_MS);
      return;
    }
    this.finish(message.outcome);
  }

  private finish(reading: Reading): void {
    const pending = this.pending;
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending = null;
    pending.settle(reading);
  }

  /** Reads one input; a reading still running is given up for the new one. */
  read(request: Request, transfer: Transferable[] = []): Promise<Reading> {
    if (this.pending) {
      this.end(this.pending.kind);
      this.finish({ ok: false, reason: 'replaced' });
    }
    const worker = this.start(request.kind);
    const id = this.nextId++;
    return new Promise((settle) => {
      const timer = setTimeout(() => {
        this.end(request.kind);
        this.finish({ ok: false, reason: 'not-loaded' });
      }, READER_LOAD_LIMIT_MS);
      this.pending = { id, kind: request.kind, settle, timer };
      worker.postMessage({ ...request, id }, transfer);
    });
  }

  stop(): void {
    for (const kind of [...this.workers.keys()]) this.end(kind);
  }
}
