import { describe, expect, it } from 'vitest';
import { AGE_REMEMBER_MS, AGE_STORAGE_KEY } from '../../src/lib/age/ageAffirmation.ts';
import {
  CARRY_REMEMBERED_AGE_SCRIPT,
  DROP_AGE_FROM_ADDRESS_SCRIPT,
  MARK_STORED_RESULT_SCRIPT,
  REMEMBERED_ADULT_ATTRIBUTE,
  SCRIPT_RUNS_ATTRIBUTE,
  STORED_RESULT_ATTRIBUTE,
  scriptHash,
} from '../../src/lib/quiz/firstPaint.ts';
import { QUIZ_STORAGE_KEY } from '../../src/lib/quiz/questions.ts';
import { buildResult } from '../../src/lib/quiz/recommend.ts';

const now = Date.UTC(2026, 10, 23);
const result = buildResult(['Daily', 'Better Sleep', 'Flower', 'Mind'], 'https://dyc.example');

/** Runs an inline head script against a fake page: its storage, clock, URL and <html> element. */
function run(script: string, stored: Record<string, string>, href = 'https://dyc.example/quiz/') {
  const attributes = new Map<string, string>();
  let replacedWith: string | null = null;
  const page = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    Date: { now: () => now },
    location: {
      href,
      replace: (url: string) => {
        replacedWith = url;
      },
    },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  new Function('localStorage', 'Date', 'location', 'document', 'URL', script)(
    page.localStorage,
    page.Date,
    page.location,
    page.document,
    URL,
  );
  return {
    marked: attributes.has(STORED_RESULT_ATTRIBUTE),
    storedColor: attributes.get(STORED_RESULT_ATTRIBUTE),
    scripted: attributes.has(SCRIPT_RUNS_ATTRIBUTE),
    adult: attributes.has(REMEMBERED_ADULT_ATTRIBUTE),
    replacedWith: replacedWith as string | null,
  };
}

describe('quiz page first-paint mark', () => {
  it('always marks that scripts run, and marks a remembered Yes', () => {
    const first = run(MARK_STORED_RESULT_SCRIPT, {});
    expect(first.scripted).toBe(true);
    expect(first.adult).toBe(false);
    expect(run(MARK_STORED_RESULT_SCRIPT, { [AGE_STORAGE_KEY]: String(now - 1000) }).adult).toBe(true);
  });

  const yes = { [AGE_STORAGE_KEY]: String(now - 1000) };

  it('marks the page when a remembered Yes and a stored result with an own icon path exist', () => {
    expect(run(MARK_STORED_RESULT_SCRIPT, { ...yes, [QUIZ_STORAGE_KEY]: JSON.stringify(result) }).marked).toBe(true);
  });

  it('names the stored color, which picks the result screen the first paint shows', () => {
    const stored = { ...yes, [QUIZ_STORAGE_KEY]: JSON.stringify(result) };
    expect(run(MARK_STORED_RESULT_SCRIPT, stored).storedColor).toBe(result.color);
  });

  it('does not mark a stored result on /quiz/?reset=1, which starts over', () => {
    const stored = { ...yes, [QUIZ_STORAGE_KEY]: JSON.stringify(result) };
    const reset = run(MARK_STORED_RESULT_SCRIPT, stored, 'https://dyc.example/quiz/?reset=1');
    expect(reset.marked).toBe(false);
    expect(reset.adult).toBe(true);
  });

  it('does not mark without a stored result, without a Yes, with an old Yes, or with a foreign icon', () => {
    expect(run(MARK_STORED_RESULT_SCRIPT, yes).marked).toBe(false);
    expect(run(MARK_STORED_RESULT_SCRIPT, { [QUIZ_STORAGE_KEY]: JSON.stringify(result) }).marked).toBe(false);
    const old = { [AGE_STORAGE_KEY]: String(now - AGE_REMEMBER_MS), [QUIZ_STORAGE_KEY]: JSON.stringify(result) };
    expect(run(MARK_STORED_RESULT_SCRIPT, old).marked).toBe(false);
    const foreign = JSON.stringify({ ...result, littleDudeUrl: 'https://x.example/track.gif' });
    expect(run(MARK_STORED_RESULT_SCRIPT, { ...yes, [QUIZ_STORAGE_KEY]: foreign }).marked).toBe(false);
    expect(run(MARK_STORED_RESULT_SCRIPT, { ...yes, [QUIZ_STORAGE_KEY]: '{"broken' }).marked).toBe(false);
  });
});

describe('result page carries a remembered Yes', () => {
  const href = 'https://dyc.example/quiz/result/?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind';

  it('reloads with age=yes when a Yes is remembered', () => {
    const { replacedWith } = run(CARRY_REMEMBERED_AGE_SCRIPT, { [AGE_STORAGE_KEY]: String(now) }, href);
    expect(replacedWith).toBe(`${href}&age=yes`);
  });

  it('stays (the page asks) without a Yes, and never loops once the answer is in the query', () => {
    expect(run(CARRY_REMEMBERED_AGE_SCRIPT, {}, href).replacedWith).toBeNull();
    expect(
      run(CARRY_REMEMBERED_AGE_SCRIPT, { [AGE_STORAGE_KEY]: String(now) }, `${href}&age=no`).replacedWith,
    ).toBeNull();
  });

  it('hashes a script the way a CSP source expects', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('a shown result takes the Yes out of the address bar', () => {
  const query = '?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind';

  /** Runs the script against a fake location and history; returns the address it put in the bar, if any. */
  function addressAfter(href: string): string | null {
    let replaced: string | null = null;
    const history = { state: null, replaceState: (_state: unknown, _title: string, url: string) => (replaced = url) };
    new Function('location', 'history', 'URL', DROP_AGE_FROM_ADDRESS_SCRIPT)({ href }, history, URL);
    return replaced;
  }

  it('drops age=yes and keeps the answers, so a copied link asks its next reader', () => {
    expect(addressAfter(`https://dyc.example/quiz/result/${query}&age=yes`)).toBe(`/quiz/result/${query}`);
    expect(addressAfter(`https://dyc.example/es/quiz/result/?age=yes&${query.slice(1)}#top`)).toBe(
      `/es/quiz/result/${query}#top`,
    );
  });

  it('leaves an address without the answer alone', () => {
    expect(addressAfter(`https://dyc.example/quiz/result/${query}`)).toBeNull();
  });
});
