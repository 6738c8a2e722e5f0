import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PIE_SLICES } from '../../lib/operators/inventoryStates.ts';
import { afterNextPaint, yieldToMain } from '../../lib/dom/yieldToMain.ts';
import { prefersReducedMotion } from '../../lib/media/reducedMotion.ts';
import type { PieChart, PieFill } from './pieChart.ts';
import styles from './InventoryChart.module.css';

const COLORS = PIE_SLICES.map((slice) => slice.color);

/** Mirrors what the live chart instance draws onto the canvas, for tests and debugging. */
function mirror(canvas: HTMLCanvasElement, values: number[], labels: string[][], animated: boolean): void {
  canvas.dataset.chartValues = JSON.stringify(values);
  canvas.dataset.chartLabels = JSON.stringify(labels);
  canvas.dataset.chartAnimated = String(animated);
}

export interface PieFigureProps {
  /** One value per slice of the six-slice palette (PIE_SLICES), in its order. */
  values: number[];
  /** The words written on each slice, in the same order; an empty list writes nothing. */
  labels: string[][];
  /** Each slice's fill, in the order of `values`: the six-slice palette (PIE_SLICES) where not given. */
  fills?: readonly PieFill[];
  /** The canvas's accessible name: every slice by name with its share. */
  label: string;
  /** Words on the pie where it is one grey disc, for sighted readers (the label already says it). */
  note?: string;
  /** The caption under the pie: the same numbers as text. */
  caption: ReactNode;
}

/**
 * The operators pie in its figure: a canvas that chart.js (a separate chunk, loaded once the island is live)
 * draws the six-slice palette into, and a caption with the same numbers in words. Its box keeps its size
 * until the pie is drawn; a change of data animates the same chart instance.
 */
export default function PieFigure({ values, fills = COLORS, labels, label, note, caption }: PieFigureProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<PieChart | null>(null);
  const latest = useRef({ values, labels, fills });
  const [drawn, setDrawn] = useState(false);
  // Compared by content, so a parent that rebuilds equal arrays does not redraw the pie.
  const dataKey = JSON.stringify([values, labels, fills]);

  // Create the chart once, after hydration, from whatever data is current by then, in two tasks of its own once the
  // page around it is laid out: the chart empty (chart.js sizing the canvas and resolving its options), then its
  // slices and their words. A pie that arrives with the rest of a report (the store's, the ideal beside it) would
  // otherwise be one long task with that layout in it.
  useEffect(() => {
    let cancelled = false;
    void import('./pieChart.ts').then(async ({ createPie, drawFirst, currentLabels, currentValues, isAnimated }) => {
      await afterNextPaint();
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const chart = createPie(canvas, { values: [], colors: COLORS, labels: [], animate: false });
      chartRef.current = chart;
      await yieldToMain();
      if (cancelled) return;
      drawFirst(chart, {
        values: latest.current.values,
        colors: latest.current.fills,
        labels: latest.current.labels,
        animate: !prefersReducedMotion(),
      });
      mirror(canvas, currentValues(chart), currentLabels(chart), isAnimated(chart));
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);

  // Keep the one chart instance and give it the new data when the data changes.
  useEffect(() => {
    latest.current = { values, labels, fills };
    const chart = chartRef.current;
    const canvas = canvasRef.current;
    // Before the first drawing, that drawing takes the latest data.
    if (!chart || !canvas || canvas.dataset.chartValues === undefined) return;
    void import('./pieChart.ts').then(({ updatePie, currentLabels, currentValues, isAnimated }) => {
      updatePie(chart, { values, colors: fills, labels, animate: !prefersReducedMotion() });
      mirror(canvas, currentValues(chart), currentLabels(chart), isAnimated(chart));
    });
    // The data's content is the dependency (dataKey), not the arrays' identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey]);

  return (
    <figure className={styles.figure}>
      <div className={styles.pieBox} data-drawn={drawn}>
        {/* eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the canvas takes no input (chart.js events are off); it is a picture with a text alternative. */}
        <canvas ref={canvasRef} role="img" aria-label={label} className={styles.canvas} />
        {/* The canvas's label already says it; this is for sighted readers of the plain grey disc. */}
        {note && (
          <p className={styles.pieNote} aria-hidden="true">
            {note}
          </p>
        )}
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
