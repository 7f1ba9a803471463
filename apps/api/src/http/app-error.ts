/** A failure a service reports on purpose: its status and message reach the client as they are. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly status: number;
  readonly field: string | undefined;
  /** A 429's wait, sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: string,
    message: string,
    options: { status?: number; field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? 400;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
