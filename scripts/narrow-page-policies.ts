/**
 * After `astro build`: each page's policy in dist/_headers.json keeps only the hashes of that page's
 * own inline blocks (see scripts/lib/pagePolicies.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { narrowPolicy } from './lib/pagePolicies.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const headersFile = path.join(dist, '_headers.json');
const entries = JSON.parse(readFileSync(headersFile, 'utf8')) as {
  pathname: string;
  headers: { key: string; value: string }[];
}[];

let before = 0;
let after = 0;
for (const entry of entries) {
  const page = entry.pathname.replace(/^\/|\/$/g, '');
  const file = [path.join(dist, 'client', page, 'index.html'), path.join(dist, 'client', `${page}.html`)].find(
    existsSync,
  );
  if (!file) throw new Error(`no built HTML for ${entry.pathname}`);
  const html = readFileSync(file, 'utf8');
  for (const header of entry.headers) {
    if (header.key.toLowerCase() !== 'content-security-policy') continue;
    before += header.value.length;
    header.value = narrowPolicy(header.value, html);
    after += header.value.length;
  }
}
writeFileSync(headersFile, JSON.stringify(entries));
console.log(`page policies: ${entries.length} pages, ${before} -> ${after} bytes of Content-Security-Policy`);
