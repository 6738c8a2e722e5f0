import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL } from '../../src/pages/api/v2/quiz/quiz-results.ts';
import {
  ERROR_CACHE_CONTROL,
  RESULT_CACHE_CONTROL,
  handleQuizRequest,
  matchesIfNoneMatch,
} from '../../src/lib/quiz/api.ts';
import { QUESTIONS } from '../../src/lib/quiz/questions.ts';
import { QUIZ_API_PATH, allAnswerSets, badQuizQueries, quizQuery } from '../../scripts/lib/quizApi.ts';
import { isQuizResult } from '../../src/lib/quiz/schema.ts';

const origin = 'https://api.dyc.example';
const validQuery = 'q1=First+Time&q2=Better+Sleep&q3=Flower&q4=Balanced';

function call(search: string, init: RequestInit = {}, path = '/api/v2/quiz/quiz-results/') {
  return handleQuizRequest(new Request(`${origin}${path}?${search}`, init));
}

async function json(response: Response) {
  return JSON.parse(await response.text()) as Record<string, unknown>;
}

describe('GET /api/v2/quiz/quiz-results/', () => {
  it('answers 200 JSON with the result and an icon URL on its own origin', async () => {
    const response = call(validQuery);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await json(response)).toEqual({
      color: 'purple',
      dose: '1-2 puffs',
      mindBodyBalance: 'balanced',
      productType: 'flower',
      littleDudeUrl: `${origin}/quiz/icons/purple-balanced.svg`,
    });
  });

  it('answers the same without the trailing slash', async () => {
    const withSlash = await call(validQuery).text();
    const without = await call(validQuery, {}, '/api/v2/quiz/quiz-results').text();
    expect(without).toBe(withSlash);
  });

  it('is exported as the route’s handler for every method', async () => {
    const url = new URL(`http://evil.example/api/v2/quiz/quiz-results/?${validQuery}`);
    const response = await ALL({ request: new Request(url), url, locals: { publicOrigin: origin } } as never);
    expect(response.status).toBe(200);
    // Icon URLs start with the public origin the server passes, not with the request's Host.
    expect((await response.json()).littleDudeUrl.startsWith(`${origin}/quiz/icons/`)).toBe(true);
  });

  it('is cacheable by browsers and shared caches, with a strong ETag', () => {
    const response = call(validQuery);
    expect(response.headers.get('Cache-Control')).toBe(RESULT_CACHE_CONTROL);
    expect(RESULT_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(call(validQuery).headers.get('ETag')).toBe(etag);
    expect(call('q1=Daily&q2=Better+Sleep&q3=Flower&q4=Balanced').headers.get('ETag')).not.toBe(etag);
  });

  it('answers 304 with no body to a matching If-None-Match, keeping the validators', async () => {
    const etag = call(validQuery).headers.get('ETag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = call(validQuery, { headers: { 'If-None-Match': header } });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('ETag')).toBe(etag);
      expect(response.headers.get('Cache-Control')).toBe(RESULT_CACHE_CONTROL);
    }
    expect(call(validQuery, { headers: { 'If-None-Match': '"stale"' } }).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = call(validQuery, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBe(call(validQuery).headers.get('ETag'));
    expect(await response.text()).toBe('');
  });

  it('answers 405 with Allow to other methods', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = call(validQuery, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(response.headers.get('Cache-Control')).toBe(ERROR_CACHE_CONTROL);
      expect(await json(response)).toEqual({ error: 'Method not allowed.', parameter: null, allowed: ['GET', 'HEAD'] });
    }
  });

  const badInputs: [string, string, string, readonly string[]][] = [
    ['missing', 'q1=First+Time&q2=Better+Sleep&q3=Flower', 'q4', QUESTIONS[3].options],
    ['empty', 'q1=&q2=Better+Sleep&q3=Flower&q4=Mind', 'q1', QUESTIONS[0].options],
    ['unknown', `${validQuery.replace('Flower', 'Pills')}`, 'q3', QUESTIONS[2].options],
    ['repeated', `${validQuery}&q2=Better+Focus`, 'q2', QUESTIONS[1].options],
    ['oversized', validQuery.replace('Balanced', 'B'.repeat(10_000)), 'q4', QUESTIONS[3].options],
  ];
  it.each(badInputs)(
    'answers 400 to a %s parameter, naming it and listing the allowed values',
    async (_name, search, parameter, allowed) => {
      const response = call(search);
      expect(response.status).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('ETag')).toBeNull();
      const body = await json(response);
      expect(body).toEqual({ error: expect.any(String), parameter, allowed: [...allowed] });
    },
  );

  it('answers 400 to an unknown parameter name without echoing it', async () => {
    const response = call(`${validQuery}&%3Cimg%20src%3Dx%3E=1`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('img');
    expect(JSON.parse(text)).toEqual({
      error: 'Unknown parameter.',
      parameter: null,
      allowed: ['q1', 'q2', 'q3', 'q4'],
    });
  });

  it('refuses every bad query the bench loads it with, naming the parameter each one spoils', async () => {
    const validPaths = allAnswerSets().map((answers) => `${QUIZ_API_PATH}?${quizQuery(answers)}`);
    const refused = badQuizQueries(validPaths);
    expect(refused).toHaveLength(48);
    for (const [index, apiPath] of refused.entries()) {
      const response = handleQuizRequest(new Request(`${origin}${apiPath}`));
      expect(response.status, apiPath).toBe(400);
      expect((await json(response)).parameter, apiPath).toBe(`q${(index % 4) + 1}`);
    }
  });

  it('never echoes a bad value', async () => {
    const response = call(validQuery.replace('Flower', encodeURIComponent('<script>alert(1)</script>')));
    expect(await response.text()).not.toContain('script');
  });
});

describe('If-None-Match matching', () => {
  it('uses the weak comparison', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"a"')).toBe(false);
  });
});

