import { describe, expect, it } from 'vitest';
import { expiryCountdown } from './expiry-countdown.js';
import { checkCancelReason, checkPan, checkUtr, normalisePanInput } from './field-validators.js';
import { orderListLabel, orderStatusTone } from './list-labels.js';
import {
  canCancelOrder,
  completePaymentTarget,
  placeOrderTarget,
  requiresPaymentConfirmation,
  requiresUtr,
  showsCompletePayment,
  showsPaymentDetails,
} from './order-actions.js';
import { isFollowableRedirectUrl, partnerRedirectData } from './partner-redirect.js';
import { showsZeroHashTerms } from './zero-hash.js';

describe('order list labels (spec 001 section 4)', () => {
  const buy = { isBuyOrSell: 'BUY' as const, isNFTOrder: false };
  const sell = { isBuyOrSell: 'SELL' as const, isNFTOrder: false };
  const nft = { isBuyOrSell: 'BUY' as const, isNFTOrder: true };
  // The rule answers which label; the widget's orders catalogue words it (orders-route.test.tsx).
  it("BUY: awaiting 'Waiting for the transfer', pending delivery 'Transferring Crypto'", () => {
    expect(orderListLabel('AWAITING_PAYMENT_FROM_USER', buy)).toBe('waitingForTransfer');
    expect(orderListLabel('PENDING_DELIVERY_FROM_FERRY', buy)).toBe('transferringCrypto');
    expect(orderListLabel('ON_HOLD_PENDING_DELIVERY_FROM_FERRY', buy)).toBe('transferringCrypto');
  });
  it("SELL and NFT: awaiting 'Payment Pending', pending delivery 'Processing'", () => {
    for (const order of [sell, nft]) {
      expect(orderListLabel('AWAITING_PAYMENT_FROM_USER', order)).toBe('paymentPending');
      expect(orderListLabel('PENDING_DELIVERY_FROM_FERRY', order)).toBe('processing');
    }
  });
  it('others: Completed, Cancelled, Refunded, Failed, Expired; Ferry words the two the spec leaves open', () => {
    expect(['COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED', 'EXPIRED'].map((s) => orderListLabel(s as never, buy))).toEqual([
      'completed',
      'cancelled',
      'refunded',
      'failed',
      'expired',
    ]);
    expect(orderListLabel('PAYMENT_DONE_MARKED_BY_USER', buy)).toBe('verifyingPayment');
    expect(orderListLabel('PROCESSING', buy)).toBe('processing');
  });
  it('badge tone: completed is success, the final failures are failure, the rest pending', () => {
    expect(orderStatusTone('COMPLETED')).toBe('success');
    expect(orderStatusTone('EXPIRED')).toBe('failure');
    expect(orderStatusTone('PROCESSING')).toBe('pending');
  });
});

