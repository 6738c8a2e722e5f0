import { describe, expect, it } from 'vitest';
import { checked, kinds } from '../support/coaCertificate.ts';

/**
 * Certificates a lab's LIMS exports as a document rather than prints as a table: JSON with nested objects and arrays
 * (keys in snake_case or camelCase, figures as numbers or strings, the unit per analyte or per table, pretty-printed
 * or on one line) and XML of the same shape. Their analytes and panels are read from the document's structure; a
 * panel whose status cannot be read is said to be unsure, never passed.
 */

const FLOWER_JSON = {
  sample: { id: 'NL-26-0412', matrix: 'Flower', strain: 'Purple Haze', received: '2026-10-02' },
  potency: {
    method: 'HPLC-DAD',
    unit: '%',
    analytes: [
      { name: 'THCA', result: 23.41, loq: 0.05 },
      { name: 'Δ9-THC', result: 0.62, loq: 0.05 },
      { name: 'CBDA', result: 'ND', loq: 0.05 },
      { name: 'CBD', result: '<LOQ', loq: 0.05 },
      { name: 'CBG', result: 0.41, loq: 0.05 },
    ],
    total_thc: 21.15,
    total_cbd: 'ND',
  },
  panels: [
    { panel: 'Heavy Metals', status: 'Pass' },
    { name: 'Foreign Material', result: 'PASS' },
    { panel: 'Pesticides', status: 'Pass', analytes: [{ name: 'Abamectin', result: 'ND', limit: 0.1 }] },
    { panel: 'Microbials', status: 'Pass' },
    { panel: 'Mycotoxins', status: 'Pass' },
    { panel: 'Moisture', result: 10.2, unit: '%', limit: 13, status: 'Pass' },
    { panel: 'Water Activity', result: 0.55, limit: 0.65, status: 'Pass' },
  ],
};

/** Total THC of the rows above: 0.62 + 0.877 × 23.41. */
const TOTAL_THC = 0.62 + 0.877 * 23.41;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const minified = (value: unknown) => JSON.stringify(value);

