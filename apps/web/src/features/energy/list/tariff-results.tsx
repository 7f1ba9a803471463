import { NO_MATCHING_TARIFFS_MESSAGE } from '@threshold/domain/messages/energy';
import type { EnergyJourney } from '@threshold/domain/schemas/energy-journey';
import type { PricedTariff, QuoteResponse } from '@threshold/domain/schemas/energy-quotes';
import { TariffCard } from '../tariff-card/tariff-card';

type TariffResultsProps = {
  quote: QuoteResponse;
  isFiltered: boolean;
  journey: EnergyJourney;
  chosen: PricedTariff | null;
  /** The price being selected, while it is saved. */
  pendingId: string | null;
  onSelect: (tariff: PricedTariff) => void;
  detailsHrefOf: (tariff: PricedTariff) => string;
};

const kwh = (value: number) => `${value.toLocaleString('en-GB')} kWh`;

/** "Prices are illustrative, based on the Ofgem price cap …." from the catalogue's label. */
export function catalogueSentence(label: string): string {
  const text = label.trim();
  if (!text) return '';
  // 'Illustrative, based on …' reads on after 'Prices are' in lower case (an acronym stays).
  const lead = /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
  const sentence = `Prices are ${lead}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** How the estimate is made, with the usage the quotes assumed (service-journeys 2 footnotes). */
export function estimateSentence(journey: EnergyJourney, quote: QuoteResponse): string {
  const usage = [
    journey.electricityKwh !== null && quote.tariffs.some((tariff) => tariff.electricity)
      ? `${kwh(journey.electricityKwh)} of electricity`
      : null,
    journey.gasKwh !== null && quote.tariffs.some((tariff) => tariff.gas)
      ? `${kwh(journey.gasKwh)} of gas`
      : null,
  ].filter(Boolean);
  const assumed = usage.length > 0 ? ` for ${usage.join(' and ')} a year` : '';
  return `Estimates are the unit rates and daily standing charges for your region${assumed}, spread over 12 months; what you pay depends on the energy you use.`;
}

/**
 * The tariffs: the default tariff first, then "Other great tariffs", then the footnotes. With
 * filters that leave nothing, the no-results message of the error catalogue.
 */
export function TariffResults({
  quote,
  isFiltered,
  journey,
  chosen,
  pendingId,
  onSelect,
  detailsHrefOf,
}: TariffResultsProps) {
  const first = quote.tariffs.find((tariff) => tariff.isDefault) ?? null;
  const others = quote.tariffs.filter((tariff) => tariff !== first);
  const count = quote.tariffs.length;
  const card = (tariff: PricedTariff) => (
    <TariffCard
      tariff={tariff}
      headingLevel={3}
      onSelect={onSelect}
      isSelecting={pendingId === tariff.priceId}
      detailsHref={detailsHrefOf(tariff)}
      isSelected={
        chosen !== null && chosen.id === tariff.id && chosen.energyType === tariff.energyType
      }
    />
  );

  return (
    <>
      {quote.catalogueNotice && (
        // Outside production, prices past their period still show, said to be illustrative.
        <p className="notice notice--warning energy-prices-notice">{quote.catalogueNotice}</p>
      )}
      <p id="energy-results-heading" className="energy-results__count" tabIndex={-1} role="status">
        {count === 1 ? 'Showing 1 tariff' : `Showing ${count} tariffs`}
      </p>
      {count === 0 ? (
        <div className="notice notice--error energy-problem">
          <p>{NO_MATCHING_TARIFFS_MESSAGE}</p>
          {isFiltered && <p>Remove a filter above to see more tariffs.</p>}
        </div>
      ) : (
        <>
          {first && (
            <section className="energy-results__section" aria-labelledby="energy-default-heading">
              <h2 id="energy-default-heading">Our recommended tariff</h2>
              {card(first)}
            </section>
          )}
          {others.length > 0 && (
            <section className="energy-results__section" aria-labelledby="energy-others-heading">
              <h2 id="energy-others-heading">Other great tariffs</h2>
              <ul className="energy-results__list">
                {others.map((tariff) => (
                  <li key={tariff.priceId}>{card(tariff)}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <div className="energy-footnotes">
        <h2 className="visually-hidden">About these prices</h2>
        <ul>
          {quote.catalogueLabel && <li>{catalogueSentence(quote.catalogueLabel)}</li>}
          <li>All prices include VAT at 5%.</li>
          <li>{estimateSentence(journey, quote)}</li>
        </ul>
      </div>
    </>
  );
}
