import type { EnergyUsageForm } from '@threshold/domain/schemas/energy-usage';
import { callApi } from '../../../api/client';
import { forgetChosenTariffs } from './energy-storage';

/**
 * PUT /api/enrolment/energy-usage (the spec shows no path for saving the usage): the usage form's
 * answers; the API checks them with the same domain rules and stores the kWh the quotes use. New
 * kWh clear the chosen tariff (its prices were for the old usage): this browser forgets it too.
 */
export async function saveEnergyUsage(answers: EnergyUsageForm): Promise<unknown> {
  const journey = await callApi('/api/enrolment/energy-usage', {
    auth: 'user',
    method: 'PUT',
    json: answers,
  });
  if ((journey as { selectedTariff?: unknown } | null)?.selectedTariff === null)
    forgetChosenTariffs();
  return journey;
}
