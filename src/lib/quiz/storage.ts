/**
 * localStorage["dycQuizResults"], read and written without ever throwing: storage may be disabled
 * (a SecurityError on access), full (a quota error), or hold corrupt JSON or a value of the wrong shape.
 * A bad stored value is ignored (and removed when possible), so the quiz always runs.
 */
import { QUIZ_STORAGE_KEY } from './questions.ts';
import { isQuizResult, type QuizResult } from './schema.ts';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null when reading the property itself throws or there is none. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredResult(storage: StorageLike | null = browserStorage()): QuizResult | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(QUIZ_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isQuizResult(value)) return value;
  } catch {
    // Corrupt JSON: handled below like a value of the wrong shape.
  }
  clearStoredResult(storage);
  return null;
}

/** True when the result was stored; false when storage refused it (the result still shows). */
export function writeStoredResult(result: QuizResult, storage: StorageLike | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(result));
    return true;
  } catch {
    return false;
  }
}

export function clearStoredResult(storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.removeItem(QUIZ_STORAGE_KEY);
  } catch {
    // Nothing to do: storage that cannot be written cannot hold a stale result either.
  }
}
