import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Paths that may hold secrets or personal data, in case an object that has them is logged. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-operator-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.email',
  '*.emailAddress',
  '*.username',
  '*.token',
  '*.access_token',
  '*.contactNumber',
  '*.phoneNumber',
  // Bank details (energy direct debit): never logged.
  '*.bankAccountName',
  '*.bankAccountNumber',
  '*.bankAccountSortCode',
  'bankAccountName',
  'bankAccountNumber',
  'bankAccountSortCode',
  'password',
  'email',
  'emailAddress',
  'username',
  'token',
];

/** Path segments after these name a home: /addresses/{postcode}, /address/{addressKey}. */
const ADDRESS_PARENTS = new Set(['addresses', 'address']);
/** ...except the fixed action names that share those parents. */
const ADDRESS_ACTIONS = new Set(['manual-address']);

/** A route's own name ('password-reset-request'), never a token: random tokens carry digits or capitals. */
const ROUTE_WORDS = /^[a-z]+(-[a-z]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A URL fit for a log line: the query string goes (it can hold an e-mail address or a postcode),
 * and so does any path segment that looks like a token, holds an "@" or names an address;
 * enrolment ids (UUIDs) stay, they are pseudonymous.
 */
export function sanitiseUrl(url: string): string {
  const [path = ''] = url.split('?');
  const parts = path.split('/');
  const segments = parts.map((segment, index) => {
    if (segment.includes('@') || segment.includes('%40')) return ':redacted';
    if (segment.length >= 20 && !UUID.test(segment) && !ROUTE_WORDS.test(segment))
      return ':redacted';
    // A postcode or address key names a mover's new home.
    if (ADDRESS_PARENTS.has(parts[index - 1] ?? '') && !ADDRESS_ACTIONS.has(segment))
      return ':redacted';
    return segment;
  });
  return segments.join('/') + (url.includes('?') ? '?…' : '');
}

type LoggedRequest = { method: string; url: string; id: string };
type LoggedReply = { statusCode: number };

/**
 * An error fit for a log line: name, code, message and stack, without driver details that can
 * echo row values (a failed query's parameters, a constraint's "Key (email)=(...)" detail).
 */
export function serialiseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const message = error.message.split('\nparams:')[0] ?? error.message;
  const code = (error as { code?: unknown }).code;
  const result: Record<string, unknown> = {
    type: error.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  if (typeof code === 'string' || typeof code === 'number') result.code = code;
  if (error.cause !== undefined) result.cause = serialiseError(error.cause);
  return result;
}

export const LOGGER_OPTIONS: LoggerOptions = {
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: sanitiseUrl(request.url),
      id: request.id,
    }),
    res: (reply: LoggedReply) => ({ statusCode: reply.statusCode }),
    err: serialiseError,
  },
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ ...LOGGER_OPTIONS, level }, destination);
}
