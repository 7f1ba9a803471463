/**
 * The tariff details page's styles, in this lazy chunk: React hoists the <style> into the head once
 * (by its href). The build loads no per-route CSS files. The estimate, the tabs (each at least
 * 44 px to press), the price rows as a two-column list that stacks on narrow screens, the notes.
 */
const CSS = `
.energy-details-page {
  max-width: 48rem;
}

.details-intro {
  display: flex;
  align-items: center;
  gap: 1rem;
}

.details-intro h1 {
  margin-bottom: 0.25rem;
}

.details-intro__logo {
  flex: none;
  width: 96px;
  height: 48px;
  object-fit: contain;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
}

.details-estimate {
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2.5rem;
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  background: var(--surface);
  border: 2px solid var(--brand-primary);
  border-radius: var(--radius);
}

.details-estimate dt {
  color: var(--text-secondary);
}

.details-estimate dd {
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
}

.details-estimate dd.details-estimate__monthly {
  font-size: 1.75rem;
}

.tabs__list {
  display: flex;
  gap: 0.25rem;
  /* Room for the focus ring, which the scrolling list would otherwise clip. */
  padding: 8px 8px 0;
  border-bottom: 2px solid var(--border);
  overflow-x: auto;
}

.tabs__tab {
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid transparent;
  border-bottom: 0;
  border-radius: var(--radius) var(--radius) 0 0;
  background: none;
  color: var(--text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

.tabs__tab[aria-selected='true'] {
  border-color: var(--border);
  background: var(--surface);
  color: var(--brand-primary);
  box-shadow: inset 0 -4px 0 var(--brand-primary);
}

.tabs__tab:focus-visible,
.tabs__panel:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 0;
  box-shadow: 0 0 0 5px var(--focus-ink);
}

.tabs__panel {
  padding: 1rem 1.25rem;
  background: var(--surface);
  border: 2px solid var(--border);
  border-top: 0;
}

.tabs__heading {
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
}

.tabs__subheading {
  margin: 1.25rem 0 0.5rem;
  font-size: 1.125rem;
}

.details-list {
  margin: 0;
}

.details-list__row {
  padding: 0.625rem 0;
  border-bottom: 1px solid var(--border);
}

.details-list__row:last-child {
  border-bottom: 0;
}

.details-list dt {
  font-weight: 700;
}

.details-list dd {
  margin: 0;
}

@media (min-width: 768px) {
  .details-list__row {
    display: grid;
    grid-template-columns: 14rem 1fr;
    gap: 1rem;
  }
}

.details-features {
  margin: 0;
  padding-left: 1.25rem;
}

.details-notes {
  margin: 2rem 0 0;
}

.details-notes h2 {
  font-size: 1.25rem;
}

.details-notes ul {
  padding-left: 1.25rem;
}

.details-notes li + li {
  margin-top: 0.5rem;
}

.details-notes__source {
  color: var(--text-secondary);
  font-size: 0.9375rem;
}

.details-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
}
`;

export function EnergyDetailsStyles() {
  return (
    <style href="threshold-energy-details" precedence="default">
      {CSS}
    </style>
  );
}
