import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_REQUEST_TIMEOUT_MS, QuizRequestError, fetchQuizResult } from '../../src/lib/quiz/client.ts';
import type { QuizAnswers } from '../../src/lib/quiz/questions.ts';
import { buildResult } from '../../src/lib/quiz/recommend.ts';

const answers: QuizAnswers = ['First Time', 'Better Sleep', 'Flower', 'Balanced'];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the quiz request', () => {
  it('times out after 10 s when the server never answers, and aborts the request', async () => {
    expect(QUIZ_REQUEST_TIMEOUT_MS).toBe(10_000);
    let signal: AbortSignal | undefined;
    const never = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const outcome = fetchQuizResult(answers, '', never).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(QUIZ_REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(QuizRequestError);
    expect((error as Error).message).toContain('timed out');
    expect(signal?.aborted).toBe(true);
  });

  it('times out when the headers arrive but the body never does', async () => {
    const stalledBody = vi.fn<typeof fetch>(async () => new Response(new ReadableStream({ start: () => undefined })));
    const outcome = fetchQuizResult(answers, '', stalledBody).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(QUIZ_REQUEST_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(QuizRequestError);
  });

  it('answers in time leave no timer behind', async () => {
    const result = buildResult(answers, 'https://dyc.example');
    const quick = vi.fn<typeof fetch>(async () => Response.json(result));
    await expect(fetchQuizResult(answers, '', quick)).resolves.toEqual(result);
    expect(vi.getTimerCount()).toBe(0);
  });
});
