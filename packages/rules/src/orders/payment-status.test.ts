import type { OrderStatus } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { displayStatusFor, shouldCancelGatewayPayment, shouldNotifyPaymentUpdate } from './payment-status-display.js';
import { paymentStatusContent, type StatusContentOrder } from './payment-status-content.js';

const display = (status: OrderStatus, overrides: Partial<Parameters<typeof displayStatusFor>[0]> = {}) =>
  displayStatusFor({ status, paymentMethod: 'credit_debit_card', query: {}, isInIframe: false, isAuthorized: false, ...overrides });

describe('payment status display overrides (spec 001 section 4)', () => {
  it('without overrides the order status is shown', () => {
    expect(display('COMPLETED')).toBe('COMPLETED');
  });
  it('result=failed with a non-FAILED status shows AUTH_FAILED', () => {
    expect(display('AWAITING_PAYMENT_FROM_USER', { query: { result: 'failed' } })).toBe('AUTH_FAILED');
    expect(display('FAILED', { query: { result: 'failed' } })).toBe('FAILED');
  });
  it('result=success with a non-COMPLETED status shows pending delivery', () => {
    expect(display('PROCESSING', { query: { result: 'success' } })).toBe('PENDING_DELIVERY_FROM_FERRY');
    expect(display('COMPLETED', { query: { result: 'success' } })).toBe('COMPLETED');
  });
  it('a cancelPaymentId with a non-CANCELLED status shows CANCELLED', () => {
    expect(display('AWAITING_PAYMENT_FROM_USER', { query: { cancelPaymentId: 'pay_1' } })).toBe('CANCELLED');
  });
  it.each(['apple_pay', 'google_pay', 'pm_open_banking'] as const)(
    '%s still awaiting payment shows PROCESSING when in an iframe or authorized',
    (paymentMethod) => {
      expect(display('AWAITING_PAYMENT_FROM_USER', { paymentMethod, isInIframe: true })).toBe('PROCESSING');
      expect(display('AWAITING_PAYMENT_FROM_USER', { paymentMethod, isAuthorized: true })).toBe('PROCESSING');
      expect(display('AWAITING_PAYMENT_FROM_USER', { paymentMethod })).toBe('AWAITING_PAYMENT_FROM_USER');
    },
  );
  it('the wallet override does not apply to cards or to other statuses', () => {
    expect(display('AWAITING_PAYMENT_FROM_USER', { isInIframe: true })).toBe('AWAITING_PAYMENT_FROM_USER');
    expect(display('FAILED', { paymentMethod: 'apple_pay', isInIframe: true })).toBe('FAILED');
  });
  it('the page cancels the gateway payment when a cancelPaymentId is given', () => {
    expect(shouldCancelGatewayPayment({ cancelPaymentId: 'pay_x' })).toBe(true);
    expect(shouldCancelGatewayPayment({})).toBe(false);
  });
  it('a cko-session-id with a status other than FAILED or REFUNDED notifies the payment update', () => {
    expect(shouldNotifyPaymentUpdate({ gatewaySessionId: 'pay_x', status: 'AWAITING_PAYMENT_FROM_USER' })).toBe(true);
    expect(shouldNotifyPaymentUpdate({ gatewaySessionId: 'pay_x', status: 'FAILED' })).toBe(false);
    expect(shouldNotifyPaymentUpdate({ gatewaySessionId: 'pay_x', status: 'REFUNDED' })).toBe(false);
    expect(shouldNotifyPaymentUpdate({ gatewaySessionId: undefined, status: 'PROCESSING' })).toBe(false);
  });
});

const buy: StatusContentOrder = { isBuyOrSell: 'BUY', isNFTOrder: false, paymentOptionId: 'credit_debit_card', failedReason: null };

