// After a load run: every write the API acknowledged is in the database with what the mover was
// told, nothing is there twice (enrolments, log-ins, hand-offs, outbox messages).
import type { Acknowledged } from './journey';
import { openReader, type Reader } from './database';
import type { Backend } from './servers';

export type Reconciliation = {
  /** How many acknowledged writes were looked for. */
  checked: number;
  lost: string[];
  duplicated: string[];
  /** Present, but not as acknowledged. */
  wrong: string[];
};

type EnrolmentRow = {
  id: string;
  email_address: string | null;
  first_name: string | null;
  surname: string | null;
  move_in_date: string | Date | null;
  address_key: string | null;
  residential_status: number;
  energy_opt_in: number | null;
  entertainment_opt_in: number | null;
  council_opt_in: number | null;
  water_opt_in: number | null;
  energy_complete: boolean;
  council_complete: boolean;
  water_complete: boolean;
};

/** Messages a mover's journey sends once each, by template: to the mover, or with a hand-off. */
const HAND_OFF_KINDS = ['council', 'water', 'energySignup'] as const;

const asDate = (value: string | Date | null) =>
  value instanceof Date
    ? value.toLocaleDateString('en-CA', { timeZone: 'UTC' })
    : value?.slice(0, 10);

export async function reconcile(backend: Backend, movers: Acknowledged[]): Promise<Reconciliation> {
  const reader = await openReader(backend);
  try {
    return await reconcileWith(reader, movers);
  } finally {
    await reader.close();
  }
}

