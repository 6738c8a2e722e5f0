/**
 * The units a certificate prints its cannabinoid figures in, and the words labs use for them. Framework-free and
 * small: the island names units in its form and answer without loading the reader.
 */

/** mg/unit is a dose per serving (a gummy, a capsule, a piece); mg/package the whole unit sold (a bottle, a can). */
export type Unit = '%' | 'mg/g' | 'mg/mL' | 'mg/unit' | 'mg/package';

export const UNIT_WORDS: Readonly<Record<Unit, string>> = {
  '%': '%',
  'mg/g': 'mg/g',
  // A tincture or a drink is dosed by volume: its figures stay per millilitre, never read as a share of weight.
  'mg/mL': 'mg/mL',
  // Labs print a dose per serving; "unit" is only this code's name for it.
  'mg/unit': 'mg per serving',
  'mg/package': 'mg per package',
};

/** What a unit as printed names. */
export interface UnitInfo {
  /** The cannabinoid unit, or null for a unit that names no cannabinoid figure (ppm, CFU/g, aw). */
  unit: Unit | null;
  /** The item of a per-item unit as printed ("gummy", "can"), for the words the answer uses. */
  item: string | null;
  /**
   * "mg/unit" as printed: the unit sold unless the certificate counts several units in a package, when it is one
   * piece. Read as per package until the certificate says otherwise.
   */
  perPrintedUnit: boolean;
  /** The unit as printed. */
  raw: string;
  /** Printed in a smaller unit than `unit`: each figure times this is in `unit` (ppm: 0.001 mg/g). */
  scale?: number;
}

/** Items a dose is printed per that are one serving: a piece, a gummy, a capsule. */
const SERVING_ITEMS = new Set([
  'serving',
  'servings',
  'serv',
  'srv',
  'svg',
  'portion',
  'piece',
  'pieces',
  'pc',
  'pcs',
  'gummy',
  'gummies',
  'each',
  'dose',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'tablet',
  'tablets',
  'tab',
  'softgel',
  'softgels',
  'chew',
  'chews',
  'square',
  'squares',
  'mint',
  'mints',
  'lozenge',
  'cookie',
  'brownie',
  'candy',
  'stick',
  'pouch',
  // A pre-roll of a pack: one piece, its figure beside the flower's % and mg/g.
  'pre-roll',
  'pre-rolls',
  'preroll',
  'prerolls',
  'joint',
  'joints',
  'cone',
  'cones',
  // The piece and the serving in the languages the reader knows (languages.ts): Spanish and Portuguese, French,
  // German, Italian, Czech.
  'gomita',
  'gomitas',
  'goma',
  'gomas',
  'pieza',
  'piezas',
  'cápsula',
  'cápsulas',
  'capsula',
  'comprimido',
  'tableta',
  'porción',
  'porcion',
  'porção',
  'dosis',
  'gélule',
  'gomme',
  'bonbon',
  'pièce',
  'comprimé',
  'kapsel',
  'kapseli',
  'stück',
  'fruchtgummi',
  'tablette',
  'caramella',
  'compressa',
  'porzione',
  'kapsle',
  'porce',
  'dávka',
  'kus',
]);

/** Items of a per-item unit that are a serving, not a piece of one: a serving may be two gummies. */
const SERVING_WORDS = new Set([
  'serving',
  'servings',
  'serv',
  'srv',
  'svg',
  'portion',
  'dose',
  'porción',
  'porcion',
  'porção',
  'dosis',
  'porzione',
  'porce',
  'dávka',
]);
export const isServingItem = (item: string | null) => item !== null && SERVING_WORDS.has(item);

/** Items that are the whole unit sold: a package, a bottle, a can. */
const PACKAGE_ITEMS = new Set([
  'package',
  'packages',
  'pkg',
  'pack',
  'container',
  'cont',
  'bottle',
  'btl',
  'can',
  'jar',
  'bar',
  'tin',
  'box',
  'bag',
  'vial',
  'cartridge',
  'cart',
  'syringe',
  'pen',
  'unit',
  'units',
  // The bottle and the package in the languages certificates come in: Spanish and Portuguese, French, German,
  // Italian, Czech and Slovak, Polish, Dutch, the Nordic languages, Hungarian.
  'frasco',
  'envase',
  'embalagem',
  'flacon',
  'flasche',
  'packung',
  'bottiglia',
  'flacone',
  'confezione',
  'lahvička',
  'balení',
  'fľaštička',
  'fľaša',
  'balenie',
  'butelka',
  'opakowanie',
  'fles',
  'flesje',
  'verpakking',
  'flaske',
  'flaska',
  'pullo',
  'pakkaus',
  'förpackning',
  'pakning',
  'üveg',
  'kiszerelés',
  'boks',
  'eske',
  'æske',
  'burk',
  'ask',
  'purkki',
  'rasia',
  'doos',
  'pot',
  'pudełko',
  'krabička',
  'škatuľka',
  'doboz',
]);

/** Items of PACKAGE_ITEMS that a multipack holds several of: a can, a bottle, a bar. */
const CONTAINER_ITEMS = new Set(['can', 'bottle', 'btl', 'jar', 'bar', 'tin', 'vial']);
export const isContainerItem = (item: string | null) => item !== null && CONTAINER_ITEMS.has(item);
/** A container item as a serving size names it ("btl" is a bottle). */
export const containerWord = (item: string | null) => (item === 'btl' ? 'bottle' : (item ?? ''));

