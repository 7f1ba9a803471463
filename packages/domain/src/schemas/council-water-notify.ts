import { z } from 'zod';
import { ROUTES } from '../journey/routes';

/** The two pages that tell the council and water board (service-journeys 2): the body names which. */
export const COUNCIL_WATER_PAGES = [ROUTES.councilServicesUpfront, ROUTES.councilServices] as const;
export type CouncilWaterPage = (typeof COUNCIL_WATER_PAGES)[number];

/** POST /api/council-water/notify */
export const councilWaterNotifyBodySchema = z.object({ page: z.enum(COUNCIL_WATER_PAGES) });
export type CouncilWaterNotifyBody = z.infer<typeof councilWaterNotifyBodySchema>;
