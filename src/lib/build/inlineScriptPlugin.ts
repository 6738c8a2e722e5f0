/**
 * `import source from './entry.ts?inline-script'` gives the module bundled with its imports into one small
 * classic script, as a string, for a page to inline (`<script is:inline set:html={source} />`, its hash added
 * to the page's Content-Security-Policy).
 *
 * Why: a page script that Astro bundles is a separate file whenever it shares a module with another script
 * (here the one reduced-motion helper), and every file the first view requests is at least one more round trip
 * on a slow phone. A few hundred bytes inline cost less than that round trip. Use it only for small scripts
 * that must run with the page; islands load on intent instead.
 */
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

/**
 * `import('/path/x.js')`: a script the site serves, which the browser loads when the inline script asks for it
 * (the shoppers dashboard's, once its page is painted). Left as it is written, so the byte budget follows it.
 */
const siteScriptsLoadedLater: EsbuildPlugin = {
  name: 'dyc:site-scripts-loaded-later',
  setup(build) {
    build.onResolve({ filter: /^\/[\w-]/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

export function inlineScriptPlugin(): Plugin {
  return {
    name: 'dyc:inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const entry = id.slice(0, -QUERY.length);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        platform: 'browser',
        metafile: true,
        legalComments: 'none',
        plugins: [siteScriptsLoadedLater],
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      const source = result.outputFiles[0]!.text.trim();
      return `export default ${JSON.stringify(source)};`;
    },
  };
}
