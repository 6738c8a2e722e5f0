/**
 * DYC's mark: the four effect colors as four dots. One drawing for the favicon a page carries inline, and for the
 * icon files scripts/media/make-brand-assets.mjs writes (favicon.svg, the PNG icons).
 */
import { EFFECT_PALETTE } from './tokens.ts';

/** The mark at a given pixel size, optionally on a rounded tile (the PNG icons, which need a solid ground). */
export function brandMarkSvg(size: number, background: string | null = null): string {
  const tile = background ? `<rect width="44" height="44" rx="10" fill="${background}"/>` : '';
  const dots = [
    [13.5, 13.5, EFFECT_PALETTE.yellow.fill],
    [30.5, 13.5, EFFECT_PALETTE.green.fill],
    [13.5, 30.5, EFFECT_PALETTE.blue.fill],
    [30.5, 30.5, EFFECT_PALETTE.purple.fill],
  ]
    .map(([x, y, fill]) => `<circle cx="${x}" cy="${y}" r="8.5" fill="${fill}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44" width="${size}" height="${size}">${tile}${dots}</svg>`;
}

/**
 * The favicon as a data URL, so that no page makes a request of its own for it while its first view loads
 * (about 300 bytes, under 150 compressed). Only the characters a URL cannot carry are escaped.
 */
export const FAVICON_DATA_URL = `data:image/svg+xml,${brandMarkSvg(32)
  .replaceAll('"', "'")
  .replaceAll('#', '%23')
  .replaceAll('<', '%3C')
  .replaceAll('>', '%3E')}`;
