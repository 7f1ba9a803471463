import { useQuery } from '@tanstack/react-query';
import { TRUST_SCORE_OUT_OF } from '@threshold/domain/schemas/review-rating';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { currentBrand } from '../brand/brand-store';
import { reviewRatingQuery } from '../features/content/review-rating.api';

/** The consent dialog and the Modal it uses load only when someone opens Cookie settings. */
const CookieConsentDialog = lazy(() =>
  import('../features/content/cookie-consent-dialog').then((module) => ({
    default: module.CookieConsentDialog,
  })),
);

function ReviewRating() {
  const { data: rating } = useQuery(reviewRatingQuery);
  if (!rating) return null;
  return (
    <p className="rating">
      <span
        className="rating__stars"
        aria-hidden="true"
        style={{ '--rating': rating.trustScore } as CSSProperties}
      >
        ★★★★★
      </span>{' '}
      Rated {rating.trustScore} out of {TRUST_SCORE_OUT_OF} on{' '}
      <a href={rating.sourceUrl}>{rating.sourceName}</a>
    </p>
  );
}

/** Spec section 1: phone line and hours, support e-mail, registration notice, links, rating. */
export function SiteFooter() {
  const brand = currentBrand();
  const [isConsentOpen, setConsentOpen] = useState(false);
  return (
    <footer className="site-footer">
      <h2>Get in touch</h2>
      <p>
        Call us on <a href={`tel:${brand.supportPhone.replace(/\s/g, '')}`}>{brand.supportPhone}</a>
        , Monday to Friday, 9am to 5pm
      </p>
      <p>
        Email <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
      {brand.trustScore !== null && <ReviewRating />}
      <ul className="site-footer__links">
        <li>
          <Link to="/terms">Terms</Link>
        </li>
        <li>
          <Link to="/privacy-policy">Privacy policy</Link>
        </li>
        <li>
          <Link to="/cookie-policy">Cookies</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => setConsentOpen(true)}>
            Cookie settings
          </button>
        </li>
      </ul>
      <p className="site-footer__notice">{brand.registrationNotice}</p>
      {isConsentOpen && (
        <Suspense>
          <CookieConsentDialog onClosed={() => setConsentOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
