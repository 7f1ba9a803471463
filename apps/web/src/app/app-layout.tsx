import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { currentBrand } from '../brand/brand-store';
import { healthQuery, serviceStatusQuery } from '../features/health/health.api';
import { readAgentSession, isAgentAssisting } from '../telephony/agent-session';
import { ErrorBanner } from '../ui/error-banner';
import { HealthOverlay } from './health-overlay';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Shown only while the service is Degraded or Down, so they load only then (entry budget). */
const ServiceDegradedBanner = lazy(() =>
  import('./service-status').then((module) => ({ default: module.ServiceDegradedBanner })),
);
const ServiceDown = lazy(() =>
  import('./service-status').then((module) => ({ default: module.ServiceDown })),
);

/** The telephony side panel: its own chunk, fetched only while an agent assists an enrolment. */
const AgentPanel = lazy(() => import('../features/agent-panel/agent-panel'));
/** The telephony portal's words for the page, "For the agent": its own chunk, likewise. */
const AgentWords = lazy(() => import('../features/content/agent-words/agent-words'));

/** Journey pages, where an agent works beside the page: /pending/* and /enrolment/*. */
const JOURNEY_PAGE = /^\/(pending|enrolment)(\/|$)/;

/**
 * After a navigation, focus goes to the new page's h1 (so a screen reader starts at the top of
 * the new page) and the document title follows it. The first load keeps the browser's focus.
 */
function useFocusHeadingOnNavigation(pathname: string, brandName: string) {
  // The path whose heading has had focus; starting with the first page's path leaves it alone.
  const focusedPath = useRef(pathname);
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    const text = heading.textContent ?? '';
    document.title = text === brandName ? text : `${text} – ${brandName}`;
    if (focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname, brandName]);
}

/** The shell around every page: header, main (banners, content), footer and the overlays. */
export function AppLayout() {
  const { pathname } = useLocation();
  const brand = currentBrand();
  const isUnavailable = useQuery(healthQuery).isError;
  const status = useQuery(serviceStatusQuery).data?.status;
  useFocusHeadingOnNavigation(pathname, brand.name);
  const assistedEnrolmentId =
    JOURNEY_PAGE.test(pathname) && isAgentAssisting()
      ? (readAgentSession()?.enrolmentId ?? null)
      : null;

  const page = (
    <main id="main" tabIndex={-1}>
      <Suspense>
        {status === 'Degraded' && <ServiceDegradedBanner brandName={brand.name} />}
        <ErrorBanner />
        {assistedEnrolmentId && status !== 'Down' && (
          <Suspense>
            <AgentWords />
          </Suspense>
        )}
        {status === 'Down' ? <ServiceDown /> : <Outlet />}
      </Suspense>
    </main>
  );

  return (
    <>
      <div className="app" inert={isUnavailable}>
        <SiteHeader pathname={pathname} />
        {assistedEnrolmentId ? (
          // Agent mode: the page and the side panel (25% of the width from 1024 px, else below).
          <div className="app__body app__body--agent">
            {page}
            <Suspense>
              <AgentPanel enrolmentId={assistedEnrolmentId} />
            </Suspense>
          </div>
        ) : (
          page
        )}
        <SiteFooter />
      </div>
      {isUnavailable && <HealthOverlay brandName={brand.name} />}
    </>
  );
}
