/**
 * The safety panels a certificate reports and the status of each: summary lines ("Pesticides: PASS"), headings
 * over analyte rows, a row of statuses under a row of panel names (Kaycha's summary) or under panel names printed as
 * column heads, results over their printed limits, and moisture and water activity printed as figures only, judged
 * against the printed limit or the default one the page states. Each line is read once, each pattern bounded.
 */
import type { TextLine } from './lines.ts';
import {
  CONDITIONAL,
  isConclusion,
  isNotReportedYet,
  isOverallLine,
  overallFailure,
  statusIn,
  type StatusKind,
  type StatusWord,
} from './panelStatus.ts';
import { headerOf, type Column } from './header.ts';
import { findNames, NAMES_PATTERN } from './names.ts';
import { LANGUAGES, wholeWordsSource, wordStarts, wordsOf } from './languages.ts';
import { decimalStyleOf, lineOf, sourceLine, type SourceLine } from './lines.ts';
import { oncePerParse } from './perParse.ts';
import {
  DEFAULT_LIMITS_SOURCE,
  DEFAULT_MOISTURE_LIMIT_PERCENT,
  DEFAULT_WATER_ACTIVITY_LIMIT,
  PANELS,
  type PanelId,
} from './words.ts';

export {
  DEFAULT_LIMITS_SOURCE,
  DEFAULT_MOISTURE_LIMIT_PERCENT,
  DEFAULT_WATER_ACTIVITY_LIMIT,
  PANELS,
  type PanelId,
} from './words.ts';

/** What the certificate says about one panel. */
export interface PanelReading {
  id: PanelId;
  /** blank: the panel is named, but no status is printed for it. */
  kind: StatusKind | 'blank';
  /** The status word as printed, or the figure and limit that decided it; null when blank. */
  word: string | null;
  /**
   * Where it was read: the panel's own line, an analyte line inside it, a figure over or within its printed limit,
   * or a figure judged against the default limit.
   */
  from: 'panel' | 'analyte' | 'limit' | 'default-limit';
  /** The figure judged against a limit, with its unit ("0.71 aw"): for a limit or a default limit only. */
  figure?: string;
  line: SourceLine | null;
}

interface PanelName {
  id: PanelId;
  pattern: RegExp;
  /** An analyte of the panel ("Salmonella"), not its name. */
  analyte: boolean;
  /** A test of presence: "Detected" fails it, "None detected" passes it. */
  presence: boolean;
  /** A method's reference (a Ph. Eur. chapter): it names the panel only on a line that names none in words. */
  reference?: boolean;
}

/**
 * Panel names as labs print them, in English and in the languages of the certificates labs write in Spanish,
 * Portuguese, Dutch, German, Danish and French ("Plaguicidas", "Zware metalen", "Tungmetaller", "Humedad",
 * "Actividad de agua", "Materia extraña"), and a section headed only "Metals".
 */
