import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTypeFor, lookupBuiltFile, readBuiltFiles } from '../../server/builtFiles.ts';
import { cacheRules, parsePagePolicies, resourcePolicy } from '../../server/headers.ts';

/** A small dist/client: pages with twins, a hashed asset, a media file, a dot file and a file with a space. */
const clientDir = mkdtempSync(path.join(tmpdir(), 'dyc-built-files-'));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), content);
};
const aboutHtml = '<!doctype html><title>About</title>'.repeat(40);
write('index.html', '<!doctype html><title>Home</title>');
write('about/index.html', aboutHtml);
write('about/index.html.br', 'br');
write('about/index.html.gz', 'gz');
write('_astro/app.abc123.js', 'console.log(1)');
write('favicon.svg', '<svg/>');
write('media/video/clip.webm', 'webm');
write('.well-known/secret', 'hidden');
write('legal/terms of service.pdf', '%PDF');
write('embed/quiz/index.html', '<!doctype html><title>Quiz</title>');
write('embed.js', '(()=>{})()');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const policies = parsePagePolicies(
  JSON.stringify([
    { pathname: '/', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self'" }] },
    { pathname: '/about', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }] },
    { pathname: '/embed/quiz', headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }] },
  ]),
);
const files = readBuiltFiles(clientDir, policies);
const headersOf = (urlPath: string) => {
  const found = lookupBuiltFile(files, urlPath, '');
  if (!found || !('answer' in found)) throw new Error(`no file for ${urlPath}`);
  const list = found.answer.identity.headers;
  return Object.fromEntries(
    Array.from({ length: list.length / 2 }, (_, index) => [list[index * 2], list[index * 2 + 1]]),
  );
};

describe('the built files table', () => {
  it('serves a folder page at its slash form and its index.html, with the page policy and revalidation', () => {
    for (const urlPath of ['/about/', '/about/index.html']) {
      const headers = headersOf(urlPath);
      expect(headers['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
      expect(headers['Cache-Control']).toBe(cacheRules.page);
      expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    }
    expect(headersOf('/')['Content-Security-Policy']).toContain("script-src 'self'");
  });

  it('redirects a folder without its slash, keeping the query, and finds nothing for a folder without a page', () => {
    expect(lookupBuiltFile(files, '/about', '?x=1')).toEqual({ redirectTo: '/about/?x=1' });
    expect(lookupBuiltFile(files, '/media', '')).toBeNull();
    expect(lookupBuiltFile(files, '/media/video/', '')).toBeNull();
  });

  it('keeps the precompressed twins as encodings of their file, never as files of their own', () => {
    const found = lookupBuiltFile(files, '/about/', '');
    expect(found && 'answer' in found && found.answer.br?.body.toString()).toBe('br');
    expect(found && 'answer' in found && found.answer.gzip?.body.toString()).toBe('gz');
    expect(lookupBuiltFile(files, '/about/index.html.br', '')).toBeNull();
  });

  it('caches hashed assets for a year and other files for a day, under the resource policy', () => {
    expect(headersOf('/_astro/app.abc123.js')['Cache-Control']).toBe(cacheRules.hashed);
    expect(headersOf('/favicon.svg')['Cache-Control']).toBe(cacheRules.file);
    expect(headersOf('/favicon.svg')['Content-Security-Policy']).toBe(resourcePolicy);
    expect(headersOf('/favicon.svg')['Vary']).toBe('Accept-Encoding');
    expect(headersOf('/media/video/clip.webm')['Accept-Ranges']).toBe('bytes');
  });

  it('lets the embed page alone be framed, and other sites load the embed script', () => {
    const embedPage = headersOf('/embed/quiz/');
    expect(embedPage['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors *");
    expect(embedPage['X-Frame-Options']).toBeUndefined();
    expect(headersOf('/about/')['X-Frame-Options']).toBe('DENY');
    const script = headersOf('/embed.js');
    expect(script['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(script['Cache-Control']).toBe(cacheRules.embedScript);
    expect(script['ETag']).toMatch(/^"/);
    expect(script['X-Frame-Options']).toBe('DENY');
  });

  it('never serves dot files, and finds a percent-encoded name', () => {
    expect(lookupBuiltFile(files, '/.well-known/secret', '')).toBeNull();
    expect(lookupBuiltFile(files, '/legal/terms%20of%20service.pdf', '')).not.toBeNull();
  });

  it('names the content type of each kind of built file', () => {
    expect(contentTypeFor('a.js')).toBe('application/javascript; charset=utf-8');
    expect(contentTypeFor('a.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.mp4')).toBe('video/mp4');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });
});
