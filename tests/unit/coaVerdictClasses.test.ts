import { describe, expect, it } from 'vitest';
import { checkCoa } from '../../src/lib/coa/check.ts';
import { REASON_TITLES, verdictHeadline } from '../../src/lib/coa/summary.ts';
import type { Reason } from '../../src/lib/coa/rules.ts';
import { checked, flowerCertificate, FLOWER_PANELS, kinds } from '../support/coaCertificate.ts';

/**
 * What the answer says when the pre-check could not read a certificate, which rule a figure is judged by, and how
 * each reason, panel and figure is worded: the shapes an outside reviewer found misleading.
 */
const ROWS = ['Analyte Result (%)', 'THCA 24.00', 'Δ9-THC 0.50', 'CBD ND'];
const OTHERS = [
  'Pesticides: PASS',
  'Heavy Metals: PASS',
  'Microbials: PASS',
  'Mycotoxins: PASS',
  'Foreign Material: PASS',
];
/** A lab's total that no formula gives from the rows: the reading is not certain. */
const TOTAL_MATCHING_NOTHING = 'Total THC 30.00';

const EDIBLE = [
  'Certificate of Analysis - Northstar Testing Co.',
  'Product: Midnight Berry Gummies (Edible)  Batch NB-0912',
  'Servings per package: 10',
  'Cannabinoids',
  'Analyte   Result (mg/serving)   Result (mg/package)',
  'Δ9-THC    5.1                   51',
  'CBD       0.3                   3',
  'CBN       2.4                   24',
  'Pesticides: Pass',
  'Heavy Metals: Pass',
  'Microbial: Pass',
  'Mycotoxins: Pending',
  'Foreign Material: Pass',
  'Water activity: 0.71 aw',
].join('\n');

describe('an answer whose only doubts are the reader’s', () => {
  it('headlines that it could not read the certificate with certainty, with a neutral mark, not a refusal', () => {
    const check = checked(flowerCertificate([...ROWS, TOTAL_MATCHING_NOTHING]));
    expect(kinds(check.verdict.reasons)).toEqual(['totals-differ']);
    expect(check.verdict.outcome).toBe('unsure');
    const headline = verdictHeadline(check.verdict);
    expect(headline.mark).not.toMatch(/[✓✕]/u);
    expect(headline.text).toMatch(/could not read .* with certainty/);
    expect(headline.text).toMatch(/confirm or correct/i);
    expect(headline.text).not.toMatch(/cannot join/);
    expect(check.summary).toContain(`Verdict: ${headline.summary}`);
    expect(headline.summary).toMatch(/could not read .* with certainty/);
    expect(check.summary).not.toContain('cannot join');
  });

  it('takes an impossible figure as a doubt about the reading, not the lab’s failing: a “%” column of mg/g figures', () => {
    // 218.4 under "%" is more than the whole sample: the lab may have headed the column wrongly, or the pre-check
    // placed the unit wrongly; it cannot tell which, and never blames the lab for what it could not read.
    const check = checked(
      flowerCertificate(['Analyte Result (%)', 'THCA 218.4', 'Δ9-THC 6.8', 'CBDA 1.1'], FLOWER_PANELS),
    );
    expect(kinds(check.verdict.reasons)).toEqual(['check-value']);
    expect(check.verdict.outcome).toBe('unsure');
    expect(verdictHeadline(check.verdict).text).not.toMatch(/cannot join/);
    // The figures stay marked as impossible, and no type is derived from them.
    expect(check.verdict.impossible.thc).toMatch(/^Impossible/);
    expect(check.verdict.type).toBeNull();
  });

  it('leads with the refusal when a panel failed too, and lists the doubts after the failures', () => {
    const panels = FLOWER_PANELS.map((line) => line.replace('Microbials: PASS', 'Microbials: FAIL'));
    const check = checked(flowerCertificate([...ROWS, TOTAL_MATCHING_NOTHING], panels));
    expect(check.verdict.outcome).toBe('refused');
    expect(verdictHeadline(check.verdict).text).toBe('This COA cannot join the DYC network as it stands.');
    expect(kinds(check.verdict.reasons)).toEqual(['failed', 'totals-differ']);
  });
});

