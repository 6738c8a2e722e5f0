/**
 * The quiz's two timing rules from the spec, as pure functions of explicit timestamps (milliseconds): an answer
 * fades out for 300 ms, and no two answers are recorded less than 1000 ms apart (so a double tap never answers
 * two questions). The throttle is kept invisible: a tap on the next question before the 1000 ms are up is kept
 * and applied when they are, so no tap is lost.
 */

/** A chosen option's question leaves for this long (a fade, or a still moment under reduced motion). */
export const FADE_MS = 300;
/** No answer is recorded less than this long after the last recorded one. */
export const CLICK_THROTTLE_MS = 1000;

/** Whether a click at `now` counts at once, given the time of the last accepted click (null: none yet). */
export function isClickAccepted(lastAcceptedAt: number | null, now: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= CLICK_THROTTLE_MS;
}

/**
 * What a tap at `now` becomes: recorded `now`; kept and recorded `later`, when the throttle ends; or dropped as a
 * `repeat` of the last answer, when it lands while that answer's question is still leaving.
 */
export type AnswerTiming = { kind: 'now' } | { kind: 'later'; at: number } | { kind: 'repeat' };

export function answerTiming(lastAcceptedAt: number | null, now: number): AnswerTiming {
  if (isClickAccepted(lastAcceptedAt, now)) return { kind: 'now' };
  const last = lastAcceptedAt!;
  if (now - last < FADE_MS) return { kind: 'repeat' };
  return { kind: 'later', at: last + CLICK_THROTTLE_MS };
}