describe('a certificate exported as JSON', () => {
  for (const [layout, write] of [
    ['pretty-printed', pretty],
    ['minified on one line', minified],
  ] as const)
    it(`admits a clean export ${layout}, with the totals of its rows`, () => {
      const { verdict, unsure } = checked(write(FLOWER_JSON));
      expect(unsure).toEqual([]);
      expect(verdict.reasons).toEqual([]);
      expect(verdict.outcome).toBe('admitted');
      expect(verdict.unit).toBe('%');
      expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
      expect(verdict.totalCbd).toBe(0);
      expect(verdict.productKind).toBe('flower');
    });

  it('reads camelCase keys, panels as keys of an object, string figures and the unit on each analyte', () => {
    const text = minified({
      sampleId: 'NL-26-0412',
      sampleMatrix: 'Flower',
      results: {
        cannabinoids: [
          { analyte: 'THCA', value: '23.41', unit: '%' },
          { analyte: 'D9-THC', value: '0.62', unit: '%' },
          { analyte: 'CBDA', value: 'ND', unit: '%' },
          { analyte: 'CBD', value: 'ND', unit: '%' },
        ],
        totalThc: '21.15',
      },
      heavyMetals: { status: 'PASS' },
      pesticides: { status: 'PASS' },
      microbials: { status: 'PASS' },
      mycotoxins: { status: 'PASS' },
      foreignMatter: { status: 'PASS' },
      moisture: { result: 10.2, unit: '%', status: 'PASS' },
      waterActivity: { result: 0.55, status: 'PASS' },
    });
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it('reads analytes as keys of a table with its unit, in snake_case, and panels as key and status', () => {
    const text = pretty({
      matrix: 'Flower',
      cannabinoids: { unit: 'mg/g', thca: 234.1, d9_thc: 6.2, cbda: 'ND', cbd: 'ND', total_thc: 211.5 },
      heavy_metals: 'PASS',
      pesticides: 'PASS',
      microbials: 'PASS',
      mycotoxins: 'PASS',
      foreign_matter: 'PASS',
      moisture: 'PASS',
      water_activity: 'PASS',
    });
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(6.2 + 0.877 * 234.1, 6);
  });

  it('reads a tabular export, results as objects of a figure and a unit, units in result keys, decimal commas', () => {
    const panels = FLOWER_JSON.panels;
    for (const potency of [
      {
        columns: ['Analyte', 'Result (%)', 'LOQ (%)'],
        rows: [
          ['THCA', 23.41, 0.05],
          ['Δ9-THC', 0.62, 0.05],
          ['CBD', 'ND', 0.05],
        ],
      },
      [
        {
          analyte: 'THCA',
          results: [
            { value: 23.41, unit: '%' },
            { value: 234.1, unit: 'mg/g' },
          ],
        },
        { analyte: 'D9-THC', result: { value: 0.62, unit: '%' } },
        { analyte: 'CBD', result: { value: 'ND', unit: '%' } },
      ],
      [
        { name: 'THCA', result_pct: 23.41, result_mg_g: 234.1 },
        { name: 'Δ9-THC', resultPercent: 0.62, resultMgG: 6.2 },
        { name: 'CBD', resultPercent: 'ND' },
      ],
      {
        unit: '%',
        analytes: [
          { name: 'THCA', result: '23,41' },
          { name: 'Δ9-THC', result: '0,62' },
          { name: 'CBD', result: '<0,02' },
        ],
      },
    ]) {
      const { verdict } = checked(pretty({ sample: { matrix: 'Flower' }, potency, panels }));
      expect(verdict.reasons).toEqual([]);
      expect(verdict.unit).toBe('%');
      expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
      expect(verdict.totalCbd).toBe(0);
    }
  });

  it('reads a panel’s "passed" of true as a pass and of false as a fail', () => {
    const panels = FLOWER_JSON.panels.map(({ panel, name }) => ({ name: panel ?? name, passed: true }));
    const text = minified({ ...FLOWER_JSON, panels });
    expect(checked(text).verdict.reasons).toEqual([]);
    panels[0]!.passed = false;
    expect(kinds(checked(minified({ ...FLOWER_JSON, panels })).verdict.reasons)).toEqual(['failed']);
  });

  it('names an analyte as the lab spells it: a superscript, a name in its language with the abbreviation', () => {
    const analytes = [
      { name: 'Kwas tetrahydrokannabinolowy (THCA)', result: 23.41 },
      { name: 'Δ⁹-THC', result: 0.62 },
      { name: 'Cannabidiol (CBD)', result: 'ND' },
    ];
    const text = pretty({ ...FLOWER_JSON, potency: { unit: '%', analytes } });
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it.each([
    [['heavy-metals', 'pesticides', 'microbials', 'mycotoxins', 'foreign-matter', 'moisture', 'water-activity']],
    [
      [
        'HEAVY_METALS',
        'PESTICIDE_RESIDUES',
        'MICROBIAL_CONTAMINANTS',
        'MYCOTOXINS',
        'FILTH_AND_FOREIGN_MATERIAL',
        'MOISTURE',
        'AW',
      ],
    ],
    [
      [
        'HeavyMetals',
        'Pesticides',
        'Microbiology',
        'Mycotoxins',
        'ForeignMaterial',
        'MoistureContent',
        'WaterActivity',
      ],
    ],
  ])(
    'reads panels named by keys in kebab-case, SCREAMING_SNAKE_CASE or PascalCase, "aw" for water activity',
    (keys) => {
      const tests = Object.fromEntries(keys.map((key) => [key, { status: 'Pass' }]));
      const text = pretty({ sample: FLOWER_JSON.sample, potency: FLOWER_JSON.potency, tests });
      expect(checked(text).verdict.reasons).toEqual([]);
    },
  );

  it('is unsure, not refusing, when a panel it misses may be a test the export names in a way it does not know', () => {
    const panels = FLOWER_JSON.panels.map((panel) =>
      panel.panel === 'Mycotoxins' ? { panel: 'AFL/OTA screen', status: 'Pass' } : panel,
    );
    const text = pretty({ ...FLOWER_JSON, panels });
    const { verdict } = checked(text);
    expect(verdict.outcome).toBe('unsure');
    expect(kinds(verdict.reasons)).toEqual(['unsure-status']);
    const printedOn = text.split('\n').findIndex((line) => line.includes('AFL/OTA screen')) + 1;
    expect(verdict.reasons[0]!.text).toContain(`line ${printedOn} (“AFL/OTA screen: Pass”)`);
    // Named nowhere, with no test the pre-check does not know: missing, as on a printed certificate.
    const without = pretty({
      ...FLOWER_JSON,
      panels: FLOWER_JSON.panels.filter((panel) => panel.panel !== 'Mycotoxins'),
    });
    expect(kinds(checked(without).verdict.reasons)).toEqual(['missing-panels']);
  });

  it('refuses an export whose panel failed or is pending, for that panel', () => {
    const failing = structuredClone(FLOWER_JSON);
    failing.panels[2] = { panel: 'Pesticides', status: 'Fail', analytes: [] };
    expect(kinds(checked(pretty(failing)).verdict.reasons)).toEqual(['failed']);
    expect(checked(pretty(failing)).verdict.reasons[0]!.text).toMatch(/^Pesticides/);
    const pending = structuredClone(FLOWER_JSON);
    pending.panels[0] = { panel: 'Heavy Metals', status: 'Pending' };
    const { verdict } = checked(minified(pending));
    expect(verdict.outcome).toBe('refused');
    expect(verdict.reasons.map((reason) => reason.text).join(' ')).toMatch(/heavy metals/i);
  });

  it('is unsure of a panel whose status it cannot read, and never passes it in silence', () => {
    for (const status of ['See attached', 'OK*', 'see page 4', true, null]) {
      const odd = structuredClone(FLOWER_JSON) as { panels: Record<string, unknown>[] };
      odd.panels[3] = { panel: 'Microbials', status };
      const text = pretty(odd);
      const { verdict } = checked(text);
      expect(verdict.outcome).toBe('unsure');
      expect(verdict.panelStates.microbial).toBe('result not read');
      // The line shown is the document's own, where the panel is named.
      const printedOn = text.split('\n').findIndex((line) => line.includes('"Microbials"')) + 1;
      expect(verdict.reasons.map((reason) => reason.text).join(' ')).toContain(`line ${printedOn}: “Microbials:`);
    }
  });

  it('reads an export pasted in a code fence under a line or two of its own', () => {
    const { sample, ...rest } = FLOWER_JSON;
    expect(sample.matrix).toBe('Flower');
    const text = ['LIMS export — sample NL-26-0412', 'Matrix: Flower', '```json', pretty(rest), '```', ''].join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.productKind).toBe('flower');
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it.each(['percent', 'PCT', '% w/w', 'wt%'])('reads a table’s unit written as a LIMS writes it ("%s")', (unit) => {
    const text = pretty({ ...FLOWER_JSON, potency: { ...FLOWER_JSON.potency, unit } });
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it('is unsure of an analyte printed with no unit anywhere in the document', () => {
    const text = minified({
      matrix: 'Flower',
      analytes: [{ name: 'THCA', result: 23.41 }],
      panels: FLOWER_JSON.panels,
    });
    const { verdict, unsure } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(unsure.map((part) => part.analytes)).toEqual([['thca']]);
  });

  it('reads a nested document of any shape only to a bounded depth', () => {
    const record = minified({ name: 'THCA', result: 23.41, unit: '%' });
    const { verdict } = checked(`${'['.repeat(5_000)}${record}${']'.repeat(5_000)}`);
    expect(verdict.totalThc).toBeNull();
    expect(verdict.outcome).not.toBe('admitted');
  });
});

describe('a JSON export whose sample record names the product after a cannabinoid', () => {
  it.each([
    [
      'its batch and matrix beside the name',
      { name: 'CBD distillate, broad spectrum', batch: 'RB-1126', matrix: 'Flower' },
    ],
    ['under the key "sample"', { name: 'CBD Flower, Suver Haze' }],
  ])('reads no CBD result from the sample’s name, %s', (_, sample) => {
    const { verdict, unsure } = checked(pretty({ ...FLOWER_JSON, sample }));
    expect(unsure).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.totalCbd).toBe(0);
  });
});

describe('a JSON export record named in a spelling only the line reader knows', () => {
  const withRecord = (result: number) => {
    const potency = {
      ...FLOWER_JSON.potency,
      analytes: [...FLOWER_JSON.potency.analytes, { name: 'Δ4(8)-iso-THC', result }],
    };
    return pretty({ ...FLOWER_JSON, potency: { ...potency, total_thc: undefined } });
  };

  it('reads the record on its line and never doubts it as unnamed', () => {
    expect(kinds(checked(withRecord(0.3)).verdict.reasons)).toEqual(['converted']);
    expect(checked(withRecord(0.05)).verdict.reasons).toEqual([]);
  });
});

describe('a JSON export of an edible with figures per unit and per package', () => {
  it('reads “mg_per_unit” beside “mg_per_package” as per piece, never as per package', () => {
    const exported = {
      sample: { product: 'CBD gummies', matrix: 'edible (gummy)', pieces_per_package: 20 },
      cannabinoids: {
        results: [
          { analyte: 'CBD', mg_per_unit: 24.6, mg_per_package: 492.0 },
          { analyte: 'CBDA', mg_per_unit: 'ND', mg_per_package: 'ND' },
          { analyte: 'd9-THC', mg_per_unit: 0.12, mg_per_package: 2.4 },
          { analyte: 'THCA', mg_per_unit: 'ND', mg_per_package: 'ND' },
        ],
      },
    };
    const { verdict, rows } = checked(pretty(exported));
    expect(rows.filter((row) => row.figure === '0.12').map((row) => row.unit)).toEqual(['mg/unit']);
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.totalThc).toBeCloseTo(0.12, 6);
    expect(verdict.totalCbd).toBeCloseTo(24.6, 6);
  });
});

describe('an export written as YAML, its panels keyed with underscores', () => {
  const yaml = (waterActivity: string) =>
    [
      'results:',
      '  cannabinoids:',
      '    unit: "% w/w"',
      '    rows:',
      '      - {analyte: "delta-9-THC", value: 0.21, loq: 0.02}',
      '      - {analyte: "THCA",        value: 5.84, loq: 0.02}',
      '      - {analyte: "CBD",         value: 0.30, loq: 0.02}',
      '      - {analyte: "CBDA",        value: 9.12, loq: 0.02}',
      '    status: PASS',
      '  moisture:',
      '    value: 10.9',
      '    status: PASS',
      '  water_activity:',
      '    value: 0.59',
      `    status: ${waterActivity}`,
      '  pesticides:',
      '    status: PASS',
      '  heavy_metals:',
      '    status: PASS',
      '  microbial:',
      '    status: PASS',
      '  mycotoxins:',
      '    status: PASS',
      '  foreign_matter:',
      '    status: PASS',
    ].join('\n');

  it('reads every panel, never calling one missing, and shows no figure it could not read', () => {
    const { verdict } = checked(yaml('PASS'));
    expect(kinds(verdict.reasons)).not.toContain('missing-panels');
    expect(kinds(verdict.reasons)).not.toContain('unsure-status');
    expect([null, 0.21 + 0.877 * 5.84]).toContainEqual(verdict.totalThc);
  });

  it('refuses it for a panel keyed with underscores that failed', () => {
    expect(kinds(checked(yaml('FAIL')).verdict.reasons)).toContain('failed');
  });

  it('reads its rows, flow mappings in the unit of their table, as a JSON export’s: admitted, with the totals', () => {
    const { verdict } = checked(yaml('PASS'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc).toBeCloseTo(0.21 + 0.877 * 5.84, 6);
    expect(verdict.totalCbd).toBeCloseTo(0.3 + 0.877 * 9.12, 6);
    expect(verdict.type).toBe('II');
  });

  it('reads rows written as block mappings, each key on its own line, a comment and a code fence around them', () => {
    const block = yaml('PASS').replace(
      /^ {6}- \{analyte: "?([^",]+)"?, +value: ([\d.]+), loq: ([\d.]+)\}$/gm,
      (_, name: string, value: string, loq: string) =>
        `      - analyte: '${name}'   # as the LIMS names it\n        value: ${value}\n        loq: ${loq}`,
    );
    expect(block).toContain("- analyte: 'THCA'");
    const { verdict } = checked(['```yaml', '# Exported from the LIMS', block, '```'].join('\n'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(0.21 + 0.877 * 5.84, 6);
  });
});

describe('a certificate exported as YAML, in block style or with flow maps', () => {
  const block = (waterActivity: string) =>
    [
      '# Exported from the LIMS sample portal',
      'sample:',
      '  sample_id: NL-26-0412',
      '  matrix: Flower',
      'potency:',
      '  method: HPLC-DAD',
      '  unit: "%"',
      '  analytes:',
      '    - analyte_name: THCA',
      '      result: 23.41',
      '      loq: "0.05"',
      '    - analyte_name: Δ9-THC',
      '      result: "0.62"',
      '    - analyte_name: CBDA',
      '      result: ND',
      '    - analyte_name: CBD',
      '      result: <LOQ',
      '  total_thc: "21.15"',
      'panels:',
      '  - panel: Heavy Metals',
      '    status: Pass',
      '  - panel: Pesticides',
      '    status: Pass',
      '  - panel: Microbials',
      '    status: Pass',
      '  - panel: Mycotoxins',
      '    status: Pass',
      '  - panel: Foreign Material',
      '    status: Pass',
      '  - panel: Moisture',
      '    result: "10.2"',
      '    unit: "%"',
      '  - panel: Water Activity',
      `    status: ${waterActivity}`,
    ].join('\n');
  const flow = [
    'sample: {sample-id: NL-26-0412, matrix: Flower}',
    'potency:',
    '  unit: percent',
    '  analytes:',
    '    - {analyte-name: THCA, result: 23.41, loq: "0.05"}',
    '    - {analyte-name: \'Δ9-THC\', result: "0.62", loq: "0.05"}',
    '    - {analyte-name: CBDA, result: ND, loq: "0.05"}',
    '    - {analyte-name: CBD, result: <LOQ, loq: "0.05"}  # below its limit',
    '  total-thc: "21.15"',
    'heavy-metals: {status: Pass}',
    'pesticides: {status: Pass}',
    'microbial-impurities: {status: Pass}',
    'mycotoxins: {status: Pass}',
    'foreign-matter: {status: Pass}',
    'moisture-content: {result: "10.2", unit: "%"}',
    'water-activity: {result: "0.55"}',
  ].join('\n');

  for (const [layout, text] of [
    ['in block style', block('Pass')],
    ['with each record as a flow map', flow],
  ] as const)
    it(`admits a clean export ${layout}, with the totals of its rows`, () => {
      const { verdict, unsure } = checked(text);
      expect(unsure).toEqual([]);
      expect(verdict.reasons).toEqual([]);
      expect(verdict.unit).toBe('%');
      expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
      expect(verdict.totalCbd).toBe(0);
    });

  it('refuses it for a panel that failed, and reads no panel as missing', () => {
    const reasons = kinds(checked(block('Fail')).verdict.reasons);
    expect(reasons).toContain('failed');
    expect(reasons).not.toContain('missing-panels');
  });

  it('reads lines of a certificate that only look like keys ("Moisture: 10.9 %") as it always did', () => {
    const { verdict } = checked(
      ['Matrix: Flower', 'Cannabinoids', 'Analyte  Result (%)', 'THCA  23.41', 'Δ9-THC  0.62', 'Pesticides: PASS'].join(
        '\n',
      ),
    );
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });
});

describe('a JSON export whose figures each print their unit', () => {
  it('reads a not-detected result that prints none in the unit the other results print', () => {
    const text = pretty({
      matrix: 'Flower',
      potency: [
        { analyte: 'THCA', result: '23.41 %' },
        { analyte: 'Δ9-THC', result: '0.62 %' },
        { analyte: 'CBDA', result: 'ND' },
        { analyte: 'CBD', result: '<LOQ' },
      ],
      pesticides: 'Pass',
      heavy_metals: 'Pass',
      microbials: 'Pass',
      mycotoxins: 'Pass',
      foreign_material: 'Pass',
      moisture: 'Pass',
      water_activity: 'Pass',
    });
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.unit).toBe('%');
    expect([verdict.totalThc, verdict.totalCbd]).not.toContain(null);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.totalCbd).toBeCloseTo(0, 6);
  });
});

describe('a certificate exported as XML', () => {
  const xml = (panels: string) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<certificate>',
      '  <sample id="NL-26-0412" matrix="Flower"/>',
      '  <potency unit="%">',
      '    <analyte name="THCA" result="23.41" loq="0.05"/>',
      '    <analyte name="Δ9-THC" result="0.62" unit="%"/>',
      '    <analyte name="CBDA" result="ND"/>',
      '    <analyte><name>CBD</name><result>&lt;LOQ</result></analyte>',
      '  </potency>',
      '  <panels>',
      panels,
      '    <panel name="Heavy Metals" status="Pass"/>',
      '    <panel name="Microbials" status="Pass"/>',
      '    <panel name="Mycotoxins" status="Pass"/>',
      '    <panel name="Foreign Material"><status>PASS</status></panel>',
      '    <panel name="Moisture" result="10.2" unit="%" status="Pass"/>',
      '    <panel name="Water Activity" result="0.55" status="Pass"/>',
      '  </panels>',
      '</certificate>',
    ].join('\n');

  it('admits a clean export with the totals of its rows', () => {
    const { verdict } = checked(xml('    <panel name="Pesticides" status="Pass"/>'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(verdict.totalCbd).toBe(0);
  });

  it('reads elements in a namespace, and a panel’s status as its text', () => {
    const text = [
      '<lims:coa xmlns:lims="urn:lims">',
      '  <lims:sample type="Flower"/>',
      '  <lims:analyte><lims:name>THCA</lims:name><lims:result unit="%">23.41</lims:result></lims:analyte>',
      '  <lims:analyte><lims:name>Δ9-THC</lims:name><lims:result unit="%">0.62</lims:result></lims:analyte>',
      ...[
        'Pesticides',
        'Heavy Metals',
        'Microbials',
        'Mycotoxins',
        'Foreign Material',
        'Moisture',
        'Water Activity',
      ].map((panel) => `  <lims:panel name="${panel}">PASS</lims:panel>`),
      '</lims:coa>',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
  });

  it('refuses a failed panel and is unsure of one it cannot read', () => {
    expect(kinds(checked(xml('    <panel name="Pesticides" status="FAIL"/>')).verdict.reasons)).toEqual(['failed']);
    const { verdict } = checked(xml('    <panel name="Pesticides" status="~"/>'));
    expect(verdict.outcome).toBe('unsure');
    expect(verdict.panelStates.pesticides).toBe('result not read');
  });
});

describe('an export whose panel keys are in camelCase, one panel a figure alone before a failed one', () => {
  // "waterActivity" read as "water Activity: 0.55" and "foreignMatter" as "foreign Matter: N.i.o." on the next line:
  // a labelled line of its own, never the end of a sentence the line before began.
  it('fails the panel that prints the fail word, not the one before it', () => {
    const text = JSON.stringify({
      sample: { matrix: 'Flower' },
      potency: {
        analytes: [
          { analyteName: 'THCA', result: 23.41, unit: '%' },
          { analyteName: 'Δ9-THC', result: 0.62, unit: '%' },
          { analyteName: 'CBD', result: 'ND', unit: '%' },
        ],
      },
      pesticides: { status: 'Pass' },
      heavyMetals: { status: 'Pass' },
      microbialImpurities: { status: 'Pass' },
      mycotoxins: { status: 'Pass' },
      moistureContent: { result: '10.9', unit: '%' },
      waterActivity: { result: '0.55' },
      foreignMatter: { status: 'N.i.o.' },
    });
    const { verdict } = checked(text);
    expect(verdict.reasons.map((reason) => reason.text.split(':')[0])).toEqual(['Foreign material']);
  });
});

describe('an export whose keys are in the certificate’s language', () => {
  // French: "nom" names the analyte, "statut" the panel's status, "limite" its limit, "résultat" its figure.
  it.each([
    [
      'the figure as the element’s text',
      (name: string, figure: string) => `<analyte nom="${name}" lq="0,05">${figure}</analyte>`,
    ],
    ['the figure keyed "résultat"', (name: string, figure: string) => `<analyte nom="${name}" résultat="${figure}"/>`],
  ])('reads each analyte by its name, %s, and each panel’s status', (_, analyte) => {
    const panel = (name: string, status: string) =>
      `    <essai nom="${name}" résultat="" limite="-" statut="${status}"/>`;
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<bulletinAnalyse>',
      '  <echantillon><designation>Sommités fleuries séchées</designation></echantillon>',
      '  <cannabinoides unite="% m/m">',
      `    ${analyte('delta-9-THC', '0,62')}`,
      `    ${analyte('THCA', '23,41')}`,
      `    ${analyte('CBD', 'ND')}`,
      '  </cannabinoides>',
      '  <contaminants>',
      panel('Résidus de pesticides', 'CONFORME'),
      panel('Métaux lourds', 'CONFORME'),
      panel('Microbiologie', 'CONFORME'),
      panel('Mycotoxines', 'CONFORME'),
      panel('Corps étrangers', 'CONFORME'),
      panel('Humidité', 'EN ATTENTE'),
      panel('Activité de l’eau', 'CONFORME'),
      '  </contaminants>',
      '</bulletinAnalyse>',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('%');
    expect(verdict.totalThc).toBeCloseTo(TOTAL_THC, 6);
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
  });
});

describe('a LIMS record of key=value pairs on one line', () => {
  const record = (separator: string, potency: string, panels: string) =>
    [
      'Sample: LIMS-26-04117   Matrix: Flower',
      'POTENCY (HPLC-DAD) – results in %',
      potency.replaceAll(';', separator),
      'SAFETY',
      panels.replaceAll(';', separator),
    ].join('\n');
  const POTENCY = 'THCA=20,41;D9-THC=0,52;CBDA=<0,02;CBD=0,11;TOTAL_THC=18,42;TOTAL_CBD=0,11';
  const PANELS =
    'PESTICIDES=PASS;HEAVY_METALS=PASS;MICROBIALS=PASS;MYCOTOXINS=PASS;FOREIGN_MATTER=PASS;MOISTURE=PASS;WATER_ACTIVITY=PASS';

  for (const separator of [';', '|', ',', ' ; '])
    it(`reads its potency and its panels, pairs split by "${separator}", decimal commas`, () => {
      const { verdict } = checked(record(separator, POTENCY, PANELS));
      expect(verdict.reasons).toEqual([]);
      expect(verdict.unit).toBe('%');
      expect(verdict.totalThc).toBeCloseTo(0.52 + 0.877 * 20.41, 6);
      expect(verdict.totalCbd).toBeCloseTo(0.11, 6);
    });

  it('reads it in the unit a line over it declares, after a table of panels with a result column', () => {
    const text = [
      'Sample: LIMS-26-04117   Matrix: Flower',
      'Test                                Action level    Result        Status',
      'Heavy metals                        5 %             0.3 %         Pass',
      '',
      'Units: mg/g',
      'THCA=204.1|D9_THC=5.2|CBDA=N.D.|CBD=1.1|TOTAL_THC=184.2|TOTAL_CBD=1.1',
      PANELS,
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(5.2 + 0.877 * 204.1, 6);
    expect(verdict.reasons).toEqual([]);
  });

  it('reads it in the unit a line over it declares after a page break, the page’s furniture between', () => {
    const text = [
      'Sample: LIMS-26-04117   Matrix: Flower',
      'Test                                Action level    Result        Status',
      'Heavy metals                        5 %             0.3 %         Pass',
      '',
      'Page 2 of 3',
      'CONCLUSION: PASSED',
      '',
      'Units: mg/g',
      'THCA=204.1|D9_THC=5.2|CBDA=N.D.|CBD=1.1|TOTAL_THC=184.2|TOTAL_CBD=1.1',
      PANELS,
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(5.2 + 0.877 * 204.1, 6);
    expect(verdict.reasons).toEqual([]);
  });

  it('refuses a record whose panel fails, for that panel, and is unsure of a status it cannot read', () => {
    const failing = checked(record(';', POTENCY, PANELS.replace('MYCOTOXINS=PASS', 'MYCOTOXINS=FAIL'))).verdict;
    expect(kinds(failing.reasons)).toEqual(['failed']);
    const unread = checked(record(';', POTENCY, PANELS.replace('MYCOTOXINS=PASS', 'MYCOTOXINS=REF-7'))).verdict;
    expect(unread.outcome).toBe('unsure');
    expect(unread.panelStates.mycotoxins).toBe('result not read');
  });
});

describe('a CSV export whose fields are not quoted', () => {
  const header = 'report_id,panel,analyte,result,unit,per_package,loq,limit,qualifier,status';
  it.each([
    ['every field bare', (row: string) => row],
    ['a quoted field among bare ones', (row: string) => row.replace(',,,Tested', ',"5.0 +/- 15%",,Tested')],
  ])('reads its records as a table: %s', (_shape, shaped) => {
    const text = [
      '# Export: results.csv | Serving size: 1 can | Package: 4 cans',
      header,
      'R-1,Cannabinoids,Delta-9 THC,5.06,mg/serving,20.24,0.05,,,Tested',
      'R-1,Cannabinoids,THCA,ND,mg/serving,ND,0.05,,U,Tested',
      'R-1,Cannabinoids,CBD,0.48,mg/serving,1.92,0.05,,,Tested',
      'R-1,Cannabinoids,CBDA,ND,mg/serving,ND,0.05,,U,Tested',
      '# Approved: J. Lee',
    ]
      .map(shaped)
      .join('\n');
    const { verdict, unsure } = checked(text);
    expect(unsure).toEqual([]);
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.totalThc).toBeCloseTo(5.06, 2);
    expect(verdict.totalCbd).toBeCloseTo(0.48, 2);
  });

  it.each(['Delta-9 THC RSD (n=3 cans)', 'Delta-9 THC %RSD', 'THCA CV'])(
    'never reads the spread “%s” in % as a result beside results per serving',
    (spread) => {
      const text = [
        'analyte,result,unit,loq,status',
        'Delta-9 THC,5.06,mg/serving,0.05,Tested',
        'THCA,ND,mg/serving,0.05,Tested',
        'CBD,0.48,mg/serving,0.05,Tested',
        'CBDA,ND,mg/serving,0.05,Tested',
        `${spread},3.8,%,,Pass`,
        '# Approved: J. Lee',
      ].join('\n');
      const { verdict } = checked(text);
      expect(verdict.unit).toBe('mg/unit');
      expect(verdict.totalThc).toBeCloseTo(5.06, 2);
    },
  );

  it('never splits a line at a decimal comma: a row with more fields than its header is no record', () => {
    const text = ['analyte,result,unit', 'THCA,20,5,%', 'Δ9-THC,0,5,%', 'CBD,0,1,%'].join('\n');
    expect(checked(text).verdict.totalThc).toBeNull();
  });
});

/**
 * An export names each analyte in its language and gives its code beside the name ("Δ9-ТГК", code "D9THC"): the code
 * names it where the name does not, and a record the reader cannot name among records it reads as cannabinoids is
 * never dropped in silence.
 */
describe('an export whose analyte names are in a script the reader does not know, with a code beside each', () => {
  const potency = (d9: string, total = '    <Total code="TOTAL_THC" formula="D9THC + 0.877*THCA" result="628.2"/>') =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<CertificateOfAnalysis>',
      '  <Sample name="Екстракт канабісу, дистилят" matrix="concentrate"/>',
      '  <Panel code="CANNABINOIDS" title="Канабіноїди (ВЕРХ-ДМД)" unit="mg/g" status="Відповідає">',
      d9,
      '    <Analyte name="ТГКК (THCA)" code="THCA" result="18.5" loq="0.5"/>',
      '    <Analyte name="КБД (CBD)" code="CBD" result="4.2" loq="0.5"/>',
      '    <Analyte name="КБДК (CBDA)" code="CBDA" result="ND" loq="0.5"/>',
      total,
      '  </Panel>',
      ...['Pesticides', 'Heavy Metals', 'Microbials', 'Mycotoxins', 'Foreign Material', 'Residual Solvents'].map(
        (panel) => `  <Panel title="${panel}" status="Pass"/>`,
      ),
      '</CertificateOfAnalysis>',
    ].join('\n');

  it('reads an analyte and a total by their codes', () => {
    const { verdict } = checked(potency('    <Analyte name="Δ9-ТГК" code="D9THC" result="612.0" loq="0.5"/>'));
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(612 + 0.877 * 18.5, 4);
    expect(verdict.reasons).toEqual([]);
  });

  it('is unsure of a record it cannot name among the cannabinoids it reads, never dropping its figure', () => {
    const { verdict, unsure } = checked(potency('    <Analyte name="Δ9-ТГК" result="612.0" loq="0.5"/>', ''));
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.admissible).toBe(false);
    expect(unsure.some((part) => part.lines.some((line) => line.text.includes('612.0')))).toBe(true);
  });
});

/**
 * An export keyed in the certificate's language: "wert" and "einheit" for a result and its unit, a total as "summe",
 * a panel's key written without its umlauts ("wasseraktivitaet"), moisture and water activity as figures only.
 */
describe('an export keyed in German', () => {
  const exported = {
    probe: { bezeichnung: 'CBD-Blüten', matrix: 'Hanfblüten, getrocknet' },
    cannabinoide: {
      einheit: '% (m/m)',
      werte: { delta9_THC: 0.09, THCA: 0.21, delta8_THC: 'n.n.', CBD: 0.55, CBDA: 7.94, CBN: '< BG' },
      summe_THC: { formel: 'delta9_THC + 0.877 * THCA', wert: 0.27 },
      summe_CBD: { formel: 'CBD + 0.877 * CBDA', wert: 7.51 },
      status: 'bestanden',
    },
    feuchtigkeit: { methode: 'Trocknungsverlust 105 °C', wert: 11.0, einheit: '%' },
    wasseraktivitaet: { methode: 'Taupunkt-Hygrometer, 25 °C', wert: 0.6, einheit: 'aw' },
    pestizide: { befund: 'keine Rückstände > 0.01 mg/kg', status: 'bestanden' },
    schwermetalle: { einheit: 'mg/kg', werte: { Pb: 0.22, Cd: 0.08 }, status: 'bestanden' },
    mikrobiologie: { status: 'bestanden' },
    mykotoxine: { status: 'bestanden' },
    fremdbestandteile: { befund: 'keine Samen, Insekten oder Fremdkörper', status: 'bestanden' },
  };

  it('reads its results, totals and panels and admits a clean certificate', () => {
    const { verdict } = checked(JSON.stringify(exported, null, 2));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(0.09 + 0.877 * 0.21, 4);
    expect(verdict.totalCbd).toBeCloseTo(0.55 + 0.877 * 7.94, 4);
  });

  it('fails water activity given over the default limit under its key without umlauts', () => {
    const wet = { ...exported, wasseraktivitaet: { wert: 0.71, einheit: 'aw' } };
    expect(kinds(checked(JSON.stringify(wet, null, 2)).verdict.reasons)).toEqual(['failed']);
  });
});
