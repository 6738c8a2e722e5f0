import { describe, expect, it } from 'vitest';
import { statusIn } from '../../src/lib/coa/panelStatus.ts';

/** The kind of status a panel's line gives, or null when it gives none. */
const kindOf = (line: string) => statusIn(line)?.kind ?? null;

describe('panel status words', () => {
  it.each([
    'Microbials\tNOT PASS',
    'Heavy Metals: Not Passed',
    'Pesticides — did not pass',
    "Mycotoxins  Didn't pass",
    'Residual Solvents  Does Not Pass',
    'Foreign Matter  doesn’t pass',
    'Water Activity  Not Passing',
    'Pesticides  No Pass',
    'Microbial Impurities   Pass: No',
    'Heavy Metals  Passed: N',
    'Mycotoxins  Compliant: No',
    'Pesticides  Meets specification: false',
    'Microbials  Did not meet specification',
    'Heavy Metals  Does not meet limits',
    'Residual Solvents  Not within limits',
    'Moisture  Not acceptable',
    'Microbials  Unacceptable',
    'Pesticides  Non-conforming',
    'Spinosad  0.1  0.3  3.10  Not Passed',
  ])('reads a negated pass as a failure: %s', (line) => {
    expect(kindOf(line)).toBe('failed');
  });

  it.each([
    'Microbials  PASS',
    'Heavy Metals  Passed',
    'Pesticides  Complies',
    'Mycotoxins  Meets specification',
    'Residual Solvents  ✓',
    'Microbial Impurities   Pass: Yes',
    'Heavy Metals  Conforming',
  ])('still reads a pass: %s', (line) => {
    expect(kindOf(line)).toBe('passed');
  });

  it.each([
    'Mycotoxins  Not Tested',
    'Water Activity  Pending',
    'Heavy Metals  Compliant: N/A',
    'Pesticides  Pass: N/A',
  ])('a status that is neither pass nor fail is not a pass: %s', (line) => {
    expect(kindOf(line)).toBe('not-passed');
  });

  // One line per way each pattern can match: the quick test that passes over lines without a status word must let
  // every one of them through.
  it.each([
    ['Pesticides  FAILURE', 'failed'],
    ['Microbials  ✘', 'failed'],
    ['Microbials  ✗', 'failed'],
    ['Heavy Metals  Out of spec', 'failed'],
    ['Heavy Metals  Non compliant', 'failed'],
    ['Mycotoxins  cannot comply', 'failed'],
    ['Mycotoxins  Unsatisfactory', 'failed'],
    ['Moisture  Acceptable: false', 'failed'],
    ['Moisture  Within limits: no', 'failed'],
    ['Residual Solvents  In progress', 'not-passed'],
    ['Residual Solvents  Incomplete', 'not-passed'],
    ['Terpenes  NT', 'not-passed'],
    ['Terpenes  N/T', 'not-passed'],
    ['Terpenes  NA', 'not-passed'],
    ['Terpenes  Not Applicable', 'not-passed'],
    ['Terpenes  Not Analysed', 'not-passed'],
    ['Water Activity  ✔', 'passed'],
    ['Water Activity  Conforms', 'passed'],
    ['Water Activity  PAſSED', 'passed'],
  ])('reads every kind of status word: %s', (line, kind) => {
    expect(kindOf(line)).toBe(kind);
  });

  it.each([
    ['Heavy Metals (ICP-MS)  As 0.03 (≤1.5)  Pb 0.07 (≤0.5) ..... Meets', 'passed'],
    ['Pesticides  Does not meet', 'failed'],
    ['Mycotoxins  Did not meet', 'failed'],
    ['Humedad  10,2 %  ≤ 12 %  Cumple', 'passed'],
    ['Plomo  7,1 mg/kg  ≤ 5 mg/kg  No cumple', 'failed'],
    ['Solventes residuales  No aplica (flor)', 'not-passed'],
    ['Lood / Lead  0,21 mg/kg  voldoet / complies', 'passed'],
    ['Kwik / Mercury  0,3 mg/kg  voldoet niet / does not comply', 'failed'],
    ['Tungmetaller  ICP-MS  Overholder', 'passed'],
    ['Pesticidrester  Overholder ikke', 'failed'],
    ['Schwermetalle  entspricht', 'passed'],
    ['Schwermetalle  entspricht nicht', 'failed'],
    ['Métaux lourds  Non conforme', 'failed'],
    ['โลหะหนัก / Heavy metals  ผ่าน', 'passed'],
    ['โลหะหนัก / Heavy metals  ไม่ผ่าน', 'failed'],
  ])('reads the bare "Meets" and the pass and fail words of other languages: %s', (line, kind) => {
    expect(kindOf(line)).toBe(kind);
  });

  it('reads "Not Present" in a test of presence as a pass, and "Present" as a failure', () => {
    expect(statusIn('Aspergillus flavus  Not Present  Not Present', true)?.kind).toBe('passed');
    expect(statusIn('Salmonella  Not Positive', true)?.kind).not.toBe('failed');
    expect(statusIn('Aspergillus niger  Present', true)?.kind).toBe('failed');
  });

  it('a results row with no status word has none', () => {
    expect(kindOf('THCA  0.1  24.6 %')).toBeNull();
    expect(kindOf('Δ9-THC  ND')).toBeNull();
  });

  it('a column heading that names both outcomes says nothing', () => {
    expect(kindOf('Panel\tPass/Fail')).toBeNull();
  });
});
