// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Tabs from '../../src/islands/tabs/Tabs.tsx';

afterEach(cleanup);

const tabs = [
  { id: 'first-tab', label: 'First' },
  { id: 'second', label: 'Second' },
  { id: 'third', label: 'Third' },
];
const panels = { firstTab: <p>One</p>, second: <p>Two</p>, third: <p>Three</p> };

describe('Tabs', () => {
  it('selects the default tab and links tabs and panels', () => {
    render(<Tabs label="Example" tabs={tabs} defaultTabId="second" {...panels} />);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Second');
    expect(selected.getAttribute('tabindex')).toBe('0');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Two');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '-1')).toHaveLength(2);
  });

  it('follows the APG keyboard model with wrapping and Home/End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Example" tabs={tabs} {...panels} />);
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Third');
    expect(screen.getByRole('tabpanel').textContent).toBe('Three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('First');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Third');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('First');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Example" tabs={tabs} {...panels} />);
    await user.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Three');
  });
});
