/**
 * The quiz API's 192 valid answers, prepared once. The answer is a pure function of the four choices
 * (and the public origin of the icon URLs), so the table is filled by calling the API's own handler,
 * `handleQuizRequest` (the function the Astro route calls), once per choice: one source of truth, no
 * copy of the engine. A bad query is refused by the same engine (`answerQuizQuery`, which the route's handler
 * wraps), its few distinct refusals prepared once like the answers.
 */
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { handleQuizRequest, refuseQuery } from '../src/lib/quiz/api.ts';
import { answersToSearch, parseQuizQuery, type QueryIssue } from '../src/lib/quiz/params.ts';
import { QUESTIONS, QUIZ_API_PATH, type QuizAnswers } from '../src/lib/quiz/questions.ts';
import { compressionThreshold } from './encodeRendered.ts';
import { prepareAnswer, prepareRefusal, type MemoryAnswer, type PreparedRefusal } from './memoryAnswer.ts';

export interface QuizAnswerTable {
  /**
   * For a request URL (path and query): the answer when its query is one of the valid choices, else the 4xx naming
   * the parameter (`status` tells them apart).
   */
  lookup(url: string): MemoryAnswer | PreparedRefusal | undefined;
  readonly size: number;
}

/** Every combination of options, in question order: 4 x 4 x 4 x 3 = 192. */
export function allQuizAnswers(): QuizAnswers[] {
  let combinations: string[][] = [[]];
  for (const question of QUESTIONS) {
    combinations = combinations.flatMap((prefix) => question.options.map((option) => [...prefix, option]));
  }
  return combinations as unknown as QuizAnswers[];
}

const answersKey = (answers: readonly string[]) => answers.join('\n');

/** The query part of a request URL, without its `?`. */
export const searchOf = (url: string) => {
  const queryStart = url.indexOf('?');
  return queryStart < 0 ? '' : url.slice(queryStart + 1);
};

/** Refusals differ only by the parameter and what is wrong with it: a few dozen. Bounded all the same. */
const refusalCacheLimit = 256;

/** The route's answer to one query, as the route would give it, prepared for sending. */
async function prepareQuizAnswer(search: string, origin: string): Promise<MemoryAnswer> {
  const response = handleQuizRequest(new Request(`${origin}${QUIZ_API_PATH}?${search}`), origin);
  if (response.status !== 200) throw new Error(`the quiz API answered ${response.status} to ${search}`);
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (name !== 'etag') headers[name] = value;
  const encoded =
    body.length < compressionThreshold
      ? {}
      : {
          br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(body, { level: 9 }),
        };
  return prepareAnswer({ body, headers, etag: response.headers.get('etag') ?? undefined, encoded });
}

export async function buildQuizAnswerTable(origin: string): Promise<QuizAnswerTable> {
  const bySearch = new Map<string, MemoryAnswer>();
  const byAnswers = new Map<string, MemoryAnswer>();
  for (const answers of allQuizAnswers()) {
    // The spelling the quiz itself sends (src/lib/quiz/client.ts): found without parsing.
    const search = answersToSearch(answers);
    const answer = await prepareQuizAnswer(search, origin);
    bySearch.set(search, answer);
    byAnswers.set(answersKey(answers), answer);
  }
  const refusals = new Map<string, PreparedRefusal>();
  function refusalFor(issue: QueryIssue): PreparedRefusal {
    const answer = refuseQuery('GET', issue);
    const key = answer.body ?? '';
    let refusal = refusals.get(key);
    if (!refusal) {
      refusal = prepareRefusal(answer.status, answer.headers, Buffer.from(key));
      if (refusals.size < refusalCacheLimit) refusals.set(key, refusal);
    }
    return refusal;
  }
  return {
    size: bySearch.size,
    lookup(url) {
      const search = searchOf(url);
      const exact = bySearch.get(search);
      if (exact) return exact;
      // Another valid spelling (%20 for spaces, other case, other order) is parsed like the route does.
      const parsed = parseQuizQuery(new URLSearchParams(search));
      return parsed.ok ? byAnswers.get(answersKey(parsed.answers)) : refusalFor(parsed.issues[0]!);
    },
  };
}
