import { describe, expect, it } from 'vitest';
import { offlinePageForSharedResult } from '../../src/lib/offline/offlinePages.ts';

describe('offlinePageForSharedResult', () => {
  it('answers a shared result with the kept quiz page of its language', () => {
    expect(offlinePageForSharedResult('/quiz/result/')).toBe('/quiz/');
    expect(offlinePageForSharedResult('/quiz/result')).toBe('/quiz/');
    expect(offlinePageForSharedResult('/es/quiz/result/')).toBe('/es/quiz/');
  });

  it('leaves every other page to the network', () => {
    for (const path of ['/', '/quiz/', '/science/', '/quiz/result/extra/', '/fr/quiz/result/', '/quiz/results/'])
      expect(offlinePageForSharedResult(path)).toBeNull();
  });
});
