/**
 * A certificate a LIMS exports as a document (JSON, or YAML or XML of the same shape) rather than prints as a table. The
 * document is parsed once, bounded in size and depth, and walked: an object that names a cannabinoid and gives a
 * result is an analyte row, read in its own unit or its table's; every other value becomes a "name: values" line,
 * so the panel and product readers judge it as they judge a printed summary ("Heavy Metals: Pass"). A record whose
 * figure has no unit, or more than one result, is said to be unsure; a panel's status that reads as nothing known
 * stays a panel named without a status, which the answer says it could not read.
 */
import type { AnalyteId } from './analytes.ts';
import { LANGUAGES } from './languages.ts';
import { decimalStyleOf, lineOf, normalisedLine, type DecimalStyle, type Figure, type TextLine } from './lines.ts';
import { findNames, type NameMatch } from './names.ts';
import { namesPanel } from './panels.ts';
import { statusIn } from './panelStatus.ts';
import { unitOfNotDetected, type RowRead } from './table.ts';
import { unitOf, type UnitInfo } from './units.ts';
import { withEntitiesDecoded } from './html.ts';
import { mayBeYaml, yamlOf } from './yaml.ts';

/** Deepest nesting walked: an export nests a handful of levels; more is no certificate. */
const MAX_DEPTH = 24;
/** Most values walked: a full-panel export holds a few thousand; no text the check reads (200,000 characters) holds more. */
const MAX_NODES = 100_000;

type Node = string | number | boolean | null | Node[] | { [key: string]: Node };
/** An object of the document: a JSON object, or an XML element's attributes and children. */
type Fields = { [key: string]: Node };

export interface StructuredRead {
  rows: RowRead[];
  unsure: { text: string; analytes: AnalyteId[]; lines: TextLine[] }[];
  /** Every value that is not an analyte's, as "name: values" lines for the panel and product readers. */
  text: string;
  /** The document's line each of those lines comes from (1-based), so that the answer shows where it is printed. */
  origins: number[];
  /** Those lines (their indices) that give a pass to a test under a name that is no panel the pre-check knows. */
  unknownTests: number[];
}

/** Keys a LIMS abbreviates, as the words a certificate prints. */
const KEY_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([['aw', 'water activity']]);

/**
 * A key as words: "totalThc", "heavy_metals", "foreign-matter" and "foreignMatter" read "total Thc", "heavy metals",
 * "foreign matter", "foreign Matter"; "aw" reads "water activity".
 */
function keyWords(key: string): string {
  const spelled = KEY_ABBREVIATIONS.get(key.trim().toLowerCase());
  if (spelled) return spelled;
  const words = key
    .replace(/[_.-]+/g, ' ')
    .replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
    .trim();
  // A key written without umlauts ("wasseraktivitaet", "fremdbestandteile_pruefung") names its panel with them.
  if (/ae|oe|ue/i.test(words) && words.length <= 60 && !namesPanel(words)) {
    const umlauts = words.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');
    if (namesPanel(umlauts)) return umlauts;
  }
  return words;
}

/** A key folded for comparison: "Analyte_Name" and "analyteName" are "analytename". */
const folded = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

/** The keys of a record that describes the sample or the product, whose name is never an analyte's. */
const PRODUCT_RECORD_KEYS = new Set(['sample', 'product', 'item', 'sampleinfo', 'productinfo', 'client', 'customer']);
/** Fields only a sample's or a product's record holds: its batch, lot or matrix. */
const PRODUCT_FIELD_KEYS = new Set(['batch', 'batchid', 'batchnumber', 'lot', 'lotid', 'lotnumber', 'matrix']);

const NAME_KEYS = new Set([
  'name',
  'analyte',
  'analytename',
  'compound',
  'compoundname',
  'cannabinoid',
  'parameter',
  'test',
  'testname',
  'panel',
  'panelname',
  'assay',
  'category',
  'title',
  'label',
  // The name in other languages, folded as keys are ("název" is "nzev"): an export whose keys are in French,
  // Spanish, Italian and Portuguese, Dutch, the Nordic languages, Polish or Czech.
  ...['nom', 'nombre', 'nome', 'naam', 'navn', 'namn', 'nazwa', 'nzev', 'analyt', 'analito', 'analit'],
]);
/** Keys of an analyte's code beside its name ("code": "D9THC"): it names the analyte where the name is in words the
 * pre-check does not know. */
