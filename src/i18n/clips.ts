import type { EffectColorId } from '../consts.ts';
import { COLOR_MEANING } from './glossary.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * The words drawn into the home page's looping step clips, in every language. scripts/media/make-videos.mjs draws
 * them into the frames and the poster of each clip, and writes one twin per language (`npm run media:videos`
 * after changing a wording); the claims test reads them like a page's words. The color names are brand names and
 * are drawn in English in every language, as on the product labels.
 */
export interface ClipCopy {
  /** color-slider: the thumb glides Rest > Calm > Focus > Energize and back. */
  'color-slider': {
    /** The hint under the left end of the track, its arrow included. */
    relaxing: string;
    /** The hint under the right end of the track, its arrow included. */
    uplifting: string;
  };
  /** geography-map: a Calm label pops up at every store pin on a map of the United States. */
  'geography-map': {
    /** The caption band under the map: 22 px bold, one line of 600 px at most. */
    caption: string;
  };
}

/** The clips that carry words, so have a twin per language; the others (effects: the color names only) have one. */
export type WordedClip = keyof ClipCopy;
export const WORDED_CLIPS: readonly WordedClip[] = ['color-slider', 'geography-map'];

/** The brand names drawn on the color swatches and labels: the same in every language. */
export const CLIP_COLOR_NAMES: Readonly<Record<EffectColorId, string>> = COLOR_MEANING.en;

const en: ClipCopy = {
  'color-slider': { relaxing: '\u2190 More relaxing', uplifting: 'More uplifting \u2192' },
  'geography-map': { caption: 'Same color, same effect, store to store' },
};

// US Spanish, as the home page around the clips.
const es: ClipCopy = {
  'color-slider': { relaxing: '\u2190 Más relajante', uplifting: 'Más estimulante \u2192' },
  'geography-map': { caption: 'Mismo color, mismo efecto, en cada tienda' },
};

export const CLIP_WORDS: Readonly<Record<Locale, ClipCopy>> = { en, es };

function isWorded(name: string): name is WordedClip {
  return (WORDED_CLIPS as readonly string[]).includes(name);
}

/**
 * The stem of a clip's video files in a language: `color-slider` in English (`color-slider.av1.mp4`, ...),
 * `color-slider.es` for its Spanish twin (`color-slider.es.av1.mp4`, ...). A clip without words has one set of files.
 */
export function clipStem(name: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE || !isWorded(name) ? name : `${name}.${locale}`;
}

/** A clip's poster in a language: `color-slider-poster.webp`, and `color-slider-poster.es.webp` for its twin. */
export function clipPoster(name: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE || !isWorded(name) ? `${name}-poster.webp` : `${name}-poster.${locale}.webp`;
}
