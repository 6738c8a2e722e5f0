// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Carousel from '../../src/islands/carousel/Carousel.tsx';
import { HOME } from '../../src/i18n/home.ts';

/**
 * Issue 13, item 9. At 375 px, reached by a fast scroll, the island could hydrate while the track was
 * not yet laid out as the enhanced carousel: both arrows measured as at their ends, and since the track
 * itself neither resized nor scrolled afterwards, nothing measured again and the first tap on Next did
 * nothing. Here layout is whatever `layout` says, and no resize or scroll event ever fires.
 */
const layout = { scrollLeft: 0, clientWidth: 375, scrollWidth: 375 };
const scrollTo = vi.fn();

beforeEach(() => {
  layout.scrollLeft = 0;
  layout.scrollWidth = 375;
  scrollTo.mockReset();
  for (const key of ['scrollLeft', 'clientWidth', 'scrollWidth'] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => layout[key] });
  }
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  // A resize observer that never reports: the track keeps its size while its content lays out.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(cleanup);

const cards = Array.from({ length: 5 }, (_, index) => ({
  id: `card-${index}`,
  title: `Card ${index + 1}`,
  text: `About card ${index + 1}.`,
}));

function renderCarousel() {
  render(
    <Carousel
      label="Why people choose by color"
      words={HOME.en.carousel}
      trackId="cards"
      cards={cards}
      stepPx={350}
      settleMs={100}
    />,
  );
  return {
    next: screen.getByRole('button', { name: 'Next cards' }),
    previous: screen.getByRole('button', { name: 'Previous cards' }),
  };
}

/** The enhanced layout arrives after hydration; then the next frames pass. */
async function enhancedLayoutArrives() {
  layout.scrollWidth = 5 * 350 + 2 * 24;
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

describe('Carousel edges at hydration', () => {
  it('measures again once the enhanced layout is in, so Next is live', async () => {
    const { next, previous } = renderCarousel();
    await enhancedLayoutArrives();
    expect(next.getAttribute('aria-disabled')).toBe('false');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
  });

  it('scrolls on the first tap of Next even if the arrows were measured too early', async () => {
    const { next } = renderCarousel();
    layout.scrollWidth = 5 * 350 + 2 * 24;
    await act(async () => next.click());
    expect(scrollTo).toHaveBeenCalledWith({ left: 350, behavior: 'instant' });
  });

  it('still refuses to move past an end that is real', async () => {
    const { previous } = renderCarousel();
    await enhancedLayoutArrives();
    await act(async () => previous.click());
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
