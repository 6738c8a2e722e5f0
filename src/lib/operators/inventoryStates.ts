/**
 * The operators page's inventory pie: the three states the spec defines, the six-slice palette from
 * decisions.md, and the pure functions that turn a state's numbers into slices, percentages and the
 * sentence the chart's text alternative reads out.
 */
import { EFFECT_COLORS } from '../../consts.ts';
import { COLOR_NAME, colorWithEffect } from '../../i18n/glossary.ts';
import { EFFECT_PALETTE, NEUTRALS } from '../design/tokens.ts';

export const INVENTORY_STATE_IDS = ['current', 'informed', 'ideal'] as const;
export type InventoryStateId = (typeof INVENTORY_STATE_IDS)[number];

/** The spec's default view: DYC informed state. */
export const DEFAULT_INVENTORY_STATE: InventoryStateId = 'informed';

export interface PieSliceDefinition {
  id: string;
  /** The slice's name in legends, tables and the chart's text: the color first, its effect beside it. */
  name: string;
  /** The word written on the slice, where room is short: the color word ("Purple"), never the effect alone. */
  pieWord: string;
  /** The fill drawn on the canvas: an effect color's one fill, as on every swatch. */
  color: string;
}

/**
 * The pie palette, in slice order: the four effect colors, then a neutral grey for the Current
 * State's unsorted slice and a darker neutral for anything else.
 */
export const PIE_SLICES: readonly PieSliceDefinition[] = [
  ...EFFECT_COLORS.map((color) => ({
    id: color.id,
    name: colorWithEffect(color.id, 'en'),
    pieWord: COLOR_NAME.en[color.id],
    color: EFFECT_PALETTE[color.id].fill,
  })),
  { id: 'unsorted', name: 'Unsorted', pieWord: 'Unsorted', color: NEUTRALS['chart-unsorted'] },
  { id: 'other', name: 'Other', pieWord: 'Other', color: NEUTRALS['chart-other'] },
];

export interface InventoryState {
  id: InventoryStateId;
  /** The toggle button's label. */
  label: string;
  /** The spec's slice values, in PIE_SLICES order (missing trailing values are zero). */
  values: readonly number[];
  /** The feature box beside the chart. */
  heading: string;
  body: string;
  icon: string;
}

export const INVENTORY_STATES: Record<InventoryStateId, InventoryState> = {
  current: {
    id: 'current',
    label: 'Current state',
    values: [0, 0, 0, 0, 1, 0],
    heading: 'Unsure if inventory is optimized for your customers',
    body: 'Today most shelves are sorted by brand, strain name or THC percentage, none of which tells you how a product will make someone feel. Your whole inventory is one unsorted pile, so you cannot see which effects you are short of or which ones sit unsold.',
    icon: '/media/operators/state-current.svg',
  },
  informed: {
    id: 'informed',
    label: 'DYC informed state',
    values: [2, 3, 1, 12],
    heading: 'DYC informed state',
    body: 'Upload your COAs and every product gets its color. In this example shelf of 18 products, two thirds are Purple (Rest) and only one is Blue (Calm): a gap you could not see before, and one your customers notice when the effect they ask for is missing.',
    icon: '/media/operators/state-informed.svg',
  },
  ideal: {
    id: 'ideal',
    label: 'DYC ideal state',
    values: [5, 5, 5, 5],
    heading: 'Adjusting inventory to what consumers want',
    body: 'With the colors in view, you reorder toward what shoppers actually come back for. Here the shelf is rebalanced so every effect is in stock, and each purchase decision starts from a feeling rather than a guess.',
    icon: '/media/operators/state-ideal.svg',
  },
};

export interface PieSlice extends PieSliceDefinition {
  value: number;
  /** Whole percent of the total; the shown slices always add up to 100. */
  percent: number;
}

/**
 * Whole percentages that add up to exactly 100 (largest remainder method), so the numbers list
 * never reads "101%". All zeros gives all zeros.
 */
export function wholePercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total === 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

/** The chart's data for a state: one value per palette slice, in palette order. */
export function chartValues(state: InventoryState): number[] {
  return PIE_SLICES.map((_, index) => state.values[index] ?? 0);
}

/** The slices with a share of the pie, in palette order, each with its name, color and percent. */
export function visibleSlices(state: InventoryState): PieSlice[] {
  const values = chartValues(state);
  const percents = wholePercentages(values);
  return PIE_SLICES.flatMap((slice, index) => {
    const value = values[index] ?? 0;
    return value > 0 ? [{ ...slice, value, percent: percents[index] ?? 0 }] : [];
  });
}

