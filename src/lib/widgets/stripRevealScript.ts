/**
 * A strip in the server's HTML (`data-strip`) opens on its selected option, whole and clear of the arrows, from the
 * first view: its island loads only on intent, and a reader who scrolls down to it before then would otherwise see
 * its first options and the selected one cut at the edge. Inlined after the strip (inlineScriptPlugin.ts).
 */
import { revealInStrip, SELECTED_IN_STRIP } from './stripMore.ts';

// In the next frame rather than now: measuring while the page is still being parsed would force a layout then.
requestAnimationFrame(() => {
  for (const strip of document.querySelectorAll<HTMLElement>('[data-strip]')) {
    const selected = strip.querySelector<HTMLElement>(SELECTED_IN_STRIP);
    if (selected) revealInStrip(strip, selected);
  }
});
