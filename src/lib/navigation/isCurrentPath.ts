/** Normalises a path so "/about", "/about/" and "/about/index.html" compare equal. */
export function normalizePath(path: string): string {
  const withoutIndex = path.replace(/\/index\.html$/, '/');
  const withSlash = withoutIndex.endsWith('/') ? withoutIndex : `${withoutIndex}/`;
  return withSlash.replace(/\/{2,}/g, '/');
}

/** True when a nav link points at the page being shown (or at a section the page belongs to). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  const current = normalizePath(currentPath);
  const target = normalizePath(href);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(target);
}