const PANEL_NAMES: readonly PanelName[] = [
  { id: 'cannabinoids', pattern: /cannabino|potency|potencia/i, analyte: false, presence: false },
  { id: 'terpenes', pattern: /terpen/i, analyte: false, presence: false },
  {
    id: 'pesticides',
    pattern: /pesticid|pestizid|plaguicida|bestrijdingsmiddel|pflanzenschutzmittel|agrot[óo]xico/i,
    analyte: false,
    presence: false,
  },
  {
    id: 'heavyMetals',
    pattern:
      /heavy[\s-]?metals?|elemental\s+(?:impurities|analysis)|\b(?:trace\s+)?metals\b|meta(?:les|is)\s+pesados|zware\s+metalen|schwermetall|tungmetal|m[ée]taux\s+lourds/i,
    analyte: false,
    presence: false,
  },
  { id: 'microbial', pattern: /microb|mikrob|pathogens?\b/i, analyte: false, presence: false },
  { id: 'mycotoxins', pattern: /mycotox|mykotox|micotox/i, analyte: false, presence: false },
  {
    id: 'residualSolvents',
    pattern:
      /residuals?\s+solvents?|\bsolvents\b|solventes\s+residua(?:les|is)|restopl[øo]sningsmidl|restl[öo]sungsmittel|oplosmiddelresten|solvants\s+r[ée]siduels/i,
    analyte: false,
    presence: false,
  },
  {
    id: 'moisture',
    pattern:
      /moisture|water\s+content|loss\s+on\s+drying|humedad|\bumidade|\bvocht|droogverlies|feuchtigkeit|wassergehalt|trocknungsverlust|fugtighed|vandindhold|p[ée]rdida\s+por\s+(?:secado|desecaci[óo]n)|teneur\s+en\s+eau/i,
    analyte: false,
    presence: false,
  },
  {
    id: 'waterActivity',
    pattern:
      /water\s+activity|water\s+act\.|actividad\s+de\s+(?:l\s+)?agua|atividade\s+de\s+[áa]gua|wateractiviteit|wasseraktivit|vandaktivitet|activit[ée]\s+de\s+l['’]eau|(?<=\/[\t ]{0,3})a_?w\b/i,
    analyte: false,
    presence: false,
  },
  {
    id: 'foreignMaterial',
    // Romance languages name it by a noun ("material", "sostanze", "corpos", "éléments") and "foreign" after it.
    pattern:
      /foreign\s+(?:material|matter)|extraneous\s+(?:material|matter)|\bfilth\b|visual\s+inspection|(?:mat[ée]ria(?:les|le|li|is|l|s)?|materie|sostanz[ae]|corp(?:i|os|s)|cuerpos|element(?:i|os)|[ée]l[ée]ments|mati[èe]res?)\s+(?:extra[ñn]|estrane|estranh|[ée]trang)|vreemde\s+bestanddelen|fremdbestandteile|fremmede\s+bestanddele/i,
    analyte: false,
    presence: true,
  },
  {
    id: 'microbial',
    pattern: /salmonella|\be\.?\s?coli\b|\bstec\b|listeria|aspergill/i,
    analyte: true,
    presence: true,
  },
  {
    id: 'microbial',
    pattern:
      /total\s+yeast|yeast\s+(?:and|&)\s+mou?lds?|\btymc?\b|\btamc\b|aerob|coliform|enterobacteri|bile[\s-]tolerant|levaduras|gisten\s+en\s+schimmels|hefen\s+und\s+schimmel|g[æa]r\s+og\s+skimmel/i,
    analyte: true,
    presence: false,
  },
  { id: 'mycotoxins', pattern: /aflato[xk]|o(?:ch|c)rato[xk]/i, analyte: true, presence: false },
  // A European Pharmacopoeia chapter names its test in any language ("Metodo: Ph. Eur. 2.8.2 ... Esito: CONFORME").
  ...(
    [
      ['foreignMaterial', '8\\.2'],
      ['moisture', '2\\.32'],
      ['pesticides', '8\\.13'],
      ['mycotoxins', '8\\.(?:18|22)'],
      ['microbial', '6\\.(?:1[23]|31)'],
      ['heavyMetals', '4\\.27'],
      ['residualSolvents', '4\\.24'],
    ] as const
  ).map(([id, chapter]): PanelName => ({
    id,
    pattern: new RegExp(`ph\\.?\\s?eur\\.?\\s*(?:chapter\\s+)?2\\.${chapter}(?![.\\d])`, 'i'),
    analyte: false,
    presence: id === 'foreignMaterial',
    reference: true,
  })),
  {
    id: 'heavyMetals',
    pattern:
      /\barsenic\b|\bcadmium\b|\bmercury\b|\blead\s?\(pb\)|\bars[ée]nico\b|\bcadmio\b|\bmercurio\b|\bplomo\b|\barseen\b|\bkwik\b/i,
    analyte: true,
    presence: false,
  },
];

/**
 * The names of the language table, after the names above: a panel's name, then the analytes that stand for a
 * panel, then the microbes whose presence fails it.
 */
const LANGUAGE_PANEL_NAMES: readonly PanelName[] = [
  ...PANELS.flatMap((panel): PanelName[] => {
    const words = wordsOf((language) => language.panels[panel.id]);
    const presence = panel.id === 'foreignMaterial';
    return words.length ? [{ id: panel.id, pattern: wordStarts(words), analyte: false, presence }] : [];
  }),
  ...(['heavyMetals', 'mycotoxins', 'microbial'] as const).flatMap((id): PanelName[] => {
    const words = wordsOf((language) => language.panelAnalytes[id]);
    return words.length ? [{ id, pattern: wordStarts(words), analyte: true, presence: false }] : [];
  }),
  {
    id: 'microbial',
    pattern: wordStarts(wordsOf((language) => language.presenceAnalytes)),
    analyte: true,
    presence: true,
  },
];
const ALL_PANEL_NAMES = [...PANEL_NAMES, ...LANGUAGE_PANEL_NAMES];
const LANGUAGE_PANEL_HINT = wordStarts(
  LANGUAGES.flatMap((language) => [
    ...Object.values(language.panels).flat(),
    ...Object.values(language.panelAnalytes).flat(),
    ...language.presenceAnalytes,
  ]),
);

/** Panels with no pass or fail of their own: reported at all is what counts. */
export const CONTENT_PANELS: readonly PanelId[] = ['cannabinoids', 'terpenes'];

const GRAVITY: Readonly<Record<PanelReading['kind'], number>> = { blank: 0, passed: 1, 'not-passed': 2, failed: 3 };

interface Mention {
  name: PanelName;
  start: number;
  end: number;
}

/** Every panel name holds one of these: a line without any is not tried against each. */
const PANEL_HINT =
  /cannab|potenc|terpen|pesti|plaguic|bestrijding|pflanzenschutz|agrot|metal|taux|elemental|microb|mikrob|pathogen|mycotox|mykotox|micotox|solvent|opl[øo]sning|l[öo]sungsmittel|oplosmiddel|solvants|moisture|water|loss\s+on|humedad|umidade|vocht|droogverlies|feucht|trocknung|fugt|vandindhold|secado|desecaci|teneur|[áa]gua|wasser|vandaktiv|activit|foreign|extraneous|filth|visual|extra[ñn]|estran|vreemde|fremd|fremmed|trang|salmonella|coli|stec|listeria|aspergill|yeast|tym|tamc|aerob|enterobac|bile|levadura|gisten|hefen|skimmel|aflato|rato[xk]|ars[ée]|cadmi|mercur|plomo|kwik|lead\s?\(|\beur\b/i;

/** The panels a line names, in order; a panel named twice counts once, where it is first named. */
const mentionsIn = oncePerParse(readMentions);

function readMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  // The language table's names all hold a start its hint finds: without one, none of their patterns is run.
  const languageHinted = LANGUAGE_PANEL_HINT.test(text);
  if (!languageHinted && !PANEL_HINT.test(text)) return mentions;
  for (const name of languageHinted ? ALL_PANEL_NAMES : PANEL_NAMES) {
    const match = name.pattern.exec(text);
    if (match) mentions.push({ name, start: match.index, end: match.index + match[0].length });
  }
  // Where two names start at one place, the longer is the panel named ("水分活性" is water activity, not "水分").
  mentions.sort((a, b) => a.start - b.start || b.end - a.end);
  // A heading's method ("HEAVY METALS (Ph. Eur. 2.4.27)") is the panel its words name, whichever chapter it cites.
  const inWords = mentions.some((mention) => !mention.name.reference);
  const seen = new Set<PanelId>();
  let lastEnd = -1;
  return mentions.filter((mention) => {
    if (inWords && mention.name.reference) return false;
    if (seen.has(mention.name.id) || mention.start < lastEnd) return false;
    seen.add(mention.name.id);
    lastEnd = mention.end;
    return true;
  });
}

/** Whether a text names a panel the pre-check knows, in any language it reads. */
export const namesPanel = (text: string): boolean => mentionsIn(text).length > 0;

/** Between two panel names, what leaves a panel without a status of its own: figures, units, "and", "/". */
const NO_STATUS_OF_ITS_OWN = /^[\s\d.,:;%/&|–—-]*(?:(?:and|aw|a_w)[\s\d.,:;%/&|–—-]*)*$/i;
/** A printed limit after a figure: "(limit 0.65)", "Max 0.65", "≤ 15 %", "Action Level: 0.2". */
const PRINTED_LIMIT =
  /(?:limit|m[aá]x(?:imum)?\.?|action\s+level|spec(?:ification)?|threshold|nmt|≤|<=)\s?[:=]?\s?(\d+(?:[.,]\d+)?)/i;

/** The first figure of a segment of a line, and its unit as printed. */
function firstFigure(line: TextLine, from: number, to: number): { value: number; text: string } | null {
  for (const cell of line.cells) {
    if (cell.start < from || cell.start >= to || cell.kind !== 'figure' || cell.figure!.value === null) continue;
    return { value: cell.figure!.value, text: cell.text };
  }
  return null;
}

function parseLimit(raw: string): number {
  return Number(raw.replace(',', '.'));
}

/**
 * Moisture or water activity printed as a figure with no status: within the printed limit, or the default one, it
 * passes; over it, it fails.
 */
function judgedByFigure(
  id: PanelId,
  line: TextLine,
  from: number,
  to: number,
  columns: readonly Column[] | null,
): PanelReading | null {
  if (id !== 'moisture' && id !== 'waterActivity') return null;
  const figure = firstFigure(line, from, to);
  if (!figure) return null;
  // The limit printed on the line ("(limit 0.65)"), or in the table's limit column ("0.68 aw   0.65 aw").
  const printed = PRINTED_LIMIT.exec(line.text.slice(from, to)) ?? limitInColumn(line, columns);
  return judgedAgainst(id, figure, printed?.[1] ?? null, line);
}

/** A moisture or water activity figure judged against its printed limit, or the default one where none is printed. */
function judgedAgainst(
  id: 'moisture' | 'waterActivity',
  figure: { value: number; text: string },
  printedLimit: string | null,
  line: TextLine,
): PanelReading | null {
  const outOfRange = id === 'waterActivity' ? figure.value > 1 : figure.value > 100;
  if (outOfRange || figure.value < 0) return null;
  const printed = printedLimit === null ? null : ([printedLimit, printedLimit] as const);
  const limit = printed
    ? parseLimit(printed[1]!)
    : id === 'waterActivity'
      ? DEFAULT_WATER_ACTIVITY_LIMIT
      : DEFAULT_MOISTURE_LIMIT_PERCENT;
  const unit = id === 'waterActivity' ? ' aw' : ' %';
  const within = figure.value <= limit;
  return {
    id,
    kind: within ? 'passed' : 'failed',
    word: printed
      ? `${figure.text} is ${within ? 'within' : 'over'} the printed limit of ${printed[1]}`
      : `${figure.text} is ${within ? 'within' : 'over'} the limit of ${limit}${unit} the pre-check applies when the COA prints none (${DEFAULT_LIMITS_SOURCE})`,
    from: printed ? 'limit' : 'default-limit',
    figure: /[a-z%]/i.test(figure.text) ? figure.text : `${figure.text}${unit}`,
    line: sourceLine(line),
  };
}

/** The figure a row prints under its table's limit column, as the printed limit's match ("0.65"), or null. */
function limitInColumn(line: TextLine, columns: readonly Column[] | null): [string, string] | null {
  if (!columns) return null;
  const figureColumns = columns.filter(
    (column) => column.role === 'result' || column.role === 'limit' || column.role === 'figure',
  );
  const figures = line.cells.filter((cell) => cell.kind === 'figure');
  const limit = figureColumns.findIndex((column) => column.role === 'limit' && column.limit === 'limit');
  if (limit < 0 || figures.length !== figureColumns.length) return null;
  const bound = figures[limit]!.figure!;
  const value = bound.value ?? bound.bound;
  return value === undefined || value === null ? null : [figures[limit]!.text, String(value)];
}

/** A status printed in a row of statuses: one per panel named in the row above. */
const ENGLISH_STATUS_TOKEN =
  /\b(?:not\s+tested|not\s+performed|not\s+detected|none\s+detected|passed|pass|failed|fail|tested|completed?|pending|in\s+progress|satisfactory|acceptable|compliant|non-compliant|complies|conforms|meets|cumple|voldoet|overholder|entspricht\s+nicht|nicht\s+konform|entspricht|konform|n\/a|n\/t|nt|na)\b|[✓✔✗✘]/i;
/** …and every status word of the language table, its failures first ("nevyhovuje" before "vyhovuje"). */
const STATUS_TOKEN = new RegExp(
  `${ENGLISH_STATUS_TOKEN.source}|${wholeWordsSource(
    wordsOf((language) => [...language.fail, ...language.notPassed, ...language.pass]),
  )}`,
  'giu',
);

/** A report's state, printed before a row of panels' statuses: no panel's status. */
const REPORT_STATE = /^(?:complete|completed|final|reported|released)$/i;

/**
 * A summary row read under the panel names above it, by where each status sits or by order; its text read through a
 * scan's confusions ("PA5S"), so that a status the scan garbled still takes its place and moves no other.
 */
function statusRow(
  names: { line: TextLine; mentions: Mention[] },
  text: string,
): { mention: Mention; status: StatusWord | null }[] | null {
  const tokens = [...text.matchAll(STATUS_TOKEN)];
  if (tokens.length < 2) return null;
  const { mentions } = names;
  const under = (token: RegExpExecArray | RegExpMatchArray) =>
    mentions.findIndex((mention) => Math.abs(mention.start - token.index!) <= 3);
  // The report's state before one status per panel ("COMPLETE  PASS  PASS ..."): the statuses are those after it.
  if (REPORT_STATE.test(tokens[0]![0]) && (tokens.length === mentions.length + 1 || under(tokens[0]!) < 0))
    tokens.shift();
  // Aligned under its name: each status starts where a name's column starts, give or take a few spaces.
  const placed = tokens.map(under);
  if (placed.every((index) => index >= 0) && new Set(placed).size === placed.length)
    return placed.map((index, at) => ({ mention: mentions[index]!, status: statusIn(tokens[at]![0]) ?? null }));
  // By order, where the count matches; in a row set out in columns, never where a status stands under another name
  // than its place in the order gives it (a word the reader does not know is missing from the order, and every
  // status after it would move).
  const columns = tokens.every((token, at) => {
    if (at === 0) return true;
    const gap = text.slice(tokens[at - 1]!.index + tokens[at - 1]![0].length, token.index);
    return gap.includes('  ') || gap.includes('\t');
  });
  if (tokens.length === mentions.length && (!columns || placed.every((index, at) => index < 0 || index === at)))
    return mentions.map((mention, index) => ({ mention, status: statusIn(tokens[index]![0]) ?? null }));
  return null;
}

/** Between two panels named as one head ("Moisture / Water activity", "Moisture (%) / aw"): a slash, a unit. */
const PAIRED_NAMES = /^[\t ]?(?:\([^()]{0,12}\)[\t ]?)?\/[\t ]?$/;

/**
 * Moisture and water activity named as one head, then one figure each, and a status both share or one each
 * ("Moisture / Water activity   10.2 % / 0.55 aw   PASS", "Moisture (%) / aw  9.8 / 0.51   PASS / FAIL"): each panel
 * takes the figure, the limit and the status in its place. Null where the line names its panels otherwise.
 */
function pairedReadings(line: TextLine, text: string, mentions: readonly Mention[]): PanelReading[] | null {
  if (mentions.length < 2) return null;
  if (mentions.some((mention) => mention.name.id !== 'moisture' && mention.name.id !== 'waterActivity')) return null;
  for (let index = 1; index < mentions.length; index++)
    if (!PAIRED_NAMES.test(text.slice(mentions[index - 1]!.end, mentions[index]!.start))) return null;
  const from = mentions.at(-1)!.end;
  const figures = line.cells.filter((cell) => cell.start >= from && cell.kind === 'figure' && !cell.figure!.blank);
  const statuses = [...text.slice(from).matchAll(STATUS_TOKEN)].map((token) => statusIn(token[0]));
  // Names alone: a heading, or a row whose statuses the next line gives.
  if (figures.length === 0 && statuses.length === 0) return null;
  const count = mentions.length;
  // Results first, then as many limits ("≤ 12 / ≤ 0.65"); any other count of figures places none of them.
  const results = figures.length === count || figures.length === 2 * count ? figures.slice(0, count) : [];
  const limits = figures.length === 2 * count ? figures.slice(count) : [];
  if (results.some((cell) => cell.figure!.value === null || cell.figure!.bound !== undefined)) results.length = 0;
  return mentions.map((mention, index) => {
    const id = mention.name.id as 'moisture' | 'waterActivity';
    // One status both share, or one each in the order of the names; a count that fits neither places none.
    const status = statuses.length === 1 ? statuses[0] : statuses.length === count ? statuses[index] : null;
    const result = results[index];
    const limit = limits[index]?.figure;
    const limitText = limit ? String(limit.bound ?? limit.value ?? '') : null;
    const byFigure = result
      ? judgedAgainst(id, { value: result.figure!.value!, text: result.text }, limitText || null, line)
      : null;
    if (byFigure && (!status || (byFigure.kind === 'failed' && byFigure.from === 'limit'))) return byFigure;
    if (status) return { id, kind: status.kind, word: status.word, from: 'panel', line: sourceLine(line) };
    return { id, kind: 'blank', word: null, from: 'panel', line: sourceLine(line) };
  });
}

export interface PanelsRead {
  readings: PanelReading[];
  /** Panels named anywhere (headings, summaries, rows). */
  named: PanelId[];
  /** The word of an overall verdict line that reads as a failure ("RESULT: FAIL"), or null. */
  overallFailure: string | null;
  /** Lines that read as a failure the pre-check could not tie to a panel. */
  unplacedFailures: SourceLine[];
  /** Statuses printed in a row the pre-check could not match to its panel names. */
  unplacedStatuses: SourceLine[];
  /**
   * Lines that read as a pass and name no panel the pre-check knows, outside any named panel's table: a panel
   * named in words it does not know may be one of them.
   */
  unplacedPasses: SourceLine[];
}

/** Analyte rows of a safety table with a result and a printed limit: a result over its limit fails the panel. */
function overLimit(line: TextLine, columns: readonly Column[]): string | null {
  const figureColumns = columns.filter(
    (column) => column.role === 'result' || column.role === 'limit' || column.role === 'figure',
  );
  // A cannabinoid's line or a sentence ("Total THC is calculated per Rule 4-120: THCA × 0.877 + Δ9-THC") is not an
  // analyte's row: only a name, its figures and a status word or two are.
  if (line.cells.some((cell) => cell.kind === 'name')) return null;
  if (line.cells.filter((cell) => cell.kind === 'word').length > 3) return null;
  // "Pre-rolls per pack: 5    Net weight per pre-roll: 0.50 g": sample information, a label and a figure each.
  if (
    line.cells.filter((cell) => (cell.kind === 'word' || cell.kind === 'unit') && cell.text.endsWith(':')).length >= 2
  )
    return null;
  const figures = line.cells.filter((cell) => cell.kind === 'figure');
  if (figures.length !== figureColumns.length) return null;
  const result = figureColumns.findIndex((column) => column.role === 'result');
  const limit = figureColumns.findIndex((column) => column.role === 'limit' && column.limit === 'limit');
  if (result < 0 || limit < 0) return null;
  const value = figures[result]!.figure!.value;
  const bound = figures[limit]!.figure!.value;
  if (value === null || bound === null || value <= bound) return null;
  const name = line.cells.find((cell) => cell.kind === 'word' || cell.kind === 'name')?.text ?? 'a result';
  return `${name} at ${figures[result]!.text} is over its printed limit of ${figures[limit]!.text}`;
}

/** The text without the given marks at its end. */
function withoutEnd(text: string, marks: string): string {
  let end = text.length;
  while (end > 0 && marks.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** Panels whose analytes print a plain figure and limit; microbial counts print powers of ten ("10⁴" reads 104). */
const LIMIT_ON_LINE_PANELS: ReadonlySet<PanelId> = new Set([
  'heavyMetals',
  'mycotoxins',
  'pesticides',
  'residualSolvents',
]);
/** A power of ten or a product in a figure: "7,0 × 10²", "1.0E+04", "10^4". */
const POWER = /[×^]|\bx\s?10|\de[+-]?\d/i;

/**
 * An analyte's line that prints its result and its limit after it in words ("Lead: 1.42 mg/kg   limit 0.5 mg/kg",
 * "Pb 1.42 mg/kg (max 0.5)"), outside a table with a limit column: a result over the limit fails the panel.
 */
function overLimitOnLine(mention: Mention, line: TextLine, from: number, to: number): string | null {
  const id = mention.name.id;
  if (!LIMIT_ON_LINE_PANELS.has(id)) return null;
  const text = line.text.slice(from, to);
  const printed = PRINTED_LIMIT.exec(text);
  if (!printed || POWER.test(text)) return null;
  const limitAt = from + printed.index;
  const figures = line.cells.filter((cell) => cell.kind === 'figure' && cell.start >= from && cell.start < to);
  const result = figures.find((cell) => cell.start < limitAt);
  const limit = figures.find((cell) => cell.start >= limitAt);
  const value = result?.figure!.value ?? null;
  if (value === null || result!.figure!.bound !== undefined) return null;
  // A limit in another unit than its result's ("1.42 mg/kg … limit 500 µg/kg") is not compared.
  const units = [result!.figure!.unit?.raw, limit?.figure!.unit?.raw];
  if (units[0] && units[1] && withoutEnd(units[0], '),.') !== withoutEnd(units[1], '),.')) return null;
  const bound = parseLimit(printed[1]!);
  if (!(value > bound)) return null;
  const name = line.text.slice(Math.min(mention.start, from), result!.start);
  return `${withoutEnd(name, ' :=').trim() || 'a result'} at ${result!.text} is over its printed limit of ${printed[1]}`;
}

/** How many panels a heading names: one, or two joined ("Moisture and Water Activity"). */
function isHeading(line: TextLine, mentions: readonly Mention[]): boolean {
  if (mentions.length === 0 || mentions.some((mention) => mention.name.analyte)) return false;
  if (mentions.length > 2) return false;
  if (
    mentions.length === 2 &&
    !/^\s*(?:and|en|[ye&/+]|et|und|og)\s*$/i.test(line.text.slice(mentions[0]!.end, mentions[1]!.start))
  )
    return false;
  // "Heavy metals (ICP-MS, Ph. Eur. 2.4.27)": numbers of a method in brackets, with no unit, are no result.
  const inBrackets = bracketSpans(line.text);
  const method = (start: number) =>
    inBrackets.some(
      (span) =>
        start > span.from &&
        start < span.to &&
        !line.cells.some((cell) => cell.kind === 'unit' && cell.start > span.from && cell.start < span.to),
    );
  // A section's number ("6", "4.") is no result either.
  return !line.cells.some(
    (cell, index) =>
      cell.kind === 'figure' &&
      cell.figure!.value !== null &&
      !(method(cell.start) && !cell.figure!.unit) &&
      !(index === 0 && /^\d{1,2}\.?$/.test(cell.text)),
  );
}

/** Where a line's brackets open and close, outermost only. */
function bracketSpans(text: string): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  let depth = 0;
  let from = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') {
      if (depth === 0) from = index;
      depth += 1;
    } else if (text[index] === ')' && depth > 0) {
      depth -= 1;
      if (depth === 0) spans.push({ from, to: index });
    }
  }
  return spans;
}

