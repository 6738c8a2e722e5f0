/**
 * The messages between the pre-check's island and the worker that reads for it (src/islands/coaCheck/), and the
 * bounds of that reading. The island sends the form's input, and a PDF's bytes when one is given; the worker
 * answers with the check, and the PDF's text. Nothing here is sent anywhere else. Small and free of the reader.
 */
import type { CoaCheck } from './check.ts';
import type { CoaInput } from './input.ts';

/** Larger files are not lab certificates; refusing them keeps a phone from chewing on them. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** A lab's certificate, chromatograms and all, runs to a few pages; a PDF longer than this is not read. */
export const MAX_PDF_PAGES = 30;
/**
 * How long a reading may take once the worker has started on it (its code loaded): past this, the worker is ended
 * and the page says the file or text could not be read in time. A certificate takes well under a second.
 */
export const READ_DEADLINE_MS = 10_000;
/** How long the reader's code may take to arrive on a slow network before the page gives up on it. */
export const READER_LOAD_LIMIT_MS = 60_000;

export type ReaderRequest = { id: number } & (
  { kind: 'check'; input: CoaInput } | { kind: 'pdf'; input: CoaInput; data: ArrayBuffer }
);

/** Why a reading gave no check: a PDF too long, a text layer larger than a certificate, a scan, a file not a PDF. */
export type ReadRefusal = 'pages' | 'too-much-text' | 'scanned' | 'not-pdf' | 'failed';

export type ReadOutcome =
  { ok: true; check: CoaCheck; text: string | null } | { ok: false; reason: ReadRefusal; pages?: number };

export type ReaderAnswer = { id: number } & ({ kind: 'started' } | { kind: 'done'; outcome: ReadOutcome });
