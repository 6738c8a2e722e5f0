/**
 * Decisions about the site's looping videos, kept free of the DOM so they can be tested:
 * whether a clip may start by itself, and whether idle-time image warm-up is worth the bytes.
 */

export interface ReaderPreferences {
  /** `prefers-reduced-motion: reduce` */
  reducedMotion: boolean;
  /** `navigator.connection.saveData` (Chromium's data saver); undefined where the browser does not say. */
  saveData: boolean | undefined;
}

export type PlaybackMode = 'autoplay' | 'still';

/** Motion and data are the reader's to spend: either preference keeps the poster with a play control. */
export function playbackMode(preferences: ReaderPreferences): PlaybackMode {
  return preferences.reducedMotion || preferences.saveData === true ? 'still' : 'autoplay';
}

/** Warming hidden step and tab images costs bytes up front; a data-saving reader only pays for what they open. */
export function shouldWarmImages(preferences: Pick<ReaderPreferences, 'saveData'>): boolean {
  return preferences.saveData !== true;
}

/** The play/pause control's name for a clip, in the page's language (the control carries both words). */
export function playControlLabel(playing: boolean, words: { play: string; pause: string }): string {
  return playing ? words.pause : words.play;
}

/** Splits a whitespace-separated list of URLs (from a data attribute) into unique entries, in order. */
export function parseUrlList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/\s+/).filter(Boolean))];
}

export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** How long to wait, at most, for an idle moment before warming anyway. */
export const IDLE_TIMEOUT_MS = 3000;
/** Where requestIdleCallback is missing (Safari), wait this long after load instead. */
export const IDLE_FALLBACK_MS = 1500;

/** Runs the callback when the browser is idle, or after a short delay where it cannot tell. */
export function whenIdle(host: IdleHost, callback: () => void): void {
  if (typeof host.requestIdleCallback === 'function') {
    host.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  } else {
    host.setTimeout(callback, IDLE_FALLBACK_MS);
  }
}
