import { councilWaterSchema, type CouncilWater } from '@threshold/domain/schemas/council-water';
import type { CouncilWaterPage } from '@threshold/domain/schemas/council-water-notify';
import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from '../../api/client';

export const COUNCIL_WATER_KEY = ['council-water'] as const;

/** GET /api/council-water: the new home's council and water board, and what we told them. */
export async function fetchCouncilWater(): Promise<CouncilWater> {
  return councilWaterSchema.parse(await callApi('/api/council-water', { auth: 'user' }));
}

/** POST /api/council-water/notify: tells both authorities; answers the enrolment. */
export async function notifyAuthorities(page: CouncilWaterPage): Promise<Enrolment> {
  return enrolmentSchema.parse(
    await callApi('/api/council-water/notify', { auth: 'user', method: 'POST', json: { page } }),
  );
}
