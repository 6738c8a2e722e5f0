import { describe, expect, it } from 'vitest';
import {
  hasTranslation,
  languageAlternates,
  localeFromPath,
  localizedPath,
  localizedPicture,
  unlocalizedPath,
  withDefaultAlternate,
} from '../../src/i18n/locales.ts';

describe('locales', () => {
  it('reads the language from the path', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/science')).toBe('en');
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/es/quiz/')).toBe('es');
    // A path that merely starts with the letters is not Spanish.
    expect(localeFromPath('/estimates/')).toBe('en');
  });

  it('maps a page to its twin in each language', () => {
    expect(localizedPath('/quiz/', 'es')).toBe('/es/quiz/');
    expect(localizedPath('/es/quiz/', 'en')).toBe('/quiz/');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(unlocalizedPath('/es/science/index.html')).toBe('/science/');
  });

  it('knows which pages are translated', () => {
    expect(hasTranslation('/')).toBe(true);
    expect(hasTranslation('/es/science/')).toBe(true);
    expect(hasTranslation('/operators/')).toBe(false);
    expect(hasTranslation('/about')).toBe(false);
  });

  it('gives reciprocal, self-referencing hreflang alternates for translated pages only', () => {
    const fromEnglish = languageAlternates('/quiz/');
    const fromSpanish = languageAlternates('/es/quiz/');
    expect(fromEnglish).toEqual(fromSpanish);
    expect(fromEnglish).toEqual([
      { locale: 'en', hreflang: 'en-US', path: '/quiz/' },
      { locale: 'es', hreflang: 'es-US', path: '/es/quiz/' },
    ]);
    expect(languageAlternates('/advocacy/')).toEqual([]);
  });
});

describe('glossary', () => {
  it('keeps the brand color names and puts the Spanish meaning beside them', async () => {
    const { effectName } = await import('../../src/i18n/glossary.ts');
    expect(effectName('purple', 'en')).toBe('Rest');
    expect(effectName('purple', 'es')).toBe('Rest (Descanso)');
    expect(effectName('yellow', 'es')).toBe('Energize (Energía)');
  });

  it('decides the color words once: Yellow, Green, Blue, Purple; Amarillo, Verde, Azul, Morado, color first', async () => {
    const { COLOR_NAME, COLOR_WORD, colorWithEffect } = await import('../../src/i18n/glossary.ts');
    expect(Object.values(COLOR_NAME.en)).toEqual(['Yellow', 'Green', 'Blue', 'Purple']);
    expect(Object.values(COLOR_NAME.es)).toEqual(['Amarillo', 'Verde', 'Azul', 'Morado']);
    expect(COLOR_WORD.es.purple).toBe('morado');
    expect(colorWithEffect('purple', 'en')).toBe('Purple (Rest)');
    expect(colorWithEffect('purple', 'es')).toBe('Morado (Rest, Descanso)');
  });
});

describe('withDefaultAlternate (the sitemap’s alternates)', () => {
  const links = [
    { url: 'https://example.org/es/', lang: 'es-US' },
    { url: 'https://example.org/', lang: 'en-US' },
  ];

  it('adds x-default, pointing at the English page, as the pages’ own head does', () => {
    expect(withDefaultAlternate(links)).toEqual([...links, { url: 'https://example.org/', lang: 'x-default' }]);
  });

  it('adds nothing to a page without alternates', () => {
    expect(withDefaultAlternate([])).toEqual([]);
    expect(withDefaultAlternate(undefined)).toBeUndefined();
  });
});

describe('localizedPicture (a picture with words, in the page’s language)', () => {
  it('names the Spanish twin beside the English file', () => {
    expect(localizedPicture('/media/home/step-1-colors.svg', 'es')).toBe('/media/home/step-1-colors.es.svg');
    expect(localizedPicture('/og-image.png', 'es')).toBe('/og-image.es.png');
  });

  it('keeps the English file for English pages', () => {
    expect(localizedPicture('/media/home/step-1-colors.svg', 'en')).toBe('/media/home/step-1-colors.svg');
  });
});
