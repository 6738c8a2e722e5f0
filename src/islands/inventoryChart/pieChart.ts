/**
 * The only module that touches chart.js. It is loaded with a dynamic import once the island is
 * live, so chart.js is its own chunk, fetched by /operators alone and only when the chart nears the
 * viewport. Only the pie's controller and arc element are registered: no legend (the numbers are
 * written out as text) and no tooltip (hover-only text would hide information from keyboard users).
 */
import { ArcElement, Chart, PieController } from 'chart.js';

Chart.register(PieController, ArcElement);

export interface PieInput {
  values: number[];
  colors: string[];
  animate: boolean;
}

export type PieChart = Chart<'pie', number[]>;

/** White gaps between slices; none when one slice fills the pie (it would draw a stray radius). */
function borderWidth(values: number[]): number {
  return values.filter((value) => value > 0).length > 1 ? 2 : 0;
}

export function createPie(canvas: HTMLCanvasElement, input: PieInput): PieChart {
  return new Chart(canvas, {
    type: 'pie',
    data: {
      datasets: [
        {
          data: input.values,
          backgroundColor: input.colors,
          borderColor: '#ffffff',
          borderWidth: borderWidth(input.values),
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: input.animate ? { duration: 400 } : false,
      // The canvas is an image with a text alternative; it takes no pointer input.
      events: [],
    },
  });
}

/** Swaps the data of the live chart in place, so it animates from the old pie to the new one. */
export function updatePie(chart: PieChart, input: PieInput): void {
  const dataset = chart.data.datasets[0];
  if (!dataset) return;
  dataset.data = input.values;
  dataset.backgroundColor = input.colors;
  dataset.borderWidth = borderWidth(input.values);
  chart.options.animation = input.animate ? { duration: 400 } : false;
  chart.update();
}

/** The values the chart instance is drawing now, as read back from the instance itself. */
export function currentValues(chart: PieChart): number[] {
  return [...(chart.data.datasets[0]?.data ?? [])];
}

/** Whether the instance animates its changes (off when the reader prefers reduced motion). */
export function isAnimated(chart: PieChart): boolean {
  return chart.options.animation !== false;
}
