import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES, energyDetailsPath } from '@threshold/domain/journey/routes';
import { SELECT_TARIFF_MESSAGE } from '@threshold/domain/messages/energy';
import type { EnergyJourney, SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import type { PricedTariff, QuoteFilters } from '@threshold/domain/schemas/energy-quotes';
import { useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ENERGY_JOURNEY_KEY,
  quotesQuery,
  recordWholeOfMarketConsent,
  selectQuote,
} from '../api/energy';
import {
  NO_FILTERS,
  hasStoredFilters,
  readStoredFilters,
  readStoredTariff,
  storeChosenTariff,
  storeFilters,
} from '../api/energy-storage';
import { describeError } from '../../../api/error-message';
import { currentBrand } from '../../../brand/brand-store';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { chipsOf, hasFilters } from './energy-filters';
import { FilterChips, FilterPanel } from './filter-panel';
import { quoteProblem } from './list-problem';
import { ProblemNotice, SkipEnergy } from './skip-energy';
import { TariffResults } from './tariff-results';

type TariffChooserProps = {
  supply: SupplyCheck;
  journey: EnergyJourney;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** Mixed meters: which list is shown ('gas' in the address after the electricity choice). */
type MixedFuel = 'Electric' | 'Gas';

/**
 * What the address says the list shows: for mixed meters the fuel (?fuel=electricity|gas), and
 * whether every supplier is compared (?market=all). Without a fuel in the address the gas list
 * shows once an electricity tariff is chosen and gas is not.
 */
function useListChoice(journey: EnergyJourney, isMixed: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('fuel');
  const fuel: MixedFuel | undefined = !isMixed
    ? undefined
    : asked === 'gas'
      ? 'Gas'
      : asked === 'electricity'
        ? 'Electric'
        : journey.selectedTariff && !journey.selectedTariffSecondary
          ? 'Gas'
          : 'Electric';
  const setParam = (name: string, value: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return {
    fuel,
    wholeOfMarket: searchParams.get('market') === 'all',
    show: (next: MixedFuel) => setParam('fuel', next === 'Gas' ? 'gas' : 'electricity'),
    compareEverySupplier: (isOn: boolean) => setParam('market', isOn ? 'all' : null),
  };
}

/** The tariff of this list the mover has already chosen, if any. */
function chosenFor(journey: EnergyJourney, fuel: MixedFuel | undefined): PricedTariff | null {
  if (fuel === 'Gas') return journey.selectedTariffSecondary ?? readStoredTariff('secondary');
  const chosen = journey.selectedTariff ?? readStoredTariff('primary');
  return fuel === 'Electric' && chosen?.energyType === 'Gas' ? null : chosen;
}

/** The Details page of a tariff: /enrolment/energy/details/{tariffUrl}/{fuel}. */
export function detailsHrefOf(tariff: PricedTariff): string {
  return `${energyDetailsPath({ tariffUrl: tariff.tariffUrl })}/${encodeURIComponent(tariff.energyType)}`;
}

/**
 * The list itself: banners, the filter panel and chips, the tariffs, and Back / No thanks /
 * Continue. Select stores the tariff and goes on: to the gas list after a mixed-meter electricity
 * tariff, else to the next energy page.
 */
export function TariffChooser({ supply, journey, headingRef }: TariffChooserProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brand = currentBrand();
  const isMixed = supply.isMixedMeters;
  const { fuel, wholeOfMarket, show, compareEverySupplier } = useListChoice(journey, isMixed);
  // Each list's filters kept in this browser (the whole of market under its own key); for the
  // featured list, else those the journey saved with the last quote.
  const [filtersByMarket, setFiltersByMarket] = useState(() => ({
    featured: hasStoredFilters() ? readStoredFilters() : (journey.filterOptions ?? NO_FILTERS),
    all: readStoredFilters(true),
  }));
  const applied = wholeOfMarket ? filtersByMarket.all : filtersByMarket.featured;
  const [needsTariff, setNeedsTariff] = useState(false);
  const quotes = useQuery(quotesQuery({ filters: applied, fuelType: fuel, wholeOfMarket }));
  // The unfiltered list names every supplier for the panel, and its default tariff for the banner.
  const everything = useQuery(quotesQuery({ fuelType: fuel, wholeOfMarket }));
  const suppliers =
    everything.data?.filterOptions.suppliers ?? quotes.data?.filterOptions.suppliers ?? null;
  const chips = chipsOf(applied, suppliers ?? []);
  const recommended = everything.data?.tariffs.find((tariff) => tariff.isDefault) ?? null;
  const chosen = chosenFor(journey, fuel);
  // The list opens whole: the recommends banner (from the unfiltered list) sits above the
  // tariffs, so drawing them before it has come would push them down when it arrives.
  const [isOpen, setOpen] = useState(false);
  const isSettled = (query: { data?: unknown; isError: boolean }) =>
    query.data !== undefined || query.isError;
  if (!isOpen && isSettled(quotes) && isSettled(everything)) setOpen(true);

  const apply = (filters: QuoteFilters) => {
    setFiltersByMarket((current) => ({
      ...current,
      [wholeOfMarket ? 'all' : 'featured']: filters,
    }));
    storeFilters(filters, wholeOfMarket);
  };

  /** Comparing every supplier records the mover's whole-of-market consent first. */
  const consent = useAction(recordWholeOfMarketConsent, {
    onSuccess: () => compareEverySupplier(true),
  });

  const toTop = () => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  };

  /** After a choice: the gas list (mixed meters, electricity chosen), else the next energy page. */
  const goOn = useAction(
    async (tariff: PricedTariff) => {
      if (tariff !== chosen) {
        await selectQuote({
          tariffsId: [{ quoteId: tariff.quoteId, priceId: tariff.priceId }],
          addOnsIdentifiers: [],
        });
        storeChosenTariff(tariff, isMixed);
        await queryClient.invalidateQueries({ queryKey: ENERGY_JOURNEY_KEY });
      }
      if (fuel === 'Electric') return 'gas-list' as const;
      return (await import('./energy-next-step')).pageAfterChoice(queryClient);
    },
    {
      onSuccess: async (next) => {
        if (next === 'gas-list') {
          show('Gas');
          toTop();
        } else await navigate(next);
      },
    },
  );

  const pendingId = goOn.isPending ? (goOn.variables?.priceId ?? null) : null;
  const heading = fuel === 'Gas' ? 'gas' : fuel === 'Electric' ? 'electricity' : null;

  if (!isOpen) return <WorkingStatus message="Loading tariffs" />;
  return (
    <div className="energy-list">
      {heading && (
        <p className="energy-list__step">
          Step {fuel === 'Gas' ? 2 : 1} of 2: choose your {heading} tariff
        </p>
      )}
      <div className="energy-banners">
        {recommended && (
          <aside className="energy-banner" aria-label="Recommended supplier">
            <p className="energy-banner__title">
              {brand.name} recommends {recommended.supplierName}
            </p>
            {recommended.recommendationReason && <p>{recommended.recommendationReason}</p>}
          </aside>
        )}
        {(supply.isElecPayg || supply.isGasPayg || isMixed) && (
          <aside className="energy-banner energy-banner--meters" aria-label="Your meters">
            {(supply.isElecPayg || supply.isGasPayg) && (
              <p>
                Your home has a pay-as-you-go meter, so these tariffs are paid through a prepayment
                meter.
              </p>
            )}
            {isMixed && (
              <p>
                Your home has separate electricity and gas meters, so you choose an electricity
                tariff first and then a gas tariff.
              </p>
            )}
          </aside>
        )}
      </div>

      <div className="energy-market">
        {wholeOfMarket ? (
          <>
            <p>You are comparing tariffs from every supplier we work with.</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => compareEverySupplier(false)}
            >
              Show our recommended supplier only
            </button>
          </>
        ) : (
          <>
            <p>
              These tariffs are from our recommended supplier. You can compare tariffs from every
              supplier we work with as well.
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={consent.isPending || undefined}
              onClick={() => {
                if (!consent.isPending) consent.mutate();
              }}
            >
              Compare every supplier
            </button>
          </>
        )}
        {consent.isError && (
          <p className="field__error" role="alert">
            {describeError(consent.error)}
          </p>
        )}
      </div>

      <div className="energy-list__layout">
        <FilterPanel applied={applied} suppliers={suppliers} onApply={apply} />
        <div className="energy-list__results">
          <FilterChips chips={chips} onRemove={(chip) => apply(chip.without)} />
          {quotes.isError ? (
            <ProblemNotice
              problem={quoteProblem(quotes.error)}
              onRetry={() => void quotes.refetch()}
            />
          ) : quotes.data ? (
            <TariffResults
              quote={quotes.data}
              isFiltered={hasFilters(applied)}
              journey={journey}
              chosen={chosen}
              pendingId={pendingId}
              onSelect={(tariff) => {
                setNeedsTariff(false);
                goOn.mutate(tariff);
              }}
              detailsHrefOf={detailsHrefOf}
            />
          ) : (
            <WorkingStatus message="Loading tariffs" />
          )}
          {goOn.isError && (
            <p className="notice notice--error" role="alert">
              {describeError(goOn.error)}
            </p>
          )}
        </div>
      </div>

      <div className="form__actions energy-list__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (fuel === 'Gas') {
              show('Electric');
              toTop();
            } else void navigate(ROUTES.energyUsage);
          }}
        >
          Back
        </button>
        <SkipEnergy />
        <button
          type="button"
          className="button"
          aria-disabled={goOn.isPending || undefined}
          aria-describedby={needsTariff ? 'energy-list-continue-error' : undefined}
          onClick={() => {
            if (goOn.isPending) return;
            if (!chosen) setNeedsTariff(true);
            else goOn.mutate(chosen);
          }}
        >
          Continue
        </button>
      </div>
      {needsTariff && !chosen && (
        <p id="energy-list-continue-error" className="field__error" role="alert">
          {SELECT_TARIFF_MESSAGE}
        </p>
      )}
    </div>
  );
}