/**
 * A scan's text read by OCR writes a lower-case l as 1 inside words ("Heavy Meta1s", "Sa1monella"), a capital I as l
 * and a status's letters as digits ("PA5S"): read as the letters for panel names and statuses, one character for one
 * so that offsets stay. Figures are never read this way.
 */
function withOcrLetters(printed: string): string {
  const text = OCR_CONFUSED_WORD.test(printed) ? printed.replace(OCR_NAME_WORD, ocrPanelWord) : printed;
  const ones = text.includes('1') && /[A-Z]1/i.test(text) ? text.replace(/(?<=[A-Z])1(?![\d.,])/gi, 'l') : text;
  // A capital I printed as a lower-case l between capitals: "WATER ACTlVlTY", "PESTlClDES".
  const letters = ones.includes('l') ? ones.replace(/(?<=[A-Z])l(?=[A-Z])/g, 'I') : ones;
  return OCR_CONFUSED_WORD.test(letters) ? letters.replace(OCR_WORD, ocrStatusWord) : letters;
}

/** An underscore between letters, as an export's key joins the words of a name ("water_activity"). */
const KEY_UNDERSCORE = /(?<=\p{L})_(?=\p{L})/gu;

/**
 * A line's text as the panels are read in it: an export's key's underscores as spaces ("water_activity:",
 * "foreign_matter:"), a scan's confusions as letters. Read once per parse for a line printed again.
 */
