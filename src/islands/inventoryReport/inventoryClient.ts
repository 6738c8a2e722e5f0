/**
 * The page's side of the reading worker: one worker, started at the first file (so the parser loads only
 * then), and one promise per request. An answer to a request the page has since replaced is dropped.
 */
import { READ_FAILED, type WorkerAnswer, type WorkerRequest } from '../../lib/inventory/protocol.ts';

type Request = WorkerRequest extends infer Union ? (Union extends unknown ? Omit<Union, 'id'> : never) : never;
type AnswerTo<Kind extends Request['kind']> = Extract<
  WorkerAnswer,
  { kind: Kind extends 'read' | 'fields' | 'sheet' ? 'view' : Kind }
>;

export class InventoryClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private waiting = new Map<number, { resolve: (answer: WorkerAnswer) => void }>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./inventory.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const waiting = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      waiting?.resolve(event.data);
    });
    worker.addEventListener('error', () => {
      // A worker that failed to start or died: every request waiting gets the plain answer.
      for (const [id, waiting] of this.waiting)
        waiting.resolve({ id, kind: 'view', outcome: { ok: false, message: READ_FAILED } });
      this.waiting.clear();
      this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  ask<Kind extends Request['kind']>(request: Extract<Request, { kind: Kind }>): Promise<AnswerTo<Kind>> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve: resolve as (answer: WorkerAnswer) => void });
      worker.postMessage({ ...request, id });
    });
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }
}
