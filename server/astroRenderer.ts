import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/**
 * Astro's Node handler (the adapter's `middleware` mode) writes its answer to a response object. Here it
 * writes to a collector instead of the socket, so the answer comes back as plain data that Fastify
 * sends like any other reply: with the server's headers, its compression and a correct status line.
 * The on-demand answers (the quiz API, the result page) are a few kilobytes, so holding one whole
 * answer in memory costs nothing.
 */
export interface RenderedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

type AstroHandler = (
  req: IncomingMessage,
  res: unknown,
  next: (error?: unknown) => void,
  locals?: Record<string, unknown>,
) => Promise<void> | void;

/** The part of a Node ServerResponse that Astro's handler writes to. */
class AnswerCollector extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  readonly headers: Record<string, string | string[]> = {};
  readonly req: IncomingMessage;
  private readonly chunks: Buffer[] = [];
  private readonly finished: (answer: RenderedAnswer) => void;

  constructor(req: IncomingMessage, finished: (answer: RenderedAnswer) => void) {
    super();
    this.req = req;
    this.finished = finished;
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = Array.isArray(value) ? [...value] : String(value);
    return this;
  }

  getHeader(name: string): string | string[] | undefined {
    return this.headers[name.toLowerCase()];
  }

  removeHeader(name: string): void {
    delete this.headers[name.toLowerCase()];
  }

  writeHead(status: number, reasonOrHeaders?: string | OutgoingHttpHeaders, maybeHeaders?: OutgoingHttpHeaders): this {
    this.statusCode = status;
    const headers = typeof reasonOrHeaders === 'object' ? reasonOrHeaders : maybeHeaders;
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) this.setHeader(name, value as string | number | readonly string[]);
    }
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array, callback?: () => void): boolean {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    callback?.();
    return true;
  }

  end(chunk?: string | Uint8Array | (() => void)): this {
    if (chunk !== undefined && typeof chunk !== 'function') this.write(chunk);
    this.headersSent = true;
    this.finished({ status: this.statusCode, headers: this.headers, body: Buffer.concat(this.chunks) });
    this.emit('finish');
    this.emit('close');
    return this;
  }

  destroy(): this {
    this.end();
    return this;
  }
}

/**
 * Renders one request with Astro. Resolves to null when Astro has no route for it (its handler calls
 * `next()`), so the caller answers 404. `locals` reach the page as `Astro.locals`.
 */
export function renderWithAstro(
  handler: AstroHandler,
  req: IncomingMessage,
  locals: Record<string, unknown>,
): Promise<RenderedAnswer | null> {
  return new Promise((resolve, reject) => {
    const collector = new AnswerCollector(req, resolve);
    const next = (error?: unknown) => (error ? reject(error) : resolve(null));
    Promise.resolve(handler(req, collector, next, locals)).catch(reject);
  });
}
