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
  /** redirectURL points outside the partner's allowed domains (when the partner lists them): no open redirect. Params: host. */
  REDIRECT_URL_NOT_ALLOWED: 'REDIRECT_URL_NOT_ALLOWED',
  /** A sandbox action without the sandbox token (or the user's own token), or from another site. */
  SANDBOX_ACTION_REFUSED: 'SANDBOX_ACTION_REFUSED',
  /** A dependency every request needs (the database) cannot be reached; Retry-After says when to try again. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** No partner has this API key (the widget's 'Invalid API Key' alert). */
  PARTNER_NOT_FOUND: 'PARTNER_NOT_FOUND',
  /** The partner's status is DISABLED (spec 000 section 8). */
  PARTNER_INACTIVE: 'PARTNER_INACTIVE',
  /** The partner's kybStatus is not APPROVED (spec 000 section 8). */
  PARTNER_KYB_NOT_APPROVED: 'PARTNER_KYB_NOT_APPROVED',
  /** The embedding host is not among the partner's allowed domains ('Technical Issue!'). */
  PARTNER_DOMAIN_NOT_ALLOWED: 'PARTNER_DOMAIN_NOT_ALLOWED',
  /** The bot-check token is missing, malformed, forged, already used or from another challenge. */
  BOT_CHECK_FAILED: 'BOT_CHECK_FAILED',
  /** The bot-check challenge expired before the token arrived. */
  BOT_CHECK_EXPIRED: 'BOT_CHECK_EXPIRED',
  /** Wrong one-time code, or a stateToken that is unknown, forged, used or replaced by a resend. */
  OTP_INVALID: 'OTP_INVALID',
  /** The one-time code is older than 10 minutes. */
  OTP_EXPIRED: 'OTP_EXPIRED',
  /** Five wrong tries killed the code; a new one must be requested. */
  OTP_ATTEMPTS_EXCEEDED: 'OTP_ATTEMPTS_EXCEEDED',
  /** The user has not accepted the current terms and did not tick them at verify. */
  TNC_REQUIRED: 'TNC_REQUIRED',
  /** The amount is below the minimum of the payment method, the crypto or the sell limit; the message carries the minimum. */
  MIN_AMOUNT: 'MIN_AMOUNT',
  /** The amount is above the maximum of the payment method, the crypto or the sell limit; the message carries the maximum. */
  ORDER_LIMIT: 'ORDER_LIMIT',
  /** The quote id is malformed or its signature does not verify ("A quote id rejected as invalid sends the user to the exchange"). */
  QUOTE_INVALID: 'QUOTE_INVALID',
  /** The quote's validity (or its refresh window) has passed; ask for a new quote. */
  QUOTE_EXPIRED: 'QUOTE_EXPIRED',
  /** The fiat, crypto, network or payment method asked for is not offered for this kind of quote. */
  QUOTE_UNAVAILABLE: 'QUOTE_UNAVAILABLE',
  /** The partner does not offer the product (BUY, SELL, NFT or Ferry One) the call is for. */
  PRODUCT_NOT_AVAILED: 'PRODUCT_NOT_AVAILED',
  /** The wallet address (or its tag) is not valid for the crypto's network: 'Please enter a valid {crypto} wallet address'. */
  ENTER_VALID_ADDRESS: 'ENTER_VALID_ADDRESS',
  /** Partner API: the X-Api-Key and X-Partner-Secret pair is missing or wrong. */
  PARTNER_UNAUTHORIZED: 'PARTNER_UNAUTHORIZED',
  /** GET session: the session id is unknown, already used or older than 5 minutes. */
  WIDGET_SESSION_INVALID: 'WIDGET_SESSION_INVALID',
  /** POST exchange-token: the one-time token is unknown, used, expired or another partner's. */
  ONE_TIME_TOKEN_INVALID: 'ONE_TIME_TOKEN_INVALID',
  /** Another order of the user awaits payment: 'You have 1 pending order still open...' (spec 001 section 5); resolve it first. */
  ORDER_EXISTS: 'ORDER_EXISTS',
  /** The status change is not legal from the order's current status, or a concurrent change won; nothing changed. */
  ORDER_STATUS_CONFLICT: 'ORDER_STATUS_CONFLICT',
  /** The order expired before the call ('Order Expired' dialog). */
  ORDER_EXPIRED: 'ORDER_EXPIRED',
  /** The Idempotency-Key was already used for a different reservation. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The reservation is older than its validity; reserve again with a refreshed quote. */
  RESERVATION_EXPIRED: 'RESERVATION_EXPIRED',
  /** A pre-order check failed (spec 001 section 4 "Pre-order routing"); the message names it. */
  ORDER_PRECONDITION_FAILED: 'ORDER_PRECONDITION_FAILED',
  /**
   * The risk engine (fraud detection, scored with the widget's device session) rejected the order
   * and asks the user for additional verification: the profile shows 'Additional Verification
   * Needed' with its KYC call to action. Nothing was created.
   */
  RISKENGINE_PROMOTE_REJECTED: 'RISKENGINE_PROMOTE_REJECTED',
  /** An order needs the KYC personal details, which the user has not entered ('Update Now' opens that form). */
  PERSONAL_DETAILS_NOT_FOUND: 'PERSONAL_DETAILS_NOT_FOUND',
  /** An order needs the KYC address, which the user has not entered ('Update Now' opens that form). */
  ADDRESS_DETAILS_NOT_FOUND: 'ADDRESS_DETAILS_NOT_FOUND',
  /** The order would pass the user's limit in a window (My limits). Params: window ('1', '30' or '365'), remaining, currency. */
  ORDER_LIMIT_EXCEEDED: 'ORDER_LIMIT_EXCEEDED',
  /** The card's network is not Visa or Mastercard: 'Only Mastercard or Visa cards are supported.' */
  CARD_NOT_SUPPORTED: 'CARD_NOT_SUPPORTED',
  /** The card's BIN is blocked by the gateway; the message is the gateway's display message. */
  CARD_BIN_BLOCKED: 'CARD_BIN_BLOCKED',
  /** The card token is unknown, expired, already used by another user, or the card is expired. */
  CARD_TOKEN_INVALID: 'CARD_TOKEN_INVALID',
  /** A sell's payout card cannot receive payouts in the order's fiat: 'Card not eligible for payout'. */
  CARD_NOT_PAYOUT_ELIGIBLE: 'CARD_NOT_PAYOUT_ELIGIBLE',
  /** The PAN is not five capital letters, four digits and a capital letter: 'Incorrect PAN number. Please check and retry!' */
  PAN_INVALID: 'PAN_INVALID',
  /** An INR payment was marked done without a 12-digit UTR: 'Please enter UTR number'. */
  UTR_INVALID: 'UTR_INVALID',
  /** The mobile number is not an E.164 number: 'Mobile number must be a valid international phone number'. Params: field. */
  MOBILE_NUMBER_INVALID: 'MOBILE_NUMBER_INVALID',
  /** The mobile number is toll-free or premium: 'Only mobile cellphone numbers are supported'. Params: field. */
  MOBILE_NUMBER_NOT_MOBILE: 'MOBILE_NUMBER_NOT_MOBILE',
  /** The mobile number is a landline: 'SMS is not supported by landline phone number'. Params: field. */
  MOBILE_NUMBER_LANDLINE: 'MOBILE_NUMBER_LANDLINE',
  /** The KYC provider is under maintenance ('User Maintenance: ...'); 503, the spec's 5xx "error code 500". */
  KYC_PROVIDER_UNAVAILABLE: 'KYC_PROVIDER_UNAVAILABLE',
  /** A KYC form value failed its rule; the message is '{field name}: {rule message}'. */
  KYC_FORM_INVALID: 'KYC_FORM_INVALID',
  /** The form is not one the user has to fill now (already done, in review, or not needed). */
  KYC_FORM_NOT_PENDING: 'KYC_FORM_NOT_PENDING',
  /** An uploaded document is larger than 5 MB: 'Please make sure the file is under 5 MB.' */
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  /** An uploaded document's bytes are not one of the formats its field accepts. */
  DOCUMENT_TYPE_NOT_ALLOWED: 'DOCUMENT_TYPE_NOT_ALLOWED',
  /** POST fca/categorization: the answers do not support the category asked for (or any category); nothing is stored. */
  FCA_CATEGORY_NOT_SUPPORTED: 'FCA_CATEGORY_NOT_SUPPORTED',
  /** A risk-assessment call before the user completed the UK investor categorisation. */
  FCA_NOT_CATEGORISED: 'FCA_NOT_CATEGORISED',
  /** A risk-assessment call after the user passed it: 'User has completed assessment'. */
  FCA_ASSESSMENT_COMPLETED: 'FCA_ASSESSMENT_COMPLETED',
  /** The 4th failed attempt locked the user's risk assessment: 'Account Locked'. */
  FCA_ASSESSMENT_LOCKED: 'FCA_ASSESSMENT_LOCKED',
  /** A risk-assessment submit for an attempt (or set) that is not the user's current one; nothing changes. */
  FCA_ATTEMPT_NOT_CURRENT: 'FCA_ATTEMPT_NOT_CURRENT',
  /** A risk-assessment submit whose answers are missing, repeated, for questions not in the attempt, or not among a question's answers. */
  FCA_ANSWERS_INVALID: 'FCA_ANSWERS_INVALID',
  /** A risk-assessment submit during the 24-hour wait after two failed attempts. Params: retryAt (ms epoch). */
  FCA_RETRY_NOT_YET: 'FCA_RETRY_NOT_YET',
  /** offRampStream.isEligible is false: the stream's blocking error ('Unfortunately you are not allowed to access this service...'). */
  STREAM_NOT_ELIGIBLE: 'STREAM_NOT_ELIGIBLE',
  /** The user onboarded to the stream with another partner: 'You have already signed up with a different partner' ('Back to App'). */
  STREAM_OTHER_PARTNER: 'STREAM_OTHER_PARTNER',
  /** POST stream settings when a stream payment method exists already: update it with PUT. */
  STREAM_SETTINGS_EXIST: 'STREAM_SETTINGS_EXIST',
  /** PUT stream settings, or a stream wallet, before any withdrawal details were saved ('Withdrawal details missing!'). */
  STREAM_SETTINGS_NOT_FOUND: 'STREAM_SETTINGS_NOT_FOUND',
  /** The fiat currency or payment method does not allow payouts, or the bank does not fit the method. */
  STREAM_PAYOUT_NOT_ALLOWED: 'STREAM_PAYOUT_NOT_ALLOWED',
  /** An order form value (billing address) failed its rule; the message is '{field name}: {rule message}'. Nothing is saved. */
  ORDER_FORM_INVALID: 'ORDER_FORM_INVALID',
  /** A webhook endpoint that is not an http(s) URL Ferry may call (https only in production). Params: reason. */
  WEBHOOK_ENDPOINT_INVALID: 'WEBHOOK_ENDPOINT_INVALID',
  /** The partner has no webhook endpoint to deliver to (configure one first). */
  WEBHOOK_ENDPOINT_NOT_SET: 'WEBHOOK_ENDPOINT_NOT_SET',
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
  SERVICE_UNAVAILABLE: 503,
  SANDBOX_ACTION_REFUSED: 403,
  REDIRECT_URL_NOT_ALLOWED: 400,
  PARTNER_NOT_FOUND: 404,
  PARTNER_INACTIVE: 403,
  PARTNER_KYB_NOT_APPROVED: 403,
  PARTNER_DOMAIN_NOT_ALLOWED: 403,
  BOT_CHECK_FAILED: 400,
  BOT_CHECK_EXPIRED: 400,
  // Sign-in failures are 400, never 401: a 401 logs the widget out (spec 001 section 8).
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 400,
  TNC_REQUIRED: 400,
  MIN_AMOUNT: 400,
  ORDER_LIMIT: 400,
  QUOTE_INVALID: 400,
  QUOTE_EXPIRED: 400,
  QUOTE_UNAVAILABLE: 400,
  PRODUCT_NOT_AVAILED: 403,
  ENTER_VALID_ADDRESS: 400,
  PARTNER_UNAUTHORIZED: 401,
  // Gone rather than 401: a 401 would log the widget out, and a spent link is not a logout.
  WIDGET_SESSION_INVALID: 410,
  ONE_TIME_TOKEN_INVALID: 410,
  ORDER_EXISTS: 409,
  ORDER_STATUS_CONFLICT: 409,
  ORDER_EXPIRED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  RESERVATION_EXPIRED: 400,
  ORDER_PRECONDITION_FAILED: 403,
  RISKENGINE_PROMOTE_REJECTED: 403,
  PERSONAL_DETAILS_NOT_FOUND: 403,
  ADDRESS_DETAILS_NOT_FOUND: 403,
  ORDER_LIMIT_EXCEEDED: 403,
  CARD_NOT_SUPPORTED: 400,
  CARD_BIN_BLOCKED: 400,
  CARD_TOKEN_INVALID: 400,
  CARD_NOT_PAYOUT_ELIGIBLE: 400,
  PAN_INVALID: 400,
  UTR_INVALID: 400,
  MOBILE_NUMBER_INVALID: 400,
  MOBILE_NUMBER_NOT_MOBILE: 400,
  MOBILE_NUMBER_LANDLINE: 400,
  KYC_PROVIDER_UNAVAILABLE: 503,
  KYC_FORM_INVALID: 400,
  KYC_FORM_NOT_PENDING: 409,
  DOCUMENT_TOO_LARGE: 413,
  DOCUMENT_TYPE_NOT_ALLOWED: 415,
  FCA_CATEGORY_NOT_SUPPORTED: 422,
  FCA_NOT_CATEGORISED: 409,
  FCA_ASSESSMENT_COMPLETED: 409,
  FCA_ASSESSMENT_LOCKED: 403,
  FCA_ATTEMPT_NOT_CURRENT: 409,
  FCA_ANSWERS_INVALID: 400,
  // 403 and not 429: a 429 reads as "slow down" to clients that retry, and this wait is a day.
  FCA_RETRY_NOT_YET: 403,
  STREAM_NOT_ELIGIBLE: 403,
  STREAM_OTHER_PARTNER: 403,
  STREAM_SETTINGS_EXIST: 409,
  STREAM_SETTINGS_NOT_FOUND: 404,
  STREAM_PAYOUT_NOT_ALLOWED: 400,
  ORDER_FORM_INVALID: 400,
  WEBHOOK_ENDPOINT_INVALID: 400,
  WEBHOOK_ENDPOINT_NOT_SET: 409,
};
