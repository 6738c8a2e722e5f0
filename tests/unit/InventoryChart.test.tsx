// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InventoryChart from '../../src/islands/inventoryChart/InventoryChart.tsx';

function prefersReducedMotion(reduced: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduced }) as unknown as typeof window.matchMedia;
}

beforeEach(() => prefersReducedMotion(false));
afterEach(cleanup);

describe('InventoryChart', () => {
  it('renders the toggle group, the default feature box, the numbers and the pie itself on the server', () => {
    const html = renderToString(<InventoryChart />);
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('DYC informed state');
    expect(html).toContain('Rest');
    expect(html).toContain('67%');
    expect(html).toContain('aria-label="Pie chart of inventory by color, DYC informed state: Energize 11%');
    // The pie is SVG in the server's HTML: four slices in the palette, and Rest's name and share written on it.
    const svg = new DOMParser().parseFromString(html, 'text/html').querySelector('svg[role="img"]')!;
    expect([...svg.querySelectorAll('path')].map((path) => path.getAttribute('fill'))).toEqual([
      '#e3deaa',
      '#b1cbc1',
      '#a3b9dd',
      '#bcafd2',
    ]);
    expect(svg.getAttribute('data-chart-values')).toBe('[2,3,1,12,0,0]');
    expect(JSON.parse(svg.getAttribute('data-chart-drawn-labels')!)[3]).toEqual(['Rest', '67%']);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toContain('Rest67%');
  });

  it('swaps the data of the one pie on each toggle, moving its slices unless the reader prefers reduced motion', async () => {
    const user = userEvent.setup();
    render(<InventoryChart />);
    const pie = () => screen.getByRole('img');
    await waitFor(() => expect(pie().getAttribute('data-chart-animated')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'DYC ideal state' }));
    expect(screen.getByRole('button', { name: 'DYC ideal state' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'DYC informed state' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Adjusting inventory to what consumers want' })).toBeTruthy();
    expect(pie().getAttribute('data-chart-values')).toBe('[5,5,5,5,0,0]');
    // Once the move has run, four equal quarters, each named on the pie.
    await waitFor(() => expect(pie().querySelectorAll('text')).toHaveLength(4));
    expect(JSON.parse(pie().getAttribute('data-chart-drawn-labels')!)).toEqual([
      ['Energize', '25%'],
      ['Focus', '25%'],
      ['Calm', '25%'],
      ['Rest', '25%'],
      [],
      [],
    ]);

    prefersReducedMotion(true);
    await user.click(screen.getByRole('button', { name: 'Current state' }));
    expect(screen.getByRole('img', { name: /Current state: Unsorted 100%/ })).toBe(pie());
    // Under reduced motion the new pie is drawn at once: one grey disc, with no radius line and no words.
    expect(pie().getAttribute('data-chart-animated')).toBe('false');
    expect([...pie().querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([
      'M0 144A144 144 0 1 1 288 144A144 144 0 1 1 0 144Z',
    ]);
    expect(pie().getAttribute('data-chart-values')).toBe('[0,0,0,0,1,0]');
  });
});
