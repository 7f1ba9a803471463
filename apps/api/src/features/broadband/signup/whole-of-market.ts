import { SERVICE_TYPE } from '@threshold/domain/codes/service-type';
import type {
  EntertainmentState,
  EntertainmentVisitBody,
} from '@threshold/domain/schemas/broadband';
import type { Caller } from '../../../auth/caller';
import { AppError } from '../../../http/app-error';
import { SKIP_PATCH } from '../../confirmation/service-changes';
import { saveEntertainmentJourney } from '../broadband.repo';
import { answerWithState, type BroadbandCallDeps } from '../broadband-calls';
import { stateOf, storedPackage } from '../entertainment-state';

export const NO_PENDING_PACKAGE_MESSAGE =
  'There is no package waiting for the provider to confirm.';
export const NO_WHOLE_OF_MARKET_PACKAGE_MESSAGE =
  'Please choose a package from the list before telling us about your sign-up.';

function noWholeOfMarketPackage(): AppError {
  return new AppError('NO_PACKAGE', NO_WHOLE_OF_MARKET_PACKAGE_MESSAGE, { status: 409 });
}

const VISIT_COLUMN = {
  wombbViewed: 'wombbViewedAt',
  bbPackageViewed: 'bbPackageViewedAt',
  wombbVisitRecorded: 'wombbVisitRecordedAt',
} as const;

/** The whole-of-market hand-off's answers: the visits, "We recorded your visit", a new package. */
export function createWholeOfMarketCalls(deps: BroadbandCallDeps) {
  const { db, clock, changeServices, reads } = deps;
  return {
    /** POST /api/entertainment/visit: stamps a step of the whole-of-market hand-off with the server's time. */
    async recordVisit(caller: Caller, body: EntertainmentVisitBody): Promise<EntertainmentState> {
      const { row, journey } = await reads.openReads(caller);
      const now = clock.now();
      if (body.step !== 'wombbViewed' && storedPackage(journey)?.signUp.kind !== 'wholeOfMarket') {
        throw noWholeOfMarketPackage();
      }
      const patch = { [VISIT_COLUMN[body.step]]: now };
      const saved = await saveEntertainmentJourney(db, row.id, patch, now);
      return stateOf(row, saved, clock.now());
    },

    /**
     * POST /api/entertainment/wombb-confirmation, "We recorded your visit": Yes keeps the package
     * waiting for the provider's confirmation (card In progress); No skips the whole-of-market service.
     */
    async confirmWombb(caller: Caller, confirmed: boolean) {
      const { row, journey } = await reads.openReads(caller);
      if (storedPackage(journey)?.signUp.kind !== 'wholeOfMarket') throw noWholeOfMarketPackage();
      const now = clock.now();
      const changed = await changeServices(
        caller,
        () =>
          confirmed
            ? { wombbUserConfirmed: true, wombbUserConfirmedAt: now, wombbSkipped: false }
            : SKIP_PATCH[SERVICE_TYPE.wombb],
        async (tx) => {
          await saveEntertainmentJourney(tx, row.id, { wombbUserConfirmed: confirmed }, now);
        },
      );
      return answerWithState(deps, changed);
    },

    /**
     * POST /api/entertainment/remove-pending-wombb-package ("Select a new package"): the package
     * waiting for the provider is dropped and the list opens again.
     */
    async removePendingPackage(caller: Caller) {
      const row = caller.enrolment;
      if (!(row.wombbUserConfirmed && !row.wombbComplete))
        throw new AppError('NO_PENDING_PACKAGE', NO_PENDING_PACKAGE_MESSAGE, { status: 409 });
      const now = clock.now();
      const changed = await changeServices(
        caller,
        () => ({
          wombbUserConfirmed: false,
          wombbUserConfirmedAt: null,
          wombbSkipped: false,
          entertainmentSkipped: false,
        }),
        async (tx) => {
          const dropped = {
            selectedPackage: null,
            wombbUserConfirmed: null,
            wombbVisitRecordedAt: null,
            bbPackageViewedAt: null,
            installStart: null,
            installDate: null,
          };
          await saveEntertainmentJourney(tx, row.id, dropped, now);
        },
      );
      return answerWithState(deps, changed);
    },
  };
}
