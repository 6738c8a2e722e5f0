/**
 * What each column of an export means, guessed from its header and its values the way an importer does, and
 * shown to the operator to confirm or change. Header words come from the column lists the point-of-sale and
 * menu systems publish (tests/fixtures/inventory/README.md names them); values settle what a header leaves
 * open ("Type" holding Indica and Sativa, or Flower and Edibles).
 */
import { categoryOf, wordsOf } from './categories.ts';
import { dycTagOf, hasEffectWords, holdsColorName } from './colors.ts';
import { isPotencyUnit, type Potency, type PotencyUnit } from './cannabinoids.ts';
import { readAmount, unitFromText } from './numbers.ts';
import { headerUnit } from './products.ts';

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
  'potencyText',
  'quantity',
  'quantityUnit',
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

/** Each meaning as the column choices name it: short, so a phone's narrow choice shows it whole. */
export const FIELD_LABELS: Readonly<Record<ColumnField, string>> = {
  name: 'Product name',
  category: 'Category',
  brand: 'Brand',
  strain: 'Strain',
  strainType: 'Flower type',
  thc: 'THC (or total THC)',
  thcUnit: 'THC unit (or potency unit)',
  thca: 'THCA',
  cbd: 'CBD (or total CBD)',
  cbdUnit: 'CBD unit',
  cbda: 'CBDA',
  potencyText: 'Dosage in words',
  quantity: 'Quantity on hand',
  quantityUnit: 'Quantity unit',
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

/** Header words of whole-number columns that are not stock: money, weights, codes, dates, ratings. */
const NOT_COUNT_WORDS = new Set([
  ...NOT_ON_HAND_WORDS,
  'price',
  'cost',
  'dollars',
  'usd',
  'msrp',
  'amount',
  'value',
  'total',
  'sales',
  'revenue',
  'margin',
  'tax',
  'weight',
  'size',
  'gram',
  'grams',
  'g',
  'mg',
  'ml',
  'oz',
  'id',
  'code',
  'number',
  'no',
  'sku',
  'upc',
  'barcode',
  'ref',
  'reference',
  'year',
  'month',
  'day',
  'days',
  'date',
  'rating',
  'rank',
  'reviews',
  'percent',
  'thc',
  'cbd',
  'row',
  'line',
  'batch',
  'lot',
  'age',
]);

/** A whole count as a cell writes it: "12", "1,250", "1 250". */
const COUNT_CELL = /^(?:\d{1,3}(?:[,.\s]\d{3})+|\d{1,6})$/;

/**
 * A column whose header names nothing but whose cells are whole counts ("Shelf": 12, 0, 48): a quantity on
 * hand, to be checked. Codes are not counts: distinct numbers all of one length of four digits or more.
 */
function looksLikeCounts(words: readonly string[], sample: readonly string[]): boolean {
  if (words.some((word) => NOT_COUNT_WORDS.has(word))) return false;
  const filled = sample.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length < 2 || share(filled, (cell) => COUNT_CELL.test(cell)) < 0.9) return false;
  const lengths = new Set(filled.map((cell) => cell.length));
  const distinct = new Set(filled).size === filled.length;
  return !(distinct && lengths.size === 1 && filled[0]!.length >= 4);
}

/** Grams in one of a weight unit, as stock is counted by weight ("gm", "oz", "lb"). */
const GRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  g: 1,
  gm: 1,
  gms: 1,
  gr: 1,
  gram: 1,
  grams: 1,
  gramos: 1,
  kg: 1000,
  oz: 28.3495,
  ounce: 28.3495,
  ounces: 28.3495,
  lb: 453.592,
  lbs: 453.592,
  mg: 0.001,
};
const PIECE_WORDS = new Set([
  'each',
  'ea',
  'unit',
  'units',
  'piece',
  'pieces',
  'pc',
  'pcs',
  'ct',
  'count',
  'item',
  'items',
  'pack',
  'packs',
  'unidad',
  'unidades',
  'pieza',
  'piezas',
]);

