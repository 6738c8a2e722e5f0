import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  revealFocusInStrip,
  revealInStrip,
  SELECTED_IN_STRIP,
  stripMore,
  type StripMore,
} from '../../lib/widgets/stripMore.ts';
import cue from '../../styles/stripCue.module.css';

/**
 * Where a segmented strip is wider than its column, a round arrow on each side that hides options says there are
 * more, over the strip's faded edge; the selected option is scrolled whole into view, clear of the arrows, on load
 * and whenever the selection changes, and so is every option that takes focus. `measure` goes on the strip's
 * scroll; `ref` on the strip. `active` is false while the strip is not rendered yet (a widget before it enhances).
 */
export function useStripMore(active = true) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<StripMore>({ start: false, end: false });
  const measure = () => {
    const strip = ref.current;
    if (!strip) return;
    const next = stripMore(strip.scrollLeft, strip.clientWidth, strip.scrollWidth);
    setMore((current) => (current.start === next.start && current.end === next.end ? current : next));
  };
  const revealed = useRef<Element | null>(null);
  // After every render of the strip's owner: a newly selected option (the first one on load) comes into view.
  useEffect(() => {
    const strip = ref.current;
    const selected = strip?.querySelector<HTMLElement>(SELECTED_IN_STRIP) ?? null;
    if (!strip || !selected || selected === revealed.current) return;
    revealed.current = selected;
    // An option with focus outranks the selected one: a Tab into the strip is what woke the island, and the
    // reader is there.
    const focused = document.activeElement;
    revealInStrip(strip, focused instanceof HTMLElement && strip.contains(focused) ? focused : selected);
  });
  useEffect(() => {
    const strip = ref.current;
    if (active && strip) return revealFocusInStrip(strip);
  }, [active]);
  useEffect(() => {
    const strip = ref.current;
    // A browser without ResizeObserver (none the site supports; jsdom in tests) shows the fade alone.
    if (!active || !strip || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [active]);
  return { ref, more, measure };
}

/** The strip inside its frame, with the two arrows: seen, not read (every option is in the strip itself). */
export function StripFrame({ more, children }: { more: StripMore; children: ReactNode }) {
  return (
    <div className={cue.frame} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      {children}
      <span className={cue.start} aria-hidden="true" />
      <span className={cue.end} aria-hidden="true" />
    </div>
  );
}
