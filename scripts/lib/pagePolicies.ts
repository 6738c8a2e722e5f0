/**
 * Astro's build writes one Content-Security-Policy per page into dist/_headers.json, but each one
 * lists the hashes of every inline script and style of the whole site (24 hashes, 1.5 KB a response).
 * A page needs only the hashes of its own inline blocks: the rest is bytes in every response's
 * headers, in the first round trip a new visitor waits for.
 *
 * Runs under Node 24 directly (type stripping): erasable TypeScript only.
 */
import { createHash } from 'node:crypto';

/** The contents of the inline (not `src`) script and style elements of an HTML document. */
export function inlineBlocks(html: string): string[] {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1]!) && match[2]) blocks.push(match[2]);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) if (match[1]) blocks.push(match[1]);
  return blocks;
}

export function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The policy with only the hashes of blocks this page really has; every other directive unchanged. */
export function narrowPolicy(policy: string, html: string): string {
  const present = new Set(inlineBlocks(html).map(sha256Source));
  return policy.replace(/(?<!\s)\s*'sha256-[A-Za-z0-9+/=]+'/g, (token) => (present.has(token.trim()) ? token : ''));
}
