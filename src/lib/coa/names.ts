/**
 * Cannabinoid names as labs print them: every spelling of each analyte, the lab's own totals, and the converted
 * cannabinoids, each told apart from Δ9-THC. One pattern with one alternative per name, most specific first, so
 * that "Total Δ9-THC", "Δ9,11-THC" or "THC-JD" is never read as Δ9-THC. Linear in the line's length.
 */
import { oncePerParse } from './perParse.ts';
import type { AnalyteId, LabTotalId } from './analytes.ts';
import { escaped, LANGUAGES } from './languages.ts';

// "Δ9", "d9", "delta-9", "delta 9", "Δ-9": the position prefix in every spelling labs use.
const deltaAt = (position: string) => `(?:Δ|δ|∆|delta|d)\\s?-?\\s?(?:${position})\\s?-?\\s?`;
const delta9 = deltaAt('9');
// The double bond's second locant in brackets is part of the name: "Δ8(9)-THC" is Δ8-THC, "Δ6a(10a)-THC" Δ6a10a-THC.
const delta8 = deltaAt('8(?:\\s?\\(\\s?9\\s?\\))?');
const delta6a10a = deltaAt('6a\\s?(?:,|\\()?\\s?10a\\)?');
/** Not after a locant in brackets and its hyphen ("Δ10(6a)-THC"): a plain THC or THCA there is some other THC's name. */
const notAfterLocant = '(?<![A-Za-z0-9]\\)\\s?-\\s?)';
const start = '(?<![A-Za-z0-9])';
const end = '(?![A-Za-z0-9])';

/** The word for a lab's total in the other languages of the language table ("Celkový THC", "THC totale"). */
const TOTAL_WORDS = LANGUAGES.flatMap((language) => language.totals)
  .sort((a, b) => b.length - a.length)
  .map(escaped)
  .join('|');
const TOTAL = `(?:Total[te]?|Totaal|Max(?:imum)?|Gesamt-?|${TOTAL_WORDS})\\s?(?:Potential\\s+|Active\\s+|Available\\s+|Detected\\s+)?`;
const TOTAL_AFTER = `(?:Total|${TOTAL_WORDS})`;

/**
 * One alternative per name. The lab's totals come first ("Total THC", "Total Δ9-THC", "THC Total", "Total
 * Cannabinoids"), then the converted cannabinoids, then the natural ones. Names the check knows but does not count
 * (totals of acids, CBDVA, CBCA) are read so that they are never taken for a counted one.
 */
