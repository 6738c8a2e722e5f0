import type { ReactNode } from 'react';
import { PIE_SLICES } from '../../lib/operators/inventoryStates.ts';
import PieSvg, { type PieFill } from './PieSvg.tsx';
import styles from './InventoryChart.module.css';

const COLORS = PIE_SLICES.map((slice) => slice.color);

export interface PieFigureProps {
  /** One value per slice of the six-slice palette (PIE_SLICES), in its order. */
  values: number[];
  /** The words written on each slice, in the same order; an empty list writes nothing. */
  labels: string[][];
  /** Each slice's fill, in the order of `values`: the six-slice palette (PIE_SLICES) where not given. */
  fills?: readonly PieFill[];
  /** The pie's accessible name: every slice by name with its share. */
  label: string;
  /** Words on the pie where it is one grey disc, for sighted readers (the label already says it). */
  note?: string;
  /** The caption under the pie: the same numbers as text. */
  caption: ReactNode;
}

/**
 * The operators pie in its figure: the six-slice palette drawn as SVG (in the server's HTML where the island has
 * one), and a caption with the same numbers in words. A change of data moves the same pie's slices.
 */
export default function PieFigure({ values, fills = COLORS, labels, label, note, caption }: PieFigureProps) {
  return (
    <figure className={styles.figure}>
      <div className={styles.pieBox}>
        <PieSvg values={values} fills={fills} labels={labels} label={label} className={styles.pie} />
        {/* The pie's label already says it; this is for sighted readers of the plain grey disc. */}
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
