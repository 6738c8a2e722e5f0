/**
 * The MDN HTTP Observatory's own install script downloads the HSTS preload list (and its CA
 * bundle dependency downloads certificates); both are denied in package.json's allowScripts,
 * because installs here have no internet beyond the npm registry. The scanner only needs the
 * preload file to exist: an empty list means "no host is preloaded", which is true for 127.0.0.1.
 * Tolerant: does nothing when the package is absent (npm ci --omit=dev).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../node_modules/@mdn/mdn-http-observatory/', import.meta.url));
if (existsSync(packageDir)) {
  const confDir = `${packageDir}conf/`;
  mkdirSync(confDir, { recursive: true });
  const preload = `${confDir}hsts-preload.json`;
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}
