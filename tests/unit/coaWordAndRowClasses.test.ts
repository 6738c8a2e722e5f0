import { describe, expect, it } from 'vitest';
import { statusIn } from '../../src/lib/coa/panelStatus.ts';
import { readPanels } from '../../src/lib/coa/panels.ts';
import { linesOf } from '../../src/lib/coa/lines.ts';
import { checked } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class of words and status rows found since: Filipino pass, fail and
 * not-detected words, and a conclusion line after the last panel, which is the certificate's verdict and never a
 * line of the panel printed above it.
 */
/** A figure read and near the one expected: a total left unread is null, which toBeCloseTo alone takes for 0. */
const near = (value: number | null, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 2);
};

/** An oil's potency in Filipino and English, then its safety panels with a verdict column, then the given lines. */
function filipinoOil(leadVerdict: string, after: readonly string[]): string {
  return [
    'SERTIPIKO NG PAGSUSURI / CERTIFICATE OF ANALYSIS',
    'Produkto / Product: CBD Oil, 10 mL',
    'Analyte     Resulta / Result (%)',
    'CBD         5.00',
    'Δ9-THC      0.05',
    'THCA        Hindi natukoy',
    '',
    'Pagsusuri / Test      Resulta / Result     Hangganan / Limit     Pasya / Verdict',
    'Pesticides            Hindi natukoy        LOQ                   Pumasa',
    `Lead (Pb)             0.90 mg/kg           ≤ 0.5 mg/kg           ${leadVerdict}`,
    'Microbial             < 10 CFU/g           10³ CFU/g             Pumasa',
    'Mycotoxins            < 2 µg/kg            20 µg/kg              Pumasa',
    'Residual solvents     < 50 ppm             5,000 ppm             Pumasa',
    'Foreign matter        Wala / None          —                     Pumasa',
    '',
    ...after,
  ].join('\n');
}

describe('Filipino status words', () => {
  it('reads “Pumasa” as a pass, “Hindi pumasa” as a failure and “Hindi natukoy” as not detected', () => {
    expect(statusIn('Pumasa')?.kind).toBe('passed');
    expect(statusIn('Hindi pumasa')?.kind).toBe('failed');
    expect(statusIn('HINDI PUMASA')?.kind).toBe('failed');
    const [line] = linesOf('THCA   Hindi natukoy   0.01');
    expect(line!.cells.find((cell) => cell.kind === 'figure')?.figure?.qualifier).toBe('not detected');
  });

  it('reads a Filipino panel line passed by “Pumasa” as passed', () => {
    const { readings } = readPanels(linesOf('Mabibigat na metal: Pumasa'));
    expect(readings.map((reading) => [reading.id, reading.kind])).toContainEqual(['heavyMetals', 'passed']);
  });

  it('fails a certificate whose metal line reads “Hindi pumasa”, its totals read through “Hindi natukoy”', () => {
    const { verdict } = checked(filipinoOil('Hindi pumasa', []));
    expect(verdict.admissible).toBe(false);
    // "Lead (Pb)" is a metal of the heavy-metals panel, not a line of the pesticides printed above it.
    const failures = verdict.reasons.filter((reason) => reason.kind === 'failed').map((reason) => reason.text);
    expect(failures.join('\n')).toMatch(/Heavy metals: .*Hindi pumasa/);
    expect(failures.join('\n')).not.toMatch(/Pesticides/);
    near(verdict.totalThc, 0.05);
    near(verdict.totalCbd, 5);
  });
});

describe('a conclusion line after the last panel', () => {
  it('is the certificate’s verdict, never a line of the foreign-material panel printed above it', () => {
    const { verdict } = checked(filipinoOil('Hindi pumasa', ['CONCLUSION: NOT PASSED — lead exceeds the limit']));
    expect(verdict.admissible).toBe(false);
    const failures = verdict.reasons.filter((reason) => reason.kind === 'failed').map((reason) => reason.text);
    expect(failures.join('\n')).not.toMatch(/Foreign material/);
  });

  it('in two languages (“KONKLUSYON / CONCLUSION: HINDI PUMASA”) is the verdict too', () => {
    const text = filipinoOil('Hindi pumasa', ['KONKLUSYON / CONCLUSION: HINDI PUMASA — lead exceeds the limit.']);
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    const failures = verdict.reasons.filter((reason) => reason.kind === 'failed').map((reason) => reason.text);
    expect(failures.join('\n')).not.toMatch(/Foreign material/);
    expect(failures.join('\n')).toMatch(/overall result/);
  });

  it('fails the certificate when it is the only failure printed', () => {
    const { verdict } = checked(filipinoOil('Pumasa', ['CONCLUSION: NOT PASSED — lead exceeds the limit']));
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.text).join('\n')).toMatch(/overall result/);
  });
});

