import { todayIso } from '@threshold/domain/dates/today';
import { systemClock } from '@threshold/domain/dates/clock';
import { ROUTES } from '@threshold/domain/journey/routes';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { chooseAuthFailureAction } from '../../api/auth-failure';
import { describeError } from '../../api/error-message';
import { isLoggedIn } from '../../api/session-store';
import { isAgentAssisting, isTelephony } from '../../telephony/agent-session';
import { portalQueryClient } from '../../api/portal-query-client';
import { readBrandPrefix } from '../../brand/brand-prefix';
import { currentBrand } from '../../brand/brand-store';
import { ownEnrolmentQuery } from '../../enrolment/own-enrolment';
import type { EnrolmentGuardData } from './enrolment-layout';
import { decideForEnrolment, redirectWithoutLogIn } from './journey-guard';

/**
 * How long the guard trusts the cached enrolment. Pages put the enrolment a save answers into the
 * cache (or invalidate it), so a short time is enough to spare a call on every click.
 */
export const GUARD_STALE_MS = 5_000;

/** The path inside the brand prefix (the router's basename), e.g. '/enrolment/confirmation'. */
function pathInsideBrand(url: URL): string {
  const place = readBrandPrefix(url.pathname);
  const basename = place.kind === 'brand' ? place.prefix.basename : '';
  return url.pathname.slice(basename.length) || '/';
}

/** Portal-access 8: in agent mode a refused call (or no agent session) goes to the admin portal. */
async function redirectToAdminPortal(): Promise<Response> {
  const { adminPortalTarget } = await import('../../telephony/admin-portal');
  return redirect(await adminPortalTarget());
}

/**
 * The journey guard: runs before every page under /enrolment (shouldRevalidate), so a page the
 * rules keep shut is never drawn. Redirects are written without the brand prefix; the router adds it.
 */
export async function loader({
  request,
}: LoaderFunctionArgs): Promise<EnrolmentGuardData | Response> {
  const path = pathInsideBrand(new URL(request.url));
  // Agent mode: the agent's session stands for the log-in; without one, the admin portal.
  const agentMode = isTelephony();
  if (agentMode && !isAgentAssisting()) return redirectToAdminPortal();
  const withoutLogIn = redirectWithoutLogIn(path, agentMode || isLoggedIn());
  if (withoutLogIn) return redirect(withoutLogIn);
  try {
    const enrolment = await portalQueryClient().fetchQuery({
      ...ownEnrolmentQuery,
      staleTime: GUARD_STALE_MS,
    });
    const decision = decideForEnrolment(
      path,
      enrolment,
      currentBrand().flags,
      todayIso(systemClock),
    );
    return decision.kind === 'redirect' ? redirect(decision.to) : { failure: null };
  } catch (error) {
    // A refused user token has already logged the mover out (query-client.ts); follow it.
    const action = chooseAuthFailureAction(error);
    if (action === 'log-out') return redirect(ROUTES.logIn);
    if (action === 'admin-portal') return redirectToAdminPortal();
    return { failure: describeError(error) };
  }
}

/** Every navigation under /enrolment asks the guard again (a parent loader would not by default). */
export function shouldRevalidate(): boolean {
  return true;
}

export { EnrolmentLayout as Component } from './enrolment-layout';
