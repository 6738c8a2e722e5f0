/**
 * The access log: one JSON line per request, in the shape of the server's other (pino) lines, so a collector reads
 * them alike: `{"level":30,"time":…,"pid":…,"hostname":…,"reqId":…,"method":…,"url":…,"status":…,"ms":…,
 * "bytes":…,"ua":…,"msg":"request"}`. It is written on every request, so it is built by hand: the fixed parts once,
 * the request's own strings escaped by JSON.stringify, straight into the asynchronous destination. Through pino's
 * per-request child logger the same line cost more than answering a static file from memory.
 */
import { hostname } from 'node:os';

export interface AccessLogEntry {
  /** The server's own request id (letters, digits and "-"), written as it is. */
  reqId: string;
  method: string;
  url: string;
  status: number;
  /** Milliseconds from the request's arrival to its answer's end. */
  ms: number;
  /** Body bytes sent, when known. */
  bytes?: number;
  ua?: string;
}

/** pino's number for the info level. */
const INFO = 30;
const fixedFields = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/**
 * Methods and user agents repeat (a client sends the same one on every request): each distinct value is escaped
 * once. Bounded, so a client sending endless variants costs only the escaping.
 */
const escapedCacheLimit = 256;
const escapedValues = new Map<string, string>();
function escapedRepeating(value: string): string {
  let escaped = escapedValues.get(value);
  if (escaped === undefined) {
    escaped = JSON.stringify(value);
    if (escapedValues.size < escapedCacheLimit) escapedValues.set(value, escaped);
  }
  return escaped;
}

/**
 * The time as text, kept while the millisecond lasts: a busy server writes dozens of lines in one, and turning a
 * number past 2^31 into text is not cheap.
 */
let lastTime = -1;
let lastTimeText = '';
function timeText(time: number): string {
  if (time !== lastTime) {
    lastTime = time;
    lastTimeText = String(time);
  }
  return lastTimeText;
}

/** Milliseconds to three decimals ("0.412"), written from whole numbers: a fraction's shortest text costs more. */
function millisecondsText(ms: number): string {
  const micros = Math.round(ms * 1000);
  if (!(micros >= 0 && micros < 2 ** 30)) return String(Math.round(ms * 1000) / 1000);
  const whole = Math.floor(micros / 1000);
  const fraction = micros - whole * 1000;
  if (fraction === 0) return String(whole);
  return `${whole}.${fraction < 10 ? '00' : fraction < 100 ? '0' : ''}${fraction}`;
}

/** One log line, newline included. */
export function accessLogLine(entry: AccessLogEntry, time = Date.now()): string {
  let line =
    `{"level":${INFO},"time":${timeText(time)},${fixedFields},"reqId":"${entry.reqId}",` +
    `"method":${escapedRepeating(entry.method)},"url":${JSON.stringify(entry.url)},"status":${entry.status},` +
    `"ms":${millisecondsText(entry.ms)}`;
  if (entry.bytes) line += `,"bytes":${entry.bytes}`;
  if (entry.ua !== undefined) line += `,"ua":${escapedRepeating(entry.ua)}`;
  return `${line},"msg":"request"}\n`;
}
