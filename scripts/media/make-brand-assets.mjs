/**
 * Draws DYC's brand files: the SVG favicon, PNG icons for browsers and the web manifest, the 1200x630 social
 * sharing image in each language, and one sharing image per quiz color and language for a shared result
 * (public/media/share/result-<color>[.es].png, named by resultSocialImage in src/lib/quiz/recommend.ts). Run with
 * `npm run media:brand`; the outputs are committed in public/.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLOR_NAME, effectName } from '../../src/i18n/glossary.ts';
import { quizCopy } from '../../src/i18n/quiz.ts';
import { brandMarkSvg } from '../../src/lib/design/brandMark.ts';
import { EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';
import { resultSocialImage } from '../../src/lib/quiz/recommend.ts';
import { RESULT_COLORS } from '../../src/lib/quiz/schema.ts';
import { sfntFromWoff } from '../lib/sfntFromWoff.ts';

// The images speak in the site's typeface. librsvg draws their text through fontconfig, so Figtree (the files the
// site serves, from @fontsource, unwrapped from WOFF, which its FreeType cannot read) is put in a folder of its own
// and fontconfig pointed at it, the system's fonts behind it, before sharp loads.
const fontFolder = await mkdtemp(path.join(tmpdir(), 'dyc-brand-fonts-'));
const fontsource = createRequire(import.meta.url);
for (const weight of [400, 600, 700, 800]) {
  const woff = await readFile(fontsource.resolve(`@fontsource/figtree/files/figtree-latin-${weight}-normal.woff`));
  await writeFile(path.join(fontFolder, `figtree-${weight}.ttf`), sfntFromWoff(woff));
}
await writeFile(
  path.join(fontFolder, 'fonts.conf'),
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontFolder}</dir>` +
    `<cachedir>${fontFolder}</cachedir><include ignore_missing="yes">/etc/fonts/fonts.conf</include></fontconfig>`,
);
process.env.FONTCONFIG_FILE = path.join(fontFolder, 'fonts.conf');
const { default: sharp } = await import('sharp');

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
 * The sharing image's words in each language: each color named first (Purple, Morado), its effect under it, a
 * brand name in both languages with its Spanish meaning on the Spanish image (src/i18n/glossary.ts).
 */
const socialImageWords = {
  en: { file: 'og-image.png', headline: ['Choose cannabis by', 'how you want to feel.'], locale: 'en' },
  es: { file: 'og-image.es.png', headline: ['Elige cannabis según', 'cómo quieres sentirte.'], locale: 'es' },
};

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const socialImageSvg = ({
  headline,
  locale,
}) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colors.page}"/>
  <circle cx="1040" cy="110" r="260" fill="${colors.rest}" opacity="0.35"/>
  <circle cx="120" cy="600" r="220" fill="${colors.energize}" opacity="0.45"/>
  <text x="96" y="190" font-family="Figtree, DejaVu Sans, sans-serif" font-size="46" font-weight="700" letter-spacing="6" fill="${colors.ink}">DYC · DISCOVER YOUR COLOR</text>
  <text x="96" y="300" font-family="Figtree, DejaVu Sans, sans-serif" font-size="68" font-weight="700" fill="${colors.ink}">${headline[0]}</text>
  <text x="96" y="384" font-family="Figtree, DejaVu Sans, sans-serif" font-size="68" font-weight="700" fill="${colors.ink}">${headline[1]}</text>
  ${[
    ['yellow', colors.energize],
    ['green', colors.focus],
    ['blue', colors.calm],
    ['purple', colors.rest],
  ]
    .map(
      ([id, fill], index) => `<g transform="translate(${90 + index * 268} 462)">
    <circle cx="28" cy="34" r="28" fill="${fill}" stroke="${colors.ink}" stroke-opacity="0.15"/>
    <text x="70" y="34" font-family="Figtree, DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="${colors.ink}">${COLOR_NAME[locale][id]}</text>
    <text x="70" y="70" font-family="Figtree, DejaVu Sans, sans-serif" font-size="${locale === 'en' ? 26 : 20}" fill="${colors.ink}">${escapeXml(effectName(id, locale))}</text>
  </g>`,
    )
    .join('\n  ')}
</svg>`;

/**
 * A shared result's sharing image: a field of the color's fill (the result's own band), the color named
 * large and first, its effect beside it, and the way to the quiz. No dose: whoever sees a shared link's preview
 * has not said they are 21 or older.
 */
const resultImageWords = {
  en: { brand: 'DYC · DISCOVER YOUR COLOR', invite: 'Find your color in 4 questions' },
  es: { brand: 'DYC · DISCOVER YOUR COLOR', invite: 'Descubre tu color en 4 preguntas' },
};

const resultImageSvg = (color, locale) => {
  const copy = quizCopy(locale).result;
  const { lead } = copy.headline.shared;
  const effect = copy.effectLine(effectName(color, locale), quizCopy(locale).shown.colorFeeling[color]);
  const words = resultImageWords[locale];
  const name = COLOR_NAME[locale][color];
  // The longest color word (Amarillo) still fits beside the mark at this size.
  const nameSize = name.length > 6 ? 150 : 180;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${EFFECT_PALETTE[color].fill}"/>
  <text x="88" y="120" font-family="Figtree, DejaVu Sans, sans-serif" font-size="30" font-weight="700" letter-spacing="5" fill="${colors.ink}">${words.brand}</text>
  <text x="88" y="222" font-family="Figtree, DejaVu Sans, sans-serif" font-size="48" font-weight="600" fill="${colors.ink}">${escapeXml(`${lead}:`)}</text>
  <text x="80" y="${222 + nameSize}" font-family="Figtree, DejaVu Sans, sans-serif" font-size="${nameSize}" font-weight="800" fill="${colors.ink}">${escapeXml(name)}</text>
  <text x="88" y="${222 + nameSize + 90}" font-family="Figtree, DejaVu Sans, sans-serif" font-size="40" font-weight="600" fill="${colors.ink}">${escapeXml(effect)}</text>
  <rect x="88" y="530" width="${words.invite.length * 19 + 64}" height="64" rx="32" fill="${colors.ink}"/>
  <text x="120" y="572" font-family="Figtree, DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="${colors.page}">${escapeXml(words.invite)}</text>
</svg>`;
};

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
await mkdir(new URL('media/share/', publicDir), { recursive: true });
for (const color of RESULT_COLORS) {
  const path = resultSocialImage(color).slice(1);
  await png(resultImageSvg(color, 'en'), path);
  await png(resultImageSvg(color, 'es'), path.replace(/\.png$/, '.es.png'));
}
console.log(`Wrote ${outputs.map((name) => `public/${name}`).join(', ')}`);
