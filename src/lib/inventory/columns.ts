/**
 * What each column of an export means, guessed from its header and its values the way an importer does, and
 * shown to the operator to confirm or change. Header words come from the column lists the point-of-sale and
 * menu systems publish (tests/fixtures/inventory/README.md names them); values settle what a header leaves
 * open ("Type" holding Indica and Sativa, or Flower and Edibles).
 */
import { categoryOf, wordsOf } from './categories.ts';
import { dycTagOf, hasEffectWords, holdsColorName } from './colors.ts';
import { readAmount, unitFromText } from './numbers.ts';

export const FIELD_IDS = [
  'name',
  'category',
  'brand',
  'strain',
  'strainType',
  'thc',
  'thcUnit',
  'thca',
  'cbd',
  'cbdUnit',
  'cbda',
  'quantity',
  'unitWeight',
  'price',
  'tags',
  'effects',
  'dycColor',
  'sku',
] as const;

export type FieldId = (typeof FIELD_IDS)[number];
/** A column's meaning: one of the fields, or not used by the report. */
export type ColumnField = FieldId | 'ignore';

export const FIELD_LABELS: Readonly<Record<ColumnField, string>> = {
  name: 'Product name',
  category: 'Category',
  brand: 'Brand',
  strain: 'Strain',
  strainType: 'Flower type (Indica, Sativa, Hybrid, CBD)',
  thc: 'THC (or total THC)',
  thcUnit: 'THC unit (or potency unit)',
  thca: 'THCA',
  cbd: 'CBD (or total CBD)',
  cbdUnit: 'CBD unit',
  cbda: 'CBDA',
  quantity: 'Quantity on hand',
  unitWeight: 'Unit weight or size',
  price: 'Price',
  tags: 'Tags',
  effects: 'Effects',
  dycColor: 'DYC color',
  sku: 'SKU or product ID',
  ignore: 'Not used',
};

/**
 * Fields whose several columns are all read: one product's THC may sit in a % column or a mg column, its
 * category in a master category or a category column.
 */
const MULTI_COLUMN_FIELDS: ReadonlySet<FieldId> = new Set([
  'category',
  'thc',
  'thca',
  'cbd',
  'cbda',
  'thcUnit',
  'cbdUnit',
  'tags',
  'effects',
]);

export interface ColumnGuess {
  field: ColumnField;
  /** The header named the field plainly; false where the guess rests on a looser word or on the values. */
  sure: boolean;
}

/** A header as words: lower case, "%" as "percent", "THC(mg)" as "thc mg", camelCase split. */
export function headerWords(header: string): string[] {
  const spaced = header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/%/g, ' percent ')
    .replace(/#/g, ' number ');
  return wordsOf(spaced)
    .flatMap((word) => word.split('-'))
    .filter((word) => word.length > 0);
}

/** The header as one normalised phrase: "Quantity On-Hand" → "quantity on hand". */
function phrase(words: readonly string[]): string {
  return words.join(' ');
}

const STRAIN_TYPE_WORDS = new Set([
  'indica',
  'sativa',
  'hybrid',
  'cbd',
  'balanced',
  'high-cbd',
  'thc',
  'indica-hybrid',
  'sativa-hybrid',
  'indica-dominant',
  'sativa-dominant',
  'i/s',
  's/i',
  '1:1',
  'n/a',
]);

function looksLikeStrainType(cell: string): boolean {
  const text = cell.trim().toLowerCase();
  if (STRAIN_TYPE_WORDS.has(text)) return true;
  const words = wordsOf(text).flatMap((word) => word.split('-'));
  return (
    words.length > 0 &&
    words.length <= 3 &&
    words.every((word) => ['indica', 'sativa', 'hybrid', 'dominant', 'high', 'cbd', 'balanced', 'thc'].includes(word))
  );
}

/** Share of the non-empty sample cells that pass a test (0 when none is filled). */
function share(cells: readonly string[], test: (cell: string) => boolean): number {
  const filled = cells.filter((cell) => cell.trim() !== '');
  if (filled.length === 0) return 0;
  return filled.filter(test).length / filled.length;
}

const OTHER_NAME_WORDS = new Set([
  'brand',
  'strain',
  'vendor',
  'category',
  'batch',
  'account',
  'location',
  'store',
  'customer',
  'supplier',
  'producer',
  'manufacturer',
  'room',
  'employee',
  'budtender',
  'sheet',
  'file',
  'lot',
  'classification',
  'master',
]);
const NOT_ON_HAND_WORDS = new Set([
  'sold',
  'allocated',
  'reserved',
  'returned',
  'ordered',
  'received',
  'transferred',
  'destroyed',
  'adjusted',
  'min',
  'max',
  'threshold',
  'reorder',
  'par',
]);

type Scores = Partial<Record<FieldId, number>>;

