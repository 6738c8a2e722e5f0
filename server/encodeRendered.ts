/**
 * What Astro renders on demand (a COA verdict, a result query without four answers) is compressed here, once per
 * answer, in the encoding the server's one rule picks (acceptedEncodings in headers.ts, as for the files in
 * memory): the answer leaves whole, with its Content-Length, and a HEAD reports exactly the headers its GET would.
 * Such answers are tens of kilobytes; zlib compresses them on its thread pool, off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding, type ContentEncoding } from './headers.ts';

/** Below this many bytes an answer goes out as it is: compressing would save less than the header costs. */
export const compressionThreshold = 256;
/** Text is worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml)\b|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface EncodedBody {
  body: Buffer;
  encoding: ContentEncoding | null;
  /** The body depends on Accept-Encoding: the answer says `Vary: Accept-Encoding`, whatever was chosen. */
  varies: boolean;
}

export async function encodeRendered(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
): Promise<EncodedBody> {
  if (body.length < compressionThreshold || !COMPRESSIBLE_TYPE.test(contentType)) {
    return { body, encoding: null, varies: false };
  }
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    // Quality 4: within a few percent of the best for a page this size, at a fraction of the CPU.
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: await brotli(body, { params }), encoding, varies: true };
  }
  if (encoding === 'gzip') return { body: await gzipped(body, { level: 6 }), encoding, varies: true };
  return { body, encoding: null, varies: true };
}
