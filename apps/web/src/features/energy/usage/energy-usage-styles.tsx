/**
 * The energy usage page's styles, in this lazy chunk: React hoists the <style> into the head once
 * (by its href). The build loads no per-route CSS files. Radio groups with large targets (44 px),
 * the kWh inputs with their unit, the meter questions in a panel.
 */
const CSS = `
.choice-group {
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}

.choice-group__legend {
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 700;
}

.choice-group__question {
  font-size: 1.25rem;
}

.choice-group__choices {
  display: grid;
  gap: 0.5rem;
}

@media (min-width: 768px) {
  .choice-group__choices--inline {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
}

.radio {
  display: grid;
  grid-template-columns: 2rem 1fr;
  align-items: center;
  column-gap: 0.5rem;
  min-height: 44px;
}

.radio__input {
  width: 1.75rem;
  height: 1.75rem;
  margin: 0;
  accent-color: var(--brand-primary);
  cursor: pointer;
}

.radio__input:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
  box-shadow: 0 0 0 5px var(--focus-ink);
}

.radio__label {
  padding: 0.375rem 0;
  cursor: pointer;
}

.radio__hint {
  grid-column: 2;
  margin-top: -0.25rem;
  color: var(--text-secondary);
}

.kwh-input {
  display: flex;
  align-items: stretch;
  max-width: 14rem;
}

.kwh-input__field {
  min-width: 0;
}

.kwh-input__unit {
  display: flex;
  align-items: center;
  padding: 0 0.75rem;
  border: 2px solid var(--text);
  border-left: 0;
  background: var(--surface-muted, #f3f2f1);
  font-weight: 700;
}

.energy-usage__meters {
  margin: 0 0 2rem;
  padding: 1rem 1.25rem 0.25rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
}

.energy-usage__meters h2 {
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
}

.energy-usage__follow-up {
  margin: 0 0 1.5rem;
  padding-left: 1rem;
  border-left: 4px solid var(--border);
}

.energy-usage__assumed {
  margin: 0 0 1.5rem;
  font-weight: 600;
}

.energy-usage__assumed:empty {
  margin: 0;
}
`;

export function EnergyUsageStyles() {
  return (
    <style href="threshold-energy-usage" precedence="default">
      {CSS}
    </style>
  );
}
