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

describe('payment status content per status (spec 001 section 4)', () => {
  it.each(['PROCESSING', 'AUTHORIZED', 'PENDING_DELIVERY_FROM_FERRY', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'PAYMENT_DONE_MARKED_BY_USER'] as const)(
    "%s: 'Crypto is on the way', a confirmation e-mail, and emits order-successful",
    (status) => {
      const content = paymentStatusContent(status, buy);
      expect(content.heading).toBe('Crypto is on the way');
      expect(content.lines.join(' ')).toMatch(/confirmation e-mail/);
      expect(content.event).toBe('orderSuccessful');
    },
  );
  it("sell reads 'Money is on the way' and NFT 'NFT is on the way'", () => {
    expect(paymentStatusContent('PROCESSING', { ...buy, isBuyOrSell: 'SELL' }).heading).toBe('Money is on the way');
    expect(paymentStatusContent('PROCESSING', { ...buy, isNFTOrder: true }).heading).toBe('NFT is on the way');
  });
  it('a BUY via INR bank says crypto is sent within 6 hours', () => {
    expect(paymentStatusContent('PROCESSING', { ...buy, paymentOptionId: 'inr_bank_transfer' }).lines.join(' ')).toMatch(/within 6 hours/);
    expect(paymentStatusContent('PROCESSING', buy).lines.join(' ')).not.toMatch(/6 hours/);
  });
  it("AWAITING_PAYMENT_FROM_USER: 'Your Crypto is on the way'", () => {
    expect(paymentStatusContent('AWAITING_PAYMENT_FROM_USER', buy).heading).toBe('Your Crypto is on the way');
  });
  it("AUTH_FAILED: 'Card Authorization Failed', check the card, emits order-failed", () => {
    expect(paymentStatusContent('AUTH_FAILED', buy)).toMatchObject({
      heading: 'Card Authorization Failed',
      lines: ['Please check your card information and try again.'],
      event: 'orderFailed',
    });
  });
  it("CANCELLED: 'Order Cancelled!' and emits order-cancelled", () => {
    expect(paymentStatusContent('CANCELLED', buy)).toMatchObject({ heading: 'Order Cancelled!', event: 'orderCancelled' });
  });
  it("COMPLETED: 'All Done!'; a sell to a card takes up to 48 hours standard or 30 minutes fast_funds", () => {
    expect(paymentStatusContent('COMPLETED', buy).heading).toBe('All Done!');
    const sellCard = { ...buy, isBuyOrSell: 'SELL' as const };
    expect(paymentStatusContent('COMPLETED', { ...sellCard, moneyTransferType: 'standard' }).lines.join(' ')).toMatch(/48 hours/);
    expect(paymentStatusContent('COMPLETED', { ...sellCard, moneyTransferType: 'fast_funds' }).lines.join(' ')).toMatch(/30 minutes/);
  });
  it("REFUNDED: buy 'Unable to process Order' (refunded), sell 'Payout rejected by bank'", () => {
    expect(paymentStatusContent('REFUNDED', buy).heading).toBe('Unable to process Order');
    expect(paymentStatusContent('REFUNDED', buy).lines.join(' ')).toMatch(/refunded/);
    expect(paymentStatusContent('REFUNDED', { ...buy, isBuyOrSell: 'SELL' }).heading).toBe('Payout rejected by bank');
  });
  it('FAILED uses the failedReason header and message and emits order-failed', () => {
    const failedReason = { header: 'Payment declined', message: 'Your bank declined the payment.' };
    expect(paymentStatusContent('FAILED', { ...buy, failedReason })).toEqual({
      heading: 'Payment declined',
      lines: ['Your bank declined the payment.'],
      tone: 'failure',
      event: 'orderFailed',
    });
  });
  it("EXPIRED: 'Order Expired' with the spec's message", () => {
    expect(paymentStatusContent('EXPIRED', buy).lines).toEqual(['Your order has been expired as you failed to pay within allowed time.']);
  });
});
