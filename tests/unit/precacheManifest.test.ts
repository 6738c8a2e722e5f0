import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildReader } from '../../scripts/lib/measure.ts';
import { precacheManifest } from '../../scripts/lib/precacheManifest.ts';
import { OFFLINE_QUIZ_PAGES, quizIconPaths } from '../../src/lib/offline/offlinePages.ts';
import { pageDirectiveOverrides, routeKey } from '../../server/headers.ts';

/** A small build: a quiz page, its island chunks (one imported lazily), a font, the icons, a content page. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'quiz/index.html',
    '<html><head><link rel="preload" href="/_astro/font.A1.woff2" as="font" crossorigin>' +
      '<link rel="stylesheet" href="/_astro/quiz.C2.css"><script type="module" src="/_astro/page.D3.js"></script>' +
      '<script>addEventListener("load",function(){})</script></head><body>' +
      '<astro-island component-url="/_astro/Quiz.E4.js" renderer-url="/_astro/client.F5.js" client="load"></astro-island>' +
      '</body></html>',
  );
  // The Spanish quiz page loads the same island and one page script of its own.
  write(
    'es/quiz/index.html',
    '<html lang="es"><head><link rel="stylesheet" href="/_astro/quiz.C2.css"></head><body>' +
      '<astro-island component-url="/_astro/Quiz.E4.js" renderer-url="/_astro/client.F5.js" client="intent"></astro-island>' +
      '<script type="module" src="/_astro/es.K9.js"></script></body></html>',
  );
  write('_astro/es.K9.js', 'export const e=1;');
  write('_astro/quiz.C2.css', 'body{color:red}');
  write('_astro/font.A1.woff2', 'font');
  write('_astro/page.D3.js', 'export const a=1;');
  write('_astro/Quiz.E4.js', 'import{x}from"./shared.G6.js";const qr=()=>import("./qr.H7.js");');
  write('_astro/shared.G6.js', 'export const x=1;');
  write('_astro/qr.H7.js', 'import"./shared.G6.js";export const q=1;');
  write('_astro/client.F5.js', 'export const c=1;');
  write('science/index.html', '<html><script type="module" src="/_astro/science.J8.js"></script></html>');
  write('_astro/science.J8.js', 'export const s=1;');
  for (const icon of quizIconPaths()) write(icon.slice(1), `<svg>${icon}</svg>`);
  write('quiz/answers.abc123.json', '{}');
  return dir;
}

describe('the precache list', () => {
  const dir = fakeBuild();
  const manifest = precacheManifest(new BuildReader(dir), '/quiz/answers.abc123.json');
  const urls = manifest.map((entry) => entry.url);

  it('holds the quiz page and what its HTML loads, the lazy chunks included, read from the build', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        '/quiz/',
        '/_astro/page.D3.js',
        '/_astro/Quiz.E4.js',
        '/_astro/shared.G6.js',
        '/_astro/qr.H7.js',
        '/_astro/client.F5.js',
        '/_astro/quiz.C2.css',
        '/_astro/font.A1.woff2',
      ]),
    );
  });

  it('holds the quiz in both languages, each page with what its HTML loads, each file once', () => {
    expect(urls).toEqual(expect.arrayContaining(['/quiz/', '/es/quiz/', '/_astro/es.K9.js']));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('holds the 12 icons and the answers file', () => {
    expect(quizIconPaths()).toHaveLength(12);
    for (const icon of quizIconPaths()) expect(urls).toContain(icon);
    expect(urls).toContain('/quiz/answers.abc123.json');
  });

  it('leaves the content pages and their scripts out', () => {
    expect(urls).not.toContain('/science/');
    expect(urls).not.toContain('/_astro/science.J8.js');
    expect(urls.filter((url) => url.endsWith('/') && !OFFLINE_QUIZ_PAGES.some((page) => page.path === url))).toEqual(
      [],
    );
  });

  it('lists each URL once; hashed names need no revision, the others carry a content hash', () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const entry of manifest) {
      if (entry.url.startsWith('/_astro/') || entry.url.includes('/answers.')) expect(entry.revision).toBeNull();
      else expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('changes a page’s revision when its HTML changes', () => {
    const before = manifest.find((entry) => entry.url === '/quiz/')!.revision;
    writeFileSync(path.join(dir, 'quiz/index.html'), '<html><body>changed</body></html>');
    const after = precacheManifest(new BuildReader(dir), '/quiz/answers.abc123.json').find(
      (entry) => entry.url === '/quiz/',
    )!.revision;
    expect(after).not.toBe(before);
  });
});

describe('the offline quiz pages', () => {
  it('each allow a worker from this site in their Content-Security-Policy, and only they do besides the COA check and the inventory page', () => {
    const offlineRoutes = OFFLINE_QUIZ_PAGES.map((page) => routeKey(page.path));
    for (const route of offlineRoutes) expect(pageDirectiveOverrides[route]).toContain("worker-src 'self'");
    const withWorkers = Object.keys(pageDirectiveOverrides).filter((route) =>
      pageDirectiveOverrides[route]!.some((directive) => directive.startsWith('worker-src')),
    );
    expect(withWorkers.sort()).toEqual([...offlineRoutes, '/operators/coa-check', '/operators/inventory'].sort());
  });
});
