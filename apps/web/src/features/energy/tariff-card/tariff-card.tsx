import { formatPence } from '@threshold/domain/money/pence';
import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { useId } from 'react';
import { Link } from 'react-router';
import { TariffCardStyles } from './tariff-card-styles';

/** Spec section 2 (tariff details): the wording when a tariff has no fixed end. */
export const NO_END_DATE = 'No end date';

/**
 * 'Ends 31/08/2027' (dates shown dd/MM/yyyy), or 'No end date' for a variable tariff. The API
 * answers yyyy-MM-dd; the date is turned round here rather than with the domain's calendar-date
 * module, whose shared chunk would bring zod into every page that shows a card.
 */
export function termEndText(tariff: Pick<PricedTariff, 'fixedTermEnd'>): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tariff.fixedTermEnd ?? '');
  return parts ? `Ends ${parts[3]}/${parts[2]}/${parts[1]}` : NO_END_DATE;
}

/** What the tariff covers, in the mover's words. */
export const FUEL_NAMES: Record<PricedTariff['energyType'], string> = {
  DualFuel: 'Gas and electricity',
  Electric: 'Electricity',
  Gas: 'Gas',
};

/** The saving badge's words; null when there is no saving to show. */
export function savingText(tariff: Pick<PricedTariff, 'svtSaving'>): string | null {
  return tariff.svtSaving && tariff.svtSaving > 0
    ? `Save ${formatPence(tariff.svtSaving)} a year`
    : null;
}

type TariffCardProps = {
  tariff: PricedTariff;
  /** The card's heading level: h2 on its own, h3 inside a section of the list. */
  headingLevel?: 2 | 3;
  /** Shows a "Select" button; the list selects the tariff with it. */
  onSelect?: (tariff: PricedTariff) => void;
  /** While this tariff's selection is being saved. */
  isSelecting?: boolean;
  /** Shows a "Details" link to this address. */
  detailsHref?: string;
  /** Marks the card as the mover's current choice. */
  isSelected?: boolean;
};

/**
 * One energy tariff (service-journeys 2): name, supplier logo, term end, features, monthly
 * estimate, annual projection and saving badge, with optional Select and Details. The buttons
 * name the tariff for screen readers, since a list shows many cards with the same buttons.
 */
export function TariffCard({
  tariff,
  headingLevel = 2,
  onSelect,
  isSelecting = false,
  detailsHref,
  isSelected = false,
}: TariffCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const saving = savingText(tariff);
  // The headline (uspText) and the features, each said once.
  const features = [
    ...new Set([...(tariff.uspText ? [tariff.uspText] : []), ...tariff.enhancedFeatures]),
  ];
  const forTariff = (
    <span className="visually-hidden">
      {' '}
      {tariff.tariffName} from {tariff.supplierName}
    </span>
  );
  return (
    <article
      className={`tariff-card${isSelected ? ' tariff-card--selected' : ''}`}
      aria-labelledby={headingId}
      data-testid="tariff-card"
    >
      <TariffCardStyles />
      <div className="tariff-card__top">
        <img
          className="tariff-card__logo"
          src={tariff.supplierImageUrl}
          alt={tariff.supplierName}
          width={96}
          height={48}
          loading="lazy"
        />
        <div className="tariff-card__names">
          <Heading id={headingId} className="tariff-card__name">
            {tariff.tariffName}
          </Heading>
          <p className="tariff-card__meta">
            {tariff.supplierName} · {FUEL_NAMES[tariff.energyType]} · {tariff.tariffType}
          </p>
          <p className="tariff-card__term">{termEndText(tariff)}</p>
        </div>
        {saving && <p className="tariff-card__saving">{saving}</p>}
      </div>
      {features.length > 0 && (
        <ul className="tariff-card__features" aria-label="Features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <dl className="tariff-card__prices">
        <div>
          <dt>Monthly estimate</dt>
          <dd className="tariff-card__monthly">{formatPence(tariff.newSpendMonthly)}</dd>
        </div>
        <div>
          <dt>Annual projection</dt>
          <dd>{formatPence(tariff.newSpend)}</dd>
        </div>
      </dl>
      {(onSelect || detailsHref) && (
        <div className="tariff-card__actions">
          {onSelect && (
            <button
              type="button"
              className="button"
              aria-disabled={isSelecting || undefined}
              onClick={() => {
                if (!isSelecting) onSelect(tariff);
              }}
            >
              {isSelecting ? 'Selecting…' : 'Select'}
              {forTariff}
            </button>
          )}
          {detailsHref && (
            <Link className="button button--secondary" to={detailsHref}>
              Details
              {forTariff}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
