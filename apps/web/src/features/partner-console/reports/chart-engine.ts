import uPlot from 'uplot';

/**
 * The reports' bar charts, drawn by uPlot (about 20 KB gzip, inside the console's per-route budget
 * where Chart.js's core alone is over 45 KB). uPlot draws series over a numeric x axis, so each
 * category is a whole number and each series' bars sit side by side within it (its bars path with
 * a left edge and a width in x-scale units). No legend, cursor or tooltip: the page writes the
 * legend in HTML and the table beside each chart gives every number. This module is its own chunk,
 * loaded with the first chart.
 */

export type BarChartData = {
  labels: string[];
  series: { label: string; values: number[]; colour: string }[];
};

/** The share of a category's width the group of bars takes. */
const GROUP_WIDTH = 0.8;

export type DrawnChart = { resize(width: number, height: number): void; destroy(): void };

/** Draws a grouped bar chart into `container`, `width` × `height` CSS pixels; the caller destroys it. */
export function drawBarChart(
  container: HTMLElement,
  data: BarChartData,
  options: { percent?: boolean; font: string; textColour: string; width: number; height: number },
): DrawnChart {
  const categories = data.labels.map((_, index) => index);
  const count = Math.max(1, data.series.length);
  const slot = GROUP_WIDTH / count;
  const font = `13px ${options.font}`;
  const axis = {
    stroke: options.textColour,
    font,
    grid: { stroke: '#dcdedf', width: 1 },
    ticks: { stroke: '#b1b4b6', width: 1 },
  };
  const largest = Math.max(1, ...data.series.flatMap((series) => series.values));
  const chart = new uPlot(
    {
      width: options.width,
      height: options.height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false, range: () => [-0.5, categories.length - 0.5] },
        y: { range: () => [0, options.percent ? 100 : Math.ceil(largest * 1.1)] },
      },
      axes: [
        {
          ...axis,
          grid: { show: false },
          splits: () => categories,
          values: (_chart, splits) => splits.map((split) => data.labels[split] ?? ''),
        },
        {
          ...axis,
          size: 52,
          values: (_chart, splits) =>
            splits.map((split) =>
              Number.isInteger(split) ? `${split}${options.percent ? '%' : ''}` : '',
            ),
        },
      ],
      series: [
        {},
        ...data.series.map((series, index) => ({
          label: series.label,
          fill: series.colour,
          stroke: series.colour,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars?.({
            disp: {
              x0: {
                unit: 1,
                values: () => categories.map((at) => at - GROUP_WIDTH / 2 + index * slot),
              },
              size: { unit: 1, values: () => [slot * 0.9] },
            },
          }),
        })),
      ],
    },
    [categories, ...data.series.map((series) => series.values)],
    container,
  );
  return {
    resize: (width, height) => chart.setSize({ width, height }),
    destroy: () => chart.destroy(),
  };
}
