import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextIndexForKey } from '../../lib/widgets/rovingIndex.ts';
import { slotContent } from '../shared/slots.ts';
import { StripFrame, useStripMore } from '../shared/StripCues.tsx';
import { useEnhanced } from '../shared/useEnhanced.ts';
import segmented from '../../styles/segmented.module.css';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Also the name of the Astro slot holding this tab's panel. */
  id: string;
  label: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  defaultTabId?: string;
  /** Heading level used for each panel's title before the island hydrates. */
  headingLevel?: 2 | 3 | 4;
  /** Called with the id of the newly selected tab (island-internal use only). */
  onSelect?: (id: string) => void;
}

/**
 * WAI-ARIA APG tabs with automatic activation: arrows move and select (wrapping), Home/End jump,
 * one tab stop (roving tabindex), panels labelled by their tab.
 *
 * Before hydration every panel is shown under its own heading, so the server HTML reads well
 * without JavaScript; the tab interface takes over once the island is live.
 */
export default function Tabs(props: TabsProps) {
  const { label, tabs, defaultTabId, headingLevel = 3, onSelect } = props;
  const enhanced = useEnhanced();
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(defaultTabId ?? tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Where the strip is wider than its column, an arrow at each side that hides tabs says there are more.
  const { ref: stripRef, more: stripMoreSides, measure: measureStrip } = useStripMore(enhanced);
  const Heading = `h${headingLevel}` as const;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number, moveFocus: boolean) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelectedId(tab.id);
    onSelect?.(tab.id);
    if (moveFocus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndexForKey(event.key, index, tabs.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  if (!enhanced) {
    return (
      <div className={styles.tabs} data-enhanced="false">
        {tabs.map((tab) => (
          <section key={tab.id} className={styles.staticPanel} aria-labelledby={tabId(tab.id)}>
            <Heading id={tabId(tab.id)} className={styles.staticHeading}>
              {tab.label}
            </Heading>
            {slotContent(props, tab.id)}
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.tabs} data-enhanced="true">
      <StripFrame more={stripMoreSides}>
        <div role="tablist" aria-label={label} className={segmented.group} ref={stripRef} onScroll={measureStrip}>
          {tabs.map((tab, index) => {
            const selected = tab.id === selectedId;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={panelId(tab.id)}
                tabIndex={selected ? 0 : -1}
                className={segmented.option}
                onClick={() => select(index, false)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </StripFrame>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // The panel is focusable so keyboard users can reach content that has no links of its own.
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className={styles.panel}
        >
          {slotContent(props, tab.id)}
        </div>
      ))}
    </div>
  );
}
