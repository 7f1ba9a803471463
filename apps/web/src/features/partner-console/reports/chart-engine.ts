import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

/**
 * Chart.js with only what the reports draw (bar charts with a legend and tooltips) registered, so
 * the rest of the library is shaken out; the reports' charts import this module lazily, its own chunk.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

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
      color: options.textColour,
      font: { family: options.font, size: 13 },
      plugins: {
        legend: { position: 'bottom', labels: { color: options.textColour, boxWidth: 14 } },
        tooltip: {
          callbacks: options.percent
            ? {
                label: (item) =>
                  `${item.dataset.label ?? ''}: ${Number(item.raw).toLocaleString('en-GB')}%`,
              }
            : {},
        },
      },
      scales: {
        x: { ticks: { color: options.textColour }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ...(options.percent ? { max: 100 } : {}),
          ticks: {
            color: options.textColour,
            precision: 0,
            callback: (value) => (options.percent ? `${value}%` : String(value)),
          },
        },
      },
    },
  };
  return new Chart(canvas, config);
}
