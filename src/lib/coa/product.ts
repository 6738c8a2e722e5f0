/**
 * What the product is (flower, an extract, an edible) and the sizes a certificate prints for it: the weight of a
 * serving and the units in a package. Read from labelled lines ("Matrix: Flower", "Sample: Lantern Haze Pre-Roll"),
 * key and value cells ("Matrix | Flower") and, when nothing is labelled, a title line ("Garden Dusk — Flower
 * (Bulk)"). Every label's value ends where the next label or a column gap starts, so a line of any length is read
 * once.
 */
import { wholeWordsSource, wordStarts, wordsOf } from './languages.ts';
import { parseNumber } from './lines.ts';
import { oncePerParse } from './perParse.ts';

/** Flower in the words of the language table's languages. */
const FOREIGN_FLOWER = new RegExp(
  `${wordStarts(wordsOf((language) => language.products?.flower)).source}|${wholeWordsSource(wordsOf((language) => language.productWords?.flower))}`,
  'iu',
);

export type ProductKind = 'flower' | 'extract' | 'edible' | 'unknown';

/**
 * The words that name a product's form. A product name often holds a sweet or a form word that is only part of a
 * strain's name ("Kush Mints Pre-Roll", "Girl Scout Cookies Smalls", "Chocolate Thai Vape Cart"); its form is the
 * last such word it holds.
 */
const FORM_WORDS =
  /\b(?:(?<edible>edibles?|gumm\w*|chocolates?|beverages?|drinks?|sodas?|seltzers?|cand(?:y|ies)|cookies?|brownies?|chews?|tablets?|capsules?|softgels?|mints?|lozenges?)|(?<extract>concentrates?|extracts?|vapes?|vapori[sz]\w*|cart(?:ridge)?s?|distillates?|derivatives?|oils?|tinctures?|rosin|resin|wax|shatter|badder|budder|crumble|sauce|hash|kief|isolates?|topicals?|syringes?|diamonds?|pods?|disposables?)|(?<flower>flowers?|blüten|buds?|pre-?rolls?|joints?|plants?|floral\s+material|pre-?harvest|shake|trim|smalls|popcorn|inflorescen(?:ces?|cias?)|flos|flor(?:es)?|dried\s+cannabis|usable\s+(?:marijuana|cannabis)|bulk))\b/giu;

/**
 * The device a product is used with, after the product's own form: "Cannabis flos (for inhalation via vaporiser)",
 * "Dried flower, for use in a vaporizer", "for vaporization". The product's form is not the device's.
 */
const DEVICE_OF_USE = /\b(?:via|for(?:\s+use)?(?:\s+(?:in|with))?|with|using|by)\s+(?:an?\s+|the\s+)?vapori[sz]\w*/giu;

export function classifyProduct(given: string): ProductKind {
  let kind: ProductKind = 'unknown';
  const description = given.replace(DEVICE_OF_USE, ' ');
  FORM_WORDS.lastIndex = 0;
  for (let match = FORM_WORDS.exec(description); match; match = FORM_WORDS.exec(description)) {
    const groups = match.groups!;
    kind = groups.edible ? 'edible' : groups.extract ? 'extract' : 'flower';
  }
  return kind;
}

/** A label that says what kind of product the sample is: "Matrix: Flower", "Product Type: Concentrate". */
const TYPE_LABEL =
  /\b(?:sample\s+matrix|product\s+category|product\s+type|sample\s+type|matri[xz]|matrice|category|type)\s?:/gi;
/**
 * A label that names the product, its form last ("Sample: Purple Punch #2 Flower", "Product Name: … Cartridge"),
 * at a line's start or after a tab, a pipe or a wide gap; "Sample ID:" and "Client:" are not among them. A label in
 * two languages ("Product / מוצר:", "ตัวอย่าง / Sample:") is one label.
 */
const NAME_LABEL =
  /(?:^|[\t|;]| {2}|\/ )\s?(?:product|sample|item|description|strain|commodity)(?: (?:name|description))?(?: ?\/ ?[^\s:/]{1,20})? ?[:–—-]/gi;
