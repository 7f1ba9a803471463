import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmationCards } from '@threshold/domain/journey/confirmation-cards';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { skipEnergy } from '../../enrolment/skip-energy';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import { showError } from '../../ui/error-banner';
import { useAction } from '../../ui/use-action';
import { WorkingStatus } from '../../ui/working-status';
import { AuthorityCard } from './authority-card';
import { loadCardParts } from './card-parts';
import {
  CONFIRMATION_DETAILS_KEY,
  fetchConfirmationDetails,
  removePendingPackage,
  requestSurvey,
  saveEnrolmentFields,
} from './confirmation.api';
import { ConfirmationStyles } from './confirmation-styles';
import { CONFIRMATION_WORDS as W } from './confirmation-words';
import { DiscoverOffers } from './discover-offers';
import { OtherThings } from './other-things';
import { EnergyCard, EntertainmentCard } from './product-cards';

/** While a telling is queued the worker sends it within seconds: the page looks again until then. */
const QUEUED_POLL_MS = 2_000;
/**
 * A telling after a change may wait up to a day (one a day to each authority): the page looks
 * again only for a telling made in the last two minutes, not every 2 s until tomorrow.
 */
const QUEUED_POLL_WINDOW_MS = 120_000;

function hasQueuedNotification(
  details: ConfirmationDetails | undefined,
  now = Date.now(),
): boolean {
  const summary = details?.confirmationProductsSummary;
  return [summary?.council.notification, summary?.water.notification].some(
    (notification) =>
      notification?.state === 'queued' &&
      now - Date.parse(notification.stateAt) < QUEUED_POLL_WINDOW_MS,
  );
}

/** The summary, shown once the card parts it needs have loaded: each card draws whole at once. */
async function fetchDetailsAndCardParts(): Promise<ConfirmationDetails> {
  const details = await fetchConfirmationDetails();
  await loadCardParts(details);
  return details;
}

type Kind = 'council' | 'water';

/** On load (service-journeys 2): the stored step, the last-viewed time, and the survey, once. */
function useOnLoadCalls(onSaved: () => void) {
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current) return;
    isDone.current = true;
    // Neither may stop the page: a failure here costs the mover nothing they can see.
    void saveEnrolmentFields({
      tenantPortalStorage: 'enrolmentCompleted',
      confirmationPageLastViewed: true,
    })
      .then(onSaved)
      .catch(() => undefined);
    void requestSurvey().catch(() => undefined);
  }, [onSaved]);
}

