import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANALYTES,
  CONVERTED_TRACE_PERCENT,
  DECARBOXYLATION_FACTOR,
  TOTAL_COMPONENTS,
  TOTAL_PARTS,
  TYPE_RATIO_CUTOFF,
} from '../../src/lib/coa/analytes.ts';
import { parseNumber } from '../../src/lib/coa/lines.ts';
import { findNames } from '../../src/lib/coa/names.ts';
import {
  checkCoa,
  COA_TEXT_MAX_CHARS,
  coaInputFromForm,
  coaSummaryText,
  type CoaInput,
} from '../../src/lib/coa/check.ts';
import { parseCoaText } from '../../src/lib/coa/parse.ts';
import { cannabinoidType, formatAmount, type Reason } from '../../src/lib/coa/rules.ts';

const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/coa');
const fixture = (name: string) => readFileSync(path.join(fixtureDir, name), 'utf8');
const fromText = (text: string): CoaInput => ({ text, rows: [], panels: [], product: '' });
const verdictOf = (name: string) => checkCoa(fromText(fixture(name))).verdict;
const kinds = (reasons: Reason[]) => [...new Set(reasons.map((reason) => reason.kind))];
/** A measurement's unit, number and qualifier, the parts these tests hold the reader to. */
const plain = (measurements: readonly { unit: string; value: number | null; qualifier: string | null }[] | undefined) =>
  measurements?.map(({ unit, value, qualifier }) => ({ unit, value, qualifier }));

interface Expected {
  thc: string;
  cbd: string;
  /** null: no type is derived (from an impossible figure). */
  type: 'I' | 'II' | 'III' | null;
  admissible: boolean;
  reasonKinds: Reason['kind'][];
}

/** One line per COA layout in tests/fixtures/coa: what an operator must see for it. */
const expectations: Record<string, Expected> = {
  '01-flower-one-row-per-analyte.txt': { thc: '23.8 %', cbd: '0.053 %', type: 'I', admissible: true, reasonKinds: [] },
  '02-flower-two-column.txt': { thc: '18.3 %', cbd: '0.035 %', type: 'I', admissible: true, reasonKinds: [] },
  '03-hemp-flower-cbd-dominant.txt': { thc: '0.448 %', cbd: '13.4 %', type: 'III', admissible: true, reasonKinds: [] },
  '04-balanced-oil-mg-per-g.txt': { thc: '24.1 mg/g', cbd: '26.7 mg/g', type: 'II', admissible: true, reasonKinds: [] },
  '05-edible-per-serving.txt': {
    thc: '5.1 mg per serving',
    cbd: '0.2 mg per serving',
    type: 'I',
    admissible: true,
    reasonKinds: [],
  },
  '06-converted-delta8-vape.txt': {
    thc: '0.21 %',
    cbd: '0.30 %',
    type: 'II',
    admissible: false,
    reasonKinds: ['converted'],
  },
  '07-actives-only-concentrate.txt': {
    thc: '65.5 %',
    cbd: '0.105 %',
    type: 'I',
    admissible: false,
    reasonKinds: ['missing-panels'],
  },
  '08-decimal-commas-semicolons.txt': { thc: '16.5 %', cbd: '0.061 %', type: 'I', admissible: true, reasonKinds: [] },
  '09-hhc-and-thco-cartridge.txt': {
    thc: '0.18 %',
    cbd: '0.40 %',
    type: 'II',
    admissible: false,
    reasonKinds: ['converted'],
  },
  '10-percent-column-holding-mg-per-g.txt': {
    thc: '222.0 %',
    cbd: '0.789 %',
    // A total over 100 % is impossible: no type is derived from it.
    type: null,
    admissible: false,
    // Moisture (11.0 %) and water activity (0.55) printed as bare figures pass within the default limits (15 %,
    // 0.65 aw); the impossible THCA figure is what stops it.
    reasonKinds: ['check-value'],
  },
  '11-negative-value.txt': {
    thc: '19.1 %',
    cbd: '0.044 %',
    type: 'I',
    admissible: false,
    reasonKinds: ['check-value'],
  },
  // Moisture passed, water activity is not on the certificate.
  '12-tab-units-column-delta8-trace.txt': {
    thc: '20.8 %',
    cbd: '0.0 %',
    type: 'I',
    admissible: false,
    reasonKinds: ['missing-panels'],
  },
  '13-long-names-and-not-tested-panels.txt': {
    thc: '16.2 %',
    cbd: '2.9 %',
    type: 'I',
    admissible: false,
    reasonKinds: ['panel-not-passed', 'missing-panels'],
  },
};

