import {
  LANDING_LEAD,
  LANDING_PROMISES,
  LANDING_START,
  landingWhyHeading,
} from '@threshold/domain/messages/landing';
import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { Link, redirect } from 'react-router';
import { isLoggedIn } from '../../api/session-store';
import { currentBrand } from '../../brand/brand-store';

/** Spec section 2: a logged-in mover goes to /enrolment; in telephony mode the root is /pending. */
export function loader() {
  if (isTelephonyHost(location.hostname)) return redirect('/pending');
  if (isLoggedIn()) return redirect('/enrolment');
  return null;
}

/**
 * Spec section 1. The server writes the same markup into the first HTML (the API's first-paint.ts),
 * so what React draws here replaces it without a shift.
 */
export function LandingPage() {
  const brand = currentBrand();
  return (
    <div className="landing">
      <h1>{brand.name}</h1>
      <p className="landing__lead">{LANDING_LEAD}</p>
      <Link className="button button--large" to="/pending">
        {LANDING_START}
      </Link>
      <h2>{landingWhyHeading(brand.name)}</h2>
      <ul className="promises">
        {LANDING_PROMISES.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { LandingPage as Component };
