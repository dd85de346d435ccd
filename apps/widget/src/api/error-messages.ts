import { ErrorCode, LIMIT_WINDOW_LABELS, type LimitWindow } from '@ferry/contracts';
import { ClientErrorCode, isApiError } from './api-error.js';

/** Every message the widget shows for a failed call, in one place (spec 000 and 001 section 8). */
export const ERROR_MESSAGES = {
  sessionExpired: "Your session has expired, you'll be redirected to the exchange screen",
  /** A session ended by the user record's rules (spec 001 section 4), which go to the e-mail login. */
  loginExpired: 'Your session has expired, please log in again.',
  rateLimited: 'You are being rate limited, please try our app after some time.',
  network:
    'Whoops! It seems like your internet connection is slow or unavailable. Please check your internet settings and try again.',
  initData: 'Oops! We were unable to fetch the required data. Please refresh the page.',
  invalidApiKeyTitle: 'Invalid API Key',
  invalidApiKey:
    'This widget was opened with an API key Ferry does not know. Check the apiKey in its address.',
  technicalIssueTitle: 'Technical Issue!',
  technicalIssue:
    'There appears to be an issue with your current product integration. Please contact the website that sent you here.',
  generic: 'Something went wrong. Please try again later.',
  /** Alerts matched to the KYC form that fixes them (spec 000 section 8, spec 001 section 8). */
  updateLocation: 'Please update your location if incorrect',
  addressNotFound: 'Address details not found. Please enter your address details to proceed.',
  personalDetailsNotFound:
    'Personal details not found. Please enter your personal details to proceed.',
  updateNow: 'Update Now',
} as const;

/** A 500 on a wallet-pay call (spec 000 section 8): the generic retry text with Ferry's support address. */
export const walletServerErrorMessage = (supportUrl: string) =>
  `Something went wrong. Please try again later or contact us at ${supportUrl}.`;

/** The message for a failed wallet-pay call: a server error names the support address, others as messageForError. */
export function messageForWalletError(error: unknown, supportUrl: string): string {
  if (isApiError(error) && error.status >= 500) return walletServerErrorMessage(supportUrl);
  return messageForError(error);
}

/** create-order refused an order over a window of My limits: the text names the window. */
export const orderLimitExceededMessage = ({
  window,
  remaining,
  currency,
}: Readonly<Record<string, string | number>>) => {
  const label = LIMIT_WINDOW_LABELS[String(window) as LimitWindow] ?? 'Today';
  return `This order is over your limit for ${label}. You can still spend ${String(remaining)} ${String(currency)}; see My Limits.`;
};

/** The partner-unfit messages of spec 000 section 8, for a partner answer that slipped through. */
export const partnerInactiveMessage = (company: string) =>
  `${company} has been disabled because of suspicious activity.`;
export const partnerKybNotApprovedMessage = (company: string) =>
  `${company}'s API key is not active. Please complete the KYB to go live with us.`;

/**
 * Texts by error code: a string, or a function of the code's params (contracts ErrorParams).
 * New server errors get their own code and their text here; the widget never reads the server's
 * English.
 */
export type CodeText = string | ((params: Readonly<Record<string, string | number>>) => string);

const BY_CODE: Partial<Record<string, CodeText>> = {
  [ErrorCode.UNAUTHORIZED]: ERROR_MESSAGES.sessionExpired,
  [ErrorCode.RATE_LIMITED]: ERROR_MESSAGES.rateLimited,
  [ClientErrorCode.NETWORK_ERROR]: ERROR_MESSAGES.network,
  [ErrorCode.PARTNER_DOMAIN_NOT_ALLOWED]: ERROR_MESSAGES.technicalIssue,
  [ErrorCode.REDIRECT_URL_NOT_ALLOWED]: ERROR_MESSAGES.technicalIssue,
  [ErrorCode.ORDER_LIMIT_EXCEEDED]: orderLimitExceededMessage,
  [ErrorCode.PERSONAL_DETAILS_NOT_FOUND]: ERROR_MESSAGES.personalDetailsNotFound,
  [ErrorCode.ADDRESS_DETAILS_NOT_FOUND]: ERROR_MESSAGES.addressNotFound,
};

/** Server messages that read badly to a user, replaced by the widget's own wording. */
const BY_MESSAGE: Partial<Record<string, string>> = {
  'Failed to fetch': ERROR_MESSAGES.network,
};

/**
 * The message for a failure: by the server's error code (a feature's own codes first, their texts
 * in that feature's catalogue), then by its message, then the raw server message, then the generic
 * one (spec 001 section 8). 5xx details are never shown.
 */
export function messageForError(
  error: unknown,
  featureCodes: Partial<Record<string, CodeText>> = {},
): string {
  if (!isApiError(error)) return ERROR_MESSAGES.generic;
  const byCode = featureCodes[error.code] ?? BY_CODE[error.code];
  if (byCode) return typeof byCode === 'string' ? byCode : byCode(error.params);
  const byMessage = BY_MESSAGE[error.message];
  if (byMessage) return byMessage;
  if (error.status < 500 && error.message && error.code !== ClientErrorCode.INVALID_RESPONSE)
    return error.message;
  return ERROR_MESSAGES.generic;
}
