/**
 * What the pre-check's workers do with a request: check the input, or read a PDF's text and check that. Shared by
 * the text worker (coaReader.worker.ts) and the two PDF workers, which differ only in the pdf.js build they carry.
 * A worker keeps nothing between readings and sends nothing anywhere but back to the page.
 */
import { checkCoa } from '../../lib/coa/check.ts';
import { pdfText } from '../../lib/coa/pdfText.ts';
import type { ReaderAnswer, ReaderRequest } from '../../lib/coa/readerProtocol.ts';

type Pdfjs = Parameters<typeof pdfText>[0];

export function serveReadings(pdfjs: Pdfjs | null): void {
  const answer = (message: ReaderAnswer) => self.postMessage(message);
  self.addEventListener('message', async (event: MessageEvent<ReaderRequest>) => {
    const request = event.data;
    // pdf.js's own messages share this thread's channel and carry no id of ours.
    if (typeof request?.id !== 'number' || typeof request.kind !== 'string') return;
    const { id } = request;
    answer({ id, kind: 'started' });
    try {
      if (request.kind === 'check') {
        answer({ id, kind: 'done', outcome: { ok: true, check: checkCoa(request.input), text: null } });
        return;
      }
      if (!pdfjs) throw new Error('This worker reads no PDF.');
      const read = await pdfText(pdfjs, request.data);
      if (!read.ok) {
        answer({ id, kind: 'done', outcome: read });
        return;
      }
      const check = checkCoa({ ...request.input, text: read.text });
      answer({ id, kind: 'done', outcome: { ok: true, check, text: read.text } });
    } catch {
      answer({ id, kind: 'done', outcome: { ok: false, reason: 'failed' } });
    }
  });
}
