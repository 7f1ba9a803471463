import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Clock } from '@threshold/domain/dates/clock';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { createAccessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticator';
import { CALLER_DECORATOR, createRequireCaller } from './auth/caller';
import { AUTH_DECORATOR, createRequireKind } from './auth/guards';
import { createLinkTokens } from './auth/link-tokens';
import { createLinkTokensRepo } from './auth/link-tokens.repo';
import { createPasswordHasher } from './auth/password-hashing';
import { createRateLimitCounters } from './auth/rate-limit-counters';
import { createSecretHasher } from './auth/secret-hash';
import { createTokenRevocationRepo } from './auth/token-revocation.repo';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountFeature } from './features/account/account.feature';
import { createAddressesFeature } from './features/addresses/addresses.feature';
import { createAgentsFeature } from './features/agents/agents.feature';
import { createCallScriptsFeature } from './features/call-scripts/call-scripts.feature';
import { createBrandFeature } from './features/brand/brand.feature';
import { createBroadbandFeature } from './features/broadband/broadband.feature';
import { createCommClickFeature } from './features/comm-click/comm-click.feature';
import { createCommsFeature } from './features/comms/comms.feature';
import { createConfirmationFeature } from './features/confirmation/confirmation.feature';
import { createContentFeature } from './features/content/content.feature';
import { createCouncilWaterFeature } from './features/council-water/council-water.feature';
import type { DevClock } from './features/dev/dev-clock';
import { createDevFeature } from './features/dev/dev.feature';
import { createEnergyExtrasFeature } from './features/energy/extras/energy-extras.feature';
import { createEnergyJourneyFeature } from './features/energy/journey/energy-journey.feature';
import { createEnergyPaymentFeature } from './features/energy/payment/energy-payment.feature';
import { createEnergyQuotesFeature } from './features/energy/quotes/energy-quotes.feature';
import { createEnrolmentFeature } from './features/enrolment/enrolment.feature';
import { createFlatmatesFeature } from './features/flatmates/flatmates.feature';
import { createHealthFeature } from './features/health/health.feature';
import { metricsRoutes } from './features/observability/metrics.routes';
import { createObservabilityFeature } from './features/observability/observability.feature';
import { createMovingDetailsFeature } from './features/moving-details/moving-details.feature';
import { createNotesFeature } from './features/notes/notes.feature';
import { createOffersFeature } from './features/offers/offers.feature';
import { createOnboardingFeature } from './features/onboarding/onboarding.feature';
import { createOtpFeature } from './features/otp/otp.feature';
import { createPartnerConsoleFeature } from './features/partner-console/partner-console.feature';
import { createPartnerConsoleBrandFeature } from './features/partner-console-brand/partner-console-brand.feature';
import { createPartnerConsoleKeysFeature } from './features/partner-console-keys/partner-console-keys.feature';
import { createPartnerConsoleLeadsFeature } from './features/partner-console-leads/partner-console-leads.feature';
import { createPartnerConsoleReportsFeature } from './features/partner-console-reports/partner-console-reports.feature';
import { createPartnerLeadsFeature } from './features/partner-leads/partner-leads.feature';
import { createPartnerWebhooksFeature } from './features/partner-webhooks/partner-webhooks.feature';
import { WEBHOOKS_OPENAPI } from './features/partner-webhooks/partner-webhooks.openapi';
import { SANDBOX_DESCRIPTION } from './features/partner-leads/partner-leads.examples';
import { createPasswordResetFeature } from './features/password-reset/password-reset.feature';
import { createPrivacyFeature } from './features/privacy/privacy.feature';
import { createProductSelectionFeature } from './features/product-selection/product-selection.feature';
import { createRemindersFeature } from './features/reminders/reminders.feature';
import { createSessionFeature } from './features/session/session.feature';
import { registerCompression } from './http/compression';
import { registerErrorHandler, TOO_MANY_REQUESTS_MESSAGE } from './http/error-handler';
import { createLogger } from './http/logger';
import { lazyChildLoggerFactory } from './http/request-logger';
import { registerSecurityHeaders } from './http/security-headers';
import { textRuleValidatorCompiler } from './http/text-rule';
import { registerWebApp } from './http/web-app';
import { devMailboxPageRoutes } from './messages/dev-mailbox.routes';
import { createOutbox } from './messages/outbox';
import { createOutboxRepo } from './messages/outbox.repo';
import type { AddressProvider } from './providers/addresses/address-provider';
import { createDatasetAddressProvider } from './providers/addresses/dataset-address-provider';
import {
  ADDRESS_PROVIDER_DEADLINE_MS,
  withDeadline,
} from './providers/addresses/deadline-address-provider';
import type { BroadbandCatalogue } from './providers/broadband-catalogue/broadband-catalogue';
import { BROADBAND_CATALOGUE_DEADLINE_MS } from './providers/broadband-catalogue/deadline-broadband-catalogue';
import {
  noBroadbandCatalogueFaults,
  type BroadbandCatalogueFaults,
} from './providers/broadband-catalogue/faulty-broadband-catalogue';
import { ENERGY_CATALOGUE_DEADLINE_MS } from './providers/energy-catalogue/deadline-energy-catalogue';
import type { EnergyCatalogue } from './providers/energy-catalogue/energy-catalogue';
import {
  noEnergyCatalogueFaults,
  type EnergyCatalogueFaults,
} from './providers/energy-catalogue/faulty-energy-catalogue';
import { inProcessSharedState, type SharedState } from './shared-state/shared-state';

