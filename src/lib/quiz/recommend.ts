/**
 * The recommendation engine: a pure function from four answers to a result (decisions.md, "The quiz answer").
 */
import type { BalanceAnswer, DesiredAnswer, ExperienceAnswer, MethodAnswer, QuizAnswers } from './questions.ts';
import type { Dose, MindBodyBalance, ProductType, QuizResult, ResultColor } from './schema.ts';

/** Q2, the desired experience, decides the color. */
export const COLOR_BY_DESIRE: Readonly<Record<DesiredAnswer, ResultColor>> = {
  'Better Sleep': 'purple',
  'More Relaxation': 'blue',
  'More Creativity and Energy': 'yellow',
  'Better Focus': 'green',
};

/** Q4 decides where the effect sits. */
export const BALANCE_BY_ANSWER: Readonly<Record<BalanceAnswer, MindBodyBalance>> = {
  Mind: 'mind',
  Body: 'body',
  Balanced: 'balanced',
};

/** Q3 in lower case. */
export const PRODUCT_TYPE_BY_METHOD: Readonly<Record<MethodAnswer, ProductType>> = {
  Disposables: 'disposables',
  Edibles: 'edibles',
  Flower: 'flower',
  'Infused Waters': 'infused waters',
};

/**
 * Start low, go slow: Q1 (experience) by Q3 (method). Food and drink get milligram doses, because puffs
 * and grams mean nothing there; a first recommendation never reaches a gram of flower (~200 mg THC).
 */
export const DOSE_TABLE: Readonly<Record<ExperienceAnswer, Readonly<Record<MethodAnswer, Dose>>>> = {
  'First Time': {
    Disposables: '1-2 puffs',
    Flower: '1-2 puffs',
    Edibles: '2.5 mg THC',
    'Infused Waters': '2.5 mg THC',
  },
  'Rare (yearly)': {
    Disposables: '1-2 puffs',
    Flower: '1-2 puffs',
    Edibles: '2.5 mg THC',
    'Infused Waters': '2.5 mg THC',
  },
  'Occasional (monthly)': {
    Disposables: '3-4 puffs',
    Flower: '3-4 puffs',
    Edibles: '5 mg THC',
    'Infused Waters': '5 mg THC',
  },
  Daily: { Disposables: '5-6 puffs', Flower: 'half gram', Edibles: '10 mg THC', 'Infused Waters': '10 mg THC' },
};

export type Recommendation = Omit<QuizResult, 'littleDudeUrl'>;

export function recommend(answers: QuizAnswers): Recommendation {
  const [experience, desire, method, balance] = answers;
  return {
    color: COLOR_BY_DESIRE[desire],
    dose: DOSE_TABLE[experience][method],
    mindBodyBalance: BALANCE_BY_ANSWER[balance],
    productType: PRODUCT_TYPE_BY_METHOD[method],
  };
}

/** The path of the character icon for a color and balance (12 SVGs in public/quiz/icons/). */
export function iconPath(color: ResultColor, balance: MindBodyBalance): string {
  return `/quiz/icons/${color}-${balance}.svg`;
}

/**
 * A result's sharing image (Open Graph), one per color and language, drawn by `npm run media:brand`: the color
 * named first and the effect beside it, never a dose (a shared link's reader has not said they are 21 or older).
 */
export function resultSocialImage(color: ResultColor): string {
  return `/media/share/result-${color}.png`;
}

/** The full result as the API sends it, with the icon as an absolute URL on the given origin. */
export function buildResult(answers: QuizAnswers, origin: string): QuizResult {
  const recommendation = recommend(answers);
  return {
    ...recommendation,
    littleDudeUrl: new URL(iconPath(recommendation.color, recommendation.mindBodyBalance), origin).href,
  };
}

function keyFor<K extends string, V>(table: Readonly<Record<K, V>>, value: V): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === value);
}

/**
 * One answer set that reproduces a result, for the share link of a stored result (which holds no answers).
 * Null when no answer set gives that result (a result from another engine version, say).
 */
export function answersForResult(result: Recommendation): QuizAnswers | null {
  const desire = keyFor(COLOR_BY_DESIRE, result.color);
  const balance = keyFor(BALANCE_BY_ANSWER, result.mindBodyBalance);
  const method = keyFor(PRODUCT_TYPE_BY_METHOD, result.productType);
  if (!desire || !balance || !method) return null;
  const experience = (Object.keys(DOSE_TABLE) as ExperienceAnswer[]).find(
    (level) => DOSE_TABLE[level][method] === result.dose,
  );
  return experience ? [experience, desire, method, balance] : null;
}