/** The canvas's accessible name: the state and every slice by color name with its share. */
export function chartLabel(state: InventoryState): string {
  const parts = visibleSlices(state).map((slice) => `${slice.name} ${slice.percent}%`);
  return `Pie chart of inventory by color, ${state.label}: ${parts.join(', ')}.`;
}

export function isInventoryStateId(value: string): value is InventoryStateId {
  return (INVENTORY_STATE_IDS as readonly string[]).includes(value);
}

/**
 * Words written on the pie when it is one grey disc (the Current state: nothing sorted), so the grey reads
 * as "unsorted" and not as a chart that failed to draw. None when the pie shows colors.
 */
export function pieNote(state: InventoryState): string | undefined {
  const slices = visibleSlices(state);
  return slices.length === 1 && slices[0]!.id === 'unsorted' ? 'All unsorted: no colors yet' : undefined;
}

/**
 * The words written on each slice of the pie ("Purple", "67%"), in palette order, empty for a slice with no share:
 * the color word, as the legend beside it starts ("Purple (Rest)"). The pie reads without color: blue and purple
 * look nearly alike to a reader with deuteranopia. None when the pie
 * is one grey disc, which carries its own note (pieNote).
 */
export function sliceLabels(state: InventoryState): string[][] {
  if (pieNote(state)) return PIE_SLICES.map(() => []);
  const shown = new Map(visibleSlices(state).map((slice) => [slice.id, slice]));
  return PIE_SLICES.map((slice) => {
    const visible = shown.get(slice.id);
    return visible ? [visible.pieWord, `${visible.percent}%`] : [];
  });
}

/**
 * The ways a slice's label may be written on it, best first: its name over its share, then both on one line
 * ("Blue 5%"); a name with its effect beside it ("Purple (Rest)") then gives way to its color word alone
 * ("Purple"), never to the effect alone. Never the share alone: a slice too narrow for its name is left to the
 * legend beside the pie, which names every slice with its share.
 */
export function sliceLabelCandidates(lines: readonly string[]): string[][] {
  if (lines.length === 0) return [];
  const ways = (words: readonly string[]) => (words.length > 1 ? [[...words], [words.join(' ')]] : [[...words]]);
  const [name = '', ...rest] = lines;
  const effectAt = name.indexOf(' (');
  return effectAt > 0 ? [...ways(lines), ...ways([name.slice(0, effectAt), ...rest])] : ways(lines);
}

/**
 * Where a slice's label sits, as a share of the pie's radius from its center: halfway out for a wide slice, and
 * further out for a narrow one, where the slice is wide enough to hold a word.
 */
export function labelRadius(share: number): number {
  return share < 0.15 ? 0.74 : 0.58;
}

/** A pie slice as drawn: its center, radius and angles (radians from 3 o'clock, clockwise, y downwards). */
export interface SliceArc {
  x: number;
  y: number;
  outerRadius: number;
  startAngle: number;
  endAngle: number;
}

/** A label's box on the canvas: its center and size, level with the page (text is never rotated). */
export interface LabelBox {
  centerX: number;
  centerY: number;
  width: number;
  height: number;
}

/**
 * Whether a label's whole box lies inside its slice: every corner within the rim and between the slice's two
 * edges. A label that would run over an edge onto the next slice, or past the rim, is not written on the pie;
 * the legend under it names every slice with its share.
 */
export function labelFitsSlice(arc: SliceArc, box: LabelBox): boolean {
  const sweep = arc.endAngle - arc.startAngle;
  const fullTurn = 2 * Math.PI;
  // The four corners without an array or a call per corner: a pie's label search checks thousands of boxes.
  for (let corner = 0; corner < 4; corner += 1) {
    const x = box.centerX + (corner & 1 ? box.width / 2 : -box.width / 2) - arc.x;
    const y = box.centerY + (corner & 2 ? box.height / 2 : -box.height / 2) - arc.y;
    if (Math.sqrt(x * x + y * y) > arc.outerRadius) return false;
    if (sweep >= fullTurn) continue;
    const turned = (((Math.atan2(y, x) - arc.startAngle) % fullTurn) + fullTurn) % fullTurn;
    if (turned > sweep) return false;
  }
  return true;
}
