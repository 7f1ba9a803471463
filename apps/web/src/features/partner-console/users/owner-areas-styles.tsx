/** The users and API keys pages' own styles, beside the console's (partner-console-styles.tsx). */
const CSS = `
.owner-area-section {
  margin: 2rem 0;
}

.owner-area-section > h2 {
  margin-bottom: 0.75rem;
}

.owner-area-form {
  padding: 1rem;
  border: 1px solid var(--border);
  background: var(--surface);
}

.owner-area-form .input {
  width: 100%;
}

.owner-area-done {
  padding: 1rem;
  border-left: 6px solid var(--text);
  background: var(--surface);
}

.new-key {
  padding: 1rem;
  border: 3px solid var(--text);
}

.new-key__warning {
  font-weight: 700;
}

.new-key__value {
  width: 100%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9375rem;
}

.new-key__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
  margin-top: 1rem;
}

.key-prefix {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: nowrap;
}

.owner-area-table .button {
  margin: 0;
  white-space: nowrap;
}

.owners-only {
  font-weight: 700;
}
`;

export function OwnerAreasStyles() {
  return (
    <style href="threshold-console-owner-areas" precedence="default">
      {CSS}
    </style>
  );
}