// The rule answers which heading and lines; the widget's orders catalogue words them in the spec's
// English (payment-status-route.test.tsx).
describe('payment status content per status (spec 001 section 4)', () => {
  it.each(['PROCESSING', 'AUTHORIZED', 'PENDING_DELIVERY_FROM_FERRY', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'PAYMENT_DONE_MARKED_BY_USER'] as const)(
    "%s: 'Crypto is on the way', a confirmation e-mail, and emits order-successful",
    (status) => {
      const content = paymentStatusContent(status, buy);
      expect(content.heading).toBe('cryptoOnTheWay');
      expect(content.lines).toEqual(['confirmationEmail']);
      expect(content.event).toBe('orderSuccessful');
    },
  );
  it("sell reads 'Money is on the way' and NFT 'NFT is on the way'", () => {
    expect(paymentStatusContent('PROCESSING', { ...buy, isBuyOrSell: 'SELL' }).heading).toBe('moneyOnTheWay');
    expect(paymentStatusContent('PROCESSING', { ...buy, isNFTOrder: true }).heading).toBe('nftOnTheWay');
  });
  it('a BUY via INR bank says crypto is sent within 6 hours', () => {
    expect(paymentStatusContent('PROCESSING', { ...buy, paymentOptionId: 'inr_bank_transfer' }).lines).toEqual(['confirmationEmail', 'inrBankWithinSixHours']);
    expect(paymentStatusContent('PROCESSING', buy).lines).not.toContain('inrBankWithinSixHours');
  });
  it("AWAITING_PAYMENT_FROM_USER: 'Your Crypto is on the way'", () => {
    expect(paymentStatusContent('AWAITING_PAYMENT_FROM_USER', buy)).toMatchObject({ heading: 'yourCryptoOnTheWay', lines: ['waitingForPayment'], event: null });
  });
  it("AUTH_FAILED: 'Card Authorization Failed', check the card, emits order-failed", () => {
    expect(paymentStatusContent('AUTH_FAILED', buy)).toMatchObject({
      heading: 'cardAuthorizationFailed',
      lines: ['checkCard'],
      event: 'orderFailed',
    });
  });
  it("CANCELLED: 'Order Cancelled!' and emits order-cancelled", () => {
    expect(paymentStatusContent('CANCELLED', buy)).toMatchObject({ heading: 'orderCancelled', event: 'orderCancelled' });
  });
  it("COMPLETED: 'All Done!'; a sell to a card takes up to 48 hours standard or 30 minutes fast_funds", () => {
    expect(paymentStatusContent('COMPLETED', buy)).toMatchObject({ heading: 'allDone', lines: ['cryptoDelivered'], tone: 'success' });
    const sellCard = { ...buy, isBuyOrSell: 'SELL' as const };
    expect(paymentStatusContent('COMPLETED', { ...sellCard, moneyTransferType: 'standard' }).lines).toEqual(['payoutSent', 'cardPayoutStandard']);
    expect(paymentStatusContent('COMPLETED', { ...sellCard, moneyTransferType: 'fast_funds' }).lines).toEqual(['payoutSent', 'cardPayoutFastFunds']);
    expect(paymentStatusContent('COMPLETED', { ...sellCard, paymentOptionId: 'sepa_bank_transfer' }).lines).toEqual(['payoutSent']);
  });
  it("REFUNDED: buy 'Unable to process Order' (refunded), sell 'Payout rejected by bank'", () => {
    expect(paymentStatusContent('REFUNDED', buy)).toMatchObject({ heading: 'unableToProcess', lines: ['paidAmountRefunded'] });
    expect(paymentStatusContent('REFUNDED', { ...buy, isBuyOrSell: 'SELL' })).toMatchObject({ heading: 'payoutRejected', lines: ['payoutNotMade'] });
  });
  it('FAILED carries the failedReason header and message and emits order-failed', () => {
    const failedReason = { header: 'Payment declined', message: 'Your bank declined the payment.' };
    expect(paymentStatusContent('FAILED', { ...buy, failedReason })).toEqual({
      heading: 'orderFailed',
      lines: ['orderNotCompleted'],
      failedReason,
      tone: 'failure',
      event: 'orderFailed',
    });
    expect(paymentStatusContent('FAILED', buy).failedReason).toBeNull();
  });
  it("EXPIRED: 'Order Expired' with the spec's message", () => {
    expect(paymentStatusContent('EXPIRED', buy)).toMatchObject({ heading: 'orderExpired', lines: ['orderExpired'], failedReason: null });
  });
});
