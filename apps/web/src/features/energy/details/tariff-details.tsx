import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import { fixedForText } from '@threshold/domain/energy/fixed-term';
import { VAT_PERCENT, WINTER_UPLIFT_PERCENT } from '@threshold/domain/energy/quote-engine';
import { formatPence, formatPenceShort, percentOfPence } from '@threshold/domain/money/pence';
import { formatUnitRate } from '@threshold/domain/money/unit-rate';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import type { PricedFuel, PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { useState, type ReactNode } from 'react';
import { Tabs, type Tab } from '../../../ui/tabs';

/** Spec section 2 (tariff details) defaults. */
export const NO_END_DATE = 'No end date';
export const NO_EXIT_FEE = 'No exit fee';
/** Service-journeys 9: the greener-energy upgrade's price (a third of a hundredth of a penny: shown as written). */
export const GREENER_UPGRADE_PRICE = '27.397p a day';

const kwh = new Intl.NumberFormat('en-GB');

/** The tab a route's fuel parameter opens: DualFuel → Energy, Electric → Electricity, Gas → Gas. */
export const TAB_OF_FUEL: Record<FuelType, string> = {
  DualFuel: 'energy',
  Electric: 'electricity',
  Gas: 'gas',
};

export function exitFeeText(pence: number): string {
  return pence > 0 ? formatPenceShort(pence) : NO_EXIT_FEE;
}

export function termEndText(tariff: Pick<PricedTariff, 'fixedTermEnd'>): string {
  return tariff.fixedTermEnd ? formatDisplayDate(tariff.fixedTermEnd) : NO_END_DATE;
}

function tariffTypeText(tariff: PricedTariff): string {
  return tariff.tariffType === 'Fixed' && tariff.contractLength
    ? fixedForText(tariff.contractLength)
    : tariff.tariffType;
}

/** Both fuels' exit fees: "No exit fee", one amount when they agree, or each fuel's. */
function tariffExitFeesText(tariff: PricedTariff): string {
  const fees = [tariff.electricity?.exitFeePence, tariff.gas?.exitFeePence].filter(
    (fee): fee is number => fee !== undefined,
  );
  if (fees.every((fee) => fee === 0)) return NO_EXIT_FEE;
  if (
    tariff.electricity &&
    tariff.gas &&
    tariff.electricity.exitFeePence !== tariff.gas.exitFeePence
  ) {
    return `Electricity ${exitFeeText(tariff.electricity.exitFeePence)}, gas ${exitFeeText(tariff.gas.exitFeePence)}`;
  }
  return `${formatPenceShort(fees[0] ?? 0)} for each fuel`;
}

function usageText(fuel: PricedFuel): string {
  return fuel.annualKwh2 !== null
    ? `${kwh.format(fuel.annualKwh1)} kWh by day and ${kwh.format(fuel.annualKwh2)} kWh by night a year`
    : `${kwh.format(fuel.annualKwh1)} kWh a year`;
}

function Rows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="details-list">
      {rows.map(([term, value]) => (
        <div className="details-list__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function planRows(tariff: PricedTariff): [string, ReactNode][] {
  return [
    ['Supplier', tariff.supplierName],
    ['Tariff type', tariffTypeText(tariff)],
    ['Term end', termEndText(tariff)],
    ['Payment method', tariff.paymentMethod],
    ['Bills', tariff.isPaperless ? 'Paperless (online)' : 'Paper bills by post, £1.50 a month'],
  ];
}

function fuelRows(fuel: PricedFuel): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [fuel.unitRate1Label, `${formatUnitRate(fuel.unitRate1)} per kWh`],
  ];
  if (fuel.unitRate2 !== null) {
    rows.push([fuel.unitRate2Label ?? 'Night rate', `${formatUnitRate(fuel.unitRate2)} per kWh`]);
  }
  rows.push(
    ['Standing charge', `${formatUnitRate(fuel.standingCharge)} per day`],
    ['Exit fee', exitFeeText(fuel.exitFeePence)],
    ['Usage we assumed', usageText(fuel)],
    [
      'Estimated cost',
      `${formatPence(fuel.monthlyCostPence)} a month (${formatPence(fuel.annualCostPence)} a year)`,
    ],
  );
  return rows;
}

/** The tabs a tariff has: Energy for dual fuel, then a tab for each fuel it prices. */
export function tariffTabs(tariff: PricedTariff): Tab[] {
  const isDual = tariff.energyType === 'DualFuel';
  const tabs: Tab[] = [];
  if (isDual) {
    tabs.push({
      key: 'energy',
      label: 'Energy',
      content: (
        <>
          <h2 className="tabs__heading">Dual fuel plan</h2>
          <Rows rows={[...planRows(tariff), ['Exit fees', tariffExitFeesText(tariff)]]} />
          {tariff.enhancedFeatures.length > 0 && (
            <>
              <h3 className="tabs__subheading">What you get</h3>
              <ul className="details-features">
                {tariff.enhancedFeatures.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          )}
        </>
      ),
    });
  }
  const fuels: [key: string, label: string, fuel: PricedFuel | null][] = [
    ['electricity', 'Electricity', tariff.electricity],
    ['gas', 'Gas', tariff.gas],
  ];
  const suppliedBy: Record<string, string | null | undefined> = {
    electricity: tariff.elecDisplaySupplierName,
    gas: tariff.gasDisplaySupplierName,
  };
  for (const [key, label, fuel] of fuels) {
    if (!fuel) continue;
    const supplier = suppliedBy[key];
    tabs.push({
      key,
      label,
      content: (
        <>
          <h2 className="tabs__heading">{label} prices</h2>
          <Rows
            rows={[
              ...(supplier ? [[`${label} supplied by`, supplier] as [string, ReactNode]] : []),
              ...fuelRows(fuel),
              ...(isDual ? [] : planRows(tariff)),
            ]}
          />
        </>
      ),
    });
  }
  return tabs;
}

/** The notes of service-journeys 2 that apply to this tariff, in order; VAT always. */
export function tariffNotes(tariff: PricedTariff): string[] {
  const notes: string[] = [];
  if (tariff.winterUplift && tariff.paymentMethod === 'Monthly Direct Debit') {
    const winterMonthly =
      tariff.newSpendMonthly + percentOfPence(tariff.newSpendMonthly, WINTER_UPLIFT_PERCENT);
    notes.push(
      `Winter uplift: from October to March your monthly direct debit is ${WINTER_UPLIFT_PERCENT}% higher (about ${formatPence(winterMonthly)} a month), because homes use more energy in winter. It is lower in the summer months, so your yearly cost stays the same.`,
    );
  }
  if (tariff.offersGreenerUpgrade) {
    notes.push(
      `Greener energy upgrade: you can match your electricity with renewable sources for ${GREENER_UPGRADE_PRICE}.`,
    );
  }
  if (tariff.isSmartSpecific) {
    notes.push(
      'Smart meter plan: a smart meter must be fitted within the first 3 months, otherwise you will be moved to a variable plan from month 4.',
    );
  }
  notes.push(`All prices include VAT at ${VAT_PERCENT}%.`);
  return notes;
}

type TariffDetailsProps = {
  tariff: PricedTariff;
  /** The route's fuel: which tab opens first. */
  fuel: FuelType | null;
  catalogueLabel: string | null;
};

/** The tariff's plan details in tabs, its estimate and the notes that apply. */
export function TariffDetails({ tariff, fuel, catalogueLabel }: TariffDetailsProps) {
  const saving = tariff.svtSaving !== null && tariff.svtSaving > 0 ? tariff.svtSaving : null;
  const tabs = tariffTabs(tariff);
  const opening = fuel ? TAB_OF_FUEL[fuel] : undefined;
  const [chosenTab, setSelectedTab] = useState(
    tabs.some((tab) => tab.key === opening) ? opening : tabs[0]?.key,
  );
  // A tariff without the chosen tab (another tariff's details) shows its first.
  const selectedTab =
    chosenTab !== undefined && tabs.some((tab) => tab.key === chosenTab)
      ? chosenTab
      : (tabs[0]?.key ?? '');
  return (
    <>
      <dl className="details-estimate">
        <div>
          <dt>Monthly estimate</dt>
          <dd className="details-estimate__monthly">{formatPence(tariff.newSpendMonthly)}</dd>
        </div>
        <div>
          <dt>Annual projection</dt>
          <dd>{formatPence(tariff.newSpend)}</dd>
        </div>
        {saving !== null && (
          <div>
            <dt>Saving against the standard variable tariff</dt>
            <dd>{formatPence(saving)} a year</dd>
          </div>
        )}
      </dl>
      <Tabs label="Plan details" tabs={tabs} selected={selectedTab} onSelect={setSelectedTab} />
      <TariffTerms tariff={tariff} />
      <section className="details-notes" aria-labelledby="details-notes-heading">
        <h2 id="details-notes-heading">Good to know</h2>
        <ul>
          {tariffNotes(tariff).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        {catalogueLabel && <p className="details-notes__source">Prices: {catalogueLabel}</p>}
      </section>
    </>
  );
}

/** The tariff's terms links, in the order a mover reads them (service-journeys 3 "Energy tariff"). */
export function termsLinks(
  tariff: Pick<PricedTariff, 'tariffTermsPDF' | 'termsUrl' | 'generalTermsUrl'>,
): { label: string; href: string }[] {
  const links = [
    { label: 'Tariff terms (PDF)', href: tariff.tariffTermsPDF },
    { label: 'Tariff terms', href: tariff.termsUrl },
    { label: 'General terms and conditions', href: tariff.generalTermsUrl },
  ];
  const seen = new Set<string>();
  return links.filter((link): link is { label: string; href: string } => {
    if (!link.href || seen.has(link.href)) return false;
    seen.add(link.href);
    return true;
  });
}

/** The principal terms of the tariff and links to its terms, each opening in a new tab. */
function TariffTerms({ tariff }: { tariff: PricedTariff }) {
  const principal = tariff.principalTerms ?? [];
  const links = termsLinks(tariff);
  if (principal.length === 0 && links.length === 0) return null;
  return (
    <section className="details-notes" aria-labelledby="details-terms-heading">
      <h2 id="details-terms-heading">Principal terms</h2>
      {principal.length > 0 && (
        <ul>
          {principal.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <ul className="details-terms__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
