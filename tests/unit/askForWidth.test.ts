// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { askForWidth, NEEDS_WIDTH_ATTRIBUTE, SIDE_TOOLS_ATTRIBUTE } from '../../src/lib/dom/askForWidth.ts';

afterEach(() => {
  document.body.replaceChildren();
});

function layoutWithTool(): { layout: HTMLElement; tool: HTMLElement } {
  const layout = document.createElement('div');
  layout.setAttribute(SIDE_TOOLS_ATTRIBUTE, '');
  const tool = document.createElement('div');
  layout.append(document.createElement('section'));
  layout.firstElementChild!.append(tool);
  document.body.append(layout);
  return { layout, tool };
}

describe('askForWidth', () => {
  it('marks the layout with side tools around the tool, and unmarks it', () => {
    const { layout, tool } = layoutWithTool();
    askForWidth(tool, true);
    expect(layout.hasAttribute(NEEDS_WIDTH_ATTRIBUTE)).toBe(true);
    askForWidth(tool, false);
    expect(layout.hasAttribute(NEEDS_WIDTH_ATTRIBUTE)).toBe(false);
  });

  it('does nothing outside such a layout, or without an element', () => {
    const tool = document.createElement('div');
    document.body.append(tool);
    expect(() => askForWidth(tool, true)).not.toThrow();
    expect(document.body.hasAttribute(NEEDS_WIDTH_ATTRIBUTE)).toBe(false);
    expect(() => askForWidth(null, true)).not.toThrow();
  });
});