describe('any query (property)', () => {
  const names = fc.oneof(
    fc.constantFrom('q1', 'q2', 'q3', 'q4'),
    fc.constantFrom('Q1', 'q5', 'q', '', 'q1 ', '__proto__', 'constructor'),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
  const options = QUESTIONS.flatMap((question) => question.options);
  const values = fc.oneof(
    fc.constantFrom(...options),
    fc.constantFrom(...options).map((option) => ` ${option.toUpperCase()}  `),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', ' ', '%', '%E0%A4%A', '\u0000', '\uD800', '😀'.repeat(20)),
    fc.nat({ max: 5000 }).map((length) => 'x'.repeat(length)),
    fc.bigInt().map(String),
  );
  const pairs = fc.array(fc.tuple(names, values), { maxLength: 24 });
  // Raw query strings too, so malformed percent-encoding and odd separators reach the parser.
  const rawQueries = fc.oneof(
    pairs.map((list) => new URLSearchParams(list).toString()),
    fc.string({ unit: 'binary', maxLength: 300 }).map((text) => encodeURI(text.replace(/[\uD800-\uDFFF]/g, ''))),
    fc.constantFrom('q1=%ZZ&q2=%&q3=&&&q4', 'q1=First%20Time&q1', '==&=&q2=='),
  );

  it('never answers a 5xx, and every 200 is a schema-valid result (1,500 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(rawQueries, fc.constantFrom('GET', 'HEAD'), async (search, method) => {
        const response = handleQuizRequest(new Request(`${origin}/api/v2/quiz/quiz-results/?${search}`, { method }));
        expect([200, 400]).toContain(response.status);
        const text = await response.text();
        if (method === 'HEAD') {
          expect(text).toBe('');
          return;
        }
        const body: unknown = JSON.parse(text);
        if (response.status === 200) {
          expect(isQuizResult(body)).toBe(true);
        } else {
          expect(Object.keys(body as object).sort()).toEqual(['allowed', 'error', 'parameter']);
          expect(response.headers.get('Cache-Control')).toBe('no-store');
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('answers 200 to every shuffled, re-cased, padded valid query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...QUESTIONS.map((question) => fc.constantFrom(...question.options))),
        fc.boolean(),
        async (answers, shout) => {
          const params = new URLSearchParams();
          [3, 1, 0, 2].forEach((index) => {
            const value = answers[index]!;
            params.set(`q${index + 1}`, shout ? ` ${value.toUpperCase()} ` : value);
          });
          const response = call(params.toString());
          expect(response.status).toBe(200);
          expect(isQuizResult(await json(response))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