const CODE_KEYS = new Set(['code', 'analytecode', 'compoundcode', 'shortname', 'abbreviation', 'abbr', 'symbol']);
/** A column head of the certificate's language as a key ("wert", "einheit"), folded as keys are. */
const headKeys = (role: 'result' | 'units') =>
  LANGUAGES.flatMap((language) => language.heads[role] ?? []).flatMap((head) =>
    /^[a-z ]+$/.test(head) ? [head.replaceAll(' ', '')] : [],
  );
const RESULT_KEYS = new Set([
  ...['result', 'results', 'value', 'concentration', 'amount', 'reported', 'measured'],
  // "résultat" folded.
  'rsultat',
  ...headKeys('result'),
]);
const UNIT_KEYS = new Set([
  ...['unit', 'units', 'uom', 'unitofmeasure', 'resultunit', 'resultunits', 'reportingunit', 'einheit', 'eenheid'],
  ...['unidad', 'unidade', 'unite', 'unita', 'jednotka', 'jednostka', 'enhed', 'enhet'],
  ...headKeys('units'),
]);
const STATUS_KEYS = new Set([
  'status',
  'pass',
  'passed',
  'outcome',
  'conclusion',
  'verdict',
  'compliance',
  'compliant',
  'passfail',
  'resultstatus',
  'state',
  // In other languages, folded as keys are ("conformité" is "conformit").
  ...['statut', 'estado', 'stato', 'bewertung', 'beoordeling', 'conformit', 'conformidad', 'conformita'],
]);
/** Keys whose true or false is a pass or a fail; a "status" of true says nothing the pre-check can read. */
const YES_NO_KEYS = new Set(['pass', 'passed', 'compliant', 'compliance', 'meetsspecification', 'meetsspec']);
const LIMIT_KEYS = new Set([
  ...['limit', 'actionlevel', 'maximum', 'max', 'specification', 'spec', 'threshold'],
  ...['limite', 'grenzwert', 'limiet', 'limiete', 'lmite'],
]);
/** A unit key the unit reader cannot read: a unit, but none it knows, so nothing is read in its table's instead. */
const NO_UNIT: UnitInfo = { unit: null, item: null, perPrintedUnit: false, raw: '' };

/** The words a key adds to a result to name its unit ("result_pct", "mgPerG"), as the unit reader spells them. */
const KEY_UNITS: ReadonlyMap<string, string> = new Map([
  ['percent', '%'],
  ['pct', '%'],
  ['mgg', 'mg/g'],
  ['mgperg', 'mg/g'],
  ['mgpergram', 'mg/g'],
  ['mgml', 'mg/mL'],
  ['mgperml', 'mg/mL'],
]);

/** A unit field's value as the unit reader reads it, a LIMS's word for it too ("percent", "PCT", "mg_g"). */
function unitOfField(value: string): UnitInfo | null {
  const spelled = KEY_UNITS.get(folded(value));
  return unitOf(value) ?? (spelled ? unitOf(spelled) : null);
}

/** The unit a result's key names ("percent", "result_mg_g"), or null. */
function unitOfKey(key: string): UnitInfo | null {
  const words = folded(key).replace(/^(?:result|value|concentration|amount)/, '');
  const spelled = KEY_UNITS.get(words);
  if (spelled) return unitOf(spelled);
  // "mg_per_serving", "mgPerPackage": milligrams per the item named.
  const perItem = words.startsWith('mgper') ? unitOf(`mg/${words.slice(5)}`) : null;
  return perItem?.unit ? perItem : null;
}

/**
 * The one cannabinoid or total a name field or key names: "Δ9-THC", "total_thc", "d9Thc", "Kwas kannabidiolowy
 * (CBDA)" (a name and its abbreviation are one). Not "Purple Haze", not "THC:CBD" (two), nor a name with figures
 * beside it ("THCA 23.41"): a field's value is elsewhere.
 */