/** What a quantity's unit cell says: counted in pieces, or by weight (grams per unit of the cell); null if neither. */
export function quantityUnitOf(cell: string): { kind: 'pieces' } | { kind: 'weight'; grams: number } | null {
  const text = cell.trim().toLowerCase().replace(/\.$/, '');
  if (PIECE_WORDS.has(text)) return { kind: 'pieces' };
  const grams = GRAMS_PER_UNIT[text];
  return grams === undefined ? null : { kind: 'weight', grams };
}

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

  // Dosage or potency written as words: "100mg THC / 0mg CBD".
  if (
    ['dosage', 'dose', 'potency', 'strength', 'cannabinoids', 'cannabinoid content', 'cannabinoid profile'].includes(
      text,
    )
  )
    give('potencyText', 10);
  else if (!thcWord && !cbdWord && share(cells.slice(0, 200), (cell) => readPotencyText(cell, false) !== null) >= 0.6)
    give('potencyText', 7);

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
        'how many',
        'units on hand',
        'cantidad',
        'cantidad disponible',
        'existencias',
        'existencia',
        'en existencia',
        'unidades',
        'unidades disponibles',
        'inventario',
        'disponible',
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
  if (!Object.keys(scores).length && looksLikeCounts(words, sample)) give('quantity', 6);
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
      // Counts found by their values alone stand beside a column of names.
      .filter(
        (candidate) => field !== 'quantity' || candidate.score > 6 || guesses.some((guess) => guess.field === 'name'),
      )
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
  // A master category ("masterCategory": Edibles) is the report's category; the finer one beside it ("Rosin
  // Gummies", "Live Resin" under Vaporizers) would name another, so it is left unread rather than counted too.
  const master = guesses.findIndex(
    (guess, index) => guess.field === 'category' && headerWords(headers[index]!).includes('master'),
  );
  if (master >= 0)
    guesses.forEach((guess, index) => {
      if (guess.field === 'category' && index !== master) guesses[index] = { field: 'ignore', sure: false };
    });
  // A unit-of-measure column right after the quantity is the quantity's unit ("qty, uom": 450, gm); beside a
  // size ("amount, unit_of_measure": 3.5, GRAMS) it is the size's, and the size column reads it with it.
  guesses.forEach((guess, index) => {
    const before = guesses[index - 1];
    if (guess.field !== 'ignore' || before?.field !== 'quantity') return;
    const words = headerWords(headers[index]!);
    const namesUnit = ['uom', 'unit', 'units', 'measure', 'unidad'].some((word) => words.includes(word));
    const cells = rows.map((row) => row[index] ?? '');
    if (namesUnit && share(cells.slice(0, 200), (cell) => quantityUnitOf(cell) !== null) >= 0.8)
      guesses[index] = { field: 'quantityUnit', sure: false };
  });
  const totals = headers.map((header) => headerWords(header).includes('total'));
  const units = headers.map((header, index) => headerUnit(header) ?? cellUnit(rows, index));
  for (const [cannabinoid, acid] of [
    ['thc', 'thca'],
    ['cbd', 'cbda'],
  ] as const) {
    const totalUnits = new Set(
      guesses.flatMap((guess, index) => (guess.field === cannabinoid && totals[index] ? [units[index]] : [])),
    );
    if (totalUnits.size === 0) continue;
    // A plain THC column in another unit than the total (26.1 % beside "Total mg THC") is another product's
    // figure, not the total's part: it stays, and each product reads the one it fills.
    guesses.forEach((guess, index) => {
      const sameUnit = units[index] === null || totalUnits.has(units[index]!) || totalUnits.has(null);
      if (guess.field === acid || (guess.field === cannabinoid && !totals[index] && sameUnit))
        guesses[index] = { field: 'ignore', sure: false };
    });
  }
  return guesses;
}

/** The words of a dosage text: figures, units and the two cannabinoids' names ("10", "mg", "thc"). */
const DOSAGE_TOKEN = /\d+(?:[.,]\d+)?|mg\/g|mg|%|thca?|cbda?|[a-z]+/g;

/**
 * THC and CBD read from a dosage written in words: "10mg THC / 5mg CBD", "THC 10 mg, CBD 300 mg", "20% THC".
 * A text writes its names after the figures ("10mg THC") or before them ("THC 10 mg"): whichever comes first.
 * null where the text names neither with a figure.
 */
export function readPotencyText(
  cell: string,
  decimalComma: boolean,
): { thc: Potency | null; cbd: Potency | null } | null {
  const text = cell.toLowerCase();
  if (!text.includes('thc') && !text.includes('cbd')) return null;
  const tokens = [...text.matchAll(DOSAGE_TOKEN)].map((match) => match[0]);
  const found: { thc: Potency | null; cbd: Potency | null } = { thc: null, cbd: null };
  const isName = (token: string | undefined) => token !== undefined && /^(?:thc|cbd)a?$/.test(token);
  const isUnit = (token: string | undefined): token is PotencyUnit =>
    token === 'mg' || token === 'mg/g' || token === '%';
  const isFigure = (token: string) => /^\d/.test(token);
  const namesFirst = tokens.findIndex(isName) < tokens.findIndex(isFigure);
  tokens.forEach((token, index) => {
    if (!isFigure(token)) return;
    const unit = isUnit(tokens[index + 1]) ? (tokens[index + 1] as PotencyUnit) : null;
    const name = namesFirst ? tokens[index - 1] : tokens[index + (unit ? 2 : 1)];
    if (!isName(name)) return;
    const key = name!.startsWith('thc') ? 'thc' : 'cbd';
    const value = Number(token.replace(',', decimalComma ? '.' : ''));
    if (!found[key] && Number.isFinite(value)) found[key] = { value, unit };
  });
  return found.thc || found.cbd ? found : null;
}

/** The fields whose cells must hold figures for the report to use them. */
const FIGURE_FIELDS: ReadonlySet<ColumnField> = new Set([
  'thc',
  'thca',
  'cbd',
  'cbda',
  'potencyText',
  'quantity',
  'price',
]);

/**
 * Whether a column mapped to a figure (THC, a dosage, the quantity) has cells and not one figure among them:
 * the mapping is likely wrong, and the report says so instead of silently typing nothing.
 */
export function yieldsNoFigures(field: ColumnField, cells: readonly string[], decimalComma: boolean): boolean {
  if (!FIGURE_FIELDS.has(field)) return false;
  const filled = cells.filter((cell) => cell.trim() !== '').slice(0, 200);
  if (filled.length === 0) return false;
  return filled.every((cell) => {
    if (field === 'potencyText') return readPotencyText(cell, decimalComma) === null;
    const amount = readAmount(cell, decimalComma);
    return amount.value === null && !amount.belowLimit;
  });
}

/** The unit most of a column's figures are written in ("26.1%", "100 mg"), or null. */
function cellUnit(rows: readonly (readonly string[])[], column: number): PotencyUnit | null {
  const counts = new Map<PotencyUnit, number>();
  for (const row of rows.slice(0, 200)) {
    const unit = readAmount(row[column] ?? '', false).unit;
    if (isPotencyUnit(unit)) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
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
