/**
 * The messages between the page and the worker that reads the file (src/islands/inventoryReport/): the page
 * hands over the file and the operator's choices, the worker answers with views of the report. The file's
 * bytes are read only in the worker; nothing here is sent anywhere else.
 */
import type { ColumnField } from './columns.ts';
import type { ListId, ListPage } from './report.ts';
import type { ReadOutcome } from './session.ts';

export type WorkerRequest = { id: number } & (
  | { kind: 'read'; file: File; remembered: Record<string, ColumnField[]> }
  | { kind: 'fields'; fields: ColumnField[] }
  | { kind: 'sheet'; index: number }
  | { kind: 'page'; list: ListId; offset: number }
  | { kind: 'csv' }
);

export type WorkerAnswer = { id: number } & (
  { kind: 'view'; outcome: ReadOutcome } | { kind: 'page'; page: ListPage } | { kind: 'csv'; csv: Blob }
);

/** Said when the worker itself fails (out of memory on a phone, a browser bug): never a stack trace. */
export const READ_FAILED = 'The file could not be read. Export the product list again as CSV and choose the new file.';
