import { describe, expect, it } from 'vitest';
import type { RenderedAnswer } from '../../server/astroRenderer.ts';
import { buildResultPageTable, canonicalResultTarget } from '../../server/resultPages.ts';

const QUIZ = 'q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind';

describe('canonicalResultTarget', () => {
  it('gives every spelling of valid answers one address, tracking parameters dropped', () => {
    const canonical = canonicalResultTarget('/quiz/result/', `/quiz/result/?${QUIZ}`);
    expect(canonical).toBeDefined();
    for (const url of [
      `/quiz/result/?${QUIZ}&utm_source=news`,
      '/quiz/result?q4=mind&q3=flower&q2=Better%20Focus&q1=daily',
    ]) {
      expect(canonicalResultTarget(url.split('?')[0]!, url), url).toBe(canonical);
    }
  });

  it('keeps the age answer and the language, and nothing for an unknown age value', () => {
    expect(canonicalResultTarget('/es/quiz/result/', `/es/quiz/result/?${QUIZ}&age=yes`)).toMatch(
      /^\/es\/quiz\/result\/\?.*&age=yes$/,
    );
    expect(canonicalResultTarget('/quiz/result/', `/quiz/result/?${QUIZ}&age=maybe`)).toBe(
      canonicalResultTarget('/quiz/result/', `/quiz/result/?${QUIZ}`),
    );
  });

  it('has no entry for a query without four valid answers or another path', () => {
    expect(canonicalResultTarget('/quiz/result/', '/quiz/result/?q1=Daily')).toBeUndefined();
    expect(canonicalResultTarget('/quiz/', `/quiz/?${QUIZ}`)).toBeUndefined();
  });
});

describe('the result page table', () => {
  it('renders each canonical page once, however many requests and spellings ask for it', async () => {
    const rendered: string[] = [];
    const table = buildResultPageTable(async (target): Promise<RenderedAnswer> => {
      rendered.push(target);
      return { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(`<p>${target}</p>`) };
    });
    const first = await Promise.all([
      table.answer('/quiz/result/', `/quiz/result/?${QUIZ}`),
      table.answer('/quiz/result/', `/quiz/result/?${QUIZ}&utm_source=a`),
    ]);
    const later = await table.answer('/quiz/result', `/quiz/result?${QUIZ}&utm_source=b`);
    expect(rendered).toHaveLength(1);
    expect(first[0]).toBe(first[1]);
    expect(later).toBe(first[0]);
    expect(table.size).toBe(1);
    expect(later!.identity.headers).toContain('Vary');
  });
});
