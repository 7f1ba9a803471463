import type { Clock } from '@threshold/domain/dates/clock';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessTokens } from './auth/access-tokens';
import type { Authenticator } from './auth/authenticator';
import type { RequireCaller } from './auth/caller';
import type { RequireKind } from './auth/guards';
import type { LinkTokens } from './auth/link-tokens';
import type { PasswordHasher } from './auth/password-hashing';
import type { RateLimitCounters } from './auth/rate-limit-counters';
import type { SecretHasher } from './auth/secret-hash';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Outbox } from './messages/outbox';
import type { AddressProvider } from './providers/addresses/address-provider';
import type { ChangeBus } from './shared-state/change-bus';

/**
 * The shared infrastructure buildApp (app.ts) makes once and hands to every feature's wiring
 * (`features/<f>/<f>.feature.ts`). Types only, and no feature: a feature's wiring may import it.
 */
export type AppContext = {
  config: Config;
  database: Database;
  clock: Clock;
  /** The app's logger (app.log). */
  log: FastifyBaseLogger;
  passwordHasher: PasswordHasher;
  accessTokens: AccessTokens;
  authenticator: Authenticator;
  requireKind: RequireKind;
  /** The mover's calls: the caller's enrolment read once per request and handed to services. */
  requireCaller: RequireCaller;
  secretHasher: SecretHasher;
  /** Per-recipient and per-contact limits (invitations, codes, resets, new log-ins), in the database. */
  rateLimitCounters: RateLimitCounters;
  linkTokens: LinkTokens;
  /** Every e-mail and SMS: a row written in the caller's transaction, delivered by the outbox worker. */
  outbox: Outbox;
  /** Address and property data, under a deadline: a slow or failing answer becomes AddressProviderError. */
  addressProvider: AddressProvider;
  /** Whether a request escapes the per-IP limits (loopback, when the config says so). */
  isRateLimitExempt: (request: FastifyRequest) => boolean;
  /** Tells every replica that cached data changed (through Redis when REDIS_URL is set). */
  changes: ChangeBus;
};

/** The `/api` scope a feature registers its routes in. */
export type ApiScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature's routes, registered in the `/api` scope in the order app.ts lists the features. */
export type FeatureRoutes = (api: ApiScope) => Promise<void>;