describe('the COA pre-check over realistic certificates', () => {
  it('has an expectation for every fixture without its own, and at least a dozen of them', () => {
    // The later fixtures carry their expectations in their own front matter (tests/unit/coaFixtures.test.ts).
    const files = readdirSync(fixtureDir)
      .filter((name) => name.endsWith('.txt') && !fixture(name).startsWith('---\n'))
      .sort();
    expect(files).toEqual(Object.keys(expectations).sort());
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  for (const [name, expected] of Object.entries(expectations)) {
    it(`${name}: total THC ${expected.thc}, total CBD ${expected.cbd}, Type ${expected.type ?? 'none'}`, () => {
      const verdict = verdictOf(name);
      expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe(expected.thc);
      expect(formatAmount(verdict.totalCbd!, verdict.unit!)).toBe(expected.cbd);
      expect(verdict.type).toBe(expected.type);
      expect(verdict.admissible).toBe(expected.admissible);
      expect(kinds(verdict.reasons)).toEqual(expected.reasonKinds);
    });
  }

  it('names the missing panels in plain words for an actives-only COA', () => {
    expect(verdictOf('07-actives-only-concentrate.txt').reasons[0]!.text).toBe(
      'This COA reports cannabinoids only: pesticides, heavy metals, microbial impurities, mycotoxins, residual solvents and foreign material are missing.',
    );
  });

  it('counts a panel the lab marks "Not Tested" as not passed, and names the word it read', () => {
    const verdict = verdictOf('13-long-names-and-not-tested-panels.txt');
    expect(verdict.panelsMissing).toEqual(['pesticides', 'mycotoxins', 'waterActivity']);
    expect(verdict.reasons[0]!.text).toBe(
      'Pesticides (“Not Tested”) and mycotoxins (“Not Tested”). A panel counts only when the COA says it passed.',
    );
    expect(verdict.reasons[1]!.text).toBe(
      'Water activity is missing from this COA. The network admits full-panel results only.',
    );
  });

  it('names each converted or synthetic cannabinoid it finds, and lets a trace of Δ8-THC pass', () => {
    const texts = verdictOf('09-hhc-and-thco-cartridge.txt').reasons.map((reason) => reason.text);
    // 9R-HHC 48.3 and 9S-HHC 37.9: two forms of one compound, weighed together.
    expect(texts.join('\n')).toMatch(/HHC at 86\.2 %/);
    expect(texts.join('\n')).toMatch(/THC-O-acetate at 4\.1 %/);
    expect(texts.join('\n')).toMatch(/THCP at 0\.9 %/);
    expect(verdictOf('06-converted-delta8-vape.txt').reasons[0]!.text).toMatch(/Δ8-THC at 88\.4 %, above a trace/);
    expect(kinds(verdictOf('12-tab-units-column-delta8-trace.txt').reasons)).toEqual(['missing-panels']);
    // ND rows of converted cannabinoids are not findings.
    expect(verdictOf('04-balanced-oil-mg-per-g.txt').reasons).toEqual([]);
  });

  it('asks to check impossible values instead of fixing them', () => {
    const texts = verdictOf('10-percent-column-holding-mg-per-g.txt')
      .reasons.filter((reason) => reason.kind === 'check-value')
      .map((reason) => reason.text);
    expect(texts[0]).toBe('THCA: 246.1 in a % column is more than the whole sample; it looks like a mg/g value.');
    expect(texts[1]).toMatch(/add up to 257\.6 %, more than the whole sample/);
    expect(verdictOf('11-negative-value.txt').reasons[0]!.text).toBe('CBN: -0.03 % is negative.');
    const disagreeing = checkCoa(fromText('Cannabinoids\nAnalyte Result (%) Result (mg/g)\nTHCA 24.6 426.1')).verdict;
    expect(disagreeing.reasons.map((reason) => reason.text)).toContain(
      'THCA: 24.6 % and 426.1 mg/g do not agree (1 % is 10 mg/g).',
    );
  });

  it('reads the product, the serving weight and the lab’s unit', () => {
    expect(parseCoaText(fixture('05-edible-per-serving.txt'))).toMatchObject({
      productKind: 'edible',
      unitWeightGrams: 4,
    });
    expect(parseCoaText(fixture('04-balanced-oil-mg-per-g.txt')).productKind).toBe('extract');
    expect(parseCoaText(fixture('11-negative-value.txt')).productKind).toBe('flower');
  });

  it('ignores the lab’s own totals and its formula line', () => {
    const parsed = parseCoaText(fixture('12-tab-units-column-delta8-trace.txt'));
    expect(plain(parsed.results.find((result) => result.id === 'd9thc')!.measurements)).toEqual([
      { unit: '%', value: 0.74, qualifier: null },
    ]);
  });
});

describe('one trace threshold for every converted or synthetic cannabinoid', () => {
  const converted = ANALYTES.filter((analyte) => analyte.converted);
  const convertedReasons = (text: string) =>
    checkCoa(fromText(text))
      .verdict.reasons.filter((reason) => reason.kind === 'converted')
      .map((reason) => reason.text);
  const flowerWith = (label: string, value: string) =>
    `Matrix: Flower\nAnalyte Result (%)\nTHCA 20.00\nΔ9-THC 0.50\n${label} ${value}`;

  it(`is ${CONVERTED_TRACE_PERCENT} % by weight for ${converted.map((analyte) => analyte.label).join(', ')} alike`, () => {
    expect(converted.map((analyte) => analyte.id)).toEqual([
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
    ]);
    for (const { label } of converted) {
      expect(convertedReasons(flowerWith(label, String(CONVERTED_TRACE_PERCENT))), label).toEqual([]);
      const above = (CONVERTED_TRACE_PERCENT * 1.5).toFixed(2);
      expect(convertedReasons(flowerWith(label, above)), label).toEqual([
        `${label} at ${above} %, above a trace (${CONVERTED_TRACE_PERCENT} % by weight).`,
      ]);
    }
  });

  it('weighs a per-serving result by the serving size, and counts one it cannot weigh as above the trace', () => {
    // 2.00 mg in a 4.0 g gummy is 0.05 % by weight.
    expect(
      convertedReasons(
        'Matrix: Edible\nServing size: 1 gummy (4.0 g)\nAnalyte Result (mg/serving)\nΔ9-THC 5.00\nHHC 2.00',
      ),
    ).toEqual([]);
    // A capsule's fill, a piece's or a tablet's weight is its unit's weight too: 0.20 mg in 520 mg is 0.04 %.
    for (const weight of [
      'Fill weight: 520 mg per capsule (avg, n = 10)',
      'Capsule fill weight: 520 mg',
      'Average weight per capsule: 0.52 g',
      'Tablet weight 520 mg',
    ])
      expect(
        convertedReasons(`Matrix: Capsules\n${weight}\nAnalyte Result (mg/capsule)\nΔ9-THC 1.02\nΔ8-THC 0.20`),
        weight,
      ).toEqual([]);
    expect(convertedReasons('Matrix: Edible\nAnalyte Result (mg/serving)\nΔ9-THC 5.00\nΔ8-THC 0.08')).toEqual([
      `Δ8-THC at 0.08 mg per serving: the COA gives no weight to compare it with the trace threshold (${CONVERTED_TRACE_PERCENT} % by weight), so it cannot be taken for a trace.`,
    ]);
  });
});

describe('tables as labs print them', () => {
  const withoutFrontMatter = (name: string) => fixture(name).replace(/^---\n[\s\S]*?\n---\n/, '');
  const measurementsOf = (name: string, id: string) =>
    plain(parseCoaText(withoutFrontMatter(name)).results.find((result) => result.id === id)?.measurements);

  it('reads a header split over two lines, its units line naming each column', () => {
    expect(measurementsOf('41-ca-two-line-header.txt', 'thca')).toEqual([
      { unit: '%', value: 22.4, qualifier: null },
      { unit: 'mg/g', value: 224, qualifier: null },
    ]);
  });

  it('reads columns in any order, "mg per serving" and "mg per package" spelled out one space apart', () => {
    expect(measurementsOf('42-co-edible-columns-reordered.txt', 'd9thc')).toEqual([
      { unit: 'mg/package', value: 100, qualifier: null },
      { unit: 'mg/unit', value: 10, qualifier: null },
    ]);
  });

  it('reads a transposed table: analytes across, a row per unit', () => {
    expect(measurementsOf('44-fl-transposed-potency-table.txt', 'thca')).toEqual([
      { unit: '%', value: 21.3, qualifier: null },
      { unit: 'mg/g', value: 213, qualifier: null },
    ]);
    expect(measurementsOf('44-fl-transposed-potency-table.txt', 'cbd')).toEqual([
      { unit: '%', value: null, qualifier: 'not detected' },
      { unit: 'mg/g', value: null, qualifier: 'not detected' },
    ]);
  });

  it('reads two result columns with no unit by their numbers: one is ten times the other, so % and mg/g', () => {
    const { verdict } = checkCoa(fromText(withoutFrontMatter('43-mi-unsure-result-column.txt')));
    expect(verdict.reasons).toEqual([]);
    expect(measurementsOf('43-mi-unsure-result-column.txt', 'thca')).toEqual([
      { unit: '%', value: 19.4, qualifier: null },
      { unit: 'mg/g', value: 194, qualifier: null },
    ]);
  });

  it('says when it cannot tell which unit a result column is in, and never reports that as the lab’s mistake', () => {
    const text =
      'Matrix: Flower\nAnalyte    LOQ    Result\nTHCA       0.03   19.40\nΔ9-THC     0.03   0.66\nCBD        0.03   ND';
    const check = checkCoa(fromText(text));
    expect(kinds(check.verdict.reasons)).toContain('unsure-columns');
    expect(check.verdict.totalThc).toBeNull();
    expect(check.unsure[0]!.text).toBe(
      'Its result columns print no unit, and no other figure on the certificate says which unit they are in.',
    );
    expect(check.unsure[0]!.lines.map((line) => line.number)).toEqual([2, 3, 4, 5]);
    const texts = check.verdict.reasons.map((reason) => reason.text).join('\n');
    expect(texts).not.toMatch(/do not agree|more than the whole sample|Check this value/);
  });

  it('says so, rather than take the last figure, when a row has more figures than its header has columns', () => {
    const { verdict } = checkCoa(fromText(withoutFrontMatter('45-co-more-figures-than-columns.txt')));
    expect(verdict.reasons.map((reason) => reason.kind)).toEqual(['unsure-columns']);
    expect(verdict.totalThc).toBeNull();
    expect(verdict.admissible).toBe(false);
  });
});

describe('units as the COA prints them', () => {
  const withoutFrontMatter = (name: string) => fixture(name).replace(/^---\n[\s\S]*?\n---\n/, '');

  it('keeps mg/mL in the figures, the summary and the sum check: a tincture is never a share of weight', () => {
    const { verdict } = checkCoa(fromText(withoutFrontMatter('40-fl-tincture-mg-per-ml.txt')));
    expect(verdict.unit).toBe('mg/mL');
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('50.0 mg/mL');
    expect(verdict.reasons).toEqual([]);
    const summary = coaSummaryText(verdict);
    expect(summary).toContain('Total THC: 50.0 mg/mL; 1500 mg per package');
    expect(summary).not.toContain('%');
  });

  it('shows the totals per serving and per package when the COA prints both', () => {
    const verdict = verdictOf('05-edible-per-serving.txt');
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.alsoIn.map((other) => [other.unit, formatAmount(other.totalThc, other.unit)])).toEqual([
      ['mg/package', '51.2 mg per package'],
    ]);
    const summary = coaSummaryText(verdict);
    expect(summary).toContain('Total THC: 5.12 mg per serving; 51.2 mg per package');
    expect(summary).toContain('Total CBD: 0.16 mg per serving; 1.6 mg per package');
  });

  it('takes mg/mL typed by hand', () => {
    const { verdict, inputProblems } = checkCoa({
      text: '',
      rows: [{ analyte: 'd9thc', value: '10', unit: 'mg/mL' }],
      panels: [],
      product: 'extract',
    });
    expect(inputProblems).toEqual([]);
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('10.0 mg/mL');
  });
});

describe('impossible figures', () => {
  const withoutFrontMatter = (name: string) => fixture(name).replace(/^---\n[\s\S]*?\n---\n/, '');

  it('marks a total over 100 % in its own figure, and derives no type from it', () => {
    const verdict = verdictOf('10-percent-column-holding-mg-per-g.txt');
    expect(verdict.impossible).toEqual({
      thc: 'Impossible: more than the whole sample',
      cbd: null,
      rows: ['THCA: 246.1 % (more than the whole sample)'],
    });
    expect(verdict.type).toBeNull();
    const summary = coaSummaryText(verdict);
    expect(summary).toContain('Total THC: 222.0 % (impossible: more than the whole sample)');
    expect(summary).toContain('Type: not determined (no type from an impossible figure)');
    expect(summary).toContain('Impossible figure: THCA: 246.1 % (more than the whole sample)');
  });

  it('marks a total computed from a negative row, and the row itself', () => {
    const verdict = checkCoa(fromText(withoutFrontMatter('35-mi-negative-thca-hemp.txt'))).verdict;
    expect(verdict.impossible).toEqual({
      thc: 'Impossible: computed from an impossible row',
      cbd: null,
      rows: ['THCA: -0.12 % (negative)'],
    });
    expect(verdict.type).toBeNull();
  });

  it('keeps the type when the impossible row is not in either total, and still lists the row', () => {
    const verdict = verdictOf('11-negative-value.txt');
    expect(verdict.impossible).toEqual({ thc: null, cbd: null, rows: ['CBN: -0.03 % (negative)'] });
    expect(verdict.type).toBe('I');
  });
});

describe('the lab’s own totals', () => {
  const withoutFrontMatter = (name: string) => fixture(name).replace(/^---\n[\s\S]*?\n---\n/, '');

  it('reads "Total THC", "Total Δ9-THC" and "Total Cannabinoids" as the lab’s totals, never as analytes', () => {
    expect(findNames('Total Δ9-THC: 21.66 %').map(({ id, total }) => [id, total])).toEqual([[null, 'thc']]);
    expect(findNames('Total THC 23.78 %').map(({ total }) => total)).toEqual(['thc']);
    expect(findNames('Total CBD 0.05').map(({ total }) => total)).toEqual(['cbd']);
    expect(findNames('Total Cannabinoids 25.41 %').map(({ total }) => total)).toEqual(['cannabinoids']);
    expect(findNames('Total CBDA 0.05').map(({ id, total }) => [id, total])).toEqual([[null, null]]);
  });

  it('reads them above the table, with no cannabinoid heading, and keeps Δ9-THC from its own row', () => {
    const parsed = parseCoaText(withoutFrontMatter('33-ca-lab-totals-above-table.txt'));
    expect(plain(parsed.results.find((result) => result.id === 'd9thc')!.measurements)).toEqual([
      { unit: '%', value: 0.52, qualifier: null },
    ]);
    expect(
      parsed.labTotals.map(({ id, measurements }) => [id, measurements.map((m) => [m.unit, m.value, m.decimals])]),
    ).toEqual([
      ['thc', [['%', 21.66, 2]]],
      ['cbd', [['%', 0.07, 2]]],
      ['cannabinoids', [['%', 25.41, 2]]],
    ]);
  });

  it('reads them below the table, each figure in its own column although LOD and LOQ are blank', () => {
    const parsed = parseCoaText(withoutFrontMatter('34-co-lab-total-differs.txt'));
    expect(
      parsed.labTotals.find((total) => total.id === 'cbd')!.measurements.map((m) => [m.unit, m.value, m.decimals]),
    ).toEqual([
      ['%', 0.09, 2],
      ['mg/g', 0.9, 1],
    ]);
  });

  it('shows both numbers when the lab’s total matches nothing the rows give, says the reading is not certain, and blames no one', () => {
    const { verdict } = checkCoa(fromText(withoutFrontMatter('34-co-lab-total-differs.txt')));
    expect(verdict.reasons).toEqual([
      {
        kind: 'totals-differ',
        text: 'The COA prints total THC 19.80 %, but the rows read give 17.71 % (Δ9-THC + 0.877 × THCA), and no formula the COA prints gives 19.80 % either. The pre-check may have misread a row: check the rows read below, and type the Δ9-THC and THCA values into the form to confirm them.',
      },
    ]);
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('17.7 %');
    expect(verdict.labTotals).toEqual({ thc: '19.80 %', cbd: null });
    expect(coaSummaryText(verdict)).toContain('Total THC: 17.71 % (the COA prints 19.80 %)');
  });

  it('lets rounding pass: a total printed to two decimals may be 0.015 off the rows', () => {
    const text = (total: string) => `Analyte Result (%)\nTHCA 20.00\nΔ9-THC 0.50\nTotal THC ${total}`;
    const differences = (total: string) =>
      checkCoa(fromText(text(total))).verdict.reasons.filter((reason) => reason.kind === 'totals-differ');
    // 0.50 + 0.877 × 20.00 = 18.04
    expect(differences('18.05')).toEqual([]);
    expect(differences('18.03')).toEqual([]);
    expect(differences('18.10')).toHaveLength(1);
  });

  it('lets a large total be a few hundredths off, as labs’ factors (0.877 to 0.878) and unrounded rows leave it', () => {
    const text = (total: string) => `Analyte Result (%)\nTHCA 30.00\nΔ9-THC 1.00\nTotal THC ${total}`;
    const differences = (total: string) =>
      checkCoa(fromText(text(total))).verdict.reasons.filter((reason) => reason.kind === 'totals-differ');
    // 1.00 + 0.877 × 30.00 = 27.31
    expect(differences('27.28')).toEqual([]);
    expect(differences('27.34')).toEqual([]);
    expect(differences('27.25')).toHaveLength(1);
    expect(differences('27.40')).toHaveLength(1);
  });
});

describe('a lab total whose limit cells are empty', () => {
  // Limits between the result columns, and the totals row leaves both limit cells blank.
  const rows = [
    ['Cannabinoid', 'LOD', 'mg per serving', 'LOQ', 'mg per package', 'Result (mg/g)'],
    ['THCA', '0.02', 'ND', '0.05', 'ND', 'ND'],
    ['Δ9-THC', '0.02', '4.96', '0.05', '49.6', '1.651'],
    ['CBD', '0.02', 'ND', '0.05', 'ND', 'ND'],
    ['Total THC', '', '4.96', '', '49.6', '1.651'],
  ];
  const panels = [
    'Pesticides: Pass   Heavy Metals: Pass   Microbials: Pass   Mycotoxins: Pass   Residual Solvents: Pass',
    'Foreign Material: Pass',
  ];
  const textWith = (separator: string) =>
    ['Product: Cherry Limeade Gummies, 10 pieces', ...rows.map((row) => row.join(separator)), ...panels].join('\n');

  it('keeps its column when tabs keep the empty cells, and agrees with the rows', () => {
    const { verdict } = checkCoa(fromText(textWith('\t')));
    expect(kinds(verdict.reasons)).toEqual([]);
    expect(verdict.admissible).toBe(true);
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('5.0 mg per serving');
    expect(verdict.notes).toEqual([]);
  });

  it('is placed by its numbers when spaces dropped the empty cells: a limit column holds only its own limit', () => {
    const check = checkCoa(fromText(textWith('   ')));
    expect(kinds(check.verdict.reasons)).toEqual([]);
    expect(check.rows.filter((row) => row.analyte === 'total:thc').map((row) => [row.figure, row.column])).toEqual([
      ['4.96', 'mg per serving'],
      ['49.6', 'mg per package'],
      ['1.651', 'Result (mg/g)'],
    ]);
  });
});

describe('long and hostile input', () => {
  // No timing is asserted: a pattern that backtracks without end would hang here past the test timeout.
  it('answers for a text at the largest size it reads, and reads no further', () => {
    const page = fixture('01-flower-one-row-per-analyte.txt');
    const text = page.repeat(Math.ceil((COA_TEXT_MAX_CHARS * 1.5) / page.length));
    const { verdict } = checkCoa(fromText(text));
    expect(verdict.type).toBe('I');
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('23.8 %');
  });

  it('answers for lines built to make patterns backtrack', () => {
    const text = [
      `THC ${'1 '.repeat(5000)}`,
      `Serving size ${'('.repeat(5000)}`,
      `Analyte ${'  LOQ (%)'.repeat(2000)}`,
      `${'Δ-'.repeat(5000)}9 THC 1 %`,
      `Matrix: ${'x'.repeat(20000)}`,
    ].join('\n');
    expect(checkCoa(fromText(text)).verdict.reasons.length).toBeGreaterThan(0);
  });
});

describe('names and numbers as labs print them', () => {
  const spellings: [string, string][] = [
    ['THCa', 'thca'],
    ['THCA', 'thca'],
    ['THC-A', 'thca'],
    ['Δ9-THCA', 'thca'],
    ['Δ9-THC', 'd9thc'],
    ['d9-THC', 'd9thc'],
    ['delta-9 THC', 'd9thc'],
    ['Delta 9 THC', 'd9thc'],
    ['CBDa', 'cbda'],
    ['CBD', 'cbd'],
    ['CBG', 'cbg'],
    ['CBN', 'cbn'],
    ['Δ8-THC', 'd8thc'],
    ['delta-8 THC', 'd8thc'],
    ['HHC', 'hhc'],
    ['9R-HHC', 'hhc'],
    ['THC-O-acetate', 'thco'],
    ['Δ10-THC', 'd10thc'],
    ['THCP', 'thcp'],
    ['THCV', 'thcv'],
  ];
  for (const [spelling, id] of spellings) {
    it(`reads “${spelling}” as ${id}`, () => {
      expect(findNames(`${spelling} 1.23 %`).map((name) => name.id)).toEqual([id]);
    });
  }

  it('does not count the lab’s totals as an analyte', () => {
    expect(findNames('Total THC 23.78 %').map((name) => name.id)).toEqual([null]);
  });

  it('reads decimal commas, ND, <LOQ and <LOD', () => {
    expect(parseNumber('18,42')).toBe(18.42);
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber('abc')).toBeNull();
    const parsed = parseCoaText('THCA 18,42 %\nCBD ND\nCBN <LOQ\nCBG < LOD');
    expect(parsed.results.map((result) => [result.id, plain(result.measurements)![0]])).toEqual([
      ['thca', { unit: '%', value: 18.42, qualifier: null }],
      ['cbd', { unit: '%', value: null, qualifier: 'not detected' }],
      ['cbn', { unit: '%', value: null, qualifier: 'below LOQ' }],
      ['cbg', { unit: '%', value: null, qualifier: 'below LOD' }],
    ]);
  });

  it('does not read a product name or prose as a result', () => {
    expect(parseCoaText('Product: Full Spectrum CBD Oil 1000 mg\nOur THC test is accredited').results).toEqual([]);
  });
});

