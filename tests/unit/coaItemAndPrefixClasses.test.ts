import { describe, expect, it } from 'vitest';
import { checked, FLOWER_PANELS, kinds } from '../support/coaCertificate.ts';

/**
 * The smallest certificate for each class that two silent wrong answers brought: a converted cannabinoid named by
 * its prefix before THC's name in another language (never Δ9-THC or THCA, whatever word follows the prefix), a
 * table headed in Chinese with a specification column before the result (read by meaning, never a zero), and a
 * figure per can or bottle of a multipack, which is per serving, not per package.
 */
/** A figure read and near the one expected: a total left unread is null, which toBeCloseTo alone takes for 0. */
const near = (value: number | null, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 2);
};
const panels = FLOWER_PANELS.join('\n');

describe('a converted cannabinoid named by its prefix before a name of THC in another language', () => {
  const isolate = (name: string) =>
    [
      'Product: CBD isolate',
      'Analyte                 Result (%)',
      'CBD                     99.12',
      'Δ9-THC                  ND',
      'THCA                    ND',
      `${name}                 0.15`,
      panels,
    ].join('\n');

  for (const name of [
    'Δ8-四氢大麻酚',
    'd8-四氫大麻酚',
    'delta-10 四氢大麻酚',
    'exo-四氢大麻酚',
    'Δ8-테트라하이드로칸나비놀',
  ]) {
    it(`reads “${name}” as a converted form, never as Δ9-THC`, () => {
      const { verdict } = checked(isolate(name));
      near(verdict.totalThc, 0);
      near(verdict.totalCbd, 99.12);
      expect(verdict.type).toBe('III');
      expect(kinds(verdict.reasons)).toContain('converted');
    });
  }

  it('never reads a converted form’s acid named in another language (“Δ8-四氢大麻酚酸”) as THCA', () => {
    const { verdict } = checked(isolate('Δ8-四氢大麻酚酸'));
    near(verdict.totalThc, 0);
    expect(verdict.type).toBe('III');
  });
});

describe('a table headed in Chinese, its row numbers and a specification column before the result', () => {
  it('reads the result column by its head, the spec “≥ 99.0 %” and the row number as no result', () => {
    const text = [
      '检 测 报 告  TEST REPORT',
      '样品名称 (Sample):     CBD isolate',
      '一、大麻素含量 Cannabinoids (HPLC, %)',
      '序号  检测项目 (Item)             标准要求 (Spec.)     检测结果 (Result)    单项判定',
      '1     大麻二酚 CBD                ≥ 98.0 %             98.40 %              合格',
      '2     大麻二酚酸 CBDA             —                    0.30 %               —',
      '3     Δ9-四氢大麻酚 Δ9-THC        不得检出             未检出 (<0.01%)       合格',
      '4     四氢大麻酚酸 THCA           —                    未检出               —',
      panels,
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 0);
    near(verdict.totalCbd, 98.4 + 0.877 * 0.3);
    expect(verdict.type).toBe('III');
  });
});

