import { z } from 'zod';
import { ENROLMENT_TYPE, type EnrolmentType } from '../codes/enrolment-type';
import type { IsoDate } from '../dates/calendar-date';
import { checkMoveInDate } from '../dates/move-in-date';
import { counted } from '../messages/counted';
import {
  ADDRESS_MESSAGES,
  addressDetailsSchema,
  addressKeySchema,
  chosenResidentialStatusSchema,
  manualAddressBodySchema,
  manualAddressLineSchemas,
  residentialStatusSchema,
} from './address';
import type { MoveInDateLimits } from './brand';
import { enrolmentSchema } from './enrolment';
import { dateFieldSchema, postcodeSchema } from './fields';

/**
 * The moving details page (portal-access sections 3 and 5). Its rules depend on today and on
 * the brand's move-in limits (sign-up: 3 months past, 29 days future), so it is a factory:
 * `movingDetailsSchema({ today, limits })`.
 */

export type MoveInDateMessages = {
  required: string;
  invalid: string;
  tooFarFuture: string;
  tooFarPast: string;
};

export function moveInDateMessages(limits: MoveInDateLimits): MoveInDateMessages {
  return {
    required: 'Please enter the date from which you are responsible for utilities at your new home',
    invalid: 'Invalid date format',
    tooFarFuture: `I can only help with move-in dates up to ${counted(limits.maxFutureDays, 'day')} in the future`,
    tooFarPast: `I can only help with dates ${counted(limits.maxPastMonths, 'month')} in the past`,
  };
}

export type MoveInDateOptions = {
  today: IsoDate;
  limits: MoveInDateLimits;
  messages?: MoveInDateMessages;
};

/** A move-in date inside the window: at most `maxPastMonths` ago and `maxFutureDays` ahead. */
export function moveInDateSchema({
  today,
  limits,
  messages = moveInDateMessages(limits),
}: MoveInDateOptions) {
  return dateFieldSchema({
    required: messages.required,
    invalid: messages.invalid,
    rules: [
      (date) => {
        const check = checkMoveInDate(date, today, limits);
        if (check === 'tooFarFuture') return messages.tooFarFuture;
        if (check === 'tooFarPast') return messages.tooFarPast;
        return null;
      },
    ],
  });
}

/** An address chosen from the list after a postcode search. */
const lookedUpAddressSchema = z
  .object({
    manualAddress: z.literal(false).optional(),
    postcode: z.string().trim().default(''),
    addressKey: z.string().trim().default(''),
    searchComplete: z.boolean().default(false),
    noAddressesFound: z.boolean().default(false),
    isDomestic: z.boolean().nullable().default(null),
    isAbroad: z.boolean().nullable().default(null),
  })
  .superRefine((address, ctx) => {
    if (address.addressKey !== '') return;
    if (!address.searchComplete) {
      ctx.addIssue({
        code: 'custom',
        message: ADDRESS_MESSAGES.searchRequired,
        path: ['postcode'],
      });
    } else if (address.noAddressesFound) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.noResults, path: ['postcode'] });
    } else {
      ctx.addIssue({
        code: 'custom',
        message: ADDRESS_MESSAGES.selectRequired,
        path: ['addressKey'],
      });
    }
  });

/** An address typed in by hand (the manualAddress flag, or after GSP_NOT_FOUND). */
const manualAddressSchema = z.object({
  manualAddress: z.literal(true),
  houseNameOrNumber: manualAddressLineSchemas.houseNameOrNumber,
  addressLine1: manualAddressLineSchemas.addressLine1,
  addressLine2: manualAddressLineSchemas.addressLine2,
  cityTown: manualAddressLineSchemas.cityTown,
  postcode: postcodeSchema(),
});

/** The address part of the form: looked up (manualAddress false) or typed (manualAddress true). */
export const movingDetailsAddressSchema = z.discriminatedUnion(
  'manualAddress',
  [lookedUpAddressSchema, manualAddressSchema],
  { error: ADDRESS_MESSAGES.searchRequired },
);
export type MovingDetailsAddressInput = z.input<typeof movingDetailsAddressSchema>;
export type MovingDetailsAddress = z.output<typeof movingDetailsAddressSchema>;

export type MovingDetailsOptions = {
  today: IsoDate;
  limits: MoveInDateLimits;
  /** The residential status select is shown, so a status must be picked. */
  isResidentialStatusRequired?: boolean;
};

/**
 * The page's form and save body. There is no unknownMoveInDate here: while that box is ticked
 * Next is hidden, so a save always carries a date; the tick is its own call (below).
 */