describe('the type rule', () => {
  it(`uses ${TYPE_RATIO_CUTOFF}:1 either way, with the decarboxylation factor ${DECARBOXYLATION_FACTOR}`, () => {
    expect(cannabinoidType(5, 1)).toBe('I');
    expect(cannabinoidType(4.99, 1)).toBe('II');
    expect(cannabinoidType(1, 1)).toBe('II');
    expect(cannabinoidType(1, 4.99)).toBe('II');
    expect(cannabinoidType(1, 5)).toBe('III');
    expect(cannabinoidType(3, 0)).toBe('I');
    expect(cannabinoidType(0, 0)).toBeNull();
    // A ratio of exactly five, as the printed decimals give it, with the float noise their sums carry.
    expect(cannabinoidType((0.07 / 100) * 1000, 3.5)).toBe('III');
    expect(cannabinoidType(3.5, (0.07 / 100) * 1000)).toBe('I');
    const verdict = checkCoa(fromText('THCA 10 %\nΔ9-THC 1 %\nCBDA 2 %\nCBD 0.5 %')).verdict;
    expect(verdict.totalThc).toBeCloseTo(1 + 0.877 * 10, 10);
    expect(verdict.totalCbd).toBeCloseTo(0.5 + 0.877 * 2, 10);
  });
});

