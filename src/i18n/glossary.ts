import type { EffectColorId } from '../consts.ts';
import type { Locale } from './locales.ts';

/**
 * The words both languages must say the same way. The color names (Energize, Focus, Calm, Rest) are brand names
 * and stay in English on Spanish pages, with their Spanish meaning beside them: "Rest (Descanso)".
 */
export const COLOR_MEANING: Readonly<Record<Locale, Record<EffectColorId, string>>> = {
  en: { yellow: 'Energize', green: 'Focus', blue: 'Calm', purple: 'Rest' },
  es: { yellow: 'Energía', green: 'Enfoque', blue: 'Calma', purple: 'Descanso' },
};

/** The color itself, for text that must not leave the color to the swatch alone. */
export const COLOR_WORD: Readonly<Record<Locale, Record<EffectColorId, string>>> = {
  en: { yellow: 'yellow', green: 'green', blue: 'blue', purple: 'purple' },
  es: { yellow: 'amarillo', green: 'verde', blue: 'azul', purple: 'morado' },
};

/** Where the effect is felt, as the quiz's result names it. */
export const BALANCE_WORD: Readonly<Record<Locale, Record<'mind' | 'body' | 'balanced', string>>> = {
  en: { mind: 'mind', body: 'body', balanced: 'balanced' },
  es: { mind: 'mente', body: 'cuerpo', balanced: 'equilibrado' },
};

/** "Type I" / "Tipo I": the cannabinoid type keeps its Roman numeral in both languages. */
export const TYPE_WORD: Readonly<Record<Locale, string>> = { en: 'Type', es: 'Tipo' };

/** A brand color name as a Spanish page writes it: "Rest (Descanso)"; English pages write the name alone. */
export function colorName(color: EffectColorId, locale: Locale): string {
  const name = COLOR_MEANING.en[color];
  return locale === 'en' ? name : `${name} (${COLOR_MEANING[locale][color]})`;
}

/**
 * What a brand color name's parentheses hold where the color word joins it: "Energize (yellow)" in English,
 * "Energize (Energía, amarillo)" in Spanish, one pair of parentheses rather than two.
 */
export function colorGloss(color: EffectColorId, locale: Locale): string {
  return locale === 'en' ? COLOR_WORD.en[color] : `${COLOR_MEANING[locale][color]}, ${COLOR_WORD[locale][color]}`;
}
