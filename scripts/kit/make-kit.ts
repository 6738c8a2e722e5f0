/**
 * Writes the shop-floor kit into public/operators/kit/ (not committed: `npm run build` and `npm run dev` run
 * this first, so the QR codes point at the DYC_SITE_URL of that build): every PDF of src/lib/kit/kitPieces.ts
 * in English and Spanish, and a preview image of each piece's English first page, drawn by pdf.js from that PDF.
 *
 *   node scripts/kit/make-kit.ts        (npm run kit)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../src/i18n/locales.ts';
import { KIT_PATH, kitFiles } from '../../src/lib/kit/kitPieces.ts';
import { kitRenderOptions } from './kitOptions.ts';
import { renderKitFile } from '../../src/lib/kit/kitPdf.ts';
import { readKitAssets } from './kitAssets.ts';
import { renderPreview } from './kitPreview.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const outputDir = path.join(ROOT, 'public', KIT_PATH);

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
const options = kitRenderOptions(process.env);
const assets = readKitAssets();
for (const file of kitFiles(LOCALES)) {
  const bytes = await renderKitFile(file, options, assets);
  writeFileSync(path.join(outputDir, file.fileName), bytes);
  if (file.locale === 'en' && file.version !== 'home') {
    const preview = await renderPreview(bytes, file);
    writeFileSync(path.join(outputDir, preview.fileName), preview.bytes);
  }
}
console.log(`wrote the shop-floor kit to ${path.relative(ROOT, outputDir)}/`);
