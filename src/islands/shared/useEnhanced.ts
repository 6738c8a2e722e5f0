import { useEffect, useRef, useState } from 'react';

/** What a reader can Tab to inside an island, in document order; the first is where focus comes back. */
const TABBABLE = 'button:not([disabled]):not([tabindex="-1"]), a[href], input, select, textarea, [tabindex="0"]';

/**
 * False in the server HTML and on the first client render, true right after hydration.
 * Widgets render their no-JavaScript form (everything visible) until then, so the server HTML
 * is complete and readable, and hydration never mismatches.
 *
 * Focus survives the switch. A keyboard reader who tabs into an island starts its hydration
 * (client:intent), and the switch can remove or hide the very element they are on: a link in a panel the
 * tab interface replaces, or a control in a step the accordion folds. The browser would then drop focus to
 * the page's body. Instead, focus goes to the control just before it, or to the island's first control.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  // The element last focused before the switch, and the island it was in (read then: once removed, it has none).
  // Followed until the switch: a reader can tab in after hydration began and before the switch is drawn.
  const focusedBefore = useRef<{ element: Element; island: Element | null } | null>(null);
  const stopFollowing = useRef<() => void>(() => {});
  useEffect(() => {
    const remember = (element: Element | null) => {
      if (element) focusedBefore.current = { element, island: element.closest('astro-island') };
    };
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target as Element);
    document.addEventListener('focusin', onFocusIn);
    stopFollowing.current = () => document.removeEventListener('focusin', onFocusIn);
    setEnhanced(true);
    return stopFollowing.current;
  }, []);
  useEffect(() => {
    if (!enhanced) return;
    stopFollowing.current();
    const before = focusedBefore.current;
    focusedBefore.current = null;
    // Focus was not lost (the element is still focused, or the reader has moved on): nothing to do.
    if (!before?.island || (document.activeElement && document.activeElement !== document.body)) return;
    const shown = [...before.island.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) =>
      element.checkVisibility(),
    );
    // An element still there but hidden now (a step the accordion folded) hands focus to the control before it;
    // a removed one (a panel the tabs replaced) to the island's first control.
    const preceding = before.element.isConnected
      ? shown.filter((element) => element.compareDocumentPosition(before.element) & Node.DOCUMENT_POSITION_FOLLOWING)
      : [];
    (preceding.at(-1) ?? shown[0])?.focus();
  }, [enhanced]);
  return enhanced;
}
