/** The partner sign-up page's styles (hoisted once by React, by href). */
const CSS = `
.partner-signup-page {
  max-width: 40rem;
}

.partner-signup-page .form {
  margin-top: 1.5rem;
}

.partner-signup__back {
  margin-top: 1.5rem;
}

.callback-slots {
  margin: 0;
  padding: 0;
  border: 0;
}

.callback-slots__legend {
  margin-bottom: 0.5rem;
  font-size: 1.25rem;
  font-weight: 700;
}

.callback-slot {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
}

.callback-slot__input {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: var(--brand-primary);
}

.callback-slot__input:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}

.callback-slot__label {
  cursor: pointer;
}
`;

export function PartnerSignupStyles() {
  return (
    <style href="threshold-partner-signup" precedence="default">
      {CSS}
    </style>
  );
}