export type AppDeps = {
  config: Config;
  db: Database;
  clock: Clock;
  /** A pino logger; by default one at config.logLevel with personal data redacted. */
  logger?: FastifyBaseLogger;
  /** Address and property data; by default the dataset shipped with the project. Tests pass a slow or failing one. */
  addressProvider?: AddressProvider;
  /** An address answer slower than this becomes the third-party message (default 5 s). */
  addressProviderDeadlineMs?: number;
  /** Outside production: the clock the dev controls move (it must be `clock` too); none, no dev controls. */
  devClock?: DevClock;
  /** The tariff catalogue; by default the database's active catalogue, cached in memory. */
  energyCatalogue?: EnergyCatalogue;
  /** Faults the catalogue shows (tests change them; the dev controls' POST /api/dev/faults too). */
  energyCatalogueFaults?: EnergyCatalogueFaults;
  /** A catalogue answer slower than this becomes "Error retrieving tariffs!" (default 5 s). */
  energyCatalogueDeadlineMs?: number;
  /** The broadband package catalogue; by default the database's active catalogue, cached in memory. */
  broadbandCatalogue?: BroadbandCatalogue;
  /** Faults the broadband searches show (tests change them; the dev controls' POST /api/dev/faults too). */
  broadbandCatalogueFaults?: BroadbandCatalogueFaults;
  /** A broadband search slower than this counts as failed (default 5 s). */
  broadbandCatalogueDeadlineMs?: number;
  /** What replicas share (rate limits, changes to cached data): Redis when REDIS_URL is set; by default this process only. */
  sharedState?: SharedState;
};

const BODY_LIMIT_BYTES = 100 * 1024;
/** A connection with no traffic either way for this long is closed (the slowest answer, a bulk upload, takes seconds). */
const CONNECTION_IDLE_TIMEOUT_MS = 120_000;
/** After this many requests a keep-alive connection is closed, so no client holds one for ever. */
const MAX_REQUESTS_PER_CONNECTION = 1_000;

/**
 * Builds the whole HTTP application over an open, migrated database. Tests drive it with inject().
 * The composition root: global plugins, the shared infrastructure (AppContext), then each feature's
 * wiring (`features/<f>/<f>.feature.ts`), its routes registered under /api in the order listed.
 */
