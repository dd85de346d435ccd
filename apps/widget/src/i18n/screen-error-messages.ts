import type { ErrorCode } from '@ferry/contracts';
import type { ErrorTextParams } from './error-messages.js';
import { formatDecimal } from './format.js';
import { t, type MessageValues } from './i18n.js';

/**
 * The error texts of the screens (sign-in, KYC, orders, cards, payment, the UK journey, the
 * stream), by code: each code's text is `error.<CODE>` in the screens catalogue
 * (i18n/screens/{en,de}.po), which loads with every screen; the start path's codes are in
 * error-messages.ts. Where the spec gives a text (spec 000 and 001, sections 5 and 8) the English
 * is the spec's word for word; the rest is ours, in plain words.
 */

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** Codes whose text takes no params. */
const PLAIN_CODES = [
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SANDBOX_ACTION_REFUSED',
  'BOT_CHECK_FAILED',
  'BOT_CHECK_EXPIRED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'TNC_REQUIRED',
  'PARTNER_UNAUTHORIZED',
  'WIDGET_SESSION_INVALID',
  'ONE_TIME_TOKEN_INVALID',
  'ORDER_EXISTS',
  'ORDER_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'RESERVATION_EXPIRED',
  'RISKENGINE_PROMOTE_REJECTED',
  'PERSONAL_DETAILS_NOT_FOUND',
  'ADDRESS_DETAILS_NOT_FOUND',
  'CARD_NOT_SUPPORTED',
  'CARD_NOT_PAYOUT_ELIGIBLE',
  'UTR_INVALID',
  'MOBILE_NUMBER_INVALID',
  'MOBILE_NUMBER_NOT_MOBILE',
  'MOBILE_NUMBER_LANDLINE',
  'KYC_PROVIDER_UNAVAILABLE',
  'KYC_FORM_NOT_PENDING',
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_TYPE_NOT_ALLOWED',
  'FCA_CATEGORY_NOT_SUPPORTED',
  'FCA_NOT_CATEGORISED',
  'FCA_ASSESSMENT_COMPLETED',
  'FCA_ASSESSMENT_LOCKED',
  'FCA_ATTEMPT_NOT_CURRENT',
  'FCA_ANSWERS_INVALID',
  'FCA_RETRY_NOT_YET',
  'STREAM_NOT_ELIGIBLE',
  'STREAM_OTHER_PARTNER',
  'STREAM_SETTINGS_EXIST',
  'STREAM_SETTINGS_NOT_FOUND',
  'WEBHOOK_ENDPOINT_INVALID',
  'WEBHOOK_ENDPOINT_NOT_SET',
] as const satisfies readonly ErrorCode[];

const formProblem = ({ problem }: ErrorTextParams): MessageValues => ({ problem: text(problem) });

/**
 * Codes whose text takes params, and the values each passes to its ICU message. A select picks
 * the branch by a value's name; an absent param is '' and picks `other`. Where the branch depends
 * on whether a param was sent at all, the values name that case (ICU cannot test for absence).
 */
const PARAM_CODES = {
  ENTER_VALID_ADDRESS: ({ crypto, field }) => ({ crypto: text(crypto), field: text(field) }),
  ORDER_STATUS_CONFLICT: ({ status, action, to }) => ({
    status: text(status),
    to: text(to),
    action: action === 'CANCEL' || action === 'PAY' ? action : to === undefined ? 'other' : 'CHANGE',
  }),
  // ICU select keys cannot hold '-': 'wallet-confirm' is the branch wallet_confirm.
  ORDER_PRECONDITION_FAILED: ({ step, flow }) => ({ step: text(step).replaceAll('-', '_'), flow: text(flow) }),
  ORDER_LIMIT_EXCEEDED: ({ window, remaining, currency }) => ({
    window: text(window),
    remaining: formatDecimal(text(remaining)),
    currency: text(currency),
  }),
  CARD_TOKEN_INVALID: ({ reason }) => ({ reason: text(reason) }),
  PAN_INVALID: ({ reason }) => ({ reason: text(reason) }),
  KYC_FORM_INVALID: formProblem,
  ORDER_FORM_INVALID: formProblem,
  STREAM_PAYOUT_NOT_ALLOWED: ({ paymentMethod, currency }) => ({
    paymentMethod: text(paymentMethod),
    currency: text(currency),
    scope: currency === undefined ? 'other' : 'currency',
  }),
} satisfies Partial<Record<ErrorCode, (params: ErrorTextParams) => MessageValues>>;

type PlainCode = (typeof PLAIN_CODES)[number];
type ParamCode = keyof typeof PARAM_CODES | 'CARD_BIN_BLOCKED';
export type ScreenErrorCode = PlainCode | ParamCode;

type ScreenErrorTexts = Readonly<Record<PlainCode, string> & Record<ParamCode, (params?: ErrorTextParams) => string>>;

/** The text of a screen code: the id is built from the code (screen-error-messages.test.ts checks each has one). */
const wordCode = (code: ScreenErrorCode, values?: MessageValues): string => t(`error.${code}`, values);

function screenErrorTexts(): ScreenErrorTexts {
  const texts: Record<string, unknown> = {};
  // Getters, so a text is read when it is shown, in the language whose catalogue is loaded then.
  for (const code of PLAIN_CODES) Object.defineProperty(texts, code, { enumerable: true, get: () => wordCode(code) });
  for (const [code, values] of Object.entries(PARAM_CODES) as Array<[keyof typeof PARAM_CODES, (params: ErrorTextParams) => MessageValues]>) {
    texts[code] = (params: ErrorTextParams = {}) => wordCode(code, values(params));
  }
  // Spec 001 section 5: the gateway's blocked-BIN display message is the provider's own text.
  texts.CARD_BIN_BLOCKED = ({ displayMessage }: ErrorTextParams = {}) =>
    displayMessage === undefined ? wordCode('CARD_BIN_BLOCKED') : text(displayMessage);
  return texts as ScreenErrorTexts;
}

/** Texts by code for the screens; keys are the codes' names (contracts ErrorCode). */
export const SCREEN_ERROR_TEXTS: ScreenErrorTexts = screenErrorTexts();

/** The three refusals of a mobile number (spec 000 section 5), shown under the field. */
export const PHONE_ERROR_MESSAGES = {
  get MOBILE_NUMBER_INVALID() {
    return SCREEN_ERROR_TEXTS.MOBILE_NUMBER_INVALID;
  },
  get MOBILE_NUMBER_NOT_MOBILE() {
    return SCREEN_ERROR_TEXTS.MOBILE_NUMBER_NOT_MOBILE;
  },
  get MOBILE_NUMBER_LANDLINE() {
    return SCREEN_ERROR_TEXTS.MOBILE_NUMBER_LANDLINE;
  },
};

/** A 500 on a wallet-pay call (spec 001 section 8): the generic retry text with Ferry's support address. */
export const walletServerErrorMessage = (supportUrl: string) => t('error.walletServerError', { supportUrl });
