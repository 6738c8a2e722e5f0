import { useCallback, useEffect, useRef, useState } from 'react';
import {
  arrowState,
  createSettleTimer,
  scrollTarget,
  slideName,
  type ArrowState,
} from '../../lib/carousel/carouselState.ts';
import { useEnhanced } from '../shared/useEnhanced.ts';
import styles from './Carousel.module.css';

export interface CarouselCard {
  id: string;
  title: string;
  text: string;
}

/** The carousel's own words, in the page's language (src/i18n/home.ts). */
export interface CarouselWords {
  previous: string;
  next: string;
  /** The scrolling track's name. */
  track: string;
  /** aria-roledescription of the region and of each slide. */
  carousel: string;
  slide: string;
  /** A slide's name, "{index} of {total}". */
  slideOf: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  words: CarouselWords;
  /** Unique id for the scrolling track (the arrows point at it with aria-controls). */
  trackId: string;
  cards: CarouselCard[];
  /** How far one arrow press scrolls, in CSS pixels. */
  stepPx: number;
  /** How long scrolling must be quiet before the arrows refresh. */
  settleMs: number;
}

/**
 * WAI-ARIA APG carousel without autoplay: a labelled region, labelled slides, and Previous/Next
 * as real buttons. The track is native horizontal scrolling with snap points, so touch swipes,
 * trackpads and the keyboard (the track is focusable) all work without script; the buttons
 * only scroll it. An arrow at its end is dimmed and aria-disabled (it stays focusable, so a
 * keyboard user pressing Next to the end keeps their place).
 */
export default function Carousel({ label, words, trackId, cards, stepPx, settleMs }: CarouselProps) {
  const enhanced = useEnhanced();
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ArrowState>({ atStart: true, atEnd: false });

  const refresh = useCallback(() => {
    const track = trackRef.current;
    if (track) setEdges(arrowState(track));
  }, []);

  // Measured after the enhanced render is laid out (the next frame), not at hydration: a reader who
  // arrives by a fling can hydrate the island before the track is laid out as the carousel, and the
  // track itself may then neither resize nor scroll. The slides are observed too, for the same reason.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !enhanced) return;
    const frame = requestAnimationFrame(refresh);
    const timer = createSettleTimer(refresh, settleMs);
    const onScroll = () => timer.poke();
    track.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => timer.poke());
    resize.observe(track);
    for (const slide of track.children) resize.observe(slide);
    return () => {
      cancelAnimationFrame(frame);
      timer.cancel();
      track.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [enhanced, refresh, settleMs]);

  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    // The track as it is now decides, not the last measurement: a tap never lands on a stale edge.
    const now = arrowState(track);
    setEdges(now);
    if (direction === -1 ? now.atStart : now.atEnd) return;
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: scrollTarget(track, direction, stepPx), behavior: smooth ? 'smooth' : 'instant' });
  };

  const arrow = (direction: -1 | 1) => {
    const disabled = !enhanced || (direction === -1 ? edges.atStart : edges.atEnd);
    return (
      <button
        type="button"
        className={styles.arrow}
        aria-controls={trackId}
        aria-disabled={disabled}
        aria-label={direction === -1 ? words.previous : words.next}
        onClick={() => move(direction)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d={direction === -1 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    );
  };

  return (
    <section className={styles.carousel} aria-roledescription={words.carousel} aria-label={label}>
      <div className={styles.controls}>
        {arrow(-1)}
        {arrow(1)}
      </div>
      <div
        ref={trackRef}
        id={trackId}
        className={styles.track}
        role="group"
        aria-label={words.track}
        // The track scrolls, so keyboard users must reach it; the arrow keys then scroll it natively.
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region needs a tab stop
        tabIndex={0}
      >
        {cards.map((card, index) => (
          <div
            key={card.id}
            className={styles.slide}
            role="group"
            aria-roledescription={words.slide}
            aria-label={slideName(words.slideOf, index + 1, cards.length)}
          >
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
