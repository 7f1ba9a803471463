import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { findDefaultBrandAddress } from './default-brand-address';

/** The default brand's name (spec: the default brand is called Threshold). */
const DEFAULT_BRAND_NAME = 'Threshold';

/**
 * Shown instead of the portal when the address names no known brand (or, with isUnavailable,
 * when the brand could not be loaded at all). It links to the default brand.
 */
export function BrandNotFoundPage({ isUnavailable = false }: { isUnavailable?: boolean }) {
  const title = isUnavailable ? 'This page is unavailable right now' : 'Page not found';
  useEffect(() => {
    document.title = `${title} – ${DEFAULT_BRAND_NAME}`;
  }, [title]);

  return (
    <div className="app">
      <header className="site-header">
        <a className="site-header__home" href={`/${DEFAULT_BRAND_ROUTE}/`}>
          {DEFAULT_BRAND_NAME}
        </a>
      </header>
      <main id="main">
        <div className="plain-page">
          <h1>{title}</h1>
          {isUnavailable ? (
            <p>This issue may resolve itself shortly, please wait a minute or try again later.</p>
          ) : (
            <p>
              We can&apos;t find the partner or page in this address. Please check it, or start from
              our home page.
            </p>
          )}
          <p>
            <a className="button" href={`/${DEFAULT_BRAND_ROUTE}/`}>
              Go to the {DEFAULT_BRAND_NAME} home page
            </a>
          </p>
        </div>
      </main>
    </div>
  );
}

/**
 * Boot calls this when there is no brand to show: an address that is really a portal route
 * without a brand moves to the default brand; otherwise the not-found (or unavailable) page shows.
 */
export function showBrandNotFound(root: Root, isUnavailable: boolean): void {
  const defaultBrandAddress =
    !isUnavailable && findDefaultBrandAddress(location.pathname, location.search, location.hash);
  if (defaultBrandAddress) location.replace(defaultBrandAddress);
  else root.render(<BrandNotFoundPage isUnavailable={isUnavailable} />);
}
