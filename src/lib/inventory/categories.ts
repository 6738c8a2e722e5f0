/**
 * The product categories the report splits by, read from whatever an export calls them ("Vaporizers",
 * "CARTRIDGE", "Flower > Indica", "Edibles - Gummies"), or from the product's name when the file has none.
 */

export const CATEGORY_IDS = [
  'flower',
  'prerolls',
  'vapes',
  'concentrates',
  'edibles',
  'beverages',
  'tinctures',
  'topicals',
  'other',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORY_NAMES: Readonly<Record<CategoryId, string>> = {
  flower: 'Flower',
  prerolls: 'Pre-rolls',
  vapes: 'Vapes',
  concentrates: 'Concentrates',
  edibles: 'Edibles',
  beverages: 'Beverages',
  tinctures: 'Tinctures',
  topicals: 'Topicals',
  other: 'Other',
};

/**
 * Words that name each category, checked in this order: a pre-roll is not flower, a vape cartridge is not a
 * concentrate, an infused drink is not an edible. "accessories" are goods without cannabinoids (papers,
 * batteries, apparel): they are left out of the report and counted apart.
 */
const CATEGORY_WORDS: readonly (readonly [CategoryId | 'accessories', readonly string[]])[] = [
  [
    'accessories',
    [
      'accessory',
      'accessories',
      'apparel',
      'merch',
      'merchandise',
      'gear',
      'paraphernalia',
      'battery',
      'batteries',
      'papers',
      'lighter',
      'lighters',
      'grinder',
      'grinders',
      'glass',
      'clothing',
      'noncannabis',
      'non-cannabis',
      'non-inv',
      'nonin',
    ],
  ],
  [
    'prerolls',
    ['preroll', 'prerolls', 'pre-roll', 'pre-rolls', 'joint', 'joints', 'blunt', 'blunts', 'infused preroll'],
  ],
  [
    'vapes',
    [
      'vape',
      'vapes',
      'vaporizer',
      'vaporizers',
      'vaporiser',
      'cartridge',
      'cartridges',
      'cart',
      'carts',
      'pod',
      'pods',
      'disposable',
      'disposables',
      '510',
    ],
  ],
  [
    'beverages',
    [
      'beverage',
      'beverages',
      'drink',
      'drinks',
      'soda',
      'seltzer',
      'tea',
      'coffee',
      'shot',
      'shots',
      'water',
      'waters',
      'lemonade',
    ],
  ],
  ['tinctures', ['tincture', 'tinctures', 'drops', 'sublingual', 'spray', 'sprays']],
  [
    'topicals',
    [
      'topical',
      'topicals',
      'lotion',
      'balm',
      'salve',
      'cream',
      'bath',
      'transdermal',
      'patch',
      'patches',
      'roll-on',
      'rub',
    ],
  ],
  [
    'edibles',
    [
      'edible',
      'edibles',
      'gummy',
      'gummies',
      'chocolate',
      'chocolates',
      'candy',
      'candies',
      'cookie',
      'cookies',
      'baked',
      'mint',
      'mints',
      'chew',
      'chews',
      'lozenge',
      'lozenges',
      'capsule',
      'capsules',
      'tablet',
      'tablets',
      'pill',
      'pills',
      'brownie',
      'brownies',
      'caramel',
      'caramels',
      'food',
      'snack',
      'snacks',
    ],
  ],
  [
    'concentrates',
    [
      'concentrate',
      'concentrates',
      'extract',
      'extracts',
      'wax',
      'shatter',
      'rosin',
      'resin',
      'badder',
      'budder',
      'batter',
      'diamonds',
      'hash',
      'kief',
      'dab',
      'dabs',
      'sauce',
      'crumble',
      'distillate',
      'rso',
      'sugar',
      'live resin',
    ],
  ],
  [
    'flower',
    [
      'flower',
      'flowers',
      'bud',
      'buds',
      'eighth',
      'eighths',
      'shake',
      'smalls',
      'popcorn',
      'ground flower',
      'whole flower',
      'herb',
    ],
  ],
  ['other', ['seed', 'seeds', 'clone', 'clones', 'plant', 'plants', 'misc', 'other']],
];

const WORD_TO_CATEGORY = new Map<string, CategoryId | 'accessories'>();
for (const [id, words] of CATEGORY_WORDS)
  for (const word of words) if (!WORD_TO_CATEGORY.has(word)) WORD_TO_CATEGORY.set(word, id);
const PRIORITY = new Map(CATEGORY_WORDS.map(([id], index) => [id, index]));

/** Lower-case words of a cell, split on anything that is not a letter, a digit or a hyphen. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The category a cell names, or null where it names none. Two-word names ("live resin", "infused preroll")
 * are read before single words; among several, the one listed first above wins ("Infused Pre-Roll" is a
 * pre-roll, "Vape Cartridge" a vape).
 */
export function categoryOf(text: string): CategoryId | 'accessories' | null {
  const words = wordsOf(text);
  let found: CategoryId | 'accessories' | null = null;
  const consider = (candidate: CategoryId | 'accessories' | undefined) => {
    if (candidate && (found === null || PRIORITY.get(candidate)! < PRIORITY.get(found)!)) found = candidate;
  };
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    consider(WORD_TO_CATEGORY.get(word) ?? WORD_TO_CATEGORY.get(word.replace(/-/g, '')));
    if (index + 1 < words.length) consider(WORD_TO_CATEGORY.get(`${word} ${words[index + 1]}`));
  }
  return found;
}
