/**
 * Each color's badge as SVG markup: a disc in the color with its own symbol (sun, target, wave, moon), so a piece
 * never relies on its color alone. Shared by the quiz's icons (scripts/media/make-quiz-icons.mjs) and the
 * shop-floor kit's PDFs (./kitPdf.ts), which is drawn in the browser too: no DOM, no Node.
 */
import type { EffectColorId } from '../../consts.ts';
import { EFFECT_PALETTE } from '../design/tokens.ts';

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Glyph for each color, drawn in a 32x32 box centred on 0,0 (disc radius 16). */
function glyph(color: EffectColorId, ink: string): string {
  switch (color) {
    case 'yellow': {
      // sun: disc with eight rays
      const rays = [];
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        rays.push(`M${r1(8 * Math.cos(a))} ${r1(8 * Math.sin(a))}L${r1(11.5 * Math.cos(a))} ${r1(11.5 * Math.sin(a))}`);
      }
      return `<circle r="5" fill="none" stroke="${ink}" stroke-width="2"/><path d="${rays.join('')}" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`;
    }
    case 'green': // target rings
      return `<circle r="10.5" fill="none" stroke="${ink}" stroke-width="1.8"/><circle r="6" fill="none" stroke="${ink}" stroke-width="1.8"/><circle r="2.2" fill="${ink}"/>`;
    case 'blue': // two waves
      return `<path d="M-10 -3.5q2.5-3.5 5 0t5 0t5 0t5 0M-10 4q2.5-3.5 5 0t5 0t5 0t5 0" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`;
    case 'purple': // crescent moon
      return `<path d="M3.5 -9.3A10 10 0 1 0 9.6 3A7.6 7.6 0 0 1 3.5 -9.3Z" fill="${ink}"/>`;
  }
}

/** Color badge: a disc with a color-specific glyph. (x, y) centre, r radius, the disc in `discFill` if given. */
export function badge(color: EffectColorId, x: number, y: number, r = 16, discFill?: string): string {
  const { fill, ink } = EFFECT_PALETTE[color];
  const s = r / 16;
  const tf = s === 1 ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${r1(s * 1000) / 1000})`;
  return `<g transform="${tf}"><circle r="15.2" fill="${discFill || fill}" stroke="${ink}" stroke-width="1.6"/>${glyph(color, ink)}</g>`;
}
