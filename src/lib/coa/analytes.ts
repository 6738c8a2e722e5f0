/**
 * The cannabinoids the pre-check counts, and the constants of the type rule (see decisions.md, "Cannabinoid type").
 * Framework-free and free of the reader's patterns: the island, the inventory page, the no-JavaScript route and the
 * tests share it. How labs spell each name is `names.ts`.
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
  | 'exothc'
  | 'd6a10athc'
  | 'd8thcv'
  | 'isothc'
  | 'hhc'
  | 'hhcp'
  | 'hhco'
  | 'thco'
  | 'thcp'
  | 'thcjd'
  | 'thcb'
  | 'thch'
  | 'ohthc';

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
  { id: 'exothc', label: 'exo-THC (Δ9,11-THC)', converted: true },
  { id: 'd6a10athc', label: 'Δ6a,10a-THC', converted: true },
  { id: 'd8thcv', label: 'Δ8-THCV', converted: true },
  { id: 'isothc', label: 'iso-THC', converted: true },
  { id: 'hhc', label: 'HHC', converted: true },
  { id: 'hhcp', label: 'HHC-P', converted: true },
  { id: 'hhco', label: 'HHC-O-acetate', converted: true },
  { id: 'thco', label: 'THC-O-acetate', converted: true },
  { id: 'thcp', label: 'THCP', converted: true },
  { id: 'thcjd', label: 'THC-JD', converted: true },
  { id: 'thcb', label: 'THCB', converted: true },
  { id: 'thch', label: 'THCH', converted: true },
  { id: 'ohthc', label: '11-OH-THC', converted: true },
];

export function analyteById(id: AnalyteId): Analyte {
  return ANALYTES.find((analyte) => analyte.id === id)!;
}

/** The lab's own totals, read as totals and never as a Δ9-THC row: the check compares them with its own. */
export type LabTotalId = 'thc' | 'cbd' | 'cannabinoids';

/** The analytes each total sums, and how DYC writes it (decisions.md, "Cannabinoid type"). */
export const TOTAL_PARTS = {
  thc: {
    label: 'total THC',
    rows: 'Δ9-THC and THCA',
    formula: 'Δ9-THC + 0.877 × THCA',
    neutral: 'd9thc',
    acid: 'thca',
  },
  cbd: { label: 'total CBD', rows: 'CBD and CBDA', formula: 'CBD + 0.877 × CBDA', neutral: 'cbd', acid: 'cbda' },
} as const;

/**
 * The analytes the totals are built from: a row of any of them lost or unread changes a total. TOTAL_PARTS's parts,
 * written out (a unit test holds them equal): a list worked out when the module loads would keep this module, and
 * every analyte's name with it, in the pages that import only a constant from it (the inventory report).
 */
export const TOTAL_COMPONENTS: readonly AnalyteId[] = ['d9thc', 'thca', 'cbd', 'cbda'];
