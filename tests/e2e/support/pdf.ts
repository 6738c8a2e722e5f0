/**
 * A page printed to PDF by Chromium and read back with pdf.js: what a visitor's printer would get, as text runs
 * with their places on the sheet.
 */
import type { Page } from '@playwright/test';

/** A PDF sheet's width and height are in points: 72 to the inch. */
export const POINTS_PER_INCH = 72;

export interface PrintedSheet {
  /** The sheet's width in points. */
  width: number;
  /** Every run of text on the sheet that holds a word: its words and where it ends, in points from the left edge. */
  runs: { text: string; right: number }[];
}

export interface Printed {
  sheets: PrintedSheet[];
  /** The words of every sheet in order, each run of blanks as one space (a PDF breaks its text where it likes). */
  text: string;
}

/** Prints `page` as Chromium's print does (the page's print styles), on Letter unless told otherwise. */
export async function printToPdf(page: Page, options: Parameters<Page['pdf']>[0] = {}): Promise<Printed> {
  const pdf = await page.pdf({ format: 'Letter', ...options });
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const sheets: PrintedSheet[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const sheet = await document.getPage(number);
    const content = await sheet.getTextContent();
    const runs = content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, right: item.transform[4] + item.width }] : [],
    );
    sheets.push({ width: sheet.view[2] - sheet.view[0], runs });
  }
  const text = sheets
    .flatMap((sheet) => sheet.runs.map((run) => run.text))
    .join(' ')
    .replace(/\s+/gu, ' ');
  return { sheets, text };
}
