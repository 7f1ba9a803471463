/** The brand page's styles, hoisted once by React (its href) into the console's own chunk. */
const CSS = `
.brand-layout {
  display: grid;
  gap: 1.5rem 2rem;
}

@media (min-width: 64rem) {
  .brand-layout {
    grid-template-columns: minmax(0, 36rem) minmax(0, 1fr);
    align-items: start;
  }

  .brand-layout__preview {
    position: sticky;
    top: 1rem;
  }
}

.brand-section {
  margin: 0 0 2rem;
}

.brand-section > h2 {
  margin-top: 0;
}

.brand-colour {
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
}

.brand-colour .field {
  flex: 1 1 auto;
  margin-bottom: 0;
}

.brand-colour__picker {
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  padding: 2px;
  border: 2px solid var(--text);
  border-radius: var(--radius);
  background: var(--surface);
}

.brand-colours {
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
}

.brand-colours > .brand-colour {
  margin-bottom: 1.25rem;
}

.brand-contrast {
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
}

.brand-contrast li {
  margin: 0 0 0.5rem;
  padding: 0.5rem 0.75rem;
  border-left: 6px solid #00703c;
  background: var(--surface);
}

.brand-contrast li.brand-contrast--fails {
  border-left-color: var(--error);
}

.brand-contrast strong {
  display: block;
}

.brand-preview {
  margin: 0 0 2rem;
}

.brand-preview__caption {
  margin-bottom: 0.5rem;
  font-weight: 700;
}

.brand-preview__page {
  overflow: hidden;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--page);
  color: var(--text);
}

.brand-preview__header {
  display: flex;
  align-items: center;
  min-height: 56px;
  padding: 0.5rem 1rem;
  background: var(--preview-header-background);
  color: var(--preview-header-text);
}

.brand-preview__logo {
  display: block;
  width: auto;
  max-width: 100%;
  height: 36px;
}

.brand-preview__name {
  font-size: 1.25rem;
  font-weight: 700;
}

.brand-preview__hero {
  padding: 1rem;
}

.brand-preview__title {
  margin: 0 0 0.5rem;
  font-size: 1.5rem;
  font-weight: 700;
}

.brand-preview__button {
  display: inline-block;
  margin: 0.5rem 0 1rem;
  padding: 0.625rem 1.25rem;
  border-radius: var(--radius);
  background: var(--preview-primary);
  color: var(--preview-primary-text);
  font-weight: 600;
}

.brand-preview__promise {
  padding: 0.75rem 1rem;
  border-top: 4px solid var(--preview-accent);
  border-radius: var(--radius);
  background: var(--surface);
}

.brand-preview__promise p {
  margin: 0;
}

.brand-preview__promise-title {
  font-weight: 700;
}

.brand-changes ul {
  margin: 0;
  padding-left: 1.25rem;
}
`;

export function BrandStyles() {
  return (
    <style href="threshold-console-brand" precedence="default">
      {CSS}
    </style>
  );
}