const panelText = oncePerParse((text: string) =>
  withOcrLetters(text.includes('_') ? text.replace(KEY_UNDERSCORE, ' ') : text),
);

/**
 * A word OCR could have misread has a 0, 1, 5 or l beside another of its letters or digits; a line without one (most
 * rows: "THCA 1", "0.12 %") skips the word scans.
 */
const OCR_CONFUSED_WORD = /[A-Za-z0-9][015l]|[015l][2-46-9A-Za-km-z]/;

/** The status words a scan's confusions are folded against: whole words only, the same length as read. */
const OCR_STATUS_WORDS = ['pass', 'passed', 'fail', 'failed', 'complies', 'conforms', 'compliant', 'tested'];
/** A word of letters and digits as OCR prints it: "PA5S", "PA55ED", "FAlL", "C0MPLlES". */
const OCR_WORD = /(?<![\p{L}\p{N}])[A-Za-z0-9]{4,9}(?![\p{L}\p{N}])/gu;
/** O and 0, l, I and 1, S and 5, each pair folded to one letter. */
const ocrFolded = (word: string) =>
  word.toLowerCase().replace(/[0o]/g, 'o').replace(/[1li]/g, 'l').replace(/[5s]/g, 's');
const FOLDED_STATUS = new Map(OCR_STATUS_WORDS.map((word) => [ocrFolded(word), word.toUpperCase()]));

