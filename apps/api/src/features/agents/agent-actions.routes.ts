import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { linkSentSchema, sendInviteSchema } from '@threshold/domain/telephony/agent-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../auth/caller';
import type { AgentActionsService } from './agent-actions.service';

export type AgentActionsRoutesOptions = {
  agentActionsService: AgentActionsService;
  requireCaller: RequireCaller;
};

const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The agent's Actions tab (portal-access 4), and the mover's own save-and-continue link. */
export const agentActionsRoutes: FastifyPluginAsyncZod<AgentActionsRoutesOptions> = async (
  app,
  { agentActionsService, requireCaller },
) => {
  const assisting = requireCaller('agent');

  app.post(
    '/enrolment/end-enrolment',
    {
      ...assisting,
      schema: {
        tags: ['telephony'],
        security,
        summary:
          'Finish: the agent finalises the enrolment it assists (complete); 409 while pending or once complete',
        response: { 200: enrolmentSchema, ...errors },
      },
    },
    async (request) => agentActionsService.finish(callerOf(request)),
  );

  app.post(
    '/enrolment/send-link',
    {
      ...assisting,
      schema: {
        tags: ['telephony'],
        security,
        summary:
          'Send link: the save-and-continue link by e-mail (needs e-mail, surname and postcode; 3 an hour)',
        response: { 200: linkSentSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => agentActionsService.sendSaveAndContinueLink(callerOf(request)),
  );

  app.post(
    '/enrolment/save-and-continue',
    {
      ...requireCaller('user'),
      schema: {
        tags: ['enrolment'],
        security,
        summary:
          'A logged-in mover asks for their save-and-continue link by e-mail (the agent’s Send link rules and limit)',
        response: { 200: linkSentSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => agentActionsService.sendSaveAndContinueLink(callerOf(request)),
  );

  app.post(
    '/enrolment/send-invite',
    {
      ...assisting,
      schema: {
        tags: ['telephony'],
        security,
        summary:
          'Send invite: the auto log-in link straight to the energy or broadband step, by e-mail (409 when not offered or finished; 3 an hour)',
        body: sendInviteSchema,
        response: { 200: linkSentSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => agentActionsService.sendInvite(callerOf(request), request.body.product),
  );
};