describe('order actions (spec 001 section 4)', () => {
  it('cancel is offered in AWAITING_PAYMENT_FROM_USER and PAYMENT_DONE_MARKED_BY_USER only', () => {
    expect(canCancelOrder('AWAITING_PAYMENT_FROM_USER')).toBe(true);
    expect(canCancelOrder('PAYMENT_DONE_MARKED_BY_USER')).toBe(true);
    expect(canCancelOrder('PROCESSING')).toBe(false);
    expect(canCancelOrder('COMPLETED')).toBe(false);
  });
  it("'Complete Payment' shows while awaiting payment, except for Apple Pay and Google Pay", () => {
    expect(showsCompletePayment({ status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'sepa_bank_transfer' })).toBe(true);
    expect(showsCompletePayment({ status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'apple_pay' })).toBe(false);
    expect(showsCompletePayment({ status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'google_pay' })).toBe(false);
    expect(showsCompletePayment({ status: 'PROCESSING', paymentOptionId: 'sepa_bank_transfer' })).toBe(false);
  });
  it("'Complete Payment' target: sell to confirmation or wallet redirection; buy to confirmation if required, else payment status", () => {
    expect(completePaymentTarget({ isBuyOrSell: 'SELL', paymentOptionId: 'sepa_bank_transfer', hasWalletRedirection: false })).toBe(
      'payment-confirmation',
    );
    expect(completePaymentTarget({ isBuyOrSell: 'SELL', paymentOptionId: 'sepa_bank_transfer', hasWalletRedirection: true })).toBe(
      'wallet-redirection',
    );
    expect(completePaymentTarget({ isBuyOrSell: 'BUY', paymentOptionId: 'inr_upi', hasWalletRedirection: false })).toBe('payment-confirmation');
    expect(completePaymentTarget({ isBuyOrSell: 'BUY', paymentOptionId: 'credit_debit_card', hasWalletRedirection: false })).toBe('payment-status');
    expect(completePaymentTarget({ isBuyOrSell: 'BUY', paymentOptionId: 'pm_open_banking', hasWalletRedirection: false })).toBe('payment-status');
  });
  it("'Payment Details' shows in PAYMENT_DONE_MARKED_BY_USER for GBP bank, SEPA bank, wire and ACH push", () => {
    for (const paymentOptionId of ['gbp_bank_transfer', 'sepa_bank_transfer', 'pm_wire', 'pm_ach_push'] as const) {
      expect(showsPaymentDetails({ status: 'PAYMENT_DONE_MARKED_BY_USER', paymentOptionId })).toBe(true);
    }
    expect(showsPaymentDetails({ status: 'PAYMENT_DONE_MARKED_BY_USER', paymentOptionId: 'inr_upi' })).toBe(false);
    expect(showsPaymentDetails({ status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'sepa_bank_transfer' })).toBe(false);
  });
  it('payment confirmation is required for the spec lists of BUY and SELL methods', () => {
    const buy = ['gbp_bank_transfer', 'sepa_bank_transfer', 'pm_us_wire_bank_transfer', 'pm_ach_push', 'pm_wire', 'inr_upi', 'inr_bank_transfer'] as const;
    for (const method of buy) expect(requiresPaymentConfirmation('BUY', method)).toBe(true);
    for (const method of ['credit_debit_card', 'apple_pay', 'google_pay', 'pm_open_banking'] as const) {
      expect(requiresPaymentConfirmation('BUY', method)).toBe(false);
    }
    for (const method of ['gbp_bank_transfer', 'sepa_bank_transfer', 'credit_debit_card'] as const) {
      expect(requiresPaymentConfirmation('SELL', method)).toBe(true);
    }
    expect(requiresPaymentConfirmation('SELL', 'inr_upi')).toBe(false);
  });
  it('UTR is asked for INR UPI and INR bank transfer only', () => {
    expect(requiresUtr('inr_upi')).toBe(true);
    expect(requiresUtr('inr_bank_transfer')).toBe(true);
    expect(requiresUtr('sepa_bank_transfer')).toBe(false);
  });
  it('place order: FAILED goes to payment status; confirmation methods to payment confirmation; redirects and wallets first', () => {
    const base = { isBuyOrSell: 'BUY' as const, redirectionRequired: false };
    expect(placeOrderTarget({ ...base, status: 'FAILED', paymentOptionId: 'sepa_bank_transfer' })).toBe('payment-status');
    expect(placeOrderTarget({ ...base, status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'sepa_bank_transfer' })).toBe('payment-confirmation');
    expect(placeOrderTarget({ ...base, status: 'PROCESSING', paymentOptionId: 'credit_debit_card' })).toBe('payment-status');
    expect(placeOrderTarget({ ...base, status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'credit_debit_card', redirectionRequired: true })).toBe(
      'gateway-redirect',
    );
    expect(placeOrderTarget({ ...base, status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'apple_pay' })).toBe('apple-pay');
    expect(placeOrderTarget({ ...base, status: 'AWAITING_PAYMENT_FROM_USER', paymentOptionId: 'google_pay' })).toBe('google-pay');
  });
  it("a sell with the partner's wallet redirection goes to the wallet where the transfer screen would show", () => {
    const sell = { status: 'AWAITING_PAYMENT_FROM_USER' as const, isBuyOrSell: 'SELL' as const, redirectionRequired: false };
    expect(placeOrderTarget({ ...sell, paymentOptionId: 'sepa_bank_transfer', hasWalletRedirection: true })).toBe('wallet-redirection');
    expect(placeOrderTarget({ ...sell, paymentOptionId: 'credit_debit_card', hasWalletRedirection: true })).toBe('wallet-redirection');
    expect(placeOrderTarget({ ...sell, paymentOptionId: 'sepa_bank_transfer', hasWalletRedirection: false })).toBe('payment-confirmation');
    expect(placeOrderTarget({ ...sell, status: 'FAILED', paymentOptionId: 'sepa_bank_transfer', hasWalletRedirection: true })).toBe('payment-status');
    expect(placeOrderTarget({ ...sell, isBuyOrSell: 'BUY', paymentOptionId: 'sepa_bank_transfer', hasWalletRedirection: true })).toBe('payment-confirmation');
  });
});

