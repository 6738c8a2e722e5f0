/**
 * The kit builder's bytes in Node (`npm run kit`, the tests): the Figtree files from node_modules and the CMYK
 * profile committed in src/lib/kit/profiles/. The browser fetches the same files (src/lib/kit/storeKitFiles.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FILES, type FontRole, type KitAssets } from '../../src/lib/kit/kitPdf.ts';
import { CMYK_PROFILE } from '../../src/lib/kit/printColors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function readKitAssets(): KitAssets {
  const fonts = Object.fromEntries(
    Object.entries(FONT_FILES).map(([role, file]) => [
      role,
      readFileSync(path.join(ROOT, 'node_modules/@fontsource/figtree/files', file)),
    ]),
  ) as unknown as Record<FontRole, Uint8Array>;
  return { fonts, cmykProfile: readFileSync(path.join(ROOT, 'src/lib/kit/profiles', CMYK_PROFILE.file)) };
}