function wholeName(text: string): NameMatch | null {
  // (Look-alikes written as the line reader writes them: "Δ⁹-THC" is "Δ9-THC".)
  const candidates = [...new Set([keyWords(text), text.trim()])]
    .filter((candidate) => candidate.length <= 80)
    .map(normalisedLine);
  const found = candidates.map((candidate) => ({ candidate, names: findNames(candidate) }));
  // The whole text one name first ("total_thc" is the total, never the "thc" after its underscore), then a name with
  // words around it that name nothing else.
  for (const { candidate, names } of found)
    if (names.length === 1 && names[0]!.index === 0 && names[0]!.end === candidate.length) return names[0]!;
  for (const { candidate, names } of found) {
    const first = names[0];
    if (!first) continue;
    const same = names.every((name) => name.id === first.id && name.total === first.total && name.bare === first.bare);
    let rest = '';
    let from = 0;
    for (const name of names) {
      rest += candidate.slice(from, name.index);
      from = Math.max(from, name.end);
    }
    rest += candidate.slice(from);
    if (same && !/[\d_]/.test(rest)) return first;
  }
  return null;
}

/** Deeper than the bound anywhere, counted outside strings in one pass before parsing. */
function tooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > MAX_DEPTH) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/** A JSON document, its numbers as printed ("23.40" keeps its two decimals) where the runtime gives their source. */
function jsonOf(text: string): Node | undefined {
  if (tooDeep(text)) return undefined;
  try {
    return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
      typeof value === 'number' && typeof context?.source === 'string' && !/e/i.test(context.source)
        ? context.source
        : typeof value === 'number'
          ? String(value)
          : value,
    ) as Node;
  } catch {
    return undefined;
  }
}

// XML names may hold any language's letters ("résultat", "název").
const ATTRIBUTE = /([\p{L}\p{N}_:.-]{1,64})\s{0,8}=\s{0,8}(?:"([^"]*)"|'([^']*)')/gu;
const TAG_NAME = /^[\p{L}\p{N}_:.-]{1,64}/u;

interface Element {
  name: string;
  record: Fields;
  text: string;
  /** The children's names that repeat, held as arrays. */
  lists: Set<string>;
}

/** An element's value: its text alone, or its attributes and children with its text as "value". */
function elementValue(element: Element): Node {
  const text = element.text.trim();
  const keys = Object.keys(element.record);
  if (keys.length === 0) return text;
  if (text !== '' && !('value' in element.record)) element.record.value = text;
  return element.record;
}

/** A tag's or an attribute's name without its namespace ("lims:analyte" is "analyte"). */
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);

/** Adds a child under its tag's name: one child is a value, two of the same name an array. */
function addChild(parent: Element, name: string, value: Node): void {
  if (name === '__proto__') return;
  const known = parent.record[name];
  if (known === undefined) parent.record[name] = value;
  else if (Array.isArray(known) && parent.lists.has(name)) known.push(value);
  else {
    parent.record[name] = [known, value];
    parent.lists.add(name);
  }
}

/** An XML document as the same tree a JSON export gives: attributes and children as keys, repeated children as arrays. */
function xmlOf(text: string): Node | undefined {
  const root: Element = { name: '', record: {}, text: '', lists: new Set() };
  const open: Element[] = [root];
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const top = open[open.length - 1]!;
    if (lt < 0) {
      top.text += withEntitiesDecoded(text.slice(at));
      break;
    }
    top.text += withEntitiesDecoded(text.slice(at, lt));
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) return undefined;
      at = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0) return undefined;
      top.text += text.slice(lt + 9, end);
      at = end + 3;
      continue;
    }
    const gt = text.indexOf('>', lt + 1);
    if (gt < 0) return undefined;
    const inside = text.slice(lt + 1, gt);
    at = gt + 1;
    if (inside.startsWith('?') || inside.startsWith('!')) continue;
    if (inside.startsWith('/')) {
      const closed = open.pop();
      if (!closed || open.length === 0 || closed.name !== inside.slice(1).trim()) return undefined;
      addChild(open[open.length - 1]!, localName(closed.name), elementValue(closed));
      continue;
    }
    const name = TAG_NAME.exec(inside)?.[0];
    if (!name) return undefined;
    const element: Element = { name, record: {}, text: '', lists: new Set() };
    for (const attribute of inside.slice(name.length).matchAll(ATTRIBUTE)) {
      const key = localName(attribute[1]!);
      if (key !== '__proto__') element.record[key] = withEntitiesDecoded(attribute[2] ?? attribute[3] ?? '');
    }
    if (inside.endsWith('/')) addChild(top, localName(name), elementValue(element));
    else {
      if (open.length > MAX_DEPTH) return undefined;
      open.push(element);
    }
  }
  return open.length === 1 ? root.record : undefined;
}

