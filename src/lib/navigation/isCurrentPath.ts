/** Normalises a path so "/about", "/about/" and "/about/index.html" compare equal. */
export function normalizePath(path: string): string {
  const withoutIndex = path.replace(/\/index\.html$/, '/');
  const withSlash = withoutIndex.endsWith('/') ? withoutIndex : `${withoutIndex}/`;
  return withSlash.replace(/\/{2,}/g, '/');
}

/** A language's home ("/", "/es/"): one path segment of two letters at most, or none. */
const languageHome = /^\/(?:[a-z]{2}\/)?$/;

/** True when a nav link points at the page being shown (or at a section the page belongs to). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  const current = normalizePath(currentPath);
  const target = normalizePath(href);
  // Every page sits under its language's home, so a home link marks only the home itself.
  if (languageHome.test(target)) return current === target;
  return current === target || current.startsWith(target);
}
