import type { ReactNode } from 'react';

/**
 * Astro passes a named slot to a React island as a prop whose name is the slot name in camelCase
 * ("full-panel" becomes "fullPanel"). Islands that take one slot per item look their content up here.
 */
export function slotPropName(slot: string): string {
  return slot.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function slotContent(props: object, slot: string): ReactNode {
  return (props as Record<string, ReactNode>)[slotPropName(slot)] ?? null;
}
