/**
 * Inside the embed frame (/embed/quiz/): shows "This store counts colors, not people" when the snippet carries a
 * store id (the store counts its shoppers' colors), and tells the host page the quiz's height whenever it changes, so the host's
 * frame is exactly as tall as the quiz and never scrolls inside, and asks the host to bring the frame's top into
 * view when a card opens over the quiz (the counter card, a modal dialog pinned to the frame's top). The messages
 * go to the host origin named in the frame URL's fragment, checked here (a page that names another origin gets
 * nothing), and say nothing but a height or "reveal". Inlined into the page (`?inline-script`), its hash in the
 * page's policy.
 */
import { heightMessage, readFrameFragment, revealMessage } from '../lib/embed/embedSettings.ts';

const { hostOrigin, storeId } = readFrameFragment(location.hash);
const countingNote = document.querySelector<HTMLElement>('[data-counting-note]');
if (countingNote && storeId) countingNote.hidden = false;
if (hostOrigin && window.parent !== window) {
  let sent = 0;
  const report = () => {
    const { height } = heightMessage(document.body.getBoundingClientRect().height);
    if (height === sent || height <= 0) return;
    sent = height;
    window.parent.postMessage(heightMessage(height), hostOrigin);
  };
  // The body is observed, not the document: the document is at least as tall as the frame, so it could never shrink.
  new ResizeObserver(report).observe(document.body);
  // Any dialog that opens, whoever opens it (the island, or an invoker button before it hydrates).
  new MutationObserver((changes) => {
    const opened = changes.some(
      (change) => change.target instanceof HTMLDialogElement && change.target.open && change.oldValue === null,
    );
    if (opened) window.parent.postMessage(revealMessage(), hostOrigin);
  }).observe(document.body, { attributes: true, attributeFilter: ['open'], attributeOldValue: true, subtree: true });
}
