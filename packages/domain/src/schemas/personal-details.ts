import { z } from 'zod';
import type { IsoDate } from '../dates/calendar-date';
import {
  FIRST_NAME_LABEL,
  SURNAME_LABEL,
  dateOfBirthSchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  passwordSchema,
  titleSchema,
} from './fields';

/**
 * The personal details page (portal-access sections 2 and 5). A date of birth needs today, so
 * each schema is a factory: `personalDetailsSchema({ today })`. The form gives the date as
 * three inputs; a body may give 'yyyy-MM-dd' or the ISO date-time at midnight UTC; the output
 * is always 'yyyy-MM-dd'.
 */

export type PersonalDetailsOptions = { today: IsoDate };

/** Who the mover is: PUT /enrolment-auth/personal-details. */
export function identityDetailsSchema({ today }: PersonalDetailsOptions) {
  return z.object({
    title: titleSchema,
    firstName: nameSchema(FIRST_NAME_LABEL),
    surname: nameSchema(SURNAME_LABEL),
    dateOfBirth: dateOfBirthSchema({ today }),
  });
}
export type IdentityDetailsInput = z.input<ReturnType<typeof identityDetailsSchema>>;
export type IdentityDetails = z.output<ReturnType<typeof identityDetailsSchema>>;

/** How to reach the mover: the pending contact-details page, PUT /enrolment-auth/contact-details. */
export const contactDetailsSchema = z.object({
  contactNumber: mobileSchema(),
  emailAddress: emailSchema(),
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetails = z.output<typeof contactDetailsSchema>;

/** The populated page: every field but the password. */
export function personalDetailsSchema(options: PersonalDetailsOptions) {
  return identityDetailsSchema(options).extend(contactDetailsSchema.shape);
}
export type PersonalDetailsInput = z.input<ReturnType<typeof personalDetailsSchema>>;
export type PersonalDetails = z.output<ReturnType<typeof personalDetailsSchema>>;

/** The unpopulated page (/pending/personal-details/unpopulated/{token}): the mover also sets a password. */
export function unpopulatedPersonalDetailsSchema(options: PersonalDetailsOptions) {
  return personalDetailsSchema(options).extend({ password: passwordSchema });
}
export type UnpopulatedPersonalDetailsInput = z.input<
  ReturnType<typeof unpopulatedPersonalDetailsSchema>
>;
export type UnpopulatedPersonalDetails = z.output<
  ReturnType<typeof unpopulatedPersonalDetailsSchema>
>;
