/**
 * The broadband list's styles, in this lazy chunk (React hoists the <style> once, by its href).
 * One column on phones; from 768 px the filters sit beside the packages.
 */
const CSS = `
.broadband-list-page {
  max-width: var(--content-width);
}

.broadband-speeds {
  margin-bottom: 1.5rem;
  padding: 0.875rem 1rem;
  border-left: 6px solid var(--brand-accent);
  background: var(--surface);
}

.broadband-speeds h2 {
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
}

.broadband-speeds dl {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 2rem;
  margin: 0;
}

.broadband-speeds dt {
  color: var(--text-secondary);
}

.broadband-speeds dd {
  margin: 0;
  font-weight: 700;
  font-size: 1.25rem;
}

.broadband-list__layout,
.broadband-list__layout--single {
  display: grid;
  gap: 1.5rem;
}

.broadband-list__results {
  min-width: 0;
}

.broadband-filters {
  align-self: start;
  padding: 0.75rem 1rem;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
}

.broadband-filters__summary {
  min-height: 44px;
  display: flex;
  align-items: center;
  font-weight: 700;
  font-size: 1.125rem;
  cursor: pointer;
}

.broadband-filters__form {
  display: grid;
  gap: 1rem;
  margin-top: 0.5rem;
}

.broadband-filters__group {
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
}

.broadband-filters__group legend {
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

.filter-chip:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 0;
  box-shadow: inset 0 0 0 2px var(--focus-ink);
}

.filter-chip__cross {
  font-size: 1.25rem;
  line-height: 1;
}

.broadband-sort {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
}

.broadband-sort label {
  font-weight: 700;
}

.broadband-sort select {
  width: auto;
  max-width: 100%;
}

.broadband-results__count {
  margin: 0 0 1rem;
  color: var(--text-secondary);
}

.broadband-results__count:focus {
  outline: 3px solid var(--focus);
}

.broadband-results__section {
  margin-bottom: 2rem;
}

.broadband-results__section h2 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
}

.broadband-results__list {
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.broadband-results__list [tabindex='-1']:focus {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}

.broadband-results__more {
  width: 100%;
}

.broadband-problem {
  margin: 0 0 1.5rem;
}

.broadband-problem p,
.broadband-problem h2 {
  margin: 0 0 0.5rem;
}

.broadband-problem__title {
  font-size: 1.375rem;
}

.broadband-footnote {
  margin-top: 1.5rem;
  color: var(--text-secondary);
  font-size: 0.9375rem;
}

.broadband-list__actions .button {
  flex: 1 1 100%;
}

@media (min-width: 768px) {
  .broadband-list__layout {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }

  .broadband-list__actions .button,
  .broadband-results__more {
    flex: 0 0 auto;
    width: auto;
  }
}
`;

export function BroadbandListStyles() {
  return (
    <style href="threshold-broadband-list" precedence="default">
      {CSS}
    </style>
  );
}
