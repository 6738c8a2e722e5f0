/**
 * Writes brotli (.br) and gzip (.gz) twins of every compressible file in dist/client, so the
 * production server sends pre-built compressed bytes instead of compressing on each request.
 * A twin is kept only when it is actually smaller than the original.
 */
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map']);
const minimumBytes = 512;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
let rawBytes = 0;
let brotliBytes = 0;
for await (const file of walk(clientDir)) {
  if (!compressible.has(path.extname(file))) continue;
  const { size } = await stat(file);
  if (size < minimumBytes) continue;
  const source = await readFile(file);
  const variants = [
    [
      '.br',
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    ],
    ['.gz', gzipSync(source, { level: 9 })],
  ];
  for (const [suffix, compressed] of variants) {
    if (compressed.length < size) await writeFile(file + suffix, compressed);
    else await unlink(file + suffix).catch(() => {});
  }
  files += 1;
  rawBytes += size;
  brotliBytes += Math.min(size, variants[0][1].length);
}
console.log(
  `precompress: ${files} files, ${(rawBytes / 1024).toFixed(1)} KiB raw -> ${(brotliBytes / 1024).toFixed(1)} KiB brotli`,
);