describe('a conclusion that passes', () => {
  it('passes no panel left without a status above it', () => {
    const text = [
      'Matrix: Flower',
      'Analyte  Result (%)',
      'THCA     20.00',
      'Δ9-THC   0.50',
      'CBD      ND',
      'Pesticides: PASS',
      'Heavy Metals: PASS',
      'Microbials: PASS',
      'Mycotoxins: PASS',
      'Moisture: 10.9 % PASS',
      'Water Activity: 0.55 aw PASS',
      'FOREIGN MATERIAL',
      'Stems and seeds',
      'CONCLUSION: PASSED',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.text).join('\n')).toMatch(/foreign material/i);
  });
});

describe('a panel whose data are not released yet', () => {
  it.each(['Preliminary – data under QA review, not yet released', 'not yet released', 'under review', 'Preliminary'])(
    'reads “%s” as not passed',
    (words) => {
      expect(statusIn(words)?.kind).toBe('not-passed');
      const text = [
        'Matrix: Flower',
        'Analyte  Result (%)',
        'THCA     20.00',
        'Δ9-THC   0.50',
        'CBD      ND',
        'Pesticides         Pass',
        `Heavy metals       ${words}`,
        'Microbials         Pass',
        'Mycotoxins         Pass',
        'Foreign Material   Pass',
        'Moisture           Pass (10.9 %)',
        'Water Activity     Pass (0.55 aw)',
      ].join('\n');
      const { verdict } = checked(text);
      expect(verdict.admissible).toBe(false);
      expect(verdict.reasons.map((reason) => reason.kind)).toContain('panel-not-passed');
    },
  );

  it('still passes a panel whose pass stands beside a review date', () => {
    expect(statusIn('Pass (reviewed 2026-11-10)')?.kind).toBe('passed');
  });
});

describe('a row of statuses that starts with the report’s state', () => {
  const potency = ['Matrix: Flower', 'Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND', ''];

  it('reads each panel’s status after the state word when the count matches', () => {
    const text = [
      ...potency,
      'Pesticides Heavy Metals Microbials Mycotoxins Moisture Water Activity Foreign Matter',
      'COMPLETE PASS PASS PASS PASS PASS PASS FAIL',
    ].join('\n');
    const { readings } = readPanels(linesOf(text));
    expect(readings.map((reading) => [reading.id, reading.kind])).toContainEqual(['foreignMaterial', 'failed']);
    expect(readings.map((reading) => [reading.id, reading.kind])).toContainEqual(['pesticides', 'passed']);
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.kind)).not.toContain('unsure-status');
  });

  it('reads “Water Act.” in a row of panel names as water activity', () => {
    const text = [
      ...potency,
      'SUMMARY   Pesticides  Heavy Metals  Microbials  Mycotoxins  Moisture  Water Act.  Foreign Matter',
      '          PASS        PASS          PASS        PASS        PASS      PASS        PASS',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(true);
  });
});

describe('a figure with a decimal comma in a text whose other figures use points', () => {
  it('reads “0,001” as a thousandth, never as one thousand', () => {
    const [line] = linesOf('CBD   0,01   0,001   Limit 0.10');
    const figures = line!.cells.filter((cell) => cell.kind === 'figure').map((cell) => cell.figure!.value);
    expect(figures.slice(0, 2)).toEqual([0.01, 0.001]);
  });
});

describe('a row of statuses aligned under the panels’ names, one word in it the reader does not know', () => {
  const potency = ['Matrix: Flower', 'Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND', ''];
  const names =
    'SUMMARY    Pesticides    Heavy Metals    Microbials    Mycotoxins    Foreign Matter    Moisture    Water Activity';
  const row = (statuses: readonly string[]) =>
    ['COMPLETE', ...statuses].map((word, index) => word.padEnd([11, 14, 16, 14, 14, 18, 12][index] ?? 0)).join('');

  it('reads each known status under its own name, never one moved to the panel before', () => {
    const text = [...potency, names, row(['PASS', 'Zbunuz', 'FAIL', 'PASS', 'PASS', 'PASS', 'PASS'])].join('\n');
    const read = Object.fromEntries(readPanels(linesOf(text)).readings.map((reading) => [reading.id, reading.kind]));
    expect(read).toMatchObject({ pesticides: 'passed', microbial: 'failed', foreignMaterial: 'passed' });
    expect(read.heavyMetals).not.toBe('passed');
    const { verdict } = checked(text);
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.text).join('\n')).toMatch(/^Microbial impurities: /im);
  });
});