describe('values typed into the form', () => {
  const form = (entries: [string, string][]) => {
    const data = new URLSearchParams(entries);
    return coaInputFromForm(data);
  };

  it('gives a verdict from typed values and ticked panels', () => {
    const input = form([
      ['coa-text', ''],
      ['product', 'flower'],
      ['analyte-0', 'thca'],
      ['value-0', '21,5'],
      ['unit-0', '%'],
      ['analyte-1', 'cbd'],
      ['value-1', 'ND'],
      ['unit-1', '%'],
      ...['pesticides', 'heavyMetals', 'microbial', 'mycotoxins', 'moisture', 'waterActivity', 'foreignMaterial'].map(
        (panel): [string, string] => [`panel-${panel}`, 'on'],
      ),
    ]);
    const { verdict, inputProblems } = checkCoa(input);
    expect(inputProblems).toEqual([]);
    expect(formatAmount(verdict.totalThc!, verdict.unit!)).toBe('18.9 %');
    expect(verdict.type).toBe('I');
    expect(verdict.admissible).toBe(true);
  });

  it('says which row cannot be read', () => {
    const { inputProblems } = checkCoa(
      form([
        ['analyte-0', 'thca'],
        ['value-0', 'twenty'],
        ['unit-0', '%'],
        ['analyte-1', ''],
        ['value-1', '3'],
        ['unit-1', '%'],
      ]),
    );
    expect(inputProblems).toEqual([
      'Row 1: “twenty” is not a number (write 21.4, 21,4, ND or <LOQ).',
      'Row 2: choose a cannabinoid.',
    ]);
  });

  it('asks for the cannabinoid table when nothing was found', () => {
    const { verdict } = checkCoa(fromText('Pesticides: PASS'));
    expect(verdict.reasons[0]!.kind).toBe('no-cannabinoids');
    expect(verdict.type).toBeNull();
  });
});

