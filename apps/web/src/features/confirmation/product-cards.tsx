import { entertainmentCardState } from '@threshold/domain/journey/card-status';
import type { ConfirmationCard } from '@threshold/domain/journey/confirmation-cards';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import { Link } from 'react-router';
import { useLazyPart } from '../../ui/lazy-part';
import {
  energyBlockedPart,
  energyCardView,
  energyChosenPart,
  entertainmentChosenPart,
  showsEnergyBlockWords,
  type EnergyHomeFacts,
} from './card-parts';
import { CONFIRMATION_WORDS as W } from './confirmation-words';
import type { EnergyBlockedProps } from './energy-blocked';
import { ServiceCard } from './service-card';

export type { EnergyHomeFacts } from './card-parts';

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
  supportPhone,
  onSkip,
  isSkipping,
  home,
  ...start
}: StartProps &
  EnergyBlockedProps & {
    card: ConfirmationCard;
    details: ConfirmationDetails;
    home?: EnergyHomeFacts | undefined;
  }) {
  const summary = details.confirmationProductsSummary.energy;
  const secondary = details.confirmationProductsSummary.energySecondary;
  const isSecondary = card.key === 'energySecondary';
  const view = energyCardView(details, home);
  const { state, block } = view;
  const chosen = useLazyPart(
    energyChosenPart,
    Boolean(
      isSecondary
        ? secondary?.isCompleted && secondary.tariffName
        : state === 'completed' && summary.tariffName,
    ),
  );
  const blocked = useLazyPart(
    energyBlockedPart,
    !isSecondary && showsEnergyBlockWords(details, view),
  );
  if (isSecondary) {
    return (
      <ServiceCard card={card}>
        {secondary?.isCompleted && secondary.tariffName ? (
          chosen && <chosen.EnergyChosen summary={secondary} />
        ) : (
          <p>{W.energySecondary}</p>
        )}
      </ServiceCard>
    );
  }
  const outOfRange = !summary.isMoveInDateInRange && blocked && <blocked.EnergyOutOfRange />;
  if (block) {
    return (
      <ServiceCard card={card}>
        {blocked && (
          <blocked.EnergyBlocked
            block={block}
            canSkip={state === 'notCompleted'}
            supportPhone={supportPhone}
            onSkip={onSkip}
            isSkipping={isSkipping}
          />
        )}
      </ServiceCard>
    );
  }
  return (
    <ServiceCard card={card}>
      {state === 'completed' && (
        <>
          {summary.tariffName
            ? chosen && <chosen.EnergyChosen summary={summary} />
            : summary.supplierName && (
                <p>
                  <strong>{summary.supplierName}</strong>
                </p>
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
  const chosen = useLazyPart(entertainmentChosenPart, Boolean(summary.packageName));
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
          {summary.packageName
            ? chosen && <chosen.EntertainmentChosen summary={summary} />
            : summary.supplierName && (
                <p>
                  <strong>{summary.supplierName}</strong>
                </p>
              )}
          {!summary.skyCallbackSlot && <p>{W.entertainmentCompleted}</p>}
        </>
      )}
      {state === 'pendingProviderConfirmation' && (
        <>
          {chosen && <chosen.EntertainmentChosen summary={summary} />}
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
