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
  readStoredAnswers,
  readStoredResult,
  withPageIcon,
  writeStoredAnswers,
  writeStoredResult,
} from '../lib/quiz/storage.ts';
import { FADE_MS, answerTiming } from '../lib/quiz/timing.ts';

export type QuizStatus = 'idle' | 'loading' | 'error' | 'done';
/** "leaving": the chosen option's question is fading out; "shown": a question is on screen. */
export type QuizPhase = 'shown' | 'leaving';

export const $answers = atom<readonly string[]>([]);
/** The index of the question on screen (0..3). */
export const $step = atom(0);
export const $phase = atom<QuizPhase>('shown');
/**
 * An option tapped on the question on screen before the throttle allowed it: shown as chosen at once and
 * recorded when the 1000 ms are up (src/lib/quiz/timing.ts), so a quick reader's tap is never lost.
 */
export const $pendingOption = atom<string | null>(null);
export const $status = atom<QuizStatus>('idle');
export const $result = atom<QuizResult | null>(null);
/** The four answers the shown result was given for, as chosen; null for a stored result that cannot say them. */
export const $resultAnswers = atom<QuizAnswers | null>(null);
/** "Are you 21 or older?": asked before question 1 and before a stored result is shown. */
export const $age = atom<AgeAnswer>('unknown');

export interface QuizEnvironment {
  apiBaseUrl: string;
  /** The page's origin: a stored icon must be on it or on the API's. */
  pageOrigin?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

let environment: QuizEnvironment = { apiBaseUrl: '' };
let lastAcceptedAt: number | null = null;
let advanceTimer: ReturnType<typeof setTimeout> | undefined;
let pendingTimer: ReturnType<typeof setTimeout> | undefined;

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
  $resultAnswers.set(readStoredAnswers(stored));
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
    writeStoredAnswers(answers);
    $resultAnswers.set(answers);
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
 * Records an option for the question on screen and advances after the fade; the answered question leaves
 * (fades, or stands still under reduced motion) for FADE_MS, and a tap on it meanwhile repeats the answer and
 * is dropped. A tap on the next question before the throttle ends is kept ($pendingOption) and recorded when it
 * ends; a later tap before then replaces it. Returns false when the tap is dropped: a repeat, or the quiz is not
 * taking answers.
 */
export function chooseOption(option: string): boolean {
  const time = now();
  const answers = $answers.get();
  if ($status.get() !== 'idle' || $phase.get() !== 'shown' || answers.length !== $step.get()) return false;
  if (answers.length >= QUESTION_COUNT) return false;
  const timing = answerTiming(lastAcceptedAt, time);
  if (timing.kind === 'repeat') return false;
  if (timing.kind === 'later') {
    $pendingOption.set(option);
    pendingTimer ??= setTimeout(() => {
      pendingTimer = undefined;
      const kept = $pendingOption.get();
      $pendingOption.set(null);
      if (kept !== null) recordAnswer(kept, timing.at);
    }, timing.at - time);
    return true;
  }
  recordAnswer(option, time);
  return true;
}

function recordAnswer(option: string, at: number): void {
  lastAcceptedAt = at;
  $answers.set([...$answers.get(), option]);
  $phase.set('leaving');
  advanceTimer = setTimeout(advance, FADE_MS);
}

/** Drops a tap kept for the question on screen (the reader went back or started over). */
function forgetPendingOption(): void {
  if (pendingTimer !== undefined) clearTimeout(pendingTimer);
  pendingTimer = undefined;
  $pendingOption.set(null);
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
  forgetPendingOption();
  $answers.set($answers.get().slice(0, step - 1));
  $step.set(step - 1);
}

/** Clears the answers and the stored result and returns to question 1. */
export function resetQuiz(): void {
  if (advanceTimer !== undefined) clearTimeout(advanceTimer);
  advanceTimer = undefined;
  forgetPendingOption();
  lastAcceptedAt = null;
  clearStoredResult();
  $answers.set([]);
  $step.set(0);
  $phase.set('shown');
  $result.set(null);
  $resultAnswers.set(null);
  $status.set('idle');
}
