/**
 * The text layer of a PDF, read with pdf.js in the pre-check's PDF worker. The worker carries pdf.js and pdf.js's
 * own worker code in one script, run on the worker's thread: files from this site are served under a policy that
 * lets a worker fetch nothing, and a file read in one thread is ended with it. A PDF of more pages than a
 * certificate, or with more text than one, is refused rather than read.
 */
import { COA_TEXT_MAX_CHARS } from './input.ts';
import { linesFromTextItems, looksScanned, type PositionedText } from './pdfLines.ts';
import { MAX_PDF_PAGES, type ReadRefusal } from './readerProtocol.ts';

export type PdfText = { ok: true; text: string } | { ok: false; reason: ReadRefusal; pages?: number };

/** The part of pdf.js this reads with: its modern and legacy builds both have it. */
type Pdfjs = Pick<typeof import('pdfjs-dist'), 'getDocument'>;

export async function pdfText(pdfjs: Pdfjs, data: ArrayBuffer): Promise<PdfText> {
  // No font loading, no WebAssembly and no fetches: reading text needs none of them.
  const loading = pdfjs.getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    // Errors only: the warnings pdf.js gives about fonts it need not draw say nothing to an operator.
    verbosity: 0,
  });
  try {
    let document;
    try {
      document = await loading.promise;
    } catch {
      return { ok: false, reason: 'not-pdf' };
    }
    if (document.numPages > MAX_PDF_PAGES) return { ok: false, reason: 'pages', pages: document.numPages };
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      const text = linesFromTextItems(items).join('\n');
      length += text.length;
      if (length > COA_TEXT_MAX_CHARS) return { ok: false, reason: 'too-much-text' };
      pages.push(text);
    }
    const text = pages.join('\n\n');
    return looksScanned(text) ? { ok: false, reason: 'scanned' } : { ok: true, text };
  } finally {
    // Nothing of the file stays in memory once its text is out.
    await loading.destroy();
  }
}
