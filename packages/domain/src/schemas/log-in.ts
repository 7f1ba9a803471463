import { z } from 'zod';
import { INCORRECT_PASSWORD_MESSAGE } from '../messages/access';
import { emailSchema, hasHiddenCharacters } from './fields';

/** Longest password a log-in accepts, so a huge body never reaches the hasher. */
export const LOG_IN_PASSWORD_MAX_LENGTH = 128;

/** /log-in: the classic password log-in (portal-access section 5). */
export const logInSchema = z.object({
  username: emailSchema(),
  password: z
    .string({ error: INCORRECT_PASSWORD_MESSAGE })
    .min(1, { error: INCORRECT_PASSWORD_MESSAGE })
    .max(LOG_IN_PASSWORD_MAX_LENGTH, { error: INCORRECT_PASSWORD_MESSAGE })
    .refine((password) => !hasHiddenCharacters(password), { error: INCORRECT_PASSWORD_MESSAGE }),
});
export type LogInInput = z.input<typeof logInSchema>;
export type LogIn = z.output<typeof logInSchema>;

/** /login: the e-mail a one-time log-in code goes to ('Welcome back!'). */
export const codeLogInSchema = z.object({ emailAddress: emailSchema() });
export type CodeLogInInput = z.input<typeof codeLogInSchema>;
export type CodeLogIn = z.output<typeof codeLogInSchema>;
