/** The package details page's styles (hoisted once by React, by href). */
const CSS = `
.broadband-details-page {
  max-width: 48rem;
}

.package-details {
  display: grid;
  gap: 1.5rem;
  margin: 1.5rem 0;
}

.package-details h2 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
}

.package-details p {
  margin: 0 0 0.5rem;
}

.install-choice {
  margin: 1.5rem 0;
}

.install-choice h2 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
}

.install-choice__options {
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
}

.install-choice__option {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
}

.install-choice__input {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: var(--brand-primary);
}

.install-choice__warning {
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 6px solid var(--amber);
  background: var(--page);
}
`;

export function BroadbandDetailsStyles() {
  return (
    <style href="threshold-broadband-details" precedence="default">
      {CSS}
    </style>
  );
}
