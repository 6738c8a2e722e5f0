/**
 * The access log: one JSON line per request, in the shape of the server's other (pino) lines, so a collector reads
 * them alike: `{"level":30,"time":…,"pid":…,"hostname":…,"reqId":…,"method":…,"url":…,"status":…,"ms":…,
 * "bytes":…,"ua":…,"msg":"request"}`. It is written on every request, so it is built by hand: the fixed parts once,
 * the request's own strings escaped by JSON.stringify, straight into the asynchronous destination. Through pino's
 * per-request child logger the same line cost more than answering a static file from memory.
 */
import { hostname } from 'node:os';

export interface AccessLogEntry {
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

/** One log line, newline included. */
export function accessLogLine(entry: AccessLogEntry, time = Date.now()): string {
  let line =
    `{"level":${INFO},"time":${time},${fixedFields},"reqId":${JSON.stringify(entry.reqId)},` +
    `"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.url)},"status":${entry.status},` +
    `"ms":${Math.round(entry.ms * 1000) / 1000}`;
  if (entry.bytes) line += `,"bytes":${entry.bytes}`;
  if (entry.ua !== undefined) line += `,"ua":${JSON.stringify(entry.ua)}`;
  return `${line},"msg":"request"}\n`;
}
