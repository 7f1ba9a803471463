import type { ClientErrorSource } from '@threshold/domain/observability/client-error-report';

/**
 * The portal's browser error reports (POST /api/client-errors). Only the listeners ride in the
 * entry; the scrubbing and sending (error-report.ts) load on the first error, so a page that
 * works pays a few bytes for them.
 */

/**
 * The build's id: the entry script's content hash from its file name (assets/index-<hash>.js),
 * which changes with every build; 'dev' when the portal runs from source.
 */
const BUILD_ID = /-([\w-]{6,40})\.js$/.exec(import.meta.url)?.[1] ?? 'dev';

function report(error: unknown, source: ClientErrorSource): void {
  import('./error-report').then(
    ({ sendReport }) => sendReport(error, source, BUILD_ID),
    () => undefined,
  );
}

/**
 * The portal's entry calls this once: uncaught errors and unhandled rejections are reported.
 * Returns the way to stop (tests).
 */
export function installErrorReporter(): () => void {
  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandledrejection');
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
}

/** What an error boundary caught (the router's error page), reported like an uncaught error. */
export function reportCaughtError(error: unknown): void {
  report(error, 'boundary');
}
