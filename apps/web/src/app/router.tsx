import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, useHref, useRouteError } from 'react-router';
import { brandLoaded } from '../brand/brand-store';
import { reportCaughtError } from '../observability/error-reporter';
import { PageSpinner } from '../ui/page-spinner';
import { AppLayout } from './app-layout';

/**
 * The friendly error page loads only when something has gone wrong (entry budget). If even its
 * chunk cannot load, a plain sentence with a way home shows instead of the router's stack trace.
 */
const ErrorPage = lazy(() =>
  import('./error-page').catch(() => ({
    default: function ErrorSentence() {
      return (
        <p role="alert">
          Sorry, something went wrong. <a href={useHref('/')}>Go to the home page</a>
        </p>
      );
    },
  })),
);

function RouteError() {
  const error = useRouteError();
  // The operator sees what movers hit (no personal data: observability/error-reporter).
  useEffect(() => reportCaughtError(error), [error]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorPage />
    </Suspense>
  );
}

let areAccessRoutesAdded = false;
let areConsoleRoutesAdded = false;
/** The partner console's addresses, the brand prefix removed (features/partner-console). */
const CONSOLE_PATH = /^\/partner(\/|$)/;

/**
 * Every page is its own lazy chunk. The basename is the brand prefix, so routes are written
 * without it ('/cookie-policy' is /{brand}/{branch?}/cookie-policy in the address bar).
 */
export function createPortalRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        id: 'layout',
        Component: AppLayout,
        HydrateFallback: PageSpinner,
        // Any error in a page, a loader or the shell shows the branded error page, never a trace.
        ErrorBoundary: RouteError,
        /**
         * Boot creates the router, which starts the first page's chunk and loader at once, before the
         * brand has arrived (so the two load in parallel). This runs before every loader and action,
         * so none can read brand settings (or anything else boot makes) too early.
         */
        middleware: [() => brandLoaded()],
        children: [
          { index: true, lazy: () => import('../features/landing/landing-page') },
          { path: 'cookie-policy', lazy: () => import('../features/content/cookie-policy-page') },
          { path: 'terms', lazy: () => import('../features/content/terms-page') },
          { path: 'privacy-policy', lazy: () => import('../features/content/privacy-policy-page') },
          // Agent mode's admin portal (portal-access 6): sign-in, search, a caller's new enrolment.
          { path: 'agent', lazy: () => import('../features/agent-portal/agent-portal-page') },
          {
            path: 'agent/enrolments/:enrolmentId',
            lazy: () => import('../features/agent-portal/agent-enrolment-page'),
          },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
    {
      basename,
      // The access and enrolment routes join on the first navigation that needs them.
      patchRoutesOnNavigation: async ({ path, patch }) => {
        // The partner console's table joins only when a console address is asked for.
        if (!areConsoleRoutesAdded && CONSOLE_PATH.test(path.slice(basename.length))) {
          const { CONSOLE_ROUTES } = await import('../features/partner-console/console-routes');
          if (!areConsoleRoutesAdded) patch('layout', CONSOLE_ROUTES);
          areConsoleRoutesAdded = true;
        }
        if (areAccessRoutesAdded) return;
        const { ACCESS_ROUTES } = await import('./access-routes');
        if (!areAccessRoutesAdded) patch('layout', ACCESS_ROUTES);
        areAccessRoutesAdded = true;
      },
    },
  );
}
