/**
 * Reading answers from a query string (the API and the no-JavaScript result page), and writing them back
 * (the API request and the share link). Each `qN` is one option text of question N, trimmed and
 * case-insensitive; anything else is a 400 that names the parameter and lists what is allowed.
 */
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import {
  QUESTION_IDS,
  QUESTIONS,
  QUIZ_RESULT_PATH,
  type Question,
  type QuestionId,
  type QuizAnswers,
} from './questions.ts';

/** Longer than any option text by a wide margin; a longer value is refused before it is compared. */
export const MAX_PARAMETER_LENGTH = 64;
/** More query parameters than this is refused outright (cache-key and parsing abuse). */
export const MAX_PARAMETERS = 16;

export type QueryProblem =
  'missing' | 'empty' | 'repeated' | 'too long' | 'unknown value' | 'unknown parameter' | 'too many parameters';

/** The 400 body: a sentence, the parameter at fault (null when it is the query as a whole), the allowed values. */
export interface QueryError {
  error: string;
  parameter: string | null;
  allowed: string[];
}

export interface QueryIssue extends QueryError {
  problem: QueryProblem;
}

export type ParsedQuery = { ok: true; answers: QuizAnswers } | { ok: false; issues: QueryIssue[] };

const messages: Record<QueryProblem, (parameter: string) => string> = {
  missing: (parameter) => `Missing parameter ${parameter}.`,
  empty: (parameter) => `Parameter ${parameter} is empty.`,
  repeated: (parameter) => `Parameter ${parameter} is given more than once.`,
  'too long': (parameter) => `Parameter ${parameter} is longer than ${MAX_PARAMETER_LENGTH} characters.`,
  'unknown value': (parameter) => `Parameter ${parameter} is not one of the allowed answers.`,
  'unknown parameter': () => 'Unknown parameter.',
  'too many parameters': () => `More than ${MAX_PARAMETERS} parameters.`,
};

function normalise(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

function matchOption(question: Question, value: string): string | undefined {
  const wanted = normalise(value);
  return question.options.find((option) => normalise(option) === wanted);
}

function issue(problem: QueryProblem, parameter: string | null, allowed: readonly string[]): QueryIssue {
  return { problem, error: messages[problem](parameter ?? ''), parameter, allowed: [...allowed] };
}

export interface ParseOptions {
  /**
   * Refuse parameters other than q1..q4. The API does (a pure, cacheable answer should have one URL per
   * answer); the result page does not, so a shared link that picked up tracking parameters still works.
   */
  strict?: boolean;
}

/** Every problem with the query, in question order; or the four answers, in the spec's spelling. */
export function parseQuizQuery(params: URLSearchParams, { strict = true }: ParseOptions = {}): ParsedQuery {
  const issues: QueryIssue[] = [];
  const names = [...params.keys()];
  if (names.length > MAX_PARAMETERS) {
    return { ok: false, issues: [issue('too many parameters', null, QUESTION_IDS)] };
  }
  const answers: string[] = [];
  for (const question of QUESTIONS) {
    const values = params.getAll(question.id);
    const [value] = values;
    if (values.length > 1) issues.push(issue('repeated', question.id, question.options));
    else if (value === undefined) issues.push(issue('missing', question.id, question.options));
    else if (value.trim() === '') issues.push(issue('empty', question.id, question.options));
    else if (value.length > MAX_PARAMETER_LENGTH) issues.push(issue('too long', question.id, question.options));
    else {
      const option = matchOption(question, value);
      if (option === undefined) issues.push(issue('unknown value', question.id, question.options));
      else answers.push(option);
    }
  }
  if (strict && names.some((name) => !(QUESTION_IDS as readonly string[]).includes(name))) {
    // The name itself is not echoed back: it is untrusted input.
    issues.push(issue('unknown parameter', null, QUESTION_IDS));
  }
  return issues.length === 0 ? { ok: true, answers: answers as unknown as QuizAnswers } : { ok: false, issues };
}

/**
 * The answers given so far in the no-JavaScript form (or a query), in question order and the spec's spelling,
 * up to the first question without a valid answer: where the one-question-at-a-time quiz goes on from.
 */
export function answeredSoFar(fields: { get(name: string): FormDataEntryValue | null }): string[] {
  const answers: string[] = [];
  for (const question of QUESTIONS) {
    const value = fields.get(question.id);
    const option = typeof value === 'string' && value.length <= MAX_PARAMETER_LENGTH && matchOption(question, value);
    if (!option) break;
    answers.push(option);
  }
  return answers;
}

/** The first problem as the API's 400 body. */
export function toQueryError({ error, parameter, allowed }: QueryIssue): QueryError {
  return { error, parameter, allowed };
}

/** "q1=First+Time&q2=…", in question order. */
export function answersToSearch(answers: QuizAnswers): string {
  const params = new URLSearchParams();
  QUESTION_IDS.forEach((id: QuestionId, index) => params.set(id, answers[index] ?? ''));
  return params.toString();
}

/**
 * The server-rendered result page for these answers: what the share link and the no-JS form open. The answers
 * are the canonical values in every language; only the path says which language the page is in.
 */
export function resultPageUrl(answers: QuizAnswers, origin: string, locale: Locale = 'en'): string {
  return new URL(`${localizedPath(QUIZ_RESULT_PATH, locale)}?${answersToSearch(answers)}`, origin).href;
}
