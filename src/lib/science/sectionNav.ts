import { SCIENCE_ACTIVE_LINE_RATIO, SCIENCE_SCROLL_OFFSET_RATIO } from '../../consts.ts';

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
