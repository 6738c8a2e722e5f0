import { describe, expect, it } from 'vitest';
import type { MemoryAnswer } from '../../server/memoryAnswer.ts';
import {
  allResultTargets,
  buildResultPageTable,
  canonicalResultTarget,
  RESULT_PAGE_COUNT,
  type FilledPage,
} from '../../server/resultPages.ts';

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

describe('allResultTargets', () => {
  it('names every result page once: 192 answer sets, three age states, two languages, each canonical', () => {
    const targets = allResultTargets();
    expect(targets).toHaveLength(RESULT_PAGE_COUNT);
    expect(RESULT_PAGE_COUNT).toBe(192 * 3 * 2);
    expect(new Set(targets).size).toBe(targets.length);
    for (const target of targets) expect(canonicalResultTarget(target.split('?')[0]!, target)).toBe(target);
    expect(targets.filter((target) => target.startsWith('/es/'))).toHaveLength(192 * 3);
    expect(targets.filter((target) => target.endsWith('&age=yes'))).toHaveLength(192 * 2);
  });
});

/** A stand-in for what the fill worker sends for one page. */
function filled(target: string): FilledPage {
  const body = Buffer.from(`<!doctype html><p>${target}</p>`);
  return { target, headers: { 'cache-control': 'public, max-age=60' }, body, encoded: {} };
}

describe('the result page table', () => {
  it('answers from memory what the fill has delivered, every spelling alike, and renders nothing itself', () => {
    const asked: string[] = [];
    const table = buildResultPageTable((target) => asked.push(target));
    for (const target of allResultTargets()) table.deliver(filled(target));
    expect(table.size).toBe(RESULT_PAGE_COUNT);
    expect(table.complete).toBe(true);
    const canonical = table.answer('/quiz/result/', `/quiz/result/?${QUIZ}`);
    expect(canonical).toBeDefined();
    expect(canonical).not.toBeInstanceOf(Promise);
    expect(table.answer('/quiz/result', `/quiz/result?${QUIZ}&utm_source=b`)).toBe(canonical);
    expect(table.answer('/quiz/result/', `/quiz/result/?${QUIZ.toLowerCase()}&fbclid=x`)).toBe(canonical);
    expect(asked).toEqual([]);
    expect((canonical as MemoryAnswer).identity.headers).toContain('Vary');
  });

  it('a page asked for before the fill reaches it is asked of the fill first and waited for, once', async () => {
    const asked: string[] = [];
    const table = buildResultPageTable((target) => asked.push(target));
    const waiting = [
      table.answer('/quiz/result/', `/quiz/result/?${QUIZ}`),
      table.answer('/quiz/result/', `/quiz/result/?${QUIZ}&utm_source=a`),
    ];
    expect(asked).toHaveLength(1);
    expect(table.size).toBe(0);
    table.deliver(filled(asked[0]!));
    const [first, second] = await Promise.all(waiting);
    expect(first).toBe(second);
    expect(table.size).toBe(1);
  });

  it('once the fill has failed, a page it never delivered is left to the caller', async () => {
    const table = buildResultPageTable(() => {});
    const waiting = table.answer('/quiz/result/', `/quiz/result/?${QUIZ}`);
    table.stop(new Error('the worker exited'));
    await expect(waiting).rejects.toThrow('the worker exited');
    expect(table.answer('/quiz/result/', `/quiz/result/?${QUIZ}`)).toBeUndefined();
    expect(table.complete).toBe(false);
  });

  it('has nothing to say about a query without four valid answers', () => {
    const table = buildResultPageTable(() => {});
    expect(table.answer('/quiz/result/', '/quiz/result/?q1=Daily')).toBeUndefined();
  });
});