/**
 * The words of panels' names a scan's confusions are folded against ("MYC0T0XINS", "HEAVY META1S", "F0REIGN"): the
 * English words whole, the language table's names as the starts of words ("MYK0T0XINE").
 */
const OCR_PANEL_WORDS = [
  'cannabinoid',
  'cannabinoids',
  'potency',
  'profile',
  'pesticide',
  'pesticides',
  'heavy',
  'metal',
  'metals',
  'microbial',
  'microbials',
  'microbiology',
  'microbiological',
  'contaminants',
  'mycotoxin',
  'mycotoxins',
  'aflatoxin',
  'aflatoxins',
  'ochratoxin',
  'salmonella',
  'residual',
  'solvent',
  'solvents',
  'moisture',
  'water',
  'activity',
  'foreign',
  'matter',
  'material',
  'materials',
  'extraneous',
];
const OCR_PANEL_STARTS = [
  ...new Set(
    LANGUAGES.flatMap((language) => [
      ...Object.values(language.panels).flat(),
      ...Object.values(language.panelAnalytes).flat(),
    ])
      .flatMap((name) => name.split(' '))
      .filter((word) => word.length >= 5 && /^[a-z]+$/.test(word)),
  ),
];
/** A word of letters and digits, long enough to be a panel's name. */
const OCR_NAME_WORD = /(?<![\p{L}\p{N}])[A-Za-z0-9]{5,16}(?![\p{L}\p{N}])/gu;
const FOLDED_PANEL_WORDS = new Map(OCR_PANEL_WORDS.map((word) => [ocrFolded(word), word]));
const FOLDED_PANEL_STARTS = OCR_PANEL_STARTS.map((word) => [ocrFolded(word), word] as const);

/** A panel's word OCR misread, in the case it was printed in, one letter for one character; else the word as it was. */
function ocrPanelWord(word: string): string {
  if (!ocrConfused(word)) return word;
  const folded = ocrFolded(word);
  const known = FOLDED_PANEL_WORDS.get(folded) ?? FOLDED_PANEL_STARTS.find(([start]) => folded.startsWith(start))?.[1];
  if (!known) return word;
  const read = known + word.slice(known.length);
  return /[a-z]/.test(word.replace(/[0-9l]/g, '')) ? word[0]! + read.slice(1) : read.toUpperCase();
}

/** A digit among a word's letters, or a lower-case l among capitals: what a scan's confusions leave. */
const ocrConfused = (word: string) =>
  (/\d/.test(word) && /[a-z]/i.test(word)) || (/l/.test(word) && /[A-Z]{2}/.test(word));

/**
 * A status word OCR misread ("PA5S", "PA55ED", "FAlL"): read as the status only where it holds a confusion (a digit
 * among its letters, a lower-case l among capitals) and the whole word is a status word once the confusions are
 * folded; a figure ("1055") or another word ("FALL") stays as it was.
 */
function ocrStatusWord(word: string): string {
  return ocrConfused(word) ? (FOLDED_STATUS.get(ocrFolded(word)) ?? word) : word;
}

/**
 * The start of a note, a footnote or a legend: "Notes:", "Method notes:", "Legend:", "Key:", "Bemerkung:", "* ...",
 * "¹ ...". Its words explain the certificate ("batches that fail system suitability are rejected"); they are no
 * sample's status.
 */
const NOTE_START =
  /^\s{0,8}(?:(?:(?:method|analytical|general|lab(?:oratory)?)\s)?(?:notes?|legend|key|remarks?|comments?|footnotes?|abbreviations?|disclaimer|bemerkung(?:en)?|hinweise?|anmerkung(?:en)?|legende|notas?|observaciones|remarques?|poznámk[ay]|uwagi|huomautu(?:s|kset))\s?[:.]|(?:\*{1,3}|[†‡¹²³⁴⁵]|\(\d\)|\[\d\])\s?\p{L})/iu;

