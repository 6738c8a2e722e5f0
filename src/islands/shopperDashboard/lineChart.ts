/**
 * The dashboard's line of quiz results per day: chart.js's line controller, loaded with `import()` once the figures
 * are in, so chart.js is a chunk of its own. No legend, no tooltip (the same figures stand in the table below), and
 * a day whose figure is withheld ("fewer than 5") is a gap, never a zero.
 */
import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement } from 'chart.js';
import { NEUTRALS } from '../../lib/design/tokens.ts';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale);

export type LineChart = Chart<'line', (number | null)[], string>;

export interface LineInput {
  labels: string[];
  values: (number | null)[];
  animate: boolean;
}

export function drawLine(canvas: HTMLCanvasElement, input: LineInput, chart?: LineChart): LineChart {
  if (chart) {
    chart.data.labels = input.labels;
    chart.data.datasets[0]!.data = input.values;
    chart.options.animation = input.animate ? { duration: 300 } : false;
    chart.update();
    return chart;
  }
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: input.labels,
      datasets: [
        {
          data: input.values,
          borderColor: NEUTRALS.ink,
          backgroundColor: NEUTRALS.ink,
          borderWidth: 2,
          pointRadius: 3,
          spanGaps: false,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: input.animate ? { duration: 300 } : false,
      events: [],
      scales: {
        x: { ticks: { color: NEUTRALS['ink-muted'], maxRotation: 0, autoSkipPadding: 16 }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ticks: { color: NEUTRALS['ink-muted'], precision: 0 },
          grid: { color: NEUTRALS.hairline },
        },
      },
    },
  });
}

/** The values the chart draws now, read back from the instance (for tests). */
export function lineValues(chart: LineChart): (number | null)[] {
  return [...(chart.data.datasets[0]?.data ?? [])];
}
