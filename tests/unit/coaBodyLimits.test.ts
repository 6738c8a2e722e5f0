import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, declaresTooLargeBody } from '../../server/bodyLimits.ts';

describe('request body limits per route', () => {
  it('keeps 16 KiB everywhere but the COA pre-check form', () => {
    const over = String(DEFAULT_BODY_LIMIT + 1);
    expect(declaresTooLargeBody('/api/v2/quiz/quiz-results/', over)).toBe(true);
    expect(declaresTooLargeBody('/operators/coa-check/', over)).toBe(true);
    expect(declaresTooLargeBody('/api/v2/quiz/quiz-results/', String(DEFAULT_BODY_LIMIT))).toBe(false);
    expect(declaresTooLargeBody('/', undefined)).toBe(false);
  });

  it('leaves the pre-check form to its own 256 KiB cap', () => {
    expect(declaresTooLargeBody('/operators/coa-check/result/', String(200 * 1024))).toBe(false);
    expect(declaresTooLargeBody('/operators/coa-check/result?x=1', String(200 * 1024))).toBe(false);
  });
});
