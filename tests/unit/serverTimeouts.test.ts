import { describe, expect, it } from 'vitest';
import { defaultTimeouts, timeoutsFromEnv } from '../../server/createServer.ts';

describe('timeoutsFromEnv', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(timeoutsFromEnv({})).toEqual(defaultTimeouts);
    expect(timeoutsFromEnv({ DYC_HEADERS_TIMEOUT_MS: ' ' })).toEqual(defaultTimeouts);
  });

  it('reads each timeout in milliseconds', () => {
    expect(
      timeoutsFromEnv({
        DYC_HEADERS_TIMEOUT_MS: '500',
        DYC_REQUEST_TIMEOUT_MS: '1000',
        DYC_CONNECTION_TIMEOUT_MS: '2000',
        DYC_COA_CHECK_DEADLINE_MS: '100',
      }),
    ).toEqual({ headersTimeoutMs: 500, requestTimeoutMs: 1000, connectionTimeoutMs: 2000, coaCheckDeadlineMs: 100 });
  });

  it('never lets the request timeout default fall below a longer headers timeout', () => {
    expect(timeoutsFromEnv({ DYC_HEADERS_TIMEOUT_MS: '20000' })).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 20_000,
      connectionTimeoutMs: defaultTimeouts.connectionTimeoutMs,
      coaCheckDeadlineMs: defaultTimeouts.coaCheckDeadlineMs,
    });
  });

  it('refuses values that are not positive whole milliseconds, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', 'ten']) {
      expect(() => timeoutsFromEnv({ DYC_HEADERS_TIMEOUT_MS: value })).toThrow(/DYC_HEADERS_TIMEOUT_MS/);
      expect(() => timeoutsFromEnv({ DYC_CONNECTION_TIMEOUT_MS: value })).toThrow(/DYC_CONNECTION_TIMEOUT_MS/);
      expect(() => timeoutsFromEnv({ DYC_COA_CHECK_DEADLINE_MS: value })).toThrow(/DYC_COA_CHECK_DEADLINE_MS/);
    }
    expect(() => timeoutsFromEnv({ DYC_HEADERS_TIMEOUT_MS: '900', DYC_REQUEST_TIMEOUT_MS: '500' })).toThrow(
      /DYC_REQUEST_TIMEOUT_MS/,
    );
  });
});
