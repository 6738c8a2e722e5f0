import { describe, expect, it } from 'vitest';
import { checked, FLOWER_PANELS, flowerCertificate, kinds } from '../support/coaCertificate.ts';

/**
 * A figure is never shown, nor its absence claimed, in silence: a certificate whose lines name a cannabinoid beside
 * a figure the reader could not place is "could not read with certainty", never "no results were found"; a paste
 * that stops inside the potency table leaves every total its cut row could change unread.
 */
function expectUnsureNotMissing(lines: readonly string[]) {
  const { verdict, unsure } = checked(flowerCertificate(lines));
  const reasonKinds = kinds(verdict.reasons);
  expect(reasonKinds).not.toContain('no-cannabinoids');
  expect(reasonKinds).toContain('unsure-columns');
  expect(verdict.totalThc).toBeNull();
  expect(unsure.flatMap((part) => part.lines.map((line) => line.number)).length).toBeGreaterThan(0);
}

describe('cannabinoid figures the reader cannot place', () => {
  it('is unsure, not "no results", of potency written as sentences', () => {
    expectUnsureNotMissing([
      'Potency (HPLC)',
      'Tetrahydrocannabinolic acid was measured at 19.40 percent by weight; Δ9-THC came to 0.81 percent.',
      'Cannabidiol was below the limit.',
    ]);
  });

  it('is unsure, not "no results", of a lone line naming a cannabinoid beside figures it cannot read', () => {
    expectUnsureNotMissing(['THCA ≈ 18 ± 2 by area ratio 7/3']);
  });
});

