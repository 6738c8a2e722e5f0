// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has no canvas: stand in for the chart.js module and record what the island asks it to draw.
const drawn = vi.hoisted(() => ({ created: [] as number[][], first: [] as number[][], updated: [] as number[][] }));
vi.mock('../../src/islands/inventoryChart/pieChart.ts', () => {
  interface FakeChart {
    values: number[];
    destroy: () => void;
  }
  return {
    createPie: (_canvas: HTMLCanvasElement, input: { values: number[] }): FakeChart => {
      drawn.created.push(input.values);
      return { values: input.values, destroy: () => undefined };
    },
    drawFirst: (chart: FakeChart, input: { values: number[] }) => {
      drawn.first.push(input.values);
      chart.values = input.values;
    },
    updatePie: (chart: FakeChart, input: { values: number[] }) => {
      drawn.updated.push(input.values);
      chart.values = input.values;
    },
    currentValues: (chart: FakeChart) => chart.values,
    currentLabels: () => [],
    isAnimated: () => true,
  };
});

const { default: InventoryChart } = await import('../../src/islands/inventoryChart/InventoryChart.tsx');

beforeEach(() => {
  drawn.created.length = 0;
  drawn.first.length = 0;
  drawn.updated.length = 0;
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('InventoryChart', () => {
  it('renders the toggle group, the default feature box and the numbers on the server', () => {
    const html = renderToString(<InventoryChart />);
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('DYC informed state');
    expect(html).toContain('DYC informed state');
    expect(html).toContain('Rest');
    expect(html).toContain('67%');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Pie chart of inventory by color, DYC informed state: Energize 11%');
  });

  it('draws the default data once, into a chart made empty, and swaps the data of the same chart on each toggle', async () => {
    const user = userEvent.setup();
    render(<InventoryChart />);
    await waitFor(() => expect(drawn.first).toEqual([[2, 3, 1, 12, 0, 0]]));
    expect(drawn.created).toEqual([[]]);

    await user.click(screen.getByRole('button', { name: 'DYC ideal state' }));
    expect(screen.getByRole('button', { name: 'DYC ideal state' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'DYC informed state' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Adjusting inventory to what consumers want' })).toBeTruthy();
    await waitFor(() => expect(drawn.updated.at(-1)).toEqual([5, 5, 5, 5, 0, 0]));

    await user.click(screen.getByRole('button', { name: 'Current state' }));
    expect(screen.getByRole('img', { name: /Current state: Unsorted 100%/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img').getAttribute('data-chart-values')).toBe('[0,0,0,0,1,0]'));
    expect(drawn.created).toHaveLength(1);
    expect(drawn.first).toHaveLength(1);
  });
});
