/**
 * A table's header read as columns, each named by what its words and units mean: the analyte's name, a result (and
 * its unit, its basis: as received or dry weight), a limit (LOQ, LOD, an action level), a units column, a status, or
 * something else. Words are read in order; a head word starts a column and the unit after it is that column's, so
 * "Analyte LOQ % Result %" and "Analyte As Received (%) Dry Weight (%)" read as their labs meant them however they
 * are spaced. One pass over the line's cells.
 */
import { garbledFigure, type Cell, type TextLine } from './lines.ts';
import { LANGUAGES, type HeadRole } from './languages.ts';
import { unitOf, type UnitInfo } from './units.ts';
import { oncePerLine, oncePerParse } from './perParse.ts';

export type ColumnRole = 'name' | 'result' | 'limit' | 'units' | 'status' | 'figure' | 'text';

export interface Column {
  role: ColumnRole;
  /** The header's words for it, as printed ("Result (%)", "As Received (%)"). */
  label: string;
  start: number;
  end: number;
  /** The line piece the column's words are in (for rows ruled with tabs or pipes). */
  piece: number;
  unit: UnitInfo | null;
  /** Whether the unit was a bare word after a limit ("LOQ %"): it could be a column of its own. */
  bareUnitAfterLimit: boolean;
  limit: 'loq' | 'lod' | 'limit' | null;
  basis: 'as received' | 'dry weight' | null;
  /**
   * A decarboxylated equivalent ("Decarboxylated equivalent (%)", "as THC"): an acid's figure already times 0.877,
   * never the row's measured result.
   */
  equivalent?: true;
  /** An uncertainty or an interval around the result ("± U", "95% CI"): never a figure of what was not detected. */
  interval?: true;
  /** A bracketed unit just after the title ("Cannabinoid profile (% w/w)"): a column, or the title's own unit. */
  afterTitle?: true;
}

type Head =
  | { role: 'name' | 'result' | 'units' | 'status' | 'figure' | 'text' }
  | { role: 'limit'; limit: 'loq' | 'lod' | 'limit' }
  | { role: 'result'; basis: 'as received' | 'dry weight' }
  | { role: 'result'; equivalent: true }
  | { role: 'figure'; interval: true };

/** Words a numbered replicate's head starts with ("Unit 1", "Rep 2", "Gummy 3"), and the numbers read. */
const REPLICATE_WORDS = [
  'unit',
  'rep',
  'replicate',
  'sample',
  'prep',
  'preparation',
  'injection',
  'aliquot',
  'piece',
  'gummy',
  'capsule',
  'tablet',
  'vial',
] as const;
const MAX_REPLICATES = 12;

const heads = new Map<string, Head>();
const add = (head: Head, ...phrases: string[]) => phrases.forEach((phrase) => heads.set(phrase, head));
add(
  { role: 'name' },
  'analyte',
  'analytes',
  'analyte name',
  'compound',
  'compounds',
  'compound name',
  'cannabinoid',
  'cannabinoids',
  'cannabinoid profile',
  // A title on the header's line ("CANNABINOID CONTENT (UHPLC)  mg per serving  mg/g"): the names' column, no result.
  'cannabinoid content',
  'cannabinoids content',
  'component',
  'components',
  'parameter',
  'parameters',
  'substance',
  'name',
  'test',
  'tests',
  'test name',
  'terpene',
  'terpenes',
  'terpenoid',
  'terpenoids',
  'determinand',
  'constituent',
  'potency',
  'pesticide',
  'pesticides',
  'solvent',
  'element',
  'metal',
  // A peak table's analyte column: "Peak  RT (min)  Code  Amount (mg/g)  Area %".
  'code',
  // Spanish, Portuguese, Dutch, German, Danish, French, Italian.
  'analito',
  'analitos',
  'analyt',
  'componente',
  'komponent',
  'bestanddeel',
  'parámetro',
  'parametro',
  'paramètre',
  'prueba',
  'cannabinoide',
  'cannabinoides',
  // German certificates: "Komponente Gehalt Einheit NG", "Parameter Ergebnis Einheit BG Spezifikation".
  'komponente',
  'prüfparameter',
);
add(
  { role: 'result' },
  'result',
  'results',
  'amount',
  'amounts',
  'conc',
  'conc.',
  'concentration',
  'value',
  'values',
  'mass',
  'quantity',
  'content',
  'measured',
  'resultado',
  'resultados',
  'resultaat',
  'resultaten',
  'ergebnis',
  'resultat',
  'resultater',
  'résultat',
  'risultato',
  'gehalte',
  'indhold',
  'contenido',
  'teor',
  'gehalt',
  'messwert',
);
// The mean of replicate preparations, printed beside them, is the figure the lab reports.
add({ role: 'result' }, 'mean', 'average');
add({ role: 'result', basis: 'as received' }, 'as received', 'as is', 'wet weight', 'fresh weight');
add({ role: 'result', basis: 'dry weight' }, 'dry weight', 'dry wt', 'dry wt.', 'dry basis', 'dry', 'dw');
// An acid's figure converted to its neutral form's mass (times 0.877), printed beside the measured one.
add(
  { role: 'result', equivalent: true },
  'decarboxylated',
  'decarboxylated equivalent',
  'decarboxylated equiv.',
  'decarboxylated equivalents',
  'decarb',
  'decarb.',
  'decarb equivalent',
  'decarb. equivalent',
  'decarb. equiv.',
  'equivalent',
  'equiv.',
  'thc equivalent',
  'as thc',
  'as cbd',
  'as neutral',
  'neutral equivalent',
);
add(
  { role: 'limit', limit: 'loq' },
  'loq',
  'lloq',
  'pql',
  'rl',
  'reporting limit',
  'limit of quantitation',
  'limit of quantification',
  'quantitation limit',
  'lc',
  'lq',
  'bg',
  'bestimmungsgrenze',
);
add(
  { role: 'limit', limit: 'lod' },
  'lod',
  'mdl',
  'dl',
  'limit of detection',
  'detection limit',
  'ld',
  'ng',
  'nwg',
  'nachweisgrenze',
);
add(
  { role: 'limit', limit: 'limit' },
  'limit',
  'limits',
  'action level',
  'action levels',
  'action limit',
  'spec',
  'spec.',
  'specification',
  'specifications',
  'max',
  'maximum',
  'threshold',
  'allowable',
  'criteria',
  'acceptance criteria',
  'acceptance',
  'acceptance range',
  'mrl',
  'tolerance',
  'state limit',
  'regulatory limit',
  'límite',
  'limite',
  'límites',
  'especificación',
  'especificacion',
  'especificação',
  'specificatie',
  'grenswaarde',
  'norm',
  'grenzwert',
  'spezifikation',
  'krav',
  'grænse',
  'grænseværdi',
);
const UNITS_HEADS = ['unit', 'units', 'uom', 'unidad', 'unidades', 'eenheid', 'einheit', 'enhed', 'unité'];
add({ role: 'units' }, ...UNITS_HEADS);
add(
  { role: 'status' },
  'status',
  'pass/fail',
  'p/f',
  'pass / fail',
  'pass or fail',
  'compliance',
  'evaluation',
  'conclusion',
  'assessment',
  'outcome',
  'dictamen',
  'conformidad',
  'conclusión',
  'beoordeling',
  'bewertung',
  'vurdering',
  'konklusion',
);
add({ role: 'figure' }, 'dilution', 'dilution factor', 'df', 'dil', 'dil.');
add(
  { role: 'figure', interval: true },
  'uncertainty',
  'expanded uncertainty',
  // A confidence interval ("21.12–22.56", "(21.1, 22.6)"): the bounds around the result, neither it nor a limit.
  'ci',
  'c.i.',
  'cl',
  'confidence interval',
  'confidence limits',
  'measurement uncertainty',
  'u',
  '± u',
  '± mu',
  '+/- mu',
  '±',
  '+/-',
  'mu',
);
add(
  { role: 'figure' },
  // A chromatogram's peak table: the peak's number, its retention time and its share of the area are no results.
  'peak',
  'peak #',
  'peak no.',
  'no.',
  '#',
  'retention time',
  'ret. time',
  'area',
  'area %',
  'area%',
  'peak area',
  'height',
  'rsd',
  '%rsd',
  // Replicate preparations beside their mean ("Rep A  Rep B  Mean  RPD %"): each one and their spread are no result.
  'rep a',
  'rep b',
  'rep c',
  'rep 1',
  'rep 2',
  'rep 3',
  'replicate a',
  'replicate b',
  'replicate 1',
  'replicate 2',
  'rpd',
  '%rpd',
  // Units tested one by one for homogeneity ("Unit 1  Unit 2  Unit 3  Mean  %RSD"), each numbered: none the result.
  ...REPLICATE_WORDS.flatMap((word) => Array.from({ length: MAX_REPLICATES }, (_, index) => `${word} ${index + 1}`)),
  'rt',
  'recovery',
  // An assay against its label: the figure claimed is no result (a check of it, at most).
  'label claim',
  'claim',
  'claimed',
  'target',
  'declared',
  'nominal',
);
add(
  { role: 'text' },
  'method',
  'methods',
  'technique',
  'cas',
  'cas no',
  'cas no.',
  'cas #',
  'cas number',
  'notes',
  'note',
  'comment',
  'comments',
  'qualifier',
  'qualifiers',
  'qual',
  'qual.',
  'q',
  'flag',
  'flags',
  'section',
  'category',
  'date',
  'instrument',
  'reference',
  'sop',
  'método',
  'metodo',
  'methode',
  'metode',
  'methodik',
  'lod/loq',
  'loq/lod',
);

