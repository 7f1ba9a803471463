import type { Clock } from '@threshold/domain/dates/clock';
import type { Branding } from '@threshold/domain/schemas/brand';
import {
  AGENT_INACTIVE_MESSAGE,
  AGENT_SIGN_IN_TOKEN_TTL_MINUTES,
  AGENT_TOKEN_INVALID_MESSAGE,
  ENROLMENT_FORGOTTEN_FOR_AGENT_MESSAGE,
  ENROLMENT_NOT_FOUND_FOR_AGENT_MESSAGE,
  type Agent,
  type AgentAuditEntry,
  type AgentInput,
  type AgentSignInToken,
  type TelephonyLoginResponse,
} from '@threshold/domain/telephony/telephony';
import {
  readEnrolmentSearch,
  type AgentNewEnrolment,
  type EnrolmentFound,
} from '@threshold/domain/telephony/enrolment-search';
import type { AccessClaims, AccessTokens } from '../../auth/access-tokens';
import type { Authenticator } from '../../auth/authenticator';
import { assertOperatorKey } from '../../auth/operator-key';
import { generateUrlToken, type SecretHasher } from '../../auth/secret-hash';
import { AppError } from '../../http/app-error';
import type { AgentRow, AgentsRepo } from './agents.repo';

export const AGENTS_OPERATOR_ONLY_MESSAGE = 'Sorry, only operators can manage agents.';
export const AGENT_EMAIL_TAKEN_MESSAGE = 'An agent with this email address already exists.';
export const AGENT_NOT_FOUND_MESSAGE = 'No agent has that name or email address.';
export const AGENT_NAME_AMBIGUOUS_MESSAGE =
  'More than one agent has that name: use the agent’s email address.';

/** The audit log's words for what an agent did outside the journey's own calls. */
export const AGENT_ACTIONS = {
  signedIn: 'Signed in',
  searched: 'Searched enrolments',
  opened: 'Opened the enrolment',
  created: 'Created the enrolment for a caller',
} as const;

export type AgentsService = ReturnType<typeof createAgentsService>;

