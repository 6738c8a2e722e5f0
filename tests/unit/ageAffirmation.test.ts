import { describe, expect, it } from 'vitest';
import {
  AGE_REMEMBER_MS,
  AGE_STORAGE_KEY,
  ageAnswerFromQuery,
  forgetAgeAnswer,
  isAgeRemembered,
  rememberAgeAffirmed,
} from '../../src/lib/age/ageAffirmation.ts';

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const throwing = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const now = Date.UTC(2026, 10, 23);

describe('age affirmation', () => {
  it('remembers a Yes for a year, then asks again', () => {
    const storage = new MemoryStorage();
    expect(isAgeRemembered(storage, now)).toBe(false);
    expect(rememberAgeAffirmed(storage, now)).toBe(true);
    expect(storage.getItem(AGE_STORAGE_KEY)).toBe(String(now));
    expect(isAgeRemembered(storage, now)).toBe(true);
    expect(isAgeRemembered(storage, now + AGE_REMEMBER_MS - 1)).toBe(true);
    expect(isAgeRemembered(storage, now + AGE_REMEMBER_MS)).toBe(false);
  });

  it('treats junk, a future time and missing storage as no answer', () => {
    const storage = new MemoryStorage();
    for (const junk of ['yes', '', '-5', '1e12', '{"at":1}', String(now + 1000)]) {
      storage.setItem(AGE_STORAGE_KEY, junk);
      expect(isAgeRemembered(storage, now), junk).toBe(false);
    }
    expect(isAgeRemembered(null, now)).toBe(false);
    expect(rememberAgeAffirmed(null, now)).toBe(false);
  });

  it('never throws when storage is blocked or full: it only means asking again', () => {
    expect(isAgeRemembered(throwing, now)).toBe(false);
    expect(rememberAgeAffirmed(throwing, now)).toBe(false);
    expect(() => forgetAgeAnswer(throwing)).not.toThrow();
  });

  it('forgets an answer', () => {
    const storage = new MemoryStorage();
    rememberAgeAffirmed(storage, now);
    forgetAgeAnswer(storage);
    expect(isAgeRemembered(storage, now)).toBe(false);
  });

  it('reads the answer a server-rendered page was given in its query', () => {
    expect(ageAnswerFromQuery(new URLSearchParams('q1=Daily&age=yes'))).toBe('affirmed');
    expect(ageAnswerFromQuery(new URLSearchParams('age=YES'))).toBe('affirmed');
    expect(ageAnswerFromQuery(new URLSearchParams('age=no'))).toBe('declined');
    expect(ageAnswerFromQuery(new URLSearchParams('q1=Daily'))).toBe('unknown');
    expect(ageAnswerFromQuery(new URLSearchParams('age=maybe'))).toBe('unknown');
    expect(ageAnswerFromQuery(new URLSearchParams('age=yes&age=no'))).toBe('unknown');
  });
});
