/**
 * The shop-floor kit's colors: each one is a design token (src/lib/design/tokens.ts, checked against
 * src/styles/tokens.css) with the CMYK build a print shop's file uses for it. The CMYK values are the token's sRGB
 * converted through the kit's CMYK profile (CMYK_PROFILE, committed beside this file with its notes), relative
 * colorimetric with black point compensation, by Little CMS once when a token changes:
 *
 *   echo "227 222 170" | transicc -n -t 1 -b -i '*sRGB' -o src/lib/kit/profiles/artifex-cmyk-swop.icc
 *
 * (transicc from Debian's liblcms2-utils 2.14), rounded to whole percent and recorded in PROFILE_CMYK. The build
 * needs no tool: a token without a recorded conversion stops it (throughProfile).
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

/**
 * The press condition a print shop's file is made for, named in its output intent: Ghostscript's default CMYK
 * profile (US web offset, SWOP), from Debian's libgs-common 10.0.0 (AGPL-3.0-or-later, as Ghostscript), the one
 * freely distributable CMYK press profile Debian ships. src/lib/kit/profiles/README.md has its source and licence.
 */
export const CMYK_PROFILE = {
  file: 'artifex-cmyk-swop.icc',
  name: 'Artifex CMYK SWOP Profile',
  condition: 'SWOP (US web offset, coated)',
} as const;

/** Each token's sRGB through CMYK_PROFILE, as transicc gave it (above), rounded. */
export const PROFILE_CMYK: Readonly<Record<string, Cmyk>> = {
  '#e3deaa': [11, 7, 40, 0],
  '#5e5210': [52, 53, 100, 38],
  '#b1cbc1': [31, 10, 25, 0],
  '#2f5f4f': [80, 42, 69, 31],
  '#a3b9dd': [34, 21, 2, 0],
  '#2c4f86': [92, 76, 21, 6],
  '#bcafd2': [25, 30, 2, 0],
  '#5b4a86': [75, 82, 18, 4],
  '#17302c': [81, 57, 68, 64],
  '#4d5c58': [68, 50, 58, 29],
  '#d9dcd6': [13, 9, 14, 0],
};

function throughProfile(srgb: string): PrintColor {
  const cmyk = PROFILE_CMYK[srgb.toLowerCase()];
  if (!cmyk)
    throw new Error(`${srgb} has no CMYK conversion recorded: convert it through the profile (printColors.ts)`);
  return { srgb, cmyk };
}

/** The color field of each effect color, and its text-safe "-ink" companion for small marks on white. */
export const EFFECT_PRINT_COLORS: Readonly<Record<EffectColorId, { fill: PrintColor; ink: PrintColor }>> = {
  yellow: { fill: throughProfile(EFFECT_PALETTE.yellow.fill), ink: throughProfile(EFFECT_PALETTE.yellow.ink) },
  green: { fill: throughProfile(EFFECT_PALETTE.green.fill), ink: throughProfile(EFFECT_PALETTE.green.ink) },
  blue: { fill: throughProfile(EFFECT_PALETTE.blue.fill), ink: throughProfile(EFFECT_PALETTE.blue.ink) },
  purple: { fill: throughProfile(EFFECT_PALETTE.purple.fill), ink: throughProfile(EFFECT_PALETTE.purple.ink) },
};

/** Text, rules and paper. The paper is unprinted white, so it has no ink at all. */
export const NEUTRAL_PRINT_COLORS = {
  ink: throughProfile(NEUTRALS.ink),
  inkMuted: throughProfile(NEUTRALS['ink-muted']),
  hairline: throughProfile(NEUTRALS.hairline),
  paper: { srgb: NEUTRALS.surface, cmyk: [0, 0, 0, 0] },
} as const satisfies Record<string, PrintColor>;

/** Crop marks print on every separation, so a shop can register the plates. */
export const REGISTRATION_CMYK: Cmyk = [100, 100, 100, 100];

/** "C 0 M 2 Y 25 K 11", as the kit page and the print shop's notes state a color. */
export function formatCmyk([cyan, magenta, yellow, black]: Cmyk): string {
  return `C ${cyan} M ${magenta} Y ${yellow} K ${black}`;
}
