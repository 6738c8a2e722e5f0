// Generates the 12 quiz character icons: public/quiz/icons/{color}-{balance}.svg
// Usage (from repo root): node scripts/media/make-quiz-icons.mjs
// No dependencies. The figure() and badge() helpers are exported for reuse.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';
import { badge } from '../../src/lib/kit/colorBadge.ts';

export { badge };

export const INK = NEUTRALS.ink;
// Colors from the token module (checked against src/styles/tokens.css), so the icons never drift from the site.
export const COLORS = {
  yellow: { fill: EFFECT_PALETTE.yellow.fill, ink: EFFECT_PALETTE.yellow.ink, name: 'Energize' },
  green: { fill: EFFECT_PALETTE.green.fill, ink: EFFECT_PALETTE.green.ink, name: 'Focus' },
  blue: { fill: EFFECT_PALETTE.blue.fill, ink: EFFECT_PALETTE.blue.ink, name: 'Calm' },
  purple: { fill: EFFECT_PALETTE.purple.fill, ink: EFFECT_PALETTE.purple.ink, name: 'Rest' },
};

const r1 = (n) => Math.round(n * 10) / 10;

/**
 * The standing figure in a 160x200 box. balance: mind | body | balanced.
 * id: unique prefix for gradient ids when several figures share one document.
 */
export function figure(color, balance, id = 'q') {
  const c = COLORS[color];
  const mind = balance === 'mind' || balance === 'balanced';
  const body = balance === 'body' || balance === 'balanced';
  const headFill = mind ? c.fill : '#ffffff';
  const bodyFill = body ? c.fill : '#ffffff';
  const out = [];
  const defs = [];
  if (mind)
    defs.push(
      `<radialGradient id="${id}-h"><stop offset=".45" stop-color="${c.fill}"/><stop offset="1" stop-color="${c.fill}" stop-opacity="0"/></radialGradient>`,
    );
  if (body)
    defs.push(
      `<radialGradient id="${id}-b"><stop offset=".5" stop-color="${c.fill}" stop-opacity=".9"/><stop offset="1" stop-color="${c.fill}" stop-opacity="0"/></radialGradient>`,
    );
  if (defs.length) out.push(`<defs>${defs.join('')}</defs>`);
  // ground shadow
  out.push(`<ellipse cx="80" cy="191" rx="32" ry="4" fill="#d9dcd6"/>`);
  if (body) {
    out.push(`<ellipse cx="80" cy="110" rx="60" ry="52" fill="url(#${id}-b)"/>`);
    // grayscale marker: concentric outlines around the torso
    out.push(
      `<rect x="31" y="75" width="98" height="72" rx="32" fill="none" stroke="${c.ink}" stroke-width="2" stroke-dasharray="6 5"/>`,
    );
  }
  if (mind) {
    out.push(`<circle cx="80" cy="48" r="42" fill="url(#${id}-h)"/>`);
    // grayscale marker: short lines radiating from the head
    const rays = [-165, -135, -112, -90, -68, -45, -15].map((d) => {
      const a = (d * Math.PI) / 180;
      return `M${r1(80 + 31 * Math.cos(a))} ${r1(48 + 31 * Math.sin(a))}L${r1(80 + 39 * Math.cos(a))} ${r1(48 + 39 * Math.sin(a))}`;
    });
    out.push(`<path d="${rays.join('')}" stroke="${c.ink}" stroke-width="2.5" stroke-linecap="round"/>`);
  }
  // limbs: an ink capsule with a narrower fill capsule on top reads as an outlined limb
  const limbs = 'M62 90L45 126M98 90L115 126M71 128L69 183M89 128L91 183';
  out.push(`<path d="${limbs}" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>`);
  out.push(`<path d="${limbs}" stroke="${bodyFill}" stroke-width="9" stroke-linecap="round"/>`);
  out.push(
    `<rect x="58" y="78" width="44" height="58" rx="17" fill="${bodyFill}" stroke="${INK}" stroke-width="2.5"/>`,
  );
  // head and face
  out.push(`<circle cx="80" cy="48" r="22" fill="${headFill}" stroke="${INK}" stroke-width="2.5"/>`);
  out.push(`<circle cx="72.5" cy="46" r="2.2" fill="${INK}"/><circle cx="87.5" cy="46" r="2.2" fill="${INK}"/>`);
  out.push(`<path d="M73.5 55.5q6.5 4.5 13 0" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`);
  return out.join('\n  ');
}

export function icon(color, balance) {
  // No <title>: the file is shown as an image whose alt the page writes in its own language (iconAltText), and
  // an English title inside it would be the one name a Spanish page could not translate.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200" viewBox="0 0 160 200">
  ${figure(color, balance, `${color}-${balance}`)}
  ${badge(color, 140, 20, 15)}
</svg>
`;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const outDir = join(root, 'public', 'quiz', 'icons');
  mkdirSync(outDir, { recursive: true });
  for (const color of Object.keys(COLORS)) {
    for (const balance of ['mind', 'body', 'balanced']) {
      const file = join(outDir, `${color}-${balance}.svg`);
      writeFileSync(file, icon(color, balance));
      console.log('wrote', file);
    }
  }
}
