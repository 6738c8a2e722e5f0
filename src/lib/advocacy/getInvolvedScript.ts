/**
 * Advocacy's Get Involved buttons, inlined where the section is (src/lib/build/inlineScriptPlugin.ts), so the
 * page requests no script file before its first view.
 */
import { isAgeRemembered, rememberAgeAffirmed } from '../age/ageAffirmation.ts';
import { sharePage } from '../share/share.ts';

// Subscribe: a Yes is remembered for a year; with one, Subscribe opens the newsletter without asking again.
for (const subscribe of document.querySelectorAll<HTMLDetailsElement>('[data-subscribe]')) {
  const summary = subscribe.querySelector<HTMLElement>(':scope > summary');
  summary?.addEventListener('click', (event) => {
    const url = summary.dataset.newsletterUrl;
    if (subscribe.open || !url || !isAgeRemembered()) return;
    event.preventDefault();
    window.open(url, '_blank', 'noopener,noreferrer');
  });
  subscribe.querySelector('[data-subscribe-yes]')?.addEventListener('click', () => rememberAgeAffirmed());
}

// The browser features are passed in, so src/lib/share stays testable without a browser.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share]')) {
  button.addEventListener('click', () => {
    void sharePage(
      {
        title: button.dataset.shareTitle ?? document.title,
        text: button.dataset.shareText ?? '',
        url: location.href,
      },
      {
        share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
        clipboard: navigator.clipboard ? { writeText: (text) => navigator.clipboard.writeText(text) } : undefined,
        alert: (message) => window.alert(message),
        prompt: (message, text) => window.prompt(message, text),
        log: (...data) => console.error(...data),
      },
    );
  });
}
