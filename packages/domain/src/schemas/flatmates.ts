import { z } from 'zod';
import { emailSchema, nameMessages, nameSchema } from './fields';

/** Service-journeys 5 and 9: a flatmate's name and e-mail address, at most 50 and 100 characters. */
export const FLATMATE_NAME_MAX_LENGTH = 50;
export const FLATMATE_EMAIL_MAX_LENGTH = 100;

export const FLATMATE_MESSAGES = {
  nameRequired: 'Please enter your flatmate name',
  // The spec gives no words for a name that is too long (docs/decisions.md).
  nameTooLong: `Your flatmate name must be ${FLATMATE_NAME_MAX_LENGTH} characters or fewer`,
  // The other name fields' rules and words (portal-access 5), for the label "Flatmate name".
  nameTooShort: nameMessages('Flatmate name').tooShort,
  nameInvalidCharacters: nameMessages('Flatmate name').invalidCharacters,
  emailRequired: 'Please enter your flatmate email address',
  emailInvalid: 'Email is invalid',
} as const;

/** POST /api/tell-flatmates, and the flatmate form: the same rules and words on both sides. */
export const flatmateSchema = z.object({
  // A name greets a stranger in a branded e-mail: the name rules of the other name fields (letters,
  // apostrophes, hyphens and spaces, 2 to 50 characters), so no markup or link reaches them.
  name: z
    .string({ error: FLATMATE_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: FLATMATE_MESSAGES.nameRequired })
    .pipe(
      nameSchema('Flatmate name', {
        tooShort: FLATMATE_MESSAGES.nameTooShort,
        tooLong: FLATMATE_MESSAGES.nameTooLong,
        invalidCharacters: FLATMATE_MESSAGES.nameInvalidCharacters,
      }),
    ),
  email: emailSchema({
    required: FLATMATE_MESSAGES.emailRequired,
    invalid: FLATMATE_MESSAGES.emailInvalid,
  }),
});
export type Flatmate = z.infer<typeof flatmateSchema>;
export type FlatmateInput = z.input<typeof flatmateSchema>;

/** The answer to a sent invitation: nothing about the flatmate (whether they unsubscribed stays private). */
export const tellFlatmatesResponseSchema = z.object({ accepted: z.literal(true) });
export type TellFlatmatesResponse = z.infer<typeof tellFlatmatesResponseSchema>;

/** Invitations one address may receive a day, from all movers together, and one mover may send a day. */
export const FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY = 3;
export const FLATMATE_INVITATIONS_PER_MOVER_PER_DAY = 10;

export const FLATMATE_LIMIT_MESSAGES = {
  address:
    'This email address has already had the most invitations we send in a day. Please try again tomorrow.',
  mover: `You can tell up to ${FLATMATE_INVITATIONS_PER_MOVER_PER_DAY} flatmates a day. Please try again tomorrow.`,
} as const;

/** What the page says once an invitation has gone. */
export function flatmateInvitedMessage(name: string): string {
  return `Thanks, we have sent ${name} an invitation.`;
}
