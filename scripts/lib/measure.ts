/**
 * What each page costs, read from the build: the JavaScript a route loads (gzip), its HTML and its
 * render-blocking CSS (brotli), the JavaScript that loads before any interaction, and whether the React
 * runtime loads before a deferred island (`client:intent`, `client:visible`) is wanted. One module, used by `npm run bench` and by the budget tests, so the two
 * can never measure differently. Pure file reads of `dist/client`: no server, no browser.
 *
 * Runs under Node 24 directly (type stripping) and under Playwright's loader: erasable TypeScript only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KB = 1024;

export interface Budget {
  /** Ceiling for all JavaScript the page can load, split-off `import()` chunks included (gzip bytes). */
  jsGzip: number;
  /** The React runtime must not load at all. */
  noReact?: boolean;
  /** The React runtime may load only for deferred islands (never from the head or eager islands). */
  noEagerReact?: boolean;
  /** Ceiling for the JavaScript that loads before any interaction and before deferred islands (gzip bytes). */
  eagerJsGzip?: number;
}

/**
 * Directives whose island loads only once the reader comes near it or reaches for it; everything else
 * (`load`, `idle`, `only`, `media`) loads with the page.
 */
export const DEFERRED_DIRECTIVES: ReadonlySet<string> = new Set(['intent', 'visible']);

export interface MeasuredRoute {
  /** URL path, as a visitor types it. */
  path: string;
  /** The built HTML file, relative to dist/client. */
  file: string;
  /** The status the server answers with. */
  status: number;
  /** Kept out of search engines on purpose (a page made to be framed elsewhere): Lighthouse's SEO score is not a target. */
  noindex?: true;
  /** Loaded as a store's manager opens it: by its private link, with counts to draw (scripts/bench/storeDashboard.ts). */
  opensByStoreLink?: true;
  budget: Budget;
}

/**
 * The quiz page's JavaScript ceiling: the React runtime and the quiz island (its route below says what is in it).
 * 91 KB since the island keeps the answers beside its stored result, so a share link holds them as chosen.
 */
const QUIZ_JS_BUDGET = 91 * KB;
/**
 * The quiz framed on a store's site (src/lib/embed/): the quiz page's island and budget, without the site's shell,
 * and 2 KB more for what the frame alone does: its size messages and note, the host page's events and the store's
 * count events (src/lib/embed/countEvents.ts).
 */
const EMBED_QUIZ_JS_BUDGET = QUIZ_JS_BUDGET + 2 * KB;

/**
 * Every route the site serves, in one place: the bench measures these and the budget tests hold them
 * to their ceilings. A new page is added here (the budget test fails until it is).
 */
