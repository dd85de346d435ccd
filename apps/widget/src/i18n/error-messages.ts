import type { ErrorCode } from '@ferry/contracts';

/**
 * The error texts the widget needs before any screen loads (start-up, the exchange's amount box,
 * the window alerts). The catalogue's other half, screen-error-messages.ts, loads with the
 * screens; between them every error code has its text (error-catalogue.test.ts). Where the spec
 * gives a text (spec 000 and 001, sections 5 and 8) it is used word for word.
 */
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
  updateNow: 'Update Now',
} as const;

/** The values a code's text needs (contracts ErrorParams), as the API client hands them on. */
export type ErrorTextParams = Readonly<Record<string, string | number>>;

/** A code's text: a string, or a function of the code's params. */
export type CodeText = string | ((params: ErrorTextParams) => string);

/** Codes the client raises itself when no server answer could be read (api/api-error.ts). */
type ClientCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The partner-unfit texts of spec 000 section 8, for the partner's own answer too. */
export const partnerInactiveMessage = (company: string) => `${company} has been disabled because of suspicious activity.`;
export const partnerKybNotApprovedMessage = (company: string) =>
  `${company}'s API key is not active. Please complete the KYB to go live with us.`;

/** Texts by code for the start path; keys are the codes' names (contracts ErrorCode). */
export const START_ERROR_TEXTS = {
  UNAUTHORIZED: ERROR_MESSAGES.sessionExpired,
  RATE_LIMITED: ERROR_MESSAGES.rateLimited,
  NETWORK_ERROR: ERROR_MESSAGES.network,
  INVALID_RESPONSE: ERROR_MESSAGES.generic,
  INTERNAL: ERROR_MESSAGES.generic,
  SERVICE_UNAVAILABLE: 'Ferry is briefly unavailable. Please try again in a few seconds.',
  VALIDATION_ERROR: 'Some of the details sent are not valid. Please check them and try again.',
  NOT_FOUND: 'Sorry, we could not find what you were looking for.',
  PARTNER_NOT_FOUND: ERROR_MESSAGES.invalidApiKey,
  PARTNER_INACTIVE: ({ company }) => partnerInactiveMessage(text(company)),
  PARTNER_KYB_NOT_APPROVED: ({ company }) => partnerKybNotApprovedMessage(text(company)),
  PARTNER_DOMAIN_NOT_ALLOWED: ERROR_MESSAGES.technicalIssue,
  REDIRECT_URL_NOT_ALLOWED: ERROR_MESSAGES.technicalIssue,
  // Spec 001 section 5, the conversion calculator: {min} and {max} are the amount with its currency.
  MIN_AMOUNT: ({ min, currency, side }) =>
    `Minimum ${side === 'SELL' ? 'sell' : 'buy'} amount should be more than or equal to ${text(min)} ${text(currency)}`,
  ORDER_LIMIT: ({ max, currency }) => `Please place an order of less than ${text(max)} ${text(currency)}`,
  QUOTE_INVALID: 'This quote is not valid. Please get a new quote.',
  QUOTE_EXPIRED: 'This quote has expired. Please get a new quote.',
  QUOTE_UNAVAILABLE: ({ reason, fiat, crypto, network }) => {
    switch (reason) {
      case 'FIAT':
        return `${text(fiat)} is not available.`;
      case 'CRYPTO':
        return `${text(crypto)} is not available on ${text(network)}.`;
      case 'SELL':
        return `Selling ${text(crypto)} for ${text(fiat)} by this payment method is not available.`;
      case 'NFT':
        return 'This payment method cannot be used for NFT purchases.';
      case 'PRICE':
        return `Prices for ${text(crypto)} in ${text(fiat)} are unavailable right now. Please try again shortly.`;
      case 'PAYOUT':
        return 'This payment method cannot receive payouts.';
      default:
        return fiat === undefined ? 'This payment method is not available.' : `This payment method is not available for ${text(fiat)}.`;
    }
  },
  PRODUCT_NOT_AVAILED: ({ company, product }) => {
    const offer = { BUY: 'buying crypto', SELL: 'selling crypto', NFT: 'NFT purchases', FERRY_ONE: 'Ferry One', STREAM: 'the off-ramp stream' }[
      text(product)
    ];
    return `${text(company)} does not offer ${offer ?? 'this product'}.`;
  },
} satisfies Partial<Record<ErrorCode | ClientCode, CodeText>>;
