import { ENERGY_BLOCK_MESSAGE } from '@threshold/domain/journey/energy-availability';
import type { EnergyBlock } from '@threshold/domain/journey/energy-block';
import { ROUTES } from '@threshold/domain/journey/routes';
import { Link } from 'react-router';

/**
 * The words of an energy card that cannot open, beside the spec's (energy-availability): ours
 * (docs/decisions.md, confirmation page). Here, not in confirmation-words, so only such a card
 * loads them.
 */
const W = {
  /** After service-journeys 8, "Energy skipped and out of range". */
  energyOutOfRangeLater: 'Come back here then and we will help you set it up.',
  /** Energy that cannot open (energy-availability): what the mover can do instead. */
  energyBlockedCall: 'To talk it through, call us on',
  changeMovingDetails: 'Change your moving details',
  skipEnergy: 'Skip energy',
  skippingEnergy: 'Skipping energy…',
} as const;

/** Service-journeys 8, "Energy skipped and out of range", with when to come back. */
export function EnergyOutOfRange() {
  return (
    <p>
      {ENERGY_BLOCK_MESSAGE.moveInDateOutOfRange} {W.energyOutOfRangeLater}
    </p>
  );
}

export type EnergyBlockedProps = {
  /** What the mover can do when energy cannot open: call the brand, or skip energy. */
  supportPhone?: string | undefined;
  onSkip?: (() => void) | undefined;
  isSkipping?: boolean | undefined;
};

/**
 * Energy that can never open here (energy-availability: the rule the journey guard asks): why, in
 * the spec's words where it has them, and what the mover can do instead of a link the guard refuses.
 * In a chunk of its own: only a blocked card loads these words.
 */
export function EnergyBlocked({
  block,
  canSkip,
  supportPhone,
  onSkip,
  isSkipping,
}: EnergyBlockedProps & {
  block: EnergyBlock;
  /** Opted in and not yet skipped: "Skip energy" settles it, so the journey can move on. */
  canSkip: boolean;
}) {
  const message =
    block === 'moveInDateOutOfRange'
      ? `${ENERGY_BLOCK_MESSAGE.moveInDateOutOfRange} ${W.energyOutOfRangeLater}`
      : ENERGY_BLOCK_MESSAGE[block];
  const canChangeAddress = block === 'typedInAddress' || block === 'commercialSupply';
  return (
    <>
      <p className="service-card__blocked">{message}</p>
      {supportPhone && (
        <p>
          {W.energyBlockedCall}{' '}
          <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a>.
        </p>
      )}
      <div className="service-card__actions">
        {canChangeAddress && (
          <Link className="button button--secondary" to={ROUTES.movingDetails}>
            {W.changeMovingDetails}
          </Link>
        )}
        {canSkip && onSkip && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={isSkipping || undefined}
            onClick={() => {
              if (!isSkipping) onSkip();
            }}
          >
            {isSkipping ? W.skippingEnergy : W.skipEnergy}
          </button>
        )}
      </div>
    </>
  );
}
