import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baselineSecurityHeaders, resourcePolicy } from '../../server/headers.ts';
import { contentEtag, parseByteRange, prepareAnswer, sendFromMemory } from '../../server/memoryAnswer.ts';
import { readMemoryRequestHeaders } from '../../server/requestHeaders.ts';

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `answer` to a request with these headers and records what was written. */
function send(answer: ReturnType<typeof prepareAnswer>, headers: Record<string, string> = {}, method = 'GET'): Sent {
  const sent: Sent = { status: 0, headers: {}, body: Buffer.alloc(0) };
  const response = {
    writeHead(status: number, list: string[]) {
      sent.status = status;
      for (let index = 0; index < list.length; index += 2) sent.headers[list[index]!.toLowerCase()] = list[index + 1]!;
    },
    end(body?: Buffer | string) {
      if (body !== undefined) sent.body = Buffer.from(body);
    },
  } as unknown as ServerResponse;
  sendFromMemory(method, readMemoryRequestHeaders(Object.entries(headers).flat()), response, answer);
  return sent;
}

const body = Buffer.from('<!doctype html><title>About</title>'.repeat(20));
const page = prepareAnswer({
  body,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=0',
    Vary: 'Accept-Encoding',
  },
  encoded: { br: Buffer.from('brotli bytes'), gzip: Buffer.from('gzip bytes') },
  lastModified: new Date('2026-11-20T10:00:00.500Z'),
  ranges: true,
});

describe('an answer sent from memory', () => {
  it('carries every security header and the resource policy unless it names its own', () => {
    const sent = send(page);
    for (const [name, value] of Object.entries(baselineSecurityHeaders)) {
      expect(sent.headers[name.toLowerCase()]).toBe(value);
    }
    expect(sent.headers['content-security-policy']).toBe(resourcePolicy);
    const withPolicy = prepareAnswer({ body, headers: { 'Content-Security-Policy': "default-src 'self'" } });
    expect(send(withPolicy).headers['content-security-policy']).toBe("default-src 'self'");
  });

  it('sends brotli, else gzip, else the body itself, with Vary and a tag per encoding', () => {
    const brotli = send(page, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.toString()).toBe('brotli bytes');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    const gzip = send(page, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = send(page, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(body)).toBe(true);
    expect(identity.headers['content-length']).toBe(String(body.length));
    expect(identity.headers['etag']).toBe(contentEtag(body));
    expect(new Set([brotli.headers['etag'], gzip.headers['etag'], identity.headers['etag']]).size).toBe(3);
  });

  it('falls back to gzip when a client takes brotli but the file has no brotli twin', () => {
    const gzipOnly = prepareAnswer({ body, headers: {}, encoded: { gzip: Buffer.from('gz') } });
    expect(send(gzipOnly, { 'accept-encoding': 'br, gzip' }).headers['content-encoding']).toBe('gzip');
    expect(send(gzipOnly, { 'accept-encoding': 'br' }).headers['content-encoding']).toBeUndefined();
  });

  it('keeps no twin that is not smaller than the body', () => {
    const small = prepareAnswer({ body: Buffer.from('{}'), headers: {}, encoded: { br: Buffer.from('longer') } });
    expect(small.br).toBeUndefined();
  });

  it('answers 304 with the validators and caching headers but no body when the ETag matches', () => {
    const first = send(page, { 'accept-encoding': 'br' });
    for (const ifNoneMatch of [
      first.headers['etag']!,
      `W/${first.headers['etag']}`,
      `"other", ${first.headers['etag']}`,
      '*',
    ]) {
      const again = send(page, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['etag']).toBe(first.headers['etag']);
      expect(again.headers['cache-control']).toBe('public, max-age=0');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(again.headers['content-length']).toBeUndefined();
    }
    // Another encoding is another representation: the client's copy is not that one.
    expect(send(page, { 'accept-encoding': 'gzip', 'if-none-match': first.headers['etag']! }).status).toBe(200);
  });

  it('answers 304 to If-Modified-Since only without If-None-Match', () => {
    expect(send(page, { 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' }).status).toBe(304);
    expect(send(page, { 'if-modified-since': 'Fri, 20 Nov 2026 09:59:59 GMT' }).status).toBe(200);
    expect(send(page, { 'if-modified-since': 'not a date' }).status).toBe(200);
    expect(send(page, { 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT', 'if-none-match': '"x"' }).status).toBe(
      200,
    );
    expect(send(page).headers['last-modified']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
  });

  it('sends the headers of GET, Content-Length included, and no body to HEAD', () => {
    const head = send(page, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.from('brotli bytes').length));
    expect(head.body.length).toBe(0);
  });

  it('serves a byte range of the unencoded body, and 416 past its end', () => {
    const part = send(page, { range: 'bytes=10-19', 'accept-encoding': 'br' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${body.length}`);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.equals(body.subarray(10, 20))).toBe(true);
    expect(part.headers['content-length']).toBe('10');
    const beyond = send(page, { range: `bytes=${body.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${body.length}`);
    expect(beyond.headers['x-frame-options']).toBe('DENY');
    // A client holding another version gets the whole body.
    expect(send(page, { range: 'bytes=0-9', 'if-range': '"stale"' }).status).toBe(200);
    expect(send(page, { range: 'bytes=0-9', 'if-range': contentEtag(body) }).status).toBe(206);
  });

  it('ignores ranges on answers that do not offer them', () => {
    const json = prepareAnswer({ body, headers: {} });
    expect(send(json, { range: 'bytes=0-9' }).status).toBe(200);
    expect(send(json).headers['accept-ranges']).toBeUndefined();
  });
});

describe('parseByteRange', () => {
  it('reads one range, a suffix or an open end, clamped to the body', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('refuses ranges past the end and ignores what it cannot read', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const header of ['bytes=0-1,5-6', 'bytes=5-1', 'items=0-1', 'bytes=-', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000), header).toBeNull();
    }
  });
});
