import type { EnrolmentSearch } from '@threshold/domain/telephony/enrolment-search';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentAuditLog, agents, agentSignInTokens, brands, enrolments } from '../../db/schema';

export type AgentRow = typeof agents.$inferSelect;
export type AgentAuditRow = {
  agentId: string;
  agentName: string;
  enrolmentId: string | null;
  action: string;
  at: Date;
};
export type AgentsRepo = ReturnType<typeof createAgentsRepo>;

const AUDIT_PAGE = 500;
const SEARCH_PAGE = 25;

export type EnrolmentFoundRow = {
  id: string;
  firstName: string | null;
  surname: string | null;
  emailAddress: string | null;
  postcode: string | null;
  addressLine1: string | null;
  moveInDate: string | null;
  status: number;
  brandId: number;
  brandName: string;
  forgotten: boolean;
};

/** A typed word as a LIKE prefix: its own % and _ match only themselves. */
function startsWith(word: string): string {
  return `${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(search: EnrolmentSearch): SQL {
  switch (search.by) {
    case 'email':
      return sql`lower(${enrolments.emailAddress}) = ${search.email}`;
    case 'mobile':
      return eq(enrolments.contactNumber, search.mobile);
    case 'postcode':
      return eq(enrolments.postcode, search.postcode);
    case 'name':
      return sql.join(
        search.words.map(
          (word) =>
            sql`(lower(${enrolments.firstName}) like ${startsWith(word)} or lower(${enrolments.surname}) like ${startsWith(word)})`,
        ),
        sql` and `,
      );
  }
}

export function createAgentsRepo(db: Db) {
  return {
    /** The new agent, or undefined when the e-mail address is already an agent's. */
    async insert(input: { name: string; email: string }, now: Date): Promise<AgentRow | undefined> {
      const [row] = await db
        .insert(agents)
        .values({ ...input, createdAt: now })
        .onConflictDoNothing({ target: agents.email })
        .returning();
      return row;
    },

    async list(): Promise<AgentRow[]> {
      return db.select().from(agents).orderBy(agents.name);
    },

    async findById(id: string): Promise<AgentRow | undefined> {
      const [row] = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
      return row;
    },

    /** By e-mail address, or by name (any case): an operator names the agent either way. */
    async findByNameOrEmail(nameOrEmail: string): Promise<AgentRow[]> {
      const wanted = nameOrEmail.trim().toLowerCase();
      return db
        .select()
        .from(agents)
        .where(sql`${agents.email} = ${wanted} or lower(${agents.name}) = ${wanted}`)
        .limit(2);
    },

    async setActive(id: string, active: boolean, now: Date): Promise<AgentRow | undefined> {
      const [row] = await db
        .update(agents)
        .set({ active, deactivatedAt: active ? null : now })
        .where(eq(agents.id, id))
        .returning();
      return row;
    },

    async insertSignInToken(
      input: { agentId: string; tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      await db.insert(agentSignInTokens).values({ ...input, createdAt: now });
    },

    /**
     * Uses a sign-in token in one statement (so two uses at once cannot both succeed): the agent it
     * was issued for, or undefined when it is unknown, used or expired.
     */
    async consumeSignInToken(tokenHash: string, now: Date): Promise<AgentRow | undefined> {
      const [used] = await db
        .update(agentSignInTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(agentSignInTokens.tokenHash, tokenHash),
            isNull(agentSignInTokens.usedAt),
            gt(agentSignInTokens.expiresAt, now),
          ),
        )
        .returning({ agentId: agentSignInTokens.agentId });
      if (!used) return undefined;
      const [agent] = await db.select().from(agents).where(eq(agents.id, used.agentId)).limit(1);
      return agent;
    },

    async recordAction(
      entry: { agentId: string; enrolmentId: string | null; action: string },
      now: Date,
    ): Promise<void> {
      await db.insert(agentAuditLog).values({ ...entry, at: now });
    },

    /** Enrolments matching an agent's search, most recently changed first. */
    async searchEnrolments(search: EnrolmentSearch): Promise<EnrolmentFoundRow[]> {
      return db
        .select({
          id: enrolments.id,
          firstName: enrolments.firstName,
          surname: enrolments.surname,
          emailAddress: enrolments.emailAddress,
          postcode: enrolments.postcode,
          addressLine1: enrolments.addressLine1,
          moveInDate: enrolments.moveInDate,
          status: enrolments.status,
          brandId: enrolments.brandId,
          brandName: brands.name,
          forgotten: sql<boolean>`${enrolments.forgottenAt} is not null`,
        })
        .from(enrolments)
        .innerJoin(brands, eq(brands.id, enrolments.brandId))
        .where(searchCondition(search))
        .orderBy(desc(enrolments.updatedAt))
        .limit(SEARCH_PAGE);
    },

    /** Whether an enrolment exists and when it was forgotten (null while it was not). */
    async findEnrolmentState(
      enrolmentId: string,
    ): Promise<{ forgottenAt: Date | null } | undefined> {
      const [row] = await db
        .select({ forgottenAt: enrolments.forgottenAt })
        .from(enrolments)
        .where(eq(enrolments.id, enrolmentId))
        .limit(1);
      return row;
    },

    /** The newest entries first, for one agent or one enrolment or all. */
    async auditLog(filter: { agentId?: string; enrolmentId?: string }): Promise<AgentAuditRow[]> {
      const conditions = [
        filter.agentId ? eq(agentAuditLog.agentId, filter.agentId) : undefined,
        filter.enrolmentId ? eq(agentAuditLog.enrolmentId, filter.enrolmentId) : undefined,
      ].filter((condition) => condition !== undefined);
      return db
        .select({
          agentId: agentAuditLog.agentId,
          agentName: agents.name,
          enrolmentId: agentAuditLog.enrolmentId,
          action: agentAuditLog.action,
          at: agentAuditLog.at,
        })
        .from(agentAuditLog)
        .innerJoin(agents, eq(agents.id, agentAuditLog.agentId))
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(agentAuditLog.at), desc(agentAuditLog.id))
        .limit(AUDIT_PAGE);
    },
  };
}