export async function buildApp({
  config,
  db: database,
  clock,
  logger,
  addressProvider: givenAddressProvider = createDatasetAddressProvider(),
  addressProviderDeadlineMs = ADDRESS_PROVIDER_DEADLINE_MS,
  devClock,
  energyCatalogue,
  energyCatalogueFaults = noEnergyCatalogueFaults(),
  energyCatalogueDeadlineMs = ENERGY_CATALOGUE_DEADLINE_MS,
  broadbandCatalogue,
  broadbandCatalogueFaults = noBroadbandCatalogueFaults(),
  broadbandCatalogueDeadlineMs = BROADBAND_CATALOGUE_DEADLINE_MS,
  sharedState = inProcessSharedState(),
}: AppDeps) {
  // Whatever the provider, a slow or failing answer becomes AddressProviderError, never a hang.
  const addressProvider = withDeadline(givenAddressProvider, addressProviderDeadlineMs);
  const isRateLimitExempt = ({ ip }: FastifyRequest) =>
    config.rateLimitExemptsLoopback && ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(ip);
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients (half-sent headers or bodies) are cut off instead of holding a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    maxRequestsPerSocket: MAX_REQUESTS_PER_CONNECTION,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default, so a limit of 10 s could last 40).
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Optional trace export: first, so every request's span covers its hooks; without the variable
  // no OpenTelemetry code is loaded.
  if (config.otlpEndpoint) {
    const { startTracing } = await import('./features/observability/tracing');
    const tracing = await startTracing({ app, database, endpoint: config.otlpEndpoint });
    app.addHook('onClose', () => tracing.shutdown());
  }

  // Every body and query string: its route's schema, then the one text rule (no hidden characters).
  app.setValidatorCompiler(textRuleValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest(AUTH_DECORATOR, null);
  app.decorateRequest(CALLER_DECORATOR, null);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1 for its `webhooks` section: the events partners' endpoints receive.
      openapi: '3.1.0',
      info: {
        title: 'Threshold API',
        description:
          'The API behind the Threshold home-move portal. Partners send leads to POST /api/partner/leads ' +
          '(JSON) or /api/partner/leads/bulk (CSV) with a partner API key, and receive signed webhooks ' +
          '(the Webhooks section).\n\n' +
          SANDBOX_DESCRIPTION,
        version: '0.1.0',
      },
      webhooks: WEBHOOKS_OPENAPI,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
  });

  // Shared infrastructure: repos over the database, services over repos; routes only see services.
  const accessTokens = createAccessTokens({ secret: config.tokenSecret, clock });
  const authenticator = createAuthenticator({
    accessTokens,
    revocationRepo: createTokenRevocationRepo(database.db),
    clock,
    changes: sharedState.changes,
  });
  const requireKind = createRequireKind(authenticator);
  // Brands come first: the request context and every message read branding through them.
  const brand = createBrandFeature({ database, clock, requireKind, changes: sharedState.changes });
  const { brandService } = brand;
  const secretHasher = createSecretHasher(config.tokenSecret);
  const shared: AppContext = {
    config,
    database,
    clock,
    log: app.log,
    passwordHasher: createPasswordHasher(config.passwordHashing),
    accessTokens,
    authenticator,
    requireKind,
    requireCaller: createRequireCaller({
      requireKind,
      db: database.db,
      brandingOf: (brandId) => brandService.getBrandingById(brandId),
    }),
    secretHasher,
    rateLimitCounters: createRateLimitCounters(),
    linkTokens: createLinkTokens({ repo: createLinkTokensRepo(), hasher: secretHasher, clock }),
    outbox: createOutbox({
      repo: createOutboxRepo(),
      brandService,
      hasher: secretHasher,
      clock,
      publicBaseUrl: config.publicBaseUrl,
    }),
    addressProvider,
    isRateLimitExempt,
    changes: sharedState.changes,
  };

  // The features. A closure over a feature built further down is called only when a request runs.
  const content = createContentFeature(shared, { brandService });
  const health = createHealthFeature(shared);
  const observability = createObservabilityFeature(shared);
  const session = createSessionFeature(shared, {
    brandService,
    logInWithLinkToken: (token) => enrolmentService.logInWithLinkToken(token),
  });
  const comms = createCommsFeature(shared);
  const partnerLeads = createPartnerLeadsFeature(shared, { brandService });
  const partnerConsole = createPartnerConsoleFeature(shared, { brandService, ...partnerLeads });
  const partnerConsoleLeads = createPartnerConsoleLeadsFeature(shared, {
    ...partnerConsole,
    ...partnerLeads,
  });
  const partnerConsoleKeys = createPartnerConsoleKeysFeature(shared, {
    ...partnerConsole,
    ...partnerLeads,
  });
  const partnerConsoleReports = createPartnerConsoleReportsFeature(shared, partnerConsole);
  const partnerWebhooks = createPartnerWebhooksFeature(shared, partnerConsole);
  const partnerConsoleBrand = createPartnerConsoleBrandFeature(shared, {
    brandService,
    ...partnerConsole,
  });
  const { remindersService } = createRemindersFeature(shared, { brandService });
  const dev = createDevFeature(shared, {
    devClock,
    remindersService,
    energyCatalogueFaults,
    broadbandCatalogueFaults,
  });
  const enrolment = createEnrolmentFeature(shared, { brandService });
  const { enrolmentService } = enrolment;
  const account = createAccountFeature(shared, {
    enrolmentService,
    checkCode: (enrolmentId, challengeId, code) =>
      otp.otpService.checkEnrolmentCode(enrolmentId, challengeId, code),
  });
  const onboarding = createOnboardingFeature(shared, {
    enrolmentService,
    cancelMoveInDateReminder: (tx, enrolmentId) =>
      movingDetails.movingDetailsService.cancelMoveInDateReminder(tx, enrolmentId),
    tellAuthoritiesOfChanges: (tx, before, after) =>
      councilWater.councilWaterService.tellOfChanges(tx, before, after),
  });
  const otp = createOtpFeature(shared, {
    enrolmentService,
    accountService: account.accountService,
    onboardingService: onboarding.onboardingService,
  });
  const commClick = createCommClickFeature(shared, { enrolmentService });
  const passwordReset = createPasswordResetFeature(shared, { enrolmentService });
  const addresses = createAddressesFeature(shared);
  const councilWater = createCouncilWaterFeature(shared, { enrolmentService });
  const movingDetails = createMovingDetailsFeature(shared, {
    enrolmentService,
    addressesService: addresses.addressesService,
    tellAuthoritiesOfChanges: (tx, before, after) =>
      councilWater.councilWaterService.tellOfChanges(tx, before, after),
  });
  const productSelection = createProductSelectionFeature(shared, { enrolmentService });
  const energyExtras = createEnergyExtrasFeature(shared);
  const offers = createOffersFeature(shared);
  const flatmates = createFlatmatesFeature(shared);
  const energyJourney = createEnergyJourneyFeature(shared, {
    enrolmentService,
    recordWombbConsent: (caller) => broadband.broadbandService.recordWomConsent(caller),
  });
  const energyQuotes = createEnergyQuotesFeature(shared, {
    enrolmentService,
    energyJourneyService: energyJourney.energyJourneyService,
    catalogue: energyCatalogue,
    catalogueFaults: energyCatalogueFaults,
    catalogueDeadlineMs: energyCatalogueDeadlineMs,
  });
  const energyPayment = createEnergyPaymentFeature(shared, { enrolmentService });
  const confirmation = createConfirmationFeature(shared, {
    enrolmentService,
    councilWaterService: councilWater.councilWaterService,
    energyPaymentService: energyPayment.energyPaymentService,
    smartOfferedAt: energyJourney.smartOfferedAt,
  });
  // Agent mode: before the journey's routes, so its audit hook sees every agent call.
  const agents = createAgentsFeature(shared, { enrolmentService, brandService });
  const callScripts = createCallScriptsFeature(shared);
  const notes = createNotesFeature(shared);
  const privacy = createPrivacyFeature(shared);
  const broadband = createBroadbandFeature(shared, {
    enrolmentService,
    confirmationService: confirmation.confirmationService,
    catalogue: broadbandCatalogue,
    catalogueFaults: broadbandCatalogueFaults,
    catalogueDeadlineMs: broadbandCatalogueDeadlineMs,
  });

  // Each feature's routes under /api, in this order (the API docs list them so).
  const features = [
    agents,
    session,
    brand,
    content,
    health,
    enrolment,
    comms,
    partnerLeads,
    partnerConsole,
    partnerConsoleLeads,
    partnerConsoleReports,
    partnerConsoleKeys,
    partnerWebhooks,
    partnerConsoleBrand,
    dev,
    account,
    commClick,
    passwordReset,
    otp,
    addresses,
    movingDetails,
    productSelection,
    energyExtras,
    onboarding,
    confirmation,
    councilWater,
    energyPayment,
    offers,
    flatmates,
    energyJourney,
    broadband,
    energyQuotes,
    notes,
    privacy,
    callScripts,
    observability,
  ];
  // Request metrics for every route registered from here on, and GET /metrics (operator key).
  await observability.metrics.registerRequestMetrics(app);
  await app.register(metricsRoutes, {
    metrics: observability.metrics,
    operatorKey: config.operatorKey,
  });
  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        global: true,
        allowList: isRateLimitExempt,
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        // Shared by every replica through Redis when REDIS_URL is set. A Redis outage lets requests
        // through rather than refusing every mover: the limits that guard codes and log-ins are
        // counted in the database (rateLimitCounters), not here.
        ...(sharedState.redis
          ? { redis: sharedState.redis, nameSpace: 'threshold:rate-limit:', skipOnError: true }
          : {}),
        errorResponseBuilder: (_request, context) => ({
          statusCode: context.statusCode,
          code: 'TOO_MANY_REQUESTS',
          message: TOO_MANY_REQUESTS_MESSAGE,
        }),
      });
      // The per-IP limit is counted before a route's own guards, so requests refused for a bad
      // token or key count too (the plugin alone adds it after them). A route with limits of its
      // own (or none) keeps them; the plugin skips its per-route copy once this has run.
      const perIpLimit = api.rateLimit();
      api.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config?.rateLimit !== undefined) return;
        await perIpLimit.call(api, request, reply);
      });
      for (const feature of features) await feature.routes(api);
    },
    { prefix: '/api' },
  );

  if (dev.devMailbox) await app.register(devMailboxPageRoutes, { devMailbox: dev.devMailbox });
  const hasPortal = await registerWebApp(app, config.webDist, brandService);
  if (!hasPortal) {
    app.log.warn(
      `No built portal in WEB_DIST (${config.webDist}/index.html is missing): serving the API only.`,
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
