/**
 * The operators pie as geometry, free of any framework or drawing surface: each slice's angles and SVG path from
 * the values, the tween between two pies, and where each slice's words sit (or that they are left to the legend).
 * Angles are radians from 3 o'clock, clockwise (y grows downwards, as on a screen), the first slice starting at
 * 12 o'clock.
 */
import { labelFitsSlice, labelRadius, sliceLabelCandidates, type SliceArc } from '../operators/inventoryStates.ts';

export interface SliceAngles {
  startAngle: number;
  endAngle: number;
}

const TOP = -Math.PI / 2;
const FULL_TURN = 2 * Math.PI;

/** Each value's slice, in order, sharing the whole turn by value; all zero (or none positive) gives empty slices. */
export function sliceAngles(values: readonly number[]): SliceAngles[] {
  const positive = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  let angle = TOP;
  return positive.map((value) => {
    const startAngle = angle;
    angle += total > 0 ? (value / total) * FULL_TURN : 0;
    return { startAngle, endAngle: angle };
  });
}

/** A coordinate as written in a path: two decimals, no "-0". */
function coordinate(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * A slice's outline as SVG path data: nothing for an empty slice, a whole disc (two half arcs, no radius drawn)
 * for one that takes the full turn, else center, rim, arc along the rim, back to the center.
 */
export function slicePath(arc: SliceArc): string {
  const sweep = arc.endAngle - arc.startAngle;
  if (!(sweep > 1e-6)) return '';
  const { x, y, outerRadius: r } = arc;
  if (sweep >= FULL_TURN - 1e-6) {
    return `M${coordinate(x - r)} ${coordinate(y)}A${r} ${r} 0 1 1 ${coordinate(x + r)} ${coordinate(y)}A${r} ${r} 0 1 1 ${coordinate(x - r)} ${coordinate(y)}Z`;
  }
  const start = `${coordinate(x + r * Math.cos(arc.startAngle))} ${coordinate(y + r * Math.sin(arc.startAngle))}`;
  const end = `${coordinate(x + r * Math.cos(arc.endAngle))} ${coordinate(y + r * Math.sin(arc.endAngle))}`;
  const largeArc = sweep > Math.PI ? 1 : 0;
  return `M${coordinate(x)} ${coordinate(y)}L${start}A${r} ${r} 0 ${largeArc} 1 ${end}Z`;
}

/** The easing of a pie's change: fast at first, settling gently (easeOutQuart). */
export function easeOutQuart(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 4;
}

/**
 * The slices part of the way (`progress`, 0 to 1, eased) from one pie to the next, each angle moving on its own,
 * so slices grow and shrink in place. Slices missing from `from` start empty at the top.
 */
export function tweenAngles(from: readonly SliceAngles[], to: readonly SliceAngles[], progress: number): SliceAngles[] {
  const eased = easeOutQuart(progress);
  const between = (a: number, b: number) => a + (b - a) * eased;
  return to.map((target, index) => {
    const source = from[index] ?? { startAngle: TOP, endAngle: TOP };
    return {
      startAngle: between(source.startAngle, target.startAngle),
      endAngle: between(source.endAngle, target.endAngle),
    };
  });
}

/** The width of a line of label text in pixels: its first line is bold when the label has two. */
export type TextWidth = (text: string, bold: boolean) => number;

/** The label's type: 14 px, the first of two lines bold, two pixels between lines, a white halo four pixels wide. */
export const PIE_LABEL = { fontPx: 14, lineGapPx: 2, haloPx: 4 } as const;

export interface PlacedLabel {
  /** The center of the label's box. */
  x: number;
  y: number;
  /** The lines written, best candidate that fits (sliceLabelCandidates). */
  lines: string[];
}

/**
 * Where each slice's words are written: at its middle angle, further out on a narrow slice (labelRadius), as its
 * name over its share, or both on one line, whichever first fits inside the slice with its halo (labelFitsSlice);
 * null when neither fits (the legend beside the pie names it) or the slice is empty.
 */
export function placeSliceLabels(
  center: { x: number; y: number; outerRadius: number },
  angles: readonly SliceAngles[],
  labels: readonly (readonly string[])[],
  width: TextWidth,
): (PlacedLabel | null)[] {
  return angles.map((angle, index) => {
    const lines = labels[index] ?? [];
    const share = (angle.endAngle - angle.startAngle) / FULL_TURN;
    if (lines.length === 0 || !(share > 0)) return null;
    const arc: SliceArc = { ...center, ...angle };
    const middle = (angle.startAngle + angle.endAngle) / 2;
    const radius = center.outerRadius * labelRadius(share);
    const x = center.x + Math.cos(middle) * radius;
    const y = center.y + Math.sin(middle) * radius;
    const fitting = sliceLabelCandidates(lines).find((candidate) =>
      labelFitsSlice(arc, {
        centerX: x,
        centerY: y,
        width:
          Math.max(...candidate.map((line, lineIndex) => width(line, candidate.length > 1 && lineIndex === 0))) +
          PIE_LABEL.haloPx,
        height: candidate.length * (PIE_LABEL.fontPx + PIE_LABEL.lineGapPx) + PIE_LABEL.haloPx,
      }),
    );
    return fitting ? { x, y, lines: fitting } : null;
  });
}

/** What each slice carries as drawn: its lines, or none (left to the legend); mirrored on the chart for tests. */
export function drawnLabels(placed: readonly (PlacedLabel | null)[]): string[][] {
  return placed.map((label) => label?.lines ?? []);
}
