import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EFFECT_COLORS } from '../../src/consts.ts';
import { PIE_SLICES } from '../../src/lib/operators/inventoryStates.ts';
import { colorCustomProperties, EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';

const sheet = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');

/** Every `--color-*: #hex;` declaration in the token sheet. */
function sheetColors(): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const match of sheet.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi))
    colors[match[1]!] = match[2]!.toLowerCase();
  return colors;
}

describe('design tokens', () => {
  it('headings paint in the system stack until the brand font is cached: no font face is looked up by local name', () => {
    // Each local() source is a font lookup the page's first style and layout wait for (on Linux a synchronous
    // call to the browser process), and a missing one costs as much as a found one.
    const rules = sheet.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).not.toMatch(/local\(/);
    expect(rules).toMatch(/--font-display:\s*system-ui/);
  });

  it('the TypeScript module holds the same colors as tokens.css', () => {
    const inSheet = sheetColors();
    for (const [property, value] of Object.entries(colorCustomProperties())) {
      expect(inSheet[property], `${property} in tokens.css`).toBe(value);
    }
  });

  it('every effect color in the sheet is known to the module', () => {
    const known = colorCustomProperties();
    const effectProperties = Object.keys(sheetColors()).filter((property) =>
      /^--color-(?:energize|focus|calm|rest)(?:-ink|-tint)?$/.test(property),
    );
    expect(effectProperties.length).toBe(12);
    for (const property of effectProperties) expect(known[property], property).toBeDefined();
  });

  it('words on every fill pass AA (the counter card’s strong ink 7:1), and each color’s ink keeps 4.5:1 on white', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    for (const [id, color] of Object.entries(EFFECT_PALETTE)) {
      // The result band and the counter card set their words on the fill, for a bright shop.
      expect(contrast(color.fill, NEUTRALS.ink), `${id}: ink on the fill`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.fill, NEUTRALS['ink-strong']), `${id}: strong ink on the fill`).toBeGreaterThanOrEqual(7);
      expect(contrast(color.ink, NEUTRALS.surface), `${id}: its ink on white`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the product constants and the pie palette read their colors from the module', () => {
    for (const color of EFFECT_COLORS) expect(color.hex).toBe(EFFECT_PALETTE[color.id].fill);
    // The pie draws the same fills as every swatch (one palette).
    expect(PIE_SLICES.map((slice) => slice.color)).toEqual([
      ...EFFECT_COLORS.map((color) => EFFECT_PALETTE[color.id].fill),
      NEUTRALS['chart-unsorted'],
      NEUTRALS['chart-other'],
    ]);
  });

  it('no other source file spells an effect color or the old drifting ink', () => {
    const fills = Object.values(EFFECT_PALETTE).flatMap((color) => [color.fill, color.ink]);
    const offenders: string[] = [];
    const files = [
      'src/consts.ts',
      'src/components/shell/Logo.astro',
      'src/islands/inventoryChart/InventoryChart.module.css',
      'scripts/media/make-quiz-icons.mjs',
      'scripts/media/make-brand-assets.mjs',
      'scripts/media/make-videos.mjs',
    ];
    for (const file of files) {
      const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').toLowerCase();
      for (const hex of [...fills, '#6b5d12']) if (text.includes(hex)) offenders.push(`${file}: ${hex}`);
    }
    expect(offenders).toEqual([]);
  });

  it('no drawn SVG keeps the old yellow ink that drifted from the sheet', () => {
    const svgs = readdirSync(new URL('../../public/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.svg'),
    );
    expect(svgs.length).toBeGreaterThan(10);
    const drifting = svgs.filter((file) =>
      readFileSync(new URL(`../../public/${file}`, import.meta.url), 'utf8')
        .toLowerCase()
        .includes('#6b5d12'),
    );
    expect(drifting).toEqual([]);
  });
});
