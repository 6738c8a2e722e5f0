import { describe, expect, it } from 'vitest';
import {
  certificateBodies,
  coaLoadTargets,
  describeStatuses,
  percentile,
  type CoaLoadFigures,
} from '../../scripts/bench/coaLoad.ts';

const figures = (statuses: Record<string, number>): CoaLoadFigures => ({
  seconds: 15,
  readers: 16,
  attackers: 4,
  checksPerSecond: 40,
  statuses,
  p50Ms: 120,
  p99Ms: 900,
  attackerStatuses: { '422': 30, '503': 2 },
  background: { connections: 200, requestsPerSecond: 9000, requests: 135_000, errors: 0 },
});

describe('the COA pre-check under load', () => {
  it('counts every post by status, in status order', () => {
    expect(describeStatuses({ '503': 3, '200': 812, error: 1 })).toBe('200 x 812, 503 x 3, error x 1');
    expect(describeStatuses({})).toBe('none');
  });

  it('reads percentiles of the answered posts', () => {
    const times = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(times, 0.5)).toBe(50);
    expect(percentile(times, 0.99)).toBe(99);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('holds every reader’s post to its verdict: a 422 or a 503 for a readable certificate is a miss', () => {
    expect(coaLoadTargets(figures({ '200': 600 }))[0]!.ok).toBe(true);
    const turnedAway = coaLoadTargets(figures({ '200': 590, '503': 10 }))[0]!;
    expect(turnedAway.ok).toBe(false);
    expect(turnedAway.actual).toContain('503 x 10');
    expect(coaLoadTargets(figures({ '200': 590, '422': 1 }))[0]!.ok).toBe(false);
    expect(coaLoadTargets(figures({}))[0]!.ok).toBe(false);
  });

  it('posts the real certificates, each as the form sends it', () => {
    const bodies = certificateBodies();
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(new URLSearchParams(body).get('coa-text')?.length).toBeGreaterThan(0);
  });
});
