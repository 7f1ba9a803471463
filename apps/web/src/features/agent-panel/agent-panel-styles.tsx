/**
 * The agent panel's styles, in its lazy chunk: React hoists the <style> into the head once (by its
 * href). The panel's place beside <main> is the shell's grid (global.css, .app__body--agent).
 */
const CSS = `
.agent-panel {
  padding: 1rem;
  border-top: 1px solid var(--border);
  background: var(--surface);
  min-width: 0;
  overflow-wrap: anywhere;
}
@media (min-width: 1024px) {
  .agent-panel {
    border-top: 0;
    border-left: 1px solid var(--border);
  }
}
.agent-panel__title {
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
}
.agent-tabs__list {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid var(--border);
}
.agent-tabs__tab {
  min-block-size: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid transparent;
  border-bottom: 0;
  border-radius: var(--radius) var(--radius) 0 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.agent-tabs__tab[aria-selected='true'] {
  border-color: var(--border);
  background: var(--surface);
  font-weight: 700;
  margin-bottom: -1px;
  padding-bottom: calc(0.5rem + 1px);
}
.agent-tabs__tab:focus-visible,
.agent-tabs__panel:focus-visible {
  outline: 3px solid currentColor;
  outline-offset: 2px;
}
.agent-tabs__panel {
  padding-block: 1rem;
}
.agent-info {
  display: grid;
  gap: 0.25rem;
  margin: 0;
}
.agent-info dt {
  font-weight: 700;
  margin-top: 0.5rem;
}
.agent-info dd {
  margin: 0;
}
.agent-info__line {
  display: block;
}
.agent-script,
.agent-notes__content {
  white-space: pre-line;
  margin: 0;
}
.agent-actions__list {
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.agent-actions__button {
  inline-size: 100%;
}
.agent-panel__status:empty {
  display: none;
}
.agent-panel__status {
  margin-block: 0.75rem 0;
  font-weight: 700;
}
.agent-panel__status--error {
  color: var(--error, #d4351c);
}
.agent-notes__input {
  inline-size: 100%;
  resize: vertical;
}
.agent-notes__title {
  margin-block: 1.5rem 0.5rem;
  font-size: 1.125rem;
}
.agent-notes__list {
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.agent-notes__note {
  padding-block-end: 0.75rem;
  border-bottom: 1px solid var(--border);
}
.agent-notes__meta {
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
}
.agent-panel__promotions {
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid var(--border);
}
.agent-panel__promotions h3 {
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
}
`;

export function AgentPanelStyles() {
  return (
    <style href="threshold-agent-panel" precedence="default">
      {CSS}
    </style>
  );
}
