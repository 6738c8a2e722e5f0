import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EFFECT_COLORS } from '../../src/consts.ts';
import { EFFECT_PALETTE } from '../../src/lib/design/tokens.ts';
import { PIE_SLICES } from '../../src/lib/operators/inventoryStates.ts';
import { resultSocialImage } from '../../src/lib/quiz/recommend.ts';
import { shopperSlices } from '../../src/lib/stores/dashboardData.ts';

/**
 * One palette: each of the four colors has one value wherever it is a field (a swatch, the quiz result's band,
 * the counter card, a share image, a chart slice), the token sheet's fill. Text and small marks on it use the
 * color's "-ink" token; quiet bands its "-tint". No other shade of a color exists.
 */
const sources = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => `${dir}/${file}`);
const styleFiles = sources('src', /\.(?:css|astro|tsx)$/);
const codeFiles = [...sources('src', /\.(?:ts|tsx|astro)$/), ...sources('scripts/media', /\.mjs$/)];

describe('one palette for the four colors', () => {
  it('the token sheet gives each color a fill, an ink and a tint, and nothing else', () => {
    const sheet = readFileSync('src/styles/tokens.css', 'utf8');
    const declared = [...sheet.matchAll(/(--color-(?:energize|focus(?!-ring)|calm|rest)[\w-]*):/g)].map(
      (match) => match[1],
    );
    expect(declared.sort()).toEqual(
      EFFECT_COLORS.flatMap(({ id }) => {
        const name = EFFECT_PALETTE[id].cssName;
        return [`--color-${name}`, `--color-${name}-ink`, `--color-${name}-tint`];
      }).sort(),
    );
  });

  it('styles and code use only those three values of a color', () => {
    const used = new Set<string>();
    for (const file of styleFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /var\(--color-(?:energize|focus(?!-ring)|calm|rest)([\w-]*)\)/g,
      ))
        used.add(`css ${match[1] || '(fill)'}`);
    }
    for (const file of codeFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/EFFECT_PALETTE\[[^\]]{1,40}\]\.(\w+)/g))
        used.add(`code ${match[1]}`);
    }
    expect(
      [...used].filter((use) => !/^(?:css (?:\(fill\)|-ink|-tint)|code (?:fill|ink|tint|cssName))$/.test(use)),
    ).toEqual([]);
  });

  it('the result band, the counter card, the swatches and the charts paint the fill', () => {
    const fillOf = (file: string, selector: RegExp) => {
      const css = readFileSync(file, 'utf8');
      return [...css.matchAll(selector)].map((match) => match[1]);
    };
    // The result band and the counter card set their field from one variable per color.
    expect(fillOf('src/islands/quiz/Quiz.module.css', /--result-field:\s*var\(([^)]+)\)/g).sort()).toEqual([
      '--color-calm',
      '--color-energize',
      '--color-focus',
      '--color-rest',
    ]);
    expect(fillOf('src/islands/quiz/CounterCard.module.css', /--card-field:\s*var\(([^)]+)\)/g).sort()).toEqual([
      '--color-calm',
      '--color-energize',
      '--color-focus',
      '--color-rest',
    ]);
    const fills = EFFECT_COLORS.map(({ id }) => EFFECT_PALETTE[id].fill);
    expect(PIE_SLICES.slice(0, 4).map((slice) => slice.color)).toEqual(fills);
    const counts = { results: 40, colors: { yellow: 10, green: 10, blue: 10, purple: 10 } };
    const slices = shopperSlices({ totals: counts } as Parameters<typeof shopperSlices>[0]);
    expect(slices.map((slice) => slice.color)).toEqual(fills);
  });

  it('each share image is a field of its color’s fill', async () => {
    for (const { id } of EFFECT_COLORS) {
      for (const suffix of ['.png', '.es.png']) {
        const file = `public${resultSocialImage(id).replace(/\.png$/, suffix)}`;
        // A corner far from the words.
        const pixel = await sharp(file)
          .extract({ left: 1190, top: 10, width: 1, height: 1 })
          .removeAlpha()
          .raw()
          .toBuffer();
        const hex = `#${[...pixel].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
        expect(hex, file).toBe(EFFECT_PALETTE[id].fill);
      }
    }
  });
});