describe('a paste that stops inside the potency table', () => {
  const HEAD = [
    'Analyte        Result (%)     Result (mg/g)     LOQ (%)',
    'CBD            ND             ND                0.05',
  ];

  it('shows no total THC when the THCA row is cut before its figures end', () => {
    const { verdict, unsure } = checked(
      [
        'Matrix: Flower',
        'Pesticides: PASS',
        ...HEAD,
        'Δ9-THC         0.71           7.1               0.05',
        'THCA           1',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(unsure.some((part) => part.analytes.includes('thca'))).toBe(true);
  });

  it('shows no total THC when the text ends on the THCA row’s name alone', () => {
    const { verdict } = checked(
      [
        'Matrix: Flower',
        'Pesticides: PASS',
        ...HEAD,
        'Δ9-THC         0.71           7.1               0.05',
        'THCA',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });

  // A bound is printed to the decimals of its limit: "< 0" is "< 0,05" cut after its first digit, as "2" is "22.41".
  it.each([
    ['the table’s first row', []],
    ['rows above printing their bounds to more decimals', ['CBG\t< 0,05\t< 0,005\t< 0,05']],
    ['rows above printing results there, the bound one of zero', ['CBG\t1,20\t0,120\t4,8']],
  ])('is unsure, never “no results”, when the text ends on a bound cut short, %s', (_, above) => {
    const { verdict } = checked(
      [
        'Matrix: Flower',
        'Pesticides: PASS',
        'Compound\tmg/g\tResultado (%)\tmg/serving',
        'Acidic and neutral cannabinoids',
        ...above,
        'CBN\t< 0,05\t< 0,005\t< 0',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(verdict.totalCbd).toBeNull();
    expect(kinds(verdict.reasons)).not.toContain('no-cannabinoids');
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('a paste that stops on the first row’s name, under a header printed over two lines', () => {
  // No row with a figure follows the header, so only the name cut short shows the lines are a table's header.
  it.each([[[]], [['Cannabinoids (HPLC-UV, % w/w, as received)']]])(
    'is unsure, never “no results” (a group heading between: %j)',
    (group) => {
      const { verdict } = checked(
        [
          'Matrix: Flower',
          'Pesticides: PASS',
          'Cannabinoids',
          '                                           Result',
          'Prüfparameter                              ± U                Method',
          ...group,
          'Kanabidiyol (CBD) (%)',
        ].join('\n'),
      );
      expect(verdict.totalCbd).toBeNull();
      expect(kinds(verdict.reasons)).not.toContain('no-cannabinoids');
      expect(kinds(verdict.reasons)).toContain('unsure-columns');
    },
  );
});

describe('a paste that stops on a comparison sign, a bound cut before its number', () => {
  // "Total Yeast & Mold <" in a table printed beside the potency one: the text ends inside a row, whatever the
  // potency row's own cells hold.
  it('is unsure of the row and the parts the lost rows may hold', () => {
    const { verdict } = checked(
      [
        'Matrix: Concentrate',
        '0.13 %  THC total          5.31 %  CBD total',
        'Analyte          Result (%)   LOQ (%)    Test                  Result        Limit           Status',
        'Δ9-THC           ND           0.05       Total Yeast & Mold    <',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('a paste that stops inside the last row’s uncertainty', () => {
  it('shows no total of the cut row’s part when the text ends on "0,06 ± 0" where the rows above print "± 0,04"', () => {
    const { verdict } = checked(
      [
        'Product Type: Dried Cannabis',
        'Compound                          Ms (loq)   Result ± U (%)',
        'Tetrahydrocannabinolzuur (THCA)   0,0030     0,68 ± 0,04',
        'Δ⁹-THC                            0,0033     1,41 ± 0,08',
        'Cannabidiolo (CBD)                0,0036     2,42 ± 0,15',
        'CBDA                              0,0039     0,06 ± 0',
      ].join('\n'),
    );
    expect(verdict.totalCbd).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('a paste that stops on a name after a page break that printed the header again', () => {
  it('is unsure of that row though the header names a total among its heads ("% of total cannabinoids")', () => {
    const header = 'Compound LOQ (%) mg/unit mg per package % of total cannabinoids Method Specification';
    const { verdict } = checked(
      [
        'Matrix: Edible',
        'Units per package: 80',
        header,
        'Δ9-THC 0.05 9.97 797.60 0.03 HPLC-DAD Report',
        'THCA 0.05 < 0.20 < 16.00 0.14 HPLC-DAD Report',
        '',
        'PCL-24-118733 · Garden Dusk · Page 1 of 2',
        '',
        header,
        'CBDA 0.05 2.94 235.20 0.25 HPLC-DAD Report',
        'Cannabidiol (CBD)',
      ].join('\n'),
    );
    expect(verdict.totalCbd).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('a paste that stops inside the last row, after its figures, before a column of words', () => {
  it('shows no total of a part the lost rows may hold: the row prints fewer cells than every row above it', () => {
    const { verdict, unsure } = checked(
      [
        'Matrix: Flower',
        'Pesticides: PASS',
        'Analyte\tLOQ (%)\tResult (%)\tResult (mg/g)\tMethod',
        'CBD\t0.05\t2.53\t25.3\tQC-HPLC-07',
        'Δ9-THC\t0.05\t1.40\t14.0',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(verdict.totalCbd).toBeNull();
    expect(unsure.some((part) => part.analytes.includes('cbda'))).toBe(true);
  });

  // The row's name is its first cell whatever part of it the names pattern matches ("iso-THC" of "Δ4(8)-iso-THC").
  it.each([['Δ4(8)-iso-THC'], ['(-)-Δ9-THC'], ['(−)-trans-Δ9-THC']])(
    'shows no total of a part the lost rows may hold when the cut row’s name has a prefix before it (“%s”)',
    (name) => {
      const { verdict, unsure } = checked(
        [
          'Matrix: Flower',
          'Pesticides: PASS',
          'Analyte\tLOQ (%)\tResult (%)\tResult (mg/g)\tMethod',
          'CBD\t0.0030\t2.53\t25.3\tQC-HPLC-07',
          'CBN\t0.0036\t0.71\t7.1\tQC-HPLC-07',
          `${name}\t0.0039\t0.64\t6`,
        ].join('\n'),
      );
      expect(verdict.totalThc).toBeNull();
      expect(verdict.totalCbd).toBeNull();
      expect(unsure.some((part) => part.analytes.includes('cbda'))).toBe(true);
    },
  );

  it('reads a last row that prints every cell the rows above print', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte\tLOQ (%)\tResult (%)\tResult (mg/g)\tMethod',
        'CBD\t0.05\t2.53\t25.3\tQC-HPLC-07',
        'Δ9-THC\t0.05\t1.40\t14.0\tQC-HPLC-07',
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(1.4, 4);
  });
});

describe('potency written as sentences wrapped over lines, clauses set apart by commas, figures with decimal commas', () => {
  // Three lines of three pieces between commas look like a CSV export; a comma between two digits with words about
  // them is a figure's decimal mark in a sentence, so they are no records.
  it('reads each figure whole, never "0,05" as 0 and 05', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoids (HPLC)',
        'THCA-A was not detected, Δ9-Tetrahidrocanabinol was not detected, the sample',
        'contains 1,20 % of Cannabidiolsäure (CBDA), Cannaibidhióil (CBD) was not',
        'detected, the sample contains 0,05 % of HHC.',
      ]),
    );
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 1.2, 6);
    expect(verdict.totalThc).toBe(0);
    expect(kinds(verdict.reasons)).not.toContain('converted');
  });

  // Each line three clauses of a few words ("Δ9-THC was not detected, CBDA was not detected, the sample"): a header of
  // a CSV export names columns, it never says what was not detected.
  it('reads clauses that say what was not detected as a sentence’s, never as a CSV export’s header', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoids (HPLC)',
        'the sample contains 31.98 % of THCA,',
        'Δ9-THC was not detected, CBDA was not detected, the sample',
        'contains 1.00 % of Cannabidiol (CBD), CBGA was not detected, CBN was not',
        'detected, CBG was not detected, the sample contains 0.05 % of CBC.',
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(0.877 * 31.98, 6);
    expect(verdict.totalCbd).toBeCloseTo(1, 6);
  });
});

describe('a part of the totals named beside its figure on a line the reader cannot read, beside rows it read', () => {
  // The table gives Δ9-THC, CBD and CBDA; THCA comes in a line of words after it. A total of Δ9-THC alone would be
  // shown as if there were no THCA.
  it('is unsure of that part, never leaving it out of a total in silence', () => {
    const { verdict, unsure } = checked(
      flowerCertificate([
        'Analyte   Result (%)',
        'Δ9-THC    0.50',
        'CBD       ND',
        'CBDA      0.10',
        '',
        'THCA reported as 31.98, retest pending',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(unsure.some((part) => part.analytes.includes('thca'))).toBe(true);
  });
});

describe('potency written as sentences that name analytes together', () => {
  // "CBD and CBDA were both not detected (LOQ 0.05 %)": the limit in brackets is no result, and both were not found.
  it('reads each of the analytes a sentence names together as not detected', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Cannabinoids (HPLC, % by weight, as received): delta-9-THC came in at 0.88 % and THCA at 19.40 %. CBD and CBDA',
        'were both not detected (LOQ 0.05 %). We also saw CBGA at 0.61 % and CBG at 0.07 %.',
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(0.88 + 0.877 * 19.4, 6);
    expect(verdict.totalCbd).toBe(0);
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
  });

  // The first line holds two names and two words in lower case only: it still goes on on the next line, whose first
  // word is in lower case too, and a figure a scan garbled there leaves its analytes unsure, never left out.
  it('reads a sentence wrapped after two names, and is unsure of the analytes whose figures a scan garbled', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Terpenes',
        'Analyte Result (%) LOQ (%)',
        'beta-Myrcene O.61 0.05',
        '',
        'Cannabinoids (HPLC)',
        'Acido tetraidrocannabinolico and Δ9-Tetra-hidrocanabinol were',
        'both not detected (LOQ O,05 %), and Κανναβιδιολικό οξύ (CBDA)',
        'was found at O,08 %, and Cannabidiol (CBD) was found at 0,05',
        '%, and CBC was found at O,33 %.',
      ]),
    );
    expect(verdict.totalCbd).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });

  it('is unsure of analytes named together before one figure, which may be either’s or the sum', () => {
    const { verdict } = checked(
      flowerCertificate(['The sample held THCA at 19.40 % and 0.88 % of Δ9-THC. CBD and CBDA were found at 0.52 %.']),
    );
    expect(verdict.totalCbd).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('potency written as sentences after another table', () => {
  const TABLE = [
    'Analyte        Result (%)     LOQ (%)',
    'CBG            0.41           0.05',
    'CBN            ND             0.05',
  ];

  it('gives each analyte the figure after its own name, never a column of the table above', () => {
    const { verdict } = checked(
      flowerCertificate([
        ...TABLE,
        'THCA was found at 0.05 %. Δ9-THC was found at 0.81 %. CBDA was found at 0.06 %. CBD was not detected.',
      ]),
    );
    expect(verdict.totalThc).toBeCloseTo(0.81 + 0.877 * 0.05, 4);
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 0.06, 4);
  });

  it('reads sentences wrapped over lines, the lab’s formula in brackets and “not detected” written out', () => {
    const { verdict } = checked(
      flowerCertificate([
        'CANNABINOID PROFILE (HPLC-DAD, as received)',
        'THCA was found at 20.00 % (w/w). Delta-9-THC was found at 0.50 % (w/w). CBDA was found at 0.10 % (w/w),',
        'while CBD was not detected (ND). CBG was found at 0.30 %; CBN and',
        'Delta-8-THC were not detected. Total THC (Delta-9-THC + 0.877 x THCA) was calculated as 18.04 %, and total',
        'CBD (CBD + 0.877 x CBDA) as 0.09 %.',
      ]),
    );
    expect(kinds(verdict.reasons)).not.toContain('unsure-columns');
    expect(verdict.totalThc).toBeCloseTo(0.5 + 0.877 * 20, 4);
    expect(verdict.totalCbd).toBeCloseTo(0.877 * 0.1, 4);
  });

  it('is unsure of an analyte whose sentence gives a bound, not a result', () => {
    const { verdict, unsure } = checked(
      flowerCertificate([
        ...TABLE,
        'THCA was found at 21.30 %. Δ9-THC was below the limit of 0.05 %. CBD was not detected.',
      ]),
    );
    expect(verdict.totalThc).toBeNull();
    expect(unsure.some((part) => part.analytes.includes('d9thc'))).toBe(true);
  });
});

describe('a one-column potency table cut mid-figure', () => {
  it('shows no total THC when the paste ends on “THCA 2” under rows printed to two decimals', () => {
    const { verdict, unsure } = checked(
      [
        'Matrix: Flower',
        ...FLOWER_PANELS,
        'Analyte        Result (%)',
        'CBD            ND',
        'Δ9-THC         0.71',
        'THCA           2',
      ].join('\n'),
    );
    expect(verdict.totalThc).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    const part = unsure.find((candidate) => candidate.analytes.includes('thca'));
    expect(part?.lines.map((line) => line.text)).toEqual(['THCA 2']);
  });

  it('shows no total THC when the cut figure keeps fewer decimals than the rows above (“22.4” of “22.41”)', () => {
    const { verdict } = checked(
      ['Matrix: Flower', ...FLOWER_PANELS, 'Analyte   Result (%)', 'CBD   0.06', 'Δ9-THC   0.71', 'THCA   22.4'].join(
        '\n',
      ),
    );
    expect(verdict.totalThc).toBeNull();
  });

  it('still reads a one-column table that ends on a whole row', () => {
    const { verdict } = checked(
      ['Matrix: Flower', ...FLOWER_PANELS, 'Analyte   Result (%)', 'CBD   0.06', 'Δ9-THC   0.71', 'THCA   22.41'].join(
        '\n',
      ),
    );
    expect(verdict.totalThc).toBeCloseTo(0.71 + 0.877 * 22.41, 4);
  });
});

describe('potency sentences that print the figure before the name', () => {
  it('is unsure of every analyte of a sentence whose figures come first, not giving each the next one’s figure', () => {
    const { verdict } = checked(
      flowerCertificate([
        'Analyte        Result (%)     LOQ (%)',
        'CBN            ND             0.05',
        'The sample held 0.10 % CBG, 0.50 % CBD, 0.06 % CBDA and 0.20 % CBGA. THCA was found at 21.30 %.',
        'Δ9-THC was found at 0.62 %.',
      ]),
    );
    expect(verdict.totalCbd).toBeNull();
    expect(verdict.totalThc).toBeCloseTo(0.62 + 0.877 * 21.3, 4);
  });
});

describe('lines that are not sentences', () => {
  it('reads a totals row whose formula follows an abbreviation (“calc.”) as the table’s, not as a sentence', () => {
    const { verdict, unsure } = checked(
      flowerCertificate([
        'Analyte        Result (%)     LOQ (%)',
        'Δ9-THC         0.50           0.05',
        'THCA           20.00          0.05',
        'CBD            ND             0.05',
        'CBDA           ND             0.05',
        'Total CBD      ND             - calc. (CBD + 0.877 CBDA)',
      ]),
    );
    expect(unsure).toEqual([]);
    expect(verdict.totalCbd).toBe(0);
  });

  it('reads a product’s name that prints a strength (“Hemp extract oil 10 % CBD (olive oil), vial 10 ml”) as no sentence', () => {
    const { verdict, unsure } = checked(
      flowerCertificate([
        'Sample: Hemp extract oil 10 % CBD (olive oil), vial 10 ml',
        'Analyte        Result (%)     LOQ (%)',
        'Δ9-THC         0.04           0.01',
        'THCA           ND             0.01',
        'CBD            10.20          0.01',
        'CBDA           0.25           0.01',
      ]),
    );
    expect(unsure).toEqual([]);
    expect(verdict.totalCbd).toBeCloseTo(10.2 + 0.877 * 0.25, 4);
  });
});

describe('a table printed across, a scan’s garbled figure in a row whose count still fits the names', () => {
  // "O.13" is no figure and "n.d. / n.n." is two: the row still holds one figure per name, each a place off.
  it('is unsure of the row, never giving each name its neighbour’s figure', () => {
    const { verdict } = checked(
      flowerCertificate([
        'CANNABINOID PROFILE',
        '          CBDA       THCV          CBDV     THCA      Δ9-THC    CBD           CBG',
        'LOQ (%)   0.0030     0.0033        0.0036   0.0039    0.0042    0.0045        0.0048',
        '%         O.13       n.d. / n.n.   0.07     27.93     0.73      n.d. / n.n.   l.03',
      ]),
    );
    expect(verdict.totalCbd).toBeNull();
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
  });
});

describe('a table printed across whose head names one analyte twice', () => {
  it('is unsure of its figures, not giving the second name’s figure to the first (“CBD Acid canabidiolic (CBDA)”)', () => {
    const { verdict } = checked(
      flowerCertificate([
        'THCA Δ9-THC CBD Acid canabidiolic (CBDA)',
        'LOQ (%) 0.05 0.05 0.05 0.05',
        '% 20.10 0.40 0.05 0.05',
      ]),
    );
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(verdict.totalCbd).toBeNull();
  });

  it('reads a name after an aligned CBD as its own column’s, not as “CBD Acid” across the gap', () => {
    const { verdict } = checked(
      flowerCertificate([
        '          THCA    Δ9-THC   CBD      Acid canabidiolic (CBDA)',
        'LOQ (%)   0.05    0.05     0.05     0.05',
        '%         20.10   0.40     0.05     0.05',
      ]),
    );
    expect(verdict.reasons).toEqual([]);
    expect(verdict.totalCbd).toBeCloseTo(0.05 + 0.877 * 0.05, 6);
  });
});

describe('a reference to a note after a row', () => {
  const references = [
    'see note 3',
    'note 2',
    '(footnote 4)',
    'ref. 1',
    'siehe Anm. 2',
    'voir remarque 1',
    'Ver nota 2',
  ];
  const truth = { thc: 0.2 + 0.877 * 0.5, cbd: 0.4 + 0.877 * 12 };

  it.each(references)('never reads the number of "%s" as a figure, in a list or a table', (reference) => {
    for (const lines of [
      ['Cannabinoids (%)', `THCA 0.50 ${reference}`, 'Δ9-THC 0.20', 'CBDA 12.00', 'CBD 0.40'],
      ['Potency', `THCA: 0.50 % ${reference}`, 'Δ9-THC: 0.20 %', 'CBDA: 12.00 %', 'CBD: 0.40 %'],
      [
        'Analyte   Result (%)   LOQ (%)',
        `THCA      0.50         0.05      ${reference}`,
        'Δ9-THC    0.20         0.05',
        'CBDA      12.00        0.05',
        'CBD       0.40         0.05',
      ],
    ]) {
      const { verdict } = checked(flowerCertificate(lines));
      expect(verdict.totalThc === null || Math.abs(verdict.totalThc - truth.thc) < 1e-6).toBe(true);
      expect(verdict.totalCbd === null || Math.abs(verdict.totalCbd - truth.cbd) < 1e-6).toBe(true);
      if (verdict.totalThc !== null) expect(verdict.unit).toBe('%');
    }
  });
});

describe('rows of a table whose header is not read, a method and a status after their figures', () => {
  it('says each cannabinoid is unsure, never drops its row in silence (a total of Δ9-THC alone)', () => {
    const text = flowerCertificate([
      'CANNABINOIDS (HPLC-DAD), % (m/m)',
      'Potency Granica kvantifikacije Result ± U mg/10 mL Method Limits',
      'Acidic and neutral cannabinoids',
      'Δ9-Tetrahydrocannabinol (Δ9-THC) 0,05 1,49 ± 0,09 0,47 HPLC-DAD Report',
      'Kyselina tetrahydrokanabinolová (THCA) 0,05 13,52 ± 0,81 0,58 HPLC-DAD Report',
      'CBD 0,05 < 0,05 0,25 HPLC-DAD Report',
      'Total THC 13,35 %   Total CBD 0,00 %',
      '',
      'Δ9-Tetrahydrocannabinol (Δ9-THC) as is: 1,49 % (reported for information; see the total)',
      'Total = Δ9-THC + 0.877 × THCA (the same for CBD).',
    ]);
    const { verdict, unsure } = checked(text);
    expect(verdict.totalThc).toBeNull();
    expect(unsure.flatMap((part) => part.analytes)).toEqual(expect.arrayContaining(['thca', 'd9thc', 'cbd']));
  });
});
