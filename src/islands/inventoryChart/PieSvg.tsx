import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import {
  drawnLabels,
  PIE_LABEL,
  placeSliceLabels,
  sliceAngles,
  slicePath,
  tweenAngles,
  type SliceAngles,
  type TextWidth,
} from '../../lib/charts/pieGeometry.ts';
import { pageTextWidth, PIE_RESIZE_TOLERANCE, tableTextWidth } from '../../lib/charts/textWidth.ts';
import { NEUTRALS } from '../../lib/design/tokens.ts';
import { prefersReducedMotion } from '../../lib/media/reducedMotion.ts';
import { noSubscription } from '../shared/noSubscription.ts';

/** A slice's fill: a color, or a color hatched with white (an estimate, never to be read as the color itself). */
export type PieFill = string | { hatch: string };

export interface PieSvgProps {
  values: readonly number[];
  /** Each slice's fill, in the order of `values`. */
  fills: readonly PieFill[];
  /** The lines written on each slice, in the same order as `values`; an empty list writes nothing. */
  labels: readonly (readonly string[])[];
  /** The picture's accessible name: every slice by name with its share. */
  label: string;
  className?: string;
  /** The side of the pie before its box is measured (the server's HTML): the box's usual width, in CSS pixels. */
  nominalPx?: number;
  /** Attributes that name this chart for the page's tests and styles (`data-shoppers-chart`). */
  attributes?: Record<`data-${string}`, string>;
}

/** How long a change of data takes to draw. */
const TWEEN_MS = 400;
/** The side of a hatch pattern's tile, as the legend's swatch stripes an estimate. */
const HATCH_TILE = 8;
const tableWidth: TextWidth = (text, bold) => tableTextWidth(text, bold);

/**
 * The operators pie as SVG: its slices in the six-slice palette (an estimate hatched with white), white gaps
 * between them, and each slice's name and share written on it with a white halo where they fit (else the legend
 * beside it names the slice). It draws in the server's HTML at its usual size, then at its box's measured size, so
 * the words stay 14 px; a change of data moves the slices' edges to their new angles (none under reduced motion).
 * What it draws is mirrored in data attributes for tests.
 */
