/**
 * Product selection's styles, in this lazy chunk: React hoists the <style> into the head once (by
 * its href). The build loads no per-route CSS files. Four cards, each a title, a line about the
 * service and a switch.
 */
const CSS = `
.product-cards {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
}

.product-card {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  background: var(--surface);
  border: 2px solid var(--border);
  border-radius: var(--radius);
}

.product-card--on {
  border-color: var(--brand-primary);
}

.product-card--error {
  border-color: var(--error);
}

.product-card__text {
  min-width: 0;
}

.product-card__title {
  margin: 0 0 0.25rem;
  padding: 0;
  font-size: 1.25rem;
  background: none;
}

.product-card__title label {
  cursor: pointer;
}

.product-card__description,
.product-card__explanation {
  margin: 0;
  color: var(--text-secondary);
}

.product-card__explanation {
  margin-top: 0.5rem;
  padding-left: 0.75rem;
  border-left: 4px solid var(--brand-accent);
  color: var(--text);
}

.product-card__switch {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
}

.product-card__state {
  font-size: 0.9375rem;
  font-weight: 600;
}

/* The switch: a checkbox drawn as a track with a thumb, at least 44 by 24 px to press. */
.switch {
  appearance: none;
  position: relative;
  width: 3.25rem;
  height: 1.75rem;
  margin: 0;
  border: 2px solid var(--text-secondary);
  border-radius: 999px;
  background: var(--surface);
  cursor: pointer;
}

.switch::before {
  content: '';
  position: absolute;
  top: 2px;
  left: 2px;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  background: var(--text-secondary);
  transition: transform 0.15s ease;
}

.switch:checked {
  background: var(--brand-primary);
  border-color: var(--brand-primary);
}

.switch:checked::before {
  background: var(--brand-primary-text);
  transform: translateX(1.5rem);
}

.switch:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
  box-shadow: 0 0 0 5px var(--focus-ink);
}

.switch[aria-disabled='true'] {
  cursor: not-allowed;
  opacity: 0.6;
}

@media (prefers-reduced-motion: reduce) {
  .switch::before {
    transition: none;
  }
}
`;

export function ProductSelectionStyles() {
  return (
    <style href="threshold-product-selection" precedence="default">
      {CSS}
    </style>
  );
}