// The heads of every other language the language table knows.
const HEAD_OF_ROLE: Readonly<Record<HeadRole, Head>> = {
  name: { role: 'name' },
  result: { role: 'result' },
  limit: { role: 'limit', limit: 'limit' },
  loq: { role: 'limit', limit: 'loq' },
  lod: { role: 'limit', limit: 'lod' },
  units: { role: 'units' },
  status: { role: 'status' },
  text: { role: 'text' },
  figure: { role: 'figure' },
  uncertainty: { role: 'figure', interval: true },
};
for (const language of LANGUAGES)
  for (const [role, phrases] of Object.entries(language.heads) as [HeadRole, readonly string[]][])
    for (const phrase of phrases) if (!heads.has(phrase)) heads.set(phrase, HEAD_OF_ROLE[role]);

/** The first words of the vocabulary's phrases of several words: only these start a longer match. */
const PHRASE_STARTS = new Set(
  [...heads.keys()].filter((phrase) => phrase.includes(' ')).map((phrase) => phrase.split(' ')[0]!),
);

/** Lines that declare the unit of the table they head: "Units: mg/g", "results reported as %", "results as %". */
const UNIT_DECLARATION =
  /\b(?:reported\s+(?:as|in)|(?:units?|eenheid|unidad(?:es)?|einheit|enhed)\s*:|expressed\s+(?:as|in)|results?\s+(?:are\s+)?(?:given\s+)?in|results\s+(?:are\s+)?as\s(?=%|mg\b|mg\/|g\/|percent)|all\s+values\s+in)\s*\(?([^\s)]+(?:\s[^\s)]+)?)/i;

/** Every language's word for a unit, as a line that declares its table's unit prints it before a colon. */
const UNIT_WORDS = [
  ...new Set(['unit', 'units', ...LANGUAGES.flatMap((language) => language.heads.units ?? []), ...UNITS_HEADS]),
];
const UNIT_AFTER_COLON = /^\s*\(?([^\s)]+(?:\s[^\s)]+)?)/;

/**
 * "Jednotka: % (m/m)", "Unité : mg/g", "Units / Unités: %": the unit after a unit's word and its colon, in any language
 * the table knows, the word perhaps glossed in another language after a slash.
 */
function unitWordDeclaration(text: string): RegExpExecArray | null {
  // Every such declaration has its colon: most lines are passed over without a lower-case copy and a word search.
  if (!text.includes(':')) return null;
  const lower = text.toLowerCase();
  for (const word of UNIT_WORDS) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      let after = at + word.length;
      while (lower[after] === ' ') after += 1;
      if (lower[after] === '/') after = pastGloss(lower, after + 1);
      if (lower[after] === ':' && !/\p{L}/u.test(lower[at - 1] ?? ''))
        return UNIT_AFTER_COLON.exec(text.slice(after + 1));
    }
  }
  return null;
}

/** Where a gloss after a slash ends: its one word of letters, and the spaces around it. */
function pastGloss(text: string, from: number): number {
  let at = from;
  while (text[at] === ' ') at += 1;
  const start = at;
  while (at < text.length && /\p{L}/u.test(text[at]!)) at += 1;
  if (at === start) return from;
  while (text[at] === ' ') at += 1;
  return at;
}

/**
 * "KANNABINOJDI (HPLC)        % (w/w)": a unit alone at the end of a line of words, well apart from them (aligned
 * text), is the unit the title gives its table.
 */
