import { describe, expect, it } from 'vitest';
import { medianLoad, type LoadFigures } from '../../scripts/bench/load.ts';

const round = (requestsPerSecond: number, p99Ms: number, errors = 0): LoadFigures => ({
  label: '/favicon.svg',
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  requests: requestsPerSecond * 6,
  errors,
  non2xx: errors,
});

describe('the median load round', () => {
  it('is the round with the median throughput, its latency with it', () => {
    expect(medianLoad([round(21_000, 18), round(40_000, 3), round(48_000, 2)])).toMatchObject({
      requestsPerSecond: 40_000,
      p99Ms: 3,
    });
  });

  it('keeps every round’s errors: an error in any round is an error', () => {
    expect(medianLoad([round(21_000, 18, 2), round(40_000, 3), round(48_000, 2)]).errors).toBe(2);
  });

  it('is the one round when there is one (the quick bench)', () => {
    expect(medianLoad([round(30_000, 4)]).requestsPerSecond).toBe(30_000);
    expect(() => medianLoad([])).toThrow();
  });
});
