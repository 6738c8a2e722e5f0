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

/** Leeway in the label search's skips, in pixels: far above rounding, far below anything drawn. */
const SLACK = 1e-6;

/** Where a label may sit from the center, as shares of the radius (0.40 to 0.86); tried nearest the slice's own first. */
const LABEL_RADII = Array.from({ length: 24 }, (_, step) => Math.round((0.4 + step * 0.02) * 100) / 100);
/**
 * Where a label may sit across its slice, as shares of its sweep: the middle first, then off it, since a level box
 * in a slice that stands at a slant may fit beside the middle line and not on it.
 */
const LABEL_SWEEP_SHARES = [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65] as const;

/**
 * The radii to try for a slice's label, its own first (labelRadius) and then outwards and inwards by distance: a
 * level label in a slice standing upright (near 12 or 6 o'clock) needs to sit further out than the same label in a
 * slice lying level, so one fixed radius wrote the same words on some slices of a size and not on others.
 */
export function labelRadii(share: number): number[] {
  const own = labelRadius(share);
  return [own, ...LABEL_RADII.filter((radius) => radius !== own)].sort(
    (a, b) => Math.abs(a - own) - Math.abs(b - own) || a - b,
  );
}

/**
 * Where each slice's words are written: on its middle angle or beside it, at the first radius where they fit inside the
 * slice with their halo (labelRadii, labelFitsSlice), as its name over its share, or both on one line, whichever
 * first fits; null when neither fits anywhere (the legend beside the pie names it) or the slice is empty. Slices of
 * one size with words of one width are treated alike wherever they sit.
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
    const sweep = angle.endAngle - angle.startAngle;
    const radii = labelRadii(share);
    const roomiest = roomiestCircle(center.outerRadius, sweep);
    // In a slice of up to half the pie, a box whose corners fit holds its inner circle inside the slice: its center
    // is at least that circle's radius from each edge, d·sin(angle to the edge) (the skips below never skip a fit).
    const convex = sweep <= Math.PI;
    const edgeSines = LABEL_SWEEP_SHARES.map((across) =>
      Math.min(Math.sin(across * sweep), Math.sin((1 - across) * sweep)),
    );
    const bounds = sliceBounds(arc);
    for (const candidate of sliceLabelCandidates(lines)) {
      const boxWidth =
        Math.max(...candidate.map((line, lineIndex) => width(line, candidate.length > 1 && lineIndex === 0))) +
        PIE_LABEL.haloPx;
      const boxHeight = candidate.length * (PIE_LABEL.fontPx + PIE_LABEL.lineGapPx) + PIE_LABEL.haloPx;
      // A level box wider or taller than the slice's own bounding box fits nowhere in it: its 175 places are not
      // tried one by one (a pie's first search runs before the browser has compiled it, where each try is slow).
      if (boxWidth > bounds.width + SLACK || boxHeight > bounds.height + SLACK) continue;
      const innerRadius = Math.min(boxWidth, boxHeight) / 2;
      if (convex && innerRadius > roomiest + SLACK) continue;
      // The farthest corner of a box centered d from the pie's center is at least √(d² + half width² + half height²)
      // from it (two opposite corners' squares add to twice that): past the rim for d² over this.
      const rimRoom = center.outerRadius ** 2 - (boxWidth / 2) ** 2 - (boxHeight / 2) ** 2;
      if (rimRoom < -SLACK) continue;
      const box = { centerX: 0, centerY: 0, width: boxWidth, height: boxHeight };
      // Counted loops, not for…of: a pie's first search runs before the browser has compiled it, where each
      // iterator step and [index, value] pair is an object made and collected, thousands of them.
      for (let radiusIndex = 0; radiusIndex < radii.length; radiusIndex += 1) {
        const radius = radii[radiusIndex]!;
        const distance = radius * center.outerRadius;
        if (distance * distance > rimRoom + SLACK) continue;
        for (let step = 0; step < LABEL_SWEEP_SHARES.length; step += 1) {
          if (convex && distance * edgeSines[step]! < innerRadius - SLACK) continue;
          const at = angle.startAngle + sweep * LABEL_SWEEP_SHARES[step]!;
          box.centerX = center.x + Math.cos(at) * radius * center.outerRadius;
          box.centerY = center.y + Math.sin(at) * radius * center.outerRadius;
          if (labelFitsSlice(arc, box)) return { x: box.centerX, y: box.centerY, lines: candidate };
        }
      }
    }
    return null;
  });
}

/**
 * The width and height of the level rectangle around a slice: its center (unless it is the whole disc), the ends
 * of its rim, and the rim's leftmost, topmost, rightmost and bottommost points where the slice takes them in.
 */
export function sliceBounds(arc: SliceArc): { width: number; height: number } {
  const sweep = arc.endAngle - arc.startAngle;
  if (sweep >= FULL_TURN) return { width: 2 * arc.outerRadius, height: 2 * arc.outerRadius };
  const xs = [0, Math.cos(arc.startAngle), Math.cos(arc.endAngle)];
  const ys = [0, Math.sin(arc.startAngle), Math.sin(arc.endAngle)];
  // The first multiple of a quarter turn at or after the start, and each one after it within the sweep.
  for (let quarter = Math.ceil(arc.startAngle / (Math.PI / 2)); quarter * (Math.PI / 2) <= arc.endAngle; quarter += 1) {
    const angle = quarter * (Math.PI / 2);
    xs.push(Math.round(Math.cos(angle)));
    ys.push(Math.round(Math.sin(angle)));
  }
  return {
    width: (Math.max(...xs) - Math.min(...xs)) * arc.outerRadius,
    height: (Math.max(...ys) - Math.min(...ys)) * arc.outerRadius,
  };
}

/**
 * The radius of the largest circle inside a slice of a pie of radius `outerRadius`: r·s/(1+s) with s the sine of
 * half its sweep, for a slice of up to half the pie (a convex one); a larger slice is not bounded here.
 */
export function roomiestCircle(outerRadius: number, sweep: number): number {
  if (sweep > Math.PI) return outerRadius;
  const sine = Math.sin(sweep / 2);
  return (outerRadius * sine) / (1 + sine);
}

/** What each slice carries as drawn: its lines, or none (left to the legend); mirrored on the chart for tests. */
export function drawnLabels(placed: readonly (PlacedLabel | null)[]): string[][] {
  return placed.map((label) => label?.lines ?? []);
}
