import { useSyncExternalStore } from 'react';

type ShownError = { message: string; pathname: string };

let shownError: ShownError | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a message in the page's error banner; it belongs to the current path only. */
export function showError(message: string): void {
  shownError = { message, pathname: location.pathname };
  listeners.forEach((listener) => listener());
}

/**
 * The shared error banner (spec section 2, id "error-notification"). A message is kept with the
 * path it was raised on, so it is gone as soon as the path changes — no clearing effect to order.
 */
export function ErrorBanner() {
  const error = useSyncExternalStore(subscribe, () => shownError);
  if (!error || error.pathname !== location.pathname) return null;
  return (
    <div id="error-notification" className="error-banner" role="alert">
      {error.message}
    </div>
  );
}
