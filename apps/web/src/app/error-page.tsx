import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { useEffect } from 'react';
import { useHref } from 'react-router';
import { loadedBrandIfAny } from '../brand/brand-store';

/** The default brand's name, for an error that comes before the brand has loaded. */
const DEFAULT_BRAND_NAME = 'Threshold';

/**
 * The layout route's error boundary (router.tsx): an unexpected error in a page, a loader or the
 * shell shows this instead of the router's stack trace. It stands in for the whole shell, so it
 * draws its own header, and reads the brand only if it has loaded (the error may be that it has
 * not). The way home is a full page load: whatever broke starts afresh.
 */
export function ErrorPage() {
  const brandName = loadedBrandIfAny()?.name ?? DEFAULT_BRAND_NAME;
  const homeHref = useHref('/');
  const title = 'Sorry, something went wrong';
  useEffect(() => {
    document.title = `${title} – ${brandName}`;
  }, [brandName]);

  return (
    <div className="app">
      <header className="site-header">
        <a className="site-header__home" href={homeHref}>
          {brandName}
        </a>
      </header>
      <main id="main">
        <div className="plain-page">
          <h1>{title}</h1>
          <p>{SERVER_ERROR_MESSAGE}</p>
          <p>
            <a className="button" href={homeHref}>
              Go to the {brandName} home page
            </a>
          </p>
        </div>
      </main>
    </div>
  );
}

export default ErrorPage;
