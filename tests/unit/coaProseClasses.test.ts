import { describe, expect, it } from 'vitest';
import { checked, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * A fail word counts only as a row's or a panel's status: a legend that defines the status words, a definition of
 * "Fail" in a footnote, or a method note that speaks of failed batches says nothing about this sample's panels.
 */

const POTENCY = ['Matrix: Flower', 'Analyte  Result (%)', 'THCA     20.00', 'Δ9-THC   0.50', 'CBD      ND'];
const PANELS = [
  'Pesticides           PASS',
  'Heavy Metals         PASS',
  'Microbials           PASS',
  'Mycotoxins           PASS',
  'Moisture             PASS',
  'Water Activity       PASS',
  'Foreign Material',
  'Stems                ND     PASS',
  'Seeds                ND     PASS',
];

describe('prose that holds a fail word', () => {
  it.each([
    [
      'a legend of the status words',
      ['Bewertung: i.O. = in Ordnung (Anforderung erfüllt) · n.i.O. = nicht in Ordnung'],
    ],
    ['a legend in English', ['P = Pass; F = Fail; NT = not tested']],
    ['a footnote that defines “Fail”', ['* Fail = a result at or above the action level.']],
    [
      'a method note of several lines',
      [
        'Method notes: analytical batches that fail system suitability or calibration checks are rejected and',
        're-injected; no reported result comes from a failed batch.',
      ],
    ],
  ])('admits a clean certificate with %s after its panels', (_what, prose) => {
    const { verdict } = checked([...POTENCY, '', ...PANELS, ...prose].join('\n'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it('admits it with the legend before the panels too', () => {
    const legend = 'Key: PASS = within limits · FAIL = over the limit · NT = not tested';
    const { verdict } = checked([...POTENCY, legend, '', ...PANELS].join('\n'));
    expect(verdict.reasons).toEqual([]);
  });

  it('still fails a panel whose own status is a fail, and an overall result given as “= FAIL”', () => {
    const failing = PANELS.map((line) => (line.startsWith('Heavy Metals') ? 'Heavy Metals         FAIL' : line));
    const legend = 'P = Pass; F = Fail';
    expect(checked([...POTENCY, '', ...failing, legend].join('\n')).verdict.admissible).toBe(false);
    expect(checked([...POTENCY, '', ...PANELS, 'Overall Result = FAIL'].join('\n')).verdict.admissible).toBe(false);
  });
});

describe('a table pasted from a spreadsheet export', () => {
  it('reads a CSV paste with quoted fields and a quoted thousands comma ("1,012.4") like any table', () => {
    const text = [
      '"Analyte","Result (mg/g)","LOQ (mg/g)"',
      '"THCA","1,012.4","0.5"',
      '"Δ9-THC","18.2","0.5"',
      '"CBDA","3.1","0.5"',
      '"CBD","ND","0.5"',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('mg/g');
    expect(verdict.totalThc).toBeCloseTo(18.2 + 0.877 * 1012.4, 2);
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 3.1, 2);
  });
});

describe('panels named in sentences wrapped across lines', () => {
  const potency = ['Matrix: Flower', 'Potency: THCA came in at 20.00% and delta-9 THC at 0.50%. CBD was not detected.'];
  const sentences = (foreign: readonly string[]) => [
    'Pesticides passed,',
    'everything below the LOQ. Heavy metals passed. Microbials passed. Mycotoxins passed, with total',
    'aflatoxins under 2 ppb.',
    'Water activity was 0.57 aw (limit 0.65), a pass.',
    ...foreign,
  ];
  it.each([
    [
      'its name at a line’s end, its status on the next',
      ['Moisture was 10.6% (limit 15%), a pass. Foreign matter', 'inspection passed with nothing observed.'],
    ],
    [
      'its name split across the break',
      ['Moisture was 10.6% (limit 15%), a pass. Foreign', 'matter inspection passed, nothing seen.'],
    ],
    [
      'its status word on the next line',
      ['Moisture was 10.6% (limit 15%), a pass. Foreign material screening', 'passed; nothing was observed.'],
    ],
  ])('reads the status of a panel with %s', (_what, foreign) => {
    const { verdict } = checked([...potency, '', ...sentences(foreign)].join('\n'));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.admissible).toBe(true);
  });

  it('reads a fail on the next line as the panel’s fail', () => {
    const { verdict } = checked(
      [
        ...potency,
        '',
        ...sentences([
          'Moisture was 10.6% (limit 15%), a pass. Foreign matter',
          'inspection did not pass: seeds seen.',
        ]),
      ].join('\n'),
    );
    expect(verdict.admissible).toBe(false);
    expect(verdict.reasons.map((reason) => reason.kind)).toEqual(['failed']);
  });

  it('does not take the next sentence’s words for a panel whose sentence has ended', () => {
    const { verdict } = checked(
      [
        ...potency,
        '',
        ...sentences([
          'Moisture was 10.6% (limit 15%), a pass. Foreign matter',
          'Seeds were looked for and passed to the client.',
        ]),
      ].join('\n'),
    );
    expect(verdict.reasons.map((reason) => reason.kind)).toContain('unsure-status');
  });
});

describe('a wrapped sentence that lists what a test leaves out', () => {
  it('does not read panels listed as not requested as panels not passed', () => {
    const { verdict } = checked(
      [
        'Matrix: Flower',
        'Potency: THCA came in at 20.00% and delta-9 THC at 0.50%. CBD was not detected.',
        '',
        'Qualifiers: U = not detected; J = estimated value',
        'between LOD and LOQ. Safety testing (pesticides, metals, microbials, mycotoxins) is not part of',
        'the compliance test and was not requested.',
      ].join('\n'),
    );
    expect(verdict.reasons.map((reason) => reason.kind)).not.toContain('panel-not-passed');
  });
});

/**
 * A letter or an e-mail wraps its sentences where the line is full, mid-sentence: a figure on one line, its name on
 * the next. Its figures come after their names ("el CBD es de 3,10 %") or before them, tied by a word ("0,18 % de
 * Δ9-THC", "0.18 % of Δ9-THC"), and the lab's formula in brackets after a total is no row.
 */
describe('potency in sentences wrapped mid-sentence', () => {
  const SPANISH = [
    'Cannabinoides (HPLC-DAD, confirmación GC-MS para HHC): la muestra contiene 0,18 % de Δ9-THC y 0,35 % de',
    'THCA, lo que da un THC total de 0,49 % (Δ9-THC + 0,877 × THCA). El CBD es de 3,10 % y el CBDA de 6,20 %,',
    'con un CBD total de 8,54 %. El CBG es 0,22 % y el CBN 0,05 %.',
  ];
  const ENGLISH = [
    'Cannabinoids (HPLC-DAD): the sample contains 0.18 % of Δ9-THC and 0.35 % of',
    'THCA, which gives a total THC of 0.49 % (Δ9-THC + 0.877 × THCA). CBD is 3.10 % and CBDA is 6.20 %,',
    'for a total CBD of 8.54 %. CBG is 0.22 %.',
  ];

  it.each([
    ['Spanish', SPANISH],
    ['English', ENGLISH],
  ])('reads each figure as its own name’s in %s', (_language, lines) => {
    const { verdict } = checked(flowerCertificate(lines));
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(0.18 + 0.877 * 0.35, 4);
    expect(verdict.totalCbd).toBeCloseTo(3.1 + 0.877 * 6.2, 4);
  });

  it.each([
    [
      'its total wrapped before its figure',
      [
        'Además hemos cuantificado hexahidrocannabinol: 9(R)-HHC 6,9 % y 9(S)-HHC 4,5 %, es decir HHC total',
        '11,4 %. Como ya sabe, el HHC no aparece de forma natural en estas concentraciones.',
      ],
    ],
    [
      'its figure wrapped after its name',
      ['We also quantified hexahydrocannabinol: the sample holds 9(R)-HHC at', '6.9 % and 9(S)-HHC at 4.5 %.'],
    ],
  ])('refuses a converted cannabinoid over a trace with %s', (_what, converted) => {
    const { verdict } = checked(flowerCertificate([...SPANISH, ...converted]));
    expect(kinds(verdict.reasons)).toContain('converted');
    expect(verdict.admissible).toBe(false);
  });

  it('reads no limit of quantification as a result: “No se detecta Δ8-THC (LC 0,2 %)”', () => {
    const { verdict, rows } = checked(flowerCertificate([...SPANISH, 'No se detecta Δ8-THC (LC 0,2 %).']));
    expect(rows.some((row) => row.analyte === 'd8thc' && row.figure === '0,2')).toBe(false);
    expect(kinds(verdict.reasons)).not.toContain('converted');
  });
});

describe('a figure tied by a word to a name spelled out with its short name in brackets', () => {
  it('reads “16,81 % de Cannaibidhióil (CBD), no se detecta Cannabidiolsyra (CBDA)” as CBD’s figure and no CBDA', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoides (HPLC)',
        'la muestra contiene 0,06 % de Tetrahydrocannabinolsäure (THCA), no se detecta Δ9-THC, la muestra contiene',
        '16,81 % de Cannaibidhióil (CBD), no se detecta Cannabidiolsyra (CBDA).',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalThc).toBeCloseTo(0.877 * 0.06, 4);
    expect(verdict.totalCbd).toBeCloseTo(16.81, 4);
  });
});

describe('a name spelled out over a line break, its short name in brackets', () => {
  it('reads “Acid” / “canabidiolic (CBDA) was not detected” then “Kanabidiol (CBD)” as no CBDA and no CBD', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoids (HPLC)',
        'Δ9-THCA was not detected, Δ9-Τετραϋδροκανναβινόλη was not detected, Acid',
        'canabidiolic (CBDA) was not detected, Kanabidiol (CBD) was not detected,',
        'CBDV was not detected, CBN was not detected, the sample contains 0.44 % of',
        'CBC, the sample contains 0.48 % of CBG.',
      ]),
    );
    expect(kinds(verdict.reasons)).not.toContain('failed');
    expect([verdict.totalThc, verdict.totalCbd]).toEqual([0, 0]);
  });
});

