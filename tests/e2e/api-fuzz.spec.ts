import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { HTTPS_ONLY_TESTS, observatoryGrade } from '../../scripts/bench/observatory.ts';
import {
  QUESTION_IDS,
  QUIZ_API_PATH,
  QUIZ_OPTIONS,
  allAnswerSets,
  errorProblems,
  quizQuery,
  resultProblems,
  type Answers,
  type QuestionId,
} from '../../scripts/lib/quizApi.ts';

/**
 * The quiz API against 10,000 generated requests on the real production server: valid answers in any
 * case and padding, and every kind of bad input (missing, empty, unknown, repeated, oversized, junk
 * bytes, extra parameters, other methods). Whatever comes in: never a 5xx, every 200 is a correct
 * answer for the query, every 4xx is the JSON error that names the parameter and lists what is allowed.
 */

type Expected = 'ok' | 'refused' | 'either';
interface Probe {
  method: string;
  query: string;
  expected: Expected;
  answers?: Answers;
}

const options = (id: QuestionId): readonly string[] => QUIZ_OPTIONS[id];
const encode = (key: string, value: string) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;

/** An option as a person or a form might send it: any letter case, a little padding. */
const spelledOption = (id: QuestionId) =>
  fc
    .tuple(
      fc.constantFrom(...options(id)),
      fc.array(fc.boolean(), { minLength: 32, maxLength: 32 }),
      fc.constantFrom('', ' ', '  ', '\t'),
      fc.constantFrom('', ' ', '\t '),
    )
    .map(([option, upper, before, after]) => {
      const cased = [...option].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase()));
      return { option, sent: `${before}${cased.join('')}${after}` };
    });

const validProbe: fc.Arbitrary<Probe> = fc
  .record({
    q1: spelledOption('q1'),
    q2: spelledOption('q2'),
    q3: spelledOption('q3'),
    q4: spelledOption('q4'),
    order: fc.shuffledSubarray([...QUESTION_IDS], { minLength: 4, maxLength: 4 }),
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
  })
  .map((draw) => ({
    method: draw.method,
    query: draw.order.map((id) => encode(id, draw[id].sent)).join('&'),
    expected: 'ok',
    answers: { q1: draw.q1.option, q2: draw.q2.option, q3: draw.q3.option, q4: draw.q4.option },
  }));

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const isOption = (id: QuestionId, value: string) =>
  options(id).some((option) => normalise(option) === normalise(value));

/** A value that is not an answer to the question: junk, empty, too long, or another question's option. */
const badValue = (id: QuestionId) =>
  fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', ' ', '\t', 'null', 'undefined', '0', '-1', '<script>', "' OR 1=1 --", '../../etc/passwd'),
      fc.string({ minLength: 65, maxLength: 400 }),
      fc.constantFrom(...QUESTION_IDS.filter((other) => other !== id).flatMap((other) => options(other))),
    )
    .filter((value) => !isOption(id, value));

type Fault = 'missing' | 'bad value' | 'repeated';
const invalidProbe: fc.Arbitrary<Probe> = fc
  .record({
    base: fc.constantFrom(...allAnswerSets()),
    faults: fc.uniqueArray(fc.constantFrom(...QUESTION_IDS), { minLength: 1, maxLength: 4 }),
    kind: fc.constantFrom<Fault>('missing', 'bad value', 'repeated'),
    values: fc.record({ q1: badValue('q1'), q2: badValue('q2'), q3: badValue('q3'), q4: badValue('q4') }),
    repeatWithSame: fc.boolean(),
  })
  .map(({ base, faults, kind, values, repeatWithSame }) => {
    const parts: string[] = [];
    for (const id of QUESTION_IDS) {
      if (!faults.includes(id)) parts.push(encode(id, base[id]));
      else if (kind === 'bad value') parts.push(encode(id, values[id]));
      else if (kind === 'repeated')
        parts.push(encode(id, base[id]), encode(id, repeatWithSame ? base[id] : values[id]));
    }
    return { method: 'GET', query: parts.join('&'), expected: 'refused' as const };
  });

/** Raw bytes that are not a clean query at all. */
const rawJunk = fc.oneof(
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ff%fe', '+', '&&', '=', '==', 'q1', 'q1=', '&q1', ';', '%26q1%3D'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).map((value) => value.replace(/[#\s]/g, '')),
);

const junkProbe: fc.Arbitrary<Probe> = fc
  .record({
    base: fc.constantFrom(...allAnswerSets()),
    junk: fc.array(rawJunk, { minLength: 1, maxLength: 4 }),
    keep: fc.boolean(),
  })
  .map(({ base, junk, keep }) => ({
    method: 'GET',
    query: [...(keep ? [quizQuery(base)] : []), ...junk].join('&'),
    // Junk may or may not parse into a valid set of answers; the invariants still hold.
    expected: 'either' as const,
  }));

