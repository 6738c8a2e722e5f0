/**
 * "Are you 21 or older?" before any individual advice (California Business and Professions Code 26151(b)):
 * the quiz's dose and the newsletter sign-up. A Yes is remembered in this browser for a year; a No is never
 * stored, and storage that is missing, blocked, full or holds junk only means the question is asked again.
 */

/** The age of the audience (California adult use). Named here, and re-exported by src/consts.ts, so the
 * browser code that remembers a Yes loads no other constants with it. */
export const MINIMUM_AGE = 21;

export const AGE_QUESTION = `Are you ${MINIMUM_AGE} or older?`;
export const AGE_CHECKBOX_LABEL = `I am ${MINIMUM_AGE} or older`;

/** localStorage key holding the time (ms since the epoch) of the last Yes. */
export const AGE_STORAGE_KEY = 'dycAgeAffirmedAt';
/** How long a Yes is remembered: a year, then the question is asked again. */
export const AGE_REMEMBER_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The query parameter that carries the answer on server-rendered pages (no JavaScript needed):
 * the quiz form's checkbox and the result page's Yes/No buttons submit it.
 */
export const AGE_PARAMETER = 'age';
export const AGE_YES = 'yes';
export const AGE_NO = 'no';

export type AgeAnswer = 'affirmed' | 'declined' | 'unknown';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null when there is none or reading the property throws. */
export function ageStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** True when a Yes was given within the last year (a time in the future is junk, not a Yes). */
export function isAgeRemembered(storage: StorageLike | null = ageStorage(), now: number = Date.now()): boolean {
  if (!storage) return false;
  let raw: string | null;
  try {
    raw = storage.getItem(AGE_STORAGE_KEY);
  } catch {
    return false;
  }
  if (raw === null || !/^\d{1,15}$/.test(raw)) return false;
  const affirmedAt = Number(raw);
  return affirmedAt <= now && now - affirmedAt < AGE_REMEMBER_MS;
}

/** Remembers a Yes; false when storage refused it (the Yes still counts for this page view). */
export function rememberAgeAffirmed(storage: StorageLike | null = ageStorage(), now: number = Date.now()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(AGE_STORAGE_KEY, String(Math.floor(now)));
    return true;
  } catch {
    return false;
  }
}

export function forgetAgeAnswer(storage: StorageLike | null = ageStorage()): void {
  try {
    storage?.removeItem(AGE_STORAGE_KEY);
  } catch {
    // Storage that cannot be written holds no answer to forget.
  }
}

/** The answer carried by a server-rendered page's query (`?age=yes` / `?age=no`), anything else unknown. */
export function ageAnswerFromQuery(params: URLSearchParams): AgeAnswer {
  const values = params.getAll(AGE_PARAMETER);
  if (values.length !== 1) return 'unknown';
  const value = values[0]!.trim().toLowerCase();
  return value === AGE_YES ? 'affirmed' : value === AGE_NO ? 'declined' : 'unknown';
}