describe('UTR, PAN and cancel reason (spec 001 section 5)', () => {
  it('UTR is exactly 12 digits, else the toast', () => {
    expect(checkUtr('123456789012')).toEqual({ ok: true, value: '123456789012' });
    expect(checkUtr('12345678901')).toEqual({ ok: false, problem: 'UTR_REQUIRED' });
    expect(checkUtr('12345678901a')).toEqual({ ok: false, problem: 'UTR_REQUIRED' });
    expect(checkUtr('')).toEqual({ ok: false, problem: 'UTR_REQUIRED' });
  });
  it('PAN: five capital letters, four digits, one capital letter, upper-cased', () => {
    expect(checkPan('abcde1234f')).toEqual({ ok: true, value: 'ABCDE1234F' });
    expect(normalisePanInput('abcde 1234fgh')).toBe('ABCDE1234F');
  });
  it("a 10-character wrong PAN reads 'Incorrect PAN number. Please check and retry!'", () => {
    expect(checkPan('ABCDE12345')).toEqual({ ok: false, problem: 'PAN_INCORRECT' });
  });
  it("an empty or short PAN gives 'Please enter PAN number'", () => {
    expect(checkPan('')).toEqual({ ok: false, problem: 'PAN_REQUIRED' });
    expect(checkPan('ABC')).toEqual({ ok: false, problem: 'PAN_REQUIRED' });
  });
  it("cancel reason is required: 'Please enter valid reason'", () => {
    expect(checkCancelReason('   ')).toEqual({ ok: false, problem: 'CANCEL_REASON_REQUIRED' });
    expect(checkCancelReason(' Changed my mind ')).toEqual({ ok: true, value: 'Changed my mind' });
  });
});

describe('Zero Hash terms (spec 001 sections 2 and 5)', () => {
  it('show for a USD order by a US user outside the excluded states', () => {
    expect(showsZeroHashTerms({ fiatCurrency: 'USD', countryCode: 'US', stateCode: 'TX' })).toBe(true);
  });
  it.each(['CA', 'CO', 'CT', 'DC', 'ID', 'IN', 'KS', 'MT', 'PA', 'VA', 'WI', 'MA'])('do not show for the excluded state %s', (stateCode) => {
    expect(showsZeroHashTerms({ fiatCurrency: 'USD', countryCode: 'US', stateCode })).toBe(false);
  });
  it('do not show for other currencies or countries', () => {
    expect(showsZeroHashTerms({ fiatCurrency: 'EUR', countryCode: 'US', stateCode: 'TX' })).toBe(false);
    expect(showsZeroHashTerms({ fiatCurrency: 'USD', countryCode: 'GB', stateCode: null })).toBe(false);
  });
});

describe('partner redirect data (spec 001 section 3)', () => {
  const order = {
    id: 'o-1',
    fiatCurrency: 'EUR',
    cryptoCurrency: 'ETH',
    fiatAmount: '100.00',
    cryptoAmount: '0.05',
    isBuyOrSell: 'BUY' as const,
    status: 'COMPLETED' as const,
    walletAddress: '0xabc',
    totalFeeInFiat: '2.50',
    isNFTOrder: false,
    network: 'ethereum',
    partnerCustomerId: 'cust-9',
    partnerOrderId: null,
  };
  it('holds the order fields, and the partner ids only when present', () => {
    expect(Object.fromEntries(partnerRedirectData(order))).toEqual({
      orderId: 'o-1',
      fiatCurrency: 'EUR',
      cryptoCurrency: 'ETH',
      fiatAmount: '100.00',
      cryptoAmount: '0.05',
      isBuyOrSell: 'BUY',
      status: 'COMPLETED',
      walletAddress: '0xabc',
      totalFeeInFiat: '2.50',
      isNFTOrder: 'false',
      network: 'ethereum',
      partnerCustomerId: 'cust-9',
    });
  });
  it('follows http(s) redirect URLs only', () => {
    expect(isFollowableRedirectUrl('https://partner.example/back')).toBe(true);
    expect(isFollowableRedirectUrl('javascript:alert(1)')).toBe(false);
    expect(isFollowableRedirectUrl('not a url')).toBe(false);
  });
});

describe('order expiry countdown', () => {
  const now = new Date('2025-01-01T10:00:00Z');
  it('counts down to autoExpiresAt in minutes and seconds, with hours past an hour', () => {
    expect(expiryCountdown('2025-01-01T10:14:05Z', now)).toBe('14:05');
    expect(expiryCountdown('2025-01-01T11:00:09Z', now)).toBe('1:00:09');
  });
  it('shows nothing without autoExpiresAt or once it has passed', () => {
    expect(expiryCountdown(null, now)).toBeNull();
    expect(expiryCountdown('2025-01-01T09:59:59Z', now)).toBeNull();
  });
});
