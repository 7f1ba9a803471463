import type { Clock } from '@threshold/domain/dates/clock';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { INVALID_TOKEN_MESSAGE } from '@threshold/domain/messages/account-validation';
import {
  COMM_CLICK_RESULT,
  type CommClickEventResponse,
} from '@threshold/domain/schemas/comm-click';
import type { CommClickEventBody } from '@threshold/domain/schemas/comms';
import type { LinkTokens } from '../../auth/link-tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AccessLog } from '../account/account.service';
import type { EnrolmentService } from '../enrolment/enrolment.service';

export type CommClickService = ReturnType<typeof createCommClickService>;

function invalidLink(): AppError {
  return new AppError('INVALID_TOKEN', INVALID_TOKEN_MESSAGE, { status: 404, field: 'token' });
}

/**
 * The /continue landing (portal-access 4, "Comm-click redirect"): the invitation's confirm token
 * names the enrolment; the answer says where the mover goes and carries a fresh link token for
 * that page. The confirm token itself is not used up (a mover may click the invitation twice);
 * each click replaces the previous save-and-continue and onboarding tokens.
 */
export function createCommClickService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  linkTokens: LinkTokens;
  clock: Clock;
  log: AccessLog;
}) {
  const { db, enrolmentService, linkTokens, log } = deps;

  return {
    async recordClick(body: CommClickEventBody): Promise<CommClickEventResponse> {
      const link = body.token ? await linkTokens.find(db, 'confirm', body.token) : null;
      if (!link || (body.enrolmentId !== undefined && body.enrolmentId !== link.enrolmentId))
        throw invalidLink();
      const row = await enrolmentService.findRow(link.enrolmentId);
      if (!row || row.forgottenAt) throw invalidLink();
      const [account, branding] = await Promise.all([
        enrolmentService.findAccountForEnrolment(row.id),
        enrolmentService.brandingOf(row),
      ]);
      const usesOnboarding = branding.flags.otpLogin || branding.flags.onboardingJourney;

      const response = await db.transaction(async (tx): Promise<CommClickEventResponse> => {
        const base = {
          enrolmentId: row.id,
          saveAndContinueToken: null,
          onboardingToken: null,
          unpopulatedToken: null,
        };
        // A mover without a password (joined through onboarding) is sent to the code log-in.
        if (account)
          return { ...base, result: COMM_CLICK_RESULT.logIn, isCodeLogIn: !account.hasPassword };
        if (row.isUnpopulated) {
          await linkTokens.revokeAll(tx, row.id, 'unpopulated');
          return {
            ...base,
            result: COMM_CLICK_RESULT.unpopulated,
            unpopulatedToken: await linkTokens.issue(tx, row.id, 'unpopulated'),
          };
        }
        await linkTokens.revokeAll(tx, row.id, 'saveAndContinue');
        const saveAndContinueToken = await linkTokens.issue(tx, row.id, 'saveAndContinue');
        if (!row.surname || !row.postcode) {
          return {
            ...base,
            result: COMM_CLICK_RESULT.confirmWithTokenThenHome,
            saveAndContinueToken,
          };
        }
        let onboardingToken: string | null = null;
        if (usesOnboarding) {
          await linkTokens.revokeAll(tx, row.id, 'onboarding');
          onboardingToken = await linkTokens.issue(tx, row.id, 'onboarding');
        }
        const result =
          row.status >= ENROLMENT_STATUS.detailsPopulated
            ? COMM_CLICK_RESULT.confirmDetailsAgain
            : COMM_CLICK_RESULT.confirmDetails;
        return { ...base, result, saveAndContinueToken, onboardingToken };
      });
      log.info(
        {
          event: 'comm-click',
          result: response.result,
          commChannel: body.commChannel,
          enrolmentId: row.id,
        },
        'comm click',
      );
      return response;
    },
  };
}
