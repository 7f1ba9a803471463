import { useQuery } from '@tanstack/react-query';
import {
  tariffAddOnsResponseSchema,
  type TariffAddOnsQuery,
  type TariffAddOnsResponse,
} from '@threshold/domain/schemas/energy-add-ons';
import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import type { ReactNode } from 'react';
import { callApi } from '../../../api/client';
import { WorkingStatus } from '../../../ui/working-status';

/** GET /api/energy/tariff-add-ons: the tariff's add-ons, each priced by the domain's rule. */
async function fetchTariffAddOns(query: TariffAddOnsQuery): Promise<TariffAddOnsResponse> {
  const search = new URLSearchParams(query).toString();
  return tariffAddOnsResponseSchema.parse(
    await callApi(`/api/energy/tariff-add-ons?${search}`, { auth: 'user' }),
  );
}

/**
 * The add-ons a tariff offers, on its details page: what each costs now and, when discounted,
 * what it costs after (service-journeys 3, the tariff's addOnsData). Nothing shows when the
 * supplier has none, or when they cannot be read: the tariff is still shown. What comes below
 * (`after`: the page's actions) draws with them once they are known, not before: the add-ons
 * arriving would otherwise push it down the page (a layout shift, on a phone above all).
 */
export function TariffAddOns({ tariff, after }: { tariff: PricedTariff; after?: ReactNode }) {
  const query: TariffAddOnsQuery = {
    supplierId: tariff.supplierId,
    paymentMethod: tariff.paymentMethod,
    isSmartSpecific: tariff.isSmartSpecific ? 'true' : 'false',
  };
  const addOns = useQuery({
    queryKey: ['energy', 'tariff-add-ons', query],
    queryFn: () => fetchTariffAddOns(query),
    staleTime: 30_000,
  });
  if (addOns.isPending) return <WorkingStatus message="Loading the add-ons" />;
  return (
    <>
      {addOns.data && addOns.data.addOns.length > 0 && (
        <section className="details-notes" aria-labelledby="details-add-ons-heading">
          <h2 id="details-add-ons-heading">Add-ons you can choose next</h2>
          <ul>
            {addOns.data.addOns.map((addOn) => (
              <li key={addOn.identifier}>
                <strong>{addOn.title}</strong>: {addOn.priceText}
              </li>
            ))}
          </ul>
        </section>
      )}
      {after}
    </>
  );
}
