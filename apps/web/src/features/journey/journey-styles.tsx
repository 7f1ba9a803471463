/**
 * The journey progress and the guard's failure page styles, in this lazy chunk: React hoists the
 * <style> into the head once (by its href). The build loads no per-route CSS files, and the
 * global stylesheet and the landing page carry none of this.
 */
const CSS = `
.journey-progress {
  margin: 0 0 1.5rem;
}

/* Narrow screens: one line that opens the list. */
.journey-progress__toggle {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
}

.journey-progress__chevron {
  width: 0.6rem;
  height: 0.6rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
}

.journey-progress__toggle[aria-expanded='true'] .journey-progress__chevron {
  transform: rotate(-135deg);
}

.journey-progress__steps {
  display: none;
  margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem;
  list-style: none;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
}

.journey-progress__steps--open {
  display: grid;
  gap: 0.5rem;
}

.journey-progress__step {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: var(--text-secondary);
}

.journey-progress__marker {
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 2px solid var(--border);
  border-radius: 50%;
  background: var(--surface);
  color: var(--text);
  font-size: 0.875rem;
  font-weight: 600;
}

.journey-progress__step--done {
  color: var(--text);
}

.journey-progress__step--done .journey-progress__marker {
  border-color: var(--brand-primary);
  background: var(--brand-primary);
  color: var(--brand-primary-text);
}

.journey-progress__step--current {
  color: var(--text);
  font-weight: 700;
}

.journey-progress__step--current .journey-progress__marker {
  border-color: var(--brand-primary);
  box-shadow: 0 0 0 2px var(--brand-primary);
}

.journey-progress__step--current .journey-progress__label {
  text-decoration: underline;
  text-underline-offset: 0.2em;
}

/* Wide screens: every stage in a row; the one-line button is not needed. */
@media (min-width: 768px) {
  .journey-progress__toggle {
    display: none;
  }

  .journey-progress__steps,
  .journey-progress__steps--open {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
  }

  .journey-progress__step {
    font-size: 0.9375rem;
  }
}

/* The guard's failure page (enrolment-layout.tsx): "Try again" beside the way home. */
.guard-failure__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
}
`;

export function JourneyStyles() {
  return (
    <style href="threshold-journey-progress" precedence="default">
      {CSS}
    </style>
  );
}
