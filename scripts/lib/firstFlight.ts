/**
 * What the first round trip of a new connection carries: the response's status line and headers
 * plus its compressed body, as the server really sends them (read off a raw socket, so nothing is
 * normalised away). TCP's initial window is 10 segments, about 14,600 bytes: a page that fits
 * paints from its first flight, one that does not waits a whole extra round trip.
 *
 * Runs under Node 24 directly (type stripping) and under Playwright's loader: erasable TypeScript only.
 */
import net from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';

export const FIRST_FLIGHT_BYTES = 14_600;

/** The viewport whose first view must arrive in the first flight: a Lighthouse phone. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

export interface FirstFlight {
  headerBytes: number;
  bodyBytes: number;
  totalBytes: number;
  encoding: string;
}

/** The first flight's share of a page: its headers and its compressed document up to the end of the first view. */
export interface FirstViewFlight extends FirstFlight {
  /** Brotli bytes of the document up to the first element that starts below the fold. */
  firstViewBytes: number;
  /** Headers plus those bytes: what must fit in FIRST_FLIGHT_BYTES. */
  firstViewTotalBytes: number;
}

/** The part of a browser page this module drives (Playwright's Page has it). */
interface PageLike {
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>;
}

/**
 * Headers and compressed document up to the fold, for a page the browser has open at PHONE_VIEWPORT and the
 * built HTML it was served from. The fold is the first element, in document order, that starts below the first
 * viewport (the site header and dialogs aside, which are drawn over the page): everything before it is the
 * first view. Null when nothing starts below the fold.
 */
export async function firstViewFlight(
  page: PageLike,
  builtHtml: string,
  flight: FirstFlight,
): Promise<FirstViewFlight | null> {
  const belowFold = await page.evaluate((foldY: number) => {
    const elements = [...document.querySelectorAll('*')];
    return elements.findIndex((element) => {
      if (!element.closest('body') || element.closest('header, dialog')) return false;
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top + window.scrollY >= foldY;
    });
  }, PHONE_VIEWPORT.height);
  if (belowFold <= 0) return null;
  const firstViewBytes = compressedPrefixBytes(builtHtml, startTagOffset(builtHtml, belowFold));
  return { ...flight, firstViewBytes, firstViewTotalBytes: flight.headerBytes + firstViewBytes };
}

export function firstFlight(port: number, urlPath: string): Promise<FirstFlight> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.once('connect', () =>
      socket.write(
        `GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: br, gzip\r\n` +
          'Accept: text/html\r\nConnection: close\r\n\r\n',
      ),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('end', () => {
      const data = Buffer.concat(chunks);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`incomplete response for ${urlPath}`));
      const head = data.subarray(0, end + 4).toString('latin1');
      const encoding = /\r\ncontent-encoding:\s*([^\r]+)/i.exec(head)?.[1] ?? 'identity';
      const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
      const bodyBytes = chunked ? dechunkedLength(data.subarray(end + 4)) : data.length - end - 4;
      resolve({ headerBytes: end + 4, bodyBytes, totalBytes: end + 4 + bodyBytes, encoding });
    });
  });
}

/** Payload bytes of a chunked body (the chunk framing is a few bytes of overhead, not page weight). */
function dechunkedLength(body: Buffer): number {
  let offset = 0;
  let total = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) return total;
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) return total;
    total += size;
    offset = lineEnd + 2 + size + 2;
  }
}

/**
 * Offset in the HTML source of the n-th start tag (0-based, in document order, as
 * `document.querySelectorAll('*')` counts elements), skipping the insides of comments, scripts and styles.
 */
export function startTagOffset(html: string, index: number): number {
  const tokens = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<([a-zA-Z][\w:-]*)/g;
  let count = 0;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    if (match[0].startsWith('<!--')) continue;
    if (count === index) return match.index;
    count += 1;
  }
  return html.length;
}

/** Brotli bytes of the document's source up to `offset`: what the browser must receive to parse that far. */
export function compressedPrefixBytes(html: string, offset: number): number {
  const prefix = Buffer.from(html.slice(0, offset));
  return brotliCompressSync(prefix, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: prefix.length },
  }).length;
}
