import { parseArgs } from 'node:util';
import { LeadValidationError } from '../src/features/partner-leads/partner-leads.service';
import { fail, runTool } from './script-context';

/**
 * npm run lead -- --brand <route> [--branch 101] --email ... --surname ... --postcode ...
 *   [--first-name ..] [--title ..] [--date-of-birth yyyy-MM-dd] [--mobile ..] [--move-in yyyy-MM-dd] [--type Lettings] [--sms]
 * Creates a lead as a partner's API call would: pending enrolment and invitation (by SMS to --mobile with --sms).
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
  },
});
if (!values.brand)
  fail(
    'Usage: npm run lead -- --brand <route> [--branch 101] --email <e-mail> --surname <surname> --postcode <postcode> [--first-name ..] [--mobile ..] [--move-in yyyy-MM-dd] [--sms]',
  );
const brand = values.brand;

await runTool(async ({ config, partnerLeadsService }) => {
  try {
    const lead = await partnerLeadsService.createLeadForRoute(brand, {
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
    });
    console.log(`Enrolment ${lead.enrolmentId} created; the invitation is in the outbox.`);
    // The link holds the mover's confirm token: shown only where there are no real movers.
    if (config.nodeEnv !== 'production') console.log(`Invitation link: ${lead.invitationLink}`);
  } catch (error) {
    if (error instanceof LeadValidationError) {
      fail(
        Object.entries(error.errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('\n'),
      );
    }
    throw error;
  }
});
