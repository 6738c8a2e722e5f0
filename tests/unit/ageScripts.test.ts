// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGE_REMEMBER_MS, AGE_STORAGE_KEY } from '../../src/lib/age/ageAffirmation.ts';
import { SUBSCRIBE_SCRIPT } from '../../src/lib/age/ageScripts.ts';

const now = Date.UTC(2026, 10, 23);
const newsletter = 'https://news.example/subscribe';

/** The advocacy page's Subscribe disclosure, with the inline script run over it. */
function subscribe() {
  document.body.innerHTML = `<details data-subscribe><summary data-newsletter-url="${newsletter}">Subscribe</summary>
    <a href="${newsletter}" data-subscribe-yes>Yes, subscribe</a></details>`;
  new Function(SUBSCRIBE_SCRIPT)();
  const click = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  return { click };
}

beforeEach(() => {
  vi.useFakeTimers({ now });
  vi.stubGlobal('open', vi.fn());
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Subscribe on the advocacy page', () => {
  it('asks first: without a remembered Yes the disclosure opens as usual', () => {
    const { click } = subscribe();
    expect(click('summary').defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the newsletter in a new tab at once when a Yes is remembered', () => {
    localStorage.setItem(AGE_STORAGE_KEY, String(now - 1000));
    const { click } = subscribe();
    expect(click('summary').defaultPrevented).toBe(true);
    // "noreferrer" implies noopener for window.open (HTML's window open steps).
    expect(open).toHaveBeenCalledWith(newsletter, '_blank', 'noreferrer');
  });

  it('asks again after a year, or when what is stored is not a time', () => {
    localStorage.setItem(AGE_STORAGE_KEY, String(now - AGE_REMEMBER_MS));
    expect(subscribe().click('summary').defaultPrevented).toBe(false);
    localStorage.setItem(AGE_STORAGE_KEY, 'yes');
    expect(subscribe().click('summary').defaultPrevented).toBe(false);
  });

  it('remembers "Yes, subscribe" for a year, and storage that refuses it breaks nothing', () => {
    subscribe().click('[data-subscribe-yes]');
    expect(localStorage.getItem(AGE_STORAGE_KEY)).toBe(String(now));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => subscribe().click('[data-subscribe-yes]')).not.toThrow();
  });
});
