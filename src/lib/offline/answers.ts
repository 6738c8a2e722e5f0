/**
 * The quiz API's 192 answers as one table, written at build time and kept by the service worker, so the
 * quiz answers with the network off. The table is made by the API's own engine (buildResult) and read
 * with the API's own parser (parseQuizQuery): the worker holds data, never a second copy of the rules.
 */
import { answersToSearch, parseQuizQuery, toQueryError } from '../quiz/params.ts';
import { QUESTIONS, QUIZ_API_CONTENT_TYPE, type QuizAnswers } from '../quiz/questions.ts';
import { buildResult } from '../quiz/recommend.ts';
import type { QuizResult } from '../quiz/schema.ts';

/** Each answer set's API answer, keyed by its canonical query (answersToSearch), icon URLs as site paths. */
export type AnswersTable = Readonly<Record<string, QuizResult>>;

/** Every combination of one option per question, in question order. */
export function allAnswerSets(): QuizAnswers[] {
  return QUESTIONS.reduce<string[][]>(
    (sets, question) => sets.flatMap((set) => question.options.map((option) => [...set, option])),
    [[]],
  ) as unknown as QuizAnswers[];
}

/** Any origin will do: the icon URL is cut back to its path, and the worker puts its own origin in front. */
const TABLE_ORIGIN = 'https://table.invalid';

export function buildAnswersTable(): AnswersTable {
  return Object.fromEntries(
    allAnswerSets().map((answers) => {
      const result = buildResult(answers, TABLE_ORIGIN);
      return [answersToSearch(answers), { ...result, littleDudeUrl: new URL(result.littleDudeUrl).pathname }];
    }),
  );
}

export interface TableAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * The API's answer for a request URL, from the table: 200 with the result (the icon on the URL's own
 * origin, as the API writes it), or the API's 400 body for a malformed query. Null for a valid query the
 * table lacks, which the network then answers.
 */
export function answerFromTable(table: AnswersTable, url: URL): TableAnswer | null {
  const parsed = parseQuizQuery(url.searchParams);
  if (!parsed.ok) {
    return { status: 400, body: JSON.stringify(toQueryError(parsed.issues[0]!)), contentType: QUIZ_API_CONTENT_TYPE };
  }
  const entry = table[answersToSearch(parsed.answers)];
  if (!entry) return null;
  const result: QuizResult = { ...entry, littleDudeUrl: new URL(entry.littleDudeUrl, url.origin).href };
  return { status: 200, body: JSON.stringify(result), contentType: QUIZ_API_CONTENT_TYPE };
}
