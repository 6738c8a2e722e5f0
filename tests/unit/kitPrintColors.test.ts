import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';
import {
  CMYK_PROFILE,
  EFFECT_PRINT_COLORS,
  NEUTRAL_PRINT_COLORS,
  PROFILE_CMYK,
  formatCmyk,
} from '../../src/lib/kit/printColors.ts';

describe('the kit’s print colors', () => {
  it('take their sRGB values from the design tokens', () => {
    for (const [id, colors] of Object.entries(EFFECT_PRINT_COLORS)) {
      const palette = EFFECT_PALETTE[id as keyof typeof EFFECT_PALETTE];
      expect(colors.fill.srgb, id).toBe(palette.fill);
      expect(colors.ink.srgb, id).toBe(palette.ink);
    }
    expect(NEUTRAL_PRINT_COLORS.ink.srgb).toBe(NEUTRALS.ink);
    expect(NEUTRAL_PRINT_COLORS.paper.srgb).toBe(NEUTRALS.surface);
  });

  it('take each CMYK from the recorded conversion through the profile, not from a formula', () => {
    const all = [
      ...Object.values(EFFECT_PRINT_COLORS).flatMap((colors) => [colors.fill, colors.ink]),
      NEUTRAL_PRINT_COLORS.ink,
      NEUTRAL_PRINT_COLORS.inkMuted,
      NEUTRAL_PRINT_COLORS.hairline,
    ];
    for (const color of all) expect(color.cmyk, color.srgb).toEqual(PROFILE_CMYK[color.srgb]);
    // Through a press profile a pale field takes no black, where the device formula gave it 11 to 20 %.
    expect(EFFECT_PRINT_COLORS.yellow.fill.cmyk).toEqual([11, 7, 40, 0]);
    expect(formatCmyk(EFFECT_PRINT_COLORS.blue.ink.cmyk)).toBe('C 92 M 76 Y 21 K 6');
  });

  it('commits the CMYK profile the conversions were made through', () => {
    const profile = readFileSync(new URL(`../../src/lib/kit/profiles/${CMYK_PROFILE.file}`, import.meta.url));
    // An ICC profile's header: the 'acsp' signature, an output ('prtr') profile from CMYK to Lab.
    expect(profile.subarray(36, 40).toString('latin1')).toBe('acsp');
    expect(profile.subarray(12, 24).toString('latin1')).toBe('prtrCMYKLab ');
    expect(profile.toString('latin1')).toContain(CMYK_PROFILE.name);
  });
});
