import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/coa/languages.ts';
import { isPageLine, linesOf } from '../../src/lib/coa/lines.ts';
import { findNames } from '../../src/lib/coa/names.ts';
import { statusIn } from '../../src/lib/coa/panelStatus.ts';
import { readPanels } from '../../src/lib/coa/panels.ts';
import type { PanelId } from '../../src/lib/coa/words.ts';

/**
 * The language table walked word by word: every language beside English (whose words the reader holds in its own
 * patterns) names each kind of word a certificate prints, and the reader reads each word as what it is: a pass as a
 * pass, a failure as a failure (never as the pass it holds), a panel's name as that panel, a cannabinoid's name as
 * that cannabinoid, a page's number as a page's furniture, "not detected" as no figure.
 */
const SAFETY_PANELS: readonly PanelId[] = [
  'pesticides',
  'heavyMetals',
  'microbial',
  'mycotoxins',
  'residualSolvents',
  'moisture',
  'waterActivity',
  'foreignMaterial',
];
const FOREIGN = LANGUAGES.filter((language) => language.language !== 'English');
const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

describe.each(FOREIGN.map((language) => [language.language, language] as const))('%s', (_name, language) => {
  it('names every kind of word', () => {
    for (const role of ['result', 'limit', 'status'] as const) expect(language.heads[role], role).not.toHaveLength(0);
    for (const kind of ['pass', 'fail', 'notPassed', 'notDetected', 'totals', 'page', 'pageOf'] as const)
      expect(language[kind], kind).not.toHaveLength(0);
    for (const panel of SAFETY_PANELS) expect(language.panels[panel], panel).not.toHaveLength(0);
    expect(Object.keys(language.analytes)).not.toHaveLength(0);
  });

  it('reads its pass, fail and not-passed words as what they say, in any case', () => {
    for (const [kind, words] of [
      ['passed', language.pass],
      ['failed', language.fail],
      ['not-passed', language.notPassed],
    ] as const)
      for (const word of words) {
        expect(statusIn(word)?.kind, word).toBe(kind);
        expect(statusIn(capitalised(word))?.kind, word).toBe(kind);
        expect(statusIn(word.toLocaleUpperCase())?.kind, word).toBe(kind);
      }
  });

  it('reads each panel’s name as that panel, passed by the language’s pass word', () => {
    const pass = language.pass[0]!;
    for (const panel of SAFETY_PANELS)
      for (const name of language.panels[panel] ?? []) {
        const { readings } = readPanels(linesOf(`${capitalised(name)}: ${pass}`));
        expect(
          readings.map((reading) => [reading.id, reading.kind]),
          name,
        ).toContainEqual([panel, 'passed']);
      }
  });

  it('reads its cannabinoid names as the cannabinoid they name', () => {
    for (const [id, names] of Object.entries(language.analytes))
      for (const name of names)
        expect(
          findNames(capitalised(name)).map((found) => found.id),
          name,
        ).toEqual([id]);
  });

  it('reads its page numbers as a page’s furniture and “not detected” as no figure', () => {
    for (const page of language.page)
      for (const of of language.pageOf) expect(isPageLine(`${capitalised(page)} 2 ${of} 3`), page).toBe(true);
    for (const word of language.notDetected) {
      const [line] = linesOf(`THCA   ${word}   0.05`);
      const figures = line!.cells.filter((cell) => cell.kind === 'figure');
      expect(figures[0]?.figure?.qualifier, word).toBe('not detected');
    }
  });
});

describe('the whole table', () => {
  it('never holds one language’s pass word as another’s failure or not-passed word', () => {
    const passes = new Set(LANGUAGES.flatMap((language) => language.pass.map((word) => word.toLocaleLowerCase())));
    const others = LANGUAGES.flatMap((language) => [...language.fail, ...language.notPassed]);
    expect(others.filter((word) => passes.has(word.toLocaleLowerCase()))).toEqual([]);
  });
});