function unitApartAtEnd(line: TextLine): UnitInfo | null {
  // "POTENCY — HPLC-PDA      % w/w (as received)": a dash between the title and its method, the basis after the unit.
  const cells = AS_RECEIVED_AFTER_UNIT.test(line.cells.at(-1)?.text ?? '') ? line.cells.slice(0, -1) : line.cells;
  const last = cells.at(-1);
  const before = cells.at(-2);
  return !line.ruled &&
    last?.kind === 'unit' &&
    last.unit!.unit &&
    before !== undefined &&
    last.start - before.end >= 3 &&
    cells.slice(0, -1).every((cell) => cell.kind === 'word' || isTitleDash(cell))
    ? last.unit!
    : null;
}

/** The basis a title prints after its unit when it is the one read anyway: as received. */
const AS_RECEIVED_AFTER_UNIT = /^\((?:as\s+received|as\s+is|wet\s+weight)\)$/i;

function isTitleDash(cell: Cell): boolean {
  return cell.kind === 'figure' && cell.figure!.blank && /^[-–—]$/.test(cell.text);
}

/** The unit a title or heading line declares for its table, or null (read once per parse for a line printed again). */
export const declaredUnit: (line: TextLine) => UnitInfo | null = oncePerLine(readDeclaredUnit);

