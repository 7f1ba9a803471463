import { formatPence } from '@threshold/domain/money/pence';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';

const perMinute = (pence: number) => (pence === 0 ? 'Included' : `${pence}p a minute`);

/**
 * What the card leaves out: call costs, line rental, TV features, the whole contract's cost, the
 * phone number for this deal and the terms.
 */
export function PackageDetails({ pkg }: { pkg: BroadbandPackage }) {
  const { pricing, call, tv } = pkg;
  return (
    <div className="package-details">
      <section aria-labelledby="package-costs-heading">
        <h2 id="package-costs-heading">Costs</h2>
        <dl className="summary-list">
          <div className="summary-list__row">
            <dt className="summary-list__key">Average monthly cost, line rental included</dt>
            <dd className="summary-list__value">
              {formatPence(pricing.averageMonthlyIncludingLineRental)}
            </dd>
          </div>
          <div className="summary-list__row">
            <dt className="summary-list__key">Line rental</dt>
            <dd className="summary-list__value">
              {pricing.lineRentalIncluded
                ? 'Included'
                : `${formatPence(pricing.lineRentalCost)} a month`}
            </dd>
          </div>
          <div className="summary-list__row">
            <dt className="summary-list__key">Set-up cost</dt>
            <dd className="summary-list__value">{formatPence(pricing.setupCost)}</dd>
          </div>
          <div className="summary-list__row">
            <dt className="summary-list__key">Total over the contract, set-up included</dt>
            <dd className="summary-list__value">{formatPence(pricing.totalPricing.total)}</dd>
          </div>
        </dl>
      </section>
      {call && (
        <section aria-labelledby="package-calls-heading">
          <h2 id="package-calls-heading">Calls: {call.name}</h2>
          <dl className="summary-list">
            <div className="summary-list__row">
              <dt className="summary-list__key">Daytime calls</dt>
              <dd className="summary-list__value">{perMinute(call.costDayPerMin)}</dd>
            </div>
            <div className="summary-list__row">
              <dt className="summary-list__key">Evening calls</dt>
              <dd className="summary-list__value">{perMinute(call.costEveningPerMin)}</dd>
            </div>
            <div className="summary-list__row">
              <dt className="summary-list__key">Weekend calls</dt>
              <dd className="summary-list__value">{perMinute(call.costWeekendPerMin)}</dd>
            </div>
          </dl>
        </section>
      )}
      {tv && (tv.feature1 || tv.feature2) && (
        <section aria-labelledby="package-tv-heading">
          <h2 id="package-tv-heading">TV: {tv.name}</h2>
          <ul>
            {[
              [tv.feature1Title, tv.feature1],
              [tv.feature2Title, tv.feature2],
            ]
              .filter(([, text]) => text)
              .map(([title, text]) => (
                <li key={text}>
                  {title && <strong>{title}: </strong>}
                  {text}
                </li>
              ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="package-terms-heading">
        <h2 id="package-terms-heading">Questions and terms</h2>
        <p>
          To talk about this package, call{' '}
          <a href={`tel:${pkg.contactNumber.replace(/\s/g, '')}`}>{pkg.contactNumber}</a>.
        </p>
        <p>{pkg.termsAndConditions}</p>
      </section>
    </div>
  );
}
