import { z } from 'zod';

/** A hand-off's state (ARCHITECTURE: every hand-off is a notification record with a state). */
export const NOTIFICATION_STATES = ['queued', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The latest telling of one authority, as the council page and the confirmation card show it. */
export const authorityNotificationSchema = z.object({
  /** 'initial', or 'update' after the move-in date or address changed. */
  reason: z.enum(['initial', 'update']),
  state: z.enum(NOTIFICATION_STATES),
  /** ISO date-time of that state: when it was queued, sent or failed. */
  stateAt: z.string(),
  /** The reference the authority quotes back. */
  reference: z.string(),
});
export type AuthorityNotification = z.infer<typeof authorityNotificationSchema>;

/** Council and water summary (service-journeys 3): "unavailable" means the name is missing. */
export const councilSummarySchema = z.object({
  isConsented: z.boolean().nullable(),
  isAvailable: z.boolean(),
  isCompleted: z.boolean(),
  councilName: z.string().nullable(),
  councilLogoUrl: z.string().nullable(),
  completeRegistrationLink: z.string().nullable(),
  notification: authorityNotificationSchema.nullable(),
});
export type CouncilSummary = z.infer<typeof councilSummarySchema>;

export const waterSummarySchema = z.object({
  isConsented: z.boolean().nullable(),
  isAvailable: z.boolean(),
  isCompleted: z.boolean(),
  /** In Scotland water is paid with council tax: no Yes/No question. */
  isScotland: z.boolean(),
  boardName: z.string().nullable(),
  boardLogoUrl: z.string().nullable(),
  completeRegistrationLink: z.string().nullable(),
  notification: authorityNotificationSchema.nullable(),
});
export type WaterSummary = z.infer<typeof waterSummarySchema>;

/** GET /api/council-water: both authorities for the mover's new address. */
export const councilWaterSchema = z.object({
  council: councilSummarySchema,
  water: waterSummarySchema,
});
export type CouncilWater = z.infer<typeof councilWaterSchema>;
