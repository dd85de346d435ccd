import { type ErrorCode, errorCodeStatus } from '@ferry/contracts';

/** An expected failure with a stable code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCodeStatus[code] ?? 400;
    this.headers = options.headers ?? {};
  }
}
