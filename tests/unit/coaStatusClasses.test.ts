import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, FLOWER_PANELS, kinds } from '../support/coaCertificate.ts';

/**
 * Statuses a certificate gives in ways the panel reader did not place: a panel's result written as a sentence, a
 * panel not yet reported ("SUBCONTRACTED - results to follow"), and statuses and panel names in further languages.
 */
const POTENCY = ['Analyte    Result (%)', 'THCA       21.40', 'Δ9-THC     0.50', 'CBD        ND'];
const WITHOUT_PESTICIDES = FLOWER_PANELS.filter((line) => !line.startsWith('Pesticides'));

describe('a panel’s result written as a sentence', () => {
  it.each([
    ['under its heading', ['PESTICIDES', 'All pesticides were below their action levels (62 analytes, LC-MS/MS).']],
    ['on a line of its own', ['All pesticides were below the action limits (66 analytes).']],
    ['as “none exceeded”', ['Pesticides: none of the 59 analytes exceeded its action level.']],
    ['as “did not exceed”', ['PESTICIDES', 'Results did not exceed the state limits.']],
  ])('passes the panel %s', (_where, lines) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it.each([
    ['under its heading', ['PESTICIDES', 'Myclobutanil exceeded its action level (0.42 µg/g over 0.2 µg/g).']],
    ['on a line of its own', ['Two pesticides exceeded their action levels: bifenazate and myclobutanil.']],
    ['as “not below”', ['Pesticides were not below the action levels for bifenazate.']],
  ])('fails the panel %s', (_where, lines) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Pesticides/);
  });

  it('still fails the panel when a sentence says it passed and its line says FAIL', () => {
    const lines = ['Pesticides: results did not exceed the action levels except bifenazate — FAIL'];
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });
});

describe('a panel not yet reported', () => {
  const WITHOUT_MYCOTOXINS = FLOWER_PANELS.filter((line) => !line.startsWith('Mycotoxins'));
  it.each([
    'Mycotoxins ............... SUBCONTRACTED - results to follow under separate report',
    'Mycotoxins: results to follow',
    'Mycotoxins               Subcontracted',
    'Mycotoxins               Awaiting results',
  ])('says plainly that it was not passed on this COA: %s', (line) => {
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_MYCOTOXINS, line]));
    expect(kinds(verdict.reasons)).toEqual(['panel-not-passed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Not passed on this COA: mycotoxins/);
  });

  it('reads a pass the subcontracting lab gave as a pass', () => {
    const line = 'Mycotoxins (subcontracted to Northstar Labs, report NS-2231)     PASS';
    const { verdict } = checked(flowerCertificate(POTENCY, [...WITHOUT_MYCOTOXINS, line]));
    expect(verdict.reasons).toEqual([]);
  });
});

describe('a sentence that says nothing exceeded, beside a failure', () => {
  it('reads “No pass — 2 analytes exceeded” as a failure, not as “none exceeded”', () => {
    const lines = ['Pesticides: No pass — 2 analytes exceeded their action levels'];
    const { verdict } = checked(flowerCertificate(POTENCY, [...lines, ...WITHOUT_PESTICIDES]));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
  });
});