/** The document the text is, when it is one: JSON that opens with a brace or bracket, or XML with an angle. */
function documentOf(text: string): Node | undefined {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed) && /[\]}]$/.test(trimmed)) return jsonOf(trimmed);
  if (/^<[?!\w]/.test(trimmed) && trimmed.endsWith('>')) return xmlOf(trimmed);
  return undefined;
}

const isFields = (node: Node): node is Fields => node !== null && typeof node === 'object' && !Array.isArray(node);
const isScalar = (node: Node): node is string | number | boolean => node !== null && typeof node !== 'object';

/** A scalar as the words of a line: "NOT_TESTED" reads "NOT TESTED"; a "passed" of true a pass, of false a fail. */
function scalarText(value: string | number | boolean, yesNo: boolean): string {
  if (typeof value === 'boolean') return yesNo ? (value ? 'PASS' : 'FAIL') : String(value);
  const text = String(value).replace(/\s+/g, ' ').trim();
  return /^[a-z]+(?:_[a-z]+)+$/i.test(text) ? text.replace(/_/g, ' ') : text;
}

interface Walk {
  rows: RowRead[];
  unsure: StructuredRead['unsure'];
  lines: string[];
  origins: number[];
  unknownTests: number[];
  style: DecimalStyle;
  nodes: number;
  /** The document's text, and where the last record was found in it: a record's line is the one it starts on. */
  source: string;
  cursor: number;
  line: number;
  totalsWithoutUnit: { name: NameMatch; label: string; line: TextLine; figure: Figure }[];
  /** Analytes not detected with no unit of their own, among results that print theirs ("23.41 %", "ND"). */
  notDetectedWithoutUnit: { name: NameMatch; label: string; line: TextLine; figure: Figure }[];
}

/** Each not-detected result with no unit, in the unit the export's figures print, or unsure when they print none or two. */
function placeNotDetected(walk: Walk): void {
  const shared = unitOfNotDetected(
    walk.rows.flatMap((row) =>
      row.measures.map((measure) => ({
        id: row.name.id,
        unit: { unit: measure.unit, item: measure.item, perPrintedUnit: false, raw: measure.unit },
      })),
    ),
  );
  for (const { name, label, line, figure } of walk.notDetectedWithoutUnit) {
    if (!shared?.unit) {
      walk.unsure.push({
        text: 'This record gives its result with no unit the pre-check reads, so its figure cannot be placed.',
        analytes: name.id ? [name.id] : [],
        lines: [line],
      });
      continue;
    }
    const measure = {
      figure,
      unit: shared.unit,
      item: shared.item,
      basis: null,
      column: 'the unit the export’s other results print',
      table: null,
      columnIndex: null,
    };
    walk.rows.push({ name, label, formula: null, line, measures: [measure], inTable: true });
  }
}

/**
 * The lab's totals the export gives with no unit, in the one unit all its results are in; with results in no unit or
 * in several, unsure. A total so read is still compared with the rows', and said so when it matches nothing.
 */
function placeTotals(walk: Walk): void {
  const units = new Set(
    walk.rows.flatMap((row) => row.measures.map((measure) => `${measure.unit}|${measure.item ?? ''}`)),
  );
  const only = units.size === 1 ? walk.rows[0]!.measures[0]! : null;
  for (const { name, label, line, figure } of walk.totalsWithoutUnit) {
    if (!only) {
      walk.unsure.push({
        text: 'This total is given with no unit, and the export’s results are not all in one unit, so its figure cannot be placed.',
        analytes: [],
        lines: [line],
      });
      continue;
    }
    const measure = {
      figure,
      unit: only.unit,
      item: only.item,
      basis: null,
      column: 'the unit of the export’s results',
      table: null,
      columnIndex: null,
    };
    walk.rows.push({ name, label, formula: null, line, measures: [measure], inTable: true });
  }
}

/** How far past the last record the next one's name is looked for: each search is bounded, so the whole is linear. */
const NAME_SEARCH_CHARS = 4_000;

