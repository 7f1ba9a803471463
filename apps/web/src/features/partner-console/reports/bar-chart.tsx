import { useEffect, useRef, useState } from 'react';
import type { BarChartData } from './chart-engine';

/**
 * A bar chart drawn by Chart.js on a canvas, which is an image to assistive technology: its
 * aria-label says what it shows and where its numbers are (the table beside it). The library loads
 * with the first chart; if it cannot, the table alone carries the numbers.
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
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    import('./chart-engine')
      .then(({ drawBarChart }) => {
        if (cancelled || !canvas.current) return;
        const style = getComputedStyle(canvas.current);
        chart = drawBarChart(canvas.current, data, {
          percent,
          font: style.fontFamily,
          textColour: style.color,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [data, percent]);
  if (failed) return null;
  return (
    <figure className="report-chart">
      <div className="report-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={label} />
      </div>
      {/* The key to the colours; the canvas's label already names the series to a screen reader. */}
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