const NAME_PATTERNS: readonly (readonly [string, string])[] = [
  [
    'totalOther',
    `${TOTAL}(?:THC|CBD|CBG)\\s?-?\\s?A${end}|${TOTAL}(?:${deltaAt('8|10')})(?:THC|Tetrahydrocannabinol)|${TOTAL}(?:THCV|CBG|CBN|CBC|CBDV|HHC|Terpenes|Actives)`,
  ],
  [
    'total:thc',
    `${TOTAL}(?:${delta9})?(?:THC|Tetrahydrocannabinol)|THC\\s+${TOTAL_AFTER}|THC\\s?\\(\\s?(?:total|max)\\s?\\)|THC\\s+gesamt|THC\\s?max|Sum\\s+of\\s+THC`,
  ],
  [
    'total:cbd',
    `${TOTAL}(?:CBD|Cannabidiol)|CBD\\s+${TOTAL_AFTER}|CBD\\s?\\(\\s?(?:total|max)\\s?\\)|CBD\\s+gesamt|CBD\\s?max|Sum\\s+of\\s+CBD`,
  ],
  ['total:cannabinoids', `${TOTAL}Cannabinoids|Sum\\s+of\\s+(?:all\\s+)?Cannabinoids`],
  ['exothc', `exo\\s?-?\\s?THC|${deltaAt('9\\s?,\\s?11|9\\s?\\(\\s?11\\s?\\)')}(?:THC|Tetrahydrocannabinol)`],
  ['d6a10athc', `${delta6a10a}(?:THC|Tetrahydrocannabinol)`],
  ['ohthc', `11\\s?-?\\s?(?:OH|hydroxy)\\s?-?\\s?(?:${delta9})?THC`],
  ['isothc', `(?:${deltaAt('8')})?iso\\s?-?\\s?(?:THC|Tetrahydrocannabinol)`],
  ['hhcp', `HHC\\s?-?\\s?P|Hexahydrocannabiphorol`],
  ['hhco', `HHC(?:\\s?-\\s?)?O(?:\\s?-?\\s?acetate)?`],
  ['thcjd', `(?:${deltaAt('8|9')})?THC\\s?-?\\s?JD|THCjd`],
  ['thco', `(?:${deltaAt('8|9')})?THC(?:\\s?-\\s?)?O(?:\\s?-?\\s?acetate)?|THCOA?`],
  ['thcp', `(?:${deltaAt('8|9')})?THC\\s?-?\\s?P|Tetrahydrocannabiphorol`],
  ['thcb', `(?:${deltaAt('8|9')})?THC\\s?-?\\s?B|Tetrahydrocannabutol`],
  ['thch', `(?:${deltaAt('8|9')})?THC\\s?-?\\s?H|Tetrahydrocannabihexol`],
  ['d8thcv', `${deltaAt('8')}THC\\s?-?\\s?V|${deltaAt('8')}Tetrahydrocannabivarin`],
  ['thcva', `THCV\\s?-?\\s?A|Tetrahydrocannabivarinic\\s+acid`],
  ['thcv', `(?:${delta9})?THCV|Tetrahydrocannabivarin`],
  ['d10thc', `${deltaAt('10')}(?:THC|Tetrahydrocannabinol)`],
  ['d8thc', `${delta8}(?:THC|Tetrahydrocannabinol)`],
  [
    'thca',
    `(?:${delta9}|${notAfterLocant})THC\\s?-?\\s?A(?:-A)?|Tetrahydrocannabinolic\\s+acid(?:\\s?-?\\s?A)?|(?:${delta9})?THC\\sacid|${delta9}THCA`,
  ],
  ['d9thc', `${delta9}(?:trans\\s?-?\\s?)?(?:THC|Tetrahydrocannabinol)|Tetrahydrocannabinol`],
  // A plain "THC" is Δ9-THC in a table beside THCA; "11-THC" or "X-THC" is some other THC, never this one.
  ['d9thc:bare', `(?<![A-Za-z0-9]-)${notAfterLocant}THC(?!-[A-Za-z0-9])`],
  ['hhc', `(?:\\(?9\\s?\\(?[RS]\\)?\\)?\\s?-?\\s?)?HHC|Hexahydrocannabinol`],
  ['cbdva', `CBDV\\s?-?\\s?A`],
  ['cbdv', `CBD\\s?-?\\s?V|Cannabidivarin`],
  ['cbda', `CBD\\s?-?\\s?A|Cannabidiolic\\s+acid|CBD\\sacid`],
  ['cbd', `CBD(?!-[A-Za-z0-9])|Cannabidiol`],
  ['cbga', `CBG\\s?-?\\s?A|Cannabigerolic\\s+acid`],
  ['cbg', `CBG|Cannabigerol`],
  ['cbna', `CBN\\s?-?\\s?A`],
  ['cbn', `CBN|Cannabinol`],
  ['cbca', `CBC\\s?-?\\s?A|Cannabichromenic\\s+acid`],
  ['cbc', `CBC|Cannabichromene`],
];

/** An analyte's names in the other languages of the language table, longest first. */
const languageNames = (id: AnalyteId) =>
  LANGUAGES.flatMap((language) => language.analytes[id] ?? [])
    .sort((a, b) => b.length - a.length)
    .map(escaped);

/**
 * A converted form's prefix before THC's name in any language ("Δ8-四氢大麻酚"): the converted form, never Δ9-THC.
 * Its acid in another language ("Δ8-四氢大麻酚酸") is a name the check knows and does not count, never THCA.
 */
const THC_NAMES = languageNames('d9thc').join('|');
const THCA_NAMES = languageNames('thca').join('|');
const CONVERTED_PREFIXES: Readonly<Record<string, string>> = {
  exothc: `exo\\s?-?\\s?|${deltaAt('9\\s?,\\s?11|9\\s?\\(\\s?11\\s?\\)')}`,
  d6a10athc: delta6a10a,
  d10thc: deltaAt('10'),
  d8thc: delta8,
};
const CONVERTED_ACID = `(?:${Object.values(CONVERTED_PREFIXES).join('|')})(?:${THCA_NAMES})`;

/** Each analyte's names in the other languages of the language table, after its own (a prefix "Δ9-" allowed). */
/**
 * A chemical index's inverted name, the locant after a comma ("Tetrahydrocannabinol, Δ8-", "Cannabidiol, acid"): read
 * whole, so the parent's name alone is never taken for Δ9-THC or for the neutral form. A converted form's acid
 * ("Tetrahydrocannabinolic acid, Δ8-") is a name the check knows and does not count.
 */
