/**
 * The few request headers an answer from memory reads, found in one pass over Node's raw header list.
 * `request.headers` would build an object of every header a browser sends (a dozen or more), lower-casing each
 * name and adding it as a property: under load that cost more than the rest of a static answer's JavaScript.
 * Values are combined as Node combines them (`IncomingMessage.headers`), so both ways in read the same request.
 */
export interface ConditionalHeaders {
  acceptEncoding?: string;
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export interface MemoryRequestHeaders extends ConditionalHeaders {
  /** The first Host header, as Node keeps it. */
  host?: string;
  /** How many Host headers came: a request with none or several is refused (RFC 9112 3.2). */
  hostCount: number;
  userAgent?: string;
}

/** The names read, lower-case. Node keeps the first Host, If-Modified-Since and User-Agent, and joins the rest. */
const names = ['host', 'accept-encoding', 'range', 'if-range', 'if-none-match', 'if-modified-since', 'user-agent'];
/** Name lengths worth a look: any other header is passed over without making a lower-case copy of its name. */
const nameLengths = new Set(names.map((name) => name.length));
/** Each name as sent over HTTP/1.1 ("Accept-Encoding") or HTTP/2 ("accept-encoding"), matched without lower-casing. */
const usualSpellings = new Map(
  names.flatMap((name) => {
    const titled = name.replace(/(?:^|-)[a-z]/g, (start) => start.toUpperCase());
    return [
      [name, name],
      [titled, name],
    ] as const;
  }),
);

function lowerCaseName(name: string): string | undefined {
  if (!nameLengths.has(name.length)) return undefined;
  return usualSpellings.get(name) ?? name.toLowerCase();
}

const joined = (previous: string | undefined, value: string) =>
  previous === undefined ? value : `${previous}, ${value}`;

export function readMemoryRequestHeaders(rawHeaders: readonly string[]): MemoryRequestHeaders {
  let hostCount = 0;
  let host: string | undefined;
  let acceptEncoding: string | undefined;
  let range: string | undefined;
  let ifRange: string | undefined;
  let ifNoneMatch: string | undefined;
  let ifModifiedSince: string | undefined;
  let userAgent: string | undefined;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const value = rawHeaders[index + 1]!;
    switch (lowerCaseName(rawHeaders[index]!)) {
      case 'host':
        hostCount += 1;
        host ??= value;
        break;
      case 'accept-encoding':
        acceptEncoding = joined(acceptEncoding, value);
        break;
      case 'range':
        range = joined(range, value);
        break;
      case 'if-range':
        ifRange = joined(ifRange, value);
        break;
      case 'if-none-match':
        ifNoneMatch = joined(ifNoneMatch, value);
        break;
      case 'if-modified-since':
        ifModifiedSince ??= value;
        break;
      case 'user-agent':
        userAgent ??= value;
        break;
    }
  }
  return { hostCount, host, acceptEncoding, range, ifRange, ifNoneMatch, ifModifiedSince, userAgent };
}