export default function PieSvg({ values, fills, labels, label, className, nominalPx = 288, attributes }: PieSvgProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const idBase = `pie${useId().replace(/[^\w-]/g, '')}`;
  const [side, setSide] = useState(nominalPx);
  const sideRef = useRef(side);
  // False in the server's HTML and while it hydrates, true in every render after (and at once for a pie first
  // drawn in the browser): the page's own measure and motion then apply, and the HTML is hydrated as it was sent.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const textWidth = live ? pageTextWidth() : tableWidth;
  const [animatedChange, setAnimatedChange] = useState<boolean | null>(null);
  const animated = live && (animatedChange ?? !prefersReducedMotion());
  const valuesKey = values.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values' content, not the array's identity
  const target = useMemo(() => sliceAngles(values), [valuesKey]);
  const [tween, setTween] = useState<SliceAngles[] | null>(null);
  const shownAngles = tween ?? target;
  const lastShown = useRef(shownAngles);
  const firstTarget = useRef(target);

  // The box measured as it is laid out (no layout read of our own); a pie drawn at its box's size keeps its words
  // at 14 px.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured <= 0 || Math.abs(measured - sideRef.current) <= sideRef.current * PIE_RESIZE_TOLERANCE) return;
      sideRef.current = measured;
      // Drawn at the new size in the same frame the box took it, so the page never paints the words scaled.
      flushSync(() => setSide(measured));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  // A change of data after the first moves each slice's edges from where they are drawn to their new angles.
  useLayoutEffect(() => {
    if (target === firstTarget.current) return;
    const animate = !prefersReducedMotion();
    setAnimatedChange(animate);
    if (!animate) {
      setTween(null);
      return;
    }
    const from = lastShown.current;
    setTween(from);
    // Timed from the first frame's own clock, so the move starts where it is first drawn.
    let start: number | undefined;
    let frame = requestAnimationFrame(function step(now) {
      start ??= now;
      const progress = (now - start) / TWEEN_MS;
      setTween(progress >= 1 ? null : tweenAngles(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  useLayoutEffect(() => {
    lastShown.current = shownAngles;
  });

  const gap = values.filter((value) => value > 0).length > 1 ? 2 : 0;
  const center = { x: side / 2, y: side / 2, outerRadius: side / 2 - gap / 2 };
  const labelsKey = JSON.stringify(labels);
  // The label search runs once per size, angles and words, not on every render of the page around the pie.
  const placed = useMemo(
    () => placeSliceLabels(center, shownAngles, labels, textWidth),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the center follows side and gap, the labels their key
    [side, gap, shownAngles, labelsKey, textWidth],
  );
  // While the slices move, the words drawn are those of where they go to.
  const moving = tween !== null;
  const placedAtTarget = useMemo(
    () => (moving ? placeSliceLabels(center, target, labels, textWidth) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [moving, side, gap, target, labelsKey, textWidth],
  );
  const drawn = drawnLabels(placedAtTarget ?? placed);
  const hatchColors = [...new Set(fills.flatMap((fill) => (typeof fill === 'string' ? [] : [fill.hatch])))];
  const paint = (fill: PieFill | undefined) =>
    fill === undefined
      ? NEUTRALS.ink
      : typeof fill === 'string'
        ? fill
        : `url(#${idBase}-hatch${hatchColors.indexOf(fill.hatch)})`;
  const lineStep = PIE_LABEL.fontPx + PIE_LABEL.lineGapPx;

  return (
    <svg
      ref={svgRef}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      className={className}
      data-chart-values={JSON.stringify(values)}
      data-chart-labels={labelsKey}
      data-chart-drawn-labels={JSON.stringify(drawn)}
      data-chart-animated={String(animated)}
      {...attributes}
    >
      {hatchColors.length > 0 && (
        <defs>
          {hatchColors.map((color, index) => (
            <pattern
              key={color}
              id={`${idBase}-hatch${index}`}
              width={HATCH_TILE}
              height={HATCH_TILE}
              patternUnits="userSpaceOnUse"
            >
              <rect width={HATCH_TILE} height={HATCH_TILE} fill={color} />
              {/* One stripe corner to corner and its halves at the other corners, so the tiles join seamlessly. */}
              <path d="M-8 8L0 0M0 8L8 0M8 8L16 0" stroke={NEUTRALS.surface} strokeWidth={2} />
            </pattern>
          ))}
        </defs>
      )}
      {shownAngles.map((angles, index) => {
        const path = slicePath({ ...center, ...angles });
        return path ? (
          <path
            key={index}
            d={path}
            fill={paint(fills[index])}
            stroke={NEUTRALS.surface}
            strokeWidth={gap}
            strokeLinejoin="round"
          />
        ) : null;
      })}
      {placed.map((placement, index) =>
        placement ? (
          <text
            key={index}
            x={placement.x}
            y={placement.y}
            textAnchor="middle"
            fontFamily="system-ui, sans-serif"
            fontSize={PIE_LABEL.fontPx}
            fill={NEUTRALS.ink}
            stroke={NEUTRALS.surface}
            strokeWidth={PIE_LABEL.haloPx}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {placement.lines.map((line, lineIndex) => (
              <tspan
                key={lineIndex}
                x={placement.x}
                y={placement.y + (lineIndex - (placement.lines.length - 1) / 2) * lineStep}
                dominantBaseline="central"
                fontWeight={placement.lines.length > 1 && lineIndex === 0 ? 700 : 500}
              >
                {line}
              </tspan>
            ))}
          </text>
        ) : null,
      )}
    </svg>
  );
}
