/**
 * Which sides of a sideways-scrolling strip hide more of it, from its scroll position and sizes; a strip that fits
 * hides nothing. A pixel of slack absorbs the fractional widths browsers report.
 */
export interface StripMore {
  start: boolean;
  end: boolean;
}

export function stripMore(scrollStart: number, clientWidth: number, scrollWidth: number): StripMore {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return { start: false, end: false };
  const offset = Math.abs(scrollStart);
  return { start: offset > 1, end: offset < hidden - 1 };
}

/**
 * How far in from an edge that shows its arrow an option must stand to be read whole: the arrow (2rem,
 * stripCue.module.css) and a little air.
 */
export const STRIP_ARROW_CLEARANCE_PX = 40;
/** The arrow alone (2rem). */
const STRIP_ARROW_PX = 32;

type StripItem = { start: number; width: number };

/**
 * The scroll position that shows an option whole and clear of the arrows, or null when it already is (or the strip
 * fits): of the strip's ends, the option centred, and the option just clear of either arrow, the one nearest the
 * current position. An option too wide for the air beside both arrows is shown clear of the arrows themselves,
 * and one too wide even for that is centred.
 */
export function revealScroll(
  scrollStart: number,
  clientWidth: number,
  scrollWidth: number,
  item: StripItem,
  clearance = STRIP_ARROW_CLEARANCE_PX,
): number | null {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return null;
  const within = (left: number) => Math.round(Math.min(hidden, Math.max(0, left)));
  const centred = within(item.start - (clientWidth - item.width) / 2);
  for (const space of [clearance, STRIP_ARROW_PX]) {
    const clearAt = (left: number) => {
      const more = stripMore(left, clientWidth, scrollWidth);
      const visibleStart = left + (more.start ? space : 0);
      const visibleEnd = left + clientWidth - (more.end ? space : 0);
      return item.start >= visibleStart - 0.5 && item.start + item.width <= visibleEnd + 0.5;
    };
    if (clearAt(scrollStart)) return null;
    const candidates = [
      0,
      hidden,
      centred,
      within(item.start - space),
      within(item.start + item.width + space - clientWidth),
    ].filter(clearAt);
    if (candidates.length > 0) {
      return candidates.reduce((best, left) =>
        Math.abs(left - scrollStart) < Math.abs(best - scrollStart) ? left : best,
      );
    }
  }
  return centred;
}

/**
 * Scrolls a strip sideways so that one of its options shows whole, clear of the arrows; the page itself does not
 * move up or down (scrollIntoView would). Shared by the islands' strips and the science page's section bar.
 */
export function revealInStrip(strip: HTMLElement, item: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const start = itemBox.left - stripBox.left - strip.clientLeft + strip.scrollLeft;
  const left = revealScroll(strip.scrollLeft, strip.clientWidth, strip.scrollWidth, { start, width: itemBox.width });
  if (left !== null) strip.scrollTo({ left, behavior: 'instant' });
}

/** The option a strip shows as chosen: a pressed button, a selected tab or the current link. */
export const SELECTED_IN_STRIP = '[aria-pressed="true"], [aria-selected="true"], [aria-current]';

/**
 * Brings each option that takes focus (by Tab, an arrow key or a script) whole into view between the arrows: the
 * browser's own scroll on focus shows it in the strip, but may leave it under an arrow, its focus ring unseen.
 * Returns the undo.
 */
export function revealFocusInStrip(strip: HTMLElement): () => void {
  const reveal = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target !== strip) revealInStrip(strip, event.target);
  };
  strip.addEventListener('focusin', reveal);
  return () => strip.removeEventListener('focusin', reveal);
}
