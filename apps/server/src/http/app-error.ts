import { type ErrorCode, type ErrorParams, errorCodeStatus } from '@ferry/contracts';

/** The spec's text for RATE_LIMITED, whichever limit refused the request. */
export const RATE_LIMITED_MESSAGE = 'You are being rate limited, please try our app after some time.';

/** An expected failure with a stable code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** The values the code's text needs; sent beside the code so clients can word it themselves. */
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, message: string, options: { headers?: Record<string, string>; params?: ErrorParams } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCodeStatus[code] ?? 400;
    this.headers = options.headers ?? {};
    this.params = options.params;
  }
}
