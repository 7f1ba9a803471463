import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import { MOVING_HOME_CATEGORY_ID, type AffiliateDeal } from '@threshold/domain/schemas/affiliates';
import { Link } from 'react-router';
import { WorkingStatus } from '../../ui/working-status';
import { affiliatesQuery } from './confirmation.api';
import { CONFIRMATION_WORDS as W } from './confirmation-words';

/** The deals the confirmation page shows: flagged for it, category 1 hidden for an estate agent group. */
export function confirmationDeals(
  deals: readonly AffiliateDeal[],
  isEstateAgentGroup: boolean,
): AffiliateDeal[] {
  return deals.filter(
    (deal) =>
      deal.showInConfirmationPage &&
      !(isEstateAgentGroup && deal.category === MOVING_HOME_CATEGORY_ID),
  );
}

/** "Discover more offers": partner logos, then "See more offers". */
export function DiscoverOffers({ isEstateAgentGroup }: { isEstateAgentGroup: boolean }) {
  const affiliates = useQuery(affiliatesQuery);
  const deals = affiliates.data
    ? confirmationDeals(affiliates.data.affiliateDeals, isEstateAgentGroup)
    : [];
  return (
    <section aria-labelledby="offers-heading">
      <h2 id="offers-heading">{W.offersHeading}</h2>
      {affiliates.isPending && <WorkingStatus message={W.offersLoading} />}
      {affiliates.isError && (
        <p className="notice notice--error">
          {W.offersFailed}{' '}
          <button type="button" className="link-button" onClick={() => void affiliates.refetch()}>
            {W.retry}
          </button>
        </p>
      )}
      {deals.length > 0 && (
        <ul className="offer-logos">
          {deals.map((deal) => (
            <li key={deal.id}>
              <a href={deal.link} target="_blank" rel="noopener noreferrer">
                <img src={deal.logo} alt={`${deal.title} (opens in a new tab)`} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <Link className="see-more-offers" to={ROUTES.offers}>
        {W.seeMoreOffers}
      </Link>
    </section>
  );
}
