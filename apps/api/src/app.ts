import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Clock } from '@threshold/domain/dates/clock';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticator';
import { createLinkTokens } from './auth/link-tokens';
import { createLinkTokensRepo } from './auth/link-tokens.repo';
import { createSecretHasher } from './auth/secret-hash';
import { CALLER_DECORATOR, createRequireCaller } from './auth/caller';
import { AUTH_DECORATOR, createRequireKind } from './auth/guards';
import { createRequirePartnerKey } from './auth/partner-guard';
import { createPasswordHasher } from './auth/password-hashing';
import { createRateLimitCounters } from './auth/rate-limit-counters';
import { createTokenRevocationRepo } from './auth/token-revocation.repo';
import type { Config } from './config';
import type { Database } from './db/client';
import { createBrandRepo } from './features/brand/brand.repo';
import { brandRoutes } from './features/brand/brand.routes';
import { createBrandService } from './features/brand/brand.service';
import { createCommsRepo } from './features/comms/comms.repo';
import { commsRoutes } from './features/comms/comms.routes';
import { createCommsService } from './features/comms/comms.service';
import { createPartnerKeysRepo } from './features/partner-leads/partner-keys.repo';
import { createPartnerKeysService } from './features/partner-leads/partner-keys.service';
import { createPartnerLeadsRepo } from './features/partner-leads/partner-leads.repo';
import { partnerLeadsRoutes } from './features/partner-leads/partner-leads.routes';
import { createPartnerLeadsService } from './features/partner-leads/partner-leads.service';
import { createContentRepo } from './features/content/content.repo';
import { contentRoutes } from './features/content/content.routes';
import { createContentService } from './features/content/content.service';
import { addressesRoutes } from './features/addresses/addresses.routes';
import { createAddressesService } from './features/addresses/addresses.service';
import { movingDetailsRoutes } from './features/moving-details/moving-details.routes';
import { createMovingDetailsService } from './features/moving-details/moving-details.service';
import { productSelectionRoutes } from './features/product-selection/product-selection.routes';
import { createProductSelectionService } from './features/product-selection/product-selection.service';
import { createAccountRepo } from './features/account/account.repo';
import { accountRoutes } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { commClickRoutes } from './features/comm-click/comm-click.routes';
import { createCommClickService } from './features/comm-click/comm-click.service';
import { findEnergyJourney } from './features/energy/journey/energy-journey.repo';
import { energyJourneyRoutes } from './features/energy/journey/energy-journey.routes';
import { createEnergyJourneyService } from './features/energy/journey/energy-journey.service';
import { energyQuotesRoutes } from './features/energy/quotes/energy-quotes.routes';
import { broadbandRoutes } from './features/broadband/broadband.routes';
import {
  createBroadbandService,
  entertainmentChoiceOf,
} from './features/broadband/broadband.service';
import { createEnergyQuotesService } from './features/energy/quotes/energy-quotes.service';
import { createEnrolmentRepo } from './features/enrolment/enrolment.repo';
import { enrolmentRoutes } from './features/enrolment/enrolment.routes';
import { createEnrolmentService } from './features/enrolment/enrolment.service';
import { createPasswordResetRepo } from './features/password-reset/password-reset.repo';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { createPasswordResetService } from './features/password-reset/password-reset.service';
import { createOnboardingRepo } from './features/onboarding/onboarding.repo';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { createOnboardingService } from './features/onboarding/onboarding.service';
import { createOtpRepo } from './features/otp/otp.repo';
import { otpRoutes } from './features/otp/otp.routes';
import { createOtpService } from './features/otp/otp.service';
import { createHealthRepo } from './features/health/health.repo';
import { healthRoutes } from './features/health/health.routes';
import { createHealthService } from './features/health/health.service';
import { createSessionRepo } from './features/session/session.repo';
import { sessionRoutes } from './features/session/session.routes';
import { createSessionService } from './features/session/session.service';
import { confirmationRoutes } from './features/confirmation/confirmation.routes';
import { createConfirmationService } from './features/confirmation/confirmation.service';
import { createEnergyPaymentService } from './features/energy/payment/energy-payment.service';
import { energyPaymentRoutes } from './features/energy/payment/energy-payment.routes';
import { createDbBankAccountChecker } from './providers/bank-account/bank-account-checker';
import { councilWaterRoutes } from './features/council-water/council-water.routes';
import { energyExtrasRoutes } from './features/energy/extras/energy-extras.routes';
import { createEnergyExtrasService } from './features/energy/extras/energy-extras.service';
import { createCouncilWaterService } from './features/council-water/council-water.service';
import { createFlatmatesRepo } from './features/flatmates/flatmates.repo';
import { flatmatesRoutes } from './features/flatmates/flatmates.routes';
import { createFlatmatesService } from './features/flatmates/flatmates.service';
import { createOffersRepo } from './features/offers/offers.repo';
import { offersRoutes } from './features/offers/offers.routes';
import { createOffersService } from './features/offers/offers.service';
import type { DevClock } from './features/dev/dev-clock';
import { devControlsRoutes } from './features/dev/dev-controls.routes';
import { createDevControls } from './features/dev/dev-controls.service';
import { devFixturesRoutes } from './features/dev/dev-fixtures.routes';
import { createRemindersRepo } from './features/reminders/reminders.repo';
import { createRemindersService } from './features/reminders/reminders.service';
import { registerErrorHandler, TOO_MANY_REQUESTS_MESSAGE } from './http/error-handler';
import { createLogger } from './http/logger';
import { lazyChildLoggerFactory } from './http/request-logger';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { textRuleValidatorCompiler } from './http/text-rule';
import { devMailboxPageRoutes, devMessagesRoutes } from './messages/dev-mailbox.routes';
import { createDevMailbox } from './messages/dev-mailbox.service';
import { createOutbox } from './messages/outbox';
import { createOutboxRepo } from './messages/outbox.repo';
import type { AddressProvider } from './providers/addresses/address-provider';
import { createDatasetAddressProvider } from './providers/addresses/dataset-address-provider';
import {
  ADDRESS_PROVIDER_DEADLINE_MS,
  withDeadline,
} from './providers/addresses/deadline-address-provider';
import { createDbEnergyCatalogue } from './providers/energy-catalogue/db-energy-catalogue';
import type { BroadbandCatalogue } from './providers/broadband-catalogue/broadband-catalogue';
import { createDbBroadbandCatalogue } from './providers/broadband-catalogue/db-broadband-catalogue';
import {
  BROADBAND_CATALOGUE_DEADLINE_MS,
  withBroadbandCatalogueDeadline,
} from './providers/broadband-catalogue/deadline-broadband-catalogue';
import {
  noBroadbandCatalogueFaults,
  withBroadbandCatalogueFaults,
  type BroadbandCatalogueFaults,
} from './providers/broadband-catalogue/faulty-broadband-catalogue';
import {
  ENERGY_CATALOGUE_DEADLINE_MS,
  withCatalogueDeadline,
} from './providers/energy-catalogue/deadline-energy-catalogue';
import type { EnergyCatalogue } from './providers/energy-catalogue/energy-catalogue';
import {
  noEnergyCatalogueFaults,
  withCatalogueFaults,
  type EnergyCatalogueFaults,
} from './providers/energy-catalogue/faulty-energy-catalogue';

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
};

