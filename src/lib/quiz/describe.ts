/**
 * Words for a result, in the page's language (the words themselves are in src/i18n/quiz.ts): display values,
 * what the color means, how long to wait, the icon's alt text. English is the default.
 */
import { EFFECT_COLORS } from '../../consts.ts';
import { COLOR_NAME, colorWithEffect, effectName } from '../../i18n/glossary.ts';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, type IntakeRoute, type ResultViewer, type ResultWords } from '../../i18n/quiz.ts';
import { COLOR_BY_DESIRE, DOSE_TABLE } from './recommend.ts';
import type { DesiredAnswer } from './questions.ts';
import type { Dose, ProductType, QuizResult, ResultColor } from './schema.ts';

/** "infused waters" → "Infused Waters"; the spec capitalises each word of color, balance and product type. */
export function capitaliseWords(value: string): string {
  return value.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

export interface ColorMeaning {
  /** The color, named first and largest: "Purple", "Morado". */
  color: string;
  /**
   * The effect name that always travels with the color: Energize, Focus, Calm, Rest. Spanish pages keep the
   * brand name and add its meaning: "Rest (Descanso)".
   */
  name: string;
  feeling: string;
  /** The effect beside the color: "Rest: sleepy and unwound". */
  effectLine: string;
}

export function colorMeaning(color: ResultColor, locale: Locale = 'en'): ColorMeaning {
  const entry = EFFECT_COLORS.find((candidate) => candidate.id === color) ?? EFFECT_COLORS[0];
  const copy = quizCopy(locale);
  const name = effectName(entry.id, locale);
  const feeling = copy.shown.colorFeeling[entry.id];
  return { color: COLOR_NAME[locale][entry.id], name, feeling, effectLine: copy.result.effectLine(name, feeling) };
}

export type Route = IntakeRoute;

export function routeOf(productType: ProductType): Route {
  return productType === 'edibles' || productType === 'infused waters' ? 'ingested' : 'inhaled';
}

export function waitAdvice(productType: ProductType, locale: Locale = 'en'): string {
  const route = routeOf(productType);
  const { wait, waitTime } = quizCopy(locale).dose;
  return wait[route](waitTime[route]);
}

/** The dose as it reads inside a sentence: "half gram" (the API's value) is "half a gram" in English. */
export function doseInSentence(dose: Dose, locale: Locale = 'en'): string {
  return quizCopy(locale).shown.doseInSentence[dose];
}

/** Doses the engine gives only to daily users (the Daily row of the dose table): said so wherever they appear. */
export function isDailyUserDose(dose: Dose): boolean {
  const daily: readonly Dose[] = Object.values(DOSE_TABLE.Daily);
  const others = Object.entries(DOSE_TABLE)
    .filter(([level]) => level !== 'Daily')
    .flatMap(([, row]) => Object.values(row));
  return daily.includes(dose) && !others.includes(dose);
}

/**
 * The dose advice a careful pharmacist would accept: per occasion, start low, the wait before more, and
 * do not drive. Every dose the quiz shows comes with this sentence.
 */
export function doseAdvice(result: Pick<QuizResult, 'dose' | 'productType'>, locale: Locale = 'en'): string {
  return quizCopy(locale).dose.advice(
    doseInSentence(result.dose, locale),
    isDailyUserDose(result.dose),
    waitAdvice(result.productType, locale),
  );
}

/** The question 2 answer that gives this color (the color comes from question 2 alone). */
export function desireForColor(color: ResultColor): DesiredAnswer {
  return (Object.keys(COLOR_BY_DESIRE) as DesiredAnswer[]).find((desire) => COLOR_BY_DESIRE[desire] === color)!;
}

/** The words a result's sentences are built from, in the page's language. */
export function resultWords(
  result: Pick<QuizResult, 'color' | 'mindBodyBalance' | 'productType'>,
  locale: Locale = 'en',
): ResultWords {
  const copy = quizCopy(locale);
  const meaning = colorMeaning(result.color, locale);
  return {
    desire: copy.options[desireForColor(result.color)],
    color: copy.shown.colorInSentence[result.color],
    shownColor: copy.shown.color[result.color],
    name: meaning.name,
    feeling: meaning.feeling,
    balance: copy.shown.balance[result.mindBodyBalance],
    balanceFeeling: copy.shown.balanceFeeling[result.mindBodyBalance],
    productType: copy.shown.productTypeInSentence[result.productType],
  };
}

/**
 * Why this result, in words: the color from question 2, and what mind, body or balanced means. A shared link's
 * reader did not choose the answers, so its sentence does not say "you chose".
 */
export function explainResult(
  result: Pick<QuizResult, 'color' | 'mindBodyBalance' | 'productType'>,
  locale: Locale = 'en',
  viewer: ResultViewer = 'own',
) {
  const { result: sentences } = quizCopy(locale);
  const words = resultWords(result, locale);
  return { why: sentences.why[viewer](words), feel: sentences.feel(words), askInStore: sentences.askInStore(words) };
}

/** The result's heading, color first: "Your color is Purple", "This result: Purple", "Tu color es Morado". */
export function resultHeadline(color: ResultColor, locale: Locale = 'en', viewer: ResultViewer = 'own'): string {
  const { lead, colon } = quizCopy(locale).result.headline[viewer];
  return `${lead}${colon ? ':' : ''} ${COLOR_NAME[locale][color]}`;
}

/**
 * The result as a document title, a share title or a saved result's line: the headline with the effect beside
 * the color, "Your color is Purple (Rest)", "Este resultado: Morado (Rest, Descanso)".
 */
export function resultTitle(color: ResultColor, locale: Locale = 'en', viewer: ResultViewer = 'own'): string {
  const { lead, colon } = quizCopy(locale).result.headline[viewer];
  return `${lead}${colon ? ':' : ''} ${colorWithEffect(color, locale)}`;
}

/** The character icon's alt text: the mind/body balance in words. */
export function iconAltText(result: Pick<QuizResult, 'mindBodyBalance' | 'color'>, locale: Locale = 'en'): string {
  return quizCopy(locale).result.iconAlt(colorMeaning(result.color, locale).name, result.mindBodyBalance);
}

/** The four display values: in English capitalised per the spec, with the dose as given. */
export function displayResult(result: QuizResult, locale: Locale = 'en') {
  const { shown } = quizCopy(locale);
  return {
    color: shown.color[result.color],
    dose: shown.dose[result.dose],
    mindBodyBalance: shown.balance[result.mindBodyBalance],
    productType: shown.productType[result.productType],
  };
}
