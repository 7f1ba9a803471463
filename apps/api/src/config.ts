import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, found from this file's place (apps/api/src), never from the working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const DEV_OPERATOR_KEY = 'dev-operator-key';
const DEFAULT_SMTP_FROM = 'Threshold <no-reply@threshold.invalid>';
/** A dev-mailbox address: authorities missing from the contact catalogue are told here by default. */
export const DEFAULT_AUTHORITY_FALLBACK_EMAIL = 'notifications@authorities.threshold.example';
const TOKEN_SECRET_FILE = 'token-secret';
const MIN_SECRET_LENGTH = 32;

/** argon2id cost (OWASP: 19 MiB, 2 passes, 1 lane). Tests lower it through `overrides`. */
export type PasswordHashingCost = { memoryCost: number; timeCost: number; parallelism: number };
export const DEFAULT_PASSWORD_HASHING: PasswordHashingCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The broadband list's phone number per deal type (service-journeys 9: the recommended and home
 * telecom types share one). Defaults are Ofcom's numbers kept for drama, so a demo rings nobody.
 */
export type BroadbandContactNumbers = Record<
  'cheapest' | 'fastest' | 'recommended' | 'sky' | 'wombb',
  string
>;
export const DEFAULT_BROADBAND_CONTACT_NUMBERS: BroadbandContactNumbers = {
  cheapest: '0808 157 0101',
  fastest: '0808 157 0102',
  recommended: '0808 157 0103',
  sky: '0808 157 0104',
  wombb: '0808 157 0103',
};
const phoneNumber = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\+?[0-9 ]{10,16}$/, { error: 'must be a phone number such as 0808 157 0101' })
      .default(fallback),
  );
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

/**
 * Which proxies may set X-Forwarded-For: `false` (none) or their addresses / CIDR ranges (or
 * proxy-addr's names loopback, linklocal, uniquelocal). `true` trusts every client, so a client
 * could choose its own address: development only. (Fastify refuses to trust a bare hop count.)
 */