describe('the copyable summary', () => {
  it('holds the totals, the type, the verdict with reasons, and says the color is decided elsewhere', () => {
    const summary = coaSummaryText(verdictOf('07-actives-only-concentrate.txt'));
    expect(summary).toContain('Total THC: 65.54 %');
    expect(summary).toContain('Type: Type I (THC-dominant)');
    expect(summary).toContain('Verdict: cannot join the network as it stands');
    expect(summary).toContain('- Incomplete panel: This COA reports cannabinoids only');
    expect(summary).toContain('DYC assigns it from its consumer data after upload');
  });
});

describe('columns as the header places them', () => {
  const withoutFrontMatter = (name: string) => fixture(name).replace(/^---\n[\s\S]*?\n---\n/, '');
  const parsedOf = (name: string) => parseCoaText(withoutFrontMatter(name));
  const checkOf = (name: string) => checkCoa(fromText(withoutFrontMatter(name))).verdict;
  const labTotal = (name: string, id: string) =>
    parsedOf(name)
      .labTotals.find((total) => total.id === id)
      ?.measurements.map(({ unit, value }) => [unit, value]);

  it('reads a totals row that leaves LOD and LOQ blank by its leading columns, with tabs, pipes or spaces', () => {
    expect(labTotal('46-ca-totals-row-blank-lod-loq-tabs.txt', 'thc')).toEqual([
      ['%', 18.73],
      ['mg/g', 187.3],
    ]);
    expect(labTotal('47-co-total-delta9-row-pipes.txt', 'thc')).toEqual([
      ['%', 68.87],
      ['mg/g', 688.7],
    ]);
    expect(labTotal('48-mi-short-totals-spaces-hemp.txt', 'cbd')).toEqual([
      ['%', 11.57],
      ['mg/g', 115.7],
    ]);
    for (const name of ['46-ca-totals-row-blank-lod-loq-tabs.txt', '48-mi-short-totals-spaces-hemp.txt'])
      expect(kinds(checkOf(name).reasons), name).toEqual([]);
  });

  it('does not compare, nor report the lab’s mistake, when a short totals row fits the header both ways', () => {
    // One figure under two result columns and no unit: it could be either. The rows are read; the total is left.
    const notCompared =
      'The lab’s printed total THC could not be placed in its column, so it was not compared with the rows.';
    const text =
      'Matrix: Flower\nAnalyte    Result (%)    Result (mg/g)\nTHCA    20.00    200.0\nΔ9-THC    0.50    5.0\nTotal THC    18.04';
    const { verdict } = checkCoa(fromText(text));
    expect(kinds(verdict.reasons)).not.toContain('totals-differ');
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
    expect(verdict.notes).toContain(notCompared);
    // A short row between LOD and LOQ is placed by its numbers: a limit column holds its own limit, never 18.04,
    // and 180.4 is ten times 18.04. Placed, it is compared: 18.04 is neither 0.877 × 20.00 nor 20.00, so the reading
    // is not certain, and the answer says so without blaming the lab.
    const between =
      'Analyte  LOD  Result (%)  Result (mg/g)  LOQ\nTHCA  0.01  20.00  200.0  0.03\nTotal THC  18.04  180.4';
    const placed = checkCoa(fromText(between));
    expect(placed.rows.find((row) => row.analyte === 'total:thc')).toMatchObject({
      figure: '18.04',
      column: 'Result (%)',
    });
    expect(kinds(placed.verdict.reasons)).toContain('totals-differ');
    expect(placed.verdict.reasons.map((reason) => reason.text).join('\n')).toContain('may have misread a row');
    expect(placed.verdict.notes).not.toContain(notCompared);

    // Ruled with pipes, the row shows which cell its figure is in.
    const ruled = (row: string) =>
      parseCoaText(`Matrix: Edible\nAnalyte | mg/serving | mg/package\nΔ9-THC | 10.0 | 100.0\n${row}`).labTotals[0]
        ?.measurements[0]?.unit;
    expect(ruled('Total THC | 10.0 |')).toBe('mg/unit');
    expect(ruled('Total THC |  | 100.0')).toBe('mg/package');
  });

  it('reads per serving and per package from their columns, and never takes the LOQ for a result', () => {
    expect(
      plain(
        parsedOf('49-ca-edible-per-serving-per-package-loq.txt').results.find((r) => r.id === 'd9thc')?.measurements,
      ),
    ).toEqual([
      { unit: 'mg/unit', value: 10.2, qualifier: null },
      { unit: 'mg/package', value: 102, qualifier: null },
    ]);
    expect(coaSummaryText(checkOf('49-ca-edible-per-serving-per-package-loq.txt'))).toContain(
      'Total THC: 10.2 mg per serving; 102.0 mg per package',
    );
  });

  it('reads result columns printed before the analyte column by the header’s positions', () => {
    expect(
      plain(parsedOf('51-fl-results-before-analyte-column.txt').results.find((r) => r.id === 'thca')?.measurements),
    ).toEqual([
      { unit: '%', value: 22.18, qualifier: null },
      { unit: 'mg/g', value: 221.8, qualifier: null },
    ]);
    expect(labTotal('51-fl-results-before-analyte-column.txt', 'thc')).toEqual([
      ['%', 20.19],
      ['mg/g', 201.9],
    ]);
    expect(
      plain(parsedOf('52-ca-results-first-tabs-extract.txt').results.find((r) => r.id === 'd9thc')?.measurements),
    ).toEqual([
      { unit: 'mg/g', value: 846, qualifier: null },
      { unit: '%', value: 84.6, qualifier: null },
    ]);
  });

  it('keeps a tincture per millilitre, and shows a per-unit or per-bottle figure for the package, never per serving', () => {
    const tincture = checkOf('53-fl-tincture-mg-ml-percent-mg-unit.txt');
    expect(tincture.unit).toBe('mg/mL');
    const summary = coaSummaryText(tincture);
    expect(summary).toContain('Total THC: 33.3 mg/mL; 999 mg per package');
    expect(summary).not.toContain('per serving');
    expect(coaSummaryText(checkOf('54-co-hemp-tincture-per-bottle.txt'))).toContain(
      'Total CBD: 25.3 mg/mL; 1515.8 mg per bottle',
    );
  });
});

describe('the analytes the totals are built from', () => {
  it('are the neutral and acid forms of each total, as TOTAL_PARTS names them', () => {
    expect(TOTAL_COMPONENTS).toEqual(Object.values(TOTAL_PARTS).flatMap((part) => [part.neutral, part.acid]));
  });
});
