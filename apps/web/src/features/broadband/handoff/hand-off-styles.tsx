/** The hand-off and visit-recorded screens' styles (hoisted once by React, by href). */
const CSS = `
.hand-off-page {
  max-width: 40rem;
}

.hand-off-page [role='timer'] {
  font-weight: 700;
}

.visit-recorded__answers {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}
`;

export function HandOffStyles() {
  return (
    <style href="threshold-hand-off" precedence="default">
      {CSS}
    </style>
  );
}
