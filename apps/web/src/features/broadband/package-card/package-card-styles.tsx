/**
 * The broadband package card's styles, hoisted once into the head by React (by href) from
 * whichever lazy chunk shows a card. One column on phones; from 768 px facts sit in two columns.
 */
const CSS = `
.package-card {
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  background: var(--surface);
  border: 2px solid var(--border);
  border-radius: var(--radius);
}

.package-card--promoted {
  border-color: var(--brand-primary);
}

.package-card__badge {
  justify-self: start;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-text);
  font-weight: 700;
}

.package-card__top {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.75rem 1rem;
  align-items: start;
}

.package-card__logo {
  width: 96px;
  height: 48px;
  object-fit: contain;
  background: var(--page);
  border-radius: 4px;
}

.package-card__name {
  margin: 0;
  font-size: 1.25rem;
  overflow-wrap: anywhere;
}

.package-card__meta {
  margin: 0.25rem 0 0;
  color: var(--text-secondary);
}

.package-card__facts {
  display: grid;
  gap: 0.5rem 1.5rem;
  margin: 0;
}

.package-card__facts div {
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.5rem;
}

.package-card__facts dt {
  font-weight: 700;
}

.package-card__facts dt::after {
  content: ':';
}

.package-card__facts dd {
  margin: 0;
}

.package-card__features {
  margin: 0;
  padding-left: 1.25rem;
}

.package-card__promotion {
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--brand-accent);
  background: var(--page);
}

.package-card__prices {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0;
}

.package-card__prices dt {
  color: var(--text-secondary);
}

.package-card__prices dd {
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
}

.package-card__prices dd.package-card__offer {
  font-size: 1rem;
  font-weight: 400;
}

.package-card__monthly {
  color: var(--brand-primary);
}

.package-card__warning {
  padding: 0.75rem 1rem;
  border-left: 6px solid var(--amber);
  background: var(--page);
}

.package-card__warning p,
.package-card__warning ul {
  margin: 0 0 0.5rem;
}

.package-card__warning > :last-child {
  margin-bottom: 0;
}

.package-card__pick-reason {
  margin: 0;
}

.package-card__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.package-card__actions .button {
  flex: 1 1 8rem;
  text-align: center;
}

@media (min-width: 768px) {
  .package-card__facts {
    grid-template-columns: 1fr 1fr;
  }

  .package-card__actions .button {
    flex: 0 0 auto;
  }
}
`;

export function PackageCardStyles() {
  return (
    <style href="threshold-package-card" precedence="default">
      {CSS}
    </style>
  );
}