describe('a default limit judges only the products its source covers', () => {
  it('shows an edible’s water activity printed without a limit as read, not judged against flower’s', () => {
    const check = checked(EDIBLE);
    expect(check.verdict.productKind).toBe('edible');
    expect(check.verdict.reasons.map((reason) => reason.text).join(' ')).not.toMatch(/water activity/i);
    expect(check.verdict.notes.join(' ')).toMatch(/water activity .*0\.71 aw.* not judged/i);
    expect(check.summary).toMatch(/water activity .*0\.71 aw.* not judged/i);
  });

  it('still judges an edible’s figure against the limit its certificate prints', () => {
    const check = checked(EDIBLE.replace('0.71 aw', '0.71 aw (limit 0.65)'));
    expect(check.verdict.reasons.map((reason) => reason.text).join(' ')).toMatch(
      /Water activity at 0\.71 aw is over the printed limit of 0\.65/,
    );
  });

  it('still judges flower’s figure against the default', () => {
    const check = checked(flowerCertificate(ROWS, [...OTHERS, 'Moisture: 11.0 %', 'Water Activity: 0.71 aw']));
    expect(check.verdict.reasons.map((reason) => reason.text).join(' ')).toMatch(
      /Water activity at 0\.71 aw is over the limit of 0\.65 aw/,
    );
  });
});

/** One certificate for each kind of reason. */
const REASON_SAMPLES: Readonly<Record<Reason['kind'], string>> = {
  'no-cannabinoids': ['Matrix: Flower', ...FLOWER_PANELS].join('\n'),
  failed: flowerCertificate(
    ROWS,
    FLOWER_PANELS.map((line) => line.replace('Mycotoxins: PASS', 'Mycotoxins: FAIL')),
  ),
  'panel-not-passed': EDIBLE,
  'missing-panels': flowerCertificate(ROWS, OTHERS),
  converted: flowerCertificate([...ROWS, 'Δ8-THC 1.20']),
  'check-value': flowerCertificate([...ROWS, 'CBN -0.03']),
  'totals-differ': flowerCertificate([...ROWS, TOTAL_MATCHING_NOTHING]),
  'unsure-columns': flowerCertificate(['Analyte  Result  Result', 'THCA  24.00  18.00', 'Δ9-THC  0.50  0.40']),
  'unsure-status': flowerCertificate(ROWS, [...FLOWER_PANELS.filter((line) => !/Mycotoxins/.test(line)), 'Mycotoxins']),
  'unsure-product': ['Sample: Nordlicht 22/1', 'Net weight: 3.5 g', ...ROWS, ...OTHERS, 'Moisture: 11.0 %'].join('\n'),
};

