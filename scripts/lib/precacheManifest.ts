/**
 * The service worker's precache list, read from the build: each offline quiz page (src/lib/offline/
 * offlinePages.ts), every script, stylesheet and font its built HTML loads (lazy `import()` chunks
 * included, so the counter card's QR code works offline), the 12 quiz icons and the answers file.
 * Entries are Workbox's `{ url, revision }`: hashed names need no revision, the others get a content hash,
 * so a new build re-fetches exactly what changed.
 *
 * Runs under Node 24 directly (type stripping) and under Vitest: erasable TypeScript only.
 */
import { createHash } from 'node:crypto';
import { OFFLINE_QUIZ_PAGES, quizIconPaths } from '../../src/lib/offline/offlinePages.ts';
import { type BuildReader, measurePage } from './measure.ts';

export interface PrecacheEntry {
  url: string;
  /** Null when the URL itself changes with the content. */
  revision: string | null;
}

/** Build output whose file name carries its content hash. */
const HASHED_URL = /^\/_astro\/|\/answers\.[\w-]+\.json$/;

export function contentRevision(source: Buffer | string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

export function precacheManifest(reader: BuildReader, answersUrl: string): PrecacheEntry[] {
  const entries = new Map<string, PrecacheEntry>();
  const add = (url: string, file = url.replace(/^\//, '')) => {
    if (entries.has(url)) return;
    entries.set(url, { url, revision: HASHED_URL.test(url) ? null : contentRevision(reader.read(file)) });
  };
  for (const page of OFFLINE_QUIZ_PAGES) {
    add(page.path, page.file);
    const weight = measurePage(reader, page.file);
    for (const script of [...weight.scriptFiles, ...weight.lazyScriptFiles]) add(script.url);
    for (const url of [...weight.cssFiles, ...weight.fontFiles]) add(url);
  }
  for (const icon of quizIconPaths()) add(icon);
  add(answersUrl);
  return [...entries.values()];
}
