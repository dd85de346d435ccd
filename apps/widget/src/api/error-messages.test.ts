import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { ERROR_MESSAGES, messageForError, messageForWalletError } from './error-messages.js';

const apiError = (code: string, status: number, message: string) =>
  new ApiError({ code, status, message, traceId: 't' });

describe('messages resolve by code, then message, then raw server message, then generic', () => {
  it('401 reads as the expired session', () => {
    expect(messageForError(apiError('UNAUTHORIZED', 401, 'Unauthorized'))).toBe(
      "Your session has expired, you'll be redirected to the exchange screen",
    );
  });

  it("an order over a limit names the window: 'Today', 'Last 30 days', 'Last 365 days'", () => {
    const over = (window: string) =>
      messageForError(new ApiError({ code: 'ORDER_LIMIT_EXCEEDED', status: 403, message: 'server words', traceId: 't', params: { window, remaining: '100', currency: 'EUR' } }));
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

  it('a known message is replaced even under an unknown code', () => {
    expect(messageForError(apiError('SOMETHING', 400, 'Failed to fetch'))).toBe(ERROR_MESSAGES.network);
  });

  it('a 400 with a message passes the message on', () => {
    expect(messageForError(apiError('VALIDATION_ERROR', 400, 'fiatAmount must be a number'))).toBe(
      'fiatAmount must be a number',
    );
  });

  it('a 5xx never shows its details', () => {
    expect(messageForError(apiError('INTERNAL', 500, 'db exploded at row 12'))).toBe(ERROR_MESSAGES.generic);
  });

  it('anything that is not an API error is generic', () => {
    expect(messageForError(new Error('boom'))).toBe(ERROR_MESSAGES.generic);
  });
});

describe('wallet-pay call failures (spec 000 section 8)', () => {
  it('a 500 gives the retry message with the support address; other failures their usual message', () => {
    const server = new ApiError({ code: 'INTERNAL', status: 500, message: 'Something went wrong. Please try again later.', traceId: 't' });
    expect(messageForWalletError(server, 'https://ferry.example/support')).toBe(
      'Something went wrong. Please try again later or contact us at https://ferry.example/support.',
    );
    const conflict = new ApiError({ code: 'ORDER_STATUS_CONFLICT', status: 409, message: 'This order is FAILED; its payment cannot start again.', traceId: 't' });
    expect(messageForWalletError(conflict, 'https://ferry.example/support')).toBe('This order is FAILED; its payment cannot start again.');
  });
});
