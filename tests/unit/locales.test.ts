import { describe, expect, it } from 'vitest';
import {
  hasTranslation,
  languageAlternates,
  localeFromPath,
  localizedPath,
  unlocalizedPath,
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
    const { colorName } = await import('../../src/i18n/glossary.ts');
    expect(colorName('purple', 'en')).toBe('Rest');
    expect(colorName('purple', 'es')).toBe('Rest (Descanso)');
    expect(colorName('yellow', 'es')).toBe('Energize (Energía)');
  });
});
