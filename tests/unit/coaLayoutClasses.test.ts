import { describe, expect, it } from 'vitest';
import { checkCoa, type CoaCheck } from '../../src/lib/coa/check.ts';
import type { Reason } from '../../src/lib/coa/rules.ts';

/**
 * The smallest certificate for each class of layout that certificates from more labs and countries brought: panels
 * and statuses in the certificate's own language, sections that end where another panel starts, tables printed beside
 * other tables, names wrapped over two lines, a specification column before the result, and a scan's text. Each
 * figure the answer shows is read or cross-checked; anything else is said to be unsure.
 */
const checked = (text: string): CoaCheck => checkCoa({ text, rows: [], panels: [], product: '' });
const kinds = (reasons: readonly Reason[]) => [...new Set(reasons.map((reason) => reason.kind))];

const POTENCY = ['Analyte  Result (%)', 'THCA     24.00', 'Δ9-THC   0.50', 'CBD      ND'].join('\n');

describe('panels named in the certificate’s language, or as a scan reads them', () => {
  it('reads Spanish, Dutch and Danish panel names with their pass words', () => {
    const text = [
      'Matriz: Flor',
      POTENCY,
      'Plaguicidas (GC-MS/MS)          Cumple',
      'Metales pesados (ICP-MS)        Cumple',
      'Mikrobiologi, TAMC   < 10 cfu/g   Overholder',
      'Micotoxinas                     Cumple',
      'Vocht / Moisture   7,4 %   ≤ 10 %   voldoet / complies',
      'Actividad de agua   0,55   ≤ 0,65   Cumple',
      'Materia extraña   0,4 %   ≤ 2 %   Cumple',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
    expect(verdict.productKind).toBe('flower');
  });

  it('reads a section headed only "Metals", and panel names whose l a scan wrote as 1', () => {
    const text = [
      'Matrix: Flower',
      POTENCY,
      'Pesticides: PASS',
      'Metals (ICP-MS), µg/g                      Passed',
      '  Arsenic 0.09 (0.2)   Cadmium <0.02 (0.2)',
      'Microbia1s - Sa1monella / STEC ......... PASS',
      'Mycotox1ns (LC-MS/MS) .................. PASS',
      'Moisture: 10.9 % PASS',
      'Water Activity: 0.53 aw PASS',
      'Foreign Matter (visua1) ................ PASS',
    ].join('\n');
    expect(checked(text).verdict.reasons).toEqual([]);
  });
});

describe('sections of safety panels', () => {
  it('ends a panel’s table where a line starts with another panel, so a footnote with figures fails nothing', () => {
    const text = [
      'Matrix: Concentrate',
      POTENCY,
      'RESIDUAL SOLVENTS — HS-GC-MS                 Result (ppm)    Limit (ppm)    Status',
      '   n-Butane                                  412             5,000          PASS',
      'HEAVY METALS — ICP-MS (ppm)   As 0.03 (0.2)   Pb 0.05 (0.5)    PASS',
      'MICROBIALS — qPCR             STEC, Salmonella: absent in 1 g    PASS',
      'MYCOTOXINS — LC-MS/MS (ppb)   Aflatoxins total <4 (20)           PASS',
      'PESTICIDES — LC-MS/MS         none detected                      PASS',
      'FOREIGN MATTER — visual       none observed                      PASS',
      'Total THC is calculated per 1 CCR 212-3, Rule 4-120: Total THC = THCA × 0.877 + Δ9-THC.',
    ].join('\n');
    const { verdict } = checked(text);
    expect(verdict.reasons).toEqual([]);
  });

  it('reads a numbered heading with its method in brackets as the heading of the rows under it', () => {
    const text = [
      'Matrix: Flower',
      POTENCY,
      '6  PESTICIDES (GC-MS/MS, Ph. Eur. 2.8.13; 480 substances)',
      '   No residues above the reporting limit',
      '                                                voldoet / complies',
      'Heavy Metals: PASS\nMicrobials: PASS\nMycotoxins: PASS\nForeign Material: PASS',
      'Moisture: 10.9 % PASS\nWater Activity: 0.55 aw PASS',
    ].join('\n');
    const { verdict } = checked(text);
    expect(kinds(verdict.reasons)).toEqual([]);
  });
});
