import { z } from 'zod';
import { ENROLMENT_TYPE } from '../codes/enrolment-type';
import type { IsoDate } from '../dates/calendar-date';
import { SIGN_UP_MOVE_IN_LIMITS } from '../dates/move-in-date';
import { addressKeySchema } from './address';
import { branchIdSchema } from './brand';
import {
  FIRST_NAME_LABEL,
  POSTCODE_MESSAGES,
  SURNAME_LABEL,
  dateFieldSchema,
  dateOfBirthSchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  optionalInBody,
  postcodeSchema,
  titleSchema,
} from './fields';
import { moveInDateMessages } from './moving-details';

/**
 * One lead from a partner (POST /partner/leads, or one row of the CSV upload): who is moving,
 * how to reach them and where to. The same field rules as the mover's own pages; blank cells
 * count as not given.
 */

export const ENROLMENT_TYPE_MESSAGE =
  'enrolmentType must be one of Direct, Lettings, Social, DoorToDoor or Telesales';
export const BRANCH_ID_MESSAGE = 'branchId must be the numeric id of one of your branches';
export const INVITE_BY_CHANNELS = ['email', 'sms'] as const;
export type InviteBy = (typeof INVITE_BY_CHANNELS)[number];
export const INVITE_BY_MESSAGE = 'inviteBy must be email or sms';
export const INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE =
  'A contactNumber (a UK mobile number) is needed to invite the mover by SMS';

const moveInMessages = moveInDateMessages(SIGN_UP_MOVE_IN_LIMITS);

export function partnerLeadSchema({ today }: { today: IsoDate }) {
  return z
    .object({
      title: optionalInBody(titleSchema),
      firstName: optionalInBody(nameSchema(FIRST_NAME_LABEL)),
      surname: nameSchema(SURNAME_LABEL),
      dateOfBirth: optionalInBody(dateOfBirthSchema({ today })),
      emailAddress: emailSchema(),
      contactNumber: optionalInBody(mobileSchema()),
      // The landlord or agent sets it and the mover sees it read-only, with the window's
      // message if it is outside (portal-access 4), so here it need only be a real date.
      moveInDate: optionalInBody(
        dateFieldSchema({ required: moveInMessages.required, invalid: moveInMessages.invalid }),
      ),
      addressKey: optionalInBody(addressKeySchema),
      postcode: optionalInBody(postcodeSchema()),
      enrolmentType: optionalInBody(z.enum(ENROLMENT_TYPE, { error: ENROLMENT_TYPE_MESSAGE })),
      branchId: optionalInBody(
        z
          .union([z.string(), z.number()], { error: BRANCH_ID_MESSAGE })
          .transform((value) => String(value).trim())
          .refine((value) => branchIdSchema.safeParse(value).success, { error: BRANCH_ID_MESSAGE }),
      ),
      /** How the invitation goes: by e-mail (when not given) or by SMS to contactNumber. */
      inviteBy: optionalInBody(z.enum(INVITE_BY_CHANNELS, { error: INVITE_BY_MESSAGE })),
    })
    .refine((lead) => lead.inviteBy !== 'sms' || lead.contactNumber !== undefined, {
      error: INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE,
      path: ['contactNumber'],
      // A mobile that failed its own rule already says what is wrong.
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'contactNumber'),
    })
    .refine((lead) => lead.addressKey !== undefined || lead.postcode !== undefined, {
      error: POSTCODE_MESSAGES.required,
      path: ['postcode'],
      // Report it beside other fields' errors (a CSV row lists them all), unless the address
      // fields themselves already failed.
      when: ({ issues }) =>
        issues.every((issue) => issue.path?.[0] !== 'postcode' && issue.path?.[0] !== 'addressKey'),
    });
}
export type PartnerLeadInput = z.input<ReturnType<typeof partnerLeadSchema>>;
export type PartnerLead = z.output<ReturnType<typeof partnerLeadSchema>>;
