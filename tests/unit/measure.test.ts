import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BuildReader,
  checkBudgets,
  dynamicImports,
  measurePage,
  pageReferences,
  staticImports,
  type MeasuredRoute,
} from '../../scripts/lib/measure.ts';

describe('staticImports', () => {
  it('finds minified static imports and re-exports, not dynamic imports', () => {
    const source =
      'import{t as e}from"./client.abc.js";import"./side.js";export*from\'./all.js\';' +
      'export{x as y}from`./re.js`;const m=import("./lazy.js");import.meta.url;';
    expect(staticImports(source)).toEqual(['./client.abc.js', './side.js', './all.js', './re.js']);
  });
});

describe('dynamicImports', () => {
  it('finds import() of built chunks only', () => {
    expect(dynamicImports('const c=()=>import(`./pieChart.abc.js`);import{a}from"./x.js";import(e)')).toEqual([
      './pieChart.abc.js',
    ]);
  });
});

describe('pageReferences', () => {
  it('reads scripts, preloads, islands and render-blocking stylesheets, skipping data blocks and print CSS', () => {
    const html = `<html><head>
      <script type="application/ld+json">{"a":1}</script>
      <link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/print.css" media="print">
      <link rel="modulepreload" href="/_astro/pre.js"><script type="module" src="/_astro/entry.js"></script>
      <style>p{color:red}</style></head><body>
      <astro-island uid="1" component-url="/_astro/Tabs.js" renderer-url="/_astro/client.js" client="visible"></astro-island>
      <script type="module">document.body.dataset.ok="1"</script></body></html>`;
    const refs = pageReferences(html);
    expect(refs.scripts).toEqual(['/_astro/entry.js']);
    expect(refs.modulePreloads).toEqual(['/_astro/pre.js']);
    expect(refs.stylesheets).toEqual(['/_astro/a.css']);
    expect(refs.islands).toEqual([
      { componentUrl: '/_astro/Tabs.js', rendererUrl: '/_astro/client.js', client: 'visible' },
    ]);
    expect(refs.inlineScripts).toEqual(['document.body.dataset.ok="1"']);
    expect(refs.inlineStyles).toEqual(['p{color:red}']);
  });
});

describe('measurePage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dyc-measure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, '_astro'));
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  write('_astro/client.js', 'import"./shared.js";var t=Symbol.for(`react.transitional.element`);export{t};');
  write('_astro/shared.js', 'export const s=1;');
  write('_astro/Tabs.js', 'import{s}from"./shared.js";export default s;');
  write('_astro/site.css', 'body{margin:0}');
  write('_astro/Chart.js', 'import"./shared.js";export const draw=()=>import(`./chart-lib.js`);');
  write('_astro/chart-lib.js', 'import"./chart-helpers.js";export const lib=1;');
  write('_astro/chart-helpers.js', 'export const helper=1;');
  const island = (client: string) =>
    `<astro-island component-url="/_astro/Tabs.js" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;
  const page = (body: string) => `<head><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body>`;
  write('visible.html', page(island('visible')));
  write('eager.html', page(island('idle')));
  write('plain.html', page('<p>Text</p>'));
  write('_astro/heading.woff2', 'w'.repeat(20_000));
  write('_astro/big.woff2', 'w'.repeat(40_000));
  write(
    'fonts.html',
    `<head><link rel="preload" href="/_astro/heading.woff2" as="font" type="font/woff2" crossorigin>` +
      `<style>@font-face{src:url(/_astro/heading.woff2) format("woff2")}@font-face{src:url('/_astro/big.woff2')}</style></head>`,
  );
  write(
    'chart.html',
    page(
      '<astro-island component-url="/_astro/Chart.js" renderer-url="/_astro/client.js" client="visible"></astro-island>',
    ),
  );
  // A page whose inline script loads its own script later with import() (the shoppers dashboard, once painted).
  write('_astro/page-script.js', 'import"./chart-helpers.js";export const run=1;');
  write('later.html', page('<script>addEventListener("load",()=>import("/_astro/page-script.js"))</script>'));
  const reader = new BuildReader(dir);

  it('follows imports transitively, counts each file once and tells a visible island from an eager one', () => {
    const visible = measurePage(reader, 'visible.html');
    expect(visible.scriptFiles.map((file) => file.url).sort()).toEqual([
      '/_astro/Tabs.js',
      '/_astro/client.js',
      '/_astro/shared.js',
    ]);
    expect(visible.react).toBe(true);
    expect(visible.eagerReact).toBe(false);
    expect(visible.cssFiles).toEqual(['/_astro/site.css']);
    expect(measurePage(reader, 'eager.html').eagerReact).toBe(true);
  });

  it('counts chunks split off with import() (and what they import) as lazy JavaScript inside the budget', () => {
    const chart = measurePage(reader, 'chart.html');
    expect(chart.lazyScriptFiles.map((file) => file.url).sort()).toEqual([
      '/_astro/chart-helpers.js',
      '/_astro/chart-lib.js',
    ]);
    expect(chart.totalJsGzip).toBe(chart.jsGzip + chart.lazyJsGzip);
    const route: MeasuredRoute = { path: '/c/', file: 'chart.html', status: 200, budget: { jsGzip: chart.jsGzip } };
    expect(checkBudgets(route, chart).find((check) => check.what === 'JS gzip bytes')?.ok).toBe(false);
  });

  it('counts a script an inline script loads later with import() (and what it imports) as lazy JavaScript', () => {
    const later = measurePage(reader, 'later.html');
    expect(later.lazyScriptFiles.map((file) => file.url).sort()).toEqual([
      '/_astro/chart-helpers.js',
      '/_astro/page-script.js',
    ]);
    expect(later.totalJsGzip).toBe(later.jsGzip + later.lazyJsGzip);
    expect(later.eagerJsGzip).toBe(later.inlineJsGzip);
  });

  it('counts each web font a page preloads or names in its styles once, against the font budget', () => {
    const fonts = measurePage(reader, 'fonts.html');
    expect(fonts.fontFiles.sort()).toEqual(['/_astro/big.woff2', '/_astro/heading.woff2']);
    expect(fonts.fontBytes).toBe(60_000);
    const route: MeasuredRoute = { path: '/f/', file: 'fonts.html', status: 200, budget: { jsGzip: 1024 } };
    expect(checkBudgets(route, fonts).find((check) => check.what === 'web font bytes')?.ok).toBe(false);
    expect(measurePage(reader, 'plain.html').fontBytes).toBe(0);
  });

  it('fails a budget that the page exceeds, and passes one it meets', () => {
    const route = (jsGzip: number): MeasuredRoute => ({
      path: '/x/',
      file: 'visible.html',
      status: 200,
      budget: { jsGzip, noReact: true },
    });
    const weight = measurePage(reader, 'visible.html');
    const failed = checkBudgets(route(10), weight).filter((check) => !check.ok);
    expect(failed.map((check) => check.what)).toEqual(['JS gzip bytes', 'loads React']);
    const plain = measurePage(reader, 'plain.html');
    expect(checkBudgets({ ...route(10), file: 'plain.html' }, plain).every((check) => check.ok)).toBe(true);
  });
});
