/**
 * The webhooks pages' own styles, beside the console's and the owners' areas' (owner-areas-styles.tsx),
 * whose sections, form and shown-once panel they share.
 */
const CSS = `
.webhooks-events {
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
}

.webhooks-events legend {
  margin-bottom: 0.5rem;
  font-weight: 700;
}

.webhooks-code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
}

.webhooks-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}
`;

export function WebhooksStyles() {
  return (
    <style href="threshold-console-webhooks" precedence="default">
      {CSS}
    </style>
  );
}
