import type { EnrolmentStatusResponse } from '@threshold/domain/schemas/confirmation';
import type { SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { callApi } from '../../../api/client';
import { readSession } from '../../../api/session-store';

/**
 * A smart-meter offer is shown: a smart-specific tariff (its smart-meter plan note) for a home
 * that lacks a smart meter for a fuel the tariff supplies.
 */
export function isSmartMeterOffered(
  tariff: Pick<PricedTariff, 'isSmartSpecific' | 'energyType'>,
  supply: Pick<SupplyCheck, 'hasElecSmartMeter' | 'hasGasSmartMeter'>,
): boolean {
  if (!tariff.isSmartSpecific) return false;
  const lacksElec = tariff.energyType !== 'Gas' && !supply.hasElecSmartMeter;
  const lacksGas = tariff.energyType !== 'Electric' && !supply.hasGasSmartMeter;
  return lacksElec || lacksGas;
}

/**
 * Records the offer once: GET /api/enrolment/status/{id} says whether it was recorded before,
 * and POST /api/enrolment/smart-offered records it when not. Answers the time recorded, or null
 * when there is no enrolment id in the session.
 */
export async function recordSmartMeterOffer(): Promise<string | null> {
  const enrolmentId = readSession('enrolmentSessionId');
  if (!enrolmentId) return null;
  const status = await callApi<EnrolmentStatusResponse>(
    `/api/enrolment/status/${encodeURIComponent(enrolmentId)}`,
    { auth: 'user' },
  );
  if (status.smartOfferedAt) return status.smartOfferedAt;
  const recorded = await callApi<{ smartOfferedAt: string }>('/api/enrolment/smart-offered', {
    auth: 'user',
    method: 'POST',
  });
  return recorded.smartOfferedAt;
}
