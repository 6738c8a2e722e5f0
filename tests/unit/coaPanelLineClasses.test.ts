import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, FLOWER_PANELS, kinds } from '../support/coaCertificate.ts';

/**
 * Panels as certificates print them beside each other: two panels on one line are each read, figures alone judged
 * against the printed or the default limit; a panel a line names but whose result cannot be read is said so, with
 * its line, and is never called missing.
 */
describe('two panels on one line', () => {
  const potency = ['Analyte    Result (%)', 'THCA       21.40', 'Δ9-THC     0.50', 'CBD        ND'];
  const others = FLOWER_PANELS.slice(0, 5);

  it('reads moisture and water activity given as figures on one line, each within its default limit', () => {
    const { verdict } = checked(flowerCertificate(potency, [...others, 'Moisture 10.2 %   Water activity 0.55 aw']));
    expect(verdict.reasons).toEqual([]);
  });

  it('judges each by its own figure under a table’s Result and Limit heads, not by the other’s figure', () => {
    const panels = [
      ...others,
      'Analyte                      Result     Limit     Status',
      'Arsenic                      ND         0.10      Pass',
      'Moisture: 10.9 %   Water Activity: 0.55',
    ];
    const { verdict } = checked(flowerCertificate(potency, panels));
    expect(verdict.reasons).toEqual([]);
  });

  it('fails water activity over its default limit when it shares a line with moisture', () => {
    const { verdict } = checked(flowerCertificate(potency, [...others, 'Moisture 10.2 %   Water activity 0.71 aw']));
    expect(kinds(verdict.reasons)).toEqual(['failed']);
    expect(verdict.reasons[0]!.text).toMatch(/^Water activity at 0\.71 aw/);
  });
});

describe('a panel named on a line whose result cannot be read', () => {
  it('says it could not read the panel’s result, shows the line, and never calls the panel missing', () => {
    const { verdict } = checked(
      flowerCertificate(
        ['Analyte    Result (%)', 'THCA       21.40', 'Δ9-THC     0.50', 'CBD        ND'],
        [...FLOWER_PANELS.slice(0, 6), 'Water Activity ........ see page 3'],
      ),
    );
    const text = verdict.reasons.map((reason) => reason.text).join(' ');
    expect(text).not.toMatch(/missing from this COA/);
    expect(text).toMatch(/The result of water activity/i);
    expect(text).toContain('Water Activity ........ see page 3');
  });
});
