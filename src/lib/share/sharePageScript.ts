/**
 * The Share button of "How to get involved" (src/components/advocacy/GetInvolved.astro), inlined
 * (`?inline-script`): a script file of its own would be requested before the page's first largest paint, and the
 * share code is shared with the result page's script, so the build would not inline it by itself.
 */
import { sharePage } from './share.ts';

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share]')) {
  button.addEventListener('click', () => {
    void sharePage(
      {
        title: button.dataset.shareTitle ?? document.title,
        text: button.dataset.shareText ?? '',
        url: location.href,
      },
      // navigator.share and navigator.clipboard are missing in some browsers and outside secure contexts,
      // whatever the types say: sharePage checks for each.
      { navigator, window, console },
    );
  });
}
