/** The add-ons page's styles, in this lazy chunk (React hoists the <style> once, by its href). */
const CSS = `
.add-ons {
  display: grid;
  gap: 1rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
}

.add-on {
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 2px solid var(--border, #d0d5dd);
  border-radius: 8px;
  background: var(--surface, #fff);
}

.add-on--chosen {
  border-color: var(--brand-primary);
}

.add-on h2 {
  margin: 0;
  font-size: 1.25rem;
}

.add-on p {
  margin: 0;
}

.add-on__cost {
  font-weight: 700;
}

.add-on__included {
  justify-self: start;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-text, #fff);
  font-weight: 700;
}

.add-on__toggle {
  justify-self: start;
  min-height: 44px;
}

.add-on__toggle[aria-pressed='true']::before {
  content: '✓ ';
}

.add-ons-note {
  padding: 0.875rem 1rem;
  border-left: 6px solid var(--brand-accent);
  background: var(--surface, #f5f5f5);
}
`;

export function EnergySignupStyles() {
  return (
    <style href="threshold-energy-signup" precedence="default">
      {CSS}
    </style>
  );
}
