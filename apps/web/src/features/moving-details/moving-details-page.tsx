import { Link } from 'react-router';

/** /enrolment/moving-details: its title and intro (spec section 2); the form comes with its issue. */
export function MovingDetailsPage() {
  return (
    <div className="plain-page">
      <h1>About your new home.</h1>
      <p className="page-intro__subtitle">
        I now need to confirm the date you&apos;re moving in and your new address.
      </p>
      <p>
        You&apos;re logged in. This step is not open yet: we&apos;ll ask for your move-in date and
        new address here.
      </p>
      <p>
        <Link to="/enrolment/personal-details">Check your personal details</Link>
      </p>
    </div>
  );
}

export { MovingDetailsPage as Component };
