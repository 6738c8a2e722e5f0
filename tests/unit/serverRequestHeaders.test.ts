import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readMemoryRequestHeaders } from '../../server/requestHeaders.ts';

/** What Node's own `request.headers` makes of the same raw list: the reading must agree with it. */
function nodeHeaders(raw: string[]) {
  const message = new IncomingMessage(new Socket());
  message.rawHeaders = raw;
  const lines: string[] = [];
  for (let index = 0; index < raw.length; index += 2) lines.push(raw[index]!, raw[index + 1]!);
  (message as unknown as { _addHeaderLines(lines: string[], count: number): void })._addHeaderLines(
    lines,
    lines.length,
  );
  return message.headers;
}

describe('readMemoryRequestHeaders', () => {
  it('reads the headers an answer from memory needs, whatever their case', () => {
    const raw = [
      'Host',
      'dyc.test',
      'USER-AGENT',
      'phone',
      'accept-encoding',
      'br, gzip',
      'If-None-Match',
      '"a"',
      'Range',
      'bytes=0-9',
      'if-RANGE',
      '"a"',
      'If-Modified-Since',
      'Thu, 26 Nov 2026 03:37:01 GMT',
      'Accept-Language',
      'es',
    ];
    expect(readMemoryRequestHeaders(raw)).toEqual({
      hostCount: 1,
      host: 'dyc.test',
      userAgent: 'phone',
      acceptEncoding: 'br, gzip',
      ifNoneMatch: '"a"',
      range: 'bytes=0-9',
      ifRange: '"a"',
      ifModifiedSince: 'Thu, 26 Nov 2026 03:37:01 GMT',
    });
  });

  it('combines repeated headers as Node does: the first Host, User-Agent and If-Modified-Since, the rest joined', () => {
    const raw = [
      'Host',
      'dyc.test',
      'host',
      'evil.test',
      'User-Agent',
      'first',
      'User-Agent',
      'second',
      'Accept-Encoding',
      'gzip',
      'Accept-Encoding',
      'br',
      'If-None-Match',
      '"a"',
      'if-none-match',
      '"b"',
      'If-Modified-Since',
      'Wed, 25 Nov 2026 00:00:00 GMT',
      'If-Modified-Since',
      'Thu, 26 Nov 2026 00:00:00 GMT',
      'Range',
      'bytes=0-1',
      'Range',
      'bytes=2-3',
    ];
    const read = readMemoryRequestHeaders(raw);
    const node = nodeHeaders(raw);
    expect(read.hostCount).toBe(2);
    expect(read.host).toBe(node.host);
    expect(read.userAgent).toBe(node['user-agent']);
    expect(read.acceptEncoding).toBe(node['accept-encoding']);
    expect(read.ifNoneMatch).toBe(node['if-none-match']);
    expect(read.ifModifiedSince).toBe(node['if-modified-since']);
    expect(read.range).toBe(node.range);
    expect(read.acceptEncoding).toBe('gzip, br');
  });

  it('counts no Host when none came, and passes over headers of the same length', () => {
    // "Accept-Language" is as long as "Accept-Encoding", "Connection" as "User-Agent", "Priority" as "If-Range".
    const read = readMemoryRequestHeaders(['Accept-Language', 'es', 'Connection', 'close', 'Priority', 'u=0']);
    expect(read).toEqual({ hostCount: 0 });
  });
});
