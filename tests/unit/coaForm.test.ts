import { describe, expect, it } from 'vitest';
import {
  COA_FILE_ACCEPT,
  COA_FORM_BODY_LIMIT,
  COA_FORM_PATH,
  isTextFile,
  readFormBody,
} from '../../src/lib/coa/form.ts';
import { linesFromTextItems, looksScanned, type PositionedText } from '../../src/lib/coa/pdfLines.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://site${COA_FORM_PATH}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('reading the no-JavaScript form', () => {
  it('reads an urlencoded form', async () => {
    const body = await readFormBody(post('coa-text=THCA+21%2C4+%25&product=flower'));
    expect(body.ok && body.form.get('coa-text')).toBe('THCA 21,4 %');
  });

  it('refuses a declared size over the limit before reading', async () => {
    const body = await readFormBody(post('a=1', { 'content-length': String(COA_FORM_BODY_LIMIT + 1) }));
    expect(body).toEqual({ ok: false, status: 413 });
  });

  it('stops reading a body that grows past the limit', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(97);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > COA_FORM_BODY_LIMIT * 2) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const request = new Request(`http://site${COA_FORM_PATH}`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(await readFormBody(request)).toEqual({ ok: false, status: 413 });
    expect(sent).toBeLessThan(COA_FORM_BODY_LIMIT * 2);
  });

  it('takes a body of just under the limit', async () => {
    const text = 'a'.repeat(COA_FORM_BODY_LIMIT - 'coa-text='.length);
    const body = await readFormBody(post(`coa-text=${text}`));
    expect(body.ok && body.form.get('coa-text')!.length).toBe(text.length);
  });

  it('refuses anything that is not a form', async () => {
    expect(await readFormBody(post('{}', { 'content-type': 'application/json' }))).toEqual({ ok: false, status: 415 });
  });
});

describe('lines from a PDF text layer', () => {
  const piece = (str: string, x: number, y: number, width = str.length * 5) => ({
    str,
    transform: [1, 0, 0, 1, x, y],
    width,
  });
  /** One printed row: each cell's text at its x, all on the same baseline. */
  const row = (y: number, cells: readonly (readonly [string, number])[]) => cells.map(([str, x]) => piece(str, x, y));

  it('puts the cells of a row on one line, top to bottom, left to right, with tabs between columns', () => {
    const lines = linesFromTextItems([
      piece('24.61', 300, 500),
      piece('THCa', 50, 500),
      piece('Δ9-THC', 50, 486),
      piece('0.62', 300, 485.5),
      piece('Cannabinoids', 50, 520),
    ]);
    expect(lines).toEqual(['Cannabinoids', 'THCa\t24.61', 'Δ9-THC\t0.62']);
  });

  it('joins close pieces with a space', () => {
    expect(linesFromTextItems([piece('Total', 50, 100, 20), piece('THC', 72, 100)])).toEqual(['Total THC']);
  });

  it('splits a header pdf.js hands over as one item by the columns the rows below it show', () => {
    // "Analyte LOD LOQ Result" drawn as one text run, 5 units a character: each word lands over its column.
    const header = 'Analyte                                   LOD    LOQ    Result';
    const lines = linesFromTextItems([
      piece(header, 50, 520, header.length * 5),
      ...row(500, [
        ['THCa', 50],
        ['0.01', 260],
        ['0.03', 295],
        ['24.61', 330],
      ]),
      ...row(486, [
        ['Δ9-THC', 50],
        ['0.01', 260],
        ['0.03', 295],
        ['0.62', 330],
      ]),
    ]);
    expect(lines).toEqual(['Analyte\tLOD\tLOQ\tResult', 'THCa\t0.01\t0.03\t24.61', 'Δ9-THC\t0.01\t0.03\t0.62']);
  });

  it('starts a cell where a piece set tight against the one before falls in the next column', () => {
    const lines = linesFromTextItems([
      ...row(500, [
        ['CBDa', 50],
        ['0.05', 200],
        ['mg/g', 250],
      ]),
      ...row(486, [
        ['CBD', 50],
        ['0.02', 200],
        ['mg/g', 250],
      ]),
      // Set 4 units after the name's end: by spacing alone, one cell.
      piece('Total CBD', 50, 472, 146),
      ...row(472, [
        ['0.06', 200],
        ['mg/g', 250],
      ]),
    ]);
    expect(lines).toEqual(['CBDa\t0.05\tmg/g', 'CBD\t0.02\tmg/g', 'Total CBD\t0.06\tmg/g']);
  });

  it('keeps the words of one cell together, and the spacing a piece had inside it', () => {
    expect(
      linesFromTextItems([
        ...row(500, [
          ['Total THC', 50],
          ['21.75', 200],
        ]),
        ...row(486, [
          ['Total  CBD', 50],
          ['0.05', 200],
        ]),
      ]),
    ).toEqual(['Total THC\t21.75', 'Total  CBD\t0.05']);
  });

  it('leaves a sentence that runs across the columns whole', () => {
    const note = 'Total THC is THCa times 0.877 plus the delta-9 THC measured in the sample';
    const lines = linesFromTextItems([
      ...row(500, [
        ['THCa', 50],
        ['24.61', 200],
      ]),
      ...row(486, [
        ['CBDa', 50],
        ['0.05', 200],
      ]),
      piece(note, 50, 400),
    ]);
    expect(lines.at(-1)).toBe(note);
  });

  it('tells a scan from a PDF with text', () => {
    expect(looksScanned('  \n ')).toBe(true);
    expect(looksScanned('Cannabinoids THCA 24.61 %')).toBe(false);
  });
});