/** The 1-based line of the document a record's name is printed on, searched from the last record's on. */
function lineNumberOf(label: string, walk: Walk): number {
  const window = walk.source.slice(walk.cursor, walk.cursor + NAME_SEARCH_CHARS + label.length);
  const found = window.indexOf(label);
  if (found > 0) {
    for (let at = window.indexOf('\n'); at >= 0 && at < found; at = window.indexOf('\n', at + 1)) walk.line += 1;
    walk.cursor += found;
  }
  return walk.line;
}

/**
 * The line just pushed gives a pass to a test named as no panel nor cannabinoid the pre-check
 * knows ("AFL/OTA screen"): a panel it finds missing may be this one.
 */
function noteUnknownTest(name: string, status: string, walk: Walk): void {
  if (statusIn(status)?.kind !== 'passed' || namesPanel(name) || wholeName(name) !== null) return;
  walk.unknownTests.push(walk.lines.length - 1);
}

/** A line for the text readers, one line however the document's strings break, and the document line it is from. */
function pushLine(text: string, needle: string, walk: Walk): void {
  walk.lines.push(text.replace(/[\r\n\f]+/g, ' '));
  walk.origins.push(lineNumberOf(needle, walk));
}

/** A figure as the line reader reads one: "23.41", "ND", "<LOQ", "<0,02", "0.52 %". */
function figureOf(value: string | number, style: DecimalStyle): Figure | null {
  const text = String(value).trim();
  if (text === '' || text.length > 40) return null;
  const cells = lineOf(text, 0, style).cells.filter((cell) => cell.kind !== 'empty');
  return cells.length === 1 && cells[0]!.kind === 'figure' ? cells[0]!.figure! : null;
}

/** A result given as an object of a figure and its unit; anything else is a result that cannot be read. */
function nestedResult(node: Node, walk: Walk): { figure: Figure | null; unit: UnitInfo | null; raw: string } {
  if (!isFields(node)) return { figure: null, unit: null, raw: '' };
  const entries = Object.entries(node);
  const value = entries.find(([key, field]) => RESULT_KEYS.has(folded(key)) && isScalar(field))?.[1];
  const unit = entries.find(([key, field]) => UNIT_KEYS.has(folded(key)) && typeof field === 'string')?.[1];
  if (typeof value !== 'string' && typeof value !== 'number') return { figure: null, unit: null, raw: '' };
  const figure = figureOf(value, walk.style);
  const unitInfo = typeof unit === 'string' ? (unitOfField(unit) ?? NO_UNIT) : null;
  return { figure, unit: unitInfo, raw: `${value}${typeof unit === 'string' ? ` ${unit}` : ''}` };
}

/** The line an analyte's record is shown as: its name and its results, as it prints them. */
function shownLine(label: string, record: Fields | null, figures: readonly string[], walk: Walk): TextLine {
  const parts = record
    ? Object.entries(record).flatMap(([key, value]) => (isScalar(value) ? [`${key}: ${scalarText(value, false)}`] : []))
    : figures;
  return lineOf(`${label}  ${parts.join('  ')}`.slice(0, 160), lineNumberOf(label, walk), walk.style);
}

