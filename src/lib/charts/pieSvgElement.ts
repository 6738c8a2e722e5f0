/**
 * The operators pie (src/islands/inventoryChart/PieSvg.tsx) drawn by a page's own script, for a page that has no
 * framework to load (the shoppers dashboard): the same slices, gaps, words and data attributes, from the same
 * geometry. It draws once at its usual size, then again only if its box is laid out more than 5% away from it, so
 * its words stay 14 px. Its data never changes: a new period draws a new pie, so it has no motion to run.
 */
import { NEUTRALS } from '../design/tokens.ts';
import { svg } from '../dom/element.ts';
import {
  drawnLabels,
  PIE_LABEL,
  placeSliceLabels,
  sliceAngles,
  slicePath,
  type PlacedLabel,
  type SliceAngles,
} from './pieGeometry.ts';
import { pageTextWidth, PIE_RESIZE_TOLERANCE } from './textWidth.ts';

export interface PieDrawing {
  values: readonly number[];
  /** Each slice's color, in the order of `values`. */
  fills: readonly string[];
  /** The lines written on each slice, in the same order; an empty list writes nothing. */
  labels: readonly (readonly string[])[];
  /** The picture's accessible name: every slice by name with its share. */
  label: string;
  /** The side drawn before the box is laid out: the box's usual width, in CSS pixels. */
  nominalPx: number;
  /** Attributes that name this chart for the page's tests and styles (`data-shoppers-chart`). */
  attributes?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * Where a pie of `side` pixels draws its slices and writes its words: the part of drawing it that measures text,
 * which a page may run in a task before the one that makes the picture's elements.
 */
export interface PieLayout {
  side: number;
  gap: number;
  center: { x: number; y: number; outerRadius: number };
  angles: SliceAngles[];
  placed: (PlacedLabel | null)[];
}

export function pieLayout({ values, labels }: PieDrawing, side: number): PieLayout {
  const gap = values.filter((value) => value > 0).length > 1 ? 2 : 0;
  const center = { x: side / 2, y: side / 2, outerRadius: side / 2 - gap / 2 };
  const angles = sliceAngles(values);
  return { side, gap, center, angles, placed: placeSliceLabels(center, angles, labels, pageTextWidth()) };
}

function pieParts(
  { fills }: PieDrawing,
  { gap, center, angles, placed }: PieLayout,
): {
  parts: SVGElement[];
  drawn: string[][];
} {
  const lineStep = PIE_LABEL.fontPx + PIE_LABEL.lineGapPx;
  const slices = angles.flatMap((angle, index) => {
    const path = slicePath({ ...center, ...angle });
    return path
      ? [
          svg('path', {
            d: path,
            fill: fills[index] ?? NEUTRALS.ink,
            stroke: NEUTRALS.surface,
            'stroke-width': gap,
            'stroke-linejoin': 'round',
          }),
        ]
      : [];
  });
  const words = placed.flatMap((placement) =>
    placement
      ? [
          svg(
            'text',
            {
              x: placement.x,
              y: placement.y,
              'text-anchor': 'middle',
              'font-family': 'system-ui, sans-serif',
              'font-size': PIE_LABEL.fontPx,
              fill: NEUTRALS.ink,
              stroke: NEUTRALS.surface,
              'stroke-width': PIE_LABEL.haloPx,
              'stroke-linejoin': 'round',
              'paint-order': 'stroke',
            },
            ...placement.lines.map((line, lineIndex) =>
              svg(
                'tspan',
                {
                  x: placement.x,
                  y: placement.y + (lineIndex - (placement.lines.length - 1) / 2) * lineStep,
                  'dominant-baseline': 'central',
                  'font-weight': placement.lines.length > 1 && lineIndex === 0 ? 700 : 500,
                },
                line,
              ),
            ),
          ),
        ]
      : [],
  );
  return { parts: [...slices, ...words], drawn: drawnLabels(placed) };
}

/** The pie's picture, drawn at `first` (its usual size's layout unless given), then at its box's size if that differs. */
export function pieSvgElement(
  drawing: PieDrawing,
  first: PieLayout = pieLayout(drawing, drawing.nominalPx),
): SVGSVGElement {
  const element = svg('svg', {
    role: 'img',
    'aria-label': drawing.label,
    'data-chart-values': JSON.stringify(drawing.values),
    'data-chart-labels': JSON.stringify(drawing.labels),
    ...drawing.attributes,
  });
  let layout = first;
  const draw = () => {
    const { parts, drawn } = pieParts(drawing, layout);
    element.setAttribute('viewBox', `0 0 ${layout.side} ${layout.side}`);
    element.setAttribute('data-chart-drawn-labels', JSON.stringify(drawn));
    element.replaceChildren(...parts);
  };
  draw();
  if (typeof ResizeObserver === 'undefined') return element;
  // The box measured as it is laid out (no layout read of our own), and drawn at it in the same frame.
  new ResizeObserver(([entry]) => {
    const measured = Math.round(entry?.contentRect.width ?? 0);
    if (measured <= 0 || Math.abs(measured - layout.side) <= layout.side * PIE_RESIZE_TOLERANCE) return;
    layout = pieLayout(drawing, measured);
    draw();
  }).observe(element);
  return element;
}
