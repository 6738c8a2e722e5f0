/**
 * The quiz's state and actions. The island renders from these stores; the rules live in src/lib/quiz.
 */
import { atom } from 'nanostores';
import { forgetAgeAnswer, isAgeRemembered, rememberAgeAffirmed, type AgeAnswer } from '../lib/age/ageAffirmation.ts';
import { fetchQuizResult } from '../lib/quiz/client.ts';
import { QUESTION_COUNT, type QuizAnswers } from '../lib/quiz/questions.ts';
import { isQuizAnswers, type QuizResult } from '../lib/quiz/schema.ts';
import {
  clearStoredResult,
  iconOriginsFor,
  readStoredResult,
  withPageIcon,
  writeStoredResult,
} from '../lib/quiz/storage.ts';
import { advanceDelay, isClickAccepted } from '../lib/quiz/timing.ts';

export type QuizStatus = 'idle' | 'loading' | 'error' | 'done';
/** "leaving": the chosen option's question is fading out; "shown": a question is on screen. */
export type QuizPhase = 'shown' | 'leaving';

export const $answers = atom<readonly string[]>([]);
/** The index of the question on screen (0..3). */
export const $step = atom(0);
export const $phase = atom<QuizPhase>('shown');
export const $status = atom<QuizStatus>('idle');
export const $result = atom<QuizResult | null>(null);
/** "Are you 21 or older?": asked before question 1 and before a stored result is shown. */
export const $age = atom<AgeAnswer>('unknown');

export interface QuizEnvironment {
  apiBaseUrl: string;
  /** The page's origin: a stored icon must be on it or on the API's. */
  pageOrigin?: string;
  fetch?: typeof fetch;
  now?: () => number;
  reducedMotion?: () => boolean;
}

let environment: QuizEnvironment = { apiBaseUrl: '' };
let lastAcceptedAt: number | null = null;
let advanceTimer: ReturnType<typeof setTimeout> | undefined;

export function configureQuiz(next: QuizEnvironment): void {
  environment = next;
}

const now = () => (environment.now ?? Date.now)();

/**
 * On load: a Yes given in this browser within the year counts; anything else asks again. An answer already
 * given on this page stands: a Yes or No pressed while the island was loading is pressed again as it hydrates,
 * which can come before the island's first effect reads storage.
 */
export function restoreAgeAnswer(): boolean {
  const answered = $age.get();
  if (answered !== 'unknown') return answered === 'affirmed';
  const remembered = isAgeRemembered(undefined, now());
  $age.set(remembered ? 'affirmed' : 'unknown');
  return remembered;
}

/** Yes is remembered (when storage allows) and brings back a stored result; No stores nothing. */
export function answerAge(isAdult: boolean): void {
  if (isAdult) {
    rememberAgeAffirmed(undefined, now());
    $age.set('affirmed');
    restoreStoredResult();
  } else {
    forgetAgeAnswer();
    $age.set('declined');
  }
}

/** On load: a valid stored result shows at once and no quiz runs. */
function currentPageOrigin(): string {
  return environment.pageOrigin ?? (typeof location === 'undefined' ? '' : location.origin);
}

export function restoreStoredResult(): boolean {
  const stored = readStoredResult(undefined, iconOriginsFor(currentPageOrigin(), environment.apiBaseUrl));
  if (!stored) return false;
  $result.set(stored);
  $status.set('done');
  return true;
}

/** Requests the result for the collected answers; on failure keeps them, for "Try again". */
export async function requestResult(): Promise<void> {
  const answers = $answers.get();
  if (!isQuizAnswers(answers)) return;
  $status.set('loading');
  try {
    const answered = await fetchQuizResult(answers as QuizAnswers, environment.apiBaseUrl, environment.fetch);
    const result = withPageIcon(answered, currentPageOrigin());
    if ($answers.get() !== answers) return; // Reset while the request was on its way.
    writeStoredResult(result);
    $result.set(result);
    $status.set('done');
  } catch {
    if ($answers.get() !== answers) return;
    console.error('Failed to fetch quiz results');
    $status.set('error');
  }
}

function advance(): void {
  advanceTimer = undefined;
  const answered = $answers.get().length;
  $phase.set('shown');
  if (answered >= QUESTION_COUNT) {
    void requestResult();
  } else {
    $step.set(answered);
  }
}

/**
 * Records an option for the question on screen and advances after the fade. Returns false when the click
 * is ignored: inside the throttle window, during a fade, or when the quiz is not taking answers.
 */
export function chooseOption(option: string): boolean {
  const time = now();
  const answers = $answers.get();
  if ($status.get() !== 'idle' || $phase.get() !== 'shown' || answers.length !== $step.get()) return false;
  if (answers.length >= QUESTION_COUNT || !isClickAccepted(lastAcceptedAt, time)) return false;
  lastAcceptedAt = time;
  $answers.set([...answers, option]);
  const delay = advanceDelay(environment.reducedMotion?.() ?? false);
  if (delay === 0) {
    advance();
  } else {
    $phase.set('leaving');
    advanceTimer = setTimeout(advance, delay);
  }
  return true;
}

/**
 * Answers given in the server form before the island took over: the quiz goes on from the next question,
 * or asks for the result when all four are there. Ignored once the quiz has answers or is not taking them.
 */
export function adoptAnswers(answers: readonly string[]): void {
  if (answers.length === 0 || $answers.get().length > 0 || $status.get() !== 'idle') return;
  const adopted = answers.slice(0, QUESTION_COUNT);
  $answers.set(adopted);
  $step.set(Math.min(adopted.length, QUESTION_COUNT - 1));
  if (adopted.length === QUESTION_COUNT) void requestResult();
}

/** Back from question 2 on: show the previous question and drop its answer. */
export function goBack(): void {
  const step = $step.get();
  if (step === 0 || $status.get() !== 'idle' || $phase.get() !== 'shown') return;
  $answers.set($answers.get().slice(0, step - 1));
  $step.set(step - 1);
}

/** Clears the answers and the stored result and returns to question 1. */
export function resetQuiz(): void {
  if (advanceTimer !== undefined) clearTimeout(advanceTimer);
  advanceTimer = undefined;
  lastAcceptedAt = null;
  clearStoredResult();
  $answers.set([]);
  $step.set(0);
  $phase.set('shown');
  $result.set(null);
  $status.set('idle');
}
