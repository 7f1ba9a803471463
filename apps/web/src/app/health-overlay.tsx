/** Spec section 2: the full-page message while the health check fails. */
export function HealthOverlay({ brandName }: { brandName: string }) {
  return (
    <section className="health-overlay" aria-labelledby="health-overlay-title">
      <div className="health-overlay__panel" role="alert">
        <h1 id="health-overlay-title">{brandName} is unavailable right now</h1>
        <p>This issue may resolve itself shortly, please wait a minute or try again later</p>
      </div>
    </section>
  );
}
