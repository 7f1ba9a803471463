import { checkInstallChoice } from '@threshold/domain/broadband/install-date';
import type {
  BroadbandPackage,
  EntertainmentState,
  SelectPackageBody,
  SelectPackageResponse,
} from '@threshold/domain/schemas/broadband';
import { hasPreloaded, preloaded, type Caller } from '../../../auth/caller';
import { AppError } from '../../../http/app-error';
import { entertainmentJourneyPart, saveEntertainmentJourney } from '../broadband.repo';
import { entertainmentState, type BroadbandCallDeps } from '../broadband-calls';
import { ENTERTAINMENT_STATE_PARTS, stateOf } from '../entertainment-state';
import { findListed, listingContext } from '../list/listing';
import { wombbPackageUrl } from '../list/package-builder';
import { recordWebhookEvent } from '../../../messages/webhooks/webhook-events';

export const WOM_CONSENT_REQUIRED_MESSAGE =
  'We need your consent to compare the whole market before you choose this package.';

/** One package, the state, choosing a package and the whole-of-market consent (service-journeys 2). */
export function createPackageChoiceCalls(deps: BroadbandCallDeps) {
  const { db, enrolmentService, catalogue, clock, contactNumbers, reads } = deps;
  return {
    /** GET /api/entertainment/packages/{sourceId}/{packageId}: one package as listed at the mover's address. */
    async packageDetails(
      caller: Caller,
      ref: { packageId: string; sourceId: string },
    ): Promise<BroadbandPackage> {
      const { row } = await reads.openReads(caller);
      return (await findListed(catalogue, listingContext(row, clock, contactNumbers), ref)).listed;
    },

    /** GET /api/entertainment/state: the saved filters, the chosen package and the hand-off dates. */
    async state(caller: Caller): Promise<EntertainmentState> {
      if (hasPreloaded(caller, ENTERTAINMENT_STATE_PARTS)) {
        const journey = preloaded(caller, entertainmentJourneyPart);
        return stateOf(caller.enrolment, journey, clock.now());
      }
      return entertainmentState(deps, caller.enrolment);
    },

    /**
     * POST /api/entertainment/select-package: the package as priced at the mover's address now
     * is kept (bbPackageViewedDate stamped) with when to install it (as soon as possible, its
     * earliest install date, unless a custom date within its window is asked for); a
     * whole-of-market one answers the provider's link.
     */
    async selectPackage(caller: Caller, body: SelectPackageBody): Promise<SelectPackageResponse> {
      const { row, journey } = await reads.openReads(caller);
      const context = listingContext(row, clock, contactNumbers);
      const { provided, listed } = await findListed(catalogue, context, body);
      // A whole-of-market package is chosen only after the mover's consent is on record (wom-consent).
      if (listed.signUp.kind === 'wholeOfMarket' && !journey?.womConsentAt) {
        throw new AppError('WOM_CONSENT_REQUIRED', WOM_CONSENT_REQUIRED_MESSAGE, { status: 409 });
      }
      const install = body.installation ?? { start: 'asap' };
      const checked = checkInstallChoice(install, listed, row.moveInDate ?? null);
      if (!checked.ok) {
        throw new AppError('INSTALL_DATE_INVALID', checked.message, {
          status: 400,
          field: checked.field === 'date' ? 'installation.date' : 'installation.start',
        });
      }
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const choice = await saveEntertainmentJourney(
          tx,
          row.id,
          {
            selectedPackage: listed,
            bbPackageViewedAt: now,
            wombbUserConfirmed: null,
            skyCallbackSlot: null,
            installStart: checked.choice.start,
            installDate: checked.choice.date,
          },
          now,
        );
        await recordWebhookEvent(tx, {
          type: 'service.completed',
          enrolmentId: row.id,
          at: now,
          service: 'broadband',
        });
        return choice;
      });
      const entertainment = stateOf(row, saved, clock.now());
      return {
        enrolment: await enrolmentService.toEnrolment(row, caller),
        entertainment,
        wombbPackageUrl: listed.signUp.kind === 'wholeOfMarket' ? wombbPackageUrl(provided) : null,
      };
    },

    /** POST /api/enrolment/wom-consent?serviceType=4: the time the mover agreed to the whole-of-market search. */
    async recordWomConsent(caller: Caller): Promise<void> {
      const { row } = await reads.openReads(caller);
      await saveEntertainmentJourney(db, row.id, { womConsentAt: clock.now() }, clock.now());
    },
  };
}
