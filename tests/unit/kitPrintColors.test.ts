import { describe, expect, it } from 'vitest';
import { EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';
import { EFFECT_PRINT_COLORS, NEUTRAL_PRINT_COLORS, deviceCmyk, formatCmyk } from '../../src/lib/kit/printColors.ts';

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

  it('state the CMYK build of each sRGB value, so a token change cannot leave a stale CMYK behind', () => {
    const all = [
      ...Object.values(EFFECT_PRINT_COLORS).flatMap((colors) => [colors.fill, colors.ink]),
      ...Object.values(NEUTRAL_PRINT_COLORS),
    ];
    for (const color of all) expect(color.cmyk, color.srgb).toEqual(deviceCmyk(color.srgb));
  });

  it('converts sRGB to CMYK as a device would, and writes it for a printer', () => {
    expect(deviceCmyk('#ffffff')).toEqual([0, 0, 0, 0]);
    expect(deviceCmyk('#000000')).toEqual([0, 0, 0, 100]);
    expect(deviceCmyk('#ff0000')).toEqual([0, 100, 100, 0]);
    expect(formatCmyk([0, 2, 25, 11])).toBe('C 0 M 2 Y 25 K 11');
  });
});
