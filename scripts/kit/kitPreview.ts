/**
 * A preview of a kit piece: its first page as pdf.js draws it from the PDF itself (so the picture is the
 * file), cut to the trim box, as a small WebP for the kit page. pdf.js draws in Node on @napi-rs/canvas,
 * which it brings as an optional dependency.
 */
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PREVIEW_WIDTH, previewFileName, previewSize, type KitFile } from '../../src/lib/kit/kitPieces.ts';

interface NodeCanvas {
  toBuffer(type: 'image/png'): Buffer;
}

export async function renderPreview(pdf: Uint8Array, file: KitFile): Promise<{ fileName: string; bytes: Buffer }> {
  const loading = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false });
  const document = await loading.promise;
  try {
    const page = await document.getPage(1);
    const [x0, , x1, y1] = file.trimBox;
    const trimWidth = x1 - x0;
    // Draw the page big enough that the trim box alone is PREVIEW_WIDTH wide, then cut the trim box out.
    const scale = PREVIEW_WIDTH / trimWidth;
    const viewport = page.getViewport({ scale });
    const factory = document.canvasFactory as unknown as {
      create(width: number, height: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport }).promise;
    const png = canvas.toBuffer('image/png');
    const left = Math.round(x0 * scale);
    const top = Math.round((file.pageSize.height - y1) * scale);
    const bytes = await sharp(png)
      .extract({ left, top, ...previewSize(file.piece) })
      .webp({ quality: 72, effort: 6 })
      .toBuffer();
    return { fileName: previewFileName(file.piece.id, file.locale), bytes };
  } finally {
    await loading.destroy();
  }
}
