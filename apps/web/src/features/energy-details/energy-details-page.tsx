import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { PricedTariff, QuoteRequest, QuoteResponse } from '@threshold/domain/schemas/energy-quotes';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { quotesQuery, supplyCheckQuery } from '../../api/energy';
import { describeError } from '../../api/error-message';
import { useAction } from '../../ui/use-action';
import { WorkingStatus } from '../../ui/working-status';
import { EnergyDetailsStyles } from './energy-details-styles';
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
  if (error instanceof ApiError && error.body?.code && error.body.message) return error.body.message;
  return describeError(error);
}

/** The "Set this up" module, loaded once the page has drawn. */
const loadSetUp = () => import('./set-up-tariff');

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
          <TariffAddOns tariff={tariff} />
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
