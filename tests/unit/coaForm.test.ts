import { describe, expect, it } from 'vitest';
import { COA_FORM_BODY_LIMIT, COA_FORM_PATH, readFormBody } from '../../src/lib/coa/form.ts';
import { linesFromTextItems, looksScanned } from '../../src/lib/coa/pdfLines.ts';

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

  it('tells a scan from a PDF with text', () => {
    expect(looksScanned('  \n ')).toBe(true);
    expect(looksScanned('Cannabinoids THCA 24.61 %')).toBe(false);
  });
});
