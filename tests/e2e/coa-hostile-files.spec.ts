import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { MAX_PDF_PAGES } from '../../src/lib/coa/readerProtocol.ts';
import { waitForHydration } from './support/site.ts';

/**
 * Files built to make a reader slow, dropped into the COA pre-check: the page reads them in a worker, so it stays
 * responsive (no task on the main thread over 200 ms) and says plainly what it could not read. On the main thread
 * the same text held the tab for 19.7 s, a wide PDF for 6.9 s and a 5,000-page one for 4.7 s.
 */
const PAGE = '/operators/coa-check/';
const LONG_TASK_MS = 200;

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

/** Thousands of cells on three lines, each in a column of its own: every cell against every column is quadratic. */
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

/** A drop of a file on the drop zone, its bytes handed to the page beforehand so that only the drop is timed. */
async function drop(page: Page, name: string, type: string, bytes: Buffer): Promise<void> {
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

test('a hostile text and hostile PDFs dropped into the island hold no main-thread task over 200 ms', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [wide, long] = await Promise.all([widePdf(), longPdf()]);
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const status = page.getByRole('status').first();
  const alert = page.getByRole('alert');

  // The product label read once per label word: quadratic in the old reader, 250 KB of it.
  const hostileText = Buffer.from('  product:'.repeat(25_000));
  const since = await page.evaluate(() => performance.now());
  await drop(page, 'hostile.txt', 'text/plain', hostileText);
  await expect(status).toHaveText('Read hostile.txt: its text is in the box above.', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Result of the pre-check' })).toContainText(
    'This COA cannot join the DYC network as it stands.',
  );

  // 18,000 cells on three lines, each in a column of its own: read, in the worker.
  await drop(page, 'wide.pdf', 'application/pdf', wide);
  await expect(status).toHaveText('Read wide.pdf: its text is in the box above.', { timeout: 60_000 });

  await drop(page, 'long.pdf', 'application/pdf', long);
  await expect(alert).toHaveText(
    `long.pdf has 5000 pages; the pre-check reads certificates of up to ${MAX_PDF_PAGES} pages. Paste the pages with the results instead.`,
    { timeout: 60_000 },
  );

  const longTasks = await page.evaluate(
    ({ since, limit }) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
        (task) => task.start >= since && task.duration > limit,
      ),
    { since, limit: LONG_TASK_MS },
  );
  expect(longTasks).toEqual([]);
});
