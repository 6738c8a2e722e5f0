/**
 * A tool that needs the page's whole width (the inventory's columns and report) asks for it, and the page's layout
 * (OperatorsSubpageLayout, the element marked data-side-tools) puts its side column of tools aside. A mark set on
 * the layout rather than a `:has()` in its CSS: a `:has()` over the tool's subtree made the browser restyle the
 * whole page for every part of a report drawn into it.
 */
export const SIDE_TOOLS_ATTRIBUTE = 'data-side-tools';
export const NEEDS_WIDTH_ATTRIBUTE = 'data-needs-width';

/** Marks (or unmarks) the layout around `from` as holding a tool that needs the whole width; none, nothing. */
export function askForWidth(from: Element | null, needed: boolean): void {
  from?.closest(`[${SIDE_TOOLS_ATTRIBUTE}]`)?.toggleAttribute(NEEDS_WIDTH_ATTRIBUTE, needed);
}