/** A cell that is a label, its value the next cell: "Matrix | Flower". */
const LABEL_CELL =
  /^(?:sample\s+)?(?:matrix|product(?:\s+(?:type|name|category))?|sample(?:\s+(?:type|name))?|category|produkt|produit|producto|prodotto|produto)$/i;
/** Where a value ends: a tab, a pipe, a semicolon or a gap of two spaces. */
const GAP = /[\t|;]| {2}/g;

/** Each labelled value on a line: from after its label to the next gap or the next label, whichever comes first. */
function labelledValues(line: string, label: RegExp): string[] {
  const starts: { from: number; to: number }[] = [];
  label.lastIndex = 0;
  for (let match = label.exec(line); match; match = label.exec(line)) {
    starts.push({ from: match.index, to: match.index + match[0].length });
    if (match[0].length === 0) label.lastIndex += 1;
  }
  return starts.map((start, index) => {
    const limit = starts[index + 1]?.from ?? line.length;
    GAP.lastIndex = start.to;
    let end = limit;
    for (let gap = GAP.exec(line); gap && gap.index < limit; gap = GAP.exec(line)) {
      // Leading spaces after the colon are not the end of the value.
      if (line.slice(start.to, gap.index).trim() === '') continue;
      end = gap.index;
      break;
    }
    return line.slice(start.to, end);
  });
}

/** Classes of product as regulators name them: Oregon's and Washington's, Canada's, the USDA's hemp pre-harvest test. */
const PRODUCT_CLASS =
  /\b(?:(usable\s+(?:marijuana|cannabis)|dried\s+(?:cannabis|flower)|(?:hemp|cannabis)\s+(?:flower|floral\s+material|plant\s+material)|pre-?harvest)|(edible\s+cannabis|cannabis\s+edibles?)|cannabis\s+extracts?|cannabis\s+concentrates?)\b/i;

/** A title line's last part after a dash: "Garden Dusk — Flower (Bulk)". */
const TITLE_PART = /\s[—–-]\s(?=\S)/g;

export function productKindFrom(lines: readonly string[]): ProductKind {
  // Blank lines name nothing; a pasted page can be mostly blank lines.
  const filled = lines.filter((line) => line.trim() !== '');
  const typed = filled.flatMap((line) => (/type|matri|category/i.test(line) ? labelledValues(line, TYPE_LABEL) : []));
  const cells = filled.flatMap((line) => {
    if (!/[\t|;]| {2}/.test(line)) return [];
    const parts = line.split(/[\t|;]| {2,}/).map((part) => part.trim());
    return parts.flatMap((part, index) => (LABEL_CELL.test(part) && parts[index + 1] ? [parts[index + 1]!] : []));
  });
  const named = filled.flatMap((line) =>
    /product|sample|item|description|strain|commodity/i.test(line) ? labelledValues(line, NAME_LABEL) : [],
  );
  for (const value of [...typed, ...cells, ...named]) {
    const kind = classifyProduct(value);
    if (kind !== 'unknown') return kind;
  }
  // Nothing labelled: a class of product as regulators name it, on a line near the top ("Usable Marijuana — Sour
  // Tangie", "Dried Cannabis"), or a title line's form after a dash. Only a single kind among them counts.
  const titled = new Set<ProductKind>();
  for (const line of filled.slice(0, 12)) {
    const named = PRODUCT_CLASS.exec(line);
    if (named) titled.add(named[1] ? 'flower' : named[2] ? 'edible' : 'extract');
  }
  for (const line of filled.slice(0, 12)) {
    let last = -1;
    TITLE_PART.lastIndex = 0;
    for (let match = TITLE_PART.exec(line); match; match = TITLE_PART.exec(line)) last = match.index + match[0].length;
    if (last < 0 || line.length > 120) continue;
    const kind = classifyProduct(line.slice(last));
    if (kind !== 'unknown') titled.add(kind);
  }
  if (titled.size > 0) return titled.size === 1 ? [...titled][0]! : 'unknown';
  // Still nothing: flower named in a language of the language table, near the top ("Цветове от индустриален коноп").
  return filled.slice(0, 15).some((line) => FOREIGN_FLOWER.test(line)) ? 'flower' : 'unknown';
}

