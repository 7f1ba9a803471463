import { firstYearCostPence } from '@threshold/domain/broadband/package-pricing';
import { dropExpiredPromotions } from '@threshold/domain/broadband/promotions';
import { installAfterMoveInMessage } from '@threshold/domain/messages/broadband';
import { formatPence } from '@threshold/domain/money/pence';
import type { BroadbandPackage, PackagePromotion } from '@threshold/domain/schemas/broadband';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { PackageCardStyles } from './package-card-styles';
import {
  callPlanText,
  contractText,
  displayDate,
  featuresOf,
  offerTexts,
  setupText,
  speedsText,
  usageText,
} from './package-words';
import { PromotionCountdown } from './promotion-countdown';

type PackageCardProps = {
  pkg: BroadbandPackage;
  /** yyyy-MM-dd; with it, a package installed after that day says so. */
  moveInDate: string | null;
  /**
   * The id of the list's one group of 4G/5G routers offered while a line is waited for; with it,
   * a package installed after the move-in date points the mover there.
   */
  interimGroupId?: string | null;
  headingLevel?: 2 | 3;
  /** The card's links or buttons (Details, Set up). */
  actions?: ReactNode;
};

/**
 * One broadband package (service-journeys 2 and 3; issue 11): provider logo, package name,
 * promoted badge, speeds, usage, contract, call plan, TV, set-up cost, monthly price and offers,
 * first-year cost, key features, live promotions with their countdown, and the earliest install
 * date, with a plain warning and the interim options when that is after the move-in date.
 */
export function PackageCard({
  pkg,
  moveInDate,
  interimGroupId = null,
  headingLevel = 3,
  actions,
}: PackageCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [promotions, setPromotions] = useState(
    () => dropExpiredPromotions(pkg, new Date()).promotions,
  );
  const expire = useCallback(
    (expired: PackagePromotion) =>
      setPromotions((live) => live.filter((promotion) => promotion !== expired)),
    [],
  );
  const features = featuresOf(pkg);
  const offers = offerTexts(pkg);
  const { pricing } = pkg;
  const afterOffersPence =
    pricing.monthlyPricing.standardMonthlyCost +
    (pricing.lineRentalIncluded ? 0 : pricing.lineRentalCost);
  const isLate = moveInDate !== null && !pkg.readyByMoveIn;

  return (
    <article
      className={`package-card${pkg.isPromoted ? ' package-card--promoted' : ''}`}
      aria-labelledby={headingId}
      data-testid="package-card"
    >
      <PackageCardStyles />
      {pkg.promotedText && <p className="package-card__badge">{pkg.promotedText}</p>}
      <div className="package-card__top">
        <img
          className="package-card__logo"
          src={pkg.provider.imageUrl}
          alt={pkg.provider.name}
          width={96}
          height={48}
          loading="lazy"
        />
        <div>
          <Heading id={headingId} className="package-card__name">
            {pkg.packageName}
          </Heading>
          <p className="package-card__meta">
            {pkg.provider.name} · {pkg.broadband.type === 'Fibre' ? 'Fibre broadband' : 'Broadband'}
            {pkg.isInterim ? ' · 4G/5G router' : ''}
          </p>
        </div>
      </div>
      <dl className="package-card__facts">
        <div>
          <dt>Speed</dt>
          <dd>{speedsText(pkg)}</dd>
        </div>
        <div>
          <dt>Usage</dt>
          <dd>{usageText(pkg)}</dd>
        </div>
        <div>
          <dt>Contract</dt>
          <dd>{contractText(pkg.pricing.contractLengthMonths)}</dd>
        </div>
        <div>
          <dt>Calls</dt>
          <dd>{callPlanText(pkg)}</dd>
        </div>
        {pkg.tv && (
          <div>
            <dt>TV</dt>
            <dd>{pkg.tv.name}</dd>
          </div>
        )}
        <div>
          <dt>Set-up</dt>
          <dd>{setupText(pkg.pricing.setupCost)}</dd>
        </div>
        <div>
          <dt>Earliest install date</dt>
          <dd>{displayDate(pkg.earliestInstallDate)}</dd>
        </div>
      </dl>
      {features.length > 0 && (
        <ul className="package-card__features" aria-label="Key features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {promotions.map((promotion) => (
        <PromotionCountdown key={promotion.name} promotion={promotion} onExpire={expire} />
      ))}
      <dl className="package-card__prices">
        <div>
          <dt>Monthly price</dt>
          {/* The figure sort 1 orders by and the confirmation card shows (docs/decisions.md). */}
          <dd className="package-card__monthly">
            {formatPence(pricing.averageMonthlyIncludingLineRental)}
          </dd>
          <dd className="package-card__offer">
            {pricing.contractLengthMonths > 0
              ? 'Average over the contract, line rental included'
              : 'Average over a year, line rental included'}
          </dd>
          {offers.map((offer) => (
            <dd key={offer} className="package-card__offer">
              {offer}
            </dd>
          ))}
          {offers.length > 0 && (
            <dd className="package-card__offer">then {formatPence(afterOffersPence)} a month</dd>
          )}
        </div>
        <div>
          <dt>First-year cost</dt>
          {/* The first year's bills and the set-up fee: what sort 2 and "Cheapest overall price" compare. */}
          <dd>{formatPence(firstYearCostPence(pricing))}</dd>
          <dd className="package-card__offer">
            {pricing.setupCost > 0
              ? `Includes the ${formatPence(pricing.setupCost)} set-up fee`
              : 'No set-up fee'}
          </dd>
        </div>
      </dl>
      {isLate && (
        <div className="package-card__warning">
          <p>
            {installAfterMoveInMessage(
              displayDate(pkg.earliestInstallDate),
              displayDate(moveInDate),
            )}
          </p>
          {interimGroupId && (
            <p>
              To stay online until then, you could use a{' '}
              <a href={`#${interimGroupId}`}>4G/5G router</a>.
            </p>
          )}
        </div>
      )}
      {pkg.promotedText && pkg.tooltipText && (
        // Why it was picked, in words everyone reads (not a hover title only).
        <p className="package-card__pick-reason">Why it&apos;s a top pick: {pkg.tooltipText}</p>
      )}
      {actions && <div className="package-card__actions">{actions}</div>}
    </article>
  );
}
