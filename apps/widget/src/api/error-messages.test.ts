import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../i18n/error-messages.js';
import { ApiError } from './api-error.js';
import { messageForError, messageForWalletError } from './error-messages.js';
import { messageForStartError } from './start-error-message.js';

const apiError = (code: string, status: number, message: string, params: Record<string, string | number> = {}) =>
  new ApiError({ code, status, message, traceId: 't', params });

describe('messages resolve by code and params through the catalogue, never by the server English', () => {
  it('401 reads as the expired session', () => {
    expect(messageForError(apiError('UNAUTHORIZED', 401, 'Unauthorized'))).toBe(
      "Your session has expired, you'll be redirected to the exchange screen",
    );
  });

  it("an order over a limit names the window: 'Today', 'Last 30 days', 'Last 365 days'", () => {
    const over = (window: string) =>
      messageForError(apiError('ORDER_LIMIT_EXCEEDED', 403, 'server words', { window, remaining: '100', currency: 'EUR' }));
    expect(over('1')).toBe('This order is over your limit for Today. You can still spend 100 EUR; see My Limits.');
    expect(over('30')).toContain('Last 30 days');
    expect(over('365')).toContain('Last 365 days');
  });

  it('429 reads as rate limited', () => {
    expect(messageForError(apiError('RATE_LIMITED', 429, 'Too Many Requests'))).toBe(
      'You are being rate limited, please try our app after some time.',
    );
  });

  it('a network failure reads as the connection message', () => {
    expect(messageForError(apiError('NETWORK_ERROR', 0, 'Failed to fetch'))).toBe(ERROR_MESSAGES.network);
  });

  it('the server message is never shown: a known code is worded by the catalogue whatever the message says', () => {
    expect(messageForError(apiError('MIN_AMOUNT', 400, 'server words', { min: '30', currency: 'EUR', side: 'BUY' }))).toBe(
      'Minimum buy amount should be more than or equal to 30 EUR',
    );
    expect(messageForError(apiError('VALIDATION_ERROR', 400, 'fiatAmount must be a number'))).not.toContain('fiatAmount');
  });

  it('an unknown code, or an answer that is not Ferry’s, reads as the generic message', () => {
    expect(messageForError(apiError('SOMETHING_NEW', 400, 'Failed to fetch'))).toBe(ERROR_MESSAGES.generic);
    expect(messageForError(apiError('HTTP_502', 502, 'Bad Gateway'))).toBe(ERROR_MESSAGES.generic);
  });

  it('a 5xx never shows its details', () => {
    expect(messageForError(apiError('INTERNAL', 500, 'db exploded at row 12'))).toBe(ERROR_MESSAGES.generic);
  });

  it('anything that is not an API error is generic', () => {
    expect(messageForError(new Error('boom'))).toBe(ERROR_MESSAGES.generic);
  });

  it('the start path words its own codes the same way, and a screen code as the generic message', () => {
    expect(messageForStartError(apiError('PARTNER_INACTIVE', 403, 'x', { company: 'Acme' }))).toBe('Acme has been disabled because of suspicious activity.');
    expect(messageForStartError(apiError('ORDER_LIMIT', 400, 'x', { max: '5000', currency: 'EUR' }))).toBe('Please place an order of less than 5000 EUR');
    expect(messageForStartError(apiError('OTP_INVALID', 400, 'x'))).toBe(ERROR_MESSAGES.generic);
  });
});

describe('wallet-pay call failures (spec 001 section 8)', () => {
  it('a 500 gives the retry message with the support address; other failures their usual message', () => {
    const server = apiError('INTERNAL', 500, 'Something went wrong. Please try again later.');
    expect(messageForWalletError(server, 'https://ferry.example/support')).toBe(
      'Something went wrong. Please try again later or contact us at https://ferry.example/support.',
    );
    const conflict = apiError('ORDER_STATUS_CONFLICT', 409, 'server words', { status: 'FAILED', action: 'PAY' });
    expect(messageForWalletError(conflict, 'https://ferry.example/support')).toBe('This order is FAILED; its payment cannot start again.');
  });
});
