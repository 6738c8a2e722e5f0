/**
 * Files built to make the COA pre-check's reader slow, for the test that drops them into the island
 * (tests/e2e/coa-hostile-files.spec.ts) and the bench that times the page meanwhile (scripts/bench/coaHostileFiles.ts).
 * On the main thread the text held the tab for 19.7 s, the wide PDF for 6.9 s and the 5,000-page one for 4.7 s.
 */
import type { Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { MAX_PDF_PAGES } from '../../src/lib/coa/readerProtocol.ts';

export const COA_CHECK_PAGE = '/operators/coa-check/';

/** A PDF drawn with pdfkit, as bytes. */
function pdf(draw: (doc: PDFKit.PDFDocument) => void, size: [number, number] = [612, 792]): Promise<Buffer> {
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** The product label read once per label word: quadratic in the old reader, 250 KB of it. */
const hostileText = () => Buffer.from('  product:'.repeat(25_000));

/** 18,000 cells on three lines, each in a column of its own: every cell against every column is quadratic. */
const widePdf = () =>
  pdf(
    (doc) => {
      doc.font('Helvetica').fontSize(6);
      for (let row = 0; row < 3; row += 1)
        for (let column = 0; column < 6_000; column += 1)
          doc.text('0.05', column * 24, 100 + row * 20, { lineBreak: false });
    },
    [150_000, 400],
  );

/** Far more pages than a certificate. */
const longPdf = () =>
  pdf((doc) => {
    doc.font('Helvetica').fontSize(9);
    for (let page = 0; page < 5_000; page += 1) {
      if (page > 0) doc.addPage();
      doc.text(`THCA 0.05 ${page}`, 48, 48, { lineBreak: false });
    }
  });

export interface HostileDrop {
  name: string;
  type: string;
  bytes: Buffer;
  /** Where the page says what it made of the file: its status line, or an alert for a file it refuses. */
  role: 'status' | 'alert';
  answer: string;
}

/** The files, in the order they are dropped, each with the page's answer once read (or refused). */
export async function hostileDrops(): Promise<HostileDrop[]> {
  const [wide, long] = await Promise.all([widePdf(), longPdf()]);
  const read = (name: string) => `Read ${name}: its text is in the box above.`;
  return [
    { name: 'hostile.txt', type: 'text/plain', bytes: hostileText(), role: 'status', answer: read('hostile.txt') },
    { name: 'wide.pdf', type: 'application/pdf', bytes: wide, role: 'status', answer: read('wide.pdf') },
    {
      name: 'long.pdf',
      type: 'application/pdf',
      bytes: long,
      role: 'alert',
      answer:
        `long.pdf has 5000 pages; the pre-check reads certificates of up to ${MAX_PDF_PAGES} pages. ` +
        'Paste the pages with the results instead.',
    },
  ];
}

/** A drop of a file on the island's drop zone, its bytes handed to the page beforehand so only the drop is timed. */
export async function dropFile(page: Page, { name, type, bytes }: HostileDrop): Promise<void> {
  await page.evaluate(
    ({ name, type, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1) data[index] = binary.charCodeAt(index);
      (window as unknown as { nextFile: File }).nextFile = new File([data], name, { type });
    },
    { name, type, base64: bytes.toString('base64') },
  );
  await page.getByRole('group', { name: 'Certificate file' }).evaluate((zone) => {
    const transfer = new DataTransfer();
    transfer.items.add((window as unknown as { nextFile: File }).nextFile);
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  });
}