/** An analyte's record or key: its figures in its own unit, or its table's, or unsure when it prints no unit. */
function readAnalyte(name: NameMatch, label: string, value: Node, unit: UnitInfo | null, walk: Walk): void {
  const record = isFields(value) ? value : null;
  const results: { figure: Figure | null; unit: UnitInfo | null; raw: string }[] = [];
  let ownUnit = unit;
  if (record) {
    for (const [key, field] of Object.entries(record))
      if (UNIT_KEYS.has(folded(key)) && typeof field === 'string')
        ownUnit = unitOfField(field) ?? { ...NO_UNIT, raw: field };
    for (const [key, field] of Object.entries(record)) {
      const byKey = unitOfKey(key);
      if (!RESULT_KEYS.has(folded(key)) && !byKey) continue;
      if (isScalar(field) && typeof field !== 'boolean')
        results.push({ figure: figureOf(field, walk.style), unit: byKey, raw: String(field) });
      // A result given as its own object, or a list of them, each a figure and its unit: { "value": 23.41, "unit": "%" }.
      else if (field !== null && typeof field === 'object')
        for (const nested of (Array.isArray(field) ? field : [field]).slice(0, 8))
          results.push(nestedResult(nested, walk));
    }
  } else if (isScalar(value) && typeof value !== 'boolean') {
    results.push({ figure: figureOf(value, walk.style), unit: null, raw: String(value) });
  }
  // "mg_per_unit" beside "mg_per_package": the unit is a piece of the package, as in a table printing both columns.
  if (results.some((result) => result.unit?.unit === 'mg/package' && !result.unit.perPrintedUnit))
    for (const result of results) if (result.unit?.perPrintedUnit) result.unit = { ...result.unit, unit: 'mg/unit' };
  const line = shownLine(
    label,
    record,
    results.map((result) => result.raw),
    walk,
  );
  const ids = name.id ? [name.id] : [];
  const doubt = (text: string): void => {
    walk.unsure.push({ text, analytes: ids, lines: [line] });
  };
  if (results.length === 0) return doubt('This record names a cannabinoid but gives no result the pre-check reads.');
  const measures: RowRead['measures'] = [];
  const units = new Set<string>();
  for (const result of results) {
    const figureUnit = result.figure?.unit ?? result.unit ?? ownUnit;
    if (!result.figure)
      return doubt('This record’s result could not be read as a figure, so its value cannot be told.');
    if (result.figure.blank) continue;
    // The lab's total with no unit of its own: the unit every result of the export is in, if they share one.
    if (!figureUnit && name.total && results.length === 1) {
      walk.totalsWithoutUnit.push({ name, label, line, figure: result.figure });
      return;
    }
    const notDetected = result.figure.value === null && result.figure.qualifier !== null;
    if (!figureUnit && notDetected && name.id && !name.bare && results.length === 1) {
      walk.notDetectedWithoutUnit.push({ name, label, line, figure: result.figure });
      return;
    }
    if (!figureUnit?.unit || figureUnit.scale !== undefined)
      return doubt('This record gives its result with no unit the pre-check reads, so its figure cannot be placed.');
    const key = `${figureUnit.unit}|${figureUnit.item ?? ''}`;
    if (units.has(key))
      return doubt('This record gives more than one result in one unit, and which one is the result cannot be told.');
    units.add(key);
    measures.push({
      figure: result.figure,
      unit: figureUnit.unit,
      item: figureUnit.item,
      basis: null,
      column: result.figure.unit ? 'the unit printed with the figure' : 'the export’s unit',
      table: null,
      columnIndex: null,
    });
  }
  if (measures.length === 0) return;
  if (name.bare)
    return doubt('This record names a plain “THC”, which may be Δ9-THC or the lab’s total, so it is not counted.');
  walk.rows.push({ name, label, formula: null, line, measures, inTable: true });
}

