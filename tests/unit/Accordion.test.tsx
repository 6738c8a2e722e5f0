// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Accordion from '../../src/islands/accordion/Accordion.tsx';

afterEach(cleanup);

const items = [
  { id: 'one', title: 'Understand' },
  { id: 'two', title: 'Match' },
  { id: 'three', title: 'Target' },
];
const panels = { one: <p>Panel one</p>, two: <p>Panel two</p>, three: <p>Panel three</p> };

const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('Accordion', () => {
  it('opens the default item only', () => {
    render(<Accordion items={items} {...panels} />);
    expect(expanded().map((button) => button.textContent)).toEqual(['Understand']);
    expect(screen.getByRole('region').textContent).toBe('Panel one');
  });

  it('keeps exactly one item open when headings are clicked', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} {...panels} />);
    await user.click(screen.getByRole('button', { name: 'Target' }));
    expect(expanded().map((button) => button.textContent)).toEqual(['Target']);
    await user.click(screen.getByRole('button', { name: 'Target' }));
    expect(expanded()).toHaveLength(1);
  });

  it('moves focus between headings with the arrows, Home and End, and opens with Enter', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} numbered {...panels} />);
    screen.getByRole('button', { name: /Understand/ }).focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toContain('Target');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toContain('Understand');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(expanded().map((button) => button.textContent)).toEqual(['2Step 2: Match']);
  });

  it('labels each panel by its heading button', () => {
    render(<Accordion items={items} {...panels} />);
    const button = screen.getByRole('button', { name: 'Understand' });
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(button.getAttribute('aria-controls')).toBe(region.id);
  });
});
