import type { ErrorCode } from '@ferry/contracts';
import { figure } from './figure.js';
import { t, type MessageValues } from './i18n.js';

/**
 * The error texts the widget needs before any screen loads (start-up, the exchange's amount box,
 * the window alerts), from the core catalogue (ids `startError.*`). The catalogue's other half,
 * screen-error-messages.ts, loads with the screens; between them every error code has its text
 * (error-catalogue.test.ts). Where the spec gives a text (spec 000 and 001, sections 5 and 8) the
 * English is the spec's word for word. Each text is read when asked for, in the active language.
 */
export const ERROR_MESSAGES = {
  get sessionExpired() {
    return t('startError.UNAUTHORIZED');
  },
  /** A session ended by the user record's rules (spec 001 section 4), which go to the e-mail login. */
  get loginExpired() {
    return t('startError.loginExpired');
  },
  get rateLimited() {
    return t('startError.RATE_LIMITED');
  },
  get network() {
    return t('startError.NETWORK_ERROR');
  },
  get initData() {
    return t('startError.initData');
  },
  get invalidApiKeyTitle() {
    return t('startError.invalidApiKeyTitle');
  },
  get invalidApiKey() {
    return t('startError.PARTNER_NOT_FOUND');
  },
  get technicalIssueTitle() {
    return t('startError.technicalIssueTitle');
  },
  get technicalIssue() {
    return t('startError.PARTNER_DOMAIN_NOT_ALLOWED');
  },
  get generic() {
    return t('startError.INTERNAL');
  },
  /** Alerts matched to the KYC form that fixes them (spec 000 section 8, spec 001 section 8). */
  get updateLocation() {
    return t('alert.updateLocation');
  },
  get updateNow() {
    return t('alert.updateNow');
  },
};

/** The values a code's text needs (contracts ErrorParams), as the API client hands them on. */
export type ErrorTextParams = Readonly<Record<string, string | number>>;

/** A code's text: a string, or a function of the code's params. */
export type CodeText = string | ((params: ErrorTextParams) => string);

/** Codes the client raises itself when no server answer could be read (api/api-error.ts). */
type ClientCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** The partner-unfit texts of spec 000 section 8, for the partner's own answer too. */
export const partnerInactiveMessage = (company: string) => t('startError.PARTNER_INACTIVE', { company });
export const partnerKybNotApprovedMessage = (company: string) => t('startError.PARTNER_KYB_NOT_APPROVED', { company });

/** The codes the start path words; each has the text `startError.<CODE>` (error-catalogue.test.ts). */
const START_CODES = [
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'PARTNER_NOT_FOUND',
  'PARTNER_INACTIVE',
  'PARTNER_KYB_NOT_APPROVED',
  'PARTNER_DOMAIN_NOT_ALLOWED',
  'REDIRECT_URL_NOT_ALLOWED',
  // Spec 001 section 5, the conversion calculator: {min} and {max} are the amount with its currency.
  'MIN_AMOUNT',
  'ORDER_LIMIT',
  'QUOTE_INVALID',
  'QUOTE_EXPIRED',
  'QUOTE_UNAVAILABLE',
  'PRODUCT_NOT_AVAILED',
] as const satisfies readonly (ErrorCode | ClientCode)[];

type StartCode = (typeof START_CODES)[number];

/** The reasons QUOTE_UNAVAILABLE has a text of its own for; any other names the fiat, when it has one. */
const QUOTE_REASONS = ['FIAT', 'CRYPTO', 'SELL', 'NFT', 'PRICE', 'PAYOUT'];

/** A code's params as its text takes them: amounts in the locale's style, QUOTE_UNAVAILABLE's catch-all chosen. */
function valuesOf(code: StartCode, params: ErrorTextParams): MessageValues {
  const values: Record<string, string | number> = { ...params };
  for (const key of ['min', 'max']) {
    const value = params[key];
    if (typeof value === 'string') values[key] = figure(value);
  }
  if (code === 'QUOTE_UNAVAILABLE' && !QUOTE_REASONS.includes(String(params.reason)) && params.fiat === undefined) values.reason = 'ANY';
  return values;
}

/** Texts by code for the start path; keys are the codes' names (contracts ErrorCode). */
export const START_ERROR_TEXTS = Object.fromEntries(
  START_CODES.map((code) => [code, (params: ErrorTextParams = {}) => t(`startError.${code}`, valuesOf(code, params))]),
) as Record<StartCode, (params?: ErrorTextParams) => string>;
