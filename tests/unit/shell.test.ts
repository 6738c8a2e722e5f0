import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { HEADER_PATHS, SHELL, languageSwitch, shellLinks } from '../../src/i18n/shell.ts';

describe('shellLinks', () => {
  it('keeps English links as they are', () => {
    expect(shellLinks(['/', '/about/'], 'en')).toEqual([
      { href: '/', label: 'Home' },
      { href: '/about/', label: 'About' },
    ]);
  });

  it('sends a Spanish page to Spanish twins, and marks links to English-only pages', () => {
    expect(shellLinks(['/', ...HEADER_PATHS], 'es')).toEqual([
      { href: '/es/', label: 'Inicio' },
      { href: '/about/', label: 'Nosotros', otherLanguage: { hreflang: 'en-US', note: '(en inglés)' } },
      { href: '/es/science/', label: 'Ciencia' },
      { href: '/advocacy/', label: 'Incidencia política', otherLanguage: { hreflang: 'en-US', note: '(en inglés)' } },
      {
        href: '/operators/',
        label: 'Para marcas y dispensarios',
        otherLanguage: { hreflang: 'en-US', note: '(en inglés)' },
      },
    ]);
  });

  it('has every word in every language', () => {
    // The notes about English-only targets are empty on English pages, and only there.
    const emptyInEnglish = ['inEnglish', 'inEnglishOpensInNewTab'];
    for (const locale of LOCALES) {
      for (const [key, value] of Object.entries(SHELL[locale])) {
        if (!emptyInEnglish.includes(key) || locale !== 'en') expect(value, `${locale}.${key}`).toBeTruthy();
      }
    }
  });
});

describe('languageSwitch', () => {
  it('leads from a translated page to its twin, named in the language it leads to', () => {
    expect(languageSwitch('/science/')).toEqual({
      href: '/es/science/',
      locale: 'es',
      lang: 'es',
      hreflang: 'es-US',
      label: 'Español',
      samePage: true,
    });
    expect(languageSwitch('/es/')).toMatchObject({ href: '/', lang: 'en', hreflang: 'en-US', label: 'English' });
  });

  it('keeps the query of a page rendered on demand (a shared quiz result)', () => {
    expect(languageSwitch('/quiz/result/', '?q1=Daily').href).toBe('/es/quiz/result/?q1=Daily');
  });

  it('leads from an English-only page to the Spanish home, and says so', () => {
    expect(languageSwitch('/operators/')).toMatchObject({
      href: '/es/',
      label: 'Español',
      note: '(inicio)',
      samePage: false,
    });
  });
});