/** A definition: a short term, "=", and words ("i.O. = in Ordnung", "F = Fail", "ND = not detected"). */
const DEFINITION = /(?<![\p{L}\p{N}])\p{L}[\p{L}./-]{0,15}\s?=\s?\p{L}/u;

/**
 * A legend line defines its words rather than giving a status: definitions on it, unless its one "=" is followed by
 * a status alone ("Overall Result = FAIL"), which is the status given.
 */
function isLegend(text: string): boolean {
  if (!text.includes('=') || !DEFINITION.test(text)) return false;
  if (text.indexOf('=') !== text.lastIndexOf('=')) return true;
  const last = text.slice(text.lastIndexOf('=') + 1).trim();
  const status = statusIn(last);
  return !(status && status.word.length >= last.length - 1);
}

/** The heads of a table of tests pasted one cell a line: a test's name first, then its result, limit, status. */
const CELL_NAME_HEAD = /^\s{0,4}(?:tests?|analys[ie]s|analytes?|assays?|parameters?)\s{0,4}$/i;
const CELL_HEAD =
  /^\s{0,4}(?:results?|limits?|action\s(?:limits?|levels?)|specifications?|status|units?|lo[dq]|methods?|pass\/fail)\s{0,4}$/i;

/**
 * A table of tests pasted from a web page, one cell a line ("Test", "Result", "Limit", "Status", then "Moisture
 * Content", "15.6 %", "≤ 15.0 %", "—"): its heads are put back on one line and each test's cells on one line after
 * them, the first line's number kept, so each test is read as a row with its status and its limit. Rows are taken
 * while each starts with a panel's name alone on its line; anything else ends the table.
 */
function withCellsRejoined(lines: readonly TextLine[]): readonly TextLine[] {
  // Copied only from the first table rejoined: most texts keep their lines as they are.
  let rejoined: TextLine[] | null = null;
  const joined = (group: readonly TextLine[]) => {
    const text = group.map((line) => line.text.trim()).join('    ');
    return lineOf(text, group[0]!.number, decimalStyleOf(text));
  };
  let at = 0;
  while (at < lines.length) {
    let heads = 0;
    // (A line of no cells is blank, or too long to be a head.)
    if (lines[at]!.cells.length > 0 && CELL_NAME_HEAD.test(lines[at]!.text))
      while (at + heads + 1 < lines.length && heads < 6 && CELL_HEAD.test(lines[at + heads + 1]!.text)) heads += 1;
    const width = heads + 1;
    if (heads < 2) {
      rejoined?.push(lines[at]!);
      at += 1;
      continue;
    }
    rejoined ??= lines.slice(0, at);
    rejoined.push(joined(lines.slice(at, at + width)));
    at += width;
    while (at + width <= lines.length) {
      const group = lines.slice(at, at + width);
      // A test's name alone on its line: a line with a figure or a status of its own is a row of another layout.
      const [name] = group;
      // (Read as the panels are, a scan's "Meta1s" for "Metals".)
      // (A word of the name that reads as a qualifier, Tagalog's "na" in "Mabibigat na metal", is no figure.)
      const nameAlone =
        mentionsIn(withOcrLetters(name!.text)).length > 0 &&
        !name!.cells.some((cell) => cell.kind === 'figure' && cell.figure!.value !== null) &&
        !statusIn(name!.text);
      if (!nameAlone || group.some((line) => line.text.trim() === '')) break;
      rejoined.push(joined(group));
      at += width;
    }
  }
  return rejoined ?? lines;
}

/** Where a sentence ends inside a line: its stop, then a space or the line's end. */
const SENTENCE_END = /[.;!?](?=\s|$)/g;

/**
 * Results written as sentences wrap where the page is full, a panel's name at one line's end and its status on the
 * next ("... both pass. Foreign matter" / "inspection passed with nothing observed."), or the name itself cut in
 * two. The next line's words up to its first full stop are put back after the name, where the sentence's status is
 * read with it; only where the next line goes on in lower case (the same sentence), no column gap stands in either
 * piece, the sentence names one or two panels and the words moved pass or fail them. A list of panels a test "did
 * not include" or that were "not requested" speaks of what a test covers: it is left as the lines read it.
 */
/** A line that opens with a label of a few words and its colon: a field, not a sentence's words. */
const LABELLED = /^\p{L}+(?: \p{L}+){0,3}:\s/u;

function withPanelSentencesRejoined(lines: readonly TextLine[]): readonly TextLine[] {
  let rejoined: TextLine[] | null = null;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    const next = lines[at + 1];
    const text = line.text.trimEnd();
    const following = next?.text.trim() ?? '';
    SENTENCE_END.lastIndex = 0;
    const stop = SENTENCE_END.exec(following);
    const wraps =
      next !== undefined &&
      !next.page &&
      !line.page &&
      /^\p{Ll}/u.test(following) &&
      // "foreign Matter: N.i.o.": a labelled line of its own, never the end of the sentence above ("inspection did not
      // pass: seeds seen" says its status before its colon).
      !(LABELLED.test(following) && statusIn(following.slice(0, following.indexOf(':'))) === null) &&
      stop !== null &&
      !/[.;:!?]$/.test(text) &&
      !/\t| {2}/.test(text.trim()) &&
      !/\t| {2}/.test(following.slice(0, stop.index));
    if (!wraps) {
      rejoined?.push(lines[at]!);
      continue;
    }
    let lastStop = 0;
    SENTENCE_END.lastIndex = 0;
    for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) lastStop = match.index + 1;
    const head = following.slice(0, stop.index + 1);
    const sentence = withOcrLetters(`${text.slice(lastStop)} ${head}`);
    const status = statusIn(withOcrLetters(head));
    const mentioned = mentionsIn(sentence).length;
    const placed =
      mentioned > 0 &&
      mentioned <= 2 &&
      (status?.kind === 'passed' || status?.kind === 'failed') &&
      statusIn(withOcrLetters(text.slice(lastStop))) === null;
    if (!placed) {
      rejoined?.push(lines[at]!);
      continue;
    }
    rejoined ??= lines.slice(0, at);
    const joined = `${text} ${head}`;
    rejoined.push(lineOf(joined, line.number, decimalStyleOf(joined)));
    const rest = following.slice(stop.index + 1).trim();
    // The rest of the next line keeps its number; nothing left of it leaves no blank line, which would end a section.
    if (rest !== '') rejoined.push(lineOf(rest, next!.number, decimalStyleOf(rest)));
    at += 1;
  }
  return rejoined ?? lines;
}

/** One definition of a legend: a code of capitals, its "=", and the words it stands for. */
const CODE_DEFINITION = /^\s*(\p{Lu}{1,3})\s?=\s?(\p{L}[\p{L} ]{0,40})$/u;

