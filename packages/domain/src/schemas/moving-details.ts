import { z } from 'zod';
import type { IsoDate } from '../dates/calendar-date';
import { checkMoveInDate } from '../dates/move-in-date';
import {
  ADDRESS_MESSAGES,
  chosenResidentialStatusSchema,
  manualAddressLineSchemas,
  residentialStatusSchema,
} from './address';
import type { MoveInDateLimits } from './brand';
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
    tooFarFuture: `I can only help with move-in dates up to ${limits.maxFutureDays} days in the future`,
    tooFarPast: `I can only help with dates ${limits.maxPastMonths} months in the past`,
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
