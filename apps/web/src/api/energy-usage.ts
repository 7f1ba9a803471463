import type { EnergyUsageForm } from '@threshold/domain/schemas/energy-usage';
import { callApi } from './client';

/**
 * PUT /api/enrolment/energy-usage (the spec shows no path for saving the usage): the usage form's
 * answers; the API checks them with the same domain rules and stores the kWh the quotes use.
 */
export async function saveEnergyUsage(answers: EnergyUsageForm): Promise<unknown> {
  return callApi('/api/enrolment/energy-usage', { auth: 'user', method: 'PUT', json: answers });
}
