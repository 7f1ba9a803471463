import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { Link, redirect } from 'react-router';
import { isLoggedIn } from '../../api/session-store';
import { currentBrand } from '../../brand/brand-store';

/** Spec section 1: what the landing page promises. */
const PROMISES = [
  ['One-stop set-up', 'Energy, broadband, council tax and water, all in one place.'],
  ['Free to use', 'It costs you nothing to use.'],
  ['Around five minutes', 'Most people are done in around five minutes.'],
  ['Lots of choice', 'Choose the suppliers and deals that suit you.'],
  ['Safe hands', 'Your details are kept secure.'],
] as const;

/** Spec section 2: a logged-in mover goes to /enrolment; in telephony mode the root is /pending. */
export function loader() {
  if (isTelephonyHost(location.hostname)) return redirect('/pending');
  if (isLoggedIn()) return redirect('/enrolment');
  return null;
}

export function LandingPage() {
  const brand = currentBrand();
  return (
    <div className="landing">
      <h1>{brand.name}</h1>
      <p className="landing__lead">
        Your free home-move assistant: set up the services for your new home.
      </p>
      <Link className="button button--large" to="/pending">
        Get Started
      </Link>
      <h2>Why use {brand.name}</h2>
      <ul className="promises">
        {PROMISES.map(([title, text]) => (
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
