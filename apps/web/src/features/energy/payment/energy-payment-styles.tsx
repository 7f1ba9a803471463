/** The payment page's styles, in this lazy chunk (React hoists the <style> once, by its href). */
const CSS = `
.energy-payment-page .payment-layout {
  display: grid;
  gap: 1.5rem;
  min-width: 0;
}

.payment-main {
  display: grid;
  gap: 1.5rem;
  min-width: 0;
}

.payment-section {
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  min-width: 0;
}

.payment-section h2 {
  margin: 0;
  font-size: 1.375rem;
}

.payment-guarantee {
  padding: 1rem;
  border: 2px solid var(--border, #d0d5dd);
  border-radius: 8px;
  background: var(--surface, #fff);
}

.payment-guarantee h3 {
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
}

.payment-guarantee ul {
  margin: 0;
  padding-left: 1.25rem;
}

.payment-form .input--short {
  max-width: 12rem;
}

.payment-rates {
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
}

.payment-rates__legend {
  margin: 0 0 0.5rem;
  font-weight: 700;
}

.payment-radio {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
}

.payment-radio input {
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
}

.payment-summary {
  align-self: start;
  padding: 1rem;
  border: 2px solid var(--border, #d0d5dd);
  border-radius: 8px;
  background: var(--surface, #fff);
  overflow-wrap: anywhere;
}

.payment-summary h2 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
}

.payment-summary dl {
  margin: 0;
}

.payment-summary dt {
  margin: 0.75rem 0 0.25rem;
  font-weight: 700;
}

.payment-summary dd {
  margin: 0;
}

@media (min-width: 768px) {
  /* Two columns need more than a form page's width: the tariff card and Your Summary beside it. */
  .form-page.energy-payment-page {
    max-width: 60rem;
  }

  .energy-payment-page .payment-layout {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }

  .payment-summary {
    position: sticky;
    top: 1rem;
  }
}
`;

export function EnergyPaymentStyles() {
  return (
    <style href="threshold-energy-payment" precedence="default">
      {CSS}
    </style>
  );
}
