import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { AppLayout } from './app-layout';

let areAccessRoutesAdded = false;

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
        children: [
          { index: true, lazy: () => import('../features/landing/landing-page') },
          { path: 'cookie-policy', lazy: () => import('../features/content/cookie-policy-page') },
          { path: 'terms', lazy: () => import('../features/content/terms-page') },
          { path: 'privacy-policy', lazy: () => import('../features/content/privacy-policy-page') },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
    {
      basename,
      // The access and enrolment routes join on the first navigation that needs them.
      patchRoutesOnNavigation: async ({ patch }) => {
        if (areAccessRoutesAdded) return;
        const { ACCESS_ROUTES } = await import('./access-routes');
        if (!areAccessRoutesAdded) patch('layout', ACCESS_ROUTES);
        areAccessRoutesAdded = true;
      },
    },
  );
}