export const measuredRoutes: readonly MeasuredRoute[] = [
  { path: '/', file: 'index.html', status: 200, budget: { jsGzip: 80 * KB, eagerJsGzip: 6 * KB } },
  // The quiz's React client waits for the first view's largest paint (client:intent): never eager.
  // The React runtime (about 69 KB) and the quiz island (about 10 KB, with the counter card's 2 KB QR encoder), all
  // after the first view (client:intent); the room above 80 KB is for the Spanish words, and 2.2 KB for what the
  // island reads on a store's own page (src/lib/stores/storePage.ts, countSources.ts: its shop link and scan source).
  { path: '/quiz/', file: 'quiz/index.html', status: 200, budget: { jsGzip: QUIZ_JS_BUDGET, noEagerReact: true } },
  {
    path: '/es/quiz/',
    file: 'es/quiz/index.html',
    status: 200,
    budget: { jsGzip: QUIZ_JS_BUDGET, noEagerReact: true },
  },
  { path: '/science/', file: 'science/index.html', status: 200, budget: { jsGzip: 3 * KB, noReact: true } },
  { path: '/about/', file: 'about/index.html', status: 200, budget: { jsGzip: 3 * KB, noReact: true } },
  {
    path: '/advocacy/',
    file: 'advocacy/index.html',
    status: 200,
    // Astro's island loader (1.8 KB), client:intent (0.7 KB, with its fallbacks for a page that reports no
    // largest paint and for an island script that never arrives), the menu, the Subscribe age check, the share
    // code (which copies the link and says so where there is no share sheet, and shows it to copy where the
    // clipboard refuses) and the brand-font loader (0.23 KB, on every page): 3.41 KB. A byte more needs a byte less
    // elsewhere.
    budget: { jsGzip: 80 * KB, noEagerReact: true, eagerJsGzip: 3.45 * KB },
  },
  // The React runtime (about 66 KB) and the inventory island with its SVG pie (79.4 KB in all).
  { path: '/operators/', file: 'operators/index.html', status: 200, budget: { jsGzip: 82 * KB } },
  // The React runtime and the island's form and answer (about 80 KB). The reader itself runs in workers, fetched by
  // URL and never counted here: its text worker (about 24 KB gzip) at the first check, and for a PDF the worker that
  // carries pdf.js (about 520 KB gzip, or 560 KB for its legacy build), off the main thread, so it never delays the
  // page.
  {
    path: '/operators/coa-check/',
    file: 'operators/coa-check/index.html',
    status: 200,
    budget: { jsGzip: 100 * KB, noEagerReact: true },
  },
  // The React runtime (about 66 KB), the report island (about 15 KB: the column table, the report, its words and
  // its warnings) and the SVG pie (about 3 KB): 85.3 KB. The reader (papaparse, read-excel-file, fflate) runs in a
  // worker fetched by URL when a file is chosen: not page JavaScript, held to its own ceiling in
  // tests/e2e/inventory.spec.ts.
  {
    path: '/operators/inventory/',
    file: 'operators/inventory/index.html',
    status: 200,
    budget: { jsGzip: 88 * KB, noEagerReact: true },
  },
  // The shop-floor kit: previews and downloads, no island. The store kit's form (about 2.7 KB, with the kit's file
  // list and the store page's address it shares with the quiz) beside the menu and the brand-font loader: 6.3 KB
  // before any interaction. Its PDF builder (pdfkit with its font engine, about 225 KB gzip) is split off with
  // `import()` and loaded only when a store asks for a file, so the ceiling counts it but the first view does not.
  {
    path: '/operators/kit/',
    file: 'operators/kit/index.html',
    status: 200,
    budget: { jsGzip: 240 * KB, noReact: true, eagerJsGzip: 6.5 * KB },
  },
  // The Spanish pages are held to their English twins' budgets.
  { path: '/es/', file: 'es/index.html', status: 200, budget: { jsGzip: 80 * KB, eagerJsGzip: 6 * KB } },
  { path: '/es/science/', file: 'es/science/index.html', status: 200, budget: { jsGzip: 3 * KB, noReact: true } },
  // The snippet builder (inline, about 2.3 KB with the shop address check, joining to count and a new dashboard link)
  // beside the menu and the brand-font loader; the preview then loads embed.js (2 KB) and the embedded quiz in its own
  // frame, which has its own budget below.
  {
    path: '/operators/embed/',
    file: 'operators/embed/index.html',
    status: 200,
    budget: { jsGzip: 5.5 * KB, noReact: true },
  },
  // A store's dashboard, opened by its private link: the menu, the brand-font loader and the link's mark (1.4 KB
  // inline), then, once the first view is painted, its own script that draws the figures, its line and the operators
  // pie as SVG (/operators/shoppers/dashboard.js, 9.4 KB): 10.8 KB. No React: its runtime, evaluated as the page
  // loaded to draw the figures, was the page's longest task (TBT 91 ms). Kept out of search engines.
  {
    path: '/operators/shoppers/',
    file: 'operators/shoppers/index.html',
    status: 200,
    noindex: true,
    opensByStoreLink: true,
    budget: { jsGzip: 11 * KB, noReact: true, eagerJsGzip: 1.5 * KB },
  },
  // The privacy policy, from the same Markdown as its PDFs: no island.
  { path: '/privacy/', file: 'privacy/index.html', status: 200, budget: { jsGzip: 3 * KB, noReact: true } },
  { path: '/es/privacy/', file: 'es/privacy/index.html', status: 200, budget: { jsGzip: 3 * KB, noReact: true } },
  // The quiz framed on a store's site: EMBED_QUIZ_JS_BUDGET, above.
  {
    path: '/embed/quiz/',
    file: 'embed/quiz/index.html',
    status: 200,
    noindex: true,
    budget: { jsGzip: EMBED_QUIZ_JS_BUDGET, noEagerReact: true },
  },
  {
    path: '/es/embed/quiz/',
    file: 'es/embed/quiz/index.html',
    status: 200,
    noindex: true,
    budget: { jsGzip: EMBED_QUIZ_JS_BUDGET, noEagerReact: true },
  },
  { path: '/this-page-does-not-exist/', file: '404.html', status: 404, budget: { jsGzip: 3 * KB, noReact: true } },
];

