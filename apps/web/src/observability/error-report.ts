import {
  routePatternOf,
  scrubPersonalData,
  userAgentFamilyOf,
  type ClientErrorSource,
} from '@threshold/domain/observability/client-error-report';
import { readBrandPrefix } from '../brand/brand-prefix';

/** A page that keeps failing sends a few reports, not a flood (and a phone's data is not spent). */
export const MAX_REPORTS_PER_PAGE_LOAD = 5;

/**
 * Only an Error's name and message, or a string, is read: an object (a rejected API answer, a
 * form's state) may hold what the mover typed, so only its kind is sent.
 */
function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  return `Non-error value (${error === null ? 'null' : typeof error})`;
}

/** The portal's route without the brand prefix, so one route is one line for the operator. */
function currentRoute(): string {
  const place = readBrandPrefix(location.pathname);
  const path = place.kind === 'brand' ? location.pathname.slice(place.prefix.basename.length) : '/';
  return routePatternOf(path);
}

function post(body: string): void {
  // keepalive: the report still leaves if the error makes the mover close or leave the page.
  fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/** At most `maxReports` reports, each message once; what is sent has no personal data. */
export function createErrorReporter(send = post, maxReports = MAX_REPORTS_PER_PAGE_LOAD) {
  const sentMessages = new Set<string>();
  return (error: unknown, source: ClientErrorSource, buildId: string): void => {
    const message = scrubPersonalData(messageOf(error));
    if (sentMessages.size >= maxReports || sentMessages.has(message)) return;
    sentMessages.add(message);
    send(
      JSON.stringify({
        message,
        route: currentRoute(),
        source,
        buildId,
        userAgentFamily: userAgentFamilyOf(navigator.userAgent),
      }),
    );
  };
}

/** This page load's reporter (the module is loaded once a page). */
export const sendReport = createErrorReporter();
