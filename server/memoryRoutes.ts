/**
 * The answers the server holds in memory, found from a request target alone: a built file, the quiz API's 192
 * answers and its refusals, and the result pages once the start-up fill has delivered them. Most requests are one
 * of these, so they are answered before Fastify's router, hooks and reply objects are built (server/createServer.ts):
 * under load those cost more than the answer itself. Anything this lookup does not find (a redirect, a miss, a
 * percent-encoded path, a result page still being filled, another method) goes through Fastify as before.
 */
import type { BuiltFiles } from './builtFiles.ts';
import type { MemoryAnswer, PreparedRefusal } from './memoryAnswer.ts';
import type { QuizAnswerTable } from './quizAnswers.ts';
import type { ResultPageTable } from './resultPages.ts';
import { RESULT_PAGE_PATHS } from './resultPages.ts';
import { pathOf } from './requestPolicy.ts';
import { QUIZ_API_PATH } from '../src/lib/quiz/questions.ts';

export interface MemoryRouteTables {
  builtFiles: BuiltFiles;
  /** Undefined until the server listens and the answers name the public origin. */
  quizAnswers: () => QuizAnswerTable | undefined;
  resultPages: ResultPageTable;
}

const quizApiPaths = new Set([QUIZ_API_PATH, QUIZ_API_PATH.replace(/\/$/, '')]);
const resultPagePaths = new Set<string>(RESULT_PAGE_PATHS.flatMap((path) => [path, path.replace(/\/$/, '')]));

/**
 * The prepared answer for a GET or HEAD of `target` (origin form: path and query), or undefined when the request
 * needs the router. Only exact table hits are answered here; every rule the router applies to the rest (index.html
 * and folder redirects, encoded slashes, the 404 page) stays there, in one place.
 */
export function memoryAnswerFor(tables: MemoryRouteTables, target: string): MemoryAnswer | PreparedRefusal | undefined {
  const pathname = pathOf(target);
  if (quizApiPaths.has(pathname)) return tables.quizAnswers()?.lookup(target);
  if (resultPagePaths.has(pathname)) {
    const page = tables.resultPages.answer(pathname, target);
    // A page the fill has not delivered yet is a promise: the router waits for it.
    return page instanceof Promise ? undefined : page;
  }
  if (pathname.endsWith('/index.html') || pathname.includes('%')) return undefined;
  return tables.builtFiles.answers.get(pathname);
}
