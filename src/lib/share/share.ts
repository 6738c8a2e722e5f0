/** The spec's messages for the advocacy page's Share action. */
export const SHARE_COPIED_MESSAGE = 'Link copied to clipboard! You can paste it anywhere to share.';
export const SHARE_PROMPT_MESSAGE = 'Copy this text to share:';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The browser features Share uses, injected so every branch can be tested without a browser. */
export interface ShareApis {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
  alert: (message: string) => void;
  prompt: (message: string, defaultText: string) => unknown;
  log: (...data: unknown[]) => void;
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
export async function sharePage(data: ShareData, apis: ShareApis): Promise<ShareOutcome> {
  try {
    if (apis.share) {
      await apis.share(data);
      return 'shared';
    }
    const lines = shareLines(data);
    if (apis.clipboard) {
      await apis.clipboard.writeText(lines);
      apis.alert(SHARE_COPIED_MESSAGE);
      return 'copied';
    }
    apis.prompt(SHARE_PROMPT_MESSAGE, lines);
    return 'prompted';
  } catch (error) {
    apis.log('Sharing failed:', error);
    return 'failed';
  }
}
