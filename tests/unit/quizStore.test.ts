// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUESTIONS,
  QUIZ_ANSWERS_STORAGE_KEY,
  QUIZ_STORAGE_KEY,
  type QuizAnswers,
} from '../../src/lib/quiz/questions.ts';
import { buildResult } from '../../src/lib/quiz/recommend.ts';
import { AGE_STORAGE_KEY } from '../../src/lib/age/ageAffirmation.ts';
import { QUIZ_REQUEST_TIMEOUT_MS } from '../../src/lib/quiz/client.ts';
import {
  $age,
  $answers,
  $pendingOption,
  $phase,
  $result,
  $resultAnswers,
  $status,
  $step,
  adoptAnswers,
  answerAge,
  chooseOption,
  configureQuiz,
  goBack,
  requestResult,
  resetQuiz,
  restoreAgeAnswer,
  restoreStoredResult,
} from '../../src/stores/quiz.ts';

const answers: QuizAnswers = ['Daily', 'Better Focus', 'Edibles', 'Body'];
const result = buildResult(answers, 'http://localhost');
let clock = 0;
const fetchMock = vi.fn<typeof fetch>();

function ok() {
  return new Response(JSON.stringify(result), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Chooses an option at the given time, then lets the fade finish. */
function choose(option: string, at: number) {
  clock = at;
  const accepted = chooseOption(option);
  vi.advanceTimersByTime(300);
  return accepted;
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok());
  localStorage.clear();
  configureQuiz({
    apiBaseUrl: '',
    pageOrigin: 'http://localhost',
    fetch: fetchMock,
    now: () => clock,
  });
  resetQuiz();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('quiz store', () => {
  it('records an option at once and advances after the 300 ms fade', () => {
    clock = 5_000;
    expect(chooseOption('Daily')).toBe(true);
    expect($answers.get()).toEqual(['Daily']);
    expect($phase.get()).toBe('leaving');
    expect($step.get()).toBe(0);
    vi.advanceTimersByTime(299);
    expect($step.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect($step.get()).toBe(1);
    expect($phase.get()).toBe('shown');
  });

  it('drops a second tap on the answered question while it leaves: no double answer', () => {
    clock = 10_000;
    expect(chooseOption('Daily')).toBe(true);
    vi.advanceTimersByTime(200);
    clock = 10_200;
    expect(chooseOption('Daily')).toBe(false);
    expect(chooseOption('Rare (yearly)')).toBe(false);
    vi.advanceTimersByTime(100);
    expect($answers.get()).toEqual(['Daily']);
    expect($step.get()).toBe(1);
    expect($pendingOption.get()).toBeNull();
  });

  it('keeps a tap on the next question that comes before 1000 ms, and applies it when the wait ends', () => {
    expect(choose('Daily', 10_000)).toBe(true);
    expect($step.get()).toBe(1);
    clock = 10_900;
    expect(chooseOption('Better Focus')).toBe(true);
    // Shown as chosen at once, recorded when the throttle allows it: never two answers within 1000 ms.
    expect($pendingOption.get()).toBe('Better Focus');
    expect($answers.get()).toEqual(['Daily']);
    vi.advanceTimersByTime(99);
    expect($answers.get()).toEqual(['Daily']);
    vi.advanceTimersByTime(1);
    expect($answers.get()).toEqual(['Daily', 'Better Focus']);
    expect($pendingOption.get()).toBeNull();
    expect($phase.get()).toBe('leaving');
    vi.advanceTimersByTime(300);
    expect($step.get()).toBe(2);
    // The next wait counts from when that answer was applied (11 000), not from the tap.
    clock = 11_950;
    expect(chooseOption('Edibles')).toBe(true);
    expect($answers.get()).toEqual(['Daily', 'Better Focus']);
    vi.advanceTimersByTime(50);
    expect($answers.get()).toEqual(['Daily', 'Better Focus', 'Edibles']);
  });

  it('applies the last of several early taps, and a tap after the wait at once', () => {
    expect(choose('Daily', 10_000)).toBe(true);
    clock = 10_400;
    chooseOption('Better Sleep');
    clock = 10_700;
    chooseOption('Better Focus');
    expect($pendingOption.get()).toBe('Better Focus');
    // The wait ends 600 ms after the first early tap (at 11 000).
    vi.advanceTimersByTime(600);
    expect($answers.get()).toEqual(['Daily', 'Better Focus']);
    vi.advanceTimersByTime(300);
    expect(choose('Edibles', 13_000)).toBe(true);
    expect($answers.get()).toEqual(['Daily', 'Better Focus', 'Edibles']);
  });

  it('forgets a kept tap when the reader goes back or starts over', () => {
    expect(choose('Daily', 10_000)).toBe(true);
    clock = 10_500;
    chooseOption('Better Focus');
    goBack();
    expect($pendingOption.get()).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect([$step.get(), $answers.get()]).toEqual([0, []]);
    clock = 12_000;
    chooseOption('Daily');
    vi.advanceTimersByTime(300);
    clock = 12_500;
    chooseOption('Better Focus');
    resetQuiz();
    vi.advanceTimersByTime(1_000);
    expect([$step.get(), $answers.get(), $pendingOption.get()]).toEqual([0, [], null]);
  });

  it('goes back from question 2, 3 and 4, dropping the last answer', () => {
    choose('Daily', 0);
    choose('Better Focus', 2_000);
    choose('Edibles', 4_000);
    expect($step.get()).toBe(3);
    goBack();
    expect([$step.get(), $answers.get()]).toEqual([2, ['Daily', 'Better Focus']]);
    goBack();
    expect([$step.get(), $answers.get()]).toEqual([1, ['Daily']]);
    goBack();
    expect([$step.get(), $answers.get()]).toEqual([0, []]);
    goBack();
    expect([$step.get(), $answers.get()]).toEqual([0, []]);
  });

  it('requests the result after the fourth answer, stores it and shows it', async () => {
    answers.forEach((option, index) => choose(option, index * 2_000));
    await vi.waitFor(() => expect($status.get()).toBe('done'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/quiz/quiz-results/?q1=Daily&q2=Better+Focus&q3=Edibles&q4=Body',
      expect.anything(),
    );
    expect($result.get()).toEqual(result);
    expect(JSON.parse(localStorage.getItem(QUIZ_STORAGE_KEY)!)).toEqual(result);
  });

  // The share link holds the four answers as chosen (decisions.md, "API contract"), not one set that happens to
  // give the same dose: "Rare (yearly)" and "First Time" share every dose but are different answers.
  for (const experience of QUESTIONS[0].options) {
    it(`keeps the answers as chosen for the share link, "${experience}" too, and after a reload`, async () => {
      const chosen: QuizAnswers = [experience, 'Better Sleep', 'Flower', 'Balanced'];
      fetchMock.mockImplementation(async () => new Response(JSON.stringify(buildResult(chosen, 'http://localhost'))));
      chosen.forEach((option, index) => choose(option, index * 2_000));
      await vi.waitFor(() => expect($status.get()).toBe('done'));
      expect($resultAnswers.get()).toEqual(chosen);
      // A new page: the stored result comes back with the answers it was given for.
      $result.set(null);
      $resultAnswers.set(null);
      $status.set('idle');
      expect(restoreStoredResult()).toBe(true);
      expect($resultAnswers.get()).toEqual(chosen);
    });
  }

  it('holds no answers for a stored result they do not give (written by hand or by another version)', () => {
    localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(result));
    localStorage.setItem(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(['First Time', 'Better Sleep', 'Flower', 'Mind']));
    expect(restoreStoredResult()).toBe(true);
    expect($resultAnswers.get()).toBeNull();
    resetQuiz();
    expect(localStorage.getItem(QUIZ_ANSWERS_STORAGE_KEY)).toBeNull();
  });

  it('logs a failed request, keeps the answers, and a retry resends them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 503 }));
    answers.forEach((option, index) => choose(option, index * 2_000));
    await vi.waitFor(() => expect($status.get()).toBe('error'));
    expect(error).toHaveBeenCalledWith('Failed to fetch quiz results');
    expect($answers.get()).toEqual(answers);
    await requestResult();
    expect($status.get()).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe(fetchMock.mock.calls[0]![0]);
  });

  it('treats a schema-invalid 200 as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ color: 'red' }), { status: 200 }));
    answers.forEach((option, index) => choose(option, index * 2_000));
    await vi.waitFor(() => expect($status.get()).toBe('error'));
    expect(localStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
  });

  it('shows a valid stored result at once and ignores a bad one', () => {
    localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(result));
    expect(restoreStoredResult()).toBe(true);
    expect($status.get()).toBe('done');
    expect($result.get()).toEqual(result);
    resetQuiz();
    localStorage.setItem(QUIZ_STORAGE_KEY, '{"color":');
    expect(restoreStoredResult()).toBe(false);
    expect($status.get()).toBe('idle');
  });

  it('reset clears answers and the stored result and returns to question 1', async () => {
    answers.forEach((option, index) => choose(option, index * 2_000));
    await vi.waitFor(() => expect($status.get()).toBe('done'));
    resetQuiz();
    expect([$answers.get(), $step.get(), $status.get(), $result.get()]).toEqual([[], 0, 'idle', null]);
    expect(localStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
    expect(chooseOption('First Time')).toBe(true);
  });

  it('still shows the result when storage refuses to save it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    answers.forEach((option, index) => choose(option, index * 2_000));
    await vi.waitFor(() => expect($status.get()).toBe('done'));
    expect($result.get()).toEqual(result);
  });

  it('times a hanging request out after 10 s into the retry state, answers kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A server that never answers: the promise settles only if the request is aborted.
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    answers.forEach((option, index) => choose(option, index * 2_000));
    expect($status.get()).toBe('loading');
    await vi.advanceTimersByTimeAsync(QUIZ_REQUEST_TIMEOUT_MS - 1);
    expect($status.get()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect($status.get()).toBe('error');
    expect($answers.get()).toEqual(answers);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    fetchMock.mockImplementation(async () => ok());
    await requestResult();
    expect($status.get()).toBe('done');
  });

  it('discards a stored result whose icon is not one of the site’s own icon paths', () => {
    for (const littleDudeUrl of [
      'https://tracker.example/quiz/icons/green-body.svg',
      'http://localhost/quiz/icons/purple-mind.svg',
      'http://localhost/quiz/icons/green-body.svg?x=1',
      'http://localhost/elsewhere.svg',
    ]) {
      localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ ...result, littleDudeUrl }));
      expect(restoreStoredResult(), littleDudeUrl).toBe(false);
      expect(localStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
    }
  });

  it('asks the age first: a Yes is remembered and brings back a stored result, a No stores nothing', () => {
    localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(result));
    expect(restoreAgeAnswer()).toBe(false);
    expect($age.get()).toBe('unknown');
    answerAge(false);
    expect($age.get()).toBe('declined');
    expect(localStorage.getItem(AGE_STORAGE_KEY)).toBeNull();
    expect($status.get()).toBe('idle');
    clock = 1_700_000_000_000;
    answerAge(true);
    expect($age.get()).toBe('affirmed');
    expect(localStorage.getItem(AGE_STORAGE_KEY)).toBe('1700000000000');
    expect($status.get()).toBe('done');
    $age.set('unknown');
    expect(restoreAgeAnswer()).toBe(true);
    expect($age.get()).toBe('affirmed');
  });

  it('keeps an answer given on this page before the island read storage (a press replayed while it hydrated)', () => {
    $age.set('unknown');
    answerAge(false);
    expect(restoreAgeAnswer()).toBe(false);
    expect($age.get()).toBe('declined');
    $age.set('unknown');
  });

  it('goes on from answers given before the island took over: the next question, or the result after four', async () => {
    adoptAnswers(['Daily', 'Better Focus']);
    expect($answers.get()).toEqual(['Daily', 'Better Focus']);
    expect($step.get()).toBe(2);
    expect($status.get()).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    // The next answer is taken as usual.
    expect(choose('Edibles', 5000)).toBe(true);
    expect($step.get()).toBe(3);

    resetQuiz();
    adoptAnswers(answers);
    expect($step.get()).toBe(3);
    await vi.waitFor(() => expect($status.get()).toBe('done'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($result.get()).toEqual(result);
  });

  it('adopts nothing when there is nothing, or when the quiz has already moved on', () => {
    adoptAnswers([]);
    expect($answers.get()).toEqual([]);
    expect($step.get()).toBe(0);
    choose('Daily', 0);
    adoptAnswers(['First Time', 'Better Sleep']);
    expect($answers.get()).toEqual(['Daily']);
  });
});
