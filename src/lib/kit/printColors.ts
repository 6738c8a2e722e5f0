/**
 * The shop-floor kit's colors: each one is a design token (src/lib/design/tokens.ts, checked against
 * src/styles/tokens.css) with the CMYK build a print shop is told to use beside it. The CMYK values are the
 * device conversion of the sRGB value without an ICC profile (tests/unit/kitPrintColors.test.ts holds them to
 * it), so they are a stated starting point: a shop that proofs against sRGB may match the sRGB value instead.
 */
import type { EffectColorId } from '../../consts.ts';
import { EFFECT_PALETTE, NEUTRALS } from '../design/tokens.ts';

/** Cyan, magenta, yellow and black, each 0 to 100 (PDF's DeviceCMYK in percent, as pdfkit takes it). */
export type Cmyk = readonly [number, number, number, number];

export interface PrintColor {
  /** The token's value, as the site paints it. */
  srgb: string;
  cmyk: Cmyk;
}

/** The color field of each effect color, and its text-safe "-ink" companion for small marks on white. */
export const EFFECT_PRINT_COLORS: Readonly<Record<EffectColorId, { fill: PrintColor; ink: PrintColor }>> = {
  yellow: {
    fill: { srgb: EFFECT_PALETTE.yellow.fill, cmyk: [0, 2, 25, 11] },
    ink: { srgb: EFFECT_PALETTE.yellow.ink, cmyk: [0, 13, 83, 63] },
  },
  green: {
    fill: { srgb: EFFECT_PALETTE.green.fill, cmyk: [13, 0, 5, 20] },
    ink: { srgb: EFFECT_PALETTE.green.ink, cmyk: [51, 0, 17, 63] },
  },
  blue: {
    fill: { srgb: EFFECT_PALETTE.blue.fill, cmyk: [26, 16, 0, 13] },
    ink: { srgb: EFFECT_PALETTE.blue.ink, cmyk: [67, 41, 0, 47] },
  },
  purple: {
    fill: { srgb: EFFECT_PALETTE.purple.fill, cmyk: [10, 17, 0, 18] },
    ink: { srgb: EFFECT_PALETTE.purple.ink, cmyk: [32, 45, 0, 47] },
  },
};

/** Text, rules and paper. The paper is unprinted white, so it has no ink at all. */
export const NEUTRAL_PRINT_COLORS = {
  ink: { srgb: NEUTRALS.ink, cmyk: [52, 0, 8, 81] },
  inkMuted: { srgb: NEUTRALS['ink-muted'], cmyk: [16, 0, 4, 64] },
  hairline: { srgb: NEUTRALS.hairline, cmyk: [1, 0, 3, 14] },
  paper: { srgb: NEUTRALS.surface, cmyk: [0, 0, 0, 0] },
} as const satisfies Record<string, PrintColor>;

/** Crop marks print on every separation, so a shop can register the plates. */
export const REGISTRATION_CMYK: Cmyk = [100, 100, 100, 100];

/** The device conversion from sRGB to CMYK (full black generation), rounded to whole percent. */
export function deviceCmyk(srgb: string): Cmyk {
  const channel = (offset: number) => Number.parseInt(srgb.slice(offset, offset + 2), 16) / 255;
  const [red, green, blue] = [channel(1), channel(3), channel(5)];
  const black = 1 - Math.max(red, green, blue);
  if (black >= 1) return [0, 0, 0, 100];
  const part = (value: number) => Math.round(((1 - value - black) / (1 - black)) * 100);
  return [part(red), part(green), part(blue), Math.round(black * 100)];
}

/** "C 0 M 2 Y 25 K 11", as the kit page and the print shop's notes state a color. */
export function formatCmyk([cyan, magenta, yellow, black]: Cmyk): string {
  return `C ${cyan} M ${magenta} Y ${yellow} K ${black}`;
}
