/** Codes the client itself raises when no server answer could be read. */
export const ClientErrorCode = {
  /** The request never got an answer (offline, DNS, connection reset). */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** An answer arrived but does not match its contract. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

/** A failed call: the server's stable code and message, or a client code with status 0. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly traceId: string;
  /** The values the code's text needs (contracts ErrorParams); empty when the server sent none. */
  readonly params: Readonly<Record<string, string | number>>;

  constructor({
    code,
    status,
    message,
    traceId,
    params = {},
  }: {
    code: string;
    status: number;
    message: string;
    traceId: string;
    params?: Record<string, string | number>;
  }) {
    super(message);
    this.code = code;
    this.status = status;
    this.traceId = traceId;
    this.params = params;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
