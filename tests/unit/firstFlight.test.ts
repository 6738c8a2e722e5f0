import { describe, expect, it } from 'vitest';
import { compressedPrefixBytes, startTagOffset } from '../../scripts/lib/firstFlight.ts';

describe('startTagOffset', () => {
  const html =
    '<!doctype html><html><head><style>a<b{}</style><script>if (a<b) {}</script></head>' +
    '<body><!-- <p> --><main><p>one</p><section>two</section></main></body></html>';

  it('counts start tags as querySelectorAll does, skipping comments, scripts and styles', () => {
    // html, head, style, script, body, main, p, section
    expect(html.slice(startTagOffset(html, 0), startTagOffset(html, 0) + 6)).toBe('<html>');
    expect(html.slice(startTagOffset(html, 2)).startsWith('<style>')).toBe(true);
    expect(html.slice(startTagOffset(html, 3)).startsWith('<script>')).toBe(true);
    expect(html.slice(startTagOffset(html, 6)).startsWith('<p>one')).toBe(true);
    expect(html.slice(startTagOffset(html, 7)).startsWith('<section>')).toBe(true);
    expect(startTagOffset(html, 99)).toBe(html.length);
  });

  it('compresses a longer prefix into at least as many bytes', () => {
    const page = `<main>${'<p>Choose by how you want to feel.</p>'.repeat(200)}</main>`;
    expect(compressedPrefixBytes(page, 100)).toBeLessThanOrEqual(compressedPrefixBytes(page, page.length));
    expect(compressedPrefixBytes(page, 0)).toBeLessThan(10);
  });
});