/** Scores for one column: 10 for a header that names the field plainly, less for a looser word or its values. */
function scoreColumn(header: string, cells: readonly string[]): Scores {
  const words = headerWords(header);
  const text = phrase(words);
  const has = (word: string) => words.includes(word);
  const scores: Scores = {};
  const give = (field: FieldId, score: number) => {
    scores[field] = Math.max(scores[field] ?? 0, score);
  };

  // The product's name.
  if (
    [
      'name',
      'product',
      'product name',
      'productname',
      'item',
      'item name',
      'menu item',
      'product title',
      'title',
      'sku name',
      'display name',
    ].includes(text)
  )
    give('name', 10);
  else if ((has('name') || has('productname')) && !words.some((word) => OTHER_NAME_WORDS.has(word))) give('name', 8);

  // Category.
  if (
    [
      'category',
      'categories',
      'product category',
      'master category',
      'category name',
      'classification',
      'classification name',
      'classification path',
      'product type',
      'kind',
      'inventory category',
      'subcategory',
      'sub category',
      'class',
    ].includes(text)
  ) {
    give('category', text.startsWith('sub') ? 7 : 10);
  } else if (has('category') || has('classification')) give('category', 8);

  if (
    [
      'brand',
      'brand name',
      'productbrand',
      'product brand',
      'vendor',
      'vendor name',
      'manufacturer',
      'producer',
      'supplier',
      'brands',
    ].includes(text)
  )
    give('brand', text.includes('brand') ? 10 : 8);
  if (['strain', 'strain name', 'strainname', 'cultivar', 'genetics', 'variety'].includes(text)) give('strain', 10);
  if (
    [
      'strain type',
      'flower type',
      'straintype',
      'lineage',
      'species',
      'cannabis type',
      'plant type',
      'indica sativa',
      'strain category',
    ].includes(text)
  )
    give('strainType', 10);

  // Cannabinoids: "THC %", "Total THC", "THC Content", "percent_thc"; THCA and the unit columns apart.
  const thcWord = words.find((word) => word === 'thc' || word === 'thca' || word === 'percentthc');
  const cbdWord = words.find((word) => word === 'cbd' || word === 'cbda' || word === 'percentcbd');
  const isUnitColumn = has('unit') || has('uom') || has('units') || text.endsWith('unit of measure');
  const isRatio = has('ratio') || (thcWord !== undefined && cbdWord !== undefined);
  if (!isRatio) {
    if (
      thcWord === 'thca' ||
      (has('thc') && has('a') && words.indexOf('a') === words.indexOf('thc') + 1) ||
      (has('thc') && has('acid'))
    ) {
      if (!isUnitColumn) give('thca', 10);
    } else if (thcWord) {
      give(isUnitColumn ? 'thcUnit' : 'thc', 10);
    }
    if (cbdWord === 'cbda' || (has('cbd') && has('acid'))) {
      if (!isUnitColumn) give('cbda', 10);
    } else if (cbdWord) {
      give(isUnitColumn ? 'cbdUnit' : 'cbd', 10);
    }
  }
  if (
    ['potency unit', 'potency units', 'potency type', 'cannabinoid unit', 'lab unit', 'lab results unit'].includes(text)
  ) {
    give('thcUnit', 9);
    give('cbdUnit', 9);
  }

  // Stock on hand, never what was sold or reserved.
  const onHand = !words.some((word) => NOT_ON_HAND_WORDS.has(word));
  if (onHand) {
    if (
      [
        'quantity',
        'qty',
        'quantity on hand',
        'on hand',
        'qty on hand',
        'available',
        'available quantity',
        'quantity available',
        'stock',
        'in stock',
        'inventory',
        'units',
        'sellable units',
        'available units',
        'inventory count',
        'current quantity',
        'qoh',
        'sellable',
        'count',
        'remaining quantity',
        'quantity in stock',
        'inventory quantity',
        'total quantity',
        'quantity in inventory',
      ].includes(text)
    )
      give('quantity', 10);
    else if (has('quantity') || has('qty') || has('onhand') || (has('on') && has('hand'))) give('quantity', 8);
  }

  if (
    [
      'unit weight',
      'weight',
      'size',
      'net weight',
      'amount',
      'package size',
      'grams',
      'grams concentration',
      'g c',
      'product size',
      'unit size',
      'net weight per unit',
      'weight per unit',
      'net quantity per unit',
    ].includes(text)
  )
    give('unitWeight', text === 'amount' ? 7 : 10);

  if (
    [
      'price',
      'retail price',
      'unit price',
      'msrp',
      'sale price',
      'price each',
      'sell price',
      'selling price',
      'price per unit',
      'regular price',
      'base price',
      'list price',
    ].includes(text)
  )
    give('price', 10);
  else if (has('price') && !has('cost')) give('price', 7);

  if (['tags', 'tag', 'labels', 'label', 'attributes', 'keywords', 'product tags'].includes(text)) give('tags', 10);
  if (
    [
      'effects',
      'effect',
      'feelings',
      'feeling',
      'experience',
      'activities',
      'mood',
      'positive effects',
      'desired effects',
      'effect tags',
    ].includes(text)
  )
    give('effects', 10);
  if (['dyc color', 'dyc colour', 'dyc', 'dyc category', 'dyc effect', 'dyc color code'].includes(text))
    give('dycColor', 10);
  else if (['color', 'colour', 'effect color', 'color code'].includes(text)) give('dycColor', 6);

  if (
    [
      'sku',
      'product id',
      'id',
      'barcode',
      'upc',
      'catalog sku',
      'item id',
      'product sku',
      'sku number',
      'product code',
      'item number',
      'productid',
    ].includes(text)
  )
    give('sku', 10);

  // Values settle what a header leaves open.
  const sample = cells.slice(0, 200);
  if (
    text === 'type' ||
    text === 'category' ||
    text === 'product type' ||
    text === 'kind' ||
    text === 'classification'
  ) {
    const types = share(sample, looksLikeStrainType);
    if (types >= 0.6) {
      give('strainType', 10);
      scores.category = 0;
    } else if (text === 'type' && share(sample, (cell) => categoryOf(cell) !== null) >= 0.5) give('category', 9);
  }
  if (scores.dycColor !== undefined && scores.dycColor < 10) {
    if (share(sample, holdsColorName) < 0.8) scores.dycColor = 0;
  }
  if ((scores.tags ?? 0) > 0 && share(sample, (cell) => dycTagOf(cell) !== null) >= 0.3 && !(scores.effects ?? 0))
    give('tags', 10);
  if (!Object.keys(scores).length && share(sample, hasEffectWords) >= 0.6) give('effects', 6);
  // A quantity column holds counts.
  if ((scores.quantity ?? 0) > 0 && share(sample, (cell) => readAmount(cell, false).value !== null) < 0.5)
    scores.quantity = 0;
  // A unit column holds units.
  for (const field of ['thcUnit', 'cbdUnit'] as const) {
    if ((scores[field] ?? 0) > 0 && share(sample, (cell) => unitFromText(cell) !== null) < 0.5) scores[field] = 0;
  }
  return scores;
}

