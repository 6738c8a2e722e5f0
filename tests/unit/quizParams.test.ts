import { describe, expect, it } from 'vitest';
import {
  answeredSoFar,
  MAX_PARAMETER_LENGTH,
  MAX_PARAMETERS,
  answersToSearch,
  parseQuizQuery,
  resultPageUrl,
} from '../../src/lib/quiz/params.ts';
import { QUESTIONS } from '../../src/lib/quiz/questions.ts';

const valid = { q1: 'First Time', q2: 'Better Sleep', q3: 'Flower', q4: 'Balanced' };
const query = (entries: Record<string, string> | [string, string][]) => new URLSearchParams(entries);

describe('parseQuizQuery', () => {
  it('reads four valid answers in the spec’s spelling', () => {
    expect(parseQuizQuery(query(valid))).toEqual({
      ok: true,
      answers: ['First Time', 'Better Sleep', 'Flower', 'Balanced'],
    });
  });

  it('trims and ignores case and inner spacing', () => {
    const parsed = parseQuizQuery(query({ q1: '  first   time ', q2: 'BETTER SLEEP', q3: 'flower', q4: 'balanced\t' }));
    expect(parsed).toEqual({ ok: true, answers: ['First Time', 'Better Sleep', 'Flower', 'Balanced'] });
  });

  const firstIssue = (params: URLSearchParams, strict = true) => {
    const parsed = parseQuizQuery(params, { strict });
    if (parsed.ok) throw new Error('expected a problem');
    return parsed.issues[0]!;
  };

  it('names a missing parameter and lists its allowed values', () => {
    const { q2: _q2, ...rest } = valid;
    expect(firstIssue(query(rest))).toEqual({
      problem: 'missing',
      error: 'Missing parameter q2.',
      parameter: 'q2',
      allowed: [...QUESTIONS[1].options],
    });
  });

  it('refuses an empty or blank value', () => {
    expect(firstIssue(query({ ...valid, q3: '' }))).toMatchObject({ problem: 'empty', parameter: 'q3' });
    expect(firstIssue(query({ ...valid, q3: '   ' }))).toMatchObject({ problem: 'empty', parameter: 'q3' });
  });

  it('refuses an unknown value', () => {
    expect(firstIssue(query({ ...valid, q4: 'Soul' }))).toMatchObject({
      problem: 'unknown value',
      parameter: 'q4',
      allowed: ['Mind', 'Body', 'Balanced'],
    });
  });

  it('refuses a value from another question', () => {
    expect(firstIssue(query({ ...valid, q1: 'Flower' }))).toMatchObject({ problem: 'unknown value', parameter: 'q1' });
  });

  it('refuses a repeated parameter, even with the same value twice', () => {
    const params = query({ ...valid });
    params.append('q1', 'First Time');
    expect(firstIssue(params)).toMatchObject({ problem: 'repeated', parameter: 'q1' });
  });

  it('refuses an oversized value before comparing it', () => {
    const huge = 'x'.repeat(MAX_PARAMETER_LENGTH + 1);
    expect(firstIssue(query({ ...valid, q2: huge }))).toMatchObject({ problem: 'too long', parameter: 'q2' });
    const paddedValid = `${' '.repeat(MAX_PARAMETER_LENGTH)}Daily`;
    expect(firstIssue(query({ ...valid, q1: paddedValid }))).toMatchObject({ problem: 'too long' });
  });

  it('refuses unknown parameter names in strict mode without echoing the name', () => {
    const issue = firstIssue(query({ ...valid, '<script>': 'x' }));
    expect(issue).toEqual({
      problem: 'unknown parameter',
      error: 'Unknown parameter.',
      parameter: null,
      allowed: ['q1', 'q2', 'q3', 'q4'],
    });
    expect(JSON.stringify(issue)).not.toContain('script');
  });

  it('ignores unknown parameter names when not strict (shared links with tracking tags)', () => {
    expect(parseQuizQuery(query({ ...valid, utm_source: 'x' }), { strict: false }).ok).toBe(true);
  });

  it('refuses too many parameters at once', () => {
    const params = query(valid);
    for (let index = 0; index < MAX_PARAMETERS; index += 1) params.append(`p${index}`, '1');
    expect(firstIssue(params, false)).toMatchObject({ problem: 'too many parameters', parameter: null });
  });

  it('reports every problem, in question order', () => {
    const parsed = parseQuizQuery(query({ q3: 'nope' }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.issues.map((issue) => [issue.parameter, issue.problem])).toEqual([
        ['q1', 'missing'],
        ['q2', 'missing'],
        ['q3', 'unknown value'],
        ['q4', 'missing'],
      ]);
  });
});

describe('writing answers back', () => {
  it('round-trips through the query string', () => {
    const answers = ['Occasional (monthly)', 'More Creativity and Energy', 'Infused Waters', 'Mind'] as const;
    expect(parseQuizQuery(new URLSearchParams(answersToSearch(answers)))).toEqual({ ok: true, answers });
  });

  it('builds the share link to the result page with the answers only', () => {
    const url = new URL(resultPageUrl(['Daily', 'Better Focus', 'Edibles', 'Body'], 'https://dyc.example'));
    expect(url.origin + url.pathname).toBe('https://dyc.example/quiz/result/');
    expect([...url.searchParams.keys()]).toEqual(['q1', 'q2', 'q3', 'q4']);
  });
});

describe('answeredSoFar (the server form read when the island takes over)', () => {
  it('gives the answers ticked so far, in question order and the spec’s spelling', () => {
    expect(answeredSoFar(new URLSearchParams('q1=daily&q2=Better+Sleep'))).toEqual(['Daily', 'Better Sleep']);
    expect(answeredSoFar(new URLSearchParams('q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind&age=yes'))).toEqual([
      'Daily',
      'Better Sleep',
      'Flower',
      'Mind',
    ]);
  });

  it('stops at the first question without a valid answer: the quiz goes on from there', () => {
    expect(answeredSoFar(new URLSearchParams(''))).toEqual([]);
    expect(answeredSoFar(new URLSearchParams('q2=Better+Sleep&q3=Flower'))).toEqual([]);
    expect(answeredSoFar(new URLSearchParams('q1=Daily&q2=Sometimes&q3=Flower'))).toEqual(['Daily']);
  });

  it('reads a form’s fields as well as a query', () => {
    const fields = new FormData();
    fields.set('q1', 'First Time');
    expect(answeredSoFar(fields)).toEqual(['First Time']);
  });
});
