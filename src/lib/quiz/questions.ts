/**
 * The four quiz questions and their options, with the product spec's exact texts. The option text is
 * also the value sent to the API (`q1`..`q4`) and submitted by the no-JavaScript form.
 */
export const QUESTIONS = [
  {
    id: 'q1',
    text: 'What is your previous experience with cannabis?',
    options: ['First Time', 'Rare (yearly)', 'Occasional (monthly)', 'Daily'],
  },
  {
    id: 'q2',
    text: 'What is your desired experience?',
    options: ['Better Sleep', 'More Relaxation', 'More Creativity and Energy', 'Better Focus'],
  },
  {
    id: 'q3',
    text: 'How do you like to consume cannabis?',
    options: ['Disposables', 'Edibles', 'Flower', 'Infused Waters'],
  },
  {
    id: 'q4',
    text: 'Are you looking for a more mind or body effect?',
    options: ['Mind', 'Body', 'Balanced'],
  },
] as const;

export type Question = (typeof QUESTIONS)[number];
export type QuestionId = Question['id'];
export const QUESTION_IDS: readonly QuestionId[] = QUESTIONS.map((question) => question.id);
export const QUESTION_COUNT = QUESTIONS.length;

export type ExperienceAnswer = (typeof QUESTIONS)[0]['options'][number];
export type DesiredAnswer = (typeof QUESTIONS)[1]['options'][number];
export type MethodAnswer = (typeof QUESTIONS)[2]['options'][number];
export type BalanceAnswer = (typeof QUESTIONS)[3]['options'][number];

/** One complete answer set: the chosen option text of each question, in order. */
export type QuizAnswers = readonly [ExperienceAnswer, DesiredAnswer, MethodAnswer, BalanceAnswer];

/** The localStorage key that holds the last result as JSON (from the spec). */
export const QUIZ_STORAGE_KEY = 'dycQuizResults';

/**
 * The four answers the stored result was given for, beside it: the share link holds the answers as chosen, and
 * the result alone cannot say them ("Rare (yearly)" and "First Time" give the same dose).
 */
export const QUIZ_ANSWERS_STORAGE_KEY = 'dycQuizAnswers';

/** Where the quiz API lives, relative to the API base (the site's own origin by default). */
export const QUIZ_API_PATH = '/api/v2/quiz/quiz-results/';

/** The content type of every quiz API answer, results and errors alike (also the service worker's). */
export const QUIZ_API_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The server-rendered result page: the no-JavaScript form's target and the share link. */
export const QUIZ_RESULT_PATH = '/quiz/result/';

/** The quiz page with a request to drop any stored result: the result page's Reset Quiz link. */
export const QUIZ_PATH_RESET = '/quiz/?reset=1';
