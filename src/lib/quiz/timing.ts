/**
 * The quiz's two timing rules from the spec, as pure functions of explicit timestamps (milliseconds).
 */

/** A chosen option fades out for this long before the next question shows. */
export const FADE_MS = 300;
/** An option click less than this long after the last accepted click is ignored. */
export const CLICK_THROTTLE_MS = 1000;

/** Whether a click at `now` counts, given the time of the last accepted click (null: none yet). */
export function isClickAccepted(lastAcceptedAt: number | null, now: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= CLICK_THROTTLE_MS;
}

/** How long to wait before advancing: the fade, or nothing when the reader asked for reduced motion. */
export function advanceDelay(reducedMotion: boolean): number {
  return reducedMotion ? 0 : FADE_MS;
}
