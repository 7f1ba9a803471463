import { ROUTES } from '@threshold/domain/journey/routes';
import { flatmateInvitedMessage } from '@threshold/domain/schemas/flatmates';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { currentBrand } from '../../brand/brand-store';
import { FlatmatesForm } from './flatmates-form';
import { tellFlatmate } from './flatmates.api';

/**
 * /enrolment/tell-your-flatmates (service-journeys 2, "Flatmate step"): one flatmate at a time;
 * after each, a confirmation and "Tell another flatmate", which brings back an empty form.
 */
export function FlatmatesPage() {
  const brand = currentBrand();
  const [invited, setInvited] = useState<string | null>(null);
  // A new key gives a fresh, empty form for the next flatmate.
  const [formKey, setFormKey] = useState(0);
  const another = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (invited) another.current?.focus();
  }, [invited]);

  return (
    <div className="form-page flatmates-page">
      <div className="page-intro">
        <h1>Tell your flatmates</h1>
        <p className="page-intro__subtitle">
          Moving in with others? We will send each of them an email from {brand.name} so they can
          set up their move too.
        </p>
      </div>
      <div role="status" className="flatmates-page__status">
        {invited && <p className="notice">{flatmateInvitedMessage(invited)}</p>}
      </div>
      {invited ? (
        <div className="form__actions">
          <button
            ref={another}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setInvited(null);
              setFormKey((key) => key + 1);
            }}
          >
            Tell another flatmate
          </button>
        </div>
      ) : (
        <FlatmatesForm
          key={formKey}
          send={tellFlatmate}
          onSent={(flatmate) => setInvited(flatmate.name)}
        />
      )}
      <nav className="form__actions" aria-label="Where next">
        <Link to={ROUTES.offers}>Back to your offers</Link>
        <Link className="button button--large" to={ROUTES.confirmation}>
          Continue
        </Link>
      </nav>
    </div>
  );
}

export { FlatmatesPage as Component };
