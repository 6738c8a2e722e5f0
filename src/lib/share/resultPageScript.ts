/**
 * The server-rendered result page's one script, inlined (`?inline-script`): Share there works as in the quiz
 * (the share sheet, else the link copied and said so, else the link shown to copy by hand), and the counter
 * card gets Print. Without it the share link opens the page itself and the browser's own menu prints.
 */
import { shareLink } from './share.ts';

const link = document.querySelector<HTMLAnchorElement>('[data-share-result]');
const status = document.querySelector<HTMLElement>('[data-share-status]');
const byHand = document.querySelector<HTMLElement>('[data-share-by-hand]');

link?.addEventListener('click', (event) => {
  event.preventDefault();
  if (status) status.textContent = '';
  void shareLink({ title: link.dataset.shareTitle ?? document.title, url: link.href }, navigator).then((outcome) => {
    if (outcome === 'copied' && status) status.textContent = link.dataset.shareCopied ?? '';
    if (outcome !== 'copy-by-hand' || !byHand) return;
    byHand.hidden = false;
    const field = byHand.querySelector('input');
    field?.focus();
    field?.select();
  });
});

const print = document.querySelector<HTMLButtonElement>('[data-print-card]');
if (print) {
  print.hidden = false;
  print.addEventListener('click', () => window.print());
}