/** Walks a value under its key: analytes are read, records of a panel or a sample become lines, arrays are walked. */
function walkNode(
  node: Node,
  key: string | null,
  unit: UnitInfo | null,
  depth: number,
  walk: Walk,
  inPanel = false,
): void {
  walk.nodes += 1;
  if (walk.nodes > MAX_NODES || depth > MAX_DEPTH) return;
  if (Array.isArray(node)) {
    // A row of a tabular export ("columns": ["analyte", "result_pct"], "rows": [["THCA", 23.41]]): its cells on a
    // line, as a table prints them, for the table reader.
    if (node.length >= 2 && node.every(isScalar)) {
      walk.nodes += node.length;
      const cells = node.map((cell) => scalarText(cell as string | number | boolean, false));
      pushLine(cells.join('\t'), cells[0]!, walk);
      return;
    }
    const read = node.map((item) => {
      const before = walk.rows.length + walk.unsure.length + walk.totalsWithoutUnit.length;
      walkNode(item, key, unit, depth + 1, walk, inPanel);
      return walk.rows.length + walk.unsure.length + walk.totalsWithoutUnit.length > before;
    });
    // A record among cannabinoids read that names none the pre-check knows, with a result: a figure not dropped.
    if (read.some(Boolean))
      node.forEach((item, index) => {
        if (read[index] || !isFields(item)) return;
        const entries = Object.entries(item);
        const label = entries.find(([field, value]) => NAME_KEYS.has(folded(field)) && typeof value === 'string');
        const result = entries.find(([field, value]) => RESULT_KEYS.has(folded(field)) && isScalar(value));
        const figure = result ? figureOf(result[1] as string | number, walk.style) : null;
        // A name only the line reader knows ("Δ4(8)-iso-THC") is read from the line the record prints, so it is no
        // unnamed record.
        if (!label || !figure || figure.blank || findNames(normalisedLine(String(label[1]))).length > 0) return;
        walk.unsure.push({
          text: 'This record stands among the cannabinoids the export gives, but names none the pre-check knows, so its figure is not counted.',
          analytes: [],
          lines: [lineOf(`${String(label[1])}: ${String(result![1])}`.slice(0, 160), walk.line, walk.style)],
        });
      });
    return;
  }
  const keyName = key === null ? null : wholeName(key);
  if (!isFields(node)) {
    if (keyName) return readAnalyte(keyName, key!, node, unit, walk);
    if (key !== null && isScalar(node)) {
      const kind = folded(key);
      const text = scalarText(node, YES_NO_KEYS.has(kind));
      pushLine(`${keyWords(key)}: ${text}`, key, walk);
      if (!inPanel && !STATUS_KEYS.has(kind) && !NAME_KEYS.has(kind)) noteUnknownTest(keyWords(key), text, walk);
    }
    return;
  }
  const entries = Object.entries(node);
  const nameEntry = entries.find(([field, value]) => NAME_KEYS.has(folded(field)) && typeof value === 'string');
  const label = (nameEntry?.[1] as string | undefined) ?? null;
  // A name in words the pre-check does not know, or none, with a code beside it that names a cannabinoid or a total.
  const code = entries.flatMap(([field, value]) =>
    CODE_KEYS.has(folded(field)) && typeof value === 'string' ? [wholeName(value)] : [],
  )[0];
  // The sample's own record ("sample": { "name": "CBD distillate", "batch": ... }) names the product, no analyte; a
  // result's record may carry its batch beside its figure.
  const ofProduct =
    ((key !== null && PRODUCT_RECORD_KEYS.has(folded(key))) ||
      entries.some(([field]) => PRODUCT_FIELD_KEYS.has(folded(field)))) &&
    !entries.some(([field]) => RESULT_KEYS.has(folded(field)));
  const analyte = ofProduct
    ? null
    : ((label !== null ? wholeName(label) : null) ?? (label !== null || !keyName ? code : null) ?? null);
  if (analyte) return readAnalyte(analyte, label ?? key ?? analyte.id ?? 'total', node, unit, walk);
  if (label === null && keyName) return readAnalyte(keyName, key!, node, unit, walk);
  // The table's unit, for the analytes under it that print none.
  let own = unit;
  for (const [field, value] of entries)
    if (UNIT_KEYS.has(folded(field)) && typeof value === 'string') own = unitOfField(value) ?? NO_UNIT;
  // A record of a panel: its name, then its result, limit and status on one line, as a summary prints them.
  const judged = entries.some(
    ([field, value]) =>
      (STATUS_KEYS.has(folded(field)) || RESULT_KEYS.has(folded(field))) && (isScalar(value) || value === null),
  );
  const title = label ?? (judged && key !== null ? keyWords(key) : null);
  const consumed = new Set<string>();
  // What a panel's record holds (its analytes, their statuses) is the panel's, never a test of its own.
  const within = inPanel || namesPanel(title ?? (key === null ? '' : keyWords(key)));
  if (title !== null && judged) {
    const words: string[] = [];
    for (const [field, value] of entries) {
      const kind = folded(field);
      if (field === nameEntry?.[0] || UNIT_KEYS.has(kind)) continue;
      const status = STATUS_KEYS.has(kind);
      if (!status && !RESULT_KEYS.has(kind) && !LIMIT_KEYS.has(kind)) continue;
      consumed.add(field);
      // A status the export leaves empty is a status not given, never a pass.
      const text = isScalar(value) ? scalarText(value, YES_NO_KEYS.has(kind)) : value === null ? '' : null;
      if (text === null) {
        consumed.delete(field);
        continue;
      }
      const unitText = !status && own?.raw && /^[<>≤]?\s?[\d.,]+$/.test(text) ? ` ${own.raw}` : '';
      words.push(LIMIT_KEYS.has(kind) ? `limit ${text}${unitText}` : `${text}${unitText}`);
    }
    pushLine(`${title}: ${words.join('   ')}`.trimEnd(), label ?? key ?? title, walk);
    if (!inPanel) noteUnknownTest(title, words.join(' '), walk);
    if (nameEntry) consumed.add(nameEntry[0]);
  }
  for (const [field, value] of entries) {
    if (consumed.has(field) || UNIT_KEYS.has(folded(field))) continue;
    if (field === nameEntry?.[0] && !judged) {
      pushLine(`${keyWords(field)}: ${label}`, label!, walk);
      continue;
    }
    walkNode(value, field, own, depth + 1, walk, within);
  }
}