export type TrustProxy = boolean | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}
const trustProxySchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === 'false') return false;
      if (text === 'true') return true;
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, or the addresses or CIDR ranges of the proxies in front, separated by commas (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }),
);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
    DATA_DIR: optionalText,
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    WEB_DIST: optionalText,
    TOKEN_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
        .optional(),
    ),
    OPERATOR_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    RATE_LIMIT_PER_MINUTE: positiveInt(600),
    TOKEN_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    TRUST_PROXY: trustProxySchema,
    REQUEST_TIMEOUT_SECONDS: positiveInt(30),
    HEADERS_TIMEOUT_SECONDS: positiveInt(10),
    KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(72),
    PUBLIC_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    ADMIN_PORTAL_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    SMS_WEBHOOK_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    AUTHORITY_FALLBACK_EMAIL: z.preprocess(
      emptyAsUndefined,
      z
        .email({
          error:
            'must be an e-mail address (where councils and water boards without a catalogue contact are told)',
        })
        .default(DEFAULT_AUTHORITY_FALLBACK_EMAIL),
    ),
    BROADBAND_NUMBER_CHEAPEST: phoneNumber(DEFAULT_BROADBAND_CONTACT_NUMBERS.cheapest),
    BROADBAND_NUMBER_FASTEST: phoneNumber(DEFAULT_BROADBAND_CONTACT_NUMBERS.fastest),
    BROADBAND_NUMBER_RECOMMENDED: phoneNumber(DEFAULT_BROADBAND_CONTACT_NUMBERS.recommended),
    BROADBAND_NUMBER_SKY: phoneNumber(DEFAULT_BROADBAND_CONTACT_NUMBERS.sky),
    BROADBAND_NUMBER_WOMBB: phoneNumber(DEFAULT_BROADBAND_CONTACT_NUMBERS.wombb),
  })
  .superRefine((env, ctx) => {
    if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.TOKEN_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['TOKEN_SECRET'],
        message: 'is required when NODE_ENV is production',
      });
    if (!env.OPERATOR_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_KEY'],
        message: 'is required when NODE_ENV is production',
      });
    if (env.TRUST_PROXY === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'true lets any client choose its address; give the addresses or CIDR ranges of the proxies in front',
      });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** When set, PostgreSQL; otherwise PGlite inside dataDir. */
  databaseUrl: string | undefined;
  webDist: string;
  tokenSecret: string;
  operatorKey: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitPerMinute: number;
  /** Password grants with a mover's credentials, per IP per minute (the public app account gets ten times this). */
  tokenRateLimitPerMinute: number;
  /** Outside production, requests from this machine (developer, e2e, bench) are not rate limited. */
  rateLimitExemptsLoopback: boolean;
  trustProxy: TrustProxy;
  /** Slow clients: the whole request must arrive within requestTimeoutMs, its headers within headersTimeoutMs. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (longer than a load balancer's idle timeout). */
  keepAliveTimeoutMs: number;
  passwordHashing: PasswordHashingCost;
  /** Where movers reach the portal: links in e-mail and SMS start with it (no trailing slash). */
  publicBaseUrl: string;
  /** SMTP delivery when set; otherwise e-mail stays in the dev mailbox. */
  smtpUrl: string | undefined;
  /** The From of every e-mail, e.g. "Threshold <hello@example.com>". */
  smtpFrom: string;
  /**
   * Agent mode: where an agent goes after logging out or a refused call. Unset, the portal's own
   * admin portal (/agent on the same host) is used.
   */
  adminPortalUrl?: string | undefined;
  /** SMS delivery by POSTing {to, text} here when set; otherwise SMS stays in the dev mailbox. */
  smsWebhookUrl: string | undefined;
  /** Where a council or water board without a row in authority_contacts is told. */
  authorityFallbackEmail: string;
  /**
   * OpenTelemetry: when set, spans are sent to this collector (OTLP over HTTP, {url}/v1/traces);
   * unset, no tracing code is loaded.
   */
  otlpEndpoint?: string | undefined;
  /** Shared rate limits and cache changes across replicas; unset: within this process. */
  redisUrl?: string | undefined;
  /** The broadband list's phone number per deal type. */
  broadbandContactNumbers: BroadbandContactNumbers;
};

/** A configuration problem, worded as one line for the person starting the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function toAbsolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/** Reads the persisted signing key, creating it once (mode 0600) when none exists. */
function readOrCreateTokenSecret(dataDir: string): string {
  const file = join(dataDir, TOKEN_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_SECRET_LENGTH) return secret;
    throw new ConfigError(
      `Configuration error: ${file} holds a token key shorter than ${MIN_SECRET_LENGTH} characters`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Parses the environment; throws ConfigError with one line naming the variable and the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Configuration error: ${variable}: ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? toAbsolute(e.DATA_DIR) : join(REPO_ROOT, 'data');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webDist: e.WEB_DIST ? toAbsolute(e.WEB_DIST) : join(REPO_ROOT, 'apps/web/dist'),
    tokenSecret: e.TOKEN_SECRET ?? readOrCreateTokenSecret(dataDir),
    operatorKey: e.OPERATOR_KEY ?? DEV_OPERATOR_KEY,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    rateLimitExemptsLoopback: e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM ?? DEFAULT_SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    adminPortalUrl: e.ADMIN_PORTAL_URL,
    authorityFallbackEmail: e.AUTHORITY_FALLBACK_EMAIL,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    redisUrl: e.REDIS_URL,
    broadbandContactNumbers: {
      cheapest: e.BROADBAND_NUMBER_CHEAPEST,
      fastest: e.BROADBAND_NUMBER_FASTEST,
      recommended: e.BROADBAND_NUMBER_RECOMMENDED,
      sky: e.BROADBAND_NUMBER_SKY,
      wombb: e.BROADBAND_NUMBER_WOMBB,
    },
  };
}
