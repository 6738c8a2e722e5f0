/**
 * Draws DYC's brand files: the SVG favicon, PNG icons for browsers and the web manifest, and the
 * 1200x630 social sharing image in each language. Run with `npm run media:brand`; the outputs are committed in public/.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { COLOR_MEANING } from '../../src/i18n/glossary.ts';
import { brandMarkSvg } from '../../src/lib/design/brandMark.ts';
import { EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';

const publicDir = new URL('../../public/', import.meta.url);
const colors = {
  energize: EFFECT_PALETTE.yellow.fill,
  focus: EFFECT_PALETTE.green.fill,
  calm: EFFECT_PALETTE.blue.fill,
  rest: EFFECT_PALETTE.purple.fill,
  ink: NEUTRALS.ink,
  page: NEUTRALS.page,
};

/**
 * The sharing image's words in each language. The color names are brand names in both; the Spanish image puts
 * each one's meaning under it, as the Spanish pages do (src/i18n/glossary.ts).
 */
const socialImageWords = {
  en: { file: 'og-image.png', headline: ['Choose cannabis by', 'how you want to feel.'], meanings: null },
  es: {
    file: 'og-image.es.png',
    headline: ['Elige cannabis según', 'cómo quieres sentirte.'],
    meanings: COLOR_MEANING.es,
  },
};

const socialImageSvg = ({
  headline,
  meanings,
}) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colors.page}"/>
  <circle cx="1040" cy="110" r="260" fill="${colors.rest}" opacity="0.35"/>
  <circle cx="120" cy="600" r="220" fill="${colors.energize}" opacity="0.45"/>
  <text x="96" y="190" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" letter-spacing="6" fill="${colors.ink}">DYC · DISCOVER YOUR COLOR</text>
  <text x="96" y="300" font-family="DejaVu Sans, sans-serif" font-size="68" font-weight="700" fill="${colors.ink}">${headline[0]}</text>
  <text x="96" y="384" font-family="DejaVu Sans, sans-serif" font-size="68" font-weight="700" fill="${colors.ink}">${headline[1]}</text>
  ${[
    ['yellow', 'Energize', colors.energize],
    ['green', 'Focus', colors.focus],
    ['blue', 'Calm', colors.calm],
    ['purple', 'Rest', colors.rest],
  ]
    .map(
      ([id, name, fill], index) => `<g transform="translate(${96 + index * 250} 470)">
    <circle cx="34" cy="34" r="34" fill="${fill}" stroke="${colors.ink}" stroke-opacity="0.15"/>
    <text x="84" y="${meanings ? 34 : 46}" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="600" fill="${colors.ink}">${name}</text>${
      meanings
        ? `
    <text x="84" y="70" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${colors.ink}">${meanings[id]}</text>`
        : ''
    }
  </g>`,
    )
    .join('\n  ')}
</svg>`;

const outputs = [];
async function png(svg, name, size) {
  const file = new URL(name, publicDir);
  const image = sharp(Buffer.from(svg));
  await (size ? image.resize(size, size) : image).png({ compressionLevel: 9, palette: true }).toFile(file.pathname);
  outputs.push(name);
}

await writeFile(new URL('favicon.svg', publicDir), brandMarkSvg(32, null));
outputs.push('favicon.svg');
await png(brandMarkSvg(256, '#ffffff'), 'favicon-32.png', 32);
await png(brandMarkSvg(256, '#ffffff'), 'apple-touch-icon.png', 180);
await png(brandMarkSvg(512, '#ffffff'), 'favicon-192.png', 192);
await png(brandMarkSvg(1024, '#ffffff'), 'favicon-512.png', 512);
for (const words of Object.values(socialImageWords)) await png(socialImageSvg(words), words.file);
console.log(`Wrote ${outputs.map((name) => `public/${name}`).join(', ')}`);
