import { ErrorCode } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { ClientErrorCode } from '../api/api-error.js';
import { type CodeText, ERROR_MESSAGES, type ErrorTextParams, START_ERROR_TEXTS } from './error-messages.js';
import { CARD_FIELD_TEXTS, cardNumberNoticeText, FIELD_CHECK_TEXTS, fieldProblemText } from './form-messages.js';
import { SCREEN_ERROR_TEXTS, walletServerErrorMessage } from './screen-error-messages.js';

const START: Partial<Record<string, CodeText>> = START_ERROR_TEXTS;
const SCREENS: Partial<Record<string, CodeText>> = SCREEN_ERROR_TEXTS;

function word(code: string, params: ErrorTextParams = {}): string {
  const entry = START[code] ?? SCREENS[code];
  if (entry === undefined) throw new Error(`no text for ${code}`);
  return typeof entry === 'string' ? entry : entry(params);
}

/** The spec's template with its {placeholders} filled in. */
const filled = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w[\w ]*)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

describe('one catalogue: every error code has exactly one text (issue 18)', () => {
  it('covers every code of the contracts list and every client code', () => {
    const missing = [...Object.values(ErrorCode), ...Object.values(ClientErrorCode)].filter(
      (code) => START[code] === undefined && SCREENS[code] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('has no code in both halves, and no key that is not a code', () => {
    const codes = new Set<string>([...Object.values(ErrorCode), ...Object.values(ClientErrorCode)]);
    expect(Object.keys(START).filter((code) => code in SCREENS)).toEqual([]);
    expect([...Object.keys(START), ...Object.keys(SCREENS)].filter((code) => !codes.has(code))).toEqual([]);
  });

  it('words every code to a non-empty text even without params', () => {
    for (const code of [...Object.keys(START), ...Object.keys(SCREENS)]) expect(word(code).trim(), code).not.toBe('');
  });
});

// The texts as spec 000 and spec 001 give them in their sections 5 and 8, word for word. Where the
// spec has a placeholder the test fills it with the same values it gives the code's params.
describe("the catalogue's English is the spec's, word for word (spec 000 and 001, sections 5 and 8)", () => {
  it('spec 000 section 5: sign-in, amounts, wallet address, form fields, uploads, phone', () => {
    expect(word('OTP_INVALID')).toBe('Invalid verification code');
    expect(word('TNC_REQUIRED')).toBe('Please accept Terms and Conditions');
    expect(word('ENTER_VALID_ADDRESS', { crypto: 'ETH' })).toBe(filled('Please enter a valid {crypto} wallet address', { crypto: 'ETH' }));
    expect(fieldProblemText({ name: 'City' }, 'REQUIRED')).toBe('Required');
    expect(fieldProblemText({ name: 'City' }, 'INVALID')).toBe(filled('Enter a valid {field name}', { 'field name': 'City' }));
    expect(fieldProblemText({ name: 'City', regexErrorMessage: 'Letters only' }, 'INVALID')).toBe('Letters only');
    expect(fieldProblemText({ name: 'Date of Birth' }, 'INVALID_DATE')).toBe('Please enter a valid date');
    expect(word('DOCUMENT_TOO_LARGE')).toBe('Please make sure the file is under 5 MB.');
    // "Phone error texts ...: must be a valid international phone number, only mobile cellphone
    // numbers, and SMS is not supported by landline phone number."
    expect(word('MOBILE_NUMBER_INVALID')).toContain('must be a valid international phone number');
    expect(word('MOBILE_NUMBER_NOT_MOBILE').toLowerCase()).toContain('only mobile cellphone numbers');
    expect(word('MOBILE_NUMBER_LANDLINE')).toContain('SMS is not supported by landline phone number');
  });

  it('spec 000 section 8: partner, start-up, bot check, KYC provider, integration, alerts', () => {
    expect(word('PARTNER_INACTIVE', { company: 'Acme' })).toBe(filled('{company} has been disabled because of suspicious activity.', { company: 'Acme' }));
    expect(word('PARTNER_KYB_NOT_APPROVED', { company: 'Acme' })).toBe(
      filled("{company}'s API key is not active. Please complete the KYB to go live with us.", { company: 'Acme' }),
    );
    expect(ERROR_MESSAGES.initData).toBe('Oops! We were unable to fetch the required data. Please refresh the page.');
    expect(ERROR_MESSAGES.invalidApiKeyTitle).toBe('Invalid API Key');
    expect(word('BOT_CHECK_FAILED')).toBe('Verification failed. Please try again.');
    expect(word('BOT_CHECK_EXPIRED')).toBe('Verification expired. Please try again.');
    expect(word('KYC_PROVIDER_UNAVAILABLE')).toBe(
      'User Maintenance: Sorry, our KYC provider is under maintenance. Please try placing your order again in some time. We appreciate your patience!',
    );
    expect(ERROR_MESSAGES.technicalIssueTitle).toBe('Technical Issue!');
    expect(word('PARTNER_DOMAIN_NOT_ALLOWED')).toMatch(/^There appears to be an issue with your current product integration/);
    expect(ERROR_MESSAGES.updateLocation).toBe('Please update your location if incorrect');
    expect(word('ADDRESS_DETAILS_NOT_FOUND')).toBe('Address details not found. Please enter your address details to proceed.');
    expect(word('PERSONAL_DETAILS_NOT_FOUND')).toBe('Personal details not found. Please enter your personal details to proceed.');
    expect(ERROR_MESSAGES.updateNow).toBe('Update Now');
  });

  it('spec 001 section 5: cards, cancel reason, UTR, PAN, the calculator, the pending order', () => {
    expect(CARD_FIELD_TEXTS['expiry-date']).toBe('Invalid expiry date');
    expect(CARD_FIELD_TEXTS.cvv).toBe('Invalid cvv');
    expect(cardNumberNoticeText({ problem: 'SCHEME_NOT_SUPPORTED' })).toBe('card not supported');
    expect(word('CARD_NOT_SUPPORTED')).toBe('Only Mastercard or Visa cards are supported.');
    expect(FIELD_CHECK_TEXTS.CANCEL_REASON_REQUIRED).toBe('Please enter valid reason');
    expect(FIELD_CHECK_TEXTS.UTR_REQUIRED).toBe('Please enter UTR number');
    expect(word('UTR_INVALID')).toBe('Please enter UTR number');
    expect(FIELD_CHECK_TEXTS.PAN_INCORRECT).toBe('Incorrect PAN number. Please check and retry!');
    expect(word('PAN_INVALID', { reason: 'PAN_INCORRECT' })).toBe('Incorrect PAN number. Please check and retry!');
    expect(FIELD_CHECK_TEXTS.PAN_REQUIRED).toBe('Please enter PAN number');
    expect(word('MIN_AMOUNT', { min: '30', currency: 'EUR', side: 'BUY' })).toBe(
      filled('Minimum buy amount should be more than or equal to {min}', { min: '30 EUR' }),
    );
    expect(word('ORDER_LIMIT', { max: '5000', currency: 'EUR' })).toBe(filled('Please place an order of less than {max}', { max: '5000 EUR' }));
    expect(word('ORDER_EXISTS')).toBe(
      'You have 1 pending order still open. Click on the resolve button to complete it before making a new order',
    );
  });

  it('spec 001 section 8: session, rate limit, wallet 500, network, order expired, the UK journey', () => {
    expect(word('UNAUTHORIZED')).toBe("Your session has expired, you'll be redirected to the exchange screen");
    expect(word('RATE_LIMITED')).toBe('You are being rate limited, please try our app after some time.');
    expect(walletServerErrorMessage('https://ferry.example/support')).toBe(
      filled('Something went wrong. Please try again later or contact us at {support url}.', { 'support url': 'https://ferry.example/support' }),
    );
    expect(word('NETWORK_ERROR')).toBe(
      'Whoops! It seems like your internet connection is slow or unavailable. Please check your internet settings and try again.',
    );
    expect(word('ORDER_EXPIRED')).toBe('Order Expired - Your order has been expired as you failed to pay within allowed time.');
    expect(word('FCA_ASSESSMENT_COMPLETED')).toBe('User has completed assessment');
    expect(word('FCA_ASSESSMENT_LOCKED')).toBe('Account Locked');
  });
});
