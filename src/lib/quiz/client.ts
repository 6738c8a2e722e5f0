/**
 * The browser's request for a result. Any non-OK answer, network failure or invalid body is a failure.
 */
import { answersToSearch } from './params.ts';
import { QUIZ_API_PATH, type QuizAnswers } from './questions.ts';
import { isQuizResult, type QuizResult } from './schema.ts';

export class QuizRequestError extends Error {
  constructor(reason: string) {
    super(`Quiz results request failed: ${reason}`);
    this.name = 'QuizRequestError';
  }
}

/** The API URL for these answers; `apiBaseUrl` empty means the page's own origin. */
export function quizApiUrl(answers: QuizAnswers, apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/(?<!\/)\/+$/, '')}${QUIZ_API_PATH}?${answersToSearch(answers)}`;
}

/**
 * A request that has not answered (body included) after this long is given up, so the reader gets the
 * Try again state instead of "Finding your color…" forever on a hanging connection.
 */
export const QUIZ_REQUEST_TIMEOUT_MS = 10_000;

export async function fetchQuizResult(
  answers: QuizAnswers,
  apiBaseUrl: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = QUIZ_REQUEST_TIMEOUT_MS,
): Promise<QuizResult> {
  const controller = new AbortController();
  let timedOut = false;
  // The timer rejects on its own as well as aborting: a fetch that ignores the signal still cannot hang us.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new QuizRequestError('timed out'));
    }, timeoutMs);
  });
  const attempt = async (): Promise<QuizResult> => {
    let response: Response;
    try {
      response = await fetchImpl(quizApiUrl(answers, apiBaseUrl), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
    } catch {
      throw new QuizRequestError(timedOut ? 'timed out' : 'network error');
    }
    if (!response.ok) throw new QuizRequestError(`status ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new QuizRequestError(timedOut ? 'timed out' : 'invalid JSON');
    }
    if (!isQuizResult(body)) throw new QuizRequestError('unexpected answer');
    return body;
  };
  const request = attempt();
  // The losing promise's rejection is handled here so it is never reported as unhandled.
  request.catch(() => undefined);
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
