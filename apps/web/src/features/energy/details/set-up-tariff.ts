import type { QueryClient } from '@tanstack/react-query';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextEnergyStep } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { ENERGY_JOURNEY_KEY, selectQuote } from '../api/energy';
import { storeChosenTariff } from '../api/energy-storage';
import { refetchOwnEnrolment } from '../../../enrolment/own-enrolment';
import { currentBrand } from '../../../brand/brand-store';

/**
 * "Set this up" (service-journeys 2 "Tariff details"): selects the tariff (POST /api/quotes/select),
 * keeps it in browser storage with the add-ons reset, and answers where to go: the gas list after
 * a mixed-meter electricity tariff, else the next of signup, switch, psr and payment (the domain's
 * nextEnergyStep). Loaded when the page has drawn, so the page itself stays small.
 */
export async function setUpTariff(
  chosen: PricedTariff,
  { isMixedMeters, queryClient }: { isMixedMeters: boolean; queryClient: QueryClient },
): Promise<string> {
  await selectQuote({
    tariffsId: [{ quoteId: chosen.quoteId, priceId: chosen.priceId }],
    addOnsIdentifiers: [],
  });
  storeChosenTariff(chosen, isMixedMeters);
  void queryClient.invalidateQueries({ queryKey: ENERGY_JOURNEY_KEY, refetchType: 'none' });
  // Mixed meters: after the electricity tariff, the list of gas tariffs.
  if (isMixedMeters && chosen.energyType !== 'Gas') return `${ROUTES.energyList}?fuel=gas`;
  // The guard reads the cached enrolment: read it again so it knows a tariff is stored.
  const enrolment = await refetchOwnEnrolment(queryClient);
  const snapshot = {
    ...snapshotOfEnrolment(enrolment, todayIso(systemClock)),
    hasStoredTariff: true,
  };
  return nextEnergyStep(ROUTES.energyList, snapshot, currentBrand().flags) ?? ROUTES.confirmation;
}