const extraParameterProbe: fc.Arbitrary<Probe> = fc
  .record({
    base: fc.constantFrom(...allAnswerSets()),
    extra: fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 })), {
      minLength: 1,
      maxLength: 30,
    }),
  })
  .filter(({ extra }) => extra.every(([key]) => !(QUESTION_IDS as string[]).includes(key)))
  .map(({ base, extra }) => ({
    method: 'GET',
    query: [quizQuery(base), ...extra.map(([key, value]) => encode(key, value))].join('&'),
    // decisions.md does not say whether unknown extra parameters are refused: either answer is fine.
    expected: 'either' as const,
    answers: base,
  }));

const methodProbe: fc.Arbitrary<Probe> = fc
  .record({ base: fc.constantFrom(...allAnswerSets()), method: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH') })
  .map(({ base, method }) => ({ method, query: quizQuery(base), expected: 'refused' as const }));

const probe: fc.Arbitrary<Probe> = fc.oneof(
  { weight: 4, arbitrary: validProbe },
  { weight: 4, arbitrary: invalidProbe },
  { weight: 1, arbitrary: junkProbe },
  { weight: 1, arbitrary: extraParameterProbe },
  { weight: 1, arbitrary: methodProbe },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Everything wrong with the answer to one probe (an empty list when the answer keeps the contract). */
async function check(
  { method, query, expected, answers }: Probe,
  baseURL: string,
): Promise<{ status: number; problems: string[] }> {
  const response = await fetch(`${baseURL}${QUIZ_API_PATH}?${query}`, { method });
  const text = await response.text();
  const status = response.status;
  const problems: string[] = [];
  const json = /^application\/json/.test(response.headers.get('content-type') ?? '');
  if (status >= 500) problems.push('server error');
  if (expected === 'ok' && status !== 200) problems.push('a valid query was not answered 200');
  if (expected === 'refused' && status < 400) problems.push('a bad query was not refused');
  if (status === 200 && method !== 'HEAD') {
    if (!json) problems.push('200 without JSON');
    const body = parseJson(text);
    if (answers) problems.push(...resultProblems(body, answers));
    else if (typeof (body as { color?: unknown } | undefined)?.color !== 'string') problems.push('200 without a color');
  } else if (status !== 200) {
    if (status < 400) problems.push(`unexpected status ${status}`);
    if (!json) problems.push(`${status} without JSON`);
    if (method !== 'HEAD') problems.push(...errorProblems(parseJson(text)));
  }
  return {
    status,
    problems: problems.map((problem) => `${method} ?${query} -> ${status} ${text.slice(0, 160)}: ${problem}`),
  };
}

const QUERIES = 10_000;
const BATCH = 50;

test('10,000 generated requests: never a 5xx, every 200 correct, every 4xx a JSON error naming the parameter', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const counts = { sent: 0, ok: 0, refused: 0 };
  // Each run sends a batch of generated requests at once (a failing batch shrinks to its culprit).
  await fc.assert(
    fc.asyncProperty(fc.array(probe, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const results = await Promise.all(batch.map((one) => check(one, baseURL!)));
      expect(results.flatMap((result) => result.problems)).toEqual([]);
      const statuses = results.map((result) => result.status);
      counts.sent += statuses.length;
      counts.ok += statuses.filter((status) => status === 200).length;
      counts.refused += statuses.filter((status) => status >= 400).length;
    }),
    { numRuns: QUERIES / BATCH },
  );
  expect(counts.sent).toBe(QUERIES);
  // Both sides of the contract were really exercised.
  expect(counts.ok).toBeGreaterThan(2_000);
  expect(counts.refused).toBeGreaterThan(2_000);
});

test('every one of the 192 answers is correct and cacheable, with the full security header set', async ({
  request,
}) => {
  for (const answers of allAnswerSets()) {
    const response = await request.get(`${QUIZ_API_PATH}?${quizQuery(answers)}`);
    expect(response.status()).toBe(200);
    expect(resultProblems(await response.json(), answers)).toEqual([]);
    const headers = response.headers();
    expect(headers['cache-control']).toMatch(/public/);
    expect(headers['etag']).toBeTruthy();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('the MDN HTTP Observatory grades the quiz API A+ apart from the HTTPS-only checks', async ({ baseURL }) => {
  const grade = await observatoryGrade(`${new URL(baseURL!).host}${QUIZ_API_PATH}?${quizQuery(allAnswerSets()[0]!)}`);
  expect(grade.gradeWithoutHttpsOnly).toBe('A+');
  const failedTests = grade.failed.map((line) => line.split(':')[0]);
  expect(failedTests.filter((name) => !HTTPS_ONLY_TESTS.includes(name!))).toEqual([]);
});
