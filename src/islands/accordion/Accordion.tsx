import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextIndexForKey } from '../../lib/widgets/rovingIndex.ts';
import { slotContent } from '../shared/slots.ts';
import { useEnhanced } from '../shared/useEnhanced.ts';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Also the name of the Astro slot holding this item's panel. */
  id: string;
  title: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Index of the item open at first (the spec opens step 1). */
  defaultOpenIndex?: number;
  headingLevel?: 2 | 3 | 4;
  /** Show "1", "2", ... before each title, for step-by-step content. */
  numbered?: boolean;
  /** The hidden word read before a numbered step's number, in the page's language: "Step 1:", "Paso 1:". */
  stepWord?: string;
  /** Called with the index of the newly opened item (island-internal use only). */
  onOpen?: (index: number) => void;
}

/**
 * WAI-ARIA APG accordion in which exactly one item is open: each heading holds a button with
 * aria-expanded and aria-controls; panels are regions labelled by their button. Up/Down move
 * between headings (wrapping), Home/End jump; Enter and Space open.
 *
 * Before hydration every panel is open, so the server HTML is complete without JavaScript.
 */
export default function Accordion(props: AccordionProps) {
  const { items, defaultOpenIndex = 0, headingLevel = 3, numbered = false, stepWord = 'Step', onOpen } = props;
  const enhanced = useEnhanced();
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState(defaultOpenIndex);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const open = (index: number) => {
    setOpenIndex(index);
    onOpen?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndexForKey(event.key, index, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    buttonRefs.current[next]?.focus();
  };

  return (
    <div className={styles.accordion} data-enhanced={enhanced}>
      {items.map((item, index) => {
        const expanded = !enhanced || index === openIndex;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-open={expanded}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttonRefs.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => open(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {numbered && (
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                <span className={styles.title}>
                  {numbered && (
                    <span className="visually-hidden">
                      {stepWord} {index + 1}:{' '}
                    </span>
                  )}
                  {item.title}
                </span>
                <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div role="region" id={panelId} aria-labelledby={buttonId} hidden={!expanded} className={styles.panel}>
              {slotContent(props, item.id)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
