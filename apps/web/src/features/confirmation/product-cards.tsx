import { energyCardState, entertainmentCardState } from '@threshold/domain/journey/card-status';
import type { ConfirmationCard } from '@threshold/domain/journey/confirmation-cards';
import {
  ENERGY_BLOCK_MESSAGE,
  energyBlockOf,
  type EnergyAvailabilityFacts,
} from '@threshold/domain/journey/energy-availability';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import { Link } from 'react-router';
import { CONFIRMATION_WORDS as W } from './confirmation-words';
import { EnergyChosen } from './energy-chosen';
import { EntertainmentChosen } from './entertainment-chosen';
import { ServiceCard } from './service-card';

type StartProps = {
  /** Saves the opt-in (energyOptIn / entertainmentOptIn = 1), then goes to the service's first page. */
  onStart: () => void;
  isStarting: boolean;
};

function StartButton({ label, onStart, isStarting }: StartProps & { label: string }) {
  return (
    <button
      type="button"
      className="button"
      aria-disabled={isStarting}
      onClick={() => {
        if (!isStarting) onStart();
      }}
    >
      {label}
    </button>
  );
}

/** The new home's address facts that say why energy cannot open (the guard's cached enrolment). */
export type EnergyHomeFacts = Pick<
  EnergyAvailabilityFacts,
  'isManualAddress' | 'isDomestic' | 'nation'
>;

type EnergyBlockedProps = {
  /** What the mover can do when energy cannot open: call the brand, or skip energy. */
  supportPhone?: string | undefined;
  onSkip?: (() => void) | undefined;
  isSkipping?: boolean | undefined;
  home?: EnergyHomeFacts | undefined;
};

/**
 * Energy that can never open here (energy-availability: the rule the journey guard asks): why, in
 * the spec's words where it has them, and what the mover can do instead of a link the guard refuses.
 */
function EnergyBlocked({
  message,
  canSkip,
  supportPhone,
  onSkip,
  isSkipping,
  canChangeAddress,
}: Omit<EnergyBlockedProps, 'home'> & {
  message: string;
  /** Opted in and not yet skipped: "Skip energy" settles it, so the journey can move on. */
  canSkip: boolean;
  canChangeAddress: boolean;
}) {
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

/** Energy (service-journeys 2): one state of five, by the domain's card rules. */
export function EnergyCard({
  card,
  details,
  supportPhone,
  onSkip,
  isSkipping,
  home,
  ...start
}: StartProps & EnergyBlockedProps & { card: ConfirmationCard; details: ConfirmationDetails }) {
  const summary = details.confirmationProductsSummary.energy;
  if (card.key === 'energySecondary') {
    const secondary = details.confirmationProductsSummary.energySecondary;
    return (
      <ServiceCard card={card}>
        {secondary?.isCompleted && secondary.tariffName ? (
          <EnergyChosen summary={secondary} />
        ) : (
          <p>{W.energySecondary}</p>
        )}
      </ServiceCard>
    );
  }
  const state = energyCardState({
    isOptedIn: details.energyOptIn === 1,
    isCompleted: summary.isCompleted,
    isSkipped: summary.isSkipped,
    isMoveInDateInRange: summary.isMoveInDateInRange,
  });
  const outOfRange = !summary.isMoveInDateInRange && (
    <p>
      {W.energyOutOfRange} {W.energyOutOfRangeLater}
    </p>
  );
  const block = energyBlockOf({
    quotableEnergy: details.quotableEnergy,
    isMoveInDateInRange: summary.isMoveInDateInRange,
    isMeterInfoValid: details.isMeterInfoValid,
    ...home,
  });
  if (block && state !== 'completed') {
    return (
      <ServiceCard card={card}>
        <EnergyBlocked
          message={
            block === 'moveInDateOutOfRange'
              ? `${ENERGY_BLOCK_MESSAGE.moveInDateOutOfRange} ${W.energyOutOfRangeLater}`
              : ENERGY_BLOCK_MESSAGE[block]
          }
          canSkip={state === 'notCompleted'}
          supportPhone={supportPhone}
          onSkip={onSkip}
          isSkipping={isSkipping}
          canChangeAddress={block === 'typedInAddress' || block === 'commercialSupply'}
        />
      </ServiceCard>
    );
  }
  return (
    <ServiceCard card={card}>
      {state === 'completed' && (
        <>
          {summary.tariffName ? (
            <EnergyChosen summary={summary} />
          ) : (
            summary.supplierName && (
              <p>
                <strong>{summary.supplierName}</strong>
              </p>
            )
          )}
          <p>{W.energyCompleted}</p>
        </>
      )}
      {state === 'notOptedIn' && (
        <>
          <p>{W.energyNotOptedIn}</p>
          {outOfRange}
          <StartButton label={W.getStarted} {...start} />
        </>
      )}
      {state === 'notCompleted' && (
        <>
          <p>{W.energyNotCompleted}</p>
          {outOfRange}
          <Link className="button" to={ROUTES.energyUsage}>
            {W.continueSetUp}
          </Link>
        </>
      )}
      {state === 'skippedInRange' && (
        <>
          <p>{W.energySkippedInRange}</p>
          <StartButton label={W.setUpEnergyNow} {...start} />
        </>
      )}
      {state === 'skippedOutOfRange' && outOfRange}
    </ServiceCard>
  );
}

type NewPackageProps = {
  /** "Select a new package": removes the package waiting for the provider, then the list. */
  onSelectNewPackage: () => void;
  isRemoving: boolean;
};

/** Broadband, Phone and TV (service-journeys 2). */
export function EntertainmentCard({
  card,
  details,
  onSelectNewPackage,
  isRemoving,
  ...start
}: StartProps & NewPackageProps & { card: ConfirmationCard; details: ConfirmationDetails }) {
  const summary = details.confirmationProductsSummary.entertainment;
  const state = entertainmentCardState({
    isOptedIn: details.entertainmentOptIn === 1,
    isCompleted: summary.isCompleted,
    isSkipped: summary.isSkipped,
    wombbUserConfirmed: summary.wombbUserConfirmed,
  });
  return (
    <ServiceCard card={card}>
      {state === 'completed' && (
        <>
          {summary.packageName ? (
            <EntertainmentChosen summary={summary} />
          ) : (
            summary.supplierName && (
              <p>
                <strong>{summary.supplierName}</strong>
              </p>
            )
          )}
          {!summary.skyCallbackSlot && <p>{W.entertainmentCompleted}</p>}
        </>
      )}
      {state === 'pendingProviderConfirmation' && (
        <>
          <EntertainmentChosen summary={summary} />
          <p>{W.entertainmentPending}</p>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={isRemoving || undefined}
            onClick={() => {
              if (!isRemoving) onSelectNewPackage();
            }}
          >
            {isRemoving ? W.removingPackage : W.selectNewPackage}
          </button>
        </>
      )}
      {state === 'notOptedIn' && (
        <>
          <p>{W.entertainmentNotOptedIn}</p>
          <StartButton label={W.getStarted} {...start} />
        </>
      )}
      {state === 'notCompleted' && (
        <>
          <p>{W.entertainmentNotCompleted}</p>
          <Link className="button" to={ROUTES.broadbandList}>
            {W.continueSetUp}
          </Link>
        </>
      )}
      {state === 'skipped' && (
        <>
          <p>{W.entertainmentSkipped}</p>
          <StartButton label={W.continueSetUp} {...start} />
        </>
      )}
    </ServiceCard>
  );
}