const BODY_LIMIT_BYTES = 100 * 1024;
/** A connection with no traffic either way for this long is closed (the slowest answer, a bulk upload, takes seconds). */
const CONNECTION_IDLE_TIMEOUT_MS = 120_000;
/** After this many requests a keep-alive connection is closed, so no client holds one for ever. */
const MAX_REQUESTS_PER_CONNECTION = 1_000;
/** E-mail preference changes per IP per minute (anonymous, token-authorised). */
const COMMS_PREFERENCE_PER_MINUTE = 20;
/** Confirm-details attempts per IP per minute (each enrolment also locks after 3 mismatches). */
const ACCOUNT_VALIDATE_PER_MINUTE = 20;
/** Reset e-mails and reset attempts per IP per minute. */
const PASSWORD_RESET_PER_MINUTE = 10;
/** One-time codes per IP per minute: sends, and verify or postcode attempts (contacts are throttled in the database too). */
const OTP_PER_MINUTE = { sendsPerMinute: 10, attemptsPerMinute: 30 };
/** Moving checklists (a PDF drawn on the server) per IP per minute. */
const CHECKLISTS_PER_MINUTE = 10;
/** Council and water notify presses per IP per minute (each telling is also written once per authority). */
const COUNCIL_WATER_NOTIFY_PER_MINUTE = 30;
/** Energy payment saves and completions per IP per minute (a modulus check each; a completion writes once). */
const ENERGY_PAYMENT_PER_MINUTE = 30;
/** Broadband call-back requests per IP per minute (each e-mails the provider; a second is refused once the first completes). */
const BROADBAND_CALLBACKS_PER_MINUTE = 5;

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** Builds the whole HTTP application over an open, migrated database. Tests drive it with inject(). */
export async function buildApp({
  config,
  db: database,
  clock,
  logger,
  addressProvider: givenAddressProvider = createDatasetAddressProvider(),
  addressProviderDeadlineMs = ADDRESS_PROVIDER_DEADLINE_MS,
  devClock,
  energyCatalogue: givenEnergyCatalogue,
  energyCatalogueFaults = noEnergyCatalogueFaults(),
  energyCatalogueDeadlineMs = ENERGY_CATALOGUE_DEADLINE_MS,
  broadbandCatalogue: givenBroadbandCatalogue,
  broadbandCatalogueFaults = noBroadbandCatalogueFaults(),
  broadbandCatalogueDeadlineMs = BROADBAND_CATALOGUE_DEADLINE_MS,
}: AppDeps) {
  // Whatever the provider, a slow or failing answer becomes AddressProviderError, never a hang.
  const addressProvider = withDeadline(givenAddressProvider, addressProviderDeadlineMs);
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

  // Every body and query string: its route's schema, then the one text rule (no hidden characters).
  app.setValidatorCompiler(textRuleValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest(AUTH_DECORATOR, null);
  app.decorateRequest(CALLER_DECORATOR, null);
  registerSecurityHeaders(app);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Threshold API',
        description: 'The API behind the Threshold home-move portal.',
        version: '0.1.0',
      },
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

  // Composition: repos over the database, services over repos; routes only see services.
  const passwordHasher = createPasswordHasher(config.passwordHashing);
  const accessTokens = createAccessTokens({ secret: config.tokenSecret, clock });
  const authenticator = createAuthenticator({
    accessTokens,
    revocationRepo: createTokenRevocationRepo(database.db),
    clock,
  });
  const requireKind = createRequireKind(authenticator);
  const brandService = createBrandService({ repo: createBrandRepo(database.db), clock });
  // The mover's calls: the caller's enrolment read once per request and handed to services.
  const requireCaller = createRequireCaller({
    requireKind,
    db: database.db,
    brandingOf: (brandId) => brandService.getBrandingById(brandId),
  });
  const contentService = createContentService({
    repo: createContentRepo(database.db),
    brandService,
  });
  const healthService = createHealthService({
    repo: createHealthRepo(database.db),
    database,
    clock,
    operatorKey: config.operatorKey,
    pricesOutOfPeriod: config.nodeEnv === 'production' ? 'refuse' : 'illustrative',
  });
  // Access: enrolments, confirm-details, comm-click, one-time codes, password reset.
  const secretHasher = createSecretHasher(config.tokenSecret);
  // Per-recipient and per-contact limits (invitations, codes, resets, new log-ins), in the database.
  const rateLimitCounters = createRateLimitCounters();
  const linkTokens = createLinkTokens({
    repo: createLinkTokensRepo(),
    hasher: secretHasher,
    clock,
  });
  // Every e-mail and SMS: a row written in the caller's transaction, delivered by the outbox worker.
  const outbox = createOutbox({
    repo: createOutboxRepo(),
    brandService,
    hasher: secretHasher,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  const sessionService = createSessionService({
    db: database.db,
    repo: createSessionRepo(database.db),
    accessTokens,
    authenticator,
    passwordHasher,
    secretHasher,
    messages: outbox,
    brandService,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  const commsService = createCommsService({
    repo: createCommsRepo(database.db),
    outbox,
    db: database.db,
    clock,
  });
  const partnerKeysService = createPartnerKeysService({
    repo: createPartnerKeysRepo(database.db),
    brandService,
    hasher: secretHasher,
    clock,
  });
  const partnerLeadsService = createPartnerLeadsService({
    db: database.db,
    repo: createPartnerLeadsRepo(),
    brandService,
    linkTokens,
    outbox,
    hasher: secretHasher,
    rateLimitCounters,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  // The dev mailbox shows every message outside production; in production it does not exist.
  const devMailbox =
    config.nodeEnv === 'production'
      ? undefined
      : createDevMailbox({ db: database.db, repo: createOutboxRepo() });
  // Bringing movers back: main.ts sweeps on a timer; here only the dev controls' "run now" uses it.
  const remindersService = createRemindersService({
    db: database.db,
    repo: createRemindersRepo(),
    brandService,
    linkTokens,
    outbox,
    clock,
    publicBaseUrl: config.publicBaseUrl,
    log: app.log,
  });
  const devControls =
    devClock && config.nodeEnv !== 'production'
      ? createDevControls({
          clock: devClock,
          reminders: remindersService,
          operatorKey: config.operatorKey,
          energyCatalogueFaults,
          broadbandCatalogueFaults,
        })
      : undefined;
  const enrolmentService = createEnrolmentService({
    repo: createEnrolmentRepo(database.db),
    brandService,
    accessTokens,
    authenticator,
    passwordHasher,
    linkTokens,
    secretHasher,
    rateLimitCounters,
    clock,
  });
  const accountService = createAccountService({
    db: database.db,
    repo: createAccountRepo(),
    enrolmentService,
    linkTokens,
    clock,
    log: app.log,
    checkCode: (enrolmentId, challengeId, code) =>
      otpService.checkEnrolmentCode(enrolmentId, challengeId, code),
  });
  const onboardingService = createOnboardingService({
    db: database.db,
    repo: createOnboardingRepo(),
    enrolmentService,
    addressProvider,
    // The moving-details service is built below; the commit calls it only when a request runs.
    cancelMoveInDateReminder: (tx, enrolmentId) =>
      movingDetailsService.cancelMoveInDateReminder(tx, enrolmentId),
    // Built below too: authorities already told hear of a changed address or move-in date.
    tellAuthoritiesOfChanges: (tx, before, after) =>
      councilWaterService.tellOfChanges(tx, before, after),
    clock,
  });
  const otpService = createOtpService({
    db: database.db,
    onboardingService,
    repo: createOtpRepo(),
    enrolmentService,
    accountService,
    linkTokens,
    secretHasher,
    rateLimitCounters,
    messages: outbox,
    clock,
  });
  const commClickService = createCommClickService({
    db: database.db,
    enrolmentService,
    linkTokens,
    clock,
    log: app.log,
  });
  const passwordResetService = createPasswordResetService({
    db: database.db,
    repo: createPasswordResetRepo(),
    enrolmentService,
    linkTokens,
    passwordHasher,
    secretHasher,
    rateLimitCounters,
    authenticator,
    messages: outbox,
    clock,
    log: app.log,
    publicBaseUrl: config.publicBaseUrl,
  });

  // Moving details: address lookups through the provider (under a deadline) and the page's saves.
  const addressesService = createAddressesService({ provider: addressProvider, log: app.log });
  // Council and water: telling the authorities (and telling them again when the details change).
  const councilWaterService = createCouncilWaterService({
    db: database.db,
    enrolmentService,
    addressProvider,
    outbox,
    clock,
    authorityFallbackEmail: config.authorityFallbackEmail,
  });
  const movingDetailsService = createMovingDetailsService({
    db: database.db,
    enrolmentService,
    addressesService,
    outbox,
    clock,
    publicBaseUrl: config.publicBaseUrl,
    rateLimitCounters,
    tellAuthoritiesOfChanges: (tx, before, after) =>
      councilWaterService.tellOfChanges(tx, before, after),
  });

  // Product selection: which services the mover wants, checked against the brand's offers.
  const productSelectionService = createProductSelectionService({
    db: database.db,
    enrolmentService,
    clock,
  });
  // Energy after a tariff is chosen: add-ons, the supply start date and the Priority Services Register.
  const energyExtrasService = createEnergyExtrasService({ db: database.db, clock });

  // Offers (the affiliate catalogue) and telling flatmates.
  const offersService = createOffersService({ db: database.db, repo: createOffersRepo() });
  const flatmatesService = createFlatmatesService({
    db: database.db,
    repo: createFlatmatesRepo(),
    outbox,
    hasher: secretHasher,
    rateLimitCounters,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });

  // Energy: the supply check, the usage answers and kWh, whole-of-market consent, the smart offer.
  const energyJourneyService = createEnergyJourneyService({
    db: database.db,
    enrolmentService,
    addressProvider,
    clock,
    log: app.log,
  });
  // Energy quotes: the catalogue (injected faults, then a deadline) priced by the domain's quote engine.
  const energyCatalogue = withCatalogueDeadline(
    withCatalogueFaults(
      givenEnergyCatalogue ?? createDbEnergyCatalogue(database.db),
      energyCatalogueFaults,
    ),
    energyCatalogueDeadlineMs,
  );
  const energyQuotesService = createEnergyQuotesService({
    db: database.db,
    enrolmentChanges: database.enrolmentChanges,
    enrolmentService,
    addressProvider,
    catalogue: energyCatalogue,
    clock,
    log: app.log,
    energyJourney: (caller) => energyJourneyService.journey(caller),
    pricesOutOfPeriod: config.nodeEnv === 'production' ? 'refuse' : 'illustrative',
  });

  // Energy payment: the bank details (modulus check) and completing energy with the supplier's sign-up.
  const energyPaymentService = createEnergyPaymentService({
    db: database.db,
    enrolmentService,
    bankAccountChecker: createDbBankAccountChecker(database.db, { clock }),
    outbox,
    clock,
  });

  // The confirmation page: the council and water cards show what GET /api/council-water shows.
  const confirmationService = createConfirmationService({
    db: database.db,
    enrolmentService,
    councilWaterSummary: (caller) => councilWaterService.summary(caller),
    energyCards: (enrolmentId) => energyPaymentService.energyCards(enrolmentId),
    hasEnergySignup: async (enrolmentId) =>
      (await energyPaymentService.signupsOf(enrolmentId)).length > 0,
    smartOfferedAt: async (enrolmentId) =>
      (await findEnergyJourney(database.db, enrolmentId))?.smartOfferedAt ?? null,
    entertainmentCard: (enrolmentId) => entertainmentChoiceOf(database.db, enrolmentId),
    outbox,
    clock,
  });

  // Broadband, phone and TV: both searches (injected faults, then a deadline each), the hand-off and call-back.
  const broadbandService = createBroadbandService({
    db: database.db,
    enrolmentChanges: database.enrolmentChanges,
    enrolmentService,
    catalogue: withBroadbandCatalogueDeadline(
      withBroadbandCatalogueFaults(
        givenBroadbandCatalogue ?? createDbBroadbandCatalogue(database.db),
        broadbandCatalogueFaults,
      ),
      broadbandCatalogueDeadlineMs,
    ),
    outbox,
    clock,
    contactNumbers: config.broadbandContactNumbers,
    changeServices: (caller, patchOf, write) =>
      confirmationService.changeServicesWith(caller, patchOf, write),
  });

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        global: true,
        allowList: (request) => config.rateLimitExemptsLoopback && isLoopback(request.ip),
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, context) => ({
          statusCode: context.statusCode,
          code: 'TOO_MANY_REQUESTS',
          message: TOO_MANY_REQUESTS_MESSAGE,
        }),
      });
      await api.register(sessionRoutes, {
        sessionService,
        requireKind,
        logInWithLinkToken: (token) => enrolmentService.logInWithLinkToken(token),
        tokenRateLimit: {
          perMinute: config.tokenRateLimitPerMinute,
          isExempt: (request) => config.rateLimitExemptsLoopback && isLoopback(request.ip),
        },
      });
      await api.register(brandRoutes, { brandService, requireKind });
      await api.register(contentRoutes, { contentService });
      await api.register(healthRoutes, { healthService });
      await api.register(enrolmentRoutes, { enrolmentService, requireKind, requireCaller, clock });
      await api.register(commsRoutes, { commsService, perMinute: COMMS_PREFERENCE_PER_MINUTE });
      await api.register(partnerLeadsRoutes, {
        partnerLeadsService,
        requirePartnerKey: createRequirePartnerKey(partnerKeysService),
      });
      if (devMailbox) await api.register(devMessagesRoutes, { devMailbox });
      if (devControls) await api.register(devControlsRoutes, { devControls });
      if (config.nodeEnv !== 'production')
        await api.register(devFixturesRoutes, {
          db: database.db,
          linkTokens,
          operatorKey: config.operatorKey,
          now: () => clock.now(),
        });
      await api.register(accountRoutes, {
        accountService,
        requireKind,
        validatePerMinute: ACCOUNT_VALIDATE_PER_MINUTE,
      });
      await api.register(commClickRoutes, { commClickService, requireKind });
      await api.register(passwordResetRoutes, {
        passwordResetService,
        requireKind,
        perMinute: PASSWORD_RESET_PER_MINUTE,
      });
      await api.register(otpRoutes, {
        prefix: '/v2/otp',
        otpService,
        requireKind,
        requireCaller,
        ...OTP_PER_MINUTE,
      });
      await api.register(addressesRoutes, { addressesService, requireKind });
      await api.register(movingDetailsRoutes, { movingDetailsService, requireCaller });
      await api.register(productSelectionRoutes, { productSelectionService, requireCaller });
      await api.register(energyExtrasRoutes, { energyExtrasService, requireCaller });
      await api.register(onboardingRoutes, { onboardingService, requireCaller });
      await api.register(confirmationRoutes, {
        confirmationService,
        requireCaller,
        checklistsPerMinute: CHECKLISTS_PER_MINUTE,
      });
      await api.register(councilWaterRoutes, {
        councilWaterService,
        requireCaller,
        notifyPerMinute: COUNCIL_WATER_NOTIFY_PER_MINUTE,
      });
      await api.register(energyPaymentRoutes, {
        energyPaymentService,
        requireCaller,
        perMinute: ENERGY_PAYMENT_PER_MINUTE,
      });
      await api.register(offersRoutes, { offersService, requireCaller });
      await api.register(flatmatesRoutes, { flatmatesService, requireCaller });
      await api.register(energyJourneyRoutes, {
        energyJourneyService,
        requireCaller,
        recordWombbConsent: (caller) => broadbandService.recordWomConsent(caller),
      });
      await api.register(broadbandRoutes, {
        broadbandService,
        requireCaller,
        callbacksPerMinute: BROADBAND_CALLBACKS_PER_MINUTE,
      });
      await api.register(energyQuotesRoutes, { energyQuotesService, requireCaller });
    },
    { prefix: '/api' },
  );

  if (devMailbox) await app.register(devMailboxPageRoutes, { devMailbox });
  const hasPortal = await registerWebApp(app, config.webDist);
  if (!hasPortal) {
    app.log.warn(
      `No built portal in WEB_DIST (${config.webDist}/index.html is missing): serving the API only.`,
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