describe('a figure per can or bottle of a multipack', () => {
  const drink = (product: string, head: string) =>
    [
      `Product: ${product}`,
      'Matrix: Beverage',
      'Analyte        LOQ (mg/L)    Result (mg/L)    ' + head,
      'Delta-9 THC    0.10          5.52             1.96',
      'THCA           0.10          ND               ND',
      'CBD            0.10          56.2             19.95',
      'CBDA           0.10          ND               ND',
      panels,
    ].join('\n');

  it('is per serving when a serving is one can', () => {
    const { verdict } = checked(
      drink('Sparkling water\nServing size: 1 can (355 mL) · Servings per package: 4', 'Result (mg per can)'),
    );
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.unitLabel).toBe('mg per can');
    near(verdict.totalThc, 1.96);
    near(verdict.totalCbd, 19.95);
  });

  it('is per serving when the cans are sold as a 4-pack', () => {
    const { verdict } = checked(drink('Seltzer (12 fl oz can; sold as 4-pack)', 'mg/can'));
    expect(verdict.unit).toBe('mg/unit');
    near(verdict.totalThc, 1.96);
  });

  it('is per serving when a serving is one bottle of several in a package', () => {
    const { verdict } = checked(drink('Tonic\nServing size: 1 bottle · Units per package: 6', 'mg/bottle'));
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.unitLabel).toBe('mg per bottle');
  });

  it.each([
    ['Sparkling water, 12 fl oz (355 mL) can\nServings per container: 1', 'mg/can', 'mg per can'],
    ['Seltzer (355 mL can) · Servings per package: one', 'Result (mg per can)', 'mg per can'],
    ['Seltzer (355 mL can) | Servings/container: 1', 'mg/can', 'mg per can'],
    ['Seltzer, 1 serving per can', 'mg/can', 'mg per can'],
    ['Single-serve seltzer, 12 fl oz can', 'mg per can', 'mg per can'],
    ['Tonic, single serving bottle (250 mL)', 'mg/bottle', 'mg per bottle'],
    ['Agua con gas, lata de 355 mL\nPorciones por envase: 1', 'mg/can', 'mg per can'],
    ['Eau pétillante (canette 355 mL) — Portions par contenant : 1', 'mg/can', 'mg per can'],
    ['Limonade (Dose 330 mL), Portionen pro Packung: 1', 'mg/can', 'mg per can'],
  ])('is per serving when the package is one serving: %s', (product, head, label) => {
    const { verdict } = checked(drink(product, head));
    expect(verdict.unit).toBe('mg/unit');
    expect(verdict.unitLabel).toBe(label);
    near(verdict.totalThc, 1.96);
    near(verdict.totalCbd, 19.95);
  });

  it.each([
    ['Tonic (750 mL bottle)\nServings per container: 10', 'mg/bottle'],
    ['Tonic (750 mL bottle) · Servings per bottle: 1.5', 'mg/bottle'],
    ['Seltzer (12 fl oz can) · Servings per container: 12', 'mg/can'],
  ])('stays per package when the package holds more than one serving: %s', (product, head) => {
    const { verdict } = checked(drink(product, head));
    expect(verdict.unit).toBe('mg/package');
  });

  it('stays per package when nothing says the can is one of several', () => {
    const { verdict } = checked(drink('Seltzer (12 fl oz can)', 'mg/can'));
    expect(verdict.unit).toBe('mg/package');
    expect(verdict.unitLabel).toBe('mg per can');
  });
});

describe('a table ruled with box-drawing characters', () => {
  it('reads its walls as column separators and its header over two lines column by column', () => {
    const text = [
      'Class: Cannabis extract (inhaled)',
      '┌──────────────────┬──────────┬──────────┬──────────┐',
      '│ Cannabinoid      │ LOQ (%)  │ Result   │ Result   │',
      '│                  │          │ (% w/w)  │ (mg/g)   │',
      '├──────────────────┼──────────┼──────────┼──────────┤',
      '│ Δ9-THC           │ 0.02     │ 80.10    │ 801.0    │',
      '│ THCA             │ 0.02     │ 0.20     │ 2.0      │',
      '│ CBD              │ 0.02     │ 0.30     │ 3.0      │',
      '│ CBDA             │ 0.02     │ <LOQ     │ <LOQ     │',
      '└──────────────────┴──────────┴──────────┴──────────┘',
      panels,
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 80.1 + 0.877 * 0.2);
    near(verdict.totalCbd, 0.3);
    expect(verdict.type).toBe('I');
  });
});

describe('superscript footnote marks glued to results, and a content word titling the table', () => {
  const flos = (rows: readonly string[]) =>
    [
      'Produkt / Produit : Cannabis flos, getrocknete Blüten',
      'Gehalt / Teneur (HPLC, % m/m)         Ergebnis / Résultat     Spezifikation / Spécification',
      ...rows,
      panels,
    ].join('\n');

  it('reads “20,14¹” as 20,14, never 20,141, and the title’s unit as the result column’s', () => {
    const { verdict } = checked(
      flos([
        'THCA                                  20,14¹                  berichten / à rapporter',
        'Δ9-THC                                0,44¹                   berichten / à rapporter',
        'CBDA                                  0,11¹                   berichten / à rapporter',
        'CBD                                   < 0,05                  berichten / à rapporter',
      ]),
    );
    expect(verdict.unit).toBe('%');
    near(verdict.totalThc, 0.44 + 0.877 * 20.14);
    near(verdict.totalCbd, 0.877 * 0.11);
    expect(verdict.type).toBe('I');
  });

  it('keeps a superscript that is a position (“Δ⁹-THC”) a digit', () => {
    const { verdict } = checked(
      flos([
        'THCA                                  20,14                   berichten / à rapporter',
        'Δ⁹-THC                                0,44                    berichten / à rapporter',
        'CBD                                   < 0,05                  berichten / à rapporter',
      ]),
    );
    near(verdict.totalThc, 0.44 + 0.877 * 20.14);
  });
});
