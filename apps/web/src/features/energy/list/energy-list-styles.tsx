/**
 * The energy list's styles, in this lazy chunk (React hoists the <style> once, by its href; the
 * build loads no per-route CSS files). One column on phones; from 768 px the filters sit beside
 * the tariffs.
 */
const CSS = `
.energy-list-page {
  max-width: var(--content-width);
}

.energy-list-page h1:focus {
  outline: none;
}

.energy-list__step {
  margin: 0 0 1rem;
  font-weight: 700;
}

.energy-banners {
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
}

.energy-banner {
  padding: 0.875rem 1rem;
  border-left: 6px solid var(--brand-accent);
  background: var(--surface);
}

.energy-banner--meters {
  border-left-color: var(--amber);
}

.energy-banner p {
  margin: 0;
}

.energy-banner p + p {
  margin-top: 0.25rem;
}

.energy-banner__title {
  font-weight: 700;
}

.energy-market {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1.5rem;
}

.energy-market p {
  flex: 1 1 20rem;
  margin: 0;
}

.energy-list__layout {
  display: grid;
  gap: 1.5rem;
}

.energy-list__results {
  min-width: 0;
}

.energy-filters {
  align-self: start;
  padding: 0.75rem 1rem;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
}

.energy-filters__summary {
  min-height: 44px;
  display: flex;
  align-items: center;
  font-weight: 700;
  font-size: 1.125rem;
  list-style: none;
  cursor: pointer;
}

.energy-filters__summary::-webkit-details-marker {
  display: none;
}

.energy-filters__summary::after {
  content: '';
  width: 0.6rem;
  height: 0.6rem;
  margin-left: auto;
  border-right: 3px solid currentColor;
  border-bottom: 3px solid currentColor;
  transform: rotate(45deg);
}

.energy-filters[open] > .energy-filters__summary::after {
  transform: rotate(225deg);
}

.energy-filters__form {
  display: grid;
  gap: 1rem;
  margin-top: 0.5rem;
}

.energy-filters__group {
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
}

.energy-filters__group legend {
  margin-bottom: 0.5rem;
  padding: 0;
  font-weight: 700;
}

.filter-chips__list {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
}

.filter-chip {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.375rem 0.875rem;
  border: 2px solid var(--brand-primary);
  border-radius: 999px;
  background: var(--surface);
  color: var(--brand-primary);
  font: inherit;
  cursor: pointer;
}

.filter-chip:hover {
  background: var(--page);
}

.filter-chip:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 0;
  box-shadow: inset 0 0 0 2px var(--focus-ink);
}

.filter-chip__cross {
  font-size: 1.25rem;
  line-height: 1;
}

.energy-results__count {
  margin: 0 0 1rem;
  color: var(--text-secondary);
}

.energy-results__count:focus {
  outline: 3px solid var(--focus);
}

.energy-results__section {
  margin-bottom: 2rem;
}

.energy-results__section h2 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
}

.energy-results__list {
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.energy-problem {
  margin: 0 0 1.5rem;
}

.energy-problem p {
  margin: 0 0 0.5rem;
}

.energy-problem p:last-child {
  margin-bottom: 0;
}

.energy-footnotes {
  margin-top: 1.5rem;
  color: var(--text-secondary);
  font-size: 0.9375rem;
}

.energy-footnotes ul {
  margin: 0;
  padding-left: 1.25rem;
}

.energy-list__actions .button {
  flex: 1 1 100%;
}

.energy-list__action-error {
  flex: 1 1 100%;
  margin: 0;
}

.modal:has(.energy-skip-modal) {
  max-width: 650px;
}

@media (min-width: 768px) {
  .energy-list__layout {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }

  .energy-list__actions .button {
    flex: 0 0 auto;
  }
}
`;

export function EnergyListStyles() {
  return (
    <style href="threshold-energy-list" precedence="default">
      {CSS}
    </style>
  );
}
