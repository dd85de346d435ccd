/**
 * Every error code the API answers with. The server maps each to an HTTP status in one place;
 * the widget maps each to the spec's message in one place.
 */
export const ErrorCode = {
  /** A query, body, header or path value failed its schema. */
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  /** The route or the resource does not exist (or is not the caller's). */
  NOT_FOUND: 'NOT_FOUND',
  /** Missing, unknown, expired or revoked access token. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** Too many requests from this client or for this subject; Retry-After says when to retry. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The content type is not one the route accepts. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Anything unexpected; details are logged with the trace id, never sent. */
  INTERNAL: 'INTERNAL',
  /** No partner has this API key (the widget's 'Invalid API Key' alert). */
  PARTNER_NOT_FOUND: 'PARTNER_NOT_FOUND',
  /** The partner's status is DISABLED (spec 000 section 8). */
  PARTNER_INACTIVE: 'PARTNER_INACTIVE',
  /** The partner's kybStatus is not APPROVED (spec 000 section 8). */
  PARTNER_KYB_NOT_APPROVED: 'PARTNER_KYB_NOT_APPROVED',
  /** The embedding host is not among the partner's allowed domains ('Technical Issue!'). */
  PARTNER_DOMAIN_NOT_ALLOWED: 'PARTNER_DOMAIN_NOT_ALLOWED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status for each code; codes added later default to 400 at the server. */
export const errorCodeStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  PARTNER_NOT_FOUND: 404,
  PARTNER_INACTIVE: 403,
  PARTNER_KYB_NOT_APPROVED: 403,
  PARTNER_DOMAIN_NOT_ALLOWED: 403,
};
