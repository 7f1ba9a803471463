import { apiErrorSchema, type ApiErrorBody } from '@threshold/domain/schemas/api-error';
import {
  energyCompletionSchema,
  paymentFormValuesSchema,
  paymentSavedSchema,
} from '@threshold/domain/schemas/energy-payment';
import { paymentPageSchema } from '@threshold/domain/schemas/energy-payment-page';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type RequireCaller } from '../../../auth/caller';
import {
  isPaymentRefusal,
  type EnergyPaymentService,
  type PaymentRefusal,
} from './energy-payment.service';

export type EnergyPaymentRoutesOptions = {
  energyPaymentService: EnergyPaymentService;
  requireCaller: RequireCaller;
  /** Payment saves and completions per IP per minute: each runs a modulus check, a completion writes messages. */
  perMinute: number;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['energy'];

/** A refused form as the project's 400: the first message, and every field's. */
function refuse(reply: FastifyReply, refusal: PaymentRefusal) {
  const body: ApiErrorBody = {
    message: Object.values(refusal.errors)[0] ?? 'Please check the information you entered',
    code: 'VALIDATION_FAILED',
    errors: refusal.errors,
  };
  return reply.code(400).send(body);
}

/**
 * The energy payment page's calls (service-journeys 7): the direct debit or pay-as-you-go
 * choices, and completing energy (our path: the spec shows none). The mover's own enrolment only.
 */
export const energyPaymentRoutes: FastifyPluginAsyncZod<EnergyPaymentRoutesOptions> = async (
  app,
  { energyPaymentService, requireCaller, perMinute },
) => {
  const mover = requireCaller('user', 'agent');
  const config = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  app.get(
    '/enrolment/energy/payment',
    {
      ...mover,
      schema: {
        tags,
        security,
        summary:
          'The payment page: the chosen tariff(s), whether the direct debit form applies, and "Your Summary"',
        response: { 200: paymentPageSchema, ...errors },
      },
    },
    async (request) => energyPaymentService.page(callerOf(request)),
  );

  app.put(
    '/enrolment/directdebit',
    {
      ...mover,
      config,
      schema: {
        tags,
        security,
        summary:
          'Checks the direct debit form (the spec’s rules, then the modulus check) and keeps the payment preferences and the account number’s last 3 digits',
        body: paymentFormValuesSchema,
        response: { 200: paymentSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await energyPaymentService.saveDirectDebit(callerOf(request), request.body);
      return isPaymentRefusal(result) ? refuse(reply, result) : result;
    },
  );

  app.put(
    '/enrolment/setup-payg',
    {
      ...mover,
      config,
      schema: {
        tags,
        security,
        summary: 'Keeps the pay-as-you-go choices (terms, smart-meter preferences): no bank form',
        body: paymentFormValuesSchema,
        response: { 200: paymentSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await energyPaymentService.setupPayg(callerOf(request), request.body);
      return isPaymentRefusal(result) ? refuse(reply, result) : result;
    },
  );

  app.post(
    '/enrolment/energy/complete',
    {
      ...mover,
      config,
      schema: {
        tags,
        security,
        summary:
          'Completes energy: a sign-up per supplier delivered to it through the outbox, in one transaction; a second call sends nothing more',
        body: paymentFormValuesSchema,
        response: { 200: energyCompletionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await energyPaymentService.complete(callerOf(request), request.body);
      return isPaymentRefusal(result) ? refuse(reply, result) : result;
    },
  );
};
