import { describe, expect, it } from 'vitest';
import { twinResultQuery } from '../../src/lib/quiz/resultPage.ts';

describe('twinResultQuery (what the language switcher carries to the other language’s result page)', () => {
  it('keeps the four answers in their canonical form, and never the age answer (a copied link asks its reader)', () => {
    const params = new URLSearchParams('q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind&age=yes');
    expect(twinResultQuery(params)).toBe('?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind');
    expect(twinResultQuery(new URLSearchParams('q1=Daily&age=no'))).toBe('?q1=Daily');
  });

  it('writes an answer given in another case as its option reads', () => {
    expect(twinResultQuery(new URLSearchParams('q1=daily&q2=better%20sleep'))).toBe('?q1=Daily&q2=Better+Sleep');
  });

  it('keeps the answers of a link that still needs the age question', () => {
    expect(twinResultQuery(new URLSearchParams('q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind'))).toBe(
      '?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind',
    );
  });

  it('carries nothing the twin does not read and nothing that is not a choice', () => {
    const params = new URLSearchParams('q1=<script>&q2=Better+Sleep&utm_source=x&age=maybe&q9=Daily');
    expect(twinResultQuery(params)).toBe('?q2=Better+Sleep');
    expect(twinResultQuery(new URLSearchParams('utm_source=x'))).toBe('');
    expect(twinResultQuery(new URLSearchParams(''))).toBe('');
  });
});
