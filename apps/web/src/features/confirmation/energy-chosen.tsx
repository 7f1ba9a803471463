import { isBillingFrequency } from '@threshold/domain/codes/billing-frequency';
import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import { addOnPriceLine } from '@threshold/domain/energy/add-on-price';
import { ukDateAndTime } from '@threshold/domain/journey/confirmation-cards';
import { notificationStateMessage } from '@threshold/domain/messages/council-water';
import type { EnergySummary } from '@threshold/domain/schemas/confirmation';
import { energyCardBadges, smartMeterEmailText } from '@threshold/domain/energy/energy-card-badges';

/**
 * A completed energy card's chosen tariff (service-journeys 2 "Energy card, completed"):
 * supplier and tariff, badges, features, add-ons, the estimated monthly payment, the planned
 * switch date and the state of the sign-up sent to the supplier.
 */
export function EnergyChosen({ summary }: { summary: EnergySummary }) {
  if (!summary.tariffName) return null;
  const badges = energyCardBadges(summary);
  // Who supplies a fuel, when it is not the supplier named above (e.g. gas from a partner).
  const fuelSuppliers = [
    ['Electricity', summary.elecDisplaySupplierName],
    ['Gas', summary.gasDisplaySupplierName],
  ]
    .filter(([, name]) => name && name !== summary.supplierName)
    .map(([fuel, name]) => `${fuel} supplied by ${name}`);
  const terms = [
    { label: 'Tariff terms (PDF)', href: summary.tariffTermsPDF },
    { label: 'General terms and conditions', href: summary.generalTermsUrl },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  return (
    <div className="energy-chosen" data-testid="energy-chosen">
      <p className="authority">
        {summary.supplierLogoUrl && (
          <img src={summary.supplierLogoUrl} alt="" width={48} height={48} />
        )}
        <span>
          <strong>{summary.supplierName}</strong>: {summary.tariffName}
        </span>
      </p>
      {fuelSuppliers.length > 0 && <p>{fuelSuppliers.join('. ')}.</p>}
      {badges.length > 0 && (
        <ul className="energy-chosen__badges" aria-label="About this tariff">
          {badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      )}
      {summary.enhancedFeatures.length > 0 && (
        <ul aria-label="Features">
          {summary.enhancedFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {summary.addOns.length > 0 && (
        <>
          <h4>Add-ons</h4>
          <ul aria-label="Add-ons">
            {summary.addOns.map((addOn) => (
              <li key={addOn.identifier}>
                {addOn.title}
                {addOn.cost !== null &&
                  isBillingFrequency(addOn.billingFrequency) &&
                  `: ${addOnPriceLine({
                    billingFrequency: addOn.billingFrequency,
                    billedCostPence: addOn.cost,
                    billedDiscountCostPence: addOn.discountCost,
                    discountDescription: addOn.discountDescription,
                  })}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {summary.estimatedTotalMonthlyAmountFormatted && (
        <p>
          Estimated monthly payment: <strong>{summary.estimatedTotalMonthlyAmountFormatted}</strong>
          {summary.estimatedTotalMonthlyAmountFormattedAfterDiscounts &&
            ` (${summary.estimatedTotalMonthlyAmountFormattedAfterDiscounts} while discounts last)`}
        </p>
      )}
      {summary.oneOffSetUpPriceFormatted && (
        <p>
          One-off set-up price: <strong>{summary.oneOffSetUpPriceFormatted}</strong>
        </p>
      )}
      {summary.energySwitchDate && (
        <p>Planned switch date: {formatDisplayDate(summary.energySwitchDate)}</p>
      )}
      {summary.isCompleted && summary.smartRequested && (
        <p>{smartMeterEmailText(summary.supplierName)}</p>
      )}
      {terms.length > 0 && (
        <ul className="energy-chosen__terms" aria-label="Terms">
          {terms.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {summary.signup && (
        <p className="authority-told">
          {notificationStateMessage(
            summary.signup.supplierName,
            summary.signup.state,
            ukDateAndTime(summary.signup.stateAt),
          )}{' '}
          Reference {summary.signup.reference}.
        </p>
      )}
    </div>
  );
}