/** The words of a title or of a reason's opening, lower case, without the short ones every sentence has. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\P{L}+/u)
    .filter((word) => word.length > 2 && !['the', 'this', 'and', 'with'].includes(word));

describe('each reason’s title and its text', () => {
  for (const [kind, text] of Object.entries(REASON_SAMPLES) as [Reason['kind'], string][]) {
    it(`${kind}: the text neither repeats its title nor opens with the title’s words`, () => {
      const reasons = checked(text).verdict.reasons.filter((reason) => reason.kind === kind);
      expect(reasons.length).toBeGreaterThan(0);
      const title = REASON_TITLES[kind];
      for (const reason of reasons) {
        expect(reason.text.toLowerCase()).not.toContain(title.toLowerCase());
        const opening = wordsOf(reason.text).slice(0, 6);
        for (const word of wordsOf(title)) expect(opening, `“${title}: ${reason.text}”`).not.toContain(word);
      }
    });
  }
});

describe('panels found', () => {
  it('lists every panel the verdict names, a failed one too, with what it read', () => {
    const check = checked(
      flowerCertificate(ROWS, [...OTHERS, 'Moisture: 11.2 % PASS', 'Water Activity: 0.68 aw Limit 0.65 FAIL']),
    );
    expect(check.verdict.panelsFound).toContain('waterActivity');
    expect(check.summary).toMatch(/Panels found: .*water activity \(failed\)/);
    const edible = checked(EDIBLE);
    expect(edible.summary).toMatch(/Panels found: .*mycotoxins \(not passed\)/);
    expect(edible.summary).toMatch(/Panels found: .*water activity \(read, not judged\)/);
  });
});

describe('a figure’s precision', () => {
  it('shows a figure read with the decimals printed, and a computed total to the rows’ decimals', () => {
    const edible = checked(EDIBLE);
    expect(edible.summary).toContain('Total THC: 5.1 mg per serving; 51 mg per package');
    expect(edible.summary).toContain('Total CBD: 0.3 mg per serving; 3 mg per package');
    const flower = checked(
      flowerCertificate(['Analyte Result (%)', 'THCA 24.31', 'Δ9-THC 0.87', 'CBDA 0.05', 'CBD ND'], FLOWER_PANELS),
    );
    expect(flower.summary).toContain('Total THC: 22.19 %');
    expect(flower.summary).toContain('Total CBD: 0.04 %');
  });
});

describe('a product the certificate names in another language, or only by its evidence', () => {
  it('reads flower in the languages the reader knows, so a missing water activity is missing', () => {
    for (const sample of [
      'Проба: Цветове от индустриален коноп (сушени)',
      'Зразок: Висушені суцвіття канабісу',
      'Produs: Flori uscate de cânepă',
      'Échantillon : Fleurs de chanvre séchées',
      'Prodotto: Infiorescenze femminili essiccate',
    ]) {
      const check = checked([sample, ...ROWS, ...OTHERS, 'Moisture: 11.0 % PASS'].join('\n'));
      expect(check.verdict.productKind, sample).toBe('flower');
      expect(check.verdict.panelsMissing, sample).toContain('waterActivity');
      expect(check.verdict.admissible, sample).toBe(false);
    }
  });

  it('reads the Spanish loss on drying (“Pérdida por desecación”) as the moisture panel of such a flower', () => {
    const check = checked(
      [
        'Producto: sumidad florida desecada (flor)',
        ...ROWS,
        ...OTHERS,
        'Pérdida por desecación   ≤ 12,0 %   8,6 %   Cumple',
        'Actividad de agua   ≤ 0,65   0,52   Cumple',
      ].join('\n'),
    );
    expect(check.verdict.productKind).toBe('flower');
    expect(check.verdict.panelsMissing).toEqual([]);
  });

  it('never admits in silence a product it cannot name whose certificate reads like flower', () => {
    const check = checked(REASON_SAMPLES['unsure-product']);
    expect(check.verdict.productKind).toBe('unknown');
    expect(check.verdict.admissible).toBe(false);
    expect(check.verdict.outcome).toBe('unsure');
    expect(check.verdict.reasons.find((reason) => reason.kind === 'unsure-product')?.text).toMatch(/water activity/);
  });

  it('keeps the product the form names over the evidence', () => {
    const check = checkCoa({ text: REASON_SAMPLES['unsure-product'], rows: [], panels: [], product: 'Vape cartridge' });
    expect(check.verdict.productKind).toBe('extract');
    expect(kinds(check.verdict.reasons)).toEqual(['missing-panels']);
  });
});

describe('a sentence about what a panel lists', () => {
  it('does not read “Analytes below the action levels are not listed” as a pass', () => {
    const check = checked(
      flowerCertificate(ROWS, [
        ...FLOWER_PANELS.filter((line) => !/Pesticides/.test(line)),
        'PESTICIDES',
        'Analytes below the action levels are not listed.',
      ]),
    );
    expect(check.verdict.panelsMissing).toContain('pesticides');
    expect(check.verdict.admissible).toBe(false);
  });
});

describe('a certificate with no cannabinoid figures at all', () => {
  const TESTS = [
    '1  Description        Visual          Dark oily liquid     As per label   Complies',
    '2  Acid value         API App. 3.3    2.41                 NMT 5.0        Complies',
  ];

  it.each([
    ['its safety panels alone', [] as string[]],
    ['tests beside them that name no panel', TESTS],
  ])('says only that the figures are missing, with %s', (_, others) => {
    const { verdict } = checked(['Matrix: Flower', ...others, ...FLOWER_PANELS].join('\n'));
    expect(kinds(verdict.reasons)).toEqual(['no-cannabinoids']);
  });

  it('still names a safety panel that is missing, and asks about a pass it cannot place', () => {
    const panels = FLOWER_PANELS.filter((line) => !line.startsWith('Mycotoxins'));
    expect(kinds(checked(['Matrix: Flower', ...panels].join('\n')).verdict.reasons)).toEqual([
      'no-cannabinoids',
      'missing-panels',
    ]);
    const { verdict } = checked(['Matrix: Flower', ...TESTS, ...panels].join('\n'));
    expect(kinds(verdict.reasons)).toEqual(['no-cannabinoids', 'unsure-status']);
    expect(verdict.reasons[1]!.text).toMatch(/^Mycotoxins:/);
  });
});

describe('a converted cannabinoid whose two printed readings disagree', () => {
  const certificate = (row: string) =>
    flowerCertificate(['Analyte | Result (%) | Result (mg/g)', 'THCA | 21.40 | 214.0', 'Δ9-THC | 0.50 | 5.0', row]);

  it('is not refused for a trace one reading puts it above and the other below: it is unsure', () => {
    const { verdict } = checked(certificate('THC-JD | 0.70 | 0.07'));
    expect(kinds(verdict.reasons)).toContain('unsure-columns');
    expect(kinds(verdict.reasons)).not.toContain('converted');
    expect(verdict.admissible).toBe(false);
  });

  it('is refused when every reading puts it above a trace', () => {
    const { verdict } = checked(certificate('Δ8-THC | 2.00 | 2.0'));
    expect(kinds(verdict.reasons)).toContain('converted');
    // Neither figure is shown as the one read.
    expect(verdict.reasons.find((reason) => reason.kind === 'converted')!.text).toBe(
      'Δ8-THC, above a trace (0.1 % by weight) whichever of its figures is right (2 % or 2 mg/g).',
    );
  });
});
