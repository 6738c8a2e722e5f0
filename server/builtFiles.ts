/**
 * The built site (dist/client: pages, hashed assets, media, icons, PDFs; about 5 MB) read once at
 * start-up into a table of prepared answers, each with its precompressed twins, ETag and headers. A
 * request for a file is then a lookup: no stat, no open, no stream, no header assembly per request.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  cacheControlFor,
  filePolicyFor,
  policyForHtmlFile,
  resourcePolicy,
  securityHeadersFor,
  type PagePolicies,
} from './headers.ts';
import { prepareAnswer, type MemoryAnswer } from './memoryAnswer.ts';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';

/** Content types by extension, with a charset for text. Anything else is sent as bytes. */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

export function contentTypeFor(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface BuiltFiles {
  /** Decoded URL path ("/about/", "/about/index.html", "/favicon.svg") to its answer. */
  answers: ReadonlyMap<string, MemoryAnswer>;
  /** Folders with an index page, without their slash ("/about"): they redirect to "/about/". */
  folders: ReadonlySet<string>;
}

function* walk(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    // Dot files and folders are never served (as `dotfiles: 'ignore'` did before).
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** A brotli or gzip twin written by scripts/precompress.mjs next to its original. */
function isTwin(file: string): boolean {
  return /\.(?:br|gz)$/.test(file) && existsSync(file.slice(0, -3));
}

function readTwin(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * `templates`: built pages that are not pages of their own, read by a route that fills them (the store page's
 * shells, server/stores/storePages.ts): left out, so their address is a miss like any other.
 */
export function readBuiltFiles(
  clientDir: string,
  pagePolicies: PagePolicies,
  templates: ReadonlySet<string> = new Set(),
): BuiltFiles {
  const answers = new Map<string, MemoryAnswer>();
  const folders = new Set<string>();
  for (const file of walk(clientDir)) {
    if (isTwin(file)) continue;
    const relative = path.relative(clientDir, file).split(path.sep).join('/');
    // The 404 page is the answer to a miss, with status 404 and never stored: not a page of its own.
    if (relative === '404.html' || templates.has(relative)) continue;
    const urlPath = `/${relative}`;
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(file),
      'Cache-Control': cacheControlFor(urlPath),
      Vary: 'Accept-Encoding',
    };
    // A page's own policy, or the service worker's (server/headers.ts).
    const policy = filePolicyFor(pagePolicies, relative);
    if (policy) headers['Content-Security-Policy'] = policy;
    const answer = prepareAnswer({
      body: readFileSync(file),
      headers,
      encoded: { br: readTwin(`${file}.br`), gzip: readTwin(`${file}.gz`) },
      lastModified: statSync(file).mtime,
      ranges: true,
      securityHeaders: securityHeadersFor(urlPath),
    });
    answers.set(urlPath, answer);
    if (urlPath.endsWith('/index.html')) {
      const folder = urlPath.slice(0, -'index.html'.length);
      answers.set(folder, answer);
      if (folder !== '/') folders.add(folder.slice(0, -1));
    }
  }
  return { answers, folders };
}

export type FileLookup = { answer: MemoryAnswer } | { redirectTo: string } | null;

/**
 * The answer for a request path (already checked by isCanonicalPath, so its percent-encoding is
 * valid): the file, a redirect from a folder to its slash form (the query kept), or nothing.
 */
export function lookupBuiltFile(files: BuiltFiles, pathname: string, search: string): FileLookup {
  let answer = files.answers.get(pathname);
  let key = pathname;
  if (!answer && pathname.includes('%')) {
    key = decodeURIComponent(pathname);
    answer = files.answers.get(key);
  }
  if (answer) return { answer };
  if (files.folders.has(key)) return { redirectTo: `${pathname}/${search}` };
  return null;
}

/**
 * A built 404 page and its precompressed twins, read once: every miss answers from memory. Astro writes the
 * English one as 404.html and the Spanish one, a page like any other under /es/, as es/404/index.html.
 */
const NOT_FOUND_FILES: Readonly<Record<Locale, string>> = { en: '404.html', es: 'es/404/index.html' };

export interface NotFoundPage {
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** The page's own Content-Security-Policy. */
  policy: string;
}

/** Each language's 404 page with its policy. */
export function readNotFoundPages(clientDir: string, policies: PagePolicies): Record<Locale, NotFoundPage> {
  const page = (locale: Locale): NotFoundPage => {
    const file = NOT_FOUND_FILES[locale];
    const read = (suffix: string) => readFileSync(path.join(clientDir, `${file}${suffix}`));
    return {
      body: { identity: read(''), br: read('.br'), gzip: read('.gz') },
      policy: policyForHtmlFile(policies, file) ?? resourcePolicy,
    };
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<Locale, NotFoundPage>;
}
