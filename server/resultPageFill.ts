/**
 * Fills the result page table (server/resultPages.ts) from a worker thread: the worker loads the build's own Astro
 * handler, renders every page by its canonical address, compresses it and hashes it, and posts it here, where
 * filing it is a map insertion. The event loop that answers requests, /healthz included, never renders one. A
 * request for a page not delivered yet moves it to the front of the worker's queue. The worker ends once every
 * page is delivered, giving back the memory its copy of Astro held.
 */
import { Worker } from 'node:worker_threads';
import { allResultTargets, type FilledPage, type ResultPageTable } from './resultPages.ts';

/** What the worker is started with. */
export interface FillWorkerData {
  /** The Astro build folder, as a file URL. */
  distDir: string;
  /** The Host header of each render's request (the listening address). */
  host: string;
  /** `Astro.locals.publicOrigin`: the origin of every absolute URL a page writes. */
  publicOrigin: string;
  targets: string[];
}

/** A message from the worker: a page, one it could not render, or the end. */
export type FillMessage = { page: FilledPage } | { failed: string; reason: string } | { done: true };

export interface ResultPageFill {
  /** Asks for this page next. */
  askFirst(target: string): void;
  /** Stops the worker (the server is closing). */
  close(): Promise<void>;
}

export function startResultPageFill(
  table: Pick<ResultPageTable, 'deliver' | 'stop'>,
  { distDir, host, publicOrigin }: Omit<FillWorkerData, 'targets'>,
  workerUrl = new URL('./resultPageFillWorker.ts', import.meta.url),
): ResultPageFill {
  const workerData: FillWorkerData = { distDir, host, publicOrigin, targets: allResultTargets() };
  const worker = new Worker(workerUrl, { workerData });
  // The fill never keeps a process alive that has nothing else to do.
  worker.unref();
  let finished = false;
  const end = (error?: Error) => {
    if (finished) return;
    finished = true;
    if (error) table.stop(error);
  };
  worker.on('message', (message: FillMessage) => {
    if ('page' in message) {
      const { page } = message;
      // Buffers arrive as plain Uint8Arrays.
      const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      table.deliver({
        ...page,
        body: buffer(page.body),
        encoded: Object.fromEntries(Object.entries(page.encoded).map(([name, bytes]) => [name, buffer(bytes)])),
      });
    } else if ('failed' in message) {
      end(new Error(`the result page fill could not render ${message.failed}: ${message.reason}`));
    } else {
      end();
    }
  });
  worker.on('error', (error) => end(error));
  worker.on('exit', (code) => end(new Error(`the result page fill stopped (exit code ${code})`)));
  return {
    askFirst(target) {
      if (!finished) worker.postMessage(target);
    },
    async close() {
      end(new Error('the server is closing'));
      await worker.terminate();
    },
  };
}
