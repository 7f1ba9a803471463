import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import { ROUTES } from '@threshold/domain/journey/routes';
import type {
  PricedTariff,
  QuoteRequest,
  QuoteResponse,
} from '@threshold/domain/schemas/energy-quotes';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { energyJourneyQuery, quotesQuery, supplyCheckQuery } from '../api/energy';
import { describeError } from '../../../api/error-message';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { EnergyDetailsStyles } from './energy-details-styles';
import { isSmartMeterOffered, recordSmartMeterOffer } from './smart-offer';
import { TariffAddOns } from './tariff-add-ons';
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

/**
 * A failed quote: a catalogue error carries its code and the spec's words (service-journeys 8,
 * written once in the domain's energy messages), shown as they come; anything else as usual.
 */
export function quoteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.body?.code && error.body.message)
    return error.body.message;
  return describeError(error);
}

/** The "Set this up" module, loaded once the page has drawn. */
const loadSetUp = () => import('./set-up-tariff');

/** The literal details address of the tariff the mover has chosen (service-journeys 1). */
export const CHOSEN_TARIFF_SEGMENT = 'energy-switch';

/**
 * Which tariff a details address names (service-journeys 1, the three shapes):
 * - /details/{tariffUrl} and /details/{tariffUrl}/{fuel}: a tariff of the list, by its address;
 * - /details/{supplier}/{priceId}: one price of a supplier (the second part is not a fuel);
 * - /details/energy-switch: the tariff the mover has chosen.
 */
export type DetailsTarget =
  | { kind: 'tariffUrl'; tariffUrl: string; fuel: FuelType | null }
  | { kind: 'price'; supplier: string; priceId: string; fuel: FuelType | null }
  | { kind: 'chosen' };

export function detailsTarget(first: string, second: string | undefined): DetailsTarget {
  if (second === undefined || second === '') {
    return first === CHOSEN_TARIFF_SEGMENT
      ? { kind: 'chosen' }
      : { kind: 'tariffUrl', tariffUrl: first, fuel: null };
  }
  const fuel = fuelOfParameter(second);
  if (fuel) return { kind: 'tariffUrl', tariffUrl: first, fuel };
  // A price id ends with the fuel it is priced for ('hs-fix-12:DualFuel').
  return {
    kind: 'price',
    supplier: first,
    priceId: second,
    fuel: fuelOfParameter(second.split(':').at(-1)),
  };
}

/** The tariff a details address names in a quote (not the chosen one: that is the journey's). */
export function findTariff(
  quote: QuoteResponse | undefined,
  target: DetailsTarget,
): PricedTariff | null {
  if (target.kind === 'chosen') return null;
  return (
    quote?.tariffs.find((tariff) =>
      target.kind === 'price'
        ? tariff.supplierId === target.supplier && tariff.priceId === target.priceId
        : tariff.tariffUrl === target.tariffUrl &&
          (target.fuel === null || tariff.energyType === target.fuel),
    ) ?? null
  );
}

/**
 * /enrolment/energy/details/{tariffUrl}/{fuel}, /details/{supplier}/{priceId} and the literal
 * /details/energy-switch (service-journeys 2 "Tariff details"). A listed tariff is found in the
 * latest quote: every tariff of the featured list (getAll, the fuel's list for mixed meters),
 * then the whole of market when it is not there; both answers are cached 30 s. energy-switch
 * shows the tariff the mover has chosen (the energy journey's). A smart-specific tariff shown to
 * a home without smart meters is a smart-meter offer, recorded once.
 * "Set this up" selects it and goes to the next of signup, switch, psr and payment; for mixed
 * meters an electricity choice returns to the list for the gas tariff.
 */
export function EnergyDetailsPage() {
  const { tariffUrl: first = '', fuel: second } = useParams();
  const target = detailsTarget(first, second);
  const fuel = target.kind === 'chosen' ? null : target.fuel;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const supply = useQuery(supplyCheckQuery);
  const isMixedMeters = supply.data?.isMixedMeters ?? false;
  const request: Partial<QuoteRequest> = {
    getAll: true,
    ...(isMixedMeters && (fuel === 'Electric' || fuel === 'Gas') ? { fuelType: fuel } : {}),
  };
  const isChosen = target.kind === 'chosen';
  const journey = useQuery({ ...energyJourneyQuery, enabled: supply.isSuccess && isChosen });
  const featured = useQuery({ ...quotesQuery(request), enabled: supply.isSuccess && !isChosen });
  const inFeatured = findTariff(featured.data, target);
  const wholeOfMarket = useQuery({
    ...quotesQuery({ ...request, wholeOfMarket: true }),
    enabled: featured.isSuccess && inFeatured === null,
  });
  const inWholeOfMarket = findTariff(wholeOfMarket.data, target);
  const chosen = journey.data
    ? (journey.data.selectedTariff ?? journey.data.selectedTariffSecondary)
    : null;
  const tariff = isChosen ? chosen : (inFeatured ?? inWholeOfMarket);
  const quote = isChosen ? undefined : inFeatured ? featured.data : wholeOfMarket.data;

  const isSmartOffer =
    tariff !== null && supply.data !== undefined && isSmartMeterOffered(tariff, supply.data);
  useEffect(() => {
    // Recording the offer is the portal's bookkeeping: a failure leaves the page as it is.
    if (isSmartOffer) recordSmartMeterOffer().catch(() => undefined);
  }, [isSmartOffer, tariff?.priceId]);

  useEffect(() => {
    if (tariff) void loadSetUp();
  }, [tariff]);
  const setUp = useAction(
    async (chosen: PricedTariff) => {
      const { setUpTariff } = await loadSetUp();
      return setUpTariff(chosen, { isMixedMeters, queryClient });
    },
    { onSuccess: (next) => navigate(next) },
  );

  const failed = [supply, journey, featured, wholeOfMarket].find((query) => query.isError);
  const isLoading =
    !failed &&
    !tariff &&
    (supply.isPending ||
      (isChosen
        ? journey.isPending
        : featured.isPending || (inFeatured === null && wholeOfMarket.isPending)));

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
          <TariffDetails
            tariff={tariff}
            fuel={fuel}
            catalogueLabel={quote?.catalogueLabel ?? null}
          />
          <TariffAddOns
            tariff={tariff}
            after={
              <>
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
            }
          />
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
              {isChosen ? (
                <p>You haven&apos;t chosen a tariff yet. Please choose one from the list.</p>
              ) : (
                <p>
                  We couldn&apos;t find this tariff. Prices change from time to time, so please
                  choose a tariff from the list again.
                </p>
              )}
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
