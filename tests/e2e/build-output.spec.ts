import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Checks the built HTML, not the browser: the content pages must stay zero-React and light.
 * Runs in the e2e stage because `npm test` builds after the unit tests.
 */
const client = resolve('dist/client');
const JS_BUDGET_GZIP_BYTES = 3 * 1024;

function readPage(route: string): string {
  const file = join(client, route, 'index.html');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` before the e2e tests.`);
  }
  return readFileSync(file, 'utf8');
}

/** Every piece of JavaScript a page loads: inline module scripts, script files and what they import. */
function pageJavaScript(html: string): { source: string; name: string }[] {
  const pieces: { source: string; name: string }[] = [];
  const seen = new Set<string>();

  const addFile = (url: string) => {
    if (!url.startsWith('/') || seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(join(client, url), 'utf8');
    pieces.push({ source, name: url });
    for (const match of source.matchAll(/(?:import|from)\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) {
      const target = match[1];
      if (target) addFile(target.startsWith('/') ? target : join(dirname(url), target));
    }
  };

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) addFile(src);
    else if (body.trim()) pieces.push({ source: body, name: 'inline script' });
  }
  for (const match of html.matchAll(/<link\s[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1]) addFile(match[1]);
  }
  for (const match of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) {
    if (match[1]) addFile(match[1]);
  }
  return pieces;
}

for (const route of ['science', 'about']) {
  test(`/${route}/ ships no React runtime and at most 3 KB of gzipped JavaScript`, () => {
    const html = readPage(route);
    expect(html, 'no island on the page').not.toContain('<astro-island');
    const scripts = pageJavaScript(html);
    for (const script of scripts) {
      expect(script.source, `${script.name} must not contain React`).not.toMatch(
        /react\.(element|transitional\.element)|__CLIENT_INTERNALS|react-dom/,
      );
    }
    const gzipBytes = scripts.reduce((total, script) => total + gzipSync(script.source, { level: 9 }).length, 0);
    test.info().annotations.push({ type: 'gzipped JavaScript', description: `${gzipBytes} bytes on /${route}/` });
    expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
  });
}

test('the React check would notice React: /advocacy/ has its tabs island', () => {
  const scripts = pageJavaScript(readPage('advocacy'));
  expect(scripts.some((script) => /react\.(?:element|transitional\.element)|react-dom/.test(script.source))).toBe(true);
});

/** Every built page, by its path under dist/client. */
function builtPages(directory = client): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('no word runs into a link or an emphasis: a line break in the source before one still leaves its space', () => {
  // "Find Your Color,on your site": the compiler drops a line break between a word and the element after it.
  const glued = /[\p{L}\p{N},;:]<(?:a|strong|em|code|abbr)[\s>]|<\/(?:a|strong|em|code|abbr)>[\p{L}\p{N}]/gu;
  const found = builtPages().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(glued)].map(
      (match) => `${file.slice(client.length)}: ${match.input.slice(Math.max(0, match.index - 30), match.index + 20)}`,
    ),
  );
  expect(found).toEqual([]);
});
