/**
 * The one place scripts ask whether the reader prefers reduced motion. CSS honours the same media
 * query through the duration tokens in tokens.css; scripts that animate (smooth scrolling, chart
 * transitions, autoplaying clips) read it here, at the moment they animate, so a change in the
 * system setting applies without a reload.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type MediaMatcher = Pick<Window, 'matchMedia'>;

export function prefersReducedMotion(scope: MediaMatcher | undefined = globalThis.window): boolean {
  return scope?.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}

/** `smooth` unless the reader prefers reduced motion, for scrollTo and scrollIntoView. */
export function scrollBehavior(scope?: MediaMatcher): ScrollBehavior {
  return prefersReducedMotion(scope) ? 'instant' : 'smooth';
}
