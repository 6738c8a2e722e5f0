/**
 * What the kit page says about each download: its size on disk, read from the files `npm run kit` wrote
 * into public/operators/kit/ before the build, and how a size is written.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { KIT_PATH } from './kitPieces.ts';

/** "19 KB", "1.2 MB": a download's size as a reader weighs it (1 KB = 1,000 bytes, like a file manager). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The size of a kit file as built; the build stops here if `npm run kit` has not written it. */
export function kitFileBytes(fileName: string, root: string = process.cwd()): number {
  const file = path.join(root, 'public', KIT_PATH, fileName);
  try {
    return statSync(file).size;
  } catch {
    throw new Error(`${file} is missing: run \`npm run kit\` (npm run build and npm run dev run it first).`);
  }
}
