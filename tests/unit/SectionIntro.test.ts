import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import SectionIntro from '../../src/components/ui/SectionIntro.astro';

/**
 * Every home, operators and about section opens with this intro: its h2 carries the id the section's
 * aria-labelledby names, and the lede the section passes in keeps its own markup (links, marks).
 */
async function render(props: Record<string, unknown>, lede: string): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(SectionIntro, { props, slots: { default: lede } });
}

const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('SectionIntro', () => {
  it('reads eyebrow, heading and lede in that order, the heading an h2 with the given id', async () => {
    const html = await render(
      { eyebrow: 'Trust', heading: 'Guarantee COA integrity', headingId: 'integrity-heading' },
      '<p class="lede">Honest <a href="/science/">reports</a>.</p>',
    );
    expect(text(html)).toBe('Trust Guarantee COA integrity Honest reports .');
    expect(html).toMatch(/<h2 id="integrity-heading"[^>]*>Guarantee COA integrity<\/h2>/);
    expect(html).toContain('<a href="/science/">reports</a>');
  });

  it('prints no eyebrow when none is given', async () => {
    const html = await render(
      { heading: 'The company', headingId: 'company-title' },
      '<p class="lede">As registered.</p>',
    );
    expect(html).not.toContain('eyebrow');
    expect(text(html)).toBe('The company As registered.');
  });

  it('keeps its own space below only when asked, and takes the calling section class', async () => {
    const flowing = await render({ heading: 'A', headingId: 'a', spaced: true, class: 'division-intro' }, '');
    expect(flowing).toMatch(/<header class="section-intro spaced division-intro"/);
    const inGrid = await render({ heading: 'A', headingId: 'a' }, '');
    expect(inGrid).toMatch(/<header class="section-intro"/);
  });
});
