import type { Clock } from '@threshold/domain/dates/clock';
import { dueReminder, latestStepDueBy } from '@threshold/domain/journey/reminders';
import { autoLogInPath } from '@threshold/domain/journey/routes';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { FastifyBaseLogger } from 'fastify';
import type { LinkTokens } from '../../auth/link-tokens';
import type { Db } from '../../db/client';
import { brandPath, type Outbox } from '../../messages/outbox';
import type { BrandService } from '../brand/brand.service';
import type { ReminderCandidate, RemindersRepo } from './reminders.repo';

export const REMINDER_TEMPLATE = 'journeyReminder';
/** Movers read per sweep; the rest wait for the next sweep (a minute later). */
export const REMINDER_BATCH_SIZE = 100;

export type ReminderSweepResult = { sent: number };
export type RemindersService = ReturnType<typeof createRemindersService>;

/**
 * Bringing movers back: finds movers whose reminder is due (the domain rule, with their brand's
 * schedule), claims each one and writes the message with an auto log-in link in the same
 * transaction, so a reminder is recorded exactly when its message is.
 */
export function createRemindersService(deps: {
  db: Db;
  repo: RemindersRepo;
  brandService: BrandService;
  linkTokens: LinkTokens;
  outbox: Outbox;
  clock: Clock;
  publicBaseUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  batchSize?: number;
}) {
  const { db, repo, brandService, linkTokens, outbox, clock, publicBaseUrl, log } = deps;
  const batchSize = deps.batchSize ?? REMINDER_BATCH_SIZE;

  async function brandings(): Promise<Map<number, Branding>> {
    const ids = await repo.brandIds(db);
    return new Map(
      await Promise.all(
        ids.map(async (id) => [id, await brandService.getBrandingById(id)] as const),
      ),
    );
  }

  /** One mover: true when this sweep claimed and queued their reminder. */
  async function remind(
    candidate: ReminderCandidate,
    branding: Branding,
    now: Date,
  ): Promise<boolean> {
    const due = dueReminder(candidate, branding.reminderScheduleDays, now);
    const stepNoLaterThan = due
      ? latestStepDueBy(branding.reminderScheduleDays, due.number, now)
      : null;
    if (!due || !stepNoLaterThan) return false;
    return db.transaction(async (tx) => {
      const claimed = await repo.claim(tx, {
        enrolmentId: candidate.enrolmentId,
        sentBefore: candidate.journeyRemindersSent,
        number: due.number,
        stepNoLaterThan,
      });
      if (!claimed) return false;
      const token = await linkTokens.issue(tx, candidate.enrolmentId, 'login');
      await outbox.enqueue(tx, {
        template: REMINDER_TEMPLATE,
        channel: due.channel,
        to: due.to,
        brandId: candidate.brandId,
        enrolmentId: candidate.enrolmentId,
        data: {
          link: `${publicBaseUrl}${brandPath(branding)}${autoLogInPath(token)}`,
          ...(candidate.firstName ? { firstName: candidate.firstName } : {}),
        },
      });
      return true;
    });
  }

  return {
    /** One sweep over the movers who may be due; every replica may run it at once. */
    async sweep(): Promise<ReminderSweepResult> {
      const now = clock.now();
      const byBrand = await brandings();
      const schedules = Object.fromEntries(
        [...byBrand].map(([id, branding]) => [id, branding.reminderScheduleDays]),
      );
      const candidates = await repo.findCandidates(db, schedules, now, batchSize);
      let sent = 0;
      for (const candidate of candidates) {
        const branding = byBrand.get(candidate.brandId);
        if (!branding) continue;
        try {
          if (await remind(candidate, branding, now)) sent += 1;
        } catch (error) {
          // One mover's failure must not stop the others; only the error's kind is logged (its text may quote an address).
          const kind = error instanceof Error ? error.name : 'UnknownError';
          log.error({ enrolmentId: candidate.enrolmentId, error: kind }, 'journey reminder failed');
        }
      }
      return { sent };
    },
  };
}
