import type { Clock } from '@threshold/domain/dates/clock';
import { ROUTES } from '@threshold/domain/journey/routes';
import {
  FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY,
  FLATMATE_INVITATIONS_PER_MOVER_PER_DAY,
  FLATMATE_LIMIT_MESSAGES,
  type Flatmate,
  type TellFlatmatesResponse,
} from '@threshold/domain/schemas/flatmates';
import type { Caller } from '../../auth/caller';
import type { CounterHit, RateLimitCounters } from '../../auth/rate-limit-counters';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createHandOffs } from '../../messages/hand-offs/hand-offs';
import { brandPath, type Outbox } from '../../messages/outbox';
import { requireOpenStep } from '../journey/journey-order';
import type { FlatmatesRepo } from './flatmates.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

function tooMany(message: string, field: string | undefined, hit: CounterHit, now: Date): AppError {
  return new AppError('TOO_MANY_INVITATIONS', message, {
    status: 429,
    field,
    retryAfterSeconds: (hit.windowEndsAt.getTime() - now.getTime()) / 1000,
  });
}

export type FlatmatesService = ReturnType<typeof createFlatmatesService>;

/**
 * "Tell your flatmates": a branded invitation from the mover's brand, a hand-off (record and outbox
 * message) written with its invitation row in one transaction. Limited per address (all movers together) and per mover.
 */
export function createFlatmatesService(deps: {
  db: Db;
  repo: FlatmatesRepo;
  outbox: Outbox;
  hasher: SecretHasher;
  rateLimitCounters: RateLimitCounters;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { db, repo, hasher, rateLimitCounters: counters, clock, publicBaseUrl } = deps;
  const handOffs = createHandOffs({ outbox: deps.outbox });

  return {
    async tell(caller: Caller, flatmate: Flatmate): Promise<TellFlatmatesResponse> {
      // The brand was read with the caller, before the transaction (PGlite has one connection).
      const { enrolment: row, branding: brand } = caller;
      requireOpenStep(ROUTES.tellYourFlatmates, row, brand, clock);

      const email = flatmate.email.toLowerCase();
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Counted inside the transaction: a refused invitation rolls its own hits back.
        const byMover = await counters.hit(tx, `flatmate-mover-day:${row.id}`, DAY_MS, now);
        if (byMover.hits > FLATMATE_INVITATIONS_PER_MOVER_PER_DAY)
          throw tooMany(FLATMATE_LIMIT_MESSAGES.mover, undefined, byMover, now);
        // The key holds an HMAC of the address, never the address.
        const byAddress = await counters.hit(
          tx,
          `flatmate-address-day:${hasher.hash(`flatmate:${email}`)}`,
          DAY_MS,
          now,
        );
        if (byAddress.hits > FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY)
          throw tooMany(FLATMATE_LIMIT_MESSAGES.address, 'email', byAddress, now);

        // A campaign message: an address that unsubscribed gets a suppressed row (the hand-off
        // fails at once), never an e-mail.
        const handOff = await handOffs.record(tx, {
          kind: 'flatmateInvitation',
          enrolmentId: row.id,
          message: {
            template: 'flatmateInvitation',
            channel: 'email',
            to: email,
            brandId: brand.id,
            data: {
              link: `${publicBaseUrl}${brandPath(brand)}/`,
              flatmateName: flatmate.name,
              ...(row.firstName ? { moverFirstName: row.firstName } : {}),
            },
          },
        });
        await repo.insert(tx, {
          id: handOff.id,
          enrolmentId: row.id,
          flatmateName: flatmate.name,
          emailAddress: email,
          createdAt: now,
        });
      });
      return { accepted: true };
    },
  };
}
