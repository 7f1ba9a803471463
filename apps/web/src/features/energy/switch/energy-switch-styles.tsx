/** The start date page's styles, in this lazy chunk (React hoists the <style> once, by its href). */
const CSS = `
.energy-switch-page .notice {
  margin-bottom: 1.5rem;
}

.energy-switch-page .checkbox {
  min-height: 44px;
  align-items: center;
}
`;

export function EnergySwitchStyles() {
  return (
    <style href="threshold-energy-switch" precedence="default">
      {CSS}
    </style>
  );
}
