/**
 * localStorage["dycQuizResults"], read and written without ever throwing: storage may be disabled
 * (a SecurityError on access), full (a quota error), or hold corrupt JSON or a value of the wrong shape.
 * A bad stored value is ignored (and removed when possible), so the quiz always runs.
 */
import { iconPath, recommend } from './recommend.ts';
import { QUIZ_ANSWERS_STORAGE_KEY, QUIZ_STORAGE_KEY, type QuizAnswers } from './questions.ts';
import { isQuizAnswers, isQuizResult, type QuizResult } from './schema.ts';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null when reading the property itself throws or there is none. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * True when the icon URL is this result's own icon on one of the given origins (the site's and the API's).
 * A stored value is text anyone with the page's storage could have written; the page loads its icon.
 */
export function isOwnIconUrl(result: QuizResult, iconOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(result.littleDudeUrl);
  } catch {
    return false;
  }
  return (
    iconOrigins.includes(url.origin) &&
    url.pathname === iconPath(result.color, result.mindBodyBalance) &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** The origins a stored icon may come from: the page's own and the API's (when it lives elsewhere). */
export function iconOriginsFor(pageOrigin: string, apiBaseUrl: string): string[] {
  const origins = [pageOrigin];
  try {
    if (apiBaseUrl) origins.push(new URL(apiBaseUrl).origin);
  } catch {
    // A malformed API base is refused by the build settings; nothing to add here.
  }
  return origins;
}

/**
 * A fresh result as the page shows and keeps it: its icon is the site's own copy on the page's origin. The API
 * writes icon URLs on the public origin, which may be another name for the same server (127.0.0.1 for
 * localhost, the apex for www): an icon from there would be refused by the page's img-src, and a stored result
 * naming it would not be recognised as the page's own on the next visit.
 */
export function withPageIcon(result: QuizResult, pageOrigin: string): QuizResult {
  if (!pageOrigin) return result;
  return { ...result, littleDudeUrl: new URL(iconPath(result.color, result.mindBodyBalance), pageOrigin).href };
}

/**
 * The stored result, or null. With `iconOrigins`, a result whose icon is not one of the site's own icon
 * paths on those origins is discarded like any other bad value.
 */
export function readStoredResult(
  storage: StorageLike | null = browserStorage(),
  iconOrigins?: readonly string[],
): QuizResult | null {
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
    if (isQuizResult(value) && (!iconOrigins || isOwnIconUrl(value, iconOrigins))) return value;
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

/** Keeps the answers a result was given for beside it; false when storage refused them. */
export function writeStoredAnswers(answers: QuizAnswers, storage: StorageLike | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(answers));
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored answers when they give this result, or null (none stored, not four options, or answers for another
 * result): a share link then falls back to one answer set that gives the result.
 */
export function readStoredAnswers(
  result: QuizResult,
  storage: StorageLike | null = browserStorage(),
): QuizAnswers | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(QUIZ_ANSWERS_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isQuizAnswers(value)) return null;
  const given = recommend(value);
  const same =
    given.color === result.color &&
    given.dose === result.dose &&
    given.mindBodyBalance === result.mindBodyBalance &&
    given.productType === result.productType;
  return same ? value : null;
}

export function clearStoredResult(storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.removeItem(QUIZ_STORAGE_KEY);
    storage?.removeItem(QUIZ_ANSWERS_STORAGE_KEY);
  } catch {
    // Nothing to do: storage that cannot be written cannot hold a stale result either.
  }
}
