import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { clearUserSession } from '../api/session-store';
import { fetchBranding } from '../brand/brand.api';
import { readBrandPrefix } from '../brand/brand-prefix';
import { setCurrentBrand } from '../brand/brand-store';
import { applyBrandTheme } from '../brand/brand-theme';
import { createQueryClient } from './query-client';
import { createPortalRouter } from './router';

/**
 * Start-up (spec section 2): read the brand prefix, get the app token, fetch the brand — the
 * spinner in index.html shows meanwhile — then run the router under the prefix. The router starts
 * first, so the first page's chunk loads in parallel with the brand; its loaders wait for the brand
 * (a middleware on the layout route, router.tsx), and nothing renders before setCurrentBrand.
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
    place.kind === 'brand' ? await fetchBranding(place.prefix).catch(() => undefined) : null;
  if (!router || !brand) {
    const { showBrandNotFound } = await import('../brand/brand-not-found-page');
    showBrandNotFound(root, brand === undefined);
    return;
  }
  applyBrandTheme(brand.colours);
  const queryClient = createQueryClient(() => {
    clearUserSession();
    queryClient.clear();
    void router.navigate('/log-in');
  });
  // Last before the first render: setting the brand lets the waiting loaders run, and they may
  // read anything boot makes (the query client too).
  setCurrentBrand(brand);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
