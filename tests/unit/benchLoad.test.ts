import { describe, expect, it } from 'vitest';
import { medianLoad, parseWrkOutput, wrkMilliseconds, type LoadFigures } from '../../scripts/bench/load.ts';

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

describe("wrk's output, read", () => {
  const printed = [
    'Running 1s test @ http://127.0.0.1:4449',
    '  1 threads and 50 connections',
    '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
    '    Latency   318.96us  509.05us   7.01ms   95.50%',
    '    Req/Sec    20.96k     2.29k   23.93k    63.64%',
    '  Latency Distribution',
    '     50%  198.00us',
    '     75%  248.00us',
    '     90%  365.00us',
    '     99%    3.09ms',
    '  22864 requests in 1.10s, 19.54MB read',
    '  Socket errors: connect 0, read 2, write 0, timeout 3',
    '  Non-2xx or 3xx responses: 120',
    'Requests/sec:  20778.35',
    'Transfer/sec:     17.75MB',
  ].join('\n');

  it('gives the rate, the median and 99th percentile in ms, the requests and every kind of error', () => {
    expect(parseWrkOutput(printed)).toEqual({
      requestsPerSecond: 20778.35,
      p50Ms: 0.2,
      p99Ms: 3.09,
      requests: 22864,
      socketErrors: 5,
      non2xx: 120,
    });
  });

  it('reads each unit wrk prints a duration in', () => {
    expect(['812.00us', '4.50ms', '1.02s', '1.00m', 'soon'].map(wrkMilliseconds)).toEqual([
      0.81,
      4.5,
      1020,
      60_000,
      NaN,
    ]);
  });

  it('counts no errors when wrk printed none', () => {
    expect(parseWrkOutput(printed.replace(/ {2}(?:Socket errors|Non-2xx).*\n/g, ''))).toMatchObject({
      socketErrors: 0,
      non2xx: 0,
    });
  });
});
