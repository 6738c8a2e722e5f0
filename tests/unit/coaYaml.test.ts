import { describe, expect, it } from 'vitest';
import { yamlOf } from '../../src/lib/coa/yaml.ts';

/** The YAML a LIMS exports, read as the tree its JSON export gives; any other text is left to the line readers. */
const EXPORT = [
  '# Exported from the LIMS',
  'sample:',
  '  id: "AAL-26-0388"',
  "  client: 'O''Neil Farms'",
  '  matrix: flower   # as received',
  'cannabinoids:',
  '  unit: "% w/w"',
  '  rows:',
  '    - {analyte: THCA, value: 5.84, flags: [J, "<LOQ"]}',
  '    - analyte: CBD',
  '      value: ND',
  'note: >',
  '  Results apply only',
  '  to the sample.',
  'passed: true',
].join('\n');

describe('a YAML export', () => {
  it('reads mappings, sequences, flows, quotes, comments and folded text, figures as printed', () => {
    expect(yamlOf(EXPORT)).toEqual({
      sample: { id: 'AAL-26-0388', client: "O'Neil Farms", matrix: 'flower' },
      cannabinoids: {
        unit: '% w/w',
        rows: [
          { analyte: 'THCA', value: '5.84', flags: ['J', '<LOQ'] },
          { analyte: 'CBD', value: 'ND' },
        ],
      },
      note: 'Results apply only to the sample.',
      passed: true,
    });
  });

  it('counts the keys of flow mappings: an export of few block keys and many records is an export', () => {
    const text = [
      'sample: {sample_id: LIMS-26-04117, matrix: Concentrate}',
      'potency:',
      '  analytes:',
      '    - {analyte_name: Ácido tetrahidrocannabinólico (THCA), result: "44,2", unit: mg/g}',
      '    - {analyte_name: CBD, result: Not Detected, unit: mg/g}',
    ];
    expect(yamlOf(text.join('\n'))).toMatchObject({
      potency: { analytes: [{ analyte_name: 'Ácido tetrahidrocannabinólico (THCA)', result: '44,2' }, {}] },
    });
  });

  it('counts the keys of each record printed alike, each record a value of its own in the tree', () => {
    // Two block keys and two flow keys a record: as an export only when the second record's keys count too.
    const row = '    - {analyte: THCA, value: 1}';
    const tree = yamlOf(['results:', '  rows:', row, row].join('\n'));
    expect(tree).toEqual({
      results: {
        rows: [
          { analyte: 'THCA', value: '1' },
          { analyte: 'THCA', value: '1' },
        ],
      },
    });
    expect(yamlOf(['results:', '  rows:', row].join('\n'))).toBeUndefined();
  });

  it('reads a sequence at its key’s own indent', () => {
    const text = ['potency:', '- name: THCA', '  result: 21.4', '- name: CBD', '  result: ND', 'a: 1', 'b: 2', 'c: 3'];
    expect(yamlOf(text.join('\n'))).toMatchObject({ potency: [{ name: 'THCA', result: '21.4' }, { name: 'CBD' }] });
  });

  it.each([
    ['a printed table row among its lines', EXPORT.replace('passed: true', 'THCA   21.40   0.05')],
    ['a title line', `CERTIFICATE OF ANALYSIS\n${EXPORT}`],
    ['an anchor', EXPORT.replace('matrix: flower', 'matrix: &m flower')],
    ['a tab in an indent', EXPORT.replace('  unit:', '\tunit:')],
    ['a flow left open', EXPORT.replace('"<LOQ"]}', '"<LOQ"]')],
    ['too few keys', 'Sample:\n  ID: 4417\nMatrix: Flower'],
    [
      'nothing nested',
      'Pesticides: PASS\nHeavy metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nMoisture: 10.1 %\nWater activity: 0.55',
    ],
  ])('is no export with %s', (_, text) => {
    expect(yamlOf(text)).toBeUndefined();
  });

  it('keeps no key that would reach an object’s prototype', () => {
    const tree = yamlOf(EXPORT.replace('passed: true', '__proto__:\n  polluted: yes')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
