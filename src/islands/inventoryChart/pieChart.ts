/**
 * The only module that touches chart.js. It is loaded with a dynamic import once the island is
 * live, so chart.js is its own chunk, fetched by /operators when the chart nears the viewport and by the
 * inventory report while it reads a file. Only the pie's controller and arc element are registered: no legend (the numbers are
 * written out as text) and no tooltip (hover-only text would hide information from keyboard users).
 * A small plugin of our own writes each slice's name and share on it, so the pie reads without color.
 */
import { ArcElement, Chart, PieController, type Plugin } from 'chart.js';
import { labelFitsSlice, labelRadius, sliceLabelCandidates } from '../../lib/operators/inventoryStates.ts';
import { NEUTRALS } from '../../lib/design/tokens.ts';
import { yieldToMain } from '../../lib/dom/yieldToMain.ts';

Chart.register(PieController, ArcElement);

/** A slice's fill: a color, or a color hatched with white (an estimate, never to be read as the color itself). */
export type PieFill = string | { hatch: string };

export interface PieInput {
  values: number[];
  colors: readonly PieFill[];
  /** The lines written on each slice, in the same order as `values`; an empty list writes nothing. */
  labels: string[][];
  animate: boolean;
}

const LABEL_FONT_PX = 14;

/** Writes each slice's lines at its middle angle, in the ink with a white halo, after the slices are drawn. */
const sliceLabelsPlugin: Plugin<'pie'> = {
  id: 'dycSliceLabels',
  afterDatasetsDraw(chart) {
    const labels = (chart.options.plugins as { dycSliceLabels?: { labels: string[][] } }).dycSliceLabels?.labels;
    const meta = chart.getDatasetMeta(0);
    if (!labels) return;
    const values = (chart.data.datasets[0]?.data ?? []) as number[];
    const total = values.reduce((sum, value) => sum + value, 0);
    const { ctx } = chart;
    ctx.save();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 4;
    ctx.strokeStyle = NEUTRALS.surface;
    ctx.fillStyle = NEUTRALS.ink;
    // What each slice carries as drawn, mirrored on the canvas for tests: its lines, or none (the legend's).
    const drawn: string[][] = labels.map(() => []);
    meta.data.forEach((element, index) => {
      const lines = labels[index] ?? [];
      const value = values[index] ?? 0;
      if (lines.length === 0 || value <= 0 || total <= 0) return;
      const arc = element as unknown as {
        x: number;
        y: number;
        startAngle: number;
        endAngle: number;
        outerRadius: number;
      };
      const angle = (arc.startAngle + arc.endAngle) / 2;
      const radius = arc.outerRadius * labelRadius(value / total);
      const x = arc.x + Math.cos(angle) * radius;
      const y = arc.y + Math.sin(angle) * radius;
      const font = (lineIndex: number) => `${lineIndex === 0 ? 700 : 500} ${LABEL_FONT_PX}px system-ui, sans-serif`;
      const box = (candidate: readonly string[]) => ({
        centerX: x,
        centerY: y,
        width: Math.max(
          ...candidate.map((line, lineIndex) => {
            ctx.font = font(candidate.length === 1 ? 1 : lineIndex);
            return ctx.measureText(line).width + ctx.lineWidth;
          }),
        ),
        height: candidate.length * (LABEL_FONT_PX + 2) + ctx.lineWidth,
      });
      // A slice too narrow for its name over its share may hold both on one line ("Calm 5%"); one too narrow even
      // for that is left to the legend beside the pie, never given a bare share.
      const fitting = sliceLabelCandidates(lines).find((candidate) => labelFitsSlice(arc, box(candidate)));
      if (!fitting) return;
      drawn[index] = fitting;
      fitting.forEach((line, lineIndex) => {
        ctx.font = font(fitting.length === 1 ? 1 : lineIndex);
        const lineY = y + (lineIndex - (fitting.length - 1) / 2) * (LABEL_FONT_PX + 2);
        ctx.strokeText(line, x, lineY);
        ctx.fillText(line, x, lineY);
      });
    });
    ctx.restore();
    // The warm-up's OffscreenCanvas has no dataset.
    if (chart.canvas.dataset) chart.canvas.dataset.chartDrawnLabels = JSON.stringify(drawn);
  },
};

export type PieChart = Chart<'pie', number[]>;

/** The side of a hatch pattern's tile, in canvas pixels. */
const HATCH_TILE_PX = 8;
const hatches = new Map<string, CanvasPattern | string>();

