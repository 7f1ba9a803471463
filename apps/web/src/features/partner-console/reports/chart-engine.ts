import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  type ChartConfiguration,
} from 'chart.js';

/**
 * Chart.js with only what the reports draw registered (bars on a category and a linear scale), so
 * the rest of the library is shaken out; the reports' charts import this module lazily, its own
 * chunk. No legend or tooltip plugin: the page writes the legend in HTML and the table beside each
 * chart gives every number (about 9 KB gzip less).
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export type BarChartData = {
  labels: string[];
  series: { label: string; values: number[]; colour: string }[];
};

/** Draws a grouped bar chart on `canvas`; the caller destroys it. */
export function drawBarChart(
  canvas: HTMLCanvasElement,
  data: BarChartData,
  options: { percent?: boolean; font: string; textColour: string },
): Chart<'bar'> {
  const font = { family: options.font, size: 13 };
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: data.labels,
      datasets: data.series.map((series) => ({
        label: series.label,
        data: series.values,
        backgroundColor: series.colour,
        borderColor: series.colour,
      })),
    },
    options: {
      // The page is the chart's size; no animation (reduced motion, and the numbers are in the table).
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { ticks: { color: options.textColour, font }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ...(options.percent ? { max: 100 } : {}),
          ticks: {
            color: options.textColour,
            font,
            precision: 0,
            callback: (value) => (options.percent ? `${value}%` : String(value)),
          },
        },
      },
    },
  };
  return new Chart(canvas, config);
}
