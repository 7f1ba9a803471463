/**
 * The offers page's styles, in its lazy chunk: React hoists the <style> into the head once (by its
 * href); the build loads no per-route CSS files. One accordion section per affiliate category.
 */
const CSS = `
.offers-accordion {
  display: grid;
  gap: 0.75rem;
  margin-block: 1.5rem;
}
.offers-accordion__section {
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
}
.offers-accordion__heading {
  margin: 0;
  font-size: 1.125rem;
}
.offers-accordion__toggle {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
  min-block-size: 3rem;
  padding: 0.75rem 1rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;
}
.offers-accordion__count {
  margin-inline-start: auto;
  font-weight: 400;
  font-size: 0.9375rem;
  color: var(--text-secondary);
}
.offers-accordion__icon {
  inline-size: 0.6rem;
  block-size: 0.6rem;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform 0.15s;
}
.offers-accordion__toggle[aria-expanded='true'] .offers-accordion__icon {
  transform: rotate(-135deg);
}
.offers-accordion__panel {
  padding: 0 1rem 1rem;
}
.offer-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
}
.offer {
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding-block-start: 1rem;
  border-block-start: 1px solid var(--border);
}
.offer__logo {
  flex: none;
  border-radius: 8px;
}
.offer__body {
  min-inline-size: 0;
}
.offer__title {
  margin: 0 0 0.25rem;
  font-size: 1rem;
}
.offer__description {
  margin: 0 0 0.75rem;
}
.offer__action {
  display: inline-block;
}
.offers-page__next {
  margin-block: 1.5rem;
}
`;

export function OffersStyles() {
  return (
    <style href="threshold-offers" precedence="default">
      {CSS}
    </style>
  );
}