/**
 * The guessed meaning of every column. Each single field goes to its best column; a column wanted by two
 * fields takes the one it scores higher on. Where the file gives a total THC column, its THCA column is left
 * unused: the total already counts it.
 */
export function guessColumns(headers: readonly string[], rows: readonly (readonly string[])[]): ColumnGuess[] {
  const scores = headers.map((header, index) =>
    scoreColumn(
      header,
      rows.map((row) => row[index] ?? ''),
    ),
  );
  const guesses: ColumnGuess[] = headers.map(() => ({ field: 'ignore', sure: false }));
  const taken = new Set<number>();
  // Fields in the order they claim columns: the name first, then what the report counts.
  for (const field of FIELD_IDS) {
    const candidates = scores
      .map((score, index) => ({ index, score: score[field] ?? 0 }))
      .filter((candidate) => candidate.score >= 6 && !taken.has(candidate.index))
      // A column is claimed by the field it scores highest on.
      .filter((candidate) => Math.max(...Object.values(scores[candidate.index]!)) <= candidate.score)
      .sort((a, b) => b.score - a.score || a.index - b.index);
    // A further category column must name itself plainly ("Master Category" beside "Category").
    const chosen = MULTI_COLUMN_FIELDS.has(field)
      ? candidates.filter((candidate, rank) => rank === 0 || field !== 'category' || candidate.score >= 9)
      : candidates.slice(0, 1);
    for (const candidate of chosen) {
      guesses[candidate.index] = { field, sure: candidate.score >= 9 };
      taken.add(candidate.index);
    }
  }
  const totals = headers.map((header) => headerWords(header).includes('total'));
  for (const [cannabinoid, acid] of [
    ['thc', 'thca'],
    ['cbd', 'cbda'],
  ] as const) {
    const hasTotal = guesses.some((guess, index) => guess.field === cannabinoid && totals[index]);
    if (!hasTotal) continue;
    guesses.forEach((guess, index) => {
      if (guess.field === acid || (guess.field === cannabinoid && !totals[index]))
        guesses[index] = { field: 'ignore', sure: false };
    });
  }
  return guesses;
}

/**
 * Which row holds the headers: among the first rows, the one whose cells read most like headers (known header
 * words, text rather than figures), so a title or a date line above the table is passed over.
 */
export function headerRowIndex(rows: readonly (readonly string[])[]): number {
  let best = { index: 0, score: -1 };
  const limit = Math.min(rows.length, 20);
  for (let index = 0; index < limit; index += 1) {
    const row = rows[index]!;
    const filled = row.filter((cell) => cell.trim() !== '');
    if (filled.length < 2) continue;
    const known = filled.filter((cell) => Object.values(scoreColumn(cell, [])).some((score) => score > 0)).length;
    const textual = filled.filter((cell) => readAmount(cell, false).value === null).length;
    const score = known * 3 + textual + filled.length * 0.1;
    if (score > best.score) best = { index, score };
  }
  return best.index;
}
