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
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
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

/* The canvas takes its box's size: a fixed height, the page's width. */
.report-chart {
  position: relative;
  height: 18rem;
  margin: 1rem 0;
}

@media (max-width: 40rem) {
  .report-chart {
    height: 14rem;
  }
}

.report-table__nowrap {
  white-space: nowrap;
}

.report-table--narrow {
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
