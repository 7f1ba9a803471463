import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { clearUserSession } from '../api/session-store';
import { readBrandPrefix } from '../brand/brand-prefix';
import { setCurrentBrand } from '../brand/brand-store';
import { readServedBranding } from '../brand/served-branding';
import { createQueryClient } from './query-client';
import { createPortalRouter } from './router';

/** Settles once the router has loaded the first page's chunks and run its loaders. */
function routerReady(router: ReturnType<typeof createPortalRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Start-up (spec section 2): read the brand prefix, take the brand the server wrote into the page
 * with its theme (else get the app token, fetch it and set its theme), then run the router under
 * the prefix. The server's HTML already shows the brand's header and the page's first content (or
 * the spinner); it stays until the first page's chunks and loaders are done, and React then draws
 * the page over it. The router starts first, so the page's chunks load in parallel with a fetched
 * brand; its loaders wait for the brand (a middleware on the layout route, router.tsx).
 */
export async function bootPortal(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  let place = readBrandPrefix(location.pathname, location.search, location.hash);
  if (place.kind === 'redirect') {
    history.replaceState(null, '', place.to);
    place = readBrandPrefix(location.pathname);
  }
  const router = place.kind === 'brand' ? createPortalRouter(place.prefix.basename) : null;
  // null: no such brand; undefined: the brand could not be loaded at all.
  const brand =
    place.kind === 'brand'
      ? (readServedBranding(place.prefix) ??
        (await import('../brand/brand.api')
          .then(({ fetchBranding }) => fetchBranding(place.prefix))
          .catch(() => undefined)))
      : null;
  if (!router || !brand) {
    const { showBrandNotFound } = await import('../brand/brand-not-found-page');
    showBrandNotFound(root, brand === undefined);
    return;
  }
  const queryClient = createQueryClient(() => {
    clearUserSession();
    queryClient.clear();
    void router.navigate('/log-in');
  });
  // Setting the brand lets the waiting loaders run, and they may read anything boot makes (the
  // query client too), so it comes after the rest.
  setCurrentBrand(brand);
  // Drawing before the first page is ready would put the router's spinner over the server's shell.
  await routerReady(router);
  // As a transition, React draws the page in slices that let the browser respond between them
  // (the server's shell stays on screen meanwhile) instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
