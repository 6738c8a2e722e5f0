import net from 'node:net';

/**
 * HTTP/1.1 over a plain socket, byte for byte as written: fetch and Playwright would normalise the
 * method, the Host header and the path (dot segments, double slashes) before the server saw them.
 */
export interface RawAnswer {
  statusLine: string;
  status: number;
  reason: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Status line, headers and body as text, for "does any of it echo the input" checks. */
  text: string;
}

export function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new Error(`no complete answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 120))}`),
      );
    });
    socket.once('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // The server may close the socket while the rest of a large request is still being written.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(parse(Buffer.concat(chunks)));
      else reject(error);
    });
    socket.once('close', () => resolve(parse(Buffer.concat(chunks))));
  });
}

function parse(data: Buffer): RawAnswer | null {
  if (data.length === 0) return null;
  const end = data.indexOf('\r\n\r\n');
  const head = (end < 0 ? data : data.subarray(0, end)).toString('latin1');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3}) ?(.*)$/.exec(statusLine);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = end < 0 ? Buffer.alloc(0) : data.subarray(end + 4);
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(raw) : raw;
  return {
    statusLine,
    status: match ? Number(match[1]) : 0,
    reason: match?.[2] ?? '',
    headers,
    body,
    text: data.toString('latin1'),
  };
}

/** The payload of a chunked body (what is complete of it). */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A request with Connection: close, so the answer ends with the socket; a null host sends no Host line. */
export function requestText(method: string, target: string, host: string | null, extraHeaders = ''): string {
  const hostLine = host === null ? '' : `Host: ${host}\r\n`;
  return `${method} ${target} HTTP/1.1\r\n${hostLine}Accept-Encoding: identity\r\n${extraHeaders}Connection: close\r\n\r\n`;
}