/**
 * The status codes a certificate's own legend defines ("P = pass · F = fail · NT = not tested"): each code with the
 * status its words are. A code no legend defines stays a letter, never a status.
 */
function legendCodes(lines: readonly TextLine[]): Map<string, string> {
  const codes = new Map<string, string>();
  for (const line of lines) {
    if (!isLegend(line.text)) continue;
    for (const piece of line.text.split(/[·;,|()]/)) {
      // After the legend's own name, if any ("Codes: P = Pass").
      const definition = CODE_DEFINITION.exec(piece.slice(piece.lastIndexOf(':') + 1).trimEnd());
      if (!definition) continue;
      const words = definition[2]!.trim();
      const status = statusIn(words);
      // The words must be the status, not a sentence that holds one ("NR = not required for this matrix").
      if (status && status.word.length >= words.length - 1) codes.set(definition[1]!, words);
    }
  }
  return codes;
}

/** Lines whose last word is a code the legend defines, its meaning written beside it: "all < LOQ   P (pass)". */
function withCodesRead(lines: readonly TextLine[]): readonly TextLine[] {
  const codes = legendCodes(lines);
  if (codes.size === 0) return lines;
  const style = decimalStyleOf(lines.map((line) => line.text).join('\n'));
  return lines.map((line) => {
    const text = line.text.trimEnd();
    const code = text.slice(Math.max(text.lastIndexOf(' '), text.lastIndexOf('\t')) + 1);
    const words = codes.get(code);
    if (!words || isLegend(text)) return line;
    // A code in a column of its own, after a panel's name ("Pesticides  all < LOQ   P"), or in a row of codes alone
    // under a row of panels' names: never a letter at the end of other words ("Type I").
    const before = text.slice(0, text.length - code.length);
    const ownColumn = /(?: {2}|\t)$/.test(before) && mentionsIn(before).length > 0;
    const codesOnly = before.split(/\s+/).every((word) => word === '' || codes.has(word));
    if (!ownColumn && !codesOnly) return line;
    return lineOf(`${text} (${words})`, line.number, style);
  });
}

/** A cannabinoid's row with a status column is the potency table's, never an unnamed panel. */
function namesCannabinoid(text: string): boolean {
  NAMES_PATTERN.lastIndex = 0;
  return NAMES_PATTERN.test(text);
}

/** A pass on a line that may be a panel named in words the reader does not know: no verdict, no cannabinoid row. */
function mayBeUnnamedPanel(text: string): boolean {
  return !isOverallLine(text) && !namesCannabinoid(text);
}

/**
 * The words after each panel a line names, up to the next one's name; the status each gives, whether they are figures
 * alone, and the status printed before the first name. Read once per parse for a line printed again.
 */
const segmentsOf = oncePerParse((text: string) => {
  const mentions = mentionsIn(text);
  const segments = mentions.map((mention, index) => ({
    from: mention.end,
    to: mentions[index + 1]?.start ?? text.length,
  }));
  return {
    segments,
    statuses: segments.map((segment, index) =>
      statusIn(text.slice(segment.from, segment.to), mentions[index]!.name.presence),
    ),
    figuresOnly: segments.map((segment) => NO_STATUS_OF_ITS_OWN.test(text.slice(segment.from, segment.to))),
    before: mentions.length > 0 ? statusIn(text.slice(0, mentions[0]!.start), mentions[0]!.name.presence) : null,
  };
});

/** The gravest reading of each panel so far, and the panels named. */
interface KeptReadings {
  readings: Map<PanelId, PanelReading>;
  named: Set<PanelId>;
}

function keep(kept: KeptReadings, reading: PanelReading): void {
  kept.named.add(reading.id);
  const known = kept.readings.get(reading.id);
  if (!known || GRAVITY[reading.kind] > GRAVITY[known.kind]) kept.readings.set(reading.id, reading);
}

/** (The reading is made only where it is kept: a line printed thousands of times is shown once, where it first gave it.) */
function keepOn(
  kept: KeptReadings,
  line: TextLine,
  id: PanelId,
  kind: PanelReading['kind'],
  word: string | null,
  from: PanelReading['from'],
): void {
  kept.named.add(id);
  const known = kept.readings.get(id);
  if (!known || GRAVITY[kind] > GRAVITY[known.kind])
    kept.readings.set(id, { id, kind, word, from, line: sourceLine(line) });
}

/**
 * The readings kept and the panels named, in the order of the panels. (A function apart from the line walk: the walk
 * is compiled while it runs, and what follows it in the same function would be compiled with it, unrun.)
 */
function inPanelOrder(kept: KeptReadings): Pick<PanelsRead, 'readings' | 'named'> {
  const readings: PanelReading[] = [];
  const named: PanelId[] = [];
  for (const panel of PANELS) {
    const reading = kept.readings.get(panel.id);
    if (reading) readings.push(reading);
    if (kept.named.has(panel.id)) named.push(panel.id);
  }
  return { readings, named };
}

