import { z } from 'zod';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { ENROLMENT_TYPE } from '../codes/enrolment-type';
import { LEAD_SOURCE } from '../codes/lead-source';
import { NATIONS } from './address';
import { enrolmentJourneyFactsSchema } from './enrolment-journey-facts';

const values = <T extends Record<string, string | number>>(codes: T) =>
  Object.values(codes) as T[keyof T][];

/**
 * The current mover's enrolment as the portal sees it (portal-access 3, "Enrolment"): what
 * GET /api/enrolment-auth, GET /api/enrolment/{id} and every call that "replaces the enrolment"
 * answer. Secrets (tokens, hashes) are never part of it; later journeys add their fields.
 */
export const enrolmentSchema = z.object({
  id: z.string().uuid(),
  status: z.union(values(ENROLMENT_STATUS).map((code) => z.literal(code))),
  enrolmentSource: z.enum(values(LEAD_SOURCE)),
  enrolmentType: z.enum(values(ENROLMENT_TYPE)),
  partnerName: z.string(),
  /** The brand route and branch the enrolment belongs to, for links back into the portal. */
  brandRoute: z.string(),
  branchId: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  /** yyyy-MM-dd */
  dateOfBirth: z.string().nullable(),
  contactNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  emailAddressVerified: z.boolean(),
  contactNumberVerified: z.boolean(),
  postcode: z.string().nullable(),
  /** yyyy-MM-dd */
  moveInDate: z.string().nullable(),
  /** The partner's lead set the move-in date: shown read-only on moving details. */
  isMoveInDateSetByPartner: z.boolean(),
  /** Residential status code (0 not set, 200–203). */
  residentialStatus: z.number().int(),
  /** The mover ticked "I don't know my move-in date yet". */
  moveInDateUnknown: z.boolean(),
  /** The new home: the provider's key (null when typed in by hand) and its lines. */
  addressKey: z.string().nullable(),
  isManualAddress: z.boolean(),
  houseNumber: z.string().nullable(),
  houseName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  addressLine4: z.string().nullable(),
  town: z.string().nullable(),
  county: z.string().nullable(),
  nation: z.enum(NATIONS).nullable(),
  /** False for a business address; null when unknown (typed in by hand). */
  isDomestic: z.boolean().nullable(),
  /** The lead came without personal details: the mover gives them (and a password). */
  isUnpopulated: z.boolean(),
  /** A password account exists for this enrolment (so "log in" rather than "sign up"). */
  hasAccount: z.boolean(),
  tenantPortalStorage: z.string().nullable(),
  /**
   * A telephony agent runs this enrolment (service-journeys 3, "other enrolment fields"); always
   * false until agent mode exists (docs/decisions.md). False when absent (an older kept answer).
   */
  telephonyAgent: z.boolean().default(false),
  ...enrolmentJourneyFactsSchema.shape,
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
