import { redirect, type RouteObject } from 'react-router';

/**
 * The partner console's routes (issue 22), under the brand prefix: /{brand}/{branch?}/partner/...
 * They join the router on the first navigation to a console address (router.tsx), so neither
 * their table nor their pages cost the mover's pages anything.
 */
export const CONSOLE_ROUTES: RouteObject[] = [
  {
    path: 'partner',
    lazy: () => import('./console-layout'),
    children: [
      // The console opens on its leads.
      { index: true, loader: () => redirect('/partner/leads') },
      { path: 'leads', lazy: () => import('./leads/leads-page') },
      { path: 'leads/new', lazy: () => import('./leads/new-lead-page') },
      { path: 'leads/upload', lazy: () => import('./leads/upload-leads-page') },
      { path: 'leads/:id', lazy: () => import('./leads/lead-page') },
      { path: 'webhooks', lazy: () => import('./webhooks/webhooks-page') },
      { path: 'webhooks/:endpointId', lazy: () => import('./webhooks/deliveries-page') },
      { path: 'reports', lazy: () => import('./reports/reports-page') },
      { path: 'brand', lazy: () => import('./brand/brand-page') },
      { path: 'users', lazy: () => import('./users/users-page') },
      { path: 'keys', lazy: () => import('./keys/keys-page') },
    ],
  },
];
