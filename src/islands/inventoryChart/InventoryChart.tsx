import { useId, useState } from 'react';
import {
  chartLabel,
  chartValues,
  DEFAULT_INVENTORY_STATE,
  INVENTORY_STATE_IDS,
  INVENTORY_STATES,
  pieNote,
  sliceLabels,
  visibleSlices,
  type InventoryStateId,
} from '../../lib/operators/inventoryStates.ts';
import PieFigure from './PieFigure.tsx';
import { StripFrame, useStripMore } from '../shared/StripCues.tsx';
import segmented from '../../styles/segmented.module.css';
import styles from './InventoryChart.module.css';

/**
 * The inventory view: a single-choice group of three pressed/unpressed buttons, a feature box, a
 * pie chart and the same numbers as text, all in the server's HTML; once live, the buttons switch the
 * view and the pie moves to the new one.
 */
export default function InventoryChart() {
  const [stateId, setStateId] = useState<InventoryStateId>(DEFAULT_INVENTORY_STATE);
  const groupLabelId = useId();
  const state = INVENTORY_STATES[stateId];
  const slices = visibleSlices(state);
  const note = pieNote(state);
  const { ref: stripRef, more: stripMoreSides, measure: measureStrip } = useStripMore();

  return (
    <div className={styles.chart}>
      <p id={groupLabelId} className={styles.groupLabel}>
        Choose an inventory view
      </p>
      <StripFrame more={stripMoreSides}>
        <div
          role="group"
          aria-labelledby={groupLabelId}
          className={segmented.group}
          ref={stripRef}
          onScroll={measureStrip}
          data-strip=""
        >
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
      </StripFrame>

      <div className={styles.layout}>
        <PieFigure
          values={chartValues(state)}
          labels={sliceLabels(state)}
          label={chartLabel(state)}
          note={note}
          caption={
            <>
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
            </>
          }
        />

        <div className={styles.feature} aria-live="polite">
          <img src={state.icon} alt="" width={96} height={96} className={styles.icon} />
          <h3 className={styles.featureHeading}>{state.heading}</h3>
          <p>{state.body}</p>
        </div>
      </div>
    </div>
  );
}
