import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextEnergyStep } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { QUOTE_ERROR_MESSAGE, type QuoteErrorCode } from '@threshold/domain/messages/energy';
import type { PricedTariff, QuoteRequest, QuoteResponse } from '@threshold/domain/schemas/energy-quotes';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ENERGY_JOURNEY_KEY,
  quotesQuery,
  selectQuote,
  supplyCheckQuery,
} from '../../api/energy';
import { storeChosenTariff } from '../../api/energy-storage';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { fetchOwnEnrolment, OWN_ENROLMENT_KEY } from '../../api/own-enrolment';
import { currentBrand } from '../../brand/brand-store';
import { useAction } from '../../ui/use-action';
import { WorkingStatus } from '../../ui/working-status';
import { EnergyDetailsStyles } from './energy-details-styles';
import { TariffDetails } from './tariff-details';

const FUEL_OF_PARAMETER: Record<string, FuelType> = {
  dualfuel: 'DualFuel',
  dual: 'DualFuel',
  energy: 'DualFuel',
  electric: 'Electric',
  electricity: 'Electric',
  gas: 'Gas',
};

/** The route's fuel parameter (the tariff's energy type, as the list links it); null when absent or unknown. */
export function fuelOfParameter(parameter: string | undefined): FuelType | null {
  return FUEL_OF_PARAMETER[(parameter ?? '').toLowerCase()] ?? null;
}

/** A failed quote in the catalogue's words (service-journeys 8), else the usual sentence. */
export function quoteFailureMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  return (code && QUOTE_ERROR_MESSAGE[code as QuoteErrorCode]) || describeError(error);
}

/** The tariff with this address (and fuel, when the route names one) in a quote. */
export function findTariff(
  quote: QuoteResponse | undefined,
  tariffUrl: string,
  fuel: FuelType | null,
): PricedTariff | null {
  return (
    quote?.tariffs.find(
      (tariff) => tariff.tariffUrl === tariffUrl && (fuel === null || tariff.energyType === fuel),
    ) ?? null
  );
}

/**
 * /enrolment/energy/details/{tariffUrl}/{fuel} (service-journeys 2 "Tariff details"). The tariff
 * is found in the latest quote: every tariff of the featured list (getAll, the fuel's list for
 * mixed meters), then the whole of market when it is not there; both answers are cached 30 s.
 * "Set this up" selects it and goes to the next of signup, switch, psr and payment; for mixed
 * meters an electricity choice returns to the list for the gas tariff.
 */
export function EnergyDetailsPage() {
  const { tariffUrl = '', fuel: fuelParameter } = useParams();
  const fuel = fuelOfParameter(fuelParameter);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const supply = useQuery(supplyCheckQuery);
  const isMixedMeters = supply.data?.isMixedMeters ?? false;
  const request: Partial<QuoteRequest> = {
    getAll: true,
    ...(isMixedMeters && (fuel === 'Electric' || fuel === 'Gas') ? { fuelType: fuel } : {}),
  };
  const featured = useQuery({ ...quotesQuery(request), enabled: supply.isSuccess });
  const inFeatured = findTariff(featured.data, tariffUrl, fuel);
  const wholeOfMarket = useQuery({
    ...quotesQuery({ ...request, wholeOfMarket: true }),
    enabled: featured.isSuccess && inFeatured === null,
  });
  const inWholeOfMarket = findTariff(wholeOfMarket.data, tariffUrl, fuel);
  const tariff = inFeatured ?? inWholeOfMarket;
  const quote = inFeatured ? featured.data : wholeOfMarket.data;

  const setUp = useAction(
    async (chosen: PricedTariff) => {
      await selectQuote({
        tariffsId: [{ quoteId: chosen.quoteId, priceId: chosen.priceId }],
        addOnsIdentifiers: [],
      });
      // A new tariff resets the add-ons (storeChosenTariff keeps the slot and clears them).
      storeChosenTariff(chosen, isMixedMeters);
      void queryClient.invalidateQueries({ queryKey: ENERGY_JOURNEY_KEY, refetchType: 'none' });
      // Mixed meters: after the electricity tariff, the list of gas tariffs.
      if (isMixedMeters && chosen.energyType !== 'Gas') return `${ROUTES.energyList}?fuel=gas`;
      // The guard reads the cached enrolment: read it again so it knows a tariff is stored.
      const enrolment = await queryClient.fetchQuery({
        queryKey: OWN_ENROLMENT_KEY,
        queryFn: fetchOwnEnrolment,
        staleTime: 0,
      });
      const snapshot = {
        ...snapshotOfEnrolment(enrolment, todayIso(systemClock)),
        hasStoredTariff: true,
      };
      return nextEnergyStep(ROUTES.energyList, snapshot, currentBrand().flags) ?? ROUTES.confirmation;
    },
    { onSuccess: (next) => navigate(next) },
  );

  const failed = [supply, featured, wholeOfMarket].find((query) => query.isError);
  const isLoading =
    !failed && !tariff && (supply.isPending || featured.isPending || (inFeatured === null && wholeOfMarket.isPending));

  return (
    <div className="energy-details-page">
      <EnergyDetailsStyles />
      {tariff ? (
        <>
          <div className="page-intro details-intro">
            <img
              className="details-intro__logo"
              src={tariff.supplierImageUrl}
              alt=""
              width={96}
              height={48}
            />
            <div>
              <h1>{tariff.tariffName}</h1>
              <p className="page-intro__subtitle">
                {tariff.supplierName} ·{' '}
                {tariff.energyType === 'DualFuel'
                  ? 'Gas and electricity'
                  : tariff.energyType === 'Electric'
                    ? 'Electricity'
                    : 'Gas'}
              </p>
            </div>
          </div>
          <TariffDetails tariff={tariff} fuel={fuel} catalogueLabel={quote?.catalogueLabel ?? null} />
          {setUp.isError && (
            <div className="notice notice--error" role="alert">
              <p>{describeError(setUp.error)}</p>
            </div>
          )}
          <div className="form__actions details-actions">
            <Link className="button button--secondary" to={ROUTES.energyList}>
              Back
            </Link>
            <button
              type="button"
              className="button button--large"
              aria-disabled={setUp.isPending || undefined}
              onClick={() => {
                if (!setUp.isPending) setUp.mutate(tariff);
              }}
            >
              Set this up
            </button>
            {setUp.isPending && <p role="status">Setting up your tariff</p>}
          </div>
        </>
      ) : (
        <>
          <div className="page-intro">
            <h1>Tariff details</h1>
          </div>
          {isLoading ? (
            <WorkingStatus message="Loading the tariff details" />
          ) : failed ? (
            <div className="notice notice--error" role="alert">
              <p>{quoteFailureMessage(failed.error)}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void failed.refetch()}
              >
                Try again
              </button>
            </div>
          ) : (
            <div className="notice" role="alert">
              <p>
                We couldn&apos;t find this tariff. Prices change from time to time, so please choose a
                tariff from the list again.
              </p>
            </div>
          )}
          {!isLoading && (
            <div className="form__actions">
              <Link className="button button--secondary" to={ROUTES.energyList}>
                Back to the tariff list
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}

export { EnergyDetailsPage as Component };