/**
 * The quiz's loader for other sites (src/embed/loader.ts, served as /embed.js): every host page that shows the
 * quiz loads it, so it stays small and has no dependencies.
 */
export const EMBED_SCRIPT = { file: 'embed.js', gzipBudget: 2 * KB } as const;

/** Every built page's HTML, brotli. */
export const HTML_BROTLI_BUDGET = 30 * KB;
/** Every built page's render-blocking stylesheets together, brotli. */
export const CSS_BROTLI_BUDGET = 10 * KB;
/** Every web font a page can fetch (its preloads and the url()s of its styles), bytes as served (woff2). */
export const FONT_BUDGET = 32 * KB;

export function gzipBytes(source: Buffer | string): number {
  return gzipSync(source, { level: 9 }).length;
}

export function brotliBytes(source: Buffer | string): number {
  const buffer = typeof source === 'string' ? Buffer.from(source) : source;
  return brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  }).length;
}

/** A `name="value"` attribute of one tag's source, entity-decoded enough for URLs. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value?.replace(/&amp;/g, '&');
}

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
}

export interface IslandRef {
  componentUrl?: string;
  rendererUrl?: string;
  /** The hydration directive: load, idle, visible, media, only. */
  client?: string;
}

/** What one built page asks the browser to fetch and run, read from its HTML. */
export interface PageReferences {
  /** External `<script src>` (module or classic), in document order. */
  scripts: string[];
  /** `<link rel="modulepreload">`. */
  modulePreloads: string[];
  islands: IslandRef[];
  /** Inline JavaScript (not JSON-LD or other data blocks). */
  inlineScripts: string[];
  /** Render-blocking `<link rel="stylesheet">` (no print/none media, not disabled). */
  stylesheets: string[];
  /** Inline `<style>` blocks, counted inside the HTML bytes. */
  inlineStyles: string[];
  /** `<link rel="preload" as="font">`. */
  fontPreloads: string[];
}

const dataScriptTypes = /^(?:application\/(?:ld\+)?json|importmap|speculationrules|text\/(?:template|plain))$/i;