function readDeclaredUnit(line: TextLine): UnitInfo | null {
  const declared = unitDeclarationIn(line.text);
  if (declared) {
    const words = declared[1]!.split(' ');
    const unit = unitOf(words.join('')) ?? unitOf(words[0]!);
    if (unit?.unit) return unit;
  }
  // A heading with its unit in brackets ("Cannabinoids (%)", "Cannabinoid Potency (mg/g)"), or after a comma at its
  // end ("CANNABINOIDS (HPLC-DAD), % (m/m)").
  const last = line.cells.at(-1);
  const afterComma = !line.ruled && last?.kind === 'unit' && (line.cells.at(-2)?.text.endsWith(',') ?? false);
  const units = line.cells.filter(
    (cell) => cell.kind === 'unit' && cell.unit!.unit && (/^[([]/.test(cell.text) || (afterComma && cell === last)),
  );
  // A figure a scan garbled ("Cannabidiol (CBD) (%)  l.83") is a row's all the same, which declares no unit.
  const figures = line.cells.some(
    (cell) => (cell.kind === 'figure' && !cell.figure!.blank) || (cell.kind === 'word' && garbledFigure(cell.text)),
  );
  // "CANNABINOIDS (HPLC-DAD) - % (m/m)": the unit after a dash at the end of a title, read as a dash with its unit.
  const afterDash =
    last?.kind === 'figure' &&
    last.figure!.blank &&
    /^[-–—]\s/.test(last.text) &&
    last.figure!.unit?.unit &&
    line.cells.length > 1 &&
    line.cells.slice(0, -1).every((cell) => cell.kind === 'word')
      ? last.figure!.unit
      : null;
  if (afterDash && units.length === 0 && !figures) return afterDash;
  // A header reads a title's words as a name column: a dash between the title and its method says it is a title.
  if (units.length === 0 && !figures && (!headerOf(line) || line.cells.some(isTitleDash))) return unitApartAtEnd(line);
  return units.length === 1 && !figures ? units[0]!.unit! : null;
}

export function isUnitDeclaration(line: TextLine): boolean {
  return unitDeclarationIn(line.text) !== null;
}

/** The unit a line's words declare for its table, as matched ("Units: mg/g", "results reported as %"), or null. */
const unitDeclarationIn = oncePerParse(
  (text: string): RegExpExecArray | null => UNIT_DECLARATION.exec(text) ?? unitWordDeclaration(text),
);

interface Word {
  text: string;
  start: number;
  end: number;
  piece: number;
  unit: UnitInfo | null;
  /** A unit written in brackets: "(%)". */
  bracketed: boolean;
  /** The head the word names whole, read before the vocabulary is asked ("mg per 30 mL": a figure, no result). */
  head?: Head;
}

/** The volume or weight a column is per, after its count: "mL" of "per 1 mL dose", "g" of "per 2.5 g piece". */
const PER_QUANTITY = /^(?:ml|g|fl\.? ?oz\.?|oz|мл|г)(?: |$)/i;
/**
 * The words before a stated amount a column's figures are in ("mg per 30 mL", "per 30 mL (mg)", "mg in 30 mL",
 * "mg / 30 mL", "mg por 10 mL"), at the end of the words before its count.
 */
const AMOUNT_BEFORE = /(?:^|\s)((?:mg ?)?(?:per|por|par|pro|in|\/))$/i;
/** "mg/30 mL" printed as one word: the amount in a stated volume or weight, its count inside it. */
const AMOUNT_IN_ONE_WORD = /(?:^|\s)([([]?mg ?\/ ?(\d+(?:[.,]\d+)?) ?(ml|g|мл|г)[)\]]?)(?=\s|$)/i;
/** The milligrams a head names after the quantity ("per 30 mL (mg)"): the amount's unit, part of its name. */
const MILLIGRAMS_AFTER = /^[([]?mg[)\]]?$/i;
/** Heads of columns that hold an amount in a stated volume or weight other than one unit of it: no result. */
const amountHeads = new WeakSet<Cell>();

/**
 * "mg per 30 mL", "mg/30 mL": the amount in that much of the product, a figure column beside the result and never it
 * (a bottle's content only when the bottle holds that much); "mg per 1 mL", "per 1 g (mg)" are the units themselves.
 */
function amountHead(at: Cell, end: number, text: string, count: number | null, quantity: string): Cell {
  const per = /^(?:ml|мл)$/i.test(quantity) ? 'mg/mL' : /^(?:g|г)$/i.test(quantity) ? 'mg/g' : null;
  const unit = count === 1 && per ? unitOf(per) : null;
  if (unit) return { ...at, kind: 'unit', text, end, unit: { ...unit, raw: text } };
  const head: Cell = { ...at, kind: 'word', text, end };
  amountHeads.add(head);
  return head;
}

/** A word between an item and its package's size: "mg por frasco de 30 mL", "per bottle, 30 mL", "mg/flacon du 30 ml". */
const SIZE_LINK = /^(?:,|de|of|du|von|di|da|do)$/i;

/**
 * Whether the figure at `at`, a quantity after it, is the size of the package a per-item unit beside it names: just
 * after the unit ("Por frasco 30 mL", "mg por frasco de 30 mL") or just before it, a slash between them at most ("30
 * mL per bottle (mg)", "ανά φιαλίδιο 10 mL / per bottle (mg)").
 */
function packageSizeAt(out: readonly Cell[], cells: readonly Cell[], at: number): boolean {
  const piece = cells[at]!.piece;
  const isItem = (cell: Cell | undefined) => cell?.kind === 'unit' && cell.piece === piece && cell.unit!.item !== null;
  const before = out.at(-1);
  const linked = before?.kind === 'word' && before.piece === piece && SIZE_LINK.test(before.text);
  if (isItem(before) || (linked && isItem(out.at(-2)))) return true;
  const after = cells[at + 1]!;
  return /^\S+(?: \/)?$/.test(after.text) && isItem(cells[at + 2]);
}

/**
 * "per 1 mL dose (mg)", "per bottle, 30 mL (mg)", "Por frasco 30 mL (mg)", "ανά φιαλίδιο 10 mL / per bottle (mg)":
 * the quantity a column's figures are per is part of its name, no figure. "per" with the item after the quantity is
 * read as one unit ("per dose"); in a head that names the item the figures are per (a unit of its piece, before or
 * after the quantity: a package's size), the quantity is dropped; after words for "per" or "in" with no item, the
 * words and the quantity name the amount in that much ("mg per 30 mL").
 */
function withQuantitiesInHeads(cells: readonly Cell[]): readonly Cell[] {
  const out: Cell[] = [];
  for (let at = 0; at < cells.length; at += 1) {
    const cell = cells[at]!;
    const oneWord = cell.kind === 'word' ? AMOUNT_IN_ONE_WORD.exec(cell.text) : null;
    if (oneWord) {
      // Words run on around it ("mg/package mg/10 mL Specification") keep cells of their own.
      const from = oneWord.index + oneWord[0].length - oneWord[1]!.length;
      const to = from + oneWord[1]!.length;
      if (from > 0) out.push({ ...cell, text: cell.text.slice(0, from).trimEnd(), end: cell.start + from });
      const at = { ...cell, start: cell.start + from };
      out.push(amountHead(at, cell.start + to, oneWord[1]!, Number(oneWord[2]!.replace(',', '.')), oneWord[3]!));
      const after = cell.text.slice(to).trimStart();
      if (after) out.push({ ...cell, text: after, start: cell.end - after.length });
      continue;
    }
    const before = out.at(-1);
    const after = cells[at + 1];
    if (
      cell.kind !== 'figure' ||
      cell.figure!.blank ||
      after?.kind !== 'word' ||
      after.piece !== cell.piece ||
      !PER_QUANTITY.test(after.text)
    ) {
      out.push(cell);
      continue;
    }
    // The quantity's unit ("mL", "fl oz") and the words after it.
    const quantity = PER_QUANTITY.exec(after.text)![0].trimEnd();
    const words = after.text.slice(quantity.length).trimStart().split(' ').filter(Boolean);
    const rest = (from: number) => {
      const text = words.slice(from).join(' ');
      if (text) out.push({ ...after, text, start: after.end - text.length });
    };
    const beforeHere = before?.piece === cell.piece ? before : undefined;
    const perWord = beforeHere?.kind === 'word' ? AMOUNT_BEFORE.exec(beforeHere.text) : null;
    const item = words[0];
    const unit = perWord && !/\bin$/i.test(perWord[1]!) && item ? unitOf(`per ${item}`) : null;
    if (unit?.unit) {
      // "per 1 mL dose": the item after the quantity is the column's unit.
      const end = after.end - words.slice(1).join(' ').length - (words.length > 1 ? 1 : 0);
      const text = `${perWord![1]!} ${item}`;
      const cut = beforeHere!.text.length - perWord![1]!.length;
      if (cut > 0) out[out.length - 1] = { ...beforeHere!, text: beforeHere!.text.slice(0, cut).trimEnd() };
      else out.pop();
      out.push({ ...beforeHere!, kind: 'unit', text, start: beforeHere!.start + cut, end, unit });
      rest(1);
    } else if (packageSizeAt(out, cells, at)) {
      // The size of the package the item beside it is: part of the column's name.
      rest(0);
    } else if (perWord) {
      const cut = beforeHere!.text.length - perWord[1]!.length;
      if (cut > 0) out[out.length - 1] = { ...beforeHere!, text: beforeHere!.text.slice(0, cut).trimEnd() };
      else out.pop();
      const milligrams = MILLIGRAMS_AFTER.test(words[0] ?? '') ? 1 : 0;
      const end = milligrams ? after.start + quantity.length + 1 + words[0]!.length : after.start + quantity.length;
      const headStart = { ...beforeHere!, start: beforeHere!.start + cut };
      out.push(amountHead(headStart, end, `${perWord[1]!} ${cell.text} ${quantity}`, cell.figure!.value, quantity));
      rest(milligrams);
    } else {
      out.push(cell);
      continue;
    }
    at += 1;
  }
  return out;
}

/**
 * "Unit 1", "Rep 2": a replicate's number after its word is part of its head, no figure. Cells are merged, one pass.
 */
function withReplicateNumbers(cells: readonly Cell[]): readonly Cell[] {
  const out: Cell[] = [];
  for (const cell of cells) {
    const before = out.at(-1);
    const number =
      cell.kind === 'figure' &&
      /^\d{1,2}$/.test(cell.text) &&
      Number(cell.text) >= 1 &&
      Number(cell.text) <= MAX_REPLICATES;
    const lastWord = before?.kind === 'word' ? before.text.slice(before.text.lastIndexOf(' ') + 1).toLowerCase() : '';
    if (number && before?.piece === cell.piece && (REPLICATE_WORDS as readonly string[]).includes(lastWord))
      out[out.length - 1] = { ...before, text: `${before.text} ${cell.text}`, end: cell.end };
    else out.push(cell);
  }
  return out;
}

/**
 * The header's words, units kept whole, from its cells with the numbers its heads print read as the heads' (a
 * package's size, a replicate's number: `headCells`). Null when the line holds a figure or a name: then it is not a
 * header.
 */
function wordsOf(cells: readonly Cell[]): Word[] | null {
  // "% of total cannabinoids": a name a heading's "of" shares a figure out of, words of the heading, not a row's name;
  // "As THC (%)": the neutral form a column's figures are converted to.
  const ofName = (cell: Cell, index: number) =>
    cell.kind === 'name' && /(?:^|\s)(?:of|as)$/i.test(cells[index - 1]?.kind === 'word' ? cells[index - 1]!.text : '');
  for (const [index, cell] of cells.entries())
    if (
      (cell.kind === 'name' && !ofName(cell, index)) ||
      (cell.kind === 'figure' && !cell.figure!.blank && !confidenceLevel(cells, index))
    )
      return null;
  const words: Word[] = [];
  // "95% CI", "95 % Confidence Interval": the confidence level is part of the column's name, no figure.
  let levelStart: number | null = null;
  for (const [index, cell] of cells.entries()) {
    if (cell.kind === 'name' && !ofName(cell, index)) return null;
    if (levelStart === null && confidenceLevel(cells, index)) {
      levelStart = cell.start;
      continue;
    }
    if (cell.kind === 'figure') {
      // "N/A" or a dash in a header cell says nothing; a number means the line is a row.
      if (cell.figure!.blank) continue;
      return null;
    }
    if (cell.kind === 'unit') {
      words.push({
        text: cell.text,
        start: cell.start,
        end: cell.end,
        piece: cell.piece,
        unit: cell.unit!,
        bracketed: /^[([]/.test(cell.text),
      });
      continue;
    }
    if (cell.kind !== 'word' && cell.kind !== 'name') continue;
    if (amountHeads.has(cell)) {
      words.push({ ...cell, unit: null, bracketed: false, head: { role: 'figure' } });
      continue;
    }
    let at = cell.start;
    for (const part of cell.text.split(' ')) {
      const start = levelStart ?? at;
      levelStart = null;
      if (part)
        words.push({ text: part, start, end: at + part.length, piece: cell.piece, unit: null, bracketed: false });
      at += part.length + 1;
    }
  }
  return words;
}

/** The words a confidence level ("95%") stands before in a header: an interval's or an uncertainty's name. */
const CONFIDENCE_HEAD = /^(?:ci|c\.i\.|cl|confidence|uncertainty|expanded|u)(?:\s|$)/i;

/** A percentage printed as a confidence level before the name of an interval's column ("95% CI"), no figure. */
function confidenceLevel(cells: readonly Cell[], index: number): boolean {
  const cell = cells[index]!;
  const next = cells[index + 1];
  return (
    cell.kind === 'figure' &&
    /^\d{2}(?:\.\d)? ?%$/.test(cell.text) &&
    next?.kind === 'word' &&
    next.piece === cell.piece &&
    CONFIDENCE_HEAD.test(next.text)
  );
}

/** A word as the vocabulary writes it: lower case, without the colon or star after it. */
function plain(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && '*"\''.includes(text[from]!)) from += 1;
  while (to > from && '*:"\','.includes(text[to - 1]!)) to -= 1;
  return text.slice(from, to).toLowerCase();
}

export interface Header {
  columns: Column[];
  line: TextLine;
  /**
   * Where something printed beside the table starts on the header's line ("Analyte mg/g % LOQ %   Residual Solvents
   * PASS"): a row's cells from there on are not the table's. Null when nothing is.
   */
  beside?: number | null;
  /** The unit a title on the header's line prints for the table ("CANNABINOIDS (% w/w, HPLC)  Result  LOQ"). */
  titleUnit?: UnitInfo | null;
}

/**
 * A header names at least one result
 * column (a result word or a unit standing for one) and a name column or a second column; it holds no figure and no
 * analyte. Words the vocabulary does not know qualify the column before them, or, before any column, title it.
 */
/**
 * The columns a header line names, or null when the line is not a header (read once per line, kept on the line: the
 * tables and the panels both ask).
 */
export function headerOf(line: TextLine & { header?: Header | null }): Header | null {
  if (line.header === undefined) line.header = headerOfCells(line);
  return line.header;
}

/**
 * A line printed again shares its first copy's cells (and its text): its header is read once, and each copy is given
 * its own, on its own line, with columns of its own (a table may set a column's unit).
 */
function headerOfCells(line: TextLine): Header | null {
  const read = headerByCells(line.cells)(line);
  return read && { ...read, line, columns: read.columns.map((column) => ({ ...column })) };
}

/** The header the first line of these cells reads, asked with that line. */
const headerByCells = oncePerParse((_cells: readonly Cell[]) => {
  let read: { header: Header | null } | null = null;
  return (line: TextLine): Header | null => (read ??= { header: readHeader(line) }).header;
});

function readHeader(line: TextLine): Header | null {
  if (line.cells.length === 0 || isUnitDeclaration(line)) return null;
  const cells = withQuantitiesInHeads(withReplicateNumbers(line.cells));
  const words = wordsOf(cells);
  if (words) return words.length > 0 ? headerOfWords(line, words) : null;
  // A header with the first row of another table printed beside it on the same line ("Analito Resultado LD LC
  // Humedad 10,2 % Cumple"): the header is the words before that row's name, which starts a piece of its own. (A
  // size inside a head, "30 mL per bottle (mg)", is no row's figure.)
  const row = cells.findIndex((cell) => cell.kind === 'name' || (cell.kind === 'figure' && !cell.figure!.blank));
  const name = cells[row - 1];
  if (row < 3 || name?.kind !== 'word' || cells[row - 2]!.piece === name.piece) return null;
  const before = wordsOf(cells.slice(0, row - 1));
  if (!before || before.length === 0) return null;
  const header = headerOfWords(line, before);
  if (!header?.columns.some((column) => column.role === 'result') || header.beside) return null;
  return { ...header, beside: name.start };
}

function headerOfWords(line: TextLine, words: readonly Word[]): Header | null {
  const columns: Column[] = [];
  const title: Word[] = [];
  let unknown = 0;
  let current: Column | null = null;
  let beside: number | null = null;
  // Columns named in another script: that name in the header's other language, in the same cell, is the same column.
  const scriptNamed = new Set<Column>();
  // Inside brackets opened in a title or a name column ("Cannabinoids (HPLC-UV, % w/w, as received)"), words qualify
  // the title: they open no column.
  let titleBracket = false;
  // "Limit / Spec", "Resultaat / Result": a slash between two names of one column.
  let slash = false;
  // Inside the brackets a unit opened ("Result (% dry wt)", "(mg/g DW)"), words to the closing bracket qualify that
  // unit's column: a basis there is the column's, no column of its own.
  let unitBracket = false;
  // "定量下限 (LOQ)", "項目 (Item)": a name in a script the vocabulary does not know, glossed in brackets beside it in
  // one it does; the gloss names the column.
  let glossing = false;
  const open = (word: Word, last: Word, head: Head): Column => ({
    role: head.role,
    label: line.text.slice(word.start, last.end),
    start: word.start,
    end: last.end,
    piece: word.piece,
    unit: null,
    bareUnitAfterLimit: false,
    limit: 'limit' in head ? head.limit : null,
    basis: 'basis' in head ? head.basis : null,
    ...('equivalent' in head ? { equivalent: true as const } : {}),
    ...('interval' in head ? { interval: true as const } : {}),
  });
  const extend = (column: Column, word: Word) => {
    column.end = word.end;
    column.label = line.text.slice(column.start, word.end);
  };
  for (let at = 0; at < words.length;) {
    const word = words[at]!;
    if (current && current.piece !== word.piece) current = null;
    // A lone slash, a dash, or a word in another script the vocabulary does not know names nothing; one it knows
    // ("检测结果", "单项判定") names its column, as the same column's name in the header's other language beside it
    // ("检测结果 (Result)", "สาร / Analyte") does.
    // A unit is a unit in any script ("(‰)").
    const scriptHead =
      word.unit || /[a-z\d±%]/i.test(word.text)
        ? undefined
        : /\p{L}/u.test(word.text)
          ? otherScriptHead(word.text)
          : null;
    if (scriptHead === null) {
      // "ανά φιαλίδιο / per bottle (mg)": a slash after a word in another script joins that word to its gloss, never
      // a second unit to the column before it.
      if (word.text === '/' && current && !glossing) slash = true;
      glossing = /\p{L}/u.test(word.text);
      at += 1;
      continue;
    }
    const glossed = glossing && /^[([]/.test(word.text);
    glossing = false;
    const wasSlash = slash || (current !== null && current.piece === word.piece && scriptNamed.has(current));
    slash = false;
    // Words after a unit inside its bracket are that unit's ("(% dry wt)"), but for a second unit after a slash
    // ("LOQ (% / mg/g)"), which opens a column of its own.
    const secondUnit = word.text === '/' || (Boolean(word.unit) && words[at - 1]?.text === '/');
    if (
      unitBracket &&
      !secondUnit &&
      current &&
      word.piece === current.piece &&
      word.start === words[at - 1]!.end + 1
    ) {
      const basis = basisAt(words, at);
      if (basis && current.role === 'result' && !current.basis) current.basis = basis;
      extend(current, word);
      if (word.text.includes(')') || word.text.includes(']')) unitBracket = false;
      at += 1;
      continue;
    }
    unitBracket = false;
    // "mg/frasco (100 mL)", "mg per package [30 gummies]": the size of the package a column's figures are per is part
    // of the column's name, no word to doubt.
    if (current?.unit?.item && current.piece === word.piece && /^[([]\d/.test(word.text)) {
      let close = at;
      while (close < at + 3 && words[close + 1]?.piece === word.piece && !/[)\]]/.test(words[close]!.text)) close += 1;
      if (/[)\]]/.test(words[close]!.text)) {
        extend(current, words[close]!);
        at = close + 1;
        continue;
      }
    }
    if (titleBracket) {
      if (current) extend(current, word);
      else title.push(word);
      if (word.text.includes(')') || word.text.includes(']')) titleBracket = false;
      at += 1;
      continue;
    }
    if (word.unit && plain(words[at + 1]?.text ?? '') === 'of' && words[at + 1]!.start === word.end + 1) {
      // "% of label claim": a share of another figure, no result; "Acceptance (% of claim)": the unit of the column
      // it stands in.
      if (!word.bracketed || !current) {
        current = open(word, word, { role: 'figure' });
        columns.push(current);
      }
      // Its words run to the end of its cell: a tab or a semicolon, one character too, starts the next column's.
      let last = at + 1;
      while (
        words[last + 1] &&
        !words[last + 1]!.unit &&
        words[last + 1]!.piece === words[last]!.piece &&
        words[last + 1]!.start === words[last]!.end + 1
      )
        last += 1;
      extend(current, words[last]!);
      at = last + 1;
      continue;
    }
    if (word.unit) {
      const attaches =
        current !== null &&
        !current.unit &&
        (current.role === 'result' || current.role === 'limit' || current.role === 'figure');
      if (attaches) {
        current!.unit = word.unit;
        current!.bareUnitAfterLimit = current!.role === 'limit' && !word.bracketed;
        extend(current!, word);
      } else {
        // "LOQ (% / mg/g)" over cells "0.001 / 0.01": a second limit column, in the unit after the slash.
        const limit = wasSlash && current?.role === 'limit' ? current.limit : null;
        current = open(word, word, limit ? { role: 'limit', limit } : { role: 'result' });
        current.unit = word.unit;
        columns.push(current);
      }
      unitBracket = word.bracketed && !/[)\]]/.test(word.text);
      at += 1;
      continue;
    }
    // The longest phrase of up to four words that the vocabulary knows.
    const named = scriptHead ?? word.head;
    let matched: { head: Head; length: number } | null = named ? { head: named, length: 1 } : null;
    const spelled = (part: Word) => plain(glossed ? part.text.replace(/^[([]|[)\]]$/g, '') : part.text);
    const longest = matched ? 0 : PHRASE_STARTS.has(spelled(word)) ? Math.min(4, words.length - at) : 1;
    for (let length = longest; length >= 1 && !matched; length -= 1) {
      const phrase = words.slice(at, at + length);
      if (phrase.some((part) => part.unit || part.piece !== word.piece)) continue;
      // A gloss names its column whole, to its closing bracket.
      if (glossed && !/[)\]]$/.test(phrase.at(-1)!.text)) continue;
      const head = heads.get(phrase.map(spelled).join(' '));
      if (head) matched = { head, length };
    }
    if (matched) {
      const last = words[at + matched.length - 1]!;
      const basis = 'basis' in matched.head ? matched.head.basis : null;
      if (word.head && current?.role === 'result' && !current.unit && current.piece === word.piece) {
        // "Amount per 30 mL (mg)", "Result (mg/30 mL)": the amount in a stated volume names what the column holds.
        current.role = 'figure';
        extend(current, last);
      } else if (wasSlash && current?.role === matched.head.role) {
        extend(current, last);
      } else if (basis && current?.role === 'result' && !current.unit && !current.basis) {
        // "Result As Received (%)": one column.
        current.basis = basis;
        extend(current, last);
      } else if (matched.head.role === 'name' && current?.role === 'name') {
        extend(current, last);
      } else if (/^(?:±|\+\/-)/.test(word.text) && current?.role === 'result' && !current.unit) {
        // "Result ± U (%)": the uncertainty is printed in the result's cell ("24.36 ± 1.22 %"), no column of its own.
        extend(current, last);
      } else {
        current = open(word, last, matched.head);
        columns.push(current);
        if (scriptHead) scriptNamed.add(current);
      }
      at += matched.length;
      continue;
    }
    if (!current && columns.some((column) => column.role === 'result') && !knownAfter(words, at + 1)) {
      // Words the vocabulary does not know, after the table's columns and apart from them, with no column named
      // after them: another table or a list printed beside this one.
      beside = word.start;
      break;
    }
    const opensBracket = /[([]/.test(word.text) && !/[)\]]/.test(word.text);
    if (opensBracket && (!current || current.role === 'name')) titleBracket = true;
    if (current) extend(current, word);
    else title.push(word);
    unknown += 1;
    at += 1;
  }
  if (!columns.some((column) => column.role === 'result')) {
    // "RL % Method", "Limit of Quantitation g/100 g": with no result column, a bare unit after a limit is the result's.
    const apart = withBareUnitsApart({ columns, line });
    if (!apart) return null;
    columns.splice(0, columns.length, ...apart.columns);
  }
  if (unknown > Math.max(3, columns.length * 2)) return null;
  // "Gehalt / Teneur (HPLC, % m/m)   Ergebnis / Résultat": a content word with the table's unit where the names
  // stand, before a result column that prints none, titles the table and gives its unit; it is no result column.
  let leadUnit: UnitInfo | null = null;
  const lead = columns[0];
  if (
    lead?.role === 'result' &&
    lead.unit !== null &&
    lead.start === words[0]?.start &&
    !columns.some((column) => column.role === 'name') &&
    columns.some((column) => column !== lead && column.role === 'result' && !column.unit)
  ) {
    leadUnit = lead.unit;
    columns[0] = { ...lead, role: 'name', unit: null };
  }
  const namedNames = columns.some((column) => column.role === 'name');
  if (!namedNames) {
    // "RESULTS SUMMARY", "Results": a heading with one result word and no unit names no table.
    if (columns.length === 1 && !columns[0]!.unit) return null;
    // "Cannabinoids (HPLC-DAD) % (w/w) mg/g": the title stands where the names are; with no title, names come first.
    const first = title[0];
    columns.unshift({
      role: 'name',
      label: first ? line.text.slice(first.start, title.at(-1)!.end) : '',
      start: first?.start ?? 0,
      end: first ? title.at(-1)!.end : 0,
      piece: first?.piece ?? 0,
      unit: null,
      bareUnitAfterLimit: false,
      limit: null,
      basis: null,
    });
  } else if (title.length > 3) return null;
  // "CANNABINOIDS (% w/w, HPLC)  Result  LOQ": a bracketed unit just after the title, where the result columns print
  // none, is the table's unit, not a column of its own.
  let titleUnit: UnitInfo | null = leadUnit;
  const titled = columns.findIndex(
    (column, index) =>
      index > 0 &&
      columns[index - 1]!.role === 'name' &&
      columns[index - 1]!.piece === column.piece &&
      column.role === 'result' &&
      column.unit !== null &&
      /^[([]/.test(column.label),
  );
  const results = columns.filter((column) => column.role === 'result');
  const restated = (column: Column, title: Column) =>
    column.unit?.unit === title.unit!.unit && column.basis !== 'dry weight' && title.basis !== 'dry weight';
  if (titled >= 0 && results.some((column) => column !== columns[titled] && !column.unit)) {
    titleUnit = columns[titled]!.unit;
    columns.splice(titled, 1);
  } else if (titled >= 0 && results.some((column) => column !== columns[titled] && restated(column, columns[titled]!)))
    // "Cannabinoid profile (% w/w)  Result (mg/g)  Result (%)  mg/serving": where each result column prints its own
    // unit, the title's unit that one of them prints again is the table's, not one more column over the figures.
    columns.splice(titled, 1);
  else if (titled >= 0) columns[titled] = { ...columns[titled]!, afterTitle: true };
  if (columns.length < 2) return null;
  // "Cannabinoids (%)", "CANNABINOIDS (HPLC-DAD), % (m/m)": a title that gives its table's unit, not a header of two
  // columns.
  const [first, second] = columns;
  if (
    columns.length === 2 &&
    first!.role === 'name' &&
    second!.role === 'result' &&
    second!.unit !== null &&
    second!.label.replace(/\s+/g, '').startsWith(second!.unit.raw.replace(/\s+/g, '')) &&
    (/^[([]/.test(second!.label) ||
      (!line.ruled && line.text.slice(0, second!.start).trimEnd().endsWith(',')) ||
      (!namedNames && unitApartAtEnd(line) !== null))
  )
    return null;
  return { columns, line, beside, titleUnit };
}

/** Heads of the vocabulary in scripts without spaces between words (Chinese, Japanese, Thai), longest first. */
const UNSPACED_HEADS = [...heads.keys()]
  .filter((phrase) => !/[a-z\d±%]/i.test(phrase) && /\p{L}/u.test(phrase) && !/\s/.test(phrase))
  .sort((a, b) => b.length - a.length);

/**
 * The head a word in another script names: a phrase of the vocabulary, or one it ends with ("单项判定", item's
 * verdict, ends with 判定): those scripts join a qualifier to its noun without a space. Null for none.
 */
function otherScriptHead(text: string): Head | null {
  const word = plain(text);
  const exact = heads.get(word);
  if (exact) return exact;
  if (word.length > 12) return null;
  const ending = UNSPACED_HEADS.find((phrase) => phrase.length < word.length && word.endsWith(phrase));
  return ending ? heads.get(ending)! : null;
}

/** The basis a phrase of the vocabulary starting at `at` names ("dry wt", "as is"), brackets aside, or null. */
function basisAt(words: readonly Word[], at: number): Column['basis'] {
  for (let length = Math.min(3, words.length - at); length >= 1; length -= 1) {
    const phrase = words
      .slice(at, at + length)
      .map((word) => plain(word.text.replace(/[()[\]]/g, '')))
      .join(' ');
    const head = heads.get(phrase);
    if (head && 'basis' in head) return head.basis;
  }
  return null;
}

/** Whether a word after `from` names a column or a unit. */
function knownAfter(words: readonly Word[], from: number): boolean {
  for (let at = from; at < words.length; at += 1) if (words[at]!.unit || heads.has(plain(words[at]!.text))) return true;
  return false;
}

/**
 * The second line of a header split over two ("Result Result" above "(%) (mg/g)"): a unit per figure column and
 * nothing else, or null.
 */
export function unitsLine(line: TextLine): Cell[] | null {
  if (line.cells.length === 0) return null;
  const units: Cell[] = [];
  for (const cell of line.cells) {
    if (cell.kind === 'unit') units.push(cell);
    else if (cell.kind !== 'empty') return null;
  }
  return units.length > 0 ? units : null;
}

/**
 * The header with the units of the line under it: each under the column it sits in (the same piece of a ruled line,
 * or the same place on an aligned one) when every unit finds a column of its own, else matched from the right (the
 * name column has none), which `byOrder` says: a guess where the line names fewer units than there are columns.
 */
export function withUnitsLine(
  header: Header,
  units: readonly Cell[],
  line: TextLine,
): { header: Header; byOrder: boolean } {
  const figureColumns = header.columns.filter((column) => column.role === 'result' || column.role === 'limit');
  const placed = new Map<Column, UnitInfo>();
  // A ruled line loses its trailing empty cells, never its leading ones: pieces match from the left.
  const ruledAlike = line.ruled && header.line.ruled && line.pieces <= header.line.pieces;
  const byPiece = ruledAlike ? unitsByPiece(header, units, line) : null;
  if (byPiece) {
    const columns = header.columns.map((column) => {
      const unit = byPiece.get(column);
      return unit && !column.unit ? { ...column, unit } : column;
    });
    return { header: { ...header, columns }, byOrder: false };
  }
  for (const unit of units) {
    const middle = (unit.start + unit.end) / 2;
    const column = ruledAlike
      ? figureColumns.find((candidate) => candidate.piece === unit.piece)
      : figureColumns.find((candidate) => middle >= candidate.start - 2 && middle <= candidate.end + 2);
    if (!column || placed.has(column)) {
      placed.clear();
      break;
    }
    placed.set(column, unit.unit!);
  }
  if (placed.size === units.length) {
    const columns = header.columns.map((column) => {
      const unit = placed.get(column);
      return unit && !column.unit ? { ...column, unit } : column;
    });
    return { header: { ...header, columns }, byOrder: false };
  }
  const offset = figureColumns.length - units.length;
  const columns = header.columns.map((column) => {
    const index = figureColumns.indexOf(column);
    const unit = index >= offset && index >= 0 ? units[index - offset]!.unit : undefined;
    return unit && !column.unit ? { ...column, unit } : column;
  });
  return { header: { ...header, columns }, byOrder: offset > 0 };
}

/**
 * The units of a ruled line placed by the piece each stands in, the header's pieces counted whether the reader knows
 * their heads or not ("Analyte | Result | Result | Spread" over "| (%) | (mg/g) | (%)"): a unit under a head it does
 * not read is that column's, no figure column's. A line that drops only the names' empty cell ("(%) | (mg/g) | (%)")
 * stands one piece to the right. Null when two units fall in one column, or where they stand cannot be told.
 */
function unitsByPiece(header: Header, units: readonly Cell[], line: TextLine): Map<Column, UnitInfo> | null {
  const names = header.columns.find((column) => column.role === 'name');
  // A line opened by a pipe under a header with no frame (" |  | (%) | (mg/g)"): the pipe closed an empty name cell.
  const unframed = line.framed === true && header.line.framed !== true;
  const underNames = !unframed && units.some((unit) => unit.piece === names?.piece);
  if (underNames && line.pieces !== header.line.pieces - 1) return null;
  const shift = underNames || unframed ? 1 : 0;
  const placed = new Map<Column, UnitInfo>();
  for (const unit of units) {
    const piece = unit.piece + shift;
    const column = header.columns.find((candidate) => candidate.piece === piece);
    if (column?.role === 'name' || (column && placed.has(column))) return null;
    if (column && (column.role === 'result' || column.role === 'limit')) placed.set(column, unit.unit!);
  }
  return placed.size > 0 ? placed : null;
}

/** Another reading of the header: each bare unit after a limit ("LOQ %") as a result column of its own. */
export function withBareUnitsApart(header: Header): Header | null {
  if (!header.columns.some((column) => column.bareUnitAfterLimit)) return null;
  const columns = header.columns.flatMap((column): Column[] =>
    column.bareUnitAfterLimit
      ? [
          { ...column, unit: null, bareUnitAfterLimit: false },
          {
            ...column,
            role: 'result',
            label: column.unit!.raw,
            limit: null,
            bareUnitAfterLimit: false,
          },
        ]
      : [column],
  );
  return { ...header, columns };
}

/** Bare units after limits tried one at a time apart: more would multiply the readings for no layout seen. */
const MAX_BARE_UNITS_APART_ALONE = 4;

/**
 * The other readings of a header with two or more bare units after limits: each one alone as a result column, the
 * others the limits' units ("LOD %  Medza stanovenia  g/100 g  Result (mg/g)": the LOD's % and a result in g/100 g).
 */
export function eachBareUnitApart(header: Header): Header[] {
  const bare = header.columns.flatMap((column, index) => (column.bareUnitAfterLimit ? [index] : []));
  if (bare.length < 2 || bare.length > MAX_BARE_UNITS_APART_ALONE) return [];
  return bare.map((apart) => {
    const alone = header.columns.map((column, index) =>
      index === apart ? column : { ...column, bareUnitAfterLimit: false },
    );
    return withBareUnitsApart({ ...header, columns: alone })!;
  });
}

/**
 * Another reading of the header: the bracketed unit after the title ("Cannabinoid profile (% w/w)  Result (mg/g)
 * mg/serving") as the title's, no column over the figures.
 */
export function withoutUnitAfterTitle(header: Header): Header | null {
  const columns = header.columns.filter((column) => !column.afterTitle);
  return columns.length === header.columns.length ? null : { ...header, columns };
}

/** Characters that draw a rule around a group's name over its columns ("---- as received ----"). */
const RULE_CHARACTERS = new Set([...'-–—=_|*~·.:()[]']);

/**
 * The header with the bases a line above it names over its columns ("---- as received ----   ---- dry weight ----"):
 * each result column takes the basis whose words stand over it, or the nearest. Null when the line names anything but
 * bases, or no basis.
 */
export function withBasisLine(header: Header, line: TextLine): Header | null {
  // Over a ruled header the words' places are not the columns': only text aligned with spaces is read so.
  if (line.ruled || header.line.ruled) return null;
  const groups: { basis: 'as received' | 'dry weight'; start: number; end: number }[] = [];
  for (const cell of line.cells) {
    if (cell.kind !== 'word') return null;
    let from = 0;
    let to = cell.text.length;
    while (from < to && (RULE_CHARACTERS.has(cell.text[from]!) || cell.text[from] === ' ')) from += 1;
    while (to > from && (RULE_CHARACTERS.has(cell.text[to - 1]!) || cell.text[to - 1] === ' ')) to -= 1;
    const head = heads.get(cell.text.slice(from, to).toLowerCase().replace(/\s+/g, ' '));
    if (!head || !('basis' in head)) return null;
    groups.push({ basis: head.basis, start: cell.start, end: cell.end });
  }
  if (groups.length === 0) return null;
  const distance = (group: (typeof groups)[number], middle: number) =>
    middle < group.start ? group.start - middle : middle > group.end ? middle - group.end : 0;
  const columns = header.columns.map((column) => {
    if (column.role !== 'result' || column.basis) return column;
    const middle = (column.start + column.end) / 2;
    let nearest = groups[0]!;
    for (const group of groups) if (distance(group, middle) < distance(nearest, middle)) nearest = group;
    return { ...column, basis: nearest.basis, label: `${column.label}, ${nearest.basis}` };
  });
  return { ...header, columns };
}