export function readPanels(given: readonly TextLine[]): PanelsRead {
  const lines = withCodesRead(withCellsRejoined(withPanelSentencesRejoined(given)));
  const kept: KeptReadings = { readings: new Map(), named: new Set() };
  const { named } = kept;
  const unplacedFailures: SourceLine[] = [];
  const unplacedStatuses: SourceLine[] = [];
  const unplacedPasses: SourceLine[] = [];
  let overall: string | null = null;
  let section: PanelName | null = null;
  // A section a heading opened holds its panel's analytes; one opened by a panel's line that gives its own status
  // ("Water Activity: 0.55 aw PASS") may be followed by the next panel, named in words the reader does not know.
  let sectionHeaded = false;
  // Lines read inside the section since its heading: the first, with no figure, may be the panel's own status.
  let linesInSection = 0;
  let sectionColumns: Column[] | null = null;
  // The header of the table the lines are in, until a blank line ends it: a panel's heading inside one table
  // ("Parametar  Metoda  Rezultat  Jedinica  MDK  Ocjena" over KANABINOIDI, MIKOTOKSINI ...) keeps its columns.
  let tableColumns: Column[] | null = null;
  let namesRow: { line: TextLine; mentions: Mention[] } | null = null;

  let inNote = false;
  for (const line of lines) {
    // (Read as OCR letters, a line stays as blank as it was.)
    const blank = line.text.trim() === '';
    // A page's header or footer is no panel's line, whatever figures its page numbers make.
    if (blank) {
      inNote = false;
      tableColumns = null;
    }
    if (blank || line.page) continue;
    const text = panelText(line.text);
    // A legend is no panel's line, whatever status words it defines.
    if (isLegend(text)) continue;
    if (NOTE_START.test(text)) {
      inNote = true;
      section = null;
    }
    const pendingNames = namesRow;
    namesRow = null;
    const mentions = mentionsIn(text);
    // A note runs to the next blank line: only where it names a panel ("this batch did not pass pesticides
    // screening") does it speak of this sample; elsewhere it explains ("batches that fail system suitability").
    if (inNote && mentions.length === 0) continue;
    if (pendingNames && mentions.length === 0) {
      const row = statusRow(pendingNames, text);
      if (row) {
        for (const { mention, status } of row)
          keepOn(kept, line, mention.name.id, status?.kind ?? 'blank', status?.word ?? null, 'panel');
        continue;
      }
      if (statusIn(text)) {
        // Statuses under a row of names that do not line up with them: which panel each is cannot be told.
        unplacedStatuses.push(sourceLine(line));
        if (statusIn(text)?.kind === 'failed') overall ??= statusIn(text)!.word;
        continue;
      }
    }
    const failure = overallFailure(text);
    if (failure) overall ??= failure.word;
    if (mentions.length === 0) {
      // "Overall Result: FAIL" is the certificate's verdict, not a line of the panel above it; so is a conclusion
      // ("CONCLUSION: PASSED"), whatever it reads.
      if (failure || isConclusion(text)) continue;
      // A cannabinoid's line is the potency table's, under a title the reader may not know as a panel's name: a safety
      // panel's section ends there, or the lab's totals under their names ("1.50 %   1.13 %") would be read as its
      // result over its limit.
      if (section && !CONTENT_PANELS.includes(section.id) && findNames(line.text).length > 0) {
        section = null;
        sectionColumns = null;
      }
      const header = headerOf(line);
      if (header) {
        sectionColumns = header.columns;
        tableColumns = header.columns;
        continue;
      }
      const presence = section?.presence ?? false;
      const status = statusIn(text, presence);
      if (section && !CONDITIONAL.test(text)) {
        linesInSection += 1;
        // An analyte line in a panel's table: its fail fails the panel, its pass shows the panel's status. (An
        // analyte not tested does not decide the panel; a line right under the heading with no figure, "Pending –
        // result in a supplementary report", is the panel's own status.)
        // So is a result still to come ("SUBCONTRACTED - results to follow"), wherever in the panel's lines it stands.
        const panelsOwn = (sectionHeaded && linesInSection === 1 && !/\d/.test(text)) || isNotReportedYet(text);
        if (status && (status.kind !== 'not-passed' || panelsOwn))
          keepOn(kept, line, section.id, status.kind, status.word, panelsOwn ? 'panel' : 'analyte');
        // A cannabinoid's figure beside a specification is a content, not a limit the panel fails by.
        const over = sectionColumns && !CONTENT_PANELS.includes(section.id) ? overLimit(line, sectionColumns) : null;
        if (over) keepOn(kept, line, section.id, 'failed', over, 'limit');
        if (status || over) named.add(section.id);
        if (!sectionHeaded && status?.kind === 'passed' && mayBeUnnamedPanel(text))
          unplacedPasses.push(sourceLine(line));
      } else if (status?.kind === 'failed' && !failure && !CONDITIONAL.test(text) && text.length <= 160) {
        unplacedFailures.push(sourceLine(line));
      } else if (status?.kind === 'passed' && !CONDITIONAL.test(text) && text.length <= 160) {
        if (mayBeUnnamedPanel(text)) unplacedPasses.push(sourceLine(line));
      }
      continue;
    }
    const paired = pairedReadings(line, text, mentions);
    if (paired) {
      for (const reading of paired) keep(kept, reading);
      continue;
    }
    if (isHeading(line, mentions) && !statusIn(text, mentions[0]!.name.presence)) {
      section = mentions[0]!.name;
      sectionHeaded = true;
      linesInSection = 0;
      sectionColumns = headerOf(line)?.columns ?? tableColumns;
      for (const mention of mentions) keepOn(kept, line, mention.name.id, 'blank', null, 'panel');
      continue;
    }
    // The status each panel named on the line is given: the words after its name, up to the next panel's name. A
    // panel with only figures of its own takes the next status on the line ("Moisture: 9.6 %   Water Activity:
    // 0.49 — PASS"); the first takes a status printed before it ("did not pass pesticides screening").
    const { segments, statuses, figuresOnly, before } = segmentsOf(text);
    // Panels that each print a figure of their own ("Moisture 10.2 %   Water activity 0.55 aw") are read one by one;
    // names alone are a row whose statuses the next line gives.
    const ownFigures = segments.every((segment) => firstFigure(line, segment.from, segment.to) !== null);
    if (
      mentions.length >= 2 &&
      statuses.every((status) => status === null) &&
      !isHeading(line, mentions) &&
      !ownFigures
    ) {
      namesRow = { line, mentions };
      // Named, its status still to come: a status row under the names reads over this.
      for (const mention of mentions) keepOn(kept, line, mention.name.id, 'blank', null, 'panel');
      continue;
    }
    for (let index = 0; index < mentions.length; index += 1) {
      const mention = mentions[index]!;
      const segment = segments[index]!;
      const own = statuses[index];
      const figures = figuresOnly[index];
      const status =
        own ??
        (figures ? statuses.slice(index + 1).find((candidate) => candidate !== null) : null) ??
        (index === 0 && statuses.every((candidate) => candidate === null) ? before : null);
      // A table's limit column is one panel's: two panels on the line are each judged by their own segment.
      const columns = mentions.length === 1 ? sectionColumns : null;
      const byFigure = judgedByFigure(mention.name.id, line, segment.from, segment.to, columns);
      const from = mention.name.analyte ? 'analyte' : 'panel';
      if (status && !(status.kind === 'not-passed' && mention.name.analyte))
        keepOn(kept, line, mention.name.id, status.kind, status.word, from);
      // A figure over its printed limit fails the panel whatever word stands beside it.
      if (byFigure && (!status || (byFigure.kind === 'failed' && byFigure.from === 'limit'))) keep(kept, byFigure);
      // An analyte of the panel's table ("Total Yeast and Mold  150000  10000") over its printed limit fails it.
      const over =
        mention.name.analyte && sectionColumns && mentions.length === 1 ? overLimit(line, sectionColumns) : null;
      if (over) keepOn(kept, line, mention.name.id, 'failed', over, 'limit');
      const overOnLine = mention.name.analyte ? overLimitOnLine(mention, line, segment.from, segment.to) : null;
      if (overOnLine && !over && !status) keepOn(kept, line, mention.name.id, 'failed', overOnLine, 'limit');
      if (!status && !byFigure) keepOn(kept, line, mention.name.id, 'blank', null, from);
    }
    // A line that starts with a panel's name ("HEAVY METALS — ICP-MS  As 0.03 (0.2) ... PASS") ends the section
    // before it: the lines after it are that panel's. (A table of tests keeps its header's columns.)
    const first = mentions[0]!;
    if (!first.name.analyte && !/[A-Z]/i.test(text.slice(0, first.start))) {
      section = first.name;
      sectionHeaded = false;
    }
  }

  return { ...inPanelOrder(kept), overallFailure: overall, unplacedFailures, unplacedStatuses, unplacedPasses };
}