export function pageReferences(html: string): PageReferences {
  const scripts: string[] = [];
  const inlineScripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${match[1]}>`;
    const type = attribute(tag, 'type') ?? '';
    if (dataScriptTypes.test(type.trim())) continue;
    const src = attribute(tag, 'src');
    if (src) scripts.push(src);
    else if (match[2]!.trim()) inlineScripts.push(match[2]!);
  }
  const links = tags(html, 'link');
  const relIs = (tag: string, rel: string) => (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes(rel);
  const modulePreloads = links.filter((tag) => relIs(tag, 'modulepreload')).map((tag) => attribute(tag, 'href')!);
  const stylesheets = links
    .filter((tag) => relIs(tag, 'stylesheet') && !/\sdisabled\b/i.test(tag))
    .filter((tag) => !/^(?:print|none)$/i.test((attribute(tag, 'media') ?? '').trim()))
    .map((tag) => attribute(tag, 'href')!);
  const islands = tags(html, 'astro-island').map((tag) => ({
    componentUrl: attribute(tag, 'component-url'),
    rendererUrl: attribute(tag, 'renderer-url'),
    client: attribute(tag, 'client'),
  }));
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
  const fontPreloads = links
    .filter((tag) => relIs(tag, 'preload') && (attribute(tag, 'as') ?? '').toLowerCase() === 'font')
    .map((tag) => attribute(tag, 'href')!);
  return { scripts, modulePreloads, islands, inlineScripts, stylesheets, inlineStyles, fontPreloads };
}

/**
 * Static imports and re-exports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`,
 * `export*from"./x.js"`). Dynamic `import()` is left out: it loads only when the code asks.
 */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[^"'`();]{0,4000}?\bfrom\s*)?(["'`])([^"'`\s]+?\.m?js)\1/g;
  for (const match of source.matchAll(pattern)) found.push(match[2]!);
  return found;
}

/** Dynamic `import("./x.js")` of a built chunk: code split off to load later (the kit's PDF builder). */
export function dynamicImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?<![\w$.])import\(\s*(["'`])([^"'`\s]+?\.m?js)\1\s*\)/g)) found.push(match[2]!);
  return found;
}

/** The font files a stylesheet names in `url()` (woff2, woff, ttf, otf). */
export function fontUrls(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/url\(\s*(["']?)([^"')\s]+?\.(?:woff2?|ttf|otf))(?:[?#][^"')\s]*)?\1\s*\)/gi))
    found.push(match[2]!);
  return found;
}

/** A URL of the page ("/_astro/x.js", "./y.js" inside /_astro/x.js) to a file under the client folder. */
function resolveUrl(specifier: string, fromUrl: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(specifier) || specifier.startsWith('//')) return undefined;
  return new URL(specifier, `http://site${fromUrl}`).pathname;
}

const reactMarker = /react\.transitional\.element|react\.dev\/errors/;

export interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
  react: boolean;
}

/** Build output reader with a per-file cache: the same chunk is compressed once for all pages. */
export class BuildReader {
  readonly clientDir: string;
  private readonly files = new Map<string, ScriptFile & { imports: string[]; lazyImports: string[] }>();

  constructor(clientDir: string) {
    this.clientDir = clientDir;
  }

  read(relative: string): Buffer {
    return readFileSync(path.join(this.clientDir, relative));
  }

