import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import EmailAddress from '../../src/components/ui/EmailAddress.astro';

/**
 * A public build prints no sample address, so the pages under test show none: the component that prints a
 * real one is checked here. Its only break opportunities are the <wbr> after the @ and before each dot
 * (the span's `overflow-wrap: normal` allows no others), and the sentence's full stop sits in the same
 * span with no space before it, so it never ends up alone on a line.
 */
async function render(props: { address: string; linked?: boolean; trailing?: string }): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(EmailAddress, { props });
}

const text = (html: string) => html.replace(/<[^<>]+>/g, '');

describe('EmailAddress', () => {
  it('may break only after the @ and before a dot of the domain', async () => {
    const html = await render({ address: 'team@discoveryourcolor.co.us' });
    expect(text(html)).toBe('team@discoveryourcolor.co.us');
    const pieces = html.split(/<wbr[^>]*>/).map(text);
    expect(pieces).toEqual(['team@', 'discoveryourcolor', '.co', '.us']);
  });

  it('keeps the full stop inside the address, with no space before it', async () => {
    const html = await render({ address: 'team@dyc.org', trailing: '.' });
    expect(text(html)).toBe('team@dyc.org.');
    expect(html).toMatch(/^<span class="email"[^>]*>/);
    expect(html.trimEnd()).toMatch(/\.<\/span>(<style[\s\S]*<\/style>)?$/);
  });

  it('links the address when asked, and only the address', async () => {
    const html = await render({ address: 'team@dyc.org', linked: true, trailing: '.' });
    const link = /<a href="mailto:team@dyc\.org"[^>]*>([\s\S]*?)<\/a>/.exec(html);
    expect(link && text(link[1]!)).toBe('team@dyc.org');
  });
});
