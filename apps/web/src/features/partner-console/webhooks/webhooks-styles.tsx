/** The webhooks pages' own styles, beside the console's (partner-console-styles.tsx). */
const CSS = `
.webhooks-section {
  margin: 2rem 0;
}

.webhooks-section > h2 {
  margin-bottom: 0.75rem;
}

.webhooks-form {
  padding: 1rem;
  border: 1px solid var(--border);
  background: var(--surface);
}

.webhooks-form .input {
  width: 100%;
}

.webhooks-events {
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
}

.webhooks-events legend {
  margin-bottom: 0.5rem;
  font-weight: 700;
}

.webhooks-events .checkbox {
  margin: 0.5rem 0;
}

.webhooks-code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
}

.webhooks-secret {
  padding: 1rem;
  border: 3px solid var(--text);
}

.webhooks-secret__warning {
  font-weight: 700;
}

.webhooks-secret__value {
  width: 100%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9375rem;
}

.webhooks-secret__actions,
.webhooks-row-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
}

.webhooks-secret__actions {
  margin-top: 1rem;
}

.webhooks-table .button {
  margin: 0;
  white-space: nowrap;
}

.webhooks-table td {
  vertical-align: top;
}

.webhooks-url {
  max-width: 24rem;
  overflow-wrap: anywhere;
}

.webhooks-events-list {
  margin: 0;
  padding: 0;
  list-style: none;
}
`;

export function WebhooksStyles() {
  return (
    <style href="threshold-console-webhooks" precedence="default">
      {CSS}
    </style>
  );
}
