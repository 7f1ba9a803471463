import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { addDays } from '@threshold/domain/dates/calendar-date';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { eq } from 'drizzle-orm';
import { accounts, enrolments } from '../src/db/schema';
import { DEMO_MOVER } from '../src/seeding/seed';
import { lookedUpAddressPatch } from '../src/features/enrolment/address-patch';
import { createDatasetAddressProvider } from '../src/providers/addresses/dataset-address-provider';
import { fail, runTool } from './script-context';

/**
 * For `npm run bench` only (run on a seeded data directory before the server starts): moves the
 * demo mover to the energy and broadband lists of a dual fuel home in Yorkshire (LS6 3BN), moving
 * in next week, with council and water chosen, so the lists, council-water and confirmation can be
 * measured. Never run
 * against a real database.
 */
await runTool(async ({ config, database }) => {
  if (config.nodeEnv === 'production') fail('bench-mover is for benchmarks, not production');
  const record = await createDatasetAddressProvider().findByKey('LS63BN-2');
  if (!record) fail('The dataset has no address LS63BN-2');
  const [account] = await database.db
    .select({ enrolmentId: accounts.enrolmentId })
    .from(accounts)
    .where(eq(accounts.email, DEMO_MOVER.email));
  if (!account?.enrolmentId) fail('No demo mover: the seed adds one outside production');
  await database.db
    .update(enrolments)
    .set({
      status: ENROLMENT_STATUS.detailsPopulated,
      tenantPortalStorage: 'productSelection',
      firstName: 'Demo',
      surname: 'Mover',
      emailAddress: DEMO_MOVER.email,
      moveInDate: addDays(todayIso(systemClock), 7),
      ...lookedUpAddressPatch(record),
      energyOptIn: 1,
      energyConsented: true,
      entertainmentOptIn: 1,
      entertainmentConsented: true,
      councilOptIn: 1,
      councilConsented: true,
      waterOptIn: 1,
      waterConsented: true,
    })
    .where(eq(enrolments.id, account.enrolmentId));
  console.log(
    'The demo mover is on the energy and broadband lists, with council and water chosen.',
  );
});
