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
  return `${apiBaseUrl.replace(/\/+$/, '')}${QUIZ_API_PATH}?${answersToSearch(answers)}`;
}

export async function fetchQuizResult(
  answers: QuizAnswers,
  apiBaseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<QuizResult> {
  let response: Response;
  try {
    response = await fetchImpl(quizApiUrl(answers, apiBaseUrl), { headers: { Accept: 'application/json' } });
  } catch {
    throw new QuizRequestError('network error');
  }
  if (!response.ok) throw new QuizRequestError(`status ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new QuizRequestError('invalid JSON');
  }
  if (!isQuizResult(body)) throw new QuizRequestError('unexpected answer');
  return body;
}
