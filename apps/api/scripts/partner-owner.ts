import { parseArgs } from 'node:util';
import {
  operatorPartnerOwnerSchema,
  type OperatorPartnerOwnerResponse,
} from '@threshold/domain/partner/operator-calls';
import { runOperatorCommand } from './operator-command-runner';
import { fail } from './script-context';

/**
 * npm run partner-owner -- --brand <urlRoute> [--branch 101] --email <address> [--url <server>]:
 * a partner's first owner, e-mailed the brand's /partner sign-in address. Asks the running server;
 * opens the database only when no server answers.
 */
const USAGE =
  'Usage: npm run partner-owner -- --brand <urlRoute> [--branch <branch id>] --email <address> [--url <server base URL>]';
const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    branch: { type: 'string' },
    email: { type: 'string' },
    url: { type: 'string' },
  },
});
if (!values.brand || !values.email) fail(USAGE);

await runOperatorCommand({
  url: values.url,
  path: '/api/operator/partner-owners',
  schema: operatorPartnerOwnerSchema,
  input: {
    brand: values.brand,
    email: values.email,
    ...(values.branch ? { branch: values.branch } : {}),
  },
  direct: ({ partnerUsersService }, input) => partnerUsersService.createOwner(input),
  lines: (created: OperatorPartnerOwnerResponse) => [
    `${created.user.email} is an owner of ${created.user.brandName}; an invitation is in the outbox.`,
    `They sign in with an e-mailed code at: ${created.signInUrl}`,
  ],
});
