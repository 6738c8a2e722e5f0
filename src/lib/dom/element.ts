/**
 * Elements made by a page's own script, with their attributes and children in one call: what a framework-free
 * widget draws in the browser (the shoppers dashboard) reads as the markup it makes.
 */
export type Attributes = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type Child = Node | string | null | undefined | false;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function filled<Made extends Element>(element: Made, attributes: Attributes, children: readonly Child[]): Made {
  for (const [name, value] of Object.entries(attributes)) {
    // An attribute set to false, null or undefined is left out, as a framework leaves it out.
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== false && child !== null && child !== undefined) element.append(child);
  return element;
}

export function html<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  return filled(document.createElement(tag), attributes, children);
}

/** An SVG element: its attributes keep their own case (`viewBox`) and dashes (`stroke-width`). */
export function svg<Tag extends keyof SVGElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): SVGElementTagNameMap[Tag] {
  return filled(document.createElementNS(SVG_NAMESPACE, tag), attributes, children);
}
