/**
 * The admin portal's styles, in its own lazy chunk: React hoists the <style> into the head once
 * (by its href), so the global stylesheet and the journey's pages carry none of this.
 */
const CSS = `
.agent-portal {
  max-width: 72rem;
}

.agent-portal__section {
  margin: 2rem 0;
}

.agent-portal__signed-in {
  font-size: 1.1875rem;
}

/* The visually hidden words in the table are absolutely placed: they stay inside the scroller. */
.agent-portal .table-scroll {
  position: relative;
}

.agent-table {
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  font-size: 0.9375rem;
}

.agent-table caption {
  padding: 0.875rem 1rem 0.25rem;
  font-size: 1.125rem;
  font-weight: 700;
  text-align: left;
}

.agent-table th,
.agent-table td {
  padding: 0.625rem 1rem;
  border-bottom: 1px solid #dcdedf;
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
}

.agent-table tbody tr:last-child > * {
  border-bottom: 0;
}

.agent-portal .form-page {
  max-width: 36rem;
}
`;

export function AgentPortalStyles() {
  return (
    <style href="threshold-agent-portal" precedence="default">
      {CSS}
    </style>
  );
}
