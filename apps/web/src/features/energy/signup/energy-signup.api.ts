import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import {
  nextEnergyStep,
  previousEnergyStep,
  type JourneyRoute,
} from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import {
  addOnsResponseSchema,
  type AddOnsResponse,
} from '@threshold/domain/schemas/energy-add-ons';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from '../../../api/client';
import { currentBrand } from '../../../brand/brand-store';

export const ADD_ONS_KEY = ['energy', 'add-ons'] as const;

/** GET /api/energy/add-ons: the chosen tariff's add-ons and what is chosen. */
export async function fetchAddOns(): Promise<AddOnsResponse> {
  return addOnsResponseSchema.parse(await callApi('/api/energy/add-ons', { auth: 'user' }));
}

/** PUT /api/energy/add-ons */
export async function saveAddOns(addOnsIdentifiers: string[]): Promise<AddOnsResponse> {
  return addOnsResponseSchema.parse(
    await callApi('/api/energy/add-ons', {
      auth: 'user',
      method: 'PUT',
      json: { addOnsIdentifiers },
    }),
  );
}

/** The page after add-ons: the next open of switch, psr and payment (a tariff is chosen here). */
export function stepAfterSignup(enrolment: Enrolment): JourneyRoute {
  const snapshot = {
    ...snapshotOfEnrolment(enrolment, todayIso(systemClock)),
    hasStoredTariff: true,
  };
  return nextEnergyStep(ROUTES.energySignup, snapshot, currentBrand().flags) ?? ROUTES.confirmation;
}

/** Back from add-ons: the tariff list (no energy step comes before it). */
export function stepBeforeSignup(enrolment: Enrolment): JourneyRoute {
  const snapshot = {
    ...snapshotOfEnrolment(enrolment, todayIso(systemClock)),
    hasStoredTariff: true,
  };
  return previousEnergyStep(ROUTES.energySignup, snapshot, currentBrand().flags);
}
