/**
 * A store's logo for its kit, read in the browser with FileReader and never uploaded. A PNG or SVG is drawn on a
 * white canvas, at most 1600 pixels on its longer side (enough for the poster), and handed to the builder as a
 * JPEG: pdfkit embeds a JPEG as it is, where a PNG would need its inflater's worker, which the site's policy
 * (worker-src 'none') rightly refuses. The pieces print the logo on white, so its transparency is kept as white.
 */
import { LOGO_MAX_BYTES } from '../kit/storeKit.ts';

export type LogoRead = { ok: true; bytes: Uint8Array } | { ok: false; problem: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const LONGER_SIDE = 1600;

function read(file: File, as: 'buffer' | 'dataUrl'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result === null ? reject(new Error('empty')) : resolve(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'buffer') reader.readAsArrayBuffer(file);
    else reader.readAsDataURL(file);
  });
}

/** The SVG's own size: its width and height, else its viewBox's; null when it names neither. */
function svgSize(source: string): { width: number; height: number } | null {
  const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
  const width = Number.parseFloat(svg.getAttribute('width') ?? '');
  const height = Number.parseFloat(svg.getAttribute('height') ?? '');
  if (width > 0 && height > 0) return { width, height };
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : null;
}

/** The image on white, scaled so its longer side is LONGER_SIDE (an SVG) or at most that (a PNG), as a JPEG. */
async function onWhite(dataUrl: string, size: { width: number; height: number }, grow: boolean): Promise<Uint8Array> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const longer = Math.max(size.width, size.height);
  const scale = grow ? LONGER_SIDE / longer : Math.min(1, LONGER_SIDE / longer);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(size.width * scale));
  canvas.height = Math.max(1, Math.round(size.height * scale));
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
  if (!jpeg) throw new Error('not drawn');
  return new Uint8Array(await jpeg.arrayBuffer());
}

export async function readLogo(file: File): Promise<LogoRead> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, problem: 'That file is over 2 MB: a logo for print is smaller.' };
  try {
    const dataUrl = (await read(file, 'dataUrl')) as string;
    const isSvg = file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg');
    if (isSvg) {
      const size = svgSize(await file.text());
      if (!size) return { ok: false, problem: 'That SVG names no width, height or viewBox: its size is unknown.' };
      return { ok: true, bytes: await onWhite(dataUrl, size, true) };
    }
    const head = new Uint8Array((await read(file, 'buffer')) as ArrayBuffer).subarray(0, 8);
    if (!PNG_SIGNATURE.every((byte, index) => head[index] === byte)) {
      return { ok: false, problem: 'Choose a PNG or SVG file.' };
    }
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ok: true, bytes: await onWhite(dataUrl, size, false) };
  } catch {
    return { ok: false, problem: 'That file could not be read as a logo. Choose a PNG or SVG file.' };
  }
}