/** Units of figures that are not cannabinoid amounts: safety results and water activity. */
const OTHER_UNITS = new Set([
  'ppm',
  'ppb',
  'µg/g',
  'ug/g',
  'μg/g',
  'mg/kg',
  'µg/kg',
  'ug/kg',
  'μg/kg',
  'cfu/g',
  'cfu',
  'cfu/ml',
  'aw',
  'a_w',
  'ppt',
  'mg/l',
  'µg/ml',
  'mg/100ml',
  'ug/ml',
  // A drink's figure per US fluid ounce (29.57 mL): neither per millilitre nor per container.
  'mg/floz',
  'mg/fl.oz',
  'mg/fl.oz.',
  'mg/oz',
]);

const MILLIGRAMS_PER_GRAM = new Set(['mg/g', 'mg/gram', 'g/kg', '‰', 'µg/mg', 'μg/mg', 'ug/mg', 'mcg/mg']);

const PERCENT_WORDS = new Set([
  '%',
  '%w/w',
  'w/w%',
  'wt%',
  'wt.%',
  '%wt',
  '%m/m',
  'm/m%',
  'percent',
  'g/100g',
  '%(w/w)',
  '%p/p',
  '%dw',
  '%ar',
]);

/**
 * The unit a word (or words joined without spaces) names: "%", "(%)", "[% w/w]", "mg/g", "g/100 g", "mg per
 * serving", "mg/gummy", "ppm". Null for anything else.
 */
export function unitOf(raw: string): UnitInfo | null {
  // Longer than any unit: not one (and not worth lowering).
  if (raw.length > 24) return null;
  let text = '';
  for (const char of raw.toLowerCase())
    if (char !== ' ' && char !== '(' && char !== ')' && char !== '[' && char !== ']') text += char;
  // Trailing punctuation ("mg/g:", "%*") is not part of the unit.
  let last = text.length;
  while (last > 0 && '.:,;*'.includes(text[last - 1]!)) last -= 1;
  text = text.slice(0, last);
  if (text === '') return null;
  // "µg per unit", "mcg/gummy": micrograms per item, a thousandth of the milligrams per item.
  let scale: number | undefined;
  const micrograms = ['µg', 'μg', 'ug', 'mcg'].find(
    (prefix) =>
      text.startsWith(`${prefix}per`) ||
      (text.startsWith(`${prefix}/`) && !OTHER_UNITS.has(text) && !MILLIGRAMS_PER_GRAM.has(text)),
  );
  if (micrograms) {
    const rest = text.slice(micrograms.length);
    text = `mg/${rest.startsWith('per') ? rest.slice(3) : rest.slice(1)}`;
    scale = 0.001;
  }
  // "per bottle", "mg per", and their "por", "par", "pro" in Spanish and Portuguese, French, German: only a known item
  // after them makes a unit ("Por frasco", never "Porción" nor "Proben").
  const perFirst = /^p(?:er|or|ar|ro)/.test(text);
  if (perFirst) text = `mg/${text.slice(3)}`;
  else if (/^mgp(?:er|or|ar|ro)/.test(text)) text = `mg/${text.slice(5)}`;
  const info = (unit: Unit | null, item: string | null = null, perPrintedUnit = false): UnitInfo => ({
    unit,
    item,
    perPrintedUnit,
    raw,
    ...(scale === undefined ? {} : { scale }),
  });
  if (PERCENT_WORDS.has(text)) return info('%');
  // A gram per kilogram, a microgram per milligram and a per mille are a milligram per gram; a gram per litre is a
  // milligram per millilitre.
  if (MILLIGRAMS_PER_GRAM.has(text)) return info('mg/g');
  if (text === 'mg/ml' || text === 'mg/cc' || text === 'g/l') return info('mg/mL');
  if (OTHER_UNITS.has(text)) return info(null);
  // "Per Serving (mg)", "per package mg": the item first, the milligrams after it. After "mg per can" the milligrams
  // are named already: an "mg" after it opens the next column's head ("mg per can mg / bottle").
  if (perFirst && text.endsWith('mg') && text.length > 5) text = text.slice(0, -2);
  if (text.startsWith('mg/')) {
    const item = text.slice(3);
    if (item === 'unit' || item === 'units') return info('mg/package', 'unit', true);
    if (SERVING_ITEMS.has(item)) return info('mg/unit', item === 'servings' ? 'serving' : item);
    if (PACKAGE_ITEMS.has(item)) return info('mg/package', item);
  }
  return null;
}

/** Abbreviated items as the answer writes them out. */
const ITEM_WORDS: Readonly<Record<string, string>> = {
  serv: 'serving',
  srv: 'serving',
  svg: 'serving',
  pc: 'piece',
  pcs: 'piece',
  pieces: 'piece',
  each: 'piece',
  cap: 'capsule',
  caps: 'capsule',
  capsules: 'capsule',
  tab: 'tablet',
  tablets: 'tablet',
  gummies: 'gummy',
  softgels: 'softgel',
  chews: 'chew',
  squares: 'square',
  mints: 'mint',
  btl: 'bottle',
  cont: 'container',
  pkg: 'package',
  pack: 'package',
  packages: 'package',
  cart: 'cartridge',
  'pre-rolls': 'pre-roll',
  preroll: 'pre-roll',
  prerolls: 'pre-roll',
  joints: 'joint',
  cones: 'cone',
};

/** The words the answer writes a unit in, with the item the certificate printed ("mg per gummy"). */
export function unitLabel(unit: Unit, item: string | null): string {
  if (!item || item === 'unit' || item === 'units' || (unit !== 'mg/unit' && unit !== 'mg/package'))
    return UNIT_WORDS[unit];
  return `mg per ${ITEM_WORDS[item] ?? item}`;
}
