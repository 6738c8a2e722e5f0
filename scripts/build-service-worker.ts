/**
 * After `astro build`: writes the quiz's answers file and the service worker, dist/client/sw.js, whose
 * precache list is read from the built pages (scripts/lib/precacheManifest.ts). The worker's source is
 * src/serviceWorker/sw.ts, bundled with Workbox's precaching module by Vite; the list is written into it
 * where it names __PRECACHE_MANIFEST__ (Workbox's injectManifest idea, without workbox-build's install).
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { buildAnswersTable } from '../src/lib/offline/answers.ts';
import { SERVICE_WORKER_URL } from '../src/lib/offline/offlinePages.ts';
import { BuildReader, assertBuilt, defaultClientDir } from './lib/measure.ts';
import { contentRevision, precacheManifest } from './lib/precacheManifest.ts';

const clientDir = defaultClientDir();
assertBuilt(clientDir);

const answers = JSON.stringify(buildAnswersTable());
const answersUrl = `/quiz/answers.${contentRevision(answers).slice(0, 10)}.json`;
writeFileSync(path.join(clientDir, answersUrl), answers);

const manifest = precacheManifest(new BuildReader(clientDir), answersUrl);
const outDir = mkdtempSync(path.join(tmpdir(), 'dyc-sw-'));
try {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(manifest),
      __QUIZ_ANSWERS_URL__: JSON.stringify(answersUrl),
      // Workbox's development logging is left out.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      // A classic script: every browser with service workers runs it, module workers or not.
      lib: {
        entry: path.resolve(import.meta.dirname, '../src/serviceWorker/sw.ts'),
        formats: ['iife'],
        name: 'dycQuizWorker',
        fileName: () => 'sw.js',
      },
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
    },
  });
  copyFileSync(path.join(outDir, 'sw.js'), path.join(clientDir, SERVICE_WORKER_URL));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
console.log(`service worker: ${manifest.length} files precached for offline use, answers in ${answersUrl}`);