/** The color in diagonal stripes on white, as the legend's swatch draws an estimate; the plain color without a 2D context. */
function hatched(color: string): CanvasPattern | string {
  const known = hatches.get(color);
  if (known) return known;
  const tile =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width: HATCH_TILE_PX, height: HATCH_TILE_PX })
      : new OffscreenCanvas(HATCH_TILE_PX, HATCH_TILE_PX);
  const context = tile.getContext('2d') as CanvasRenderingContext2D | null;
  if (!context) return color;
  context.fillStyle = color;
  context.fillRect(0, 0, HATCH_TILE_PX, HATCH_TILE_PX);
  context.strokeStyle = NEUTRALS.surface;
  context.lineWidth = 2;
  context.beginPath();
  // One stripe corner to corner and its two halves at the tile's other corners, so the tiles join seamlessly.
  for (const offset of [-HATCH_TILE_PX, 0, HATCH_TILE_PX]) {
    context.moveTo(offset, HATCH_TILE_PX);
    context.lineTo(offset + HATCH_TILE_PX, 0);
  }
  context.stroke();
  const pattern = context.createPattern(tile, 'repeat') ?? color;
  hatches.set(color, pattern);
  return pattern;
}

function fills(colors: readonly PieFill[]): (CanvasPattern | string)[] {
  return colors.map((fill) => (typeof fill === 'string' ? fill : hatched(fill.hatch)));
}

/** White gaps between slices; none when one slice fills the pie (it would draw a stray radius). */
function borderWidth(values: number[]): number {
  return values.filter((value) => value > 0).length > 1 ? 2 : 0;
}

function animationOf(input: PieInput): { duration: number } | false {
  return input.animate ? { duration: 400 } : false;
}

/**
 * Draws the pie once, without animation (a first draw that animated would cost the main thread a frame's work for
 * each of its frames while the page is still settling); `input.animate` applies to the changes after it.
 */
export function createPie(canvas: HTMLCanvasElement, input: PieInput): PieChart {
  const chart = new Chart(canvas, {
    type: 'pie',
    data: {
      datasets: [
        {
          data: input.values,
          backgroundColor: fills(input.colors),
          borderColor: '#ffffff',
          borderWidth: borderWidth(input.values),
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      // The canvas is an image with a text alternative; it takes no pointer input.
      events: [],
      plugins: { dycSliceLabels: { labels: input.labels } } as never,
    },
    plugins: [sliceLabelsPlugin],
  });
  chart.options.animation = animationOf(input);
  return chart;
}

/** The side of the canvas the first run is drawn on: a pie's, on a small screen. */
const WARM_UP_PX = 240;

/**
 * Runs chart.js once on a canvas no one sees, in four short tasks: the library's first run (its code compiled, its
 * options resolved and cached) costs several times a later chart's, and a page that knows a pie is coming (the
 * inventory report, while its worker reads the file) pays it while its main thread is idle, not in the task that
 * shows the pie. Without OffscreenCanvas it does nothing.
 */
export async function warmUp(): Promise<void> {
  if (typeof OffscreenCanvas === 'undefined') return;
  const canvas = new OffscreenCanvas(WARM_UP_PX, WARM_UP_PX) as unknown as HTMLCanvasElement;
  const chart = createPie(canvas, { values: [], colors: [], labels: [], animate: false });
  await yieldToMain();
  const values = [4, 3, 2, 2, 1, 1];
  const colors = values.map(() => NEUTRALS.ink);
  // The slices first, then their words (the labels plugin), then the teardown: each is a first run of its own.
  updatePie(chart, { values, colors, labels: [], animate: false });
  await yieldToMain();
  updatePie(chart, { values, colors, labels: values.map((value) => ['Calm', `${value}%`]), animate: false });
  await yieldToMain();
  chart.destroy();
}

/**
 * Gives a chart made empty (createPie with no values) its first data, drawn at once; `input.animate` applies to
 * the changes after it.
 */
export function drawFirst(chart: PieChart, input: PieInput): void {
  updatePie(chart, { ...input, animate: false });
  chart.options.animation = animationOf(input);
}

/** Swaps the data of the live chart in place, so it animates from the old pie to the new one. */
export function updatePie(chart: PieChart, input: PieInput): void {
  const dataset = chart.data.datasets[0];
  if (!dataset) return;
  dataset.data = input.values;
  dataset.backgroundColor = fills(input.colors);
  dataset.borderWidth = borderWidth(input.values);
  (chart.options.plugins as { dycSliceLabels?: { labels: string[][] } }).dycSliceLabels = { labels: input.labels };
  chart.options.animation = animationOf(input);
  chart.update();
}

/** The values the chart instance is drawing now, as read back from the instance itself. */
export function currentValues(chart: PieChart): number[] {
  return [...(chart.data.datasets[0]?.data ?? [])];
}

/** The lines the instance writes on its slices now, as read back from its options. */
export function currentLabels(chart: PieChart): string[][] {
  return (chart.options.plugins as { dycSliceLabels?: { labels: string[][] } }).dycSliceLabels?.labels ?? [];
}

/** Whether the instance animates its changes (off when the reader prefers reduced motion). */
export function isAnimated(chart: PieChart): boolean {
  return chart.options.animation !== false;
}
