// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pieLayout, pieSvgElement } from '../../src/lib/charts/pieSvgElement.ts';
import { figureCards } from '../../src/lib/dom/shopperDashboardCards.ts';
import type { FigureSet, StoreFigures } from '../../src/lib/stores/figures.ts';

/** Each class named as itself, as a CSS module's map would name it. */
const classes = new Proxy({} as Record<string, string>, { get: (_target, name) => String(name) });

function figureSet(results: number): FigureSet {
  return {
    results,
    colors: { yellow: null, green: null, blue: results - 6, purple: 6 },
    forms: { disposables: null, edibles: null, flower: results, 'infused waters': null },
    languages: { en: results, es: null },
    sources: { embed: results, page: null, poster: null, placards: null, 'pocket-card': null, 'budtender-card': null },
    shopClicks: { yellow: null, green: null, blue: null, purple: null },
  };
}

const figures: StoreFigures = {
  storeName: 'Green Door',
  from: '2026-11-28',
  to: '2026-11-29',
  dailyFrom: '2025-10-01',
  pageOn: true,
  totals: figureSet(12),
  periods: [
    { period: '2026-11-28', ...figureSet(5) },
    { period: '2026-11-29', ...figureSet(7) },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** Runs the steps in order into a grid, noting what each answered and how many SVG elements it made. */
function runSteps() {
  const grid = document.createElement('div');
  document.body.append(grid);
  const made = vi.spyOn(document, 'createElementNS');
  return figureCards(classes, figures).map((step) => {
    made.mockClear();
    const card = step();
    if (card) grid.append(card);
    return { card, svgElements: made.mock.calls.length, grid };
  });
}

const heading = (card: HTMLElement | undefined) => card?.querySelector('h2')?.textContent;

describe('the shoppers dashboard’s figure steps', () => {
  it('places the pie’s words before its card, and draws the pie into the card’s box in the step after it', () => {
    const steps = runSteps();
    const pieCard = steps.findIndex((step) => heading(step.card) === 'Your shoppers');
    expect(pieCard).toBeGreaterThan(0);
    const box = steps[pieCard]!.card!.querySelector(`.pieBox`)!;
    // The card comes with the pie's box at its size, and no picture made in that step.
    expect(steps[pieCard]!.svgElements).toBe(0);
    // Its words are placed a step before it, which makes no elements.
    expect(steps[pieCard - 1]!.card).toBeUndefined();
    expect(steps[pieCard - 1]!.svgElements).toBe(0);
    // The next step draws the pie into that box.
    expect(steps[pieCard + 1]!.card).toBeUndefined();
    expect(steps[pieCard + 1]!.svgElements).toBeGreaterThan(0);
    expect(box.querySelector('[data-shoppers-chart]')!.getAttribute('data-chart-values')).toBe('[6,6]');
  });

  it('draws a pie at the layout placed before it, with the words placed there', () => {
    const drawing = {
      values: [5, 7],
      fills: ['#00f', '#808'],
      labels: [
        ['Blue (Calm)', '5'],
        ['Purple (Rest)', '7'],
      ],
      label: 'Blue 42%, purple 58%',
      nominalPx: 256,
    };
    const placed = pieLayout(drawing, 200);
    const pie = pieSvgElement(drawing, placed);
    expect(pie.getAttribute('viewBox')).toBe('0 0 200 200');
    expect(JSON.parse(pie.getAttribute('data-chart-drawn-labels')!)).toEqual(
      placed.placed.map((label) => label?.lines ?? []),
    );
    expect(pieSvgElement(drawing).getAttribute('viewBox')).toBe('0 0 256 256');
  });

  it('answers the line’s card with its days’ table empty and fills the table’s rows in the next step', () => {
    const grid = document.createElement('div');
    const [lineCard, dayRows] = figureCards(classes, figures);
    grid.append(lineCard!()!);
    const days = () =>
      [...grid.querySelectorAll('[data-periods-table] tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
    expect(heading(grid.querySelector('section')!)).toBe('Quiz results per day');
    expect(days()).toEqual([]);
    expect(dayRows!()).toBeUndefined();
    expect(days()).toHaveLength(2);
  });

  it('answers a card for every count after the pie, one a step', () => {
    const cards = runSteps()
      .map((step) => heading(step.card))
      .filter(Boolean);
    expect(cards).toEqual([
      'Quiz results per day',
      'Your shoppers',
      'Product forms',
      'Shop-link clicks per color',
      'Where the quiz ran',
      'Languages',
    ]);
  });
});

describe('the page’s label measure', () => {
  it('makes its canvas in a task after its caller’s, then measures there', async () => {
    vi.resetModules();
    const canvases: number[] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(width: number) {
          canvases.push(width);
        }
        getContext() {
          return { font: '', measureText: (text: string) => ({ width: text.length }) };
        }
      },
    );
    const { prepareLabelMeasure } = await import('../../src/lib/charts/textWidth.ts');
    const prepared = prepareLabelMeasure();
    expect(canvases).toEqual([]);
    await prepared;
    expect(canvases).toHaveLength(1);
  });
});