/** Most text read before an export's document: a line or two copied above it ("LIMS export — sample 0412"). */
const MAX_LEAD_CHARS = 400;
/** A Markdown code fence around a pasted document ("```json"). */
const FENCE = /^\s{0,8}```[\w-]{0,16}\s{0,8}$/;
/** A line that opens a document: a brace, a bracket or an angle with a tag, a declaration or a comment. */
const DOCUMENT_START = /^\s{0,8}(?:[[{]|<[?!\w])/;

interface FoundDocument {
  lines: string[];
  /** The index of the line the document starts on. */
  start: number;
  /** The short lines above it, read as lines of their own. */
  lead: { text: string; number: number }[];
  body: string;
  document: Node;
}

/** The whole text as a YAML export, a code fence around it. */
function yamlDocument(text: string): FoundDocument | null {
  if (!mayBeYaml(text)) return null;
  const lines = text.split('\n');
  // (A text with no fence is its own body: its lines are not tried one by one.)
  const body = text.includes('```') ? lines.map((line) => (FENCE.test(line) ? '' : line)).join('\n') : text;
  const document = yamlOf(body);
  if (document === undefined || !(isFields(document) || Array.isArray(document))) return null;
  return { lines, start: 0, lead: [], body, document };
}

/** A JSON or XML document in the text, with the few short lines above it. */
function bracketedDocument(text: string): FoundDocument | null {
  // A text with no brace, bracket or angle opens no document: its lines are not cut and tried one by one.
  if (!/[[{<]/.test(text)) return null;
  const lines = text.split('\n');
  const start = lines.findIndex((line) => DOCUMENT_START.test(line));
  if (start < 0) return null;
  const lead = lines
    .slice(0, start)
    .flatMap((line, index) => (FENCE.test(line) || line.trim() === '' ? [] : [{ text: line, number: index + 1 }]));
  if (lead.reduce((chars, line) => chars + line.text.length, 0) > MAX_LEAD_CHARS) return null;
  const body = lines
    .slice(start)
    .map((line) => (FENCE.test(line) ? '' : line))
    .join('\n');
  const document = documentOf(body);
  if (document === undefined || !(isFields(document) || Array.isArray(document))) return null;
  return { lines, start, lead, body, document };
}

/**
 * The certificate read from its document's structure, or null when the text is no YAML, JSON or XML document. A few short
 * lines above the document and a code fence around it are read with it, as lines of their own.
 */
export function readStructured(text: string): StructuredRead | null {
  const found = yamlDocument(text) ?? bracketedDocument(text);
  if (!found) return null;
  const { lines, start, lead, body, document } = found;
  const walk: Walk = {
    rows: [],
    unsure: [],
    lines: lead.map((line) => line.text.trimEnd()),
    origins: lead.map((line) => line.number),
    unknownTests: [],
    style: decimalStyleOf(body),
    nodes: 0,
    source: text,
    cursor: lines.slice(0, start).reduce((chars, line) => chars + line.length + 1, 0),
    line: start + 1,
    totalsWithoutUnit: [],
    notDetectedWithoutUnit: [],
  };
  walkNode(document, null, null, 0, walk);
  placeNotDetected(walk);
  placeTotals(walk);
  // An export larger than the walk reads: what lies past the bound is not read, so nothing is said of it as missing.
  if (walk.nodes > MAX_NODES)
    walk.unsure.push({
      text: `This export holds more values than the pre-check reads (${MAX_NODES.toLocaleString('en-US')}), so what follows them was not read.`,
      analytes: [],
      lines: [lineOf(lines[start]!.slice(0, 160), start + 1, walk.style)],
    });
  return {
    rows: walk.rows,
    unsure: walk.unsure,
    text: walk.lines.join('\n'),
    origins: walk.origins,
    unknownTests: walk.unknownTests,
  };
}