/** /enrolment/confirmation (service-journeys 2): every service's card, the extras and offers. */
export function ConfirmationPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = currentBrand();
  const details = useQuery({
    queryKey: CONFIRMATION_DETAILS_KEY,
    queryFn: fetchDetailsAndCardParts,
    staleTime: 0,
    refetchInterval: (query) => (hasQueuedNotification(query.state.data) ? QUEUED_POLL_MS : false),
  });
  const refreshEnrolment = useCallback(
    () => queryClient.invalidateQueries({ queryKey: OWN_ENROLMENT_KEY }),
    [queryClient],
  );
  useOnLoadCalls(refreshEnrolment);

  const start = useAction(
    (service: 'energy' | 'entertainment') =>
      saveEnrolmentFields(service === 'energy' ? { energyOptIn: 1 } : { entertainmentOptIn: 1 }),
    {
      onSuccess: async (_saved, service) => {
        await refreshEnrolment();
        await navigate(service === 'energy' ? ROUTES.energyUsage : ROUTES.broadbandList);
      },
      onError: (error) => showError(describeError(error)),
    },
  );

  /** "Skip energy" where energy cannot open: settled, so the journey can move on. */
  const skip = useAction(
    async () => {
      await skipEnergy();
      await refreshEnrolment();
      await queryClient.invalidateQueries({ queryKey: CONFIRMATION_DETAILS_KEY });
    },
    { onError: (error) => showError(describeError(error)) },
  );
  // The guard read the enrolment before this page: its address facts say why energy cannot open.
  const home = queryClient.getQueryData<Enrolment>(OWN_ENROLMENT_KEY);

  /** "Select a new package": the pending package is removed, then the broadband list. */
  const newPackage = useAction(
    async () => {
      await removePendingPackage();
      await refreshEnrolment();
      await queryClient.invalidateQueries({ queryKey: CONFIRMATION_DETAILS_KEY });
    },
    {
      onSuccess: () => navigate(ROUTES.broadbandList),
      onError: (error) => showError(describeError(error)),
    },
  );

  const answer = useAction(
    ({ kind, value }: { kind: Kind; value: boolean }) =>
      saveEnrolmentFields(
        kind === 'council'
          ? { councilRegistrationConfirmed: value }
          : { waterRegistrationConfirmed: value },
      ),
    {
      onSuccess: (_saved, { kind, value }) => {
        void refreshEnrolment();
        queryClient.setQueryData<ConfirmationDetails>(CONFIRMATION_DETAILS_KEY, (shown) =>
          shown
            ? {
                ...shown,
                ...(kind === 'council'
                  ? { councilRegistrationConfirmed: value }
                  : { waterRegistrationConfirmed: value }),
              }
            : shown,
        );
      },
      onError: (error) => showError(describeError(error)),
    },
  );

  const data = details.data;
  return (
    <div className="confirmation-page">
      <ConfirmationStyles />
      <div className="page-intro">
        <h1>{W.title(data?.firstName ?? null)}</h1>
        <p className="page-intro__subtitle">{W.intro(brand.name)}</p>
      </div>
      {details.isPending && <WorkingStatus message={W.loading} />}
      {details.isError && !data && (
        <div className="notice notice--error" role="alert">
          <p>{describeError(details.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void details.refetch()}
          >
            {W.retry}
          </button>
        </div>
      )}
      {data && (
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">{W.servicesHeading}</h2>
          <ul className="service-cards">
            {confirmationCards(data).map((card) => {
              const { council, water } = data.confirmationProductsSummary;
              switch (card.key) {
                case 'energy':
                case 'energySecondary':
                  return (
                    <EnergyCard
                      key={card.key}
                      card={card}
                      details={data}
                      onStart={() => start.mutate('energy')}
                      isStarting={start.isPending}
                      supportPhone={brand.supportPhone}
                      onSkip={() => skip.mutate()}
                      isSkipping={skip.isPending}
                      home={home}
                    />
                  );
                case 'entertainment':
                  return (
                    <EntertainmentCard
                      key={card.key}
                      card={card}
                      details={data}
                      onStart={() => start.mutate('entertainment')}
                      isStarting={start.isPending}
                      onSelectNewPackage={() => newPackage.mutate()}
                      isRemoving={newPackage.isPending}
                    />
                  );
                case 'council':
                case 'water': {
                  const kind = card.key;
                  return (
                    <AuthorityCard
                      key={kind}
                      card={card}
                      kind={kind}
                      name={kind === 'council' ? council.councilName : water.boardName}
                      logoUrl={kind === 'council' ? council.councilLogoUrl : water.boardLogoUrl}
                      isAvailable={kind === 'council' ? council.isAvailable : water.isAvailable}
                      isScotland={kind === 'water' && water.isScotland}
                      completeRegistrationLink={
                        kind === 'council'
                          ? council.completeRegistrationLink
                          : water.completeRegistrationLink
                      }
                      notification={kind === 'council' ? council.notification : water.notification}
                      answer={
                        kind === 'council'
                          ? data.councilRegistrationConfirmed
                          : data.waterRegistrationConfirmed
                      }
                      onAnswer={(value) => answer.mutate({ kind, value })}
                      isSaving={answer.isPending && answer.variables?.kind === kind}
                    />
                  );
                }
              }
            })}
          </ul>
        </section>
      )}
      <OtherThings />
      <DiscoverOffers isEstateAgentGroup={brand.isEstateAgentGroup} />
    </div>
  );
}

export { ConfirmationPage as Component };
