/**
 * A product's color as its file carries it, and the estimate from a store's own effect tags (decisions.md,
 * "Inventory by color"): the color comes only from a DYC color column or a DYC tag; effect tags give an
 * estimate, always labelled as one and counted apart; DYC assigns the real color from the certificate.
 */
import type { EffectColorId } from '../../consts.ts';
import { colorWithEffect } from '../../i18n/glossary.ts';
import { wordsOf } from './categories.ts';

export const COLOR_IDS: readonly EffectColorId[] = ['yellow', 'green', 'blue', 'purple'];

/** The words a DYC color is written with: its effect name or its color word. */
const COLOR_NAMES: Readonly<Record<string, EffectColorId>> = {
  energize: 'yellow',
  yellow: 'yellow',
  focus: 'green',
  green: 'green',
  calm: 'blue',
  blue: 'blue',
  rest: 'purple',
  purple: 'purple',
};

/**
 * The color a "DYC color" cell holds ("Calm", "Blue", "Calm (blue)", "DYC Rest"), or null. Two different
 * colors in one cell are no color: the file does not say which.
 */
export function dycColorOf(cell: string): EffectColorId | null {
  const colors = new Set(wordsOf(cell).flatMap((word) => (COLOR_NAMES[word] ? [COLOR_NAMES[word]] : [])));
  return colors.size === 1 ? [...colors][0]! : null;
}

/** Whether a cell holds a DYC color and nothing else ("Calm", "Calm (blue)", "DYC Rest"), not "Green gummy". */
export function holdsColorName(cell: string): boolean {
  const words = wordsOf(cell);
  return dycColorOf(cell) !== null && words.every((word) => COLOR_NAMES[word] || word === 'dyc' || word === 'color');
}

/**
 * The DYC tag in a tags cell ("DYC: Calm", "dyc-rest", "#DYC_Blue"), or null: a color word counts only right
 * after "DYC". A plain "Calm" tag is the store's own word for an effect, read as an estimate instead.
 */
export function dycTagOf(cell: string): EffectColorId | null {
  const words = wordsOf(cell.replace(/[_:#]/g, ' ')).flatMap((word) => word.split('-'));
  const colors = new Set<EffectColorId>();
  for (let index = 0; index + 1 < words.length; index += 1) {
    if (words[index] !== 'dyc') continue;
    const color = COLOR_NAMES[words[index + 1]!];
    if (color) colors.add(color);
  }
  return colors.size === 1 ? [...colors][0]! : null;
}

/**
 * Effect words as stores tag products (Leafly's, Jane's and the POS systems' own lists), by the DYC color whose
 * effect they describe (product-spec: yellow energising and creative, green focused and motivated, blue relaxing
 * and calming, purple restful and sleepy). Words that describe none of the four (happy, euphoric, hungry,
 * giggly, tingly) estimate nothing.
 */
const EFFECT_WORDS: Readonly<Record<string, EffectColorId>> = {
  energetic: 'yellow',
  energizing: 'yellow',
  energising: 'yellow',
  energized: 'yellow',
  energy: 'yellow',
  uplifted: 'yellow',
  uplifting: 'yellow',
  creative: 'yellow',
  creativity: 'yellow',
  active: 'yellow',
  focused: 'green',
  focus: 'green',
  focussed: 'green',
  'clear-headed': 'green',
  clearheaded: 'green',
  alert: 'green',
  motivated: 'green',
  motivating: 'green',
  motivational: 'green',
  productive: 'green',
  clarity: 'green',
  relaxed: 'blue',
  relaxing: 'blue',
  relax: 'blue',
  relaxation: 'blue',
  calm: 'blue',
  calming: 'blue',
  chill: 'blue',
  mellow: 'blue',
  peaceful: 'blue',
  sleepy: 'purple',
  sleep: 'purple',
  restful: 'purple',
  rest: 'purple',
  sedated: 'purple',
  sedating: 'purple',
  sedative: 'purple',
  tired: 'purple',
  drowsy: 'purple',
  bedtime: 'purple',
  nighttime: 'purple',
};

export interface ColorEstimate {
  color: EffectColorId;
  /** The store's own words the estimate comes from, as they wrote them (lower case), for the report's list. */
  words: string[];
}

/** What a product's effect words say: the estimate, or the colors they split between when they lean neither way. */
export interface EffectReading {
  estimate: ColorEstimate | null;
  /** The store's effect words, as they wrote them (lower case), whether or not they give an estimate. */
  words: string[];
  /** Where the words tie between colors: each color with its words, as the words come; empty otherwise. */
  tied: { color: EffectColorId; words: string[] }[];
}

/**
 * A store's effect tags read for an estimated color: the color most of its effect words describe, or none when
 * no word describes one or two colors are tied (the tags do not lean either way; the tie is kept to say so).
 * Words after "DYC" are the file's color, not an effect, and are left to dycTagOf.
 */
export function readEffectWords(cells: readonly string[]): EffectReading {
  const byColor = new Map<EffectColorId, string[]>();
  const counts = new Map<EffectColorId, number>();
  const words: string[] = [];
  for (const cell of cells) {
    const cellWords = wordsOf(cell);
    cellWords.forEach((word, index) => {
      if (cellWords[index - 1] === 'dyc') return;
      const color = EFFECT_WORDS[word];
      if (!color) return;
      counts.set(color, (counts.get(color) ?? 0) + 1);
      if (words.includes(word)) return;
      words.push(word);
      byColor.set(color, [...(byColor.get(color) ?? []), word]);
    });
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return { estimate: null, words, tied: [] };
  const top = ranked[0]![1];
  const leaders = ranked.filter(([, count]) => count === top).map(([color]) => color);
  if (leaders.length > 1) {
    const tied = [...byColor.keys()]
      .filter((color) => leaders.includes(color))
      .map((color) => ({
        color,
        words: byColor.get(color) ?? [],
      }));
    return { estimate: null, words, tied };
  }
  return { estimate: { color: leaders[0]!, words }, words, tied: [] };
}

/** The estimated color from a store's effect tags, or null (readEffectWords). */
export function estimateFromTags(cells: readonly string[]): ColorEstimate | null {
  return readEffectWords(cells).estimate;
}

const HOW_MANY = ['', 'one', 'two', 'three', 'four'];

/**
 * Why tied effect words give no estimate, each color named color first:
 * "your tags point at two colors: Green (Focus) from focused; Yellow (Energize) from creative".
 */
export function tieReason(tied: EffectReading['tied']): string {
  const parts = tied.map(({ color, words }) => `${colorWithEffect(color, 'en')} from ${words.join(', ')}`);
  return `your tags point at ${HOW_MANY[tied.length] ?? tied.length} colors: ${parts.join('; ')}`;
}

/** Whether a cell reads as effect tags: at least one of its words describes one of the four effects. */
export function hasEffectWords(cell: string): boolean {
  return wordsOf(cell).some((word) => EFFECT_WORDS[word] !== undefined);
}
