import type { ErrorCode } from '@ferry/contracts';
import { LIMIT_WINDOW_LABELS, type LimitWindow } from '@ferry/contracts';
import type { CodeText, ErrorTextParams } from './error-messages.js';

/**
 * The error texts of the screens (sign-in, KYC, orders, cards, payment, the UK journey, the
 * stream), by code; they load with the screens, the start path's in error-messages.ts. Where the
 * spec gives a text (spec 000 and 001, sections 5 and 8) it is used word for word; the rest is
 * ours, in plain words.
 */

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A 500 on a wallet-pay call (spec 001 section 8): the generic retry text with Ferry's support address. */
export const walletServerErrorMessage = (supportUrl: string) =>
  `Something went wrong. Please try again later or contact us at ${supportUrl}.`;

/** Spec 000 section 8 alert texts: the KYC form that fixes them opens from the alert. */
export const PERSONAL_DETAILS_NOT_FOUND_MESSAGE = 'Personal details not found. Please enter your personal details to proceed.';
export const ADDRESS_DETAILS_NOT_FOUND_MESSAGE = 'Address details not found. Please enter your address details to proceed.';

/** The three refusals of a mobile number (spec 000 section 5), shown under the field. */
export const PHONE_ERROR_MESSAGES = {
  MOBILE_NUMBER_INVALID: 'Mobile number must be a valid international phone number',
  MOBILE_NUMBER_NOT_MOBILE: 'Only mobile cellphone numbers are supported',
  MOBILE_NUMBER_LANDLINE: 'SMS is not supported by landline phone number',
} as const;

/** create-order refused an order over a window of My limits: the text names the window. */
const orderLimitExceeded = ({ window, remaining, currency }: ErrorTextParams) => {
  const label = LIMIT_WINDOW_LABELS[text(window) as LimitWindow] ?? 'Today';
  return `This order is over your limit for ${label}. You can still spend ${text(remaining)} ${text(currency)}; see My Limits.`;
};

/** The steps of pre-order routing (spec 001 section 4) an order was refused at. */
const PRECONDITION_TEXTS: Record<string, string> = {
  exchange: 'This quote is no longer valid. Please get a new quote.',
  'wallet-confirm': 'Please enter your wallet address.',
  login: 'Please log in to place an order.',
  'kyc-form': 'Please complete your KYC forms before placing an order.',
  'order-form': 'Please add your billing address before paying by card.',
  profile: 'Please complete your KYC verification before placing an order.',
  'submit-pan': 'Please verify your PAN number before paying by UPI or bank transfer.',
  'fca-categorisation-start': 'Please complete the UK investor categorisation before placing an order.',
  'fca-risk-assessment-start': 'Please pass the UK risk assessment before placing an order.',
  'fca-cooling-off': 'Your 24-hour cooling-off period has not ended yet.',
  'add-card': 'Please add a card to pay by card.',
  'bank-details': 'Please add the bank account to pay out to.',
  'stream-onboarding-intro': 'Please complete the off-ramp stream onboarding.',
};

const formInvalid = ({ problem }: ErrorTextParams) => {
  if (problem === 'SESSION_CHANGED') return 'Your verification session has changed. Please reload the page and try again.';
  if (problem === 'DOCUMENT_MISSING') return 'Please upload the document again.';
  return 'Some of the details entered are not valid. Please check them and try again.';
};

