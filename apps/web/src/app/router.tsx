import { createBrowserRouter, redirect } from 'react-router';
import { PageSpinner } from '../ui/page-spinner';
import { AppLayout } from './app-layout';

/**
 * Every page is its own lazy chunk. The basename is the brand prefix, so routes are written
 * without it ('/cookie-policy' is /{brand}/{branch?}/cookie-policy in the address bar).
 */
export function createPortalRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        Component: AppLayout,
        HydrateFallback: PageSpinner,
        children: [
          { index: true, lazy: () => import('../features/landing/landing-page') },
          {
            path: 'pending',
            children: [
              { index: true, loader: () => redirect('/pending/personal-details') },
              {
                path: 'personal-details',
                lazy: () => import('../features/pending/pending-personal-details-page'),
              },
            ],
          },
          { path: 'log-in', lazy: () => import('../features/access/log-in-page') },
          { path: 'cookie-policy', lazy: () => import('../features/content/cookie-policy-page') },
          { path: 'terms', lazy: () => import('../features/content/terms-page') },
          { path: 'privacy-policy', lazy: () => import('../features/content/privacy-policy-page') },
          { path: '*', lazy: () => import('../features/not-found/not-found-page') },
        ],
      },
    ],
    { basename },
  );
}
