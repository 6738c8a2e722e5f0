/** The spec's messages for the advocacy page's Share action. */
export const SHARE_COPIED_MESSAGE = 'Link copied to clipboard! You can paste it anywhere to share.';
export const SHARE_PROMPT_MESSAGE = 'Copy this text to share:';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * The browser objects Share uses, shaped as the browser has them, so the page passes
 * `{ navigator, window, console }` and every branch can be tested without a browser.
 */
export interface ShareApis {
  navigator: {
    share?: (data: ShareData) => Promise<void>;
    clipboard?: { writeText: (text: string) => Promise<void> };
  };
  window: { alert: (message: string) => void; prompt: (message: string, defaultText: string) => unknown };
  console: { error: (...data: unknown[]) => void };
}

export type ShareOutcome = 'shared' | 'copied' | 'prompted' | 'failed';

/** The three lines copied when the share sheet is missing: title, text and URL. */
export function shareLines(data: ShareData): string {
  return [data.title, data.text, data.url].join('\n');
}

/**
 * Share a page: the share sheet when there is one; otherwise copy the three lines and say so;
 * with no clipboard, show them in a prompt to copy by hand. Errors, a cancelled share included,
 * are only logged, as the spec asks.
 */
export async function sharePage(data: ShareData, { navigator, window, console }: ShareApis): Promise<ShareOutcome> {
  try {
    if (navigator.share) {
      await navigator.share(data);
      return 'shared';
    }
    const lines = shareLines(data);
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(lines);
      window.alert(SHARE_COPIED_MESSAGE);
      return 'copied';
    }
    window.prompt(SHARE_PROMPT_MESSAGE, lines);
    return 'prompted';
  } catch (error) {
    console.error('Sharing failed:', error);
    return 'failed';
  }
}

/**
 * What sharing a quiz result's link came to: the share sheet took it (or the reader closed it), the link is on
 * the clipboard, or the clipboard was refused and the page must show the link to copy by hand.
 */
export type LinkShareOutcome = 'shared' | 'dismissed' | 'copied' | 'copy-by-hand';

/** The parts of `navigator` a link share uses; the page passes `navigator` itself (its methods need it as `this`). */
export interface LinkShareApis {
  share?: (data: { title: string; url: string }) => Promise<void>;
  canShare?: (data: { title: string; url: string }) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares a result's link: the system share sheet where the browser has one (phones, mostly); otherwise, or when
 * the sheet fails for another reason than the reader closing it, the link alone goes to the clipboard. Where the
 * clipboard is missing or refuses (an insecure origin, a denied permission), the caller shows the link to copy.
 */
export async function shareLink(data: { title: string; url: string }, apis: LinkShareApis): Promise<LinkShareOutcome> {
  if (typeof apis.share === 'function' && (typeof apis.canShare !== 'function' || apis.canShare(data))) {
    try {
      await apis.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'dismissed';
    }
  }
  if (typeof apis.clipboard?.writeText === 'function') {
    try {
      await apis.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      // Refused: the link is shown to copy by hand instead.
    }
  }
  return 'copy-by-hand';
}