const INVERTED = '\\s?,\\s?';
const INVERTED_NAMES: Readonly<Record<string, string>> = {
  totalOther: `Tetrahydrocannabinolic\\s+acid(?:\\s?-?\\s?A)?${INVERTED}(?:${Object.values(CONVERTED_PREFIXES).join('|')})`,
  thca: `Tetrahydrocannabinol${INVERTED}(?:${delta9})?acid(?:\\s?-?\\s?A)?|Tetrahydrocannabinolic\\s+acid(?:\\s?-?\\s?A)?${INVERTED}${delta9}`,
  d9thc: `Tetrahydrocannabinol${INVERTED}${delta9}`,
  cbda: `Cannabidiol${INVERTED}acid`,
  cbga: `Cannabigerol${INVERTED}acid`,
  cbca: `Cannabichromene${INVERTED}acid`,
};

const ALL_NAME_PATTERNS = NAME_PATTERNS.map(([id, source]): readonly [string, string] => {
  const inverted = INVERTED_NAMES[id];
  if (inverted) source = `${inverted}|${source}`;
  if (id === 'totalOther') return [id, `${CONVERTED_ACID}|${source}`];
  const prefix = CONVERTED_PREFIXES[id];
  if (prefix) return [id, `${source}|(?:${prefix})(?:${THC_NAMES})|Tetrahydrocannabinol${INVERTED}(?:${prefix})`];
  const names = languageNames(id as AnalyteId);
  return names.length ? [id, `${source}|(?:${delta9})?(?:${names.join('|')})`] : [id, source];
});

const ORDERED_IDS = ALL_NAME_PATTERNS.map(([id]) => id);
const COUNTED_IDS = new Set<string>([
  'thca',
  'd9thc',
  'cbda',
  'cbd',
  'cbga',
  'cbg',
  'cbn',
  'cbc',
  'thcva',
  'thcv',
  'cbdv',
  'd8thc',
  'd10thc',
  'exothc',
  'd6a10athc',
  'd8thcv',
  'isothc',
  'hhc',
  'hhcp',
  'hhco',
  'thco',
  'thcp',
  'thcjd',
  'thcb',
  'thch',
  'ohthc',
] satisfies AnalyteId[]);

/** Finds every cannabinoid name in a line, each with where it starts and ends. */
export const NAMES_PATTERN = new RegExp(
  ALL_NAME_PATTERNS.map(([, source]) => `${start}(${source})${end}`).join('|'),
  'gi',
);

export interface NameMatch {
  /** null for a name the check knows but does not count (the lab's own totals, CBDVA, CBCA). */
  id: AnalyteId | null;
  /** Which of the lab's totals this name is, when it is one. */
  total: LabTotalId | null;
  /** A plain "THC": Δ9-THC beside THCA, but on a label-like summary line it may be a total. */
  bare: boolean;
  index: number;
  end: number;
}

/**
 * Every name contains one of these or a name of the language table: a line without any is passed over without
 * running the long pattern.
 */
const NAME_HINT = /thc|cb[cdgn]|hhc|cannab|canab|kanab|カンナビ|total|max|sum|celkov/i;
const LANGUAGE_NAME_HINT = new RegExp(
  LANGUAGES.flatMap((language) => [...Object.values(language.analytes).flat(), ...language.totals])
    .map(escaped)
    .join('|'),
  'iu',
);

/**
 * The analyte and total names a line prints, in order. Read once per parse for each line's text: the line's cells,
 * its rows and the nets over unread lines all ask.
 */
export const findNames: (line: string) => readonly NameMatch[] = oncePerParse(namesIn);

function namesIn(line: string): NameMatch[] {
  const found: NameMatch[] = [];
  if (!NAME_HINT.test(line) && !LANGUAGE_NAME_HINT.test(line)) return found;
  // exec on the shared pattern, not matchAll: matchAll copies this long pattern on every call.
  NAMES_PATTERN.lastIndex = 0;
  for (let match = NAMES_PATTERN.exec(line); match; match = NAMES_PATTERN.exec(line)) {
    // The name's own group; a loop rather than slice(1): a long table is thousands of matches of 35 groups.
    let group = 1;
    while (group < match.length - 1 && match[group] === undefined) group += 1;
    const key = ORDERED_IDS[group - 1]!;
    const bare = key === 'd9thc:bare';
    const id = bare ? 'd9thc' : key;
    const total = id.startsWith('total:') ? (id.slice('total:'.length) as LabTotalId) : null;
    found.push({
      id: COUNTED_IDS.has(id) ? (id as AnalyteId) : null,
      total,
      bare,
      index: match.index,
      // An inverted name's locant ("Tetrahydrocannabinol, Δ8- ") may take a space after it: the name ends before.
      end: match.index + match[0].trimEnd().length,
    });
  }
  return found;
}