export function movingDetailsSchema({
  today,
  limits,
  isResidentialStatusRequired = false,
}: MovingDetailsOptions) {
  return z.object({
    moveInDate: moveInDateSchema({ today, limits }),
    residentialStatus: isResidentialStatusRequired
      ? chosenResidentialStatusSchema
      : residentialStatusSchema,
    address: movingDetailsAddressSchema,
  });
}
export type MovingDetailsInput = z.input<ReturnType<typeof movingDetailsSchema>>;
export type MovingDetails = z.output<ReturnType<typeof movingDetailsSchema>>;

/** PUT /move-in-date-unknown: the mover ticked (or unticked) "I don't know my move-in date yet". */
export const moveInDateUnknownBodySchema = z.object({ unknownMoveInDate: z.boolean() });
export type MoveInDateUnknownBody = z.infer<typeof moveInDateUnknownBodySchema>;

// ── Calls ─────────────────────────────────────────────────────────────────────────────────

/**
 * Whether the page shows (and requires) the residential status select. A letting agent's or a
 * social landlord's tenant is a tenant by the way they came; any other mover is asked.
 */
export function isResidentialStatusRequired(enrolmentType: EnrolmentType): boolean {
  return enrolmentType !== ENROLMENT_TYPE.lettings && enrolmentType !== ENROLMENT_TYPE.social;
}

/**
 * PUT /address (form-encoded): the page's save with an address chosen from the list. The move-in
 * date is 'yyyy-MM-dd'; the server validates it with the brand's limits and today.
 */
export function movingDetailsSaveBodySchema({
  today,
  limits,
  isResidentialStatusRequired: isRequired = false,
}: MovingDetailsOptions) {
  return z.object({
    moveInDate: moveInDateSchema({ today, limits }),
    residentialStatus: isRequired ? chosenResidentialStatusSchema : residentialStatusSchema,
    addressKey: addressKeySchema,
  });
}
export type MovingDetailsSaveBody = z.output<ReturnType<typeof movingDetailsSaveBodySchema>>;

/** PUT /addresses/manual-address (form-encoded): the address typed in, plus the page's other fields. */
export function manualMovingDetailsBodySchema({
  today,
  limits,
  isResidentialStatusRequired: isRequired = false,
}: MovingDetailsOptions) {
  return manualAddressBodySchema.extend({
    moveInDate: moveInDateSchema({ today, limits }),
    residentialStatus: isRequired ? chosenResidentialStatusSchema : residentialStatusSchema,
  });
}
export type ManualMovingDetailsBody = z.output<ReturnType<typeof manualMovingDetailsBodySchema>>;

/** Where Next leads after moving details: the council page first when it applies, else products. */
// Written out rather than read from journey/routes, which would add the whole route table to the
// page's bundle; journey/moving-details-next.test.ts checks they are ROUTES' paths.
export const MOVING_DETAILS_NEXT_ROUTES = [
  '/enrolment/council-services-upfront',
  '/enrolment/product-selection',
] as const;
export type MovingDetailsNextRoute = (typeof MOVING_DETAILS_NEXT_ROUTES)[number];

/** The answer of both saves: the enrolment that replaces the portal's, and the page to go to. */
export const movingDetailsSaveResponseSchema = z.object({
  enrolment: enrolmentSchema,
  nextRoute: z.enum(MOVING_DETAILS_NEXT_ROUTES),
});
export type MovingDetailsSaveResponse = z.infer<typeof movingDetailsSaveResponseSchema>;

/** POST /address: the chosen address as the page needs it (the warnings read isDomestic and isCommercialSupply). */
export const selectedAddressSchema = addressDetailsSchema.extend({
  isCommercialSupply: z.boolean(),
});
export type SelectedAddress = z.infer<typeof selectedAddressSchema>;

/** The uploaded lead's read-only date: the sentence the page shows beside it. */
export const PARTNER_MOVE_IN_DATE_NOTICE =
  'Your landlord or letting agent has set this move-in date. If it is wrong, please ask them to correct it.';

/** PUT /move-in-date-unknown for an uploaded lead (the checkbox is not shown to them). */
export const MOVE_IN_DATE_UNKNOWN_NOT_ALLOWED_MESSAGE =
  'Your landlord or letting agent manages your move-in date, so it cannot be marked as unknown here.';

/**
 * Saves of moving details one mover may make in an hour: each save after the council and water
 * were told may update them, so past this the API answers 429 with Retry-After and saves nothing.
 */
export const MOVING_DETAILS_SAVES_PER_HOUR = 20;
export const MOVING_DETAILS_SAVE_LIMIT_MESSAGE =
  'You have changed your moving details many times in the last hour. Please try again later.';
