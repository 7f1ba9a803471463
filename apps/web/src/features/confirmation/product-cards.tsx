import { energyCardState, entertainmentCardState } from '@threshold/domain/journey/card-status';
import type { ConfirmationCard } from '@threshold/domain/journey/confirmation-cards';
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

/** Energy (service-journeys 2): one state of five, by the domain's card rules. */
export function EnergyCard({
  card,
  details,
  ...start
}: StartProps & { card: ConfirmationCard; details: ConfirmationDetails }) {
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