  private script(url: string): ScriptFile & { imports: string[]; lazyImports: string[] } {
    let file = this.files.get(url);
    if (!file) {
      const source = this.read(url.replace(/^\//, ''));
      const text = source.toString('utf8');
      const imports = staticImports(text)
        .map((specifier) => resolveUrl(specifier, url))
        .filter((resolved): resolved is string => Boolean(resolved));
      const lazyImports = dynamicImports(text)
        .map((specifier) => resolveUrl(specifier, url))
        .filter((resolved): resolved is string => Boolean(resolved));
      file = { url, raw: source.length, gzip: gzipBytes(source), react: reactMarker.test(text), imports, lazyImports };
      this.files.set(url, file);
    }
    return file;
  }

  /** The given entry scripts and everything they import statically, each file once. */
  closure(entries: Iterable<string>): ScriptFile[] {
    const seen = new Map<string, ScriptFile>();
    const queue = [...entries];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      const { imports, lazyImports: _lazy, ...file } = this.script(url);
      seen.set(url, file);
      queue.push(...imports);
    }
    return [...seen.values()];
  }

  /**
   * Chunks the given files load later with `import()` (and `entries`, what the page's inline scripts load so), and
   * their static imports, minus the given files.
   */
  lazyClosure(files: ScriptFile[], entries: readonly string[] = []): ScriptFile[] {
    const loaded = new Set(files.map((file) => file.url));
    const lazyEntries = new Set<string>(entries);
    // The entries themselves first: a page may have no script file of its own to start from.
    let frontier = files.map((file) => file.url);
    const lazy = new Map<string, ScriptFile>();
    for (const file of this.closure(entries).filter((entry) => !loaded.has(entry.url))) lazy.set(file.url, file);
    frontier.push(...lazy.keys());
    while (frontier.length > 0) {
      for (const url of frontier) for (const entry of this.script(url).lazyImports) lazyEntries.add(entry);
      const added = this.closure([...lazyEntries]).filter((file) => !loaded.has(file.url) && !lazy.has(file.url));
      for (const file of added) lazy.set(file.url, file);
      frontier = added.map((file) => file.url);
    }
    return [...lazy.values()];
  }
}

export interface PageWeight {
  file: string;
  /** Every JS file the page can load without `import()`, deferred islands' chunks included. */
  scriptFiles: ScriptFile[];
  /** Gzip of external JS files plus the inline scripts (compressed together, as served). */
  jsGzip: number;
  /** What loads before any interaction: inline scripts, head scripts and eager islands (gzip). */
  eagerJsGzip: number;
  /** Chunks split off with `import()` that the page's code can load later (the kit's PDF builder). */
  lazyScriptFiles: ScriptFile[];
  lazyJsGzip: number;
  /** Everything the page can load: jsGzip + lazyJsGzip. The JS budget applies to this. */
  totalJsGzip: number;
  jsRaw: number;
  inlineJsGzip: number;
  /** Any file of the React runtime (react-dom client) is among the page's scripts. */
  react: boolean;
  /** React loads from the head, a modulepreload or an island that hydrates before it is near the viewport. */
  eagerReact: boolean;
  htmlRaw: number;
  htmlBrotli: number;
  cssFiles: string[];
  /**
   * Render-blocking CSS, brotli: linked stylesheets (each compressed on its own, as served) plus the
   * page's inline <style> blocks (the build inlines stylesheets; they block rendering all the same).
   */
  cssBrotli: number;
  inlineStyleRaw: number;
  /** Font files the page can fetch, each once, and their bytes as served (woff2 is compressed already). */
  fontFiles: string[];
  fontBytes: number;
  islands: IslandRef[];
}

function resolvedAll(urls: (string | undefined)[], pageUrl: string): string[] {
  return urls
    .filter((url): url is string => Boolean(url))
    .map((url) => resolveUrl(url, pageUrl))
    .filter((url): url is string => Boolean(url));
}

export function measurePage(reader: BuildReader, file: string): PageWeight {
  const htmlSource = reader.read(file);
  const html = htmlSource.toString('utf8');
  const refs = pageReferences(html);
  const pageUrl = `/${file}`;
  const inlineImports = refs.inlineScripts.flatMap((source) => staticImports(source));
  const eagerIslands = refs.islands.filter((island) => !DEFERRED_DIRECTIVES.has(island.client ?? ''));
  const eagerEntries = resolvedAll(
    [
      ...refs.scripts,
      ...refs.modulePreloads,
      ...inlineImports,
      ...eagerIslands.flatMap((island) => [island.componentUrl, island.rendererUrl]),
    ],
    pageUrl,
  );
  const allEntries = [
    ...eagerEntries,
    ...resolvedAll(
      refs.islands.flatMap((island) => [island.componentUrl, island.rendererUrl]),
      pageUrl,
    ),
  ];
  const scriptFiles = reader.closure(allEntries);
  const inlineLazyEntries = resolvedAll(
    refs.inlineScripts.flatMap((source) => dynamicImports(source)),
    pageUrl,
  );
  const lazyScriptFiles = reader.lazyClosure(scriptFiles, inlineLazyEntries);
  const lazyJsGzip = lazyScriptFiles.reduce((sum, script) => sum + script.gzip, 0);
  const eagerFiles = reader.closure(eagerEntries);
  // Inline scripts travel in one compressed document, so they are compressed together.
  const inlineJsGzip = refs.inlineScripts.length > 0 ? gzipBytes(refs.inlineScripts.join('\n')) : 0;
  const cssFiles = resolvedAll(refs.stylesheets, pageUrl);
  const jsGzip = scriptFiles.reduce((sum, script) => sum + script.gzip, 0) + inlineJsGzip;
  const styleSources = [
    ...cssFiles.map((url) => ({ css: reader.read(url.replace(/^\//, '')).toString('utf8'), from: url })),
    ...refs.inlineStyles.map((css) => ({ css, from: pageUrl })),
  ];
  const fontFiles = [
    ...new Set([
      ...resolvedAll(refs.fontPreloads, pageUrl),
      ...styleSources.flatMap(({ css, from }) => resolvedAll(fontUrls(css), from)),
    ]),
  ];
  return {
    file,
    scriptFiles,
    jsGzip,
    eagerJsGzip: eagerFiles.reduce((sum, script) => sum + script.gzip, 0) + inlineJsGzip,
    lazyScriptFiles,
    lazyJsGzip,
    totalJsGzip: jsGzip + lazyJsGzip,
    jsRaw:
      scriptFiles.reduce((sum, script) => sum + script.raw, 0) +
      refs.inlineScripts.reduce((sum, source) => sum + Buffer.byteLength(source), 0),
    inlineJsGzip,
    react: [...scriptFiles, ...lazyScriptFiles].some((script) => script.react),
    eagerReact: eagerFiles.some((script) => script.react),
    htmlRaw: htmlSource.length,
    htmlBrotli: brotliBytes(htmlSource),
    cssFiles,
    cssBrotli:
      cssFiles.reduce((sum, url) => sum + brotliBytes(reader.read(url.replace(/^\//, ''))), 0) +
      (refs.inlineStyles.length > 0 ? brotliBytes(Buffer.from(refs.inlineStyles.join('\n'))) : 0),
    inlineStyleRaw: refs.inlineStyles.reduce((sum, source) => sum + Buffer.byteLength(source), 0),
    fontFiles,
    fontBytes: fontFiles.reduce((sum, url) => sum + reader.read(url.replace(/^\//, '')).length, 0),
    islands: refs.islands,
  };
}

/** Every built HTML file under the client folder, relative paths, sorted. */
export function builtHtmlFiles(clientDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push(path.relative(clientDir, full).split(path.sep).join('/'));
    }
  };
  walk(clientDir);
  return found.sort();
}

export interface BudgetCheck {
  route: string;
  what: string;
  actual: number | boolean;
  limit: number | boolean;
  ok: boolean;
}

/** Every budget of one route, as pass/fail lines (shared by the tests and the bench's verdicts). */
export function checkBudgets(route: MeasuredRoute, weight: PageWeight): BudgetCheck[] {
  const checks: BudgetCheck[] = [
    {
      route: route.path,
      what: 'JS gzip bytes',
      actual: weight.totalJsGzip,
      limit: route.budget.jsGzip,
      ok: weight.totalJsGzip <= route.budget.jsGzip,
    },
    {
      route: route.path,
      what: 'HTML brotli bytes',
      actual: weight.htmlBrotli,
      limit: HTML_BROTLI_BUDGET,
      ok: weight.htmlBrotli <= HTML_BROTLI_BUDGET,
    },
    {
      route: route.path,
      what: 'render-blocking CSS brotli bytes',
      actual: weight.cssBrotli,
      limit: CSS_BROTLI_BUDGET,
      ok: weight.cssBrotli <= CSS_BROTLI_BUDGET,
    },
    {
      route: route.path,
      what: 'web font bytes',
      actual: weight.fontBytes,
      limit: FONT_BUDGET,
      ok: weight.fontBytes <= FONT_BUDGET,
    },
  ];
  if (route.budget.noReact) {
    checks.push({ route: route.path, what: 'loads React', actual: weight.react, limit: false, ok: !weight.react });
  }
  if (route.budget.eagerJsGzip !== undefined) {
    checks.push({
      route: route.path,
      what: 'JS gzip bytes before any interaction',
      actual: weight.eagerJsGzip,
      limit: route.budget.eagerJsGzip,
      ok: weight.eagerJsGzip <= route.budget.eagerJsGzip,
    });
  }
  if (route.budget.noEagerReact) {
    checks.push({
      route: route.path,
      what: 'loads React before a deferred island is wanted',
      actual: weight.eagerReact,
      limit: false,
      ok: !weight.eagerReact,
    });
  }
  return checks;
}

export function defaultClientDir(): string {
  return path.resolve(import.meta.dirname, '../../dist/client');
}

export function assertBuilt(clientDir: string): void {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No build in ${clientDir}: run \`npm run build\` first.`);
  }
}
