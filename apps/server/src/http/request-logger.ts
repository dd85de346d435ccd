import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1] & {};
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that becomes pino's child logger (reqId binding, redaction) only when the
 * request logs something at an enabled level. Making the child costs a few microseconds on every
 * request; at the usual production level most requests never log, and on the quote path that
 * was a measurable share of each answer (`npm run bench`).
 */
export class LazyRequestLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: ParentLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: ChildOptions;

  constructor(parent: ParentLogger, bindings: Record<string, unknown>, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The real child logger, made on first use. */
  get real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  #log(level: Level, args: unknown[]): void {
    if (this.#child === null && this.#parent.isLevelEnabled?.(level) === false) return;
    (this.real[level] as (...values: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: lazy unless the route sets its own level or serializers, which
 * only a real child can carry.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level || options.serializers
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
