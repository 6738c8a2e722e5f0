import { useEffect, useId, useRef, useState } from 'react';
import {
  chartLabel,
  chartValues,
  DEFAULT_INVENTORY_STATE,
  INVENTORY_STATE_IDS,
  INVENTORY_STATES,
  PIE_SLICES,
  pieNote,
  sliceLabels,
  visibleSlices,
  type InventoryStateId,
} from '../../lib/operators/inventoryStates.ts';
import { prefersReducedMotion } from '../../lib/media/reducedMotion.ts';
import type { PieChart } from './pieChart.ts';
import segmented from '../../styles/segmented.module.css';
import styles from './InventoryChart.module.css';

const COLORS = PIE_SLICES.map((slice) => slice.color);

/** Mirrors what the live chart instance draws onto the canvas, for tests and debugging. */
function mirror(canvas: HTMLCanvasElement, values: number[], labels: string[][], animated: boolean): void {
  canvas.dataset.chartValues = JSON.stringify(values);
  canvas.dataset.chartLabels = JSON.stringify(labels);
  canvas.dataset.chartAnimated = String(animated);
}

/**
 * The inventory view: a single-choice group of three pressed/unpressed buttons, a feature box, a
 * pie chart and the same numbers as text. Everything but the pie renders on the server; the pie's
 * box keeps its size until chart.js (a separate chunk) draws into it.
 */
export default function InventoryChart() {
  const [stateId, setStateId] = useState<InventoryStateId>(DEFAULT_INVENTORY_STATE);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<PieChart | null>(null);
  const stateRef = useRef(stateId);
  const [drawn, setDrawn] = useState(false);
  const groupLabelId = useId();
  const state = INVENTORY_STATES[stateId];
  const slices = visibleSlices(state);
  const note = pieNote(state);

  // Create the chart once, after hydration, from whatever state is selected by then.
  useEffect(() => {
    let cancelled = false;
    void import('./pieChart.ts').then(({ createPie, currentLabels, currentValues, isAnimated }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const chart = createPie(canvas, {
        values: chartValues(INVENTORY_STATES[stateRef.current]),
        colors: COLORS,
        labels: sliceLabels(INVENTORY_STATES[stateRef.current]),
        animate: !prefersReducedMotion(),
      });
      chartRef.current = chart;
      mirror(canvas, currentValues(chart), currentLabels(chart), isAnimated(chart));
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);

  // Keep the one chart instance and give it the new data when the state changes.
  useEffect(() => {
    stateRef.current = stateId;
    const chart = chartRef.current;
    const canvas = canvasRef.current;
    if (!chart || !canvas) return;
    void import('./pieChart.ts').then(({ updatePie, currentLabels, currentValues, isAnimated }) => {
      updatePie(chart, {
        values: chartValues(INVENTORY_STATES[stateId]),
        colors: COLORS,
        labels: sliceLabels(INVENTORY_STATES[stateId]),
        animate: !prefersReducedMotion(),
      });
      mirror(canvas, currentValues(chart), currentLabels(chart), isAnimated(chart));
    });
  }, [stateId]);

  return (
    <div className={styles.chart}>
      <p id={groupLabelId} className={styles.groupLabel}>
        Choose an inventory view
      </p>
      <div role="group" aria-labelledby={groupLabelId} className={segmented.group}>
        {INVENTORY_STATE_IDS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === stateId}
            className={segmented.option}
            onClick={() => setStateId(id)}
          >
            {INVENTORY_STATES[id].label}
          </button>
        ))}
      </div>

      <div className={styles.layout}>
        <figure className={styles.figure}>
          <div className={styles.pieBox} data-drawn={drawn}>
            {/* eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the canvas takes no input (chart.js events are off); it is a picture with a text alternative. */}
            <canvas ref={canvasRef} role="img" aria-label={chartLabel(state)} className={styles.canvas} />
            {/* The canvas's label already says it; this is for sighted readers of the plain grey disc. */}
            {note && (
              <p className={styles.pieNote} aria-hidden="true">
                {note}
              </p>
            )}
          </div>
          <figcaption className={styles.caption}>
            <span className="visually-hidden">{state.label}: </span>
            Share of inventory by color
            <ul className={styles.slices}>
              {slices.map((slice) => (
                <li key={slice.id} className={styles.slice}>
                  <span className={styles.swatch} data-slice={slice.id} aria-hidden="true" />
                  <span className={styles.sliceName}>{slice.name}</span>{' '}
                  <span className={styles.slicePercent}>{slice.percent}%</span>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>

        <div className={styles.feature} aria-live="polite">
          <img src={state.icon} alt="" width={96} height={96} className={styles.icon} />
          <h3 className={styles.featureHeading}>{state.heading}</h3>
          <p>{state.body}</p>
        </div>
      </div>
    </div>
  );
}