describe('lines from a hostile PDF text layer', () => {
  // No time is asserted: a step that compares every cell with every column would run far past the test's timeout on
  // these pages (a 202 KB wide page took 6.9 s that way).
  const at = (str: string, x: number, y: number, width = str.length * 5): PositionedText => ({
    str,
    transform: [1, 0, 0, 1, x, y],
    width,
  });

  it('reads a page of 20,000 cells on one line, each apart from the next', () => {
    const items = Array.from({ length: 20_000 }, (_, index) => at(`c${index}`, index * 40, 700, 10));
    const lines = linesFromTextItems([
      ...items,
      ...items.map((item) => ({ ...item, transform: [1, 0, 0, 1, item.transform[4]!, 680] })),
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split('\t')).toHaveLength(20_000);
  });

  it('reads a page of 400 rows of 400 columns', () => {
    const items: PositionedText[] = [];
    for (let row = 0; row < 400; row += 1)
      for (let column = 0; column < 400; column += 1) items.push(at('0.05', column * 30, 800 - row * 10, 20));
    const lines = linesFromTextItems(items);
    expect(lines).toHaveLength(400);
  });

  it('splits a header of 5,000 words over columns without comparing each word with each column', () => {
    const header = at(Array.from({ length: 5_000 }, () => 'LOQ').join(' '), 0, 800, 5_000 * 20);
    const rows = [700, 690].flatMap((y) => Array.from({ length: 5_000 }, (_, index) => at('1', index * 20, y, 5)));
    expect(linesFromTextItems([header, ...rows])).toHaveLength(3);
  });
});

describe('the files the drop zone reads as text', () => {
  it.each([
    ['coa.txt', ''],
    ['LIMS-26-0412.json', 'application/json'],
    ['export.XML', ''],
    ['certificate.yaml', ''],
    ['certificate.yml', 'application/yaml'],
    ['report.html', 'text/html'],
    ['potency.csv', ''],
    ['potency.tsv', 'text/tab-separated-values'],
    ['pasted', 'text/plain'],
  ])('reads %s as text, as if pasted', (name, type) => {
    expect(isTextFile({ name, type })).toBe(true);
  });

  it.each([
    ['coa.pdf', 'application/pdf'],
    ['scan.png', 'image/png'],
    ['results.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('leaves %s to the PDF reader or its refusal', (name, type) => {
    expect(isTextFile({ name, type })).toBe(false);
  });

  it('offers every text file it reads, and PDFs, in the file chooser', () => {
    for (const part of ['.pdf', '.txt', '.json', '.xml', '.yaml', '.yml', '.html', '.csv']) {
      expect(COA_FILE_ACCEPT.split(',')).toContain(part);
    }
  });
});