export const SCREEN_ERROR_TEXTS = {
  PAYLOAD_TOO_LARGE: 'This is too large to send. Please try something smaller.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of file cannot be sent. Please try another one.',
  SANDBOX_ACTION_REFUSED: 'This sandbox action is not allowed here.',
  // Spec 000 sections 5 and 8 (sign-in).
  BOT_CHECK_FAILED: 'Verification failed. Please try again.',
  BOT_CHECK_EXPIRED: 'Verification expired. Please try again.',
  OTP_INVALID: 'Invalid verification code',
  OTP_EXPIRED: 'Your verification code has expired. Please request a new one.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Please request a new verification code.',
  TNC_REQUIRED: 'Please accept Terms and Conditions',
  ENTER_VALID_ADDRESS: ({ crypto, field }) =>
    field === 'addressTag' ? `Please enter a valid ${text(crypto)} destination tag` : `Please enter a valid ${text(crypto)} wallet address`,
  PARTNER_UNAUTHORIZED: 'The partner credentials are missing or wrong.',
  WIDGET_SESSION_INVALID: 'This widget session has expired or was already used. Please open the widget again from the partner.',
  ONE_TIME_TOKEN_INVALID: 'This sign-in link has expired or was already used. Please sign in again.',
  // Spec 001 section 5, the pending-order rule.
  ORDER_EXISTS: 'You have 1 pending order still open. Click on the resolve button to complete it before making a new order',
  ORDER_STATUS_CONFLICT: ({ status, action, to }) => {
    if (action === 'CANCEL') return `This order is ${text(status)} and can no longer be cancelled.`;
    if (action === 'PAY') return `This order is ${text(status)}; its payment cannot start again.`;
    return to === undefined
      ? 'This order has changed. Please reload the order.'
      : `This order is ${text(status)} and cannot change to ${text(to)}. Please reload the order.`;
  },
  // Spec 001 section 8.
  ORDER_EXPIRED: 'Order Expired - Your order has been expired as you failed to pay within allowed time.',
  IDEMPOTENCY_KEY_REUSED: 'This order was already sent with other details. Please confirm your order again.',
  RESERVATION_EXPIRED: 'This reservation has expired. Please confirm your order again.',
  ORDER_PRECONDITION_FAILED: ({ step, flow }) =>
    step === 'add-card' && flow === 'SELL'
      ? 'Please add a card that can receive payouts.'
      : (PRECONDITION_TEXTS[text(step)] ?? 'Please complete the steps before placing an order.'),
  RISKENGINE_PROMOTE_REJECTED: 'Additional verification is needed before you can place orders. Please complete it on your profile.',
  PERSONAL_DETAILS_NOT_FOUND: PERSONAL_DETAILS_NOT_FOUND_MESSAGE,
  ADDRESS_DETAILS_NOT_FOUND: ADDRESS_DETAILS_NOT_FOUND_MESSAGE,
  ORDER_LIMIT_EXCEEDED: orderLimitExceeded,
  // Spec 001 section 5 (cards): the gateway's display message is the provider's data.
  CARD_NOT_SUPPORTED: 'Only Mastercard or Visa cards are supported.',
  CARD_BIN_BLOCKED: ({ displayMessage }) => (displayMessage === undefined ? 'This card is not supported.' : text(displayMessage)),
  CARD_TOKEN_INVALID: ({ reason }) =>
    reason === 'EXPIRED' ? 'This card has expired. Please add another card.' : 'This card could not be found. Please add it again.',
  CARD_NOT_PAYOUT_ELIGIBLE: 'Card not eligible for payout',
  PAN_INVALID: ({ reason }) => {
    if (reason === 'PAN_NOT_REGISTERED') return 'This PAN is not registered with the Income Tax Department. Please check and retry!';
    return reason === 'PAN_REQUIRED' ? 'Please enter PAN number' : 'Incorrect PAN number. Please check and retry!';
  },
  UTR_INVALID: 'Please enter UTR number',
  ...PHONE_ERROR_MESSAGES,
  // Spec 000 section 8.
  KYC_PROVIDER_UNAVAILABLE:
    'User Maintenance: Sorry, our KYC provider is under maintenance. Please try placing your order again in some time. We appreciate your patience!',
  KYC_FORM_INVALID: formInvalid,
  KYC_FORM_NOT_PENDING: 'This form is not needed now. Please reload to see your next step.',
  // Spec 000 section 5 (uploads).
  DOCUMENT_TOO_LARGE: 'Please make sure the file is under 5 MB.',
  DOCUMENT_TYPE_NOT_ALLOWED: 'This file type is not accepted. Please upload a PDF, PNG or JPEG.',
  FCA_CATEGORY_NOT_SUPPORTED: "Your answers don't support the investor category you chose. Please answer the questions again.",
  FCA_NOT_CATEGORISED: 'Please complete your investor categorisation first.',
  // Spec 001 section 8.
  FCA_ASSESSMENT_COMPLETED: 'User has completed assessment',
  FCA_ASSESSMENT_LOCKED: 'Account Locked',
  FCA_ATTEMPT_NOT_CURRENT: 'This attempt has already been submitted. Please start the risk assessment again.',
  FCA_ANSWERS_INVALID: 'Please answer every question of the risk assessment.',
  FCA_RETRY_NOT_YET: 'You have used both attempts of the last 24 hours. Please try again later.',
  STREAM_NOT_ELIGIBLE: 'Unfortunately you are not allowed to access this service.',
  STREAM_OTHER_PARTNER: 'You have already signed up with a different partner',
  STREAM_SETTINGS_EXIST: 'Your withdrawal details are saved already.',
  STREAM_SETTINGS_NOT_FOUND: 'Withdrawal details missing!',
  STREAM_PAYOUT_NOT_ALLOWED: ({ paymentMethod, currency }) =>
    currency === undefined
      ? 'This payout method cannot be used here. Please choose another one.'
      : `Payouts by ${text(paymentMethod)} are not available in ${text(currency)}.`,
  ORDER_FORM_INVALID: formInvalid,
  WEBHOOK_ENDPOINT_INVALID: 'The webhook endpoint is not a URL Ferry may call.',
  WEBHOOK_ENDPOINT_NOT_SET: 'Configure a webhook endpoint first.',
} satisfies Partial<Record<ErrorCode, CodeText>>;
