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
`;

export function BroadbandDetailsStyles() {
  return (
    <style href="threshold-broadband-details" precedence="default">
      {CSS}
    </style>
  );
}
