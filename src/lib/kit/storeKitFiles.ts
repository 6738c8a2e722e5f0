/**
 * A store's kit files, drawn in the browser: loaded with `import()` only when a store asks for a file, with the
 * builder (pdfkit and its font engine) and the bytes it draws with (the Figtree files and the CMYK profile, served
 * as the build's own assets). Nothing is sent anywhere: the PDF is made on the device and handed over as a Blob.
 */
import bodyFontUrl from '@fontsource/figtree/files/figtree-latin-400-normal.woff?url';
import strongFontUrl from '@fontsource/figtree/files/figtree-latin-600-normal.woff?url';
import headingFontUrl from '@fontsource/figtree/files/figtree-latin-800-normal.woff?url';
import { renderKitFile, type KitAssets, type KitRenderOptions } from './kitPdf.ts';
import type { KitFile } from './kitPieces.ts';
import cmykProfileUrl from './profiles/artifex-cmyk-swop.icc?url';

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let assets: Promise<KitAssets> | null = null;

/** The fonts and the profile, fetched once a page (a failed fetch is tried afresh next time). */
function kitAssets(): Promise<KitAssets> {
  assets ??= Promise.all([headingFontUrl, strongFontUrl, bodyFontUrl, cmykProfileUrl].map(bytesOf)).then(
    ([heading, strong, body, cmykProfile]) => ({
      fonts: { heading: heading!, strong: strong!, body: body! },
      cmykProfile: cmykProfile!,
    }),
  );
  assets.catch(() => (assets = null));
  return assets;
}

export async function makeStoreKitFile(file: KitFile, options: KitRenderOptions): Promise<Blob> {
  const bytes = await renderKitFile(file, options, await kitAssets());
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
