import { fixedTermEnd } from '@threshold/domain/energy/fixed-term';
import {
  priceTariff,
  type TariffPrice,
  type TariffToPrice,
} from '@threshold/domain/energy/quote-engine';
import {
  baselineTariff,
  fitsTarget,
  isListedSupplier,
  type QuotedUsage,
  type QuoteTarget,
} from '@threshold/domain/energy/tariff-list';
import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import type { RateFuel } from '../../../providers/energy-catalogue/catalogue-file';
import type { RegionalTariff } from '../../../providers/energy-catalogue/energy-catalogue';

function electricityRateFuel(economy7: boolean): RateFuel {
  return economy7 ? 'electricity-economy7' : 'electricity';
}

/** A catalogue tariff's rates for the target's fuel(s) and meter; null when it lacks one. */
function tariffToPrice(tariff: RegionalTariff, target: QuoteTarget): TariffToPrice | null {
  const electricity =
    target.energyType === 'Gas'
      ? null
      : (tariff.rates[electricityRateFuel(target.economy7)] ?? null);
  const gas = target.energyType === 'Electric' ? null : (tariff.rates.gas ?? null);
  if (target.energyType !== 'Gas' && !electricity) return null;
  if (target.energyType !== 'Electric' && !gas) return null;
  return {
    energyType: target.energyType,
    paymentMethod: tariff.paymentMethod,
    isPaperless: tariff.isPaperless,
    exitFeePencePerFuel: tariff.exitFeePencePerFuel,
    electricity,
    gas,
  };
}

/** What a priced tariff says of the catalogue's tariff, its price and its quote. */
function pricedTariffOf(
  tariff: RegionalTariff,
  price: TariffPrice,
  facts: { quoteId: string; target: QuoteTarget; supplyStart: string },
): PricedTariff {
  const { energyType } = facts.target;
  return {
    id: tariff.code,
    identifier: tariff.code,
    tariffUrl: tariff.code,
    quoteId: facts.quoteId,
    priceId: `${tariff.code}:${energyType}`,
    tariffName: tariff.name,
    supplierId: tariff.supplier.id,
    supplierName: tariff.supplier.name,
    supplierImageUrl: tariff.supplier.logoUrl,
    isFeaturedSupplier: tariff.supplier.isFeatured,
    energyType,
    tariffType: tariff.tariffType,
    paymentMethod: tariff.paymentMethod,
    contractLength: tariff.termMonths,
    fixedTermEnd: fixedTermEnd(tariff.termMonths, facts.supplyStart),
    isPaperless: tariff.isPaperless,
    isSmartSpecific: tariff.isSmartSpecific,
    isDefault: tariff.isDefault,
    recommendationReason: tariff.recommendationReason,
    uspText: tariff.uspText,
    enhancedFeatures: tariff.features,
    offersGreenerUpgrade: tariff.offersGreenerUpgrade,
    winterUplift: price.winterUplift,
    electricity: price.electricity,
    gas: price.gas,
    newSpend: price.annualPence,
    newSpendMonthly: price.monthlyPence,
    newSpendMonthlyElec: price.monthlyElecPence,
    newSpendMonthlyGas: price.monthlyGasPence,
    svtSaving: price.svtSaving,
    termsUrl: tariff.termsUrl ?? tariff.supplier.termsUrl,
    generalTermsUrl: tariff.supplier.termsUrl,
    tariffTermsPDF: tariff.termsPdfUrl,
    principalTerms: tariff.principalTerms,
    elecDisplaySupplierName:
      energyType === 'Gas' ? null : (tariff.elecSupplierName ?? tariff.supplier.name),
    gasDisplaySupplierName:
      energyType === 'Electric' ? null : (tariff.gasSupplierName ?? tariff.supplier.name),
  };
}

/**
 * The home's list before filters, in the catalogue's order: each listed supplier's tariff for the
 * target that has its rates, priced by the domain's quote engine for the usage, with the saving
 * against the featured supplier's standard variable tariff.
 */
export function pricedTariffsFor(
  tariffs: readonly RegionalTariff[],
  facts: {
    quoteId: string;
    target: QuoteTarget;
    usage: QuotedUsage;
    wholeOfMarket: boolean;
    supplyStart: string;
  },
): PricedTariff[] {
  const { target, usage } = facts;
  const baseline = baselineTariff(tariffs, target);
  const baselineToPrice = baseline ? tariffToPrice(baseline, target) : null;
  const baselineAnnualPence = baselineToPrice
    ? priceTariff(baselineToPrice, usage).annualPence
    : null;
  const candidates: PricedTariff[] = [];
  for (const tariff of tariffs) {
    if (!fitsTarget(tariff, target)) continue;
    if (!isListedSupplier(tariff.supplier, facts.wholeOfMarket)) continue;
    const toPrice = tariffToPrice(tariff, target);
    if (!toPrice) continue;
    const price = priceTariff(toPrice, usage, { baselineAnnualPence });
    candidates.push(pricedTariffOf(tariff, price, facts));
  }
  return candidates;
}
