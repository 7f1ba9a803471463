import type { FastifyBaseLogger } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import type { Bindings, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;

/**
 * A request's logger (with its request id) made only when the request writes a line at an enabled
 * level. Fastify asks for one per request, and pino's child() builds and redacts its bindings each
 * time: a measurable share of a fast request that, at the usual levels, never logs anything.
 */
class RequestLogger {
  #parent: Logger;
  #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#made()[level] as Write)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: Parameters<Logger['child']>[1]): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a request logger made on first use (any options: made at once). */
export const lazyChildLoggerFactory: FastifyChildLoggerFactory = function (
  logger,
  bindings,
  options,
) {
  const parent = logger as Logger;
  if (
    options.level !== undefined ||
    options.serializers !== undefined ||
    typeof parent.isLevelEnabled !== 'function'
  ) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(parent, bindings) as unknown as FastifyBaseLogger;
};
