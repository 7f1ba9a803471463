/** The console's report page's own styles, beside the console's (partner-console-styles.tsx). */
const CSS = `
.report-filters {
  margin: 1rem 0 1.5rem;
  padding: 1rem;
  border: 1px solid var(--border);
  background: var(--surface);
}

.report-filters .field {
  margin: 0;
}

.report-filters__fields {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 1rem;
}

.report-filters__fields .input {
  width: 100%;
}

.report-filters__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  margin-top: 1rem;
}

.reports-range {
  margin: 0 0 1rem;
  font-weight: 700;
}

.report-section {
  margin: 0 0 2.5rem;
}

.report-section h2 {
  margin-bottom: 0.25rem;
}

.report-chart {
  margin: 1rem 0;
}

/* The chart takes its box's size: a fixed height, the page's width. */
.report-chart__canvas {
  position: relative;
  height: 18rem;
  overflow: hidden;
}

/* What uPlot's own stylesheet says about the parts these charts use (no legend, cursor or title). */
.report-chart .uplot,
.report-chart .uplot * {
  box-sizing: border-box;
}

.report-chart .u-wrap {
  position: relative;
  user-select: none;
}

.report-chart .u-over,
.report-chart .u-under,
.report-chart .u-axis {
  position: absolute;
}

.report-chart .u-under {
  overflow: hidden;
}

.report-chart .uplot canvas {
  display: block;
  position: relative;
  width: 100%;
  height: 100%;
}

@media (max-width: 40rem) {
  .report-chart__canvas {
    height: 14rem;
  }
}

.report-chart__legend {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
}

.report-chart__legend li {
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
}

.report-chart__swatch {
  display: inline-block;
  width: 0.875rem;
  height: 0.875rem;
}

.report-table__nowrap {
  white-space: nowrap;
}

/* Words and numbers break between words only: a narrow screen scrolls the table instead. */
.report-table th,
.report-table td {
  overflow-wrap: normal;
}

.report-table thead th {
  min-width: 5.5rem;
}

.report-table thead th:first-child {
  min-width: 7rem;
}

.report-section--narrow .table-scroll {
  max-width: 36rem;
}

.report-table tfoot th,
.report-table tfoot td {
  font-weight: 700;
  border-top: 2px solid var(--text);
}
`;

export function ReportsStyles() {
  return (
    <style href="threshold-console-reports" precedence="default">
      {CSS}
    </style>
  );
}