function agentOf(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

/**
 * Agent accounts, their sign-in tokens and sessions, and the audit log (portal-access 6 and 7).
 * Operators manage agents with the operator key; an agent signs in once with a token an operator
 * issued and then holds an agent access token, which ends with the agent's account.
 */
export function createAgentsService(deps: {
  repo: AgentsRepo;
  accessTokens: AccessTokens;
  authenticator: Pick<Authenticator, 'forgetAgent'>;
  hasher: SecretHasher;
  clock: Clock;
  operatorKey: string;
  /** The branding of a brand id (the brand feature's, kept in memory). */
  brandingOf: (brandId: number) => Promise<Pick<Branding, 'urlRoute' | 'branchId'>>;
  /** A new pending enrolment for a caller on the brand (and branch), made by the enrolment feature. */
  createEnrolmentForCaller: (input: AgentNewEnrolment) => Promise<{ enrolmentId: string }>;
}) {
  const {
    repo,
    accessTokens,
    authenticator,
    hasher,
    clock,
    operatorKey,
    brandingOf,
    createEnrolmentForCaller,
  } = deps;
  const asOperator = (givenKey: string | undefined) =>
    assertOperatorKey(givenKey, operatorKey, AGENTS_OPERATOR_ONLY_MESSAGE);

  async function agentNamed(nameOrEmail: string): Promise<AgentRow> {
    const found = await repo.findByNameOrEmail(nameOrEmail);
    if (found.length > 1)
      throw new AppError('AGENT_AMBIGUOUS', AGENT_NAME_AMBIGUOUS_MESSAGE, { status: 409 });
    const [agent] = found;
    if (!agent) throw new AppError('AGENT_NOT_FOUND', AGENT_NOT_FOUND_MESSAGE, { status: 404 });
    return agent;
  }

  async function record(agentId: string, enrolmentId: string | null, action: string) {
    await repo.recordAction({ agentId, enrolmentId, action }, clock.now());
  }

  async function sessionOn(
    claims: AccessClaims,
    enrolmentId: string,
    action: string,
  ): Promise<TelephonyLoginResponse> {
    const agent = await repo.findById(claims.subject);
    if (!agent?.active)
      throw new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 401 });
    const issued = await accessTokens.issue({ kind: 'agent', subject: agent.id, enrolmentId });
    await record(agent.id, enrolmentId, action);
    return {
      accessToken: issued.accessToken,
      expiresIn: issued.expiresIn,
      agentName: agent.name,
      enrolmentId,
    };
  }

  return {
    async createAgent(givenKey: string | undefined, input: AgentInput): Promise<Agent> {
      asOperator(givenKey);
      const row = await repo.insert(input, clock.now());
      if (!row)
        throw new AppError('AGENT_EMAIL_TAKEN', AGENT_EMAIL_TAKEN_MESSAGE, {
          status: 409,
          field: 'email',
        });
      return agentOf(row);
    },

    async listAgents(givenKey: string | undefined): Promise<Agent[]> {
      asOperator(givenKey);
      return (await repo.list()).map(agentOf);
    },

    /** Deactivating ends every token the agent holds at once (this replica forgets them too). */
    async setActive(
      givenKey: string | undefined,
      agentId: string,
      active: boolean,
    ): Promise<Agent> {
      asOperator(givenKey);
      const row = await repo.setActive(agentId, active, clock.now());
      if (!row) throw new AppError('AGENT_NOT_FOUND', AGENT_NOT_FOUND_MESSAGE, { status: 404 });
      if (!active) authenticator.forgetAgent(agentId);
      return agentOf(row);
    },

    /** A single-use sign-in token for an active agent, shown once; only its hash is kept. */
    async issueSignInToken(
      givenKey: string | undefined,
      agentName: string,
    ): Promise<AgentSignInToken> {
      asOperator(givenKey);
      const agent = await agentNamed(agentName);
      if (!agent.active)
        throw new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 409 });
      const token = generateUrlToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + AGENT_SIGN_IN_TOKEN_TTL_MINUTES * 60_000);
      await repo.insertSignInToken(
        { agentId: agent.id, tokenHash: hasher.hash(token), expiresAt },
        now,
      );
      return { token, agentName: agent.name, expiresAt: expiresAt.toISOString() };
    },

    /** POST /api/telephony/login: the token's agent gets an agent session (no enrolment yet). */
    async logIn(token: string): Promise<TelephonyLoginResponse> {
      const agent = await repo.consumeSignInToken(hasher.hash(token), clock.now());
      if (!agent)
        throw new AppError('AGENT_TOKEN_INVALID', AGENT_TOKEN_INVALID_MESSAGE, { status: 401 });
      if (!agent.active)
        throw new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 401 });
      const issued = await accessTokens.issue({ kind: 'agent', subject: agent.id });
      await record(agent.id, null, AGENT_ACTIONS.signedIn);
      return {
        accessToken: issued.accessToken,
        expiresIn: issued.expiresIn,
        agentName: agent.name,
        enrolmentId: null,
      };
    },

    /** GET /api/telephony/name: the header's agent name. */
    async nameOf(claims: AccessClaims): Promise<string> {
      const agent = await repo.findById(claims.subject);
      if (!agent?.active)
        throw new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 401 });
      return agent.name;
    },

    /** The admin portal's search: by e-mail, mobile, postcode or name (the log keeps no terms). */
    async search(claims: AccessClaims, typed: string): Promise<EnrolmentFound[]> {
      const rows = await repo.searchEnrolments(readEnrolmentSearch(typed));
      await record(claims.subject, null, AGENT_ACTIONS.searched);
      return Promise.all(
        rows.map(async ({ firstName, surname, brandId, ...row }) => {
          // Brandings are kept in memory: a page of results asks the database for none.
          const { urlRoute, branchId } = await brandingOf(brandId);
          return {
            ...row,
            customerName: [firstName, surname].filter(Boolean).join(' ') || null,
            portalPath: `/${urlRoute}${branchId ? `/${branchId}` : ''}`,
          };
        }),
      );
    },

    /**
     * The agent opens an enrolment to assist: a new agent token bound to it, so every journey call
     * the agent makes reaches that enrolment and no other. A forgotten one cannot be opened.
     */
    async assist(claims: AccessClaims, enrolmentId: string): Promise<TelephonyLoginResponse> {
      const state = await repo.findEnrolmentState(enrolmentId);
      if (!state)
        throw new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_FOR_AGENT_MESSAGE, {
          status: 404,
        });
      if (state.forgottenAt)
        throw new AppError('ENROLMENT_FORGOTTEN', ENROLMENT_FORGOTTEN_FOR_AGENT_MESSAGE, {
          status: 410,
        });
      return sessionOn(claims, enrolmentId, AGENT_ACTIONS.opened);
    },

    /** A new enrolment for the caller on the line, opened at once. */
    async createForCaller(
      claims: AccessClaims,
      input: AgentNewEnrolment,
    ): Promise<TelephonyLoginResponse> {
      const { enrolmentId } = await createEnrolmentForCaller(input);
      return sessionOn(claims, enrolmentId, AGENT_ACTIONS.created);
    },

    /** What an agent did on a journey call (the audit hook's entry). */
    recordAction: record,

    async auditLog(
      givenKey: string | undefined,
      filter: { agent?: string; enrolmentId?: string },
    ): Promise<AgentAuditEntry[]> {
      asOperator(givenKey);
      const agentId = filter.agent ? (await agentNamed(filter.agent)).id : undefined;
      const rows = await repo.auditLog({ agentId, enrolmentId: filter.enrolmentId });
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}
