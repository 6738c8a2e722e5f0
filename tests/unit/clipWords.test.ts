import { describe, expect, it } from 'vitest';
import { CLIPS } from '../../scripts/media/make-videos.mjs';
import { CLIP_COLOR_NAMES, CLIP_WORDS, WORDED_CLIPS, clipPoster, clipStem } from '../../src/i18n/clips.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

/** The words an SVG frame draws: the text of each <text>, its entities read back. */
function drawnWords(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, words]) =>
    words!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  );
}

const brandNames = Object.values(CLIP_COLOR_NAMES);

describe('the words drawn into the step clips', () => {
  it('every clip with words is drawn once per language, the twins beside the English files', () => {
    expect(CLIPS.map((clip) => [clip.name, clip.locale, clip.stem, clip.posterFile])).toEqual([
      ['color-slider', 'en', 'color-slider', 'color-slider-poster.webp'],
      ['color-slider', 'es', 'color-slider.es', 'color-slider-poster.es.webp'],
      ['geography-map', 'en', 'geography-map', 'geography-map-poster.webp'],
      ['geography-map', 'es', 'geography-map.es', 'geography-map-poster.es.webp'],
      ['effects', 'en', 'effects', 'effects-poster.webp'],
    ]);
    for (const clip of CLIPS) {
      expect(clip.stem).toBe(clipStem(clip.name, clip.locale));
      expect(clip.posterFile).toBe(clipPoster(clip.name, clip.locale));
    }
  });

  for (const clip of CLIPS) {
    const words: string[] = WORDED_CLIPS.includes(clip.name as never)
      ? Object.values(CLIP_WORDS[clip.locale][clip.name as keyof (typeof CLIP_WORDS)['en']])
      : [];

    it(`${clip.stem}: every frame and the poster draw only the ${clip.locale} words and the color names`, () => {
      const drawn = new Set<string>();
      for (let i = 0; i < clip.frames; i++) for (const word of drawnWords(clip.frame(i))) drawn.add(word);
      for (const word of drawnWords(clip.poster())) drawn.add(word);
      expect([...drawn].filter((word) => !words.includes(word) && !brandNames.includes(word))).toEqual([]);
      // The poster, shown before the clip plays and without JavaScript, carries all of them.
      expect(drawnWords(clip.poster())).toEqual(expect.arrayContaining(words));
    });
  }

  it('each language has its own wording for every drawn phrase: none is left in English', () => {
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      for (const name of WORDED_CLIPS) {
        const english = Object.values(CLIP_WORDS.en[name]);
        for (const phrase of Object.values(CLIP_WORDS[locale][name])) expect(english).not.toContain(phrase);
      }
    }
  });
});
