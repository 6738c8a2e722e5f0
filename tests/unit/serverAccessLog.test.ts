import { describe, expect, it } from 'vitest';
import { accessLogLine } from '../../server/accessLog.ts';

describe('the access log line', () => {
  it('is one JSON line in the shape of the server log, with the request and its answer', () => {
    const line = accessLogLine(
      { reqId: 'req-7', method: 'GET', url: '/about/?x=1', status: 200, ms: 0.41234, bytes: 2048, ua: 'curl/8' },
      1_700_000_000_000,
    );
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.indexOf('\n')).toBe(line.length - 1);
    expect(JSON.parse(line)).toEqual({
      level: 30,
      time: 1_700_000_000_000,
      pid: process.pid,
      hostname: expect.any(String),
      reqId: 'req-7',
      method: 'GET',
      url: '/about/?x=1',
      status: 200,
      ms: 0.412,
      bytes: 2048,
      ua: 'curl/8',
      msg: 'request',
    });
  });

  it('escapes what a client chose, so no request can break or forge a line', () => {
    const url = '/a"b\\c\n{"level":60}';
    const ua = 'x"\u0000\u2028';
    const parsed = JSON.parse(accessLogLine({ reqId: 'req-1', method: 'GET', url, status: 404, ms: 1, ua }));
    expect(parsed.url).toBe(url);
    expect(parsed.ua).toBe(ua);
    expect(parsed.level).toBe(30);
  });

  it('leaves out the byte count and user agent when there are none', () => {
    const parsed = JSON.parse(accessLogLine({ reqId: 'req-2', method: 'HEAD', url: '/', status: 304, ms: 0 }));
    expect(parsed).not.toHaveProperty('bytes');
    expect(parsed).not.toHaveProperty('ua');
  });

  it('writes the milliseconds to three decimals and the time as given, line after line', () => {
    const ms = (value: number, time = 1_764_000_000_123) =>
      JSON.parse(accessLogLine({ reqId: 'req-3', method: 'GET', url: '/', status: 200, ms: value }, time)) as {
        ms: number;
        time: number;
      };
    expect([0, 0.0004, 0.05, 0.0506, 1, 12.3456, 2.1, 1e12].map((value) => ms(value).ms)).toEqual([
      0, 0, 0.05, 0.051, 1, 12.346, 2.1, 1e12,
    ]);
    expect([ms(1).time, ms(1).time, ms(1, 1_764_000_000_124).time]).toEqual([
      1_764_000_000_123, 1_764_000_000_123, 1_764_000_000_124,
    ]);
  });
});
