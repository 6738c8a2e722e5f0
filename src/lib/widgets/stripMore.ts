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
