/**
 * The tariff card's styles, hoisted once into the head by React (by href) from whichever lazy
 * chunk shows a card: the build loads no per-route CSS files.
 */
const CSS = `
.tariff-card {
  display: grid;
  gap: 1rem;
  /* The top row's columns follow the card's own width, not the screen's: the payment page
     shows the card in a column far narrower than the viewport. */
  container-type: inline-size;
  padding: 1.25rem;
  background: var(--surface);
  border: 2px solid var(--border);
  border-radius: var(--radius);
}

.tariff-card--selected {
  border-color: var(--brand-primary);
  box-shadow: 0 0 0 2px var(--brand-primary);
}

.tariff-card__top {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.75rem 1rem;
  align-items: start;
}

.tariff-card__logo {
  width: 96px;
  height: 48px;
  object-fit: contain;
  background: var(--page);
  border-radius: 4px;
}

.tariff-card__names {
  min-width: 0;
}

.tariff-card__name {
  margin: 0;
  padding: 0;
  font-size: 1.25rem;
  background: none;
  overflow-wrap: anywhere;
}

.tariff-card__meta,
.tariff-card__term {
  margin: 0.25rem 0 0;
  color: var(--text-secondary);
}

.tariff-card__saving {
  grid-column: 1 / -1;
  justify-self: start;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: #dff3ef;
  color: #0b4f47;
  font-weight: 700;
}

.tariff-card__features {
  margin: 0;
  padding-left: 1.25rem;
}

.tariff-card__prices {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0;
}

.tariff-card__prices dt {
  color: var(--text-secondary);
}

.tariff-card__prices dd {
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
}

.tariff-card__monthly {
  color: var(--brand-primary);
}

.tariff-card__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.tariff-card__actions .button {
  flex: 1 1 8rem;
  text-align: center;
}

.tariff-card__actions .button[aria-disabled='true'] {
  opacity: 0.7;
  cursor: progress;
}

@container (min-width: 34rem) {
  .tariff-card__top {
    grid-template-columns: auto 1fr auto;
  }

  .tariff-card__saving {
    grid-column: auto;
  }

  .tariff-card__actions .button {
    flex: 0 0 auto;
  }
}
`;

export function TariffCardStyles() {
  return (
    <style href="threshold-tariff-card" precedence="default">
      {CSS}
    </style>
  );
}
