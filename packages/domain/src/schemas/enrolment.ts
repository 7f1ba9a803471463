import { z } from 'zod';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { ENROLMENT_TYPE } from '../codes/enrolment-type';
import { LEAD_SOURCE } from '../codes/lead-source';

const values = <T extends Record<string, string | number>>(codes: T) => Object.values(codes) as T[keyof T][];

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
  /** The lead came without personal details: the mover gives them (and a password). */
  isUnpopulated: z.boolean(),
  /** A password account exists for this enrolment (so "log in" rather than "sign up"). */
  hasAccount: z.boolean(),
  tenantPortalStorage: z.string().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
