import { describe, expect, it } from 'vitest';
import { QUIZ_STORAGE_KEY } from '../../src/lib/quiz/questions.ts';
import { buildResult } from '../../src/lib/quiz/recommend.ts';
import {
  clearStoredResult,
  iconOriginsFor,
  isOwnIconUrl,
  readStoredResult,
  withPageIcon,
  writeStoredResult,
} from '../../src/lib/quiz/storage.ts';

const result = buildResult(['Rare (yearly)', 'More Relaxation', 'Edibles', 'Mind'], 'https://dyc.example');

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

const throwing = (error: Error) => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('stored quiz result', () => {
  it('writes JSON under dycQuizResults and reads it back', () => {
    const storage = new MemoryStorage();
    expect(writeStoredResult(result, storage)).toBe(true);
    expect(JSON.parse(storage.values.get(QUIZ_STORAGE_KEY)!)).toEqual(result);
    expect(readStoredResult(storage)).toEqual(result);
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredResult(new MemoryStorage())).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"color":"purple"'],
    ['not JSON at all', 'purple'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', JSON.stringify([result])],
    ['a wrong shape', JSON.stringify({ color: 'purple', dose: 'lots' })],
    ['an extra field', JSON.stringify({ ...result, name: 'someone' })],
    ['an unsafe icon URL', JSON.stringify({ ...result, littleDudeUrl: 'javascript:alert(1)' })],
  ])('ignores and removes %s', (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(QUIZ_STORAGE_KEY, raw);
    expect(readStoredResult(storage)).toBeNull();
    expect(storage.values.has(QUIZ_STORAGE_KEY)).toBe(false);
  });

  it('never throws when storage throws (disabled, SecurityError, quota)', () => {
    for (const error of [
      new DOMException('The operation is insecure.', 'SecurityError'),
      new DOMException('Quota exceeded', 'QuotaExceededError'),
      new Error('storage disabled'),
    ]) {
      const storage = throwing(error);
      expect(readStoredResult(storage)).toBeNull();
      expect(writeStoredResult(result, storage)).toBe(false);
      expect(() => clearStoredResult(storage)).not.toThrow();
    }
  });

  it('reports a refused write (quota) without throwing and keeps reads working', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(writeStoredResult(result, storage)).toBe(false);
    expect(readStoredResult(storage)).toBeNull();
  });

  it('treats missing storage as empty', () => {
    expect(readStoredResult(null)).toBeNull();
    expect(writeStoredResult(result, null)).toBe(false);
    expect(() => clearStoredResult(null)).not.toThrow();
  });

  it('clears the stored result', () => {
    const storage = new MemoryStorage();
    writeStoredResult(result, storage);
    clearStoredResult(storage);
    expect(readStoredResult(storage)).toBeNull();
  });

  it('discards a stored result whose icon is not its own icon path on the site’s or the API’s origin', () => {
    const origins = iconOriginsFor('https://dyc.example', 'https://api.dyc.example/base');
    expect(origins).toEqual(['https://dyc.example', 'https://api.dyc.example']);
    expect(isOwnIconUrl(result, origins)).toBe(true);
    expect(
      isOwnIconUrl({ ...result, littleDudeUrl: 'https://api.dyc.example/quiz/icons/blue-mind.svg' }, origins),
    ).toBe(true);
    for (const littleDudeUrl of [
      'https://evil.example/quiz/icons/blue-mind.svg',
      'https://dyc.example/quiz/icons/blue-body.svg',
      'https://dyc.example/quiz/icons/blue-mind.svg?track=1',
      'https://user@dyc.example/quiz/icons/blue-mind.svg',
      'https://dyc.example/quiz/icons/../icons/blue-mind.svg#x',
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ ...result, littleDudeUrl }));
      expect(readStoredResult(storage, origins), littleDudeUrl).toBeNull();
      expect(storage.values.has(QUIZ_STORAGE_KEY)).toBe(false);
    }
  });
});

describe('a fresh result as the page keeps it', () => {
  it('names the site’s own icon on the page’s origin, whatever origin the API wrote', () => {
    const answered = { ...result, littleDudeUrl: 'http://127.0.0.1:4321/quiz/icons/blue-mind.svg' };
    const kept = withPageIcon(answered, 'http://localhost:4321');
    expect(kept).toEqual({ ...answered, littleDudeUrl: 'http://localhost:4321/quiz/icons/blue-mind.svg' });
    expect(isOwnIconUrl(kept, iconOriginsFor('http://localhost:4321', ''))).toBe(true);
  });

  it('leaves the result as it is where there is no page', () => {
    expect(withPageIcon(result, '')).toBe(result);
  });
});
