import { EFFECT_PALETTE } from './lib/design/tokens.ts';

/**
 * Product constants named once. Numbers and strings come from the product spec unless a comment says otherwise.
 * Constants sit below the words: src/i18n reads from here, never the other way round.
 */

export const BRAND = 'DYC';
export const BRAND_LONG = 'Discover Your Color';
/** The year the site is built: every page with the footer is prerendered, so its notice is as new as the build. */
export const COPYRIGHT_YEAR = new Date().getUTCFullYear();
export { MINIMUM_AGE } from './lib/age/ageAffirmation.ts';

/** The four effect colors, in the order the site shows them. Fills only: never text on white. */
export const EFFECT_COLORS = [
  { id: 'yellow', name: 'Energize', hex: EFFECT_PALETTE.yellow.fill, feeling: 'lively and creative' },
  { id: 'green', name: 'Focus', hex: EFFECT_PALETTE.green.fill, feeling: 'clear-headed and motivated' },
  { id: 'blue', name: 'Calm', hex: EFFECT_PALETTE.blue.fill, feeling: 'relaxed and at ease' },
  { id: 'purple', name: 'Rest', hex: EFFECT_PALETTE.purple.fill, feeling: 'sleepy and unwound' },
] as const;

export type EffectColorId = (typeof EFFECT_COLORS)[number]['id'];

export const QUIZ_PATH = '/quiz/';
/** The operators' guide to putting the quiz on their own site (the snippet builder). */
export const EMBED_GUIDE_PATH = '/operators/embed/';

/** Home benefits carousel: each arrow scrolls this far, and the arrows refresh this long after scrolling stops. */
export const CAROUSEL_SCROLL_STEP_PX = 350;
export const CAROUSEL_SETTLE_MS = 100;

/** The four-step "How DYC Works" accordion opens step 1 first; the standards tabs open full-panel testing. */
export const HOME_STANDARDS_DEFAULT_TAB = 'full-panel-testing';

/**
 * Where the standards tabs' sample certificates are drawn narrow: below 48rem a panel is one column and its
 * picture as wide as the phone, too narrow for the wide sheet's words to stay at 12 px.
 */
export const NARROW_CERTIFICATE_MEDIA = '(max-width: 47.99rem)';

/** The fallback text of every video, with the typographic apostrophe the spec uses. */
export const VIDEO_FALLBACK_TEXT = 'Your browser doesn’t support video playback.';
