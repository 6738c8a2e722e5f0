import { createHash } from 'node:crypto';

/** The CSP source for an inline script, `sha256-<base64 digest>` (the algorithm astro.config.ts names). */
export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}
