/**
 * The text layer of a PDF, read in the browser with pdf.js. pdf.js is imported only here and only when this
 * runs (a file was given), so the page's own JavaScript stays small; its worker comes from this site. A browser
 * too old for pdf.js's modern build gets its legacy build, chosen by feature test (pdfjsBuild.ts).
 */
import modernWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import legacyWorkerUrl from './pdf.legacy-worker.ts?worker&url';
import { pdfjsBuildFor } from './pdfjsBuild.ts';
import { installPromiseWithResolvers } from './promiseWithResolvers.ts';
import { linesFromTextItems, type PositionedText } from './pdfLines.ts';

/** Larger files are not lab certificates; refusing them keeps a phone from chewing on them. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export async function pdfText(data: ArrayBuffer): Promise<string> {
  const modern = pdfjsBuildFor() === 'modern';
  // The legacy build calls Promise.withResolvers as it is; its worker installs the same polyfill first.
  if (!modern) installPromiseWithResolvers();
  const pdfjs = modern ? await import('pdfjs-dist') : await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = modern ? modernWorkerUrl : legacyWorkerUrl;
  // No font loading, no WebAssembly and no fetches from the worker: reading text needs none of them, and the
  // page's Content-Security-Policy allows none of them.
  const loading = pdfjs.getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
  });
  try {
    const document = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      pages.push(linesFromTextItems(items).join('\n'));
    }
    return pages.join('\n\n');
  } finally {
    // Ends the worker too: nothing of the file stays in memory once its text is out.
    await loading.destroy();
  }
}