export async function reconcileWith(
  reader: Reader,
  movers: Acknowledged[],
): Promise<Reconciliation> {
  const result: Reconciliation = { checked: 0, lost: [], duplicated: [], wrong: [] };
  const emails = movers.map((mover) => mover.email);
  const ids = movers.flatMap((mover) => (mover.enrolmentId ? [mover.enrolmentId] : []));

  const enrolmentRows = await reader.query<EnrolmentRow>(
    `select id, email_address, first_name, surname, move_in_date::text as move_in_date, address_key, residential_status,
            energy_opt_in, entertainment_opt_in, council_opt_in, water_opt_in,
            energy_complete, council_complete, water_complete
       from enrolments where email_address = any($1::text[])`,
    [emails],
  );
  const enrolmentsByEmail = groupBy(enrolmentRows, (row) => row.email_address ?? '');
  const accounts = groupBy(
    await reader.query<{ email: string; enrolment_id: string | null }>(
      'select email, enrolment_id from accounts where email = any($1::text[])',
      [emails.map((email) => email.toLowerCase())],
    ),
    (row) => row.email,
  );
  const energyJourneys = new Map(
    (
      await reader.query<{
        enrolment_id: string;
        price_id: string | null;
        payment: Record<string, unknown> | null;
        bank_account_ending: string | null;
      }>(
        `select enrolment_id, selected_tariff->>'priceId' as price_id, payment, bank_account_ending
           from energy_journeys where enrolment_id = any($1::uuid[])`,
        [ids],
      )
    ).map((row) => [row.enrolment_id, row]),
  );
  const signups = groupBy(
    await reader.query<{ enrolment_id: string; supplier_id: string }>(
      'select enrolment_id, supplier_id from energy_signups where enrolment_id = any($1::uuid[])',
      [ids],
    ),
    (row) => row.enrolment_id,
  );
  const entertainment = new Map(
    (
      await reader.query<{
        enrolment_id: string;
        package_id: string | null;
        source_id: string | null;
      }>(
        `select enrolment_id, selected_package->>'packageId' as package_id,
                selected_package->>'sourceId' as source_id
           from entertainment_journeys where enrolment_id = any($1::uuid[])`,
        [ids],
      )
    ).map((row) => [row.enrolment_id, row]),
  );
  const handOffs = groupBy(
    await reader.query<{
      enrolment_id: string;
      kind: string;
      outbox_message_id: string | null;
      message_template: string | null;
    }>(
      `select h.enrolment_id, h.kind, h.outbox_message_id, m.template as message_template
         from hand_offs h left join outbox_messages m on m.id = h.outbox_message_id
        where h.enrolment_id = any($1::uuid[])`,
      [ids],
    ),
    (row) => row.enrolment_id,
  );
  const messages = groupBy(
    await reader.query<{
      id: string;
      enrolment_id: string | null;
      template: string;
      recipient: string;
    }>(
      `select id, enrolment_id, template, recipient from outbox_messages
        where enrolment_id = any($1::uuid[]) or recipient = any($2::text[])`,
      [ids, emails],
    ),
    (row) => row.enrolment_id ?? row.recipient,
  );

  const expect = (what: string, isThere: boolean, lost: string) => {
    result.checked += 1;
    if (!isThere) result.lost.push(`${what}: ${lost}`);
  };
  const same = (what: string, actual: unknown, wanted: unknown) => {
    if (actual !== wanted)
      result.wrong.push(`${what}: ${String(actual)} instead of ${String(wanted)}`);
  };

  for (const mover of movers) {
    const who = mover.email;
    if (!mover.enrolmentId) continue;
    const rows = enrolmentsByEmail.get(mover.email) ?? [];
    if (rows.length > 1) result.duplicated.push(`${who}: ${rows.length} enrolments`);
    const row = rows.find((candidate) => candidate.id === mover.enrolmentId);
    expect(who, row !== undefined, `enrolment ${mover.enrolmentId} of the acknowledged lead`);
    if (!row) continue;
    same(`${who} surname`, row.surname, mover.surname);

    const inviteCount = (messages.get(mover.enrolmentId) ?? []).filter(
      (message) => message.template === 'invitation',
    ).length;
    expect(who, inviteCount >= 1, 'the invitation');
    if (inviteCount > 1) result.duplicated.push(`${who}: ${inviteCount} invitations`);

    if (mover.account) {
      const found = accounts.get(mover.email.toLowerCase()) ?? [];
      expect(who, found.length >= 1, 'the log-in');
      if (found.length > 1) result.duplicated.push(`${who}: ${found.length} log-ins`);
      if (found[0]) same(`${who} log-in's enrolment`, found[0].enrolment_id, mover.enrolmentId);
    }
    if (mover.movingDetails) {
      expect(who, row.address_key !== null, 'the moving details');
      same(`${who} address`, row.address_key, mover.movingDetails.addressKey);
      same(`${who} move-in date`, asDate(row.move_in_date), mover.movingDetails.moveInDate);
      same(
        `${who} residential status`,
        row.residential_status,
        mover.movingDetails.residentialStatus,
      );
    }
    if (mover.products) {
      expect(who, row.energy_opt_in !== null, 'the product selection');
      for (const [column, value] of [
        ['energy', row.energy_opt_in],
        ['broadband', row.entertainment_opt_in],
        ['council', row.council_opt_in],
        ['water', row.water_opt_in],
      ] as const)
        same(`${who} ${column} opt-in`, value, 1);
    }
    const moverHandOffs = handOffs.get(mover.enrolmentId) ?? [];
    const wantedHandOffs = HAND_OFF_KINDS.filter((kind) =>
      kind === 'energySignup' ? mover.energyCompleted : mover.councilWaterNotified,
    );
    for (const kind of wantedHandOffs) {
      const found = moverHandOffs.filter((handOff) => handOff.kind === kind);
      expect(who, found.length >= 1, `the ${kind} hand-off`);
      if (found.length > 1) result.duplicated.push(`${who}: ${found.length} ${kind} hand-offs`);
      for (const handOff of found)
        expect(who, handOff.message_template !== null, `the ${kind} hand-off's outbox message`);
    }
    if (mover.councilWaterNotified) {
      same(`${who} council complete`, row.council_complete, true);
      same(`${who} water complete`, row.water_complete, true);
    }
    const journey = energyJourneys.get(mover.enrolmentId);
    if (mover.energySelected) {
      expect(who, journey?.price_id != null, 'the chosen tariff');
      if (journey) same(`${who} tariff`, journey.price_id, mover.energySelected.priceIds[0]);
    }
    if (mover.payment) {
      expect(who, journey?.payment != null, 'the payment');
      if (journey) {
        same(
          `${who} bank account ending`,
          journey.bank_account_ending,
          mover.payment.accountEnding,
        );
        same(
          `${who} payment day`,
          String(journey.payment?.preferredDay ?? ''),
          mover.payment.preferredDay,
        );
      }
    }
    if (mover.energyCompleted) {
      const found = signups.get(mover.enrolmentId) ?? [];
      expect(who, found.length >= 1, 'the energy sign-up');
      const suppliers = new Set(found.map((signup) => signup.supplier_id));
      if (suppliers.size < found.length)
        result.duplicated.push(`${who}: ${found.length} energy sign-ups`);
      same(`${who} energy complete`, row.energy_complete, true);
    }
    if (mover.broadbandSelected) {
      const chosen = entertainment.get(mover.enrolmentId);
      expect(who, chosen?.package_id != null, 'the broadband package');
      if (chosen) same(`${who} package`, chosen.package_id, mover.broadbandSelected.packageId);
    }

    // Every message to the mover or about them once per template and recipient.
    const counts = new Map<string, number>();
    for (const message of messages.get(mover.enrolmentId) ?? []) {
      const key = `${message.template} to ${message.recipient}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, count] of counts)
      if (count > 1) result.duplicated.push(`${who}: ${count} × ${key}`);
  }
  return result;
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  return groups;
}
