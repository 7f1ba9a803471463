import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import { OFFERS_TITLE } from '@threshold/domain/schemas/affiliates';
import { Link } from 'react-router';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import { WorkingStatus } from '../../ui/working-status';
import { OffersAccordion } from './offers-accordion';
import { OffersStyles } from './offers-styles';
import { affiliatesQuery } from './offers.api';

/** /enrolment/offers: the brand's affiliate deals by category (service-journeys 2, "Offers"). */
export function OffersPage() {
  const offers = useQuery(affiliatesQuery);
  const brand = currentBrand();

  return (
    <div className="form-page offers-page">
      <OffersStyles />
      <div className="page-intro">
        <h1>{OFFERS_TITLE}</h1>
        <p className="page-intro__subtitle">
          Deals from our partners to help with your move. Each opens on the partner&apos;s own site
          in a new tab.
        </p>
      </div>
      {offers.isPending && <WorkingStatus message="Loading your offers" />}
      {offers.isError && (
        <div className="notice notice--error" role="alert">
          <p>{describeError(offers.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void offers.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {offers.data &&
        (offers.data.affiliateCategories.length > 0 ? (
          <OffersAccordion categories={offers.data.affiliateCategories} />
        ) : (
          <p className="notice">There are no offers right now. Please check again later.</p>
        ))}
      <section className="offers-page__next" aria-labelledby="offers-flatmates-title">
        <h2 id="offers-flatmates-title" className="section-subtitle">
          Moving in with others?
        </h2>
        <p>
          <Link to={ROUTES.tellYourFlatmates}>Tell your flatmates about {brand.name}</Link>
        </p>
      </section>
      <div className="form__actions">
        <Link className="button button--large" to={ROUTES.confirmation}>
          Finish
        </Link>
      </div>
    </div>
  );
}

export { OffersPage as Component };