/**
 * Weight of one unit or serving, in grams, when the COA prints it: a unit's, a serving's or a piece's weight, a
 * capsule's fill, a tablet's weight, the weight per capsule (never a sample's weight, which is the lab's portion, nor
 * a package's net weight).
 */
export function unitWeightFrom(text: string): number | null {
  const match =
    /(?:unit|serving|piece|portion|fill|capsule|tablet|softgel|gummy)\s?(?:weight|size|mass)[^0-9\n]{0,30}(\d+(?:[.,]\d+)?)\s?(mg|g)\b/i.exec(
      text,
    ) ??
    /weight\s(?:per|of\s(?:one|each|a))\s(?:unit|serving|piece|capsule|tablet|softgel|gummy)[^0-9\n]{0,20}(\d+(?:[.,]\d+)?)\s?(mg|g)\b/i.exec(
      text,
    ) ??
    /(?:serving|unit)[^\n(]{0,50}\((\d+(?:[.,]\d+)?)\s?(mg|g)\)/i.exec(text);
  if (!match) return null;
  const value = parseNumber(match[1]!);
  if (value === null || value <= 0) return null;
  return match[2]!.toLowerCase() === 'mg' ? value / 1000 : value;
}

/** How many units a package holds, when the COA prints it: "Units per package: 10", "10 pieces per package". */
export function unitsPerPackageFrom(text: string): number | null {
  const match =
    /\b(?:units?|pieces?|pcs|count|pre-?rolls?|joints?)\s+per\s+(?:package|pack|pkg|container)\s?:?\s?(\d{1,4})\b/i.exec(
      text,
    ) ??
    /\b(\d{1,4})\s?(?:units?|pieces?|pcs|gumm(?:y|ies)|lozenges?|capsules?|tablets?|softgels?|chews?|mints?|pre-?rolls?|joints?)\s+per\s+(?:package|pack|pkg|container|tin|jar|box|bag|bottle)\b/i.exec(
      text,
    );
  if (!match) return null;
  const count = Number(match[1]);
  return count > 0 ? count : null;
}

/** A serving of several pieces: "Serving size: 2 gummies", "2 pieces per serving". */
const PIECES_PER_SERVING =
  /\bserving\s+size\s?:?\s?(\d{1,2})\s?(?:x\s)?(?:gumm\w*|pieces?|pcs|units?|capsules?|caps|tablets?|tabs|softgels?|chews?|mints?|squares?|cand(?:y|ies)|lozenges?|cookies?)\b|\b(\d{1,2})\s?(?:gumm\w*|pieces?|pcs|units?|capsules?|tablets?|softgels?|chews?)\s+per\s+serving\b/i;
const SERVINGS_PER_PACKAGE = /\bservings?\s+per\s+(?:package|pack|pkg|container)\s?:?\s?(\d{1,4})\b/i;

/**
 * How many pieces make a serving, when the COA says it is more than one: then a figure per piece is not a figure
 * per serving. Read from the serving size, or from units and servings per package printed side by side.
 */
export function piecesPerServingFrom(text: string, unitsPerPackage: number | null): number | null {
  const stated = PIECES_PER_SERVING.exec(text);
  const count = stated ? Number(stated[1] ?? stated[2]) : null;
  if (count !== null) return count > 1 ? count : null;
  const servings = Number(SERVINGS_PER_PACKAGE.exec(text)?.[1] ?? 0);
  if (!unitsPerPackage || servings <= 0 || unitsPerPackage <= servings || unitsPerPackage % servings !== 0) return null;
  return unitsPerPackage / servings;
}

/** Containers a drink or a dose comes in, each either the whole package or one serving of a multipack. */
const CONTAINERS = 'can|bottle|jar|bar|tin|vial';
/** "Serving size: 1 can", "1 can per serving": one container is a serving. */
const ONE_CONTAINER_SERVING = new RegExp(
  `\\bserving\\s+size\\s?:?\\s?(?:1|one)\\s(?:x\\s)?(${CONTAINERS})\\b|\\b(?:1|one)\\s(${CONTAINERS})\\s+per\\s+serving\\b`,
  'gi',
);
/** "4-pack", "six pack", "sold as 4-pack": a package of several containers. */
const MULTIPACK = /\b(?:[2-9]|1\d|2[0-4]|two|three|four|six|eight|twelve)\s?-?\s?pack\b/i;

/**
 * A package that is one serving: "Servings per container: 1", "Servings/package: one", "1 serving per can",
 * "single-serve", and the servings per package in the languages labs write in ("Porciones por envase: 1", "Portions
 * par contenant : 1", "Portionen pro Packung: 1"). Its container's figure is its serving's.
 */
const ONE_SERVING_PACKAGE =
  /\b(?:servings?|porci[oó]n(?:es)?|porç(?:ão|ões)|portions?|portionen|porzion[ei])\s?(?:per|\/|por|par|pro)\s?(?:package|pack|pkg|container|can|bottle|envase|lata|botella|embalagem|garrafa|contenant|emballage|canette|bouteille|packung|dose|flasche|confezione|lattina|bottiglia)\s?:?\s?(?:1|one|un[ae]?|uno|uma|um|eine?)\b(?![.,]\d)|\b(?:1|one)\s+serving\s+per\s+(?:package|pack|pkg|container|can|bottle)\b|\bsingle[\s-]serv(?:e|ing)\b/iu;

/**
 * The containers ("can", "bottle") a figure per container is per serving of: one the certificate states a serving
 * is, or any, when it sells several in a package (a 4-pack) or its package is one serving. Then the container's
 * figure is a serving's, not only the package's. "all" for any.
 */
export function servingContainersFrom(text: string): ReadonlySet<string> | 'all' {
  if (MULTIPACK.test(text) || ONE_SERVING_PACKAGE.test(text)) return 'all';
  const stated = new Set<string>();
  for (const match of text.matchAll(ONE_CONTAINER_SERVING)) stated.add((match[1] ?? match[2])!.toLowerCase());
  return stated;
}

/**
 * The label of a product's name, at a line's start or after a wide gap, a tab or a bar ("Product: ", "Sample Name – ",
 * "Client: Acme    Produit : ", "Vzorka / Sample: "); a product's own name also stands after a gap or a tab
 * ("Product	CBD Oil").
 */
const PRODUCT_NAME_LABEL =
  /(?:^ ?|\t| {2}|\| ?)(?:(?:[^\s:/|]{1,20} ?\/ ?)?(?:product|sample|item|strain|commodity|produit|producto|produkt|prodotto|produto|muestra|échantillon|amostra|campione|vzorka|vzorek|próbka|uzorak|minta|näyte|prøve|prov|monster)(?: (?:name|description|nom))?(?: ?:| [–—-] )|(?:product|product name|sample name)(?:\t| {2}))[\t ]*/iu;

/**
 * Where a product's name stands on its labelled line ("Product: CBD Oil 10 % w/w, THC free   Batch: 7"): from after
 * the label to the next wide gap. A name that holds a cannabinoid and a figure is the product's, never a result.
 */
export const productNameSpan = oncePerParse(readProductNameSpan);

function readProductNameSpan(text: string): { start: number; end: number } | null {
  const label = PRODUCT_NAME_LABEL.exec(text);
  if (!label) return null;
  const start = label.index + label[0].length;
  const gap = / {2}|\t/.exec(text.slice(start));
  const end = gap ? start + gap.index : text.length;
  return end > start ? { start, end } : null;
}
