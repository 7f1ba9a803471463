import { parseArgs } from 'node:util';
import {
  operatorLeadSchema,
  type OperatorLeadResponse,
} from '@threshold/domain/partner/operator-calls';
import { runOperatorCommand } from './operator-command-runner';
import { fail } from './script-context';

/**
 * npm run lead -- --brand <route> [--branch 101] --email ... --surname ... --postcode ...
 *   [--first-name ..] [--title ..] [--date-of-birth yyyy-MM-dd] [--mobile ..] [--move-in yyyy-MM-dd] [--type Lettings] [--sms] [--url <server>]
 * Creates a lead as a partner's API call would: pending enrolment and invitation (by SMS to --mobile
 * with --sms). Asks the running server; opens the database only when no server answers.
 */
const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    branch: { type: 'string' },
    email: { type: 'string' },
    surname: { type: 'string' },
    postcode: { type: 'string' },
    'first-name': { type: 'string' },
    title: { type: 'string' },
    'date-of-birth': { type: 'string' },
    mobile: { type: 'string' },
    'move-in': { type: 'string' },
    type: { type: 'string' },
    sms: { type: 'boolean' },
    url: { type: 'string' },
  },
});
if (!values.brand)
  fail(
    'Usage: npm run lead -- --brand <route> [--branch 101] --email <e-mail> --surname <surname> --postcode <postcode> [--first-name ..] [--mobile ..] [--move-in yyyy-MM-dd] [--sms] [--url <server base URL>]',
  );

const fields: Record<string, string | undefined> = {
  branchId: values.branch,
  emailAddress: values.email,
  surname: values.surname,
  postcode: values.postcode,
  firstName: values['first-name'],
  title: values.title,
  dateOfBirth: values['date-of-birth'],
  contactNumber: values.mobile,
  moveInDate: values['move-in'],
  enrolmentType: values.type,
  inviteBy: values.sms ? 'sms' : undefined,
};
const lead = Object.fromEntries(
  Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

await runOperatorCommand({
  url: values.url,
  path: '/api/operator/leads',
  schema: operatorLeadSchema,
  input: { brand: values.brand, lead },
  direct: async ({ config, partnerLeadsService }, input): Promise<OperatorLeadResponse> => {
    const created = await partnerLeadsService.createLeadForRoute(input.brand, input.lead);
    return {
      enrolmentId: created.enrolmentId,
      invitationLink: config.nodeEnv === 'production' ? null : created.invitationLink,
    };
  },
  lines: (created: OperatorLeadResponse) => [
    `Enrolment ${created.enrolmentId} created; the invitation is in the outbox.`,
    // The link holds the mover's confirm token: answered only where there are no real movers.
    ...(created.invitationLink ? [`Invitation link: ${created.invitationLink}`] : []),
  ],
});
