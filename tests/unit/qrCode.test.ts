import jsQR from 'jsqr';
import { correction, generate } from 'lean-qr/nano';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, drawQrCode } from '../../src/lib/quiz/qrCode.ts';

/** Paints the drawing's path (not the library's matrix) into pixels, as the browser would, and decodes it. */
function decode(drawing: ReturnType<typeof drawQrCode>): string | undefined {
  const scale = 4;
  const side = drawing.size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const match of drawing.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < run * scale; dx += 1) {
        const index = ((y * scale + dy) * side + x * scale + dx) * 4;
        pixels[index] = pixels[index + 1] = pixels[index + 2] = 0;
      }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('drawQrCode', () => {
  const link =
    'https://discoveryourcolor.example/quiz/result/?q1=Occasional+%28monthly%29&q2=More+Creativity+and+Energy&q3=Infused+Waters&q4=Balanced';

  it('draws a code that decodes to the link it was given', () => {
    expect(decode(drawQrCode(link))).toBe(link);
  });

  it('leaves a light quiet zone of 4 modules on every side', () => {
    const drawing = drawQrCode(link);
    for (const match of drawing.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(x + run).toBeLessThanOrEqual(drawing.size - QUIET_ZONE);
      expect(y + 1).toBeLessThanOrEqual(drawing.size - QUIET_ZONE);
    }
  });

  it('draws each dark module of the code exactly once', () => {
    const drawing = drawQrCode(link);
    const code = generate(link, { minCorrectionLevel: correction.M });
    expect(drawing.size).toBe(code.size + 2 * QUIET_ZONE);
    let dark = 0;
    for (let y = 0; y < code.size; y += 1) for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) dark += 1;
    const drawn = [...drawing.path.matchAll(/h(\d+)v/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(drawn).toBe(dark);
  });
});
