import { useEffect, useRef, useState } from 'react';
import type { BarChartData } from './chart-engine';

/**
 * A bar chart drawn by uPlot on a canvas inside an element that is an image to assistive
 * technology: its aria-label says what it shows and where its numbers are (the table beside it).
 * The library loads with the first chart; if it cannot, the table alone carries the numbers.
 */
export function BarChart({
  label,
  data,
  percent = false,
}: {
  label: string;
  data: BarChartData;
  percent?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { resize(width: number, height: number): void; destroy(): void } | undefined;
    let cancelled = false;
    // The chart follows its box's size (the page's width, the stylesheet's height).
    const observer = new ResizeObserver(() =>
      chart?.resize(element.clientWidth, element.clientHeight),
    );
    import('./chart-engine')
      .then(({ drawBarChart }) => {
        if (cancelled) return;
        const style = getComputedStyle(element);
        chart = drawBarChart(element, data, {
          percent,
          font: style.fontFamily,
          textColour: style.color,
          width: element.clientWidth,
          height: element.clientHeight,
        });
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [data, percent]);
  if (failed) return null;
  return (
    <figure className="report-chart">
      <div ref={box} className="report-chart__canvas" role="img" aria-label={label} />
      {/* The key to the colours; the chart's label already names the series to a screen reader. */}
      <ul className="report-chart__legend" aria-hidden="true">
        {data.series.map((series) => (
          <li key={series.label}>
            <span className="report-chart__swatch" style={{ background: series.colour }} />
            {series.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
