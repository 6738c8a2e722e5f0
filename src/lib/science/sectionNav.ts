/*
 * The constants live here rather than in src/consts.ts so that the page's nav script imports nothing shared
 * with other pages: the build then inlines it, and the science page requests no script before its first view.
 */

/** Science page in-page nav: the active section is the last one whose top has passed 20% of the window height. */
export const SCIENCE_ACTIVE_LINE_RATIO = 0.2;
/** Science page in-page nav: a clicked section's top lands 8% of the window height below the viewport top. */
export const SCIENCE_SCROLL_OFFSET_RATIO = 0.08;

/**
 * Which section is active: the last one whose top (relative to the viewport) has reached the line
 * at `ratio` of the window height. Before the first section reaches the line, the first is active,
 * so exactly one link is always current.
 */
export function activeSectionIndex(
  sectionTops: readonly number[],
  viewportHeight: number,
  ratio: number = SCIENCE_ACTIVE_LINE_RATIO,
): number {
  const line = viewportHeight * ratio;
  let active = 0;
  sectionTops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/**
 * The window scroll position that puts a section's top `ratio` of the window height below the
 * viewport top. `sectionTopInPage` is the section's distance from the top of the document.
 */
export function scrollTargetTop(
  sectionTopInPage: number,
  viewportHeight: number,
  ratio: number = SCIENCE_SCROLL_OFFSET_RATIO,
): number {
  return Math.max(0, Math.round(sectionTopInPage - viewportHeight * ratio));
}
