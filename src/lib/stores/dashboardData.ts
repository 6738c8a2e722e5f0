/**
 * The dashboard's logic without the DOM: asking the store API for figures and a new link, and shaping the figures
 * for its charts (the line of results per day, the "your shoppers" pie) and their words. The page's script
 * (src/lib/dom/shopperDashboard.ts) only draws what these return.
 */
import { EFFECT_PALETTE, NEUTRALS } from '../design/tokens.ts';
import { RESULT_COLORS, type ResultColor } from '../quiz/schema.ts';
import { colorLabel, figureText, periodLabel } from './dashboardWords.ts';
import type { StoreFigures } from './figures.ts';
import { authorizationFor, STORE_API_PATHS, type DashboardCredential, type StorePageSwitch } from './storeApi.ts';

export type FiguresOutcome =
  | { ok: true; figures: StoreFigures }
  /** `link`: the link opens no dashboard (an unknown store, a replaced key); `range`: the dates were refused. */
  | { ok: false; reason: 'link' | 'range' | 'unavailable' };

export async function fetchFigures(
  credential: DashboardCredential,
  range: { from: string; to: string } | null,
  fetcher: typeof fetch = fetch,
): Promise<FiguresOutcome> {
  const query = range ? `?from=${range.from}&to=${range.to}` : '';
  try {
    const response = await fetcher(`${STORE_API_PATHS.figures}${query}`, {
      headers: { Authorization: authorizationFor(credential) },
      cache: 'no-store',
    });
    if (response.status === 401) return { ok: false, reason: 'link' };
    if (response.status === 400) return { ok: false, reason: 'range' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    return { ok: true, figures: (await response.json()) as StoreFigures };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** A new key for the store, replacing the one in `credential`; null when the link no longer opens the dashboard. */
export async function fetchNewKey(
  credential: DashboardCredential,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; key: string } | { ok: false; reason: 'link' | 'unavailable' }> {
  try {
    const response = await fetcher(STORE_API_PATHS.newKey, {
      method: 'POST',
      headers: { Authorization: authorizationFor(credential) },
    });
    if (response.status === 401) return { ok: false, reason: 'link' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    return { ok: true, key: ((await response.json()) as { dashboardKey: string }).dashboardKey };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** Switches the store's quiz page on DYC; resolves to whether it is on now, or the reason it could not. */
export async function switchStorePage(
  credential: DashboardCredential,
  on: boolean,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; on: boolean } | { ok: false; reason: 'link' | 'unavailable' }> {
  try {
    const response = await fetcher(STORE_API_PATHS.page, {
      method: 'POST',
      headers: { Authorization: authorizationFor(credential), 'Content-Type': 'application/json' },
      body: JSON.stringify({ on } satisfies StorePageSwitch),
    });
    if (response.status === 401) return { ok: false, reason: 'link' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    return { ok: true, on: ((await response.json()) as StorePageSwitch).on };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** The line chart: one point per day, a day under 5 left as a gap (its figure is withheld, not zero). */
export function resultsLine(figures: StoreFigures): { labels: string[]; values: (number | null)[] } {
  const days = figures.periods.filter((period) => period.period.length === 10);
  return { labels: days.map((day) => periodLabel(day.period)), values: days.map((day) => day.results) };
}

/** The top of the chart's scale: the largest value rounded up to 1, 2 or 5 times a power of ten (at least 5). */
export function niceMaximum(largest: number): number {
  const top = Math.max(largest, 5);
  const power = 10 ** Math.floor(Math.log10(top));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= top)!;
}

/**
 * The line in a `width` x `height` box (y down), inset by `inset` on each side so a dot at the edge shows whole: one
 * path per run of shown days, never drawn across a gap, and a dot per shown day (a zero-length path with round
 * caps). Drawn by the browser alone: no chart library for a line.
 */
export function lineGeometry(
  values: readonly (number | null)[],
  width = 600,
  height = 200,
  inset = 8,
): { maximum: number; paths: string[]; dots: string[] } {
  const maximum = niceMaximum(Math.max(0, ...values.filter((value): value is number => value !== null)));
  const x = (index: number) =>
    inset + (values.length > 1 ? (index / (values.length - 1)) * (width - 2 * inset) : (width - 2 * inset) / 2);
  const y = (value: number) => inset + (1 - value / maximum) * (height - 2 * inset);
  const paths: string[] = [];
  const dots: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length > 1) paths.push(run.join(' '));
    run = [];
  };
  values.forEach((value, index) => {
    if (value === null) return close();
    const point = `${round(x(index))} ${round(y(value))}`;
    run.push(`${run.length ? 'L' : 'M'}${point}`);
    dots.push(`M${point} L${point}`);
  });
  close();
  return { maximum, paths, dots };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** What the line chart's picture says in words. */
export function resultsLineLabel(figures: StoreFigures): string {
  const days = figures.periods.filter((period) => period.period.length === 10);
  const shown = days.filter((day) => day.results !== null);
  const range = `${periodLabel(figures.from)} to ${periodLabel(figures.to)}`;
  if (shown.length === 0) return `Quiz results per day, ${range}: every day had fewer than 5.`;
  const most = shown.reduce((best, day) => ((day.results ?? 0) > (best.results ?? 0) ? day : best));
  return (
    `Quiz results per day, ${range}: ${shown.length} of ${days.length} days with 5 or more, ` +
    `the most on ${periodLabel(most.period)} (${figureText(most.results)}); the table below lists every day.`
  );
}

export interface ShopperSlice {
  id: ResultColor | 'withheld';
  label: string;
  value: number;
  color: string;
}

/**
 * The "your shoppers" pie (the operators pie, drawn by src/lib/charts/pieSvgElement.ts): a slice per color with a
 * shown figure, in the palette's order, and one grey slice for the colors under 5 together (their sum is the
 * total less the shown ones, which the total already tells). Empty when the total itself is under 5.
 */
export function shopperSlices(figures: StoreFigures): ShopperSlice[] {
  const total = figures.totals.results;
  if (total === null) return [];
  const slices: ShopperSlice[] = RESULT_COLORS.flatMap((color) => {
    const value = figures.totals.colors[color];
    return value === null ? [] : [{ id: color, label: colorLabel(color), value, color: EFFECT_PALETTE[color].fill }];
  });
  const withheld = total - slices.reduce((sum, slice) => sum + slice.value, 0);
  if (withheld > 0) {
    slices.push({ id: 'withheld', label: 'Colors under 5', value: withheld, color: NEUTRALS['chart-unsorted'] });
  }
  return slices;
}

/** What the pie says in words. */
export function shopperPieLabel(figures: StoreFigures): string {
  const parts = RESULT_COLORS.map((color) => `${colorLabel(color)}: ${figureText(figures.totals.colors[color])}`);
  return `Your shoppers' colors, ${figureText(figures.totals.results)} quiz results: ${parts.join('; ')}.`;
}
