/**
 * What the server-rendered result page shows for a query, in either language: the result, the age question,
 * the under-21 page or the list of missing answers. The page files (/quiz/result/ and /es/quiz/result/) set
 * the status and caching from it; src/components/quiz/QuizResultPage.astro renders it.
 */
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, type OptionValue } from '../../i18n/quiz.ts';
import { quizPageCopy } from '../../i18n/quizPage.ts';
import { ageAnswerFromQuery, type AgeAnswer } from '../age/ageAffirmation.ts';
import { parseQuizQuery, type ParsedQuery, type QueryIssue } from './params.ts';
import { QUESTIONS } from './questions.ts';

export type ResultPageView = 'result' | 'age' | 'under-age' | 'missing';

export interface ResultPageState {
  parsed: ParsedQuery;
  age: AgeAnswer;
  view: ResultPageView;
  status: 200 | 400;
  cacheControl: string;
}

export function resultPageState(params: URLSearchParams): ResultPageState {
  // Not strict: a shared link that picked up tracking parameters still works.
  const parsed = parseQuizQuery(params, { strict: false });
  const age = ageAnswerFromQuery(params);
  // A dose is shown only after "Are you 21 or older?" was answered Yes (a share link opened by someone new asks).
  const view: ResultPageView = !parsed.ok
    ? 'missing'
    : age === 'affirmed'
      ? 'result'
      : age === 'declined'
        ? 'under-age'
        : 'age';
  return {
    parsed,
    age,
    view,
    status: parsed.ok ? 200 : 400,
    cacheControl: parsed.ok ? 'public, max-age=3600' : 'no-store',
  };
}

/** What went wrong, in words, per question; the raw input is never echoed back. */
export function describeIssue(issue: QueryIssue, locale: Locale): string {
  const copy = quizCopy(locale);
  const pageCopy = quizPageCopy(locale).resultPage;
  const index = QUESTIONS.findIndex((candidate) => candidate.id === issue.parameter);
  const question = QUESTIONS[index];
  if (!question) return pageCopy.extraParts;
  const label = pageCopy.question(index + 1, copy.questions[question.id]);
  return issue.problem === 'missing' || issue.problem === 'empty'
    ? pageCopy.unanswered(label)
    : pageCopy.notAChoice(label);
}

/** Every answer of the query that is one of its question's options (any case), to re-show the form half filled. */
export function chosenAnswers(params: URLSearchParams): (OptionValue | undefined)[] {
  return QUESTIONS.map((question) => {
    const value = params.get(question.id)?.trim().toLowerCase();
    return question.options.find((option) => option.toLowerCase() === value);
  });
}

/**
 * The query the other language's result page needs to show the same thing: each answer that is one of its
 * question's options, in its canonical form. Rebuilt from what was understood, so nothing else the request
 * carried (tracking parameters, text that is not a choice) is written back into the page. Never the age answer:
 * no link the site writes carries it to another reader (decisions.md, "Age affirmation"); a Yes remembered in
 * this browser carries over on the twin page before it paints (CARRY_REMEMBERED_AGE_SCRIPT).
 */
export function twinResultQuery(params: URLSearchParams): string {
  const twin = new URLSearchParams();
  chosenAnswers(params).forEach((answer, index) => {
    if (answer) twin.set(QUESTIONS[index]!.id, answer);
  });
  const query = twin.toString();
  return query ? `?${query}` : '';
}
