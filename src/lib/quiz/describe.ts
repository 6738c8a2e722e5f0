/**
 * Words for a result: capitalisation for display, what the color means, how long to wait, the icon's alt text.
 */
import { EFFECT_COLORS } from '../../consts.ts';
import type { MindBodyBalance, ProductType, QuizResult, ResultColor } from './schema.ts';

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
  ingested: '2 hours',
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
