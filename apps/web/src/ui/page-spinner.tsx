/** Full-page spinner while the app, the brand or a page loads (same markup as index.html). */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading, please wait</span>
    </div>
  );
}
