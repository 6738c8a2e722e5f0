import { describe, expect, it, vi } from 'vitest';
import {
  SHARE_COPIED_MESSAGE,
  SHARE_PROMPT_MESSAGE,
  sharePage,
  shareLines,
  shareLink,
  type ShareApis,
} from '../../src/lib/share/share.ts';

const data = { title: 'Safer cannabis for everyone', text: 'Where DYC stands.', url: 'https://example.org/advocacy/' };
const lines = 'Safer cannabis for everyone\nWhere DYC stands.\nhttps://example.org/advocacy/';

interface Fakes {
  share?: ShareApis['navigator']['share'];
  clipboard?: ShareApis['navigator']['clipboard'];
  alert: ShareApis['window']['alert'];
  prompt: ShareApis['window']['prompt'];
  log: ShareApis['console']['error'];
}

/** Browser objects made of fakes, with the fakes beside them for the assertions. */
function apis(overrides: Partial<Fakes> = {}): ShareApis & Fakes {
  const fakes: Fakes = { alert: vi.fn(), prompt: vi.fn(), log: vi.fn(), ...overrides };
  return {
    ...fakes,
    navigator: { share: fakes.share, clipboard: fakes.clipboard },
    window: { alert: fakes.alert, prompt: fakes.prompt },
    console: { error: fakes.log },
  };
}

describe('shareLines', () => {
  it('joins title, text and URL on three lines', () => {
    expect(shareLines(data)).toBe(lines);
  });
});

describe('sharePage', () => {
  it('uses the share sheet with title, text and URL when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    const injected = apis({ share, clipboard: { writeText } });
    await expect(sharePage(data, injected)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
    expect(injected.alert).not.toHaveBeenCalled();
    expect(injected.log).not.toHaveBeenCalled();
  });

  it('only logs a rejected or cancelled share', async () => {
    const abort = new DOMException('Share canceled', 'AbortError');
    const injected = apis({ share: vi.fn().mockRejectedValue(abort), clipboard: { writeText: vi.fn() } });
    await expect(sharePage(data, injected)).resolves.toBe('failed');
    expect(injected.log).toHaveBeenCalledWith('Sharing failed:', abort);
    expect(injected.alert).not.toHaveBeenCalled();
    expect(injected.prompt).not.toHaveBeenCalled();
    expect(injected.clipboard?.writeText).not.toHaveBeenCalled();
  });

  it('copies the three lines and alerts when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const injected = apis({ clipboard: { writeText } });
    await expect(sharePage(data, injected)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(lines);
    expect(injected.alert).toHaveBeenCalledWith(SHARE_COPIED_MESSAGE);
    expect(SHARE_COPIED_MESSAGE).toBe('Link copied to clipboard! You can paste it anywhere to share.');
  });

  it('only logs a failed copy, without the success alert', async () => {
    const error = new Error('Write permission denied');
    const injected = apis({ clipboard: { writeText: vi.fn().mockRejectedValue(error) } });
    await expect(sharePage(data, injected)).resolves.toBe('failed');
    expect(injected.alert).not.toHaveBeenCalled();
    expect(injected.log).toHaveBeenCalledWith('Sharing failed:', error);
  });

  it('prompts with the text to copy when there is no clipboard either', async () => {
    const injected = apis();
    await expect(sharePage(data, injected)).resolves.toBe('prompted');
    expect(injected.prompt).toHaveBeenCalledWith(SHARE_PROMPT_MESSAGE, lines);
    expect(SHARE_PROMPT_MESSAGE).toBe('Copy this text to share:');
    expect(injected.alert).not.toHaveBeenCalled();
  });

  it('only logs when even the prompt throws', async () => {
    const error = new Error('Prompts are blocked');
    const injected = apis({
      prompt: () => {
        throw error;
      },
    });
    await expect(sharePage(data, injected)).resolves.toBe('failed');
    expect(injected.log).toHaveBeenCalledWith('Sharing failed:', error);
  });
});

describe('shareLink (a quiz result)', () => {
  const link = { title: 'This result: Purple (Rest)', url: 'https://example.org/quiz/result/?q1=Daily' };

  it('opens the share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(link, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the reader closes the sheet', async () => {
    const share = vi.fn(async () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' })));
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(link, { share, clipboard: { writeText } })).toBe('dismissed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link alone where there is no share sheet (a desktop browser)', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(link, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('copies the link when the sheet cannot take it or fails', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    expect(await shareLink(link, { share, canShare: () => false, clipboard: { writeText } })).toBe('copied');
    expect(share).not.toHaveBeenCalled();
    const failing = vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    expect(await shareLink(link, { share: failing, clipboard: { writeText } })).toBe('copied');
  });

  it('asks for the link to be copied by hand when the clipboard refuses or is missing', async () => {
    const refused = vi.fn(async () => Promise.reject(new Error('denied')));
    expect(await shareLink(link, { clipboard: { writeText: refused } })).toBe('copy-by-hand');
    expect(await shareLink(link, {})).toBe('copy-by-hand');
  });
});
