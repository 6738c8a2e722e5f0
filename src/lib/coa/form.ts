/**
 * The no-JavaScript path of the pre-check: where the form posts, how large a post may be, and reading it
 * without keeping or logging anything. Web-standard Request only, so it is unit-tested without a server.
 */
export const COA_CHECK_PATH = '/operators/coa-check/';
/** The server-rendered answer to the form. */
export const COA_FORM_PATH = '/operators/coa-check/result/';

/**
 * A pasted COA is text: a long full-panel certificate is about 20 KB, so 256 KiB leaves ample room while the
 * rest of the site keeps its 16 KiB cap.
 */
export const COA_FORM_BODY_LIMIT = 256 * 1024;

/** A certificate's text given as a file is held to the same size as the same text pasted and posted. */
export const MAX_TEXT_FILE_BYTES = COA_FORM_BODY_LIMIT;

/** The text files a lab or its LIMS gives a certificate as: plain text, an export, a page, a spreadsheet's text. */
const TEXT_FILE_EXTENSIONS = ['.txt', '.json', '.xml', '.yaml', '.yml', '.html', '.htm', '.csv', '.tsv', '.md'];
const TEXT_FILE_TYPES = [
  'text/plain',
  'application/json',
  'application/xml',
  'text/xml',
  'application/yaml',
  'text/yaml',
  'text/html',
  'text/csv',
  'text/tab-separated-values',
  'text/markdown',
];
/** What the drop zone's file chooser offers: a PDF, or any of those text files. */
export const COA_FILE_ACCEPT = ['application/pdf', '.pdf', ...TEXT_FILE_TYPES, ...TEXT_FILE_EXTENSIONS].join(',');

/** A file the pre-check reads as text rather than with pdf.js: its words go to the box as if pasted. */
export function isTextFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return TEXT_FILE_TYPES.includes(file.type) || TEXT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export const NOTHING_TO_CHECK = 'Paste the text of a COA, choose its PDF, or type at least one value.';

export type FormBody = { ok: true; form: URLSearchParams } | { ok: false; status: 413 | 415 };

/** Reads an urlencoded form body, stopping at the limit instead of buffering whatever a client sends. */
export async function readFormBody(request: Request, limit = COA_FORM_BODY_LIMIT): Promise<FormBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return { ok: false, status: 415 };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, form: new URLSearchParams() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The server's own cap cut the stream: the body was larger than any route takes.
      return { ok: false, status: 413 };
    }
    if (next.done) break;
    received += next.value.byteLength;
    if (received > limit) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, form: new URLSearchParams(new TextDecoder().decode(bytes)) };
}
