import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { numberText, percentText } from '../../src/i18n/numbers.ts';
import { QUIZ_COPY } from '../../src/i18n/quiz.ts';

/** A decimal ("2.5"), a number with thousands ("30,000"), or either in the other convention ("2,5", "30.000"). */
const writtenNumber = /(?<![\w/.#-])\d+(?:[.,]\d+)+/g;

/** The prose of an MDX page: no front matter, imports, footnotes (their citations quote sources) or addresses. */
function prose(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^(?:import |\[\^|title:|description:)/.test(line))
    .join('\n')
    .replace(/(?:src|href)="[^"]*"/g, '')
    .replace(/(?:numberText|percentText)\([^)]*\)/g, '');
}

describe('numbers in Spanish copy', () => {
  it('come from Intl.NumberFormat in the site’s Spanish (es-US), not typed by hand', () => {
    expect(prose('src/content/pages/es/science.mdx').match(writtenNumber) ?? []).toEqual([]);
  });

  it('are written as es-US writes them wherever they are data', () => {
    const spanish = JSON.stringify(
      (JSON.parse(readFileSync('src/content/home/benefits.json', 'utf8')) as { es: unknown }[]).map((card) => card.es),
    );
    for (const written of spanish.match(writtenNumber) ?? [])
      expect(numberText(Number(written.replaceAll(',', '')), 'es')).toBe(written);
  });

  it('the quiz’s doses in Spanish read as es-US writes them', () => {
    expect(QUIZ_COPY.es.shown.dose['2.5 mg THC']).toBe(`${numberText(2.5, 'es')} mg de THC`);
    expect(numberText(2.5, 'es')).toBe('2.5');
    expect(numberText(30000, 'es')).toBe('30,000');
    expect(percentText(12.5, 'es')).toBe('12.5%');
  });
});