describe('a figure tied by a word to the name after it, printed in letters by a scan', () => {
  it.each([
    ['English', 'the sample contains l,08 % of Δ10-THC.'],
    ['Spanish', 'la muestra contiene l,O8 % de Δ10-THC.'],
    ['its name wrapped to the next line', 'the sample contains l.08 % of', 'Δ10-THC.'],
  ])('is unsure of a converted cannabinoid whose figure it cannot read (%s), never admitting it', (_, ...lines) => {
    const { verdict, unsure } = checked(flowerCertificate([...POTENCY, ...lines]));
    expect(verdict.admissible).toBe(false);
    expect(kinds(verdict.reasons)).toEqual(['unsure-columns']);
    expect(unsure.some((part) => part.analytes.includes('d10thc'))).toBe(true);
  });
});

describe('a converted cannabinoid named beside a figure on a line the reader reads nothing from', () => {
  it.each(['9(R)-HHC 6,9 % y 9(S)-HHC 4,5 %.', 'Además: 9(R)-HHC 6,9 % y 9(S)-HHC 4,5 %.'])(
    'never admits in silence past “%s”',
    (line) => {
      const { verdict, unsure } = checked(flowerCertificate([...POTENCY, line]));
      expect(verdict.admissible).toBe(false);
      expect(unsure.some((part) => part.analytes.includes('hhc'))).toBe(true);
    },
  );

  it('takes a figure after “not detected” for the limit it was not found above', () => {
    const line = 'Converted cannabinoids (Δ8-THC, HHC) not detected (LOQ 0.05 %).';
    expect(checked(flowerCertificate([...POTENCY, line])).verdict.reasons).toEqual([]);
  });
});

describe('a wrapped paragraph whose lines hold as many commas as each other', () => {
  it('reads it as sentences, not as a CSV export under a header of sentence pieces', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoids (HPLC)',
        'THCA was not detected, Δ9-THC',
        'was not detected, the sample contains 13.77 % of CBDA, CBD',
        'was not detected, the sample contains 0.10 % of THCV, the sample contains',
        '0.46 % of CBG, the sample contains 0.09 % of CBN, the sample contains 0.15',
        '% of THCP.',
      ]),
    );
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 13.77, 4);
    expect(kinds(verdict.reasons)).toEqual(['converted']);
  });
});
