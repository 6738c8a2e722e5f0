/**
 * Cannabinoid names as labs print them, and the constants of the type rule (see decisions.md,
 * "Cannabinoid type"). Framework-free: the island, the no-JavaScript route and the tests share it.
 */

/** Decarboxylation factor state regulators use: the acid form loses CO2 (314.5 / 358.5 g/mol) when heated. */
export const DECARBOXYLATION_FACTOR = 0.877;

/**
 * Type I when total THC is at least this many times total CBD, Type III when total CBD is at least this many
 * times total THC, Type II otherwise. The science page states this number.
 */
export const TYPE_RATIO_CUTOFF = 5;

/**
 * The one trace threshold for every converted or synthetic cannabinoid (Δ8-THC, Δ10-THC, HHC, THC-O, THCP), as a
 * share of the product's weight in percent: up to it, a trace that natural flower can carry; above it, the COA is
 * not admitted. The COA pre-check page and the science page state this number.
 */
export const CONVERTED_TRACE_PERCENT = 0.1;

export type AnalyteId =
  | 'thca'
  | 'd9thc'
  | 'cbda'
  | 'cbd'
  | 'cbga'
  | 'cbg'
  | 'cbn'
  | 'cbc'
  | 'thcva'
  | 'thcv'
  | 'cbdv'
  | 'd8thc'
  | 'd10thc'
  | 'hhc'
  | 'thco'
  | 'thcp';

export interface Analyte {
  id: AnalyteId;
  /** How the check writes it. */
  label: string;
  /** Made in a lab from hemp CBD or fully synthetic: never admitted above a trace. */
  converted: boolean;
}

export const ANALYTES: readonly Analyte[] = [
  { id: 'thca', label: 'THCA', converted: false },
  { id: 'd9thc', label: 'Δ9-THC', converted: false },
  { id: 'cbda', label: 'CBDA', converted: false },
  { id: 'cbd', label: 'CBD', converted: false },
  { id: 'cbga', label: 'CBGA', converted: false },
  { id: 'cbg', label: 'CBG', converted: false },
  { id: 'cbn', label: 'CBN', converted: false },
  { id: 'cbc', label: 'CBC', converted: false },
  { id: 'thcva', label: 'THCVA', converted: false },
  { id: 'thcv', label: 'THCV', converted: false },
  { id: 'cbdv', label: 'CBDV', converted: false },
  { id: 'd8thc', label: 'Δ8-THC', converted: true },
  { id: 'd10thc', label: 'Δ10-THC', converted: true },
  { id: 'hhc', label: 'HHC', converted: true },
  { id: 'thco', label: 'THC-O-acetate', converted: true },
  { id: 'thcp', label: 'THCP', converted: true },
];

export function analyteById(id: AnalyteId): Analyte {
  return ANALYTES.find((analyte) => analyte.id === id)!;
}

// "Δ9", "d9", "delta-9", "delta 9", "Δ-9": the position prefix in every spelling labs use.
const delta = (position: string) => `(?:Δ|δ|∆|delta|d)\\s?-?\\s?${position}\\s?-?\\s?`;
const start = '(?<![A-Za-z0-9])';
const end = '(?![A-Za-z0-9])';

/** The lab's own totals, read as totals and never as a Δ9-THC row: the check compares them with its own. */
export type LabTotalId = 'thc' | 'cbd' | 'cannabinoids';

const TOTAL = `Total\\s+(?:Potential\\s+|Active\\s+|Available\\s+|Detected\\s+)?`;

/**
 * One alternation per name, most specific first. The lab's totals come first ("Total THC", "Total Δ9-THC",
 * "Total Cannabinoids"), so that "Total Δ9-THC" is never read as Δ9-THC; totals of acids, terpenes and the like
 * are known and not counted.
 */
