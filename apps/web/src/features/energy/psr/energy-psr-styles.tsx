/** The PSR page's styles, in this lazy chunk (React hoists the <style> once, by its href). */
const CSS = `
.psr-group {
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
  min-width: 0;
}

.psr-question {
  font-size: 1.25rem;
}

.psr-yes-no {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
}

.psr-choice {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
}

.psr-choice input {
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: var(--brand-primary);
}

.psr-reveal {
  margin: 0.25rem 0 1rem 0.75rem;
  padding-left: 1.25rem;
  border-left: 4px solid var(--border, #b1b4b6);
}

.psr-languages__list {
  max-height: 16rem;
  overflow-y: auto;
  margin: 0.5rem 0 0;
  padding: 0.25rem 0.5rem;
  border: 1px solid var(--border, #b1b4b6);
}

.psr-languages__state {
  margin-top: 0.5rem;
  padding: 0.75rem 1rem;
  background: var(--surface, #f3f2f1);
}

.psr-languages__state p {
  margin: 0 0 0.25rem;
}

.psr-languages__state-title {
  font-weight: 700;
}
`;

export function EnergyPsrStyles() {
  return (
    <style href="threshold-energy-psr" precedence="default">
      {CSS}
    </style>
  );
}
