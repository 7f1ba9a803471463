/** The console's lead pages' own styles, beside the console's (partner-console-styles.tsx). */
const CSS = `
.leads-filters {
  margin: 1rem 0 1.5rem;
  padding: 1rem;
  border: 1px solid var(--border);
  background: var(--surface);
}

.leads-filters .field {
  margin: 0;
}

.leads-filters__search {
  max-width: 36rem;
  margin-bottom: 1rem;
}

.leads-filters__more summary {
  width: fit-content;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
}

.leads-filters__more[open] summary {
  margin-bottom: 1rem;
}

.leads-filters__fields {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 1rem;
}

.leads-filters__fields .input {
  width: 100%;
}

.leads-filters__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  margin-top: 1rem;
}

.leads-count {
  margin: 0 0 0.5rem;
  font-weight: 700;
}

.leads-table {
  min-width: 62rem;
}

.leads-table thead th {
  white-space: nowrap;
}

.leads-table__nowrap {
  white-space: nowrap;
}

.sort-button {
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;
  cursor: pointer;
}

.sort-button:hover {
  text-decoration-thickness: 3px;
}

.sort-button__arrow {
  font-size: 0.75em;
}

.leads-pages {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;
  justify-content: space-between;
  margin: 1rem 0;
}

.leads-empty {
  margin: 1.5rem 0;
}

.lead-section {
  margin: 2rem 0;
}

.lead-section h2 {
  margin-bottom: 0.75rem;
}

.lead-resend {
  margin: 1rem 0 0;
}

.lead-form .input--select {
  width: 100%;
  max-width: 24rem;
}

.lead-timeline {
  min-width: 34rem;
}

/* Short headers and one-word states read whole, never broken mid-word. */
.lead-compact-table th,
.lead-compact-table td.lead-compact-table__word {
  overflow-wrap: normal;
  white-space: nowrap;
}

.upload-summary {
  font-size: 1.1875rem;
  font-weight: 700;
}

.upload-errors {
  margin: 0;
  padding-left: 1.25rem;
}

.upload-status--created {
  font-weight: 700;
}
`;

export function LeadsStyles() {
  return (
    <style href="threshold-console-leads" precedence="default">
      {CSS}
    </style>
  );
}
