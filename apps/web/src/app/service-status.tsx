/** Spec section 8: the fixed amber banner above the content while the service is Degraded. */
export function ServiceDegradedBanner({ brandName }: { brandName: string }) {
  return (
    <p className="status-banner" role="status">
      Our service is running slower than usual, so {brandName} might not be able to assist right
      now. Please bear with us, or try again in a few minutes.
    </p>
  );
}

/** Spec section 2: while the service is Down the page's content is replaced by this. */
export function ServiceDown() {
  return (
    <div className="service-down">
      <h1>Service Temporarily Unavailable</h1>
      <p>
        We&apos;re sorry, but our service is currently unavailable, and we can&apos;t retrieve
        quotes right now. Don&apos;t worry, we&apos;ll email you as soon as everything&apos;s back
        up and running.
      </p>
    </div>
  );
}
