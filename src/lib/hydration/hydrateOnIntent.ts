import type { ClientDirective } from 'astro';
import { afterLargestPaint } from '../dom/afterLargestPaint.ts';

/** The first signs that a reader is about to use a widget: a pointer on it, focus in it, a key. */
export const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown'];

/**
 * Set on the island element when its script failed to load, or had not hydrated this long after it was
 * asked for: the page's CSS can then hand over to the server HTML's own form (the quiz page does).
 */
export const HYDRATION_FAILED_ATTRIBUTE = 'data-hydration-failed';
export const HYDRATION_WAIT_MS = 5000;

/**
 * `client:intent`: hydrate an island on the first interaction with it, or once it is near the
 * viewport (200 px ahead, the lead `client:visible` had) after the page has loaded and the browser is
 * idle, whichever comes first. Nothing of the island is requested while the first view is painting,
 * so its script never counts against Largest Contentful Paint, and a reader who scrolls or tabs to
 * it still finds it ready.
 *
 * A button pressed while the island's script is on its way is pressed again once it has hydrated,
 * so the first tap is never lost; a form sent before then goes to the server, as it would without
 * JavaScript. Inlined in every page with such an island: kept small on purpose.
 */
const hydrateOnIntent: ClientDirective = (load, _options, island) => {
  let started = false;
  let pressed: HTMLElement | null = null;
  const failed = () => {
    island.setAttribute(HYDRATION_FAILED_ATTRIBUTE, '');
    // Nothing will answer a held press now: the server HTML's own controls work as they are.
    island.removeEventListener('click', hold, true);
  };
  const start = async () => {
    if (started) return;
    started = true;
    near.disconnect();
    const stalled = setTimeout(failed, HYDRATION_WAIT_MS);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      return failed();
    } finally {
      clearTimeout(stalled);
    }
    // Astro reports a script that failed to load (after one retry) and hands back a hydrate that does nothing:
    // the island then keeps its `ssr` mark.
    if (island.hasAttribute('ssr')) return failed();
    // A late script still takes over.
    island.removeAttribute(HYDRATION_FAILED_ATTRIBUTE);
    island.removeEventListener('click', hold, true);
    // React hydrates in a transition: press the button once its handlers are attached.
    if (pressed) requestAnimationFrame(() => pressed!.click());
  };
  const hold = (event: Event) => {
    const button = (event.target as Element).closest('button');
    // A form's own submit button is left to the browser: the server HTML's form works without the island.
    if (!button || (button.form && button.type === 'submit')) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
    start();
  };
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      // Only in idle time after the first view's largest paint can the island's request never count against it.
      afterLargestPaint(start);
    },
    { rootMargin: '200px' },
  );
  // The island element is `display: contents` and has no box of its own: watch its children.
  for (const child of island.children) near.observe(child);
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { once: true });
  island.addEventListener('click', hold, true);
};

export default hydrateOnIntent;
