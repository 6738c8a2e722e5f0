/**
 * The shapes shared by the engine, the API route, the island and the server result page.
 * Hand-written guards instead of a schema library: the island ships them, and they cost a few hundred bytes.
 */
import { QUESTIONS, type QuizAnswers } from './questions.ts';

export const RESULT_COLORS = ['yellow', 'green', 'blue', 'purple'] as const;
export const MIND_BODY_BALANCES = ['mind', 'body', 'balanced'] as const;
export const PRODUCT_TYPES = ['disposables', 'edibles', 'flower', 'infused waters'] as const;
/**
 * The dose vocabulary: the spec's five inhaled categories plus milligram doses for food and drink
 * (decisions.md). "1 gram" is part of the vocabulary but the engine never recommends it.
 */
export const DOSES = [
  '1-2 puffs',
  '3-4 puffs',
  '5-6 puffs',
  'half gram',
  '1 gram',
  '2.5 mg THC',
  '5 mg THC',
  '10 mg THC',
] as const;

export type ResultColor = (typeof RESULT_COLORS)[number];
export type MindBodyBalance = (typeof MIND_BODY_BALANCES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type Dose = (typeof DOSES)[number];

/** What the API answers and what localStorage["dycQuizResults"] holds. */
export interface QuizResult {
  color: ResultColor;
  dose: Dose;
  mindBodyBalance: MindBodyBalance;
  productType: ProductType;
  littleDudeUrl: string;
}

export const RESULT_KEYS = ['color', 'dose', 'mindBodyBalance', 'productType', 'littleDudeUrl'] as const;

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** True for a plain object with exactly the result's five fields, each valid. */
export function isQuizResult(value: unknown): value is QuizResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  return (
    keys.length === RESULT_KEYS.length &&
    RESULT_KEYS.every((key) => keys.includes(key)) &&
    oneOf(RESULT_COLORS, record.color) &&
    oneOf(DOSES, record.dose) &&
    oneOf(MIND_BODY_BALANCES, record.mindBodyBalance) &&
    oneOf(PRODUCT_TYPES, record.productType) &&
    isHttpUrl(record.littleDudeUrl)
  );
}

/** True for four option texts, each one of its question's options, exactly as the spec writes them. */
export function isQuizAnswers(value: unknown): value is QuizAnswers {
  return (
    Array.isArray(value) &&
    value.length === QUESTIONS.length &&
    QUESTIONS.every((question, index) => oneOf(question.options, value[index]))
  );
}