const NAME_PATTERNS: readonly (readonly [string, string])[] = [
  ['totalOther', `${TOTAL}(?:THC|CBD|CBG)\\s?-?\\s?A|${TOTAL}(?:CBG|CBN|Terpenes|Actives)`],
  ['total:thc', `${TOTAL}(?:${delta('9')})?(?:THC|Tetrahydrocannabinol)`],
  ['total:cbd', `${TOTAL}(?:CBD|Cannabidiol)`],
  ['total:cannabinoids', `${TOTAL}Cannabinoids`],
  ['thco', `(?:${delta('9')})?THC\\s?-?\\s?O(?:\\s?-?\\s?acetate)?|THCOA?`],
  ['thcp', `(?:${delta('9')})?THC\\s?-?\\s?P|Tetrahydrocannabiphorol`],
  ['thcva', `THCV\\s?-?\\s?A|Tetrahydrocannabivarinic\\s+acid`],
  ['thcv', `(?:${delta('9')})?THCV|Tetrahydrocannabivarin`],
  ['d10thc', `${delta('10')}(?:THC|Tetrahydrocannabinol)`],
  ['d8thc', `${delta('8')}(?:THC|Tetrahydrocannabinol)`],
  ['thca', `(?:${delta('9')})?THC\\s?-?\\s?A(?:-A)?|Tetrahydrocannabinolic\\s+acid(?:\\s?-?\\s?A)?`],
  ['d9thc', `(?:${delta('9')})?THC|(?:${delta('9')})?Tetrahydrocannabinol`],
  ['hhc', `(?:9\\s?[RS]\\s?-?\\s?)?HHC|Hexahydrocannabinol`],
  ['cbdva', `CBDV\\s?-?\\s?A`],
  ['cbdv', `CBDV|Cannabidivarin`],
  ['cbda', `CBD\\s?-?\\s?A|Cannabidiolic\\s+acid`],
  ['cbd', `CBD|Cannabidiol`],
  ['cbga', `CBG\\s?-?\\s?A|Cannabigerolic\\s+acid`],
  ['cbg', `CBG|Cannabigerol`],
  ['cbn', `CBN|Cannabinol`],
  ['cbca', `CBC\\s?-?\\s?A|Cannabichromenic\\s+acid`],
  ['cbc', `CBC|Cannabichromene`],
];

const ORDERED_IDS = NAME_PATTERNS.map(([id]) => id);
const COUNTED_IDS = new Set<string>(ANALYTES.map((analyte) => analyte.id));

/** Finds every cannabinoid name in a line, each with where it starts and ends. */
export const NAMES_PATTERN = new RegExp(NAME_PATTERNS.map(([, source]) => `${start}(${source})${end}`).join('|'), 'gi');

export interface NameMatch {
  /** null for a name the check knows but does not count (the lab's own totals, CBDVA, CBCA). */
  id: AnalyteId | null;
  /** Which of the lab's totals this name is, when it is one. */
  total: LabTotalId | null;
  index: number;
  end: number;
}

/** Every name contains one of these: a line without any is passed over without running the long pattern. */
const NAME_HINT = /thc|cb[cdgn]|hhc|cannab|total/i;

export function findNames(line: string): NameMatch[] {
  const found: NameMatch[] = [];
  if (!NAME_HINT.test(line)) return found;
  // exec on the shared pattern, not matchAll: matchAll copies this long pattern on every call.
  NAMES_PATTERN.lastIndex = 0;
  for (let match = NAMES_PATTERN.exec(line); match; match = NAMES_PATTERN.exec(line)) {
    // The name's own group; a loop rather than slice(1): a long table is thousands of matches of 30 groups.
    let group = 1;
    while (group < match.length - 1 && match[group] === undefined) group += 1;
    const id = ORDERED_IDS[group - 1]!;
    const counted = COUNTED_IDS.has(id);
    const total = id.startsWith('total:') ? (id.slice('total:'.length) as LabTotalId) : null;
    found.push({
      id: counted ? (id as AnalyteId) : null,
      total,
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}
