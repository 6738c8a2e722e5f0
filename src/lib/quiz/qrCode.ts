/**
 * A QR code as one SVG path, drawn in the browser for the counter card (loaded with `import()` when the
 * card opens, so it costs nothing before). lean-qr's nano build: about 2 KB gzip, MIT, no dependencies.
 */
import { correction, generate } from 'lean-qr/nano';

/** The light margin a scanner needs around the code, in modules (ISO 18004 asks for 4). */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Width and height in modules, quiet zone included: the SVG's viewBox. */
  size: number;
  /** The dark modules, one unit square each. */
  path: string;
}

/** Level M recovers from about 15% damage: a scratched phone screen or glare in a shop window. */
export function drawQrCode(text: string): QrDrawing {
  const code = generate(text, { minCorrectionLevel: correction.M });
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
  }
  return { size: code.size + 2 * QUIET_ZONE, path };
}
