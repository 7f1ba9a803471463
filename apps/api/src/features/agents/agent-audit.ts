import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../auth/access-tokens';
import { AUTH_DECORATOR } from '../../auth/guards';
import type { AgentsService } from './agents.service';

/** Calls that write their own entry, in their own words. */
const UNRECORDED = new Set([
  '/api/telephony/login',
  '/api/telephony/code-login',
  '/api/telephony/assist',
  '/api/telephony/enrolments',
]);

/**
 * Every agent action into the audit log (agent, enrolment, action, time): each call an agent makes
 * that changes something and succeeds is written before its answer leaves, as its method and
 * route ("PUT /api/address"), never its body, so the log holds no personal data.
 */
export function registerAgentAudit(app: FastifyInstance, agentsService: AgentsService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const claims = request.getDecorator<AccessClaims | null>(AUTH_DECORATOR);
    if (claims?.kind !== 'agent' || request.method === 'GET' || request.method === 'HEAD')
      return payload;
    const route = request.routeOptions.url;
    if (reply.statusCode >= 400 || !route || UNRECORDED.has(route)) return payload;
    try {
      await agentsService.recordAction(
        claims.subject,
        claims.enrolmentId,
        `${request.method} ${route}`,
      );
    } catch (error) {
      // The action is done; a lost entry is an operator's problem, not the agent's.
      request.log.error({ err: error }, 'agent audit entry not written');
    }
    return payload;
  });
}
