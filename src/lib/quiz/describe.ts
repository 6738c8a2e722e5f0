/**
 * Words for a result: capitalisation for display, what the color means, how long to wait, the icon's alt text.
 */
import { EFFECT_COLORS } from '../../consts.ts';
import { COLOR_BY_DESIRE, DOSE_TABLE } from './recommend.ts';
import type { DesiredAnswer } from './questions.ts';
import type { Dose, MindBodyBalance, ProductType, QuizResult, ResultColor } from './schema.ts';

/** "infused waters" → "Infused Waters"; the spec capitalises each word of color, balance and product type. */
export function capitaliseWords(value: string): string {
  return value.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

export interface ColorMeaning {
  /** The effect name that always travels with the color: Energize, Focus, Calm, Rest. */
  name: string;
  feeling: string;
}

export function colorMeaning(color: ResultColor): ColorMeaning {
  const entry = EFFECT_COLORS.find((candidate) => candidate.id === color) ?? EFFECT_COLORS[0];
  return { name: entry.name, feeling: entry.feeling };
}

/** Inhaled products are felt within minutes; eaten or drunk ones take up to two hours to peak. */
export const WAIT_BEFORE_MORE = {
  inhaled: 'about 15 minutes',
  ingested: 'about 2 hours',
} as const;

export type Route = keyof typeof WAIT_BEFORE_MORE;

export function routeOf(productType: ProductType): Route {
  return productType === 'edibles' || productType === 'infused waters' ? 'ingested' : 'inhaled';
}

export function waitAdvice(productType: ProductType): string {
  const route = routeOf(productType);
  return route === 'inhaled'
    ? `Inhaled products are felt quickly: wait ${WAIT_BEFORE_MORE.inhaled} before taking more.`
    : `Eaten or drunk products take time to work: wait ${WAIT_BEFORE_MORE.ingested} before taking more.`;
}

/** The dose as it reads inside a sentence: "half gram" (the API's value) is "half a gram" in English. */
export function doseInSentence(dose: Dose): string {
  return dose === 'half gram' ? 'half a gram' : dose;
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
export function doseAdvice(result: Pick<QuizResult, 'dose' | 'productType'>): string {
  const who = isDailyUserDose(result.dose) ? ', for people who use daily' : '';
  return (
    `Start low: ${doseInSentence(result.dose)} per occasion${who}. ${waitAdvice(result.productType)} ` +
    'Do not drive after using cannabis.'
  );
}

/** The question 2 answer that gives this color (the color comes from question 2 alone). */
export function desireForColor(color: ResultColor): DesiredAnswer {
  return (Object.keys(COLOR_BY_DESIRE) as DesiredAnswer[]).find((desire) => COLOR_BY_DESIRE[desire] === color)!;
}

const balanceFeelings: Record<MindBodyBalance, string> = {
  mind: 'the effect is felt mostly in the head: thoughts and mood more than the body',
  body: 'the effect is felt mostly in the body more than in thoughts and mood',
  balanced: 'the effect is felt in both mind and body, neither one more than the other',
};

/** Why this result, in words: the color from question 2, and what mind, body or balanced means. */
export function explainResult(result: Pick<QuizResult, 'color' | 'mindBodyBalance' | 'productType'>) {
  const meaning = colorMeaning(result.color);
  const color = capitaliseWords(result.color);
  return {
    why: `You chose “${desireForColor(result.color)}” as the experience you want, so your color is ${color}, ${meaning.name}: products in this color are reported as ${meaning.feeling}.`,
    feel: `${capitaliseWords(result.mindBodyBalance)} means ${balanceFeelings[result.mindBodyBalance]}.`,
    askInStore: `In a store, ask for a ${color} (${meaning.name}) product in ${result.productType}, and look for the color on its label.`,
  };
}

/** The result as a heading and document title: "Your color: Rest". */
export function resultTitle(color: ResultColor): string {
  return `Your color: ${colorMeaning(color).name}`;
}

const balanceWords: Record<MindBodyBalance, string> = {
  mind: 'mind: the effect is felt mostly in the head',
  body: 'body: the effect is felt mostly in the body',
  balanced: 'balanced: the effect is felt in both mind and body',
};

/** The character icon's alt text: the mind/body balance in words. */
export function iconAltText(result: Pick<QuizResult, 'mindBodyBalance' | 'color'>): string {
  return `${colorMeaning(result.color).name} figure, ${balanceWords[result.mindBodyBalance]}`;
}

/** The four display values, capitalised per the spec; the dose as given. */
export function displayResult(result: QuizResult) {
  return {
    color: capitaliseWords(result.color),
    dose: result.dose,
    mindBodyBalance: capitaliseWords(result.mindBodyBalance),
    productType: capitaliseWords(result.productType),
  };
}
