import type { EffectColorId } from '../consts.ts';
import type { Locale } from './locales.ts';

/**
 * The words both languages must say the same way (decisions.md, "The color comes first"). A result names its
 * color first, in the reader's language (Purple, Morado), with the effect beside it. The effects (Energize, Focus,
 * Calm, Rest) are brand names and stay in English on Spanish pages, with their Spanish meaning beside them:
 * "Rest (Descanso)".
 */
export const COLOR_MEANING: Readonly<Record<Locale, Record<EffectColorId, string>>> = {
  en: { yellow: 'Energize', green: 'Focus', blue: 'Calm', purple: 'Rest' },
  es: { yellow: 'Energía', green: 'Enfoque', blue: 'Calma', purple: 'Descanso' },
};

/** The color as a result, a heading or a label names it: "Purple", "Morado". */
export const COLOR_NAME: Readonly<Record<Locale, Record<EffectColorId, string>>> = {
  en: { yellow: 'Yellow', green: 'Green', blue: 'Blue', purple: 'Purple' },
  es: { yellow: 'Amarillo', green: 'Verde', blue: 'Azul', purple: 'Morado' },
};

const lowerCase = (names: Record<EffectColorId, string>) =>
  Object.fromEntries(Object.entries(names).map(([id, name]) => [id, name.toLowerCase()])) as Record<
    EffectColorId,
    string
  >;

/** The color inside a sentence, where the language writes it in lower case: "morado". */
export const COLOR_WORD: Readonly<Record<Locale, Record<EffectColorId, string>>> = {
  en: lowerCase(COLOR_NAME.en),
  es: lowerCase(COLOR_NAME.es),
};

/** Where the effect is felt, as the quiz's result names it. */
export const BALANCE_WORD: Readonly<Record<Locale, Record<'mind' | 'body' | 'balanced', string>>> = {
  en: { mind: 'mind', body: 'body', balanced: 'balanced' },
  es: { mind: 'mente', body: 'cuerpo', balanced: 'equilibrado' },
};

/** "Type I" / "Tipo I": the cannabinoid type keeps its Roman numeral in both languages. */
export const TYPE_WORD: Readonly<Record<Locale, string>> = { en: 'Type', es: 'Tipo' };

/** An effect's brand name as a page writes it: "Rest" in English, "Rest (Descanso)" in Spanish. */
export function effectName(color: EffectColorId, locale: Locale): string {
  const name = COLOR_MEANING.en[color];
  return locale === 'en' ? name : `${name} (${COLOR_MEANING[locale][color]})`;
}

/**
 * A color named in one line, color first and its effect beside it: "Purple (Rest)", "Morado (Rest, Descanso)"
 * (one pair of parentheses rather than two). Titles, the shop button and the print kit's small lines use it.
 */
export function colorWithEffect(color: EffectColorId, locale: Locale): string {
  return `${COLOR_NAME[locale][color]} (${effectGloss(color, locale)})`;
}

/** What a color's parentheses hold: its effect, "Rest", with the Spanish meaning on Spanish pages, "Rest, Descanso". */
export function effectGloss(color: EffectColorId, locale: Locale): string {
  return locale === 'en' ? COLOR_MEANING.en[color] : `${COLOR_MEANING.en[color]}, ${COLOR_MEANING[locale][color]}`;
}

/**
 * The four colors in one line, each color first with its effect beside it: "Yellow (Energize), Green (Focus), Blue
 * (Calm) and Purple (Rest)"; in Spanish "Amarillo (Energize, Energía), …, y Morado (Rest, Descanso)".
 */
export function colorList(locale: Locale): string {
  const names = (['yellow', 'green', 'blue', 'purple'] as const).map((color) => colorWithEffect(color, locale));
  return `${names.slice(0, -1).join(', ')} ${locale === 'en' ? 'and' : 'y'} ${names.at(-1)}`;
}
