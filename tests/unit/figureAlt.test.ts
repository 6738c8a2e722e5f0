import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A drawing's alt text says what the drawing says: the cannabinoids it names are the ones the picture prints. An
 * alt that reads "THCA" beside a figure printing "THC" tells a screen-reader user something else than the page.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(root, 'src/content/pages');
const CANNABINOID = /\b(?:THCA|CBDA|THC|CBD)\b/g;

function mdxPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? mdxPages(path.join(dir, entry.name))
      : entry.name.endsWith('.mdx')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** Every `<img src="/….svg" … alt="…">` of a page, with the SVG's printed text. */
function svgFigures(file: string): { src: string; alt: string; printed: string }[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/<img\s[^>]*>/g)].flatMap(([tag]) => {
    const src = /\ssrc="(\/[^"]+\.svg)"/.exec(tag)?.[1];
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1];
    if (!src || alt === undefined) return [];
    const svg = readFileSync(path.join(root, 'public', src), 'utf8');
    const printed = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>|<tspan[^>]*>([^<]*)<\/tspan>/g)]
      .map((match) => match[1] ?? match[2] ?? '')
      .join(' ');
    return [{ src, alt, printed }];
  });
}

describe('figure alt texts name what the figure prints', () => {
  const figures = mdxPages(pagesDir).flatMap((file) =>
    svgFigures(file).map((figure) => ({ ...figure, page: path.relative(root, file) })),
  );

  it('finds the science figures', () => {
    expect(figures.map((figure) => figure.src)).toEqual(
      expect.arrayContaining(['/media/science/color-type-grid.svg', '/media/science/color-type-grid.es.svg']),
    );
  });

  for (const figure of figures) {
    it(`${figure.page}: ${figure.src}`, () => {
      const printed = new Set(figure.printed.match(CANNABINOID) ?? []);
      for (const named of new Set(figure.alt.match(CANNABINOID) ?? [])) expect(printed, named).toContain(named);
    });
  }
});
