/**
 * The console's styles, in its own lazy chunk: React hoists the <style> into the head once (by its
 * href), so the mover's pages carry none of this. Areas add their own beside it.
 */
const CSS = `
.partner-console {
  max-width: 80rem;
}

.console-bar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 0.5rem;
}

.console-bar__who {
  margin: 0;
  overflow-wrap: anywhere;
}

.console-bar__org {
  font-weight: 700;
}

.console-nav ul {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid var(--border);
}

.console-nav a {
  display: inline-block;
  padding: 0.625rem 0.875rem;
  color: var(--text);
  text-decoration: none;
  border-bottom: 4px solid transparent;
}

.console-nav a:hover {
  text-decoration: underline;
}

.console-nav a[aria-current='page'] {
  font-weight: 700;
  border-bottom-color: var(--text);
}

.console-page__top {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: baseline;
  justify-content: space-between;
}

.console-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}

.console-toolbar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: flex-end;
  margin: 1rem 0;
}

.console-toolbar .form-field {
  margin: 0;
}

/* The visually hidden words in a table are absolutely placed: they stay inside the scroller. */
.partner-console .table-scroll {
  position: relative;
}

.console-table {
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
}

.console-table caption {
  padding: 0.875rem 1rem 0.25rem;
  font-size: 1.125rem;
  font-weight: 700;
  text-align: left;
}

.console-table th,
.console-table td {
  padding: 0.625rem 1rem;
  border-bottom: 1px solid #dcdedf;
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
}

.console-table td.console-table__number,
.console-table th.console-table__number {
  text-align: right;
  font-variant-numeric: tabular-nums;
}

.console-table tbody tr:last-child > * {
  border-bottom: 0;
}

.partner-console .form-page,
.partner-console .form {
  max-width: 36rem;
}
`;

export function PartnerConsoleStyles() {
  return (
    <style href="threshold-partner-console" precedence="default">
      {CSS}
    </style>
  );
}
