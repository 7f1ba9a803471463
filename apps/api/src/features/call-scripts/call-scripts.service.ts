import type { Clock } from '@threshold/domain/dates/clock';
import {
  CALL_SCRIPT_EMPTY_MESSAGE,
  CALL_SCRIPT_NOT_FOUND_MESSAGE,
  callScriptInputSchema,
  type CallScript,
} from '@threshold/domain/telephony/call-scripts';
import type { PageIdentifier } from '@threshold/domain/telephony/page-identifiers';
import { assertOperatorKey } from '../../auth/operator-key';
import { AppError } from '../../http/app-error';
import type { CallScriptRow, CallScriptsRepo } from './call-scripts.repo';

export const CALL_SCRIPTS_OPERATOR_ONLY_MESSAGE = 'Sorry, only operators can edit call scripts.';

export type CallScriptsService = ReturnType<typeof createCallScriptsService>;

const scriptOf = ({ pageIdentifier, pageScript }: CallScriptRow): CallScript => ({
  pageIdentifier,
  pageScript,
});

/** The agent's Script tab reads a page's script; operators edit them with the operator key. */
export function createCallScriptsService(deps: {
  repo: CallScriptsRepo;
  clock: Clock;
  operatorKey: string;
}) {
  const { repo, clock, operatorKey } = deps;
  const asOperator = (givenKey: string | undefined) =>
    assertOperatorKey(givenKey, operatorKey, CALL_SCRIPTS_OPERATOR_ONLY_MESSAGE);

  return {
    async get(pageIdentifier: string): Promise<CallScript> {
      const row = await repo.find(pageIdentifier);
      if (!row)
        throw new AppError('CALL_SCRIPT_NOT_FOUND', CALL_SCRIPT_NOT_FOUND_MESSAGE, { status: 404 });
      return scriptOf(row);
    },

    async list(givenKey: string | undefined): Promise<CallScript[]> {
      asOperator(givenKey);
      return (await repo.list()).map(scriptOf);
    },

    /** The body is checked here with the domain's rule (a script keeps its line breaks). */
    async save(
      givenKey: string | undefined,
      pageIdentifier: PageIdentifier,
      body: unknown,
    ): Promise<CallScript> {
      asOperator(givenKey);
      const parsed = callScriptInputSchema.safeParse(body ?? {});
      if (!parsed.success) {
        throw new AppError(
          'VALIDATION',
          parsed.error.issues[0]?.message ?? CALL_SCRIPT_EMPTY_MESSAGE,
          {
            status: 400,
            field: 'pageScript',
          },
        );
      }
      return scriptOf(await repo.save(pageIdentifier, parsed.data.pageScript, clock.now()));
    },
  };
}
